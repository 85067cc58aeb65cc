import LayoutCore
import StackLayout
import Testing

/// A Text's font beyond style, size and weight (font model): a named font whose size scales
/// with a text style (`"relativeTo"`, SwiftUI's `.custom(_:size:relativeTo:)`; `.custom(_:size:)`
/// is relative to `.body`), the italic face, and `kerning`/`tracking`. Inter (2816 units per
/// em, line 3408 units); advances from `scripts/font-advances.py`: "Hello" 6740 units in
/// Inter Regular, 6744 in Inter Italic.
@Suite struct FontFaceTests {
    func u(_ units: Double, size: Double = 17) -> Double { units * size / 2816 }

    func solveText(_ members: String, dynamicTypeSize: String = "large") throws -> LayoutSolution {
        let json = """
            { "format": "layoutlab.view/1", "name": "t",
              "environment": { "textModel": "font", "dynamicTypeSize": "\(dynamicTypeSize)" },
              "root": { "type": "Text", "id": "t", "text": "Hello"\(members) } }
            """
        guard case .view(let spec) = try SpecDocument(bytes: Array(json.utf8)) else {
            throw SpecError(.invalidSpec, at: .file, "not a view spec")
        }
        var engine = StackLayoutEngine(spec)
        return engine.solve(in: SolveSize(width: nil, height: nil))
    }

    /// `.custom("Inter-Regular", size: 15)` (relative to `.body`): 15 pt at large; at
    /// accessibility1 body is 28 pt instead of 17, so 15 × 28 / 17 = 24.71 pt. Relative to
    /// `.title` (28 → 38 pt at accessibility1): 15 × 38 / 28. Without `relativeTo`
    /// (`.custom(_:fixedSize:)`): 15 pt at every size.
    @Test(arguments: [("large", 15.0, 15.0, 15.0), ("accessibility1", 15.0 * 28 / 17, 15.0 * 38 / 28, 15.0)])
    func customFontsScaleRelativeToTheirStyle(size: String, body: Double, title: Double, fixed: Double) throws {
        let cases = [(#""relativeTo": "body""#, body), (#""relativeTo": "title""#, title), ("", fixed)]
        for (relative, points) in cases {
            let member = relative.isEmpty ? "" : ", " + relative
            let solution = try solveText(
                #", "font": { "name": "Inter-Regular", "size": 15\#(member) }"#, dynamicTypeSize: size)
            expectFrame(solution, "t", 0, 0, u(6740, size: points), u(3408, size: points))
        }
    }

    /// The italic face: "Hello" 6744 units (the upright one 6740), at 17 and at
    /// accessibility5 (53 pt).
    @Test func italicUsesTheItalicFace() throws {
        expectFrame(try solveText(#", "font": { "style": "body", "italic": true }"#), "t", 0, 0, u(6744), u(3408))
        let large = try solveText(#", "font": { "style": "body", "italic": true }"#, dynamicTypeSize: "accessibility5")
        expectFrame(large, "t", 0, 0, u(6744, size: 53), u(3408, size: 53))
    }

    /// Kerning 1.5 adds after all 5 clusters; tracking 1.5 after 4 (the last hangs).
    @Test func kerningAndTrackingWidenTheText() throws {
        expectFrame(try solveText(#", "kerning": 1.5"#), "t", 0, 0, u(6740) + 7.5, u(3408))
        expectFrame(try solveText(#", "tracking": 1.5"#), "t", 0, 0, u(6740) + 6, u(3408))
        // At accessibility3 (body 40 pt) the spacing stays in points: 6740u40 + 5 × 1.5.
        let large = try solveText(#", "kerning": 1.5"#, dynamicTypeSize: "accessibility3")
        expectFrame(large, "t", 0, 0, u(6740, size: 40) + 7.5, u(3408, size: 40))
    }

    @Test func newMembersRoundTripAndAreChecked() throws {
        let json = """
            { "format": "layoutlab.view/1", "name": "t",
              "root": { "type": "Text", "text": "a", "kerning": -0.5, "tracking": 2,
                "font": { "name": "Inter-Regular", "size": 15, "relativeTo": "title", "italic": true } } }
            """
        guard case .view(let spec) = try SpecDocument(bytes: Array(json.utf8)),
            case .view(let again) = try SpecDocument(bytes: Array(JSONWriter.write(spec.json).utf8))
        else {
            Issue.record("not view specs")
            return
        }
        #expect(again.root == spec.root)
        guard case .text(let text) = spec.root.kind else {
            Issue.record("not a Text")
            return
        }
        #expect(text.kerning == -0.5 && text.tracking == 2 && text.fontRelativeTo == .title && text.fontItalic)
        let error = #expect(throws: SpecError.self) {
            try SpecDocument(
                bytes: Array(
                    #"{"format": "layoutlab.view/1", "root": {"type": "Text", "text": "a", "font": {"size": 15, "relativeTo": "body"}}}"#
                        .utf8))
        }
        #expect(error?.location == .jsonPath("root.font.relativeTo"))
    }
}
