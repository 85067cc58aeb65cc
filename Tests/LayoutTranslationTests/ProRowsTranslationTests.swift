import ConstraintLayout
import LayoutCore
import LayoutDSL
import LayoutHarness
import StackLayout
import Testing

@testable import LayoutTranslation

/// The corpus entry `pro-rows` (seed 000's Pro rows: a text and a symbol image on one first
/// baseline) translated both ways and compiled from its golden SwiftUI: each form lays out
/// at the frames computed by hand in `ProRowsTests` (Inter: 2816 units per em, ascender
/// 2728, descender −680; "Pro Feature 1: Description" wraps after "1:" in a 167.5 pt column
/// at 17 pt, and after "Feature" and "1:" at 28 pt).
@Suite struct ProRowsTranslationTests {
    static let size = Size(width: 375, height: 667)

    /// At 375 × 667: columns of (375 − 32 − 8) / 2 = 167.5 at x = 16 and 191.5; the symbol a
    /// square of 3408 units with its baseline 2728 units down, as the text's first line, so
    /// both tops are the row's; a row `lines` × 3408 units high, its background 32 higher,
    /// 8 apart, the VStack centred.
    static func expectedFrames(lines: Double, font: Double) -> [String: Rect] {
        let side = 3408 * font / 2816
        let r = lines * side
        let top = (667 - (3 * (r + 32) + 16)) / 2
        var frames = ["pro": Rect(x: 0, y: top, width: 375, height: 3 * (r + 32) + 16)]
        for i in 0..<3 {
            let y = top + Double(i) * (r + 40)
            frames["bg\(i)"] = Rect(x: 0, y: y, width: 375, height: r + 32)
            frames["row\(i)"] = Rect(x: 16, y: y + 16, width: 343, height: r)
            frames["f\(i)"] = Rect(x: 16, y: y + 16, width: 167.5, height: r)
            frames["c\(i)"] = Rect(x: 191.5, y: y + 16, width: 167.5, height: side)
        }
        return frames
    }

    static let cases: [(DynamicTypeSize, lines: Double, font: Double)] = [(.large, 2, 17), (.accessibility1, 3, 28)]

    static func expect(_ frames: [ViewFrame], _ expected: [String: Rect], _ form: String) {
        for (id, rect) in expected.sorted(by: { $0.key < $1.key }) {
            let actual = frames.first { $0.id == id }?.frame
            #expect(
                actual.map { Tolerance.distance($0, rect) <= Tolerance.frame } == true,
                "\(form) \(id): \(String(describing: actual)) ≠ \(rect)")
        }
    }

    @Test func constraintsToStacksKeepsTheSymbolsAndTheirFrames() throws {
        let entry = try #require(Corpus.entry(named: "pro-rows"))
        for (size, lines, font) in Self.cases {
            var spec = try entry.decodedConstraintSpec()
            spec.dynamicTypeSize = size
            let stacks = try ConstraintsToStacks.translate(spec).spec
            let c0 = try #require(stacks.root.children.first?.children.last)
            #expect(c0.kind == .symbolImage(SymbolImage(systemName: "checkmark.circle")))
            var engine = StackLayoutEngine(stacks)
            let solution = engine.solve(in: SolveSize(width: Self.size.width, height: Self.size.height))
            Self.expect(solution.frames, Self.expectedFrames(lines: lines, font: font), "stacks at \(size)")
        }
    }

    @Test func stacksToConstraintsMakesImageViewsWithTheSameFrames() throws {
        let entry = try #require(Corpus.entry(named: "pro-rows"))
        for (size, lines, font) in Self.cases {
            let spec = DynamicTypeSweep.setting(size, try entry.decodedViewSpec())
            let translation = StackToConstraints.translate(spec)
            #expect(translation.notes.isEmpty, "\(translation.notes)")
            // The images are anonymous views inside their ids' frames (`c0` is the frame's).
            let symbols = translation.spec.views.compactMap { $0.symbolImage?.systemName }
            #expect(symbols == ["checkmark.circle", "xmark.circle", "checkmark.circle"])
            let solution = try ConstraintLayoutEngine(translation.spec).solve(in: Self.size)
            Self.expect(solution.frames, Self.expectedFrames(lines: lines, font: font), "constraints at \(size)")
        }
    }

    @Test func compiledGoldenViewHasTheHandFrames() throws {
        var environment = LayoutEnvironment()
        environment.textModel = .font
        var engine = StackLayoutEngine(ViewSpec(name: "pro-rows", environment: environment, ProRows()))
        let solution = engine.solve(in: SolveSize(width: Self.size.width, height: Self.size.height))
        Self.expect(solution.frames, Self.expectedFrames(lines: 2, font: 17), "compiled")
    }
}

/// The minimal constraints (`MinimalConstraints`) keep a symbol image that has its own id as
/// an image view showing the symbol, at the symbol's size.
@Suite struct MinimalSymbolImageTests {
    @Test func anIdentifiedSymbolImageStaysAnImageView() throws {
        let spec = try viewSpec(
            #"""
            { "format": "layoutlab.view/1", "name": "star", "environment": { "textModel": "font" },
              "root": { "type": "Image", "systemName": "star", "id": "star", "font": { "size": 28 } } }
            """#)
        let minimal = try #require(MinimalConstraints.translate(spec))
        let view = try #require(minimal.spec.views.first { $0.id == "star" })
        #expect(view.symbolImage == SymbolImage(systemName: "star", fontSize: 28))
        // Inter at 28 pt: ascender − descender = (2728 + 680) × 28 / 2816 = 33.886… pt square.
        let frame = try #require(
            try ConstraintLayoutEngine(minimal.spec).solve(in: Size(width: 375, height: 667)).frame(of: "star"))
        #expect(abs(frame.width - 3408 * 28 / 2816) <= 1e-6 && abs(frame.height - 3408 * 28 / 2816) <= 1e-6)
    }
}
