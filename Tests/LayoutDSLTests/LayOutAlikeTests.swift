import LayoutCore
import LayoutHarness
import LayoutTesting
import Testing

@Suite struct LayOutAlikeTests {
    let sizes = [Size(width: 375, height: 667), Size(width: 1032, height: 1376)]

    @Test func theAdaptiveLayoutLaysOutAlikeInBothFormsAndThroughTranslation() throws {
        let entry = try #require(Corpus.entry(named: "adaptive-split"))
        try LayoutCheck.layOutAlike(try entry.decodedViewSpec(), try entry.decodedConstraintSpec(), at: sizes)
        try LayoutCheck.layOutAlikeThroughTranslation(try entry.decodedViewSpec(), at: sizes)
        try LayoutCheck.layOutAlikeThroughTranslation(try entry.decodedConstraintSpec(), at: sizes)
    }

    /// The stack engine centres a 50×50 frame in 100×100: (25, 25). The constraints pin it at
    /// (0, 0) with every value fixed, so the pair is divergent (not ambiguous) and the failure
    /// names the view, the class and both frames.
    @Test func aDifferenceIsReportedWithItsClass() throws {
        let view = ViewSpec(
            name: "box",
            root: ViewNode(
                .shape(.color), id: "box", modifiers: [ModifierNode(.frame(FixedFrame(width: 50, height: 50)))]))
        var constraints = ConstraintSpec(name: "box")
        constraints.views = [ConstraintView(id: "box", path: "views[0]")]
        constraints.constraints = ["box.left == 0", "box.top == 0", "box.width == 50", "box.height == 50"].enumerated()
            .map {
                .text($0.element, path: "constraints[\($0.offset)]")
            }
        let error = #expect(throws: LayoutsDiffer.self) {
            try LayoutCheck.layOutAlike(view, constraints, at: [Size(width: 100, height: 100)])
        }
        let text = error?.description ?? ""
        #expect(text.contains("box"))
        #expect(text.contains("divergent"))
        #expect(text.contains("(25, 25, 50, 50)"))
        #expect(text.contains("(0, 0, 50, 50)"))
    }
}
