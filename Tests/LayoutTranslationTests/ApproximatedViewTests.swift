import LayoutCore
import LayoutTranslation
import Testing

/// The translator says, per view id, which views it approximated and why.
@Suite struct ApproximatedViewTests {
    @Test func stacksToConstraintsNamesEachApproximatedViewAndWhatIsInIt() throws {
        // HStack "row" { Text "label"; Color "swatch".aspectRatio(1.5).id("ratio") }, its Text
        // measured with the synthetic model (a font-measured Text translates to a label).
        var environment = LayoutEnvironment()
        environment.textModel = .synthetic
        let spec = ViewSpec(
            name: "row", environment: environment,
            root: ViewNode(
                .hStack(alignment: .center, spacing: 8), id: "row",
                children: [
                    ViewNode(.text(TextSpec("Wi-Fi")), id: "label"),
                    ViewNode(
                        .shape(.color), id: "swatch",
                        modifiers: [ModifierNode(.aspectRatio(1.5, contentMode: .fit), id: "ratio")]),
                ]))
        let translation = StackToConstraints.translate(spec)
        // The synthetic Text is approximated (no linear form); the aspectRatio layer and the Color inside
        // it (its size passes through); "row" only depends on them and is not listed.
        #expect(translation.approximatedViews.map(\.id) == ["label", "swatch", "ratio"])
        #expect(translation.approximatedViews[0].reason.hasPrefix("Text has no constraint form yet"))
        #expect(translation.approximatedViews[1].reason.hasPrefix("`aspectRatio` has no constraint form yet"))
    }

    @Test func anExactTranslationApproximatesNothing() {
        let spec = ViewSpec(
            name: "split",
            root: ViewNode(
                .vStack(alignment: .center, spacing: 0),
                children: [ViewNode(.shape(.color), id: "top"), ViewNode(.shape(.color), id: "bottom")]))
        #expect(StackToConstraints.translate(spec).approximatedViews.isEmpty)
    }
}
