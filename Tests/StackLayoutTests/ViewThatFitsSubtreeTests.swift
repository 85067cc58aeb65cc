import LayoutCore
import StackLayout
import Testing

/// ViewThatFits reports every view of the children it does not show as zero-sized at its
/// origin, and only those: a shown container's descendants keep their frames, whatever
/// modifiers the children have (a view's nodes run from its base to its last descendant).
@Suite struct ViewThatFitsSubtreeTests {
    /// ViewThatFits(in: .horizontal) { wide: HStack { a 200×30 }; narrow: VStack { b 50×20 }
    /// .padding(5) "pad" }.
    let spec = ViewSpec(
        name: "fits",
        root: viewThatFits(
            horizontal: true, vertical: false,
            hStack(id: "wide", spacing: 0, color("a").frame(width: 200, height: 30)),
            vStack(id: "narrow", spacing: 0, color("b").frame(width: 50, height: 20)).padding(5, id: "pad")))

    @Test func onlyTheHiddenChildrensViewsAreZeroSized() {
        // In 300×100: wide's ideal width 200 fits, so it is shown, 200×30
        // centred at (50, 35), with a filling it; narrow, b and the padding are zero-sized there.
        let solution = solve(spec.root, width: 300, height: 100)
        expectFrame(solution, "wide", 50, 35, 200, 30)
        expectFrame(solution, "a", 50, 35, 200, 30)
        expectFrame(solution, "narrow", 50, 35, 0, 0)
        expectFrame(solution, "b", 50, 35, 0, 0)
        expectFrame(solution, "pad", 50, 35, 0, 0)
    }

    @Test func aShownChildAfterAHiddenOneKeepsItsFrames() {
        // In 100×100 wide (200) does not fit: narrow, the last child, is shown. Its padding
        // makes it 60×30, centred at (20, 35); the VStack is inset by 5 at (25, 40), b fills
        // it (50×20). wide and a are zero-sized at (20, 35).
        let solution = solve(spec.root, width: 100, height: 100)
        expectFrame(solution, "pad", 20, 35, 60, 30)
        expectFrame(solution, "narrow", 25, 40, 50, 20)
        expectFrame(solution, "b", 25, 40, 50, 20)
        expectFrame(solution, "wide", 20, 35, 0, 0)
        expectFrame(solution, "a", 20, 35, 0, 0)
    }
}
