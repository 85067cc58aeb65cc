import ConstraintLayout
import LayoutCore
import Testing

/// A symbol image view (`"image"` on a view: a `UIImageView` with `UIImage(systemName:)` and a
/// symbol configuration for a font): its intrinsic content size and baselines come from the
/// symbol image rule in its font (docs/ENGINES.md "Symbol images"): a square of the font's
/// ascender − descender, the baseline at the ascender. Inter: 2816 units per em, ascender
/// 2728, descender −680, so the side is 3408 units and the baseline 2728 units from the top.
@Suite struct SymbolImageViewTests {
    func u(_ units: Double, size: Double) -> Double { units * size / 2816 }

    func spec(_ text: String) throws -> ConstraintSpec {
        guard case .constraints(let spec) = try SpecDocument(bytes: Array(text.utf8)) else {
            throw SpecError(.invalidSpec, at: .file, "not a constraint spec")
        }
        return spec
    }

    func frame(_ solution: LayoutSolution, _ id: String) throws -> Rect {
        try #require(solution.frames.first { $0.id == id }?.frame)
    }

    /// Body at large is 17 pt: a 3408u17 = 20.57 pt square; at accessibility3 body is 40 pt:
    /// 3408u40 = 48.41 pt. A font size in points keeps its size.
    @Test(arguments: [(DynamicTypeSize.large, 17.0), (.accessibility3, 40.0)])
    func intrinsicSizeFollowsTheFontAndDynamicType(size: DynamicTypeSize, points: Double) throws {
        let spec = try spec(
            """
            { "format": "layoutlab.constraints/1", "dynamicTypeSize": "\(size.rawValue)",
              "views": [ { "id": "s", "image": { "systemName": "checkmark.circle" } },
                         { "id": "p", "image": { "systemName": "xmark.circle", "font": { "size": 34 } } } ],
              "constraints": [ "s.left == root.left", "s.top == root.top", "p.left == root.left", "p.top == s.bottom" ] }
            """)
        let solution = try ConstraintLayoutEngine(spec).solve(in: Size(width: 375, height: 600))
        let side = u(3408, size: points)
        #expect(Tolerance.distance(try frame(solution, "s"), Rect(x: 0, y: 0, width: side, height: side)) < 1e-6)
        let fixed = u(3408, size: 34)
        #expect(Tolerance.distance(try frame(solution, "p"), Rect(x: 0, y: side, width: fixed, height: fixed)) < 1e-6)
    }

    /// A horizontal stack view aligned on first baselines: a label in `.title` (28 pt) and a
    /// symbol image in `.body` (17 pt). The label's baseline is 2728u28 = 27.13 from its top,
    /// the symbol's 2728u17 = 16.47 from its top, so the symbol's top is 2728u28 − 2728u17
    /// = 10.66 below the label's. Top alignment would put it at 0, centring at
    /// (3408u28 − 3408u17) / 2 = 6.66, and a symbol without a baseline (its bottom) at
    /// 2728u28 − 3408u17 = 6.56: only the baseline rule gives 10.66.
    @Test func firstBaselineAlignmentUsesTheSymbolsBaseline() throws {
        let spec = try spec(
            """
            { "format": "layoutlab.constraints/1",
              "views": [ { "id": "t", "text": { "string": "ab", "font": { "style": "title" } } },
                         { "id": "s", "image": { "systemName": "checkmark.circle" } } ],
              "constraints": [ "row.left == root.left", "row.top == root.top" ],
              "stackViews": [ { "id": "row", "axis": "horizontal", "alignment": "firstBaseline", "spacing": 0,
                                "arrangedSubviews": ["t", "s"] } ] }
            """)
        let solution = try ConstraintLayoutEngine(spec).solve(in: Size(width: 375, height: 600))
        // "ab" = 3336 units wide (scripts/font-advances.py).
        #expect(abs(try frame(solution, "s").x - u(3336, size: 28)) < 1e-6)
        #expect(abs(try frame(solution, "t").y) < 1e-6)
        #expect(abs(try frame(solution, "s").y - (u(2728, size: 28) - u(2728, size: 17))) < 1e-6)
    }

    @Test func aViewIsALabelOrASymbolImageNotBoth() throws {
        let error = #expect(throws: SpecError.self) {
            try spec(
                """
                { "format": "layoutlab.constraints/1",
                  "views": [ { "id": "s", "text": { "string": "a" }, "image": { "systemName": "star" } } ],
                  "constraints": [] }
                """)
        }
        #expect(error?.location == .jsonPath("views[0].image"))
    }

    @Test func theImageRoundTripsThroughJSON() throws {
        let spec = try spec(
            """
            { "format": "layoutlab.constraints/1",
              "views": [ { "id": "s", "image": { "systemName": "star", "font": { "style": "title", "weight": "bold" } } } ],
              "constraints": [] }
            """)
        let again = try ConstraintSpec(json: spec.json)
        #expect(again.views[0].symbolImage == SymbolImage(systemName: "star", fontStyle: .title, fontWeight: .bold))
    }
}

/// A label's `kerning` and `tracking` (the attributed text's `.kern` and `.tracking`), by the
/// rule of SwiftUI's modifiers (docs/ENGINES.md "Fonts"): "Hello" is 6740 units of Inter
/// (2816 per em) at 17 pt; kerning 2 adds 5 × 2, tracking 2 adds 4 × 2 (the last hangs).
@Suite struct LabelLetterSpacingTests {
    @Test(arguments: [(#""kerning": 2"#, 10.0), (#""tracking": 2"#, 8.0)])
    func spacingWidensTheLabel(member: String, extra: Double) throws {
        let text = """
            { "format": "layoutlab.constraints/1",
              "views": [ { "id": "l", "text": { "string": "Hello", \(member) } } ],
              "constraints": [ "l.left == root.left", "l.top == root.top" ] }
            """
        guard case .constraints(let spec) = try SpecDocument(bytes: Array(text.utf8)) else {
            Issue.record("not a constraint spec")
            return
        }
        let solution = try ConstraintLayoutEngine(spec).solve(in: Size(width: 375, height: 600))
        let frame = try #require(solution.frames.first { $0.id == "l" }?.frame)
        #expect(abs(frame.width - (6740 * 17 / 2816 + extra)) < 1e-6)
        let again = try ConstraintSpec(json: spec.json)
        #expect(again.views[0].text == spec.views[0].text)
    }
}
