import LayoutCore
import StackLayout
import Testing

/// `.containerRelativeFrame` (docs/ENGINES.md "containerRelativeFrame"): lengths derived from
/// the nearest enclosing ScrollView's proposal, else the root proposal. Expected frames are
/// derived by hand beside each test.
@Suite struct ContainerRelativeFrameTests {
    func relative(
        _ axes: [Axis], count: Int = 1, span: Int = 1, spacing: Double = 0, multiplier: Double = 1,
        constant: Double = 0, alignment: Alignment = .center
    ) -> Modifier {
        .containerRelativeFrame(
            ContainerRelativeFrame(
                horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical), count: count, span: span,
                spacing: spacing, multiplier: multiplier, constant: constant, alignment: alignment))
    }

    @Test func countedRowsOfAScrollView() {
        // ScrollView 300 × 300 { a.containerRelativeFrame(.vertical, count: 3, span: 2,
        // spacing: 10) }: the container is the ScrollView's 300 × 300, so the height is
        // (300 − 10 × 2) / 3 × 2 + 10 × 1 = 280 / 3 × 2 + 10 = 196.67; the Color is proposed
        // (300, 196.67) and fills it; the content starts at the top: (0, 0).
        let root = scrollView(
            id: "s", color("a").modifier(relative([.vertical], count: 3, span: 2, spacing: 10), id: "f"))
        let s = solve(root, width: 300, height: 300)
        expectFrame(s, "f", 0, 0, 300, 280.0 / 3 * 2 + 10)
        expectFrame(s, "a", 0, 0, 300, 280.0 / 3 * 2 + 10)
    }

    @Test func closureFormScalesTheScrollViewsHeight() {
        // ScrollView 320 × 400 { t.containerRelativeFrame(.vertical) { length, _ in
        // length * 1.1 }; b.frame(height: 20) }: t is 1.1 × 400 = 440 high (the content
        // scrolls: 440 + 8 + 20 = 468 > 400), b at 440 + 8 = 448.
        let root = scrollView(
            color("t").modifier(relative([.vertical], multiplier: 1.1), id: nil), color("b").frame(height: 20))
        let s = solve(root, width: 320, height: 400)
        expectFrame(s, "t", 0, 0, 320, 440)
        expectFrame(s, "b", 0, 448, 320, 20)
    }

    @Test func withoutAScrollViewTheRootIsTheContainer() {
        // VStack { a.containerRelativeFrame(.horizontal, count: 2, spacing: 20) } in 300 × 400:
        // width (300 − 20) / 2 = 140; the height passes through (the VStack proposes 400 to
        // its one child): 140 × 400, centred: x (300 − 140) / 2 = 80.
        let root = vStack(color("a").modifier(relative([.horizontal], count: 2, spacing: 20), id: "f"))
        let s = solve(root, width: 300, height: 400)
        expectFrame(s, "f", 80, 0, 140, 400)
    }

    @Test func theChildIsAlignedInTheFrame() {
        // A fixed 50 × 20 image in .containerRelativeFrame([.horizontal, .vertical],
        // alignment: .topLeading) at the root 300 × 400: the frame is 300 × 400 at (0, 0);
        // the image keeps 50 × 20 at its top-leading corner.
        let root = image("i", width: 50, height: 20).modifier(
            relative([.horizontal, .vertical], alignment: .topLeading), id: "f")
        let s = solve(root, width: 300, height: 400)
        expectFrame(s, "f", 0, 0, 300, 400)
        expectFrame(s, "i", 0, 0, 50, 20)
    }

    @Test func theInnermostScrollViewIsTheContainer() {
        // ScrollView 300 × 600 { ScrollView(.horizontal).frame(width: 200, height: 100) {
        // a.containerRelativeFrame(.horizontal) { length, _ in length / 2 - 10 } } }: a's
        // container is the inner ScrollView proposed 200 × 100, so a is 200 / 2 − 10 = 90 wide
        // and 100 high (the inner ScrollView proposes its height), at the inner one's leading
        // edge: the outer content is 300 wide, the 200-wide frame centred at x 50.
        let inner = scrollView(
            axes: [.horizontal], color("a").modifier(relative([.horizontal], multiplier: 0.5, constant: -10), id: nil)
        ).frame(width: 200, height: 100)
        let s = solve(scrollView(inner), width: 300, height: 600)
        expectFrame(s, "a", 50, 0, 90, 100)
    }

    @Test func aLengthBelowZeroIsZero() {
        // length − 500 in a 300-high ScrollView: −200, raised to 0.
        let root = scrollView(color("a").modifier(relative([.vertical], constant: -500), id: nil))
        let s = solve(root, width: 300, height: 300)
        expectFrame(s, "a", 0, 0, 300, 0)
    }

    @Test func aScrollViewProposedTwoHeightsInOnePassMeasuresEachOnce() {
        // VStack(spacing: 0) { ScrollView { a.containerRelativeFrame(.vertical) { length * 0.5 } };
        // b.frame(height: 100) } in 300 × 400: the VStack probes the ScrollView at several
        // heights; the ScrollView gets the 300 left after b: a is 0.5 × 300 = 150 high at
        // y 0, b at 300.
        let root = vStack(
            spacing: 0, scrollView(id: "s", color("a").modifier(relative([.vertical], multiplier: 0.5), id: nil)),
            color("b").frame(height: 100))
        let s = solve(root, width: 300, height: 400)
        expectFrame(s, "s", 0, 0, 300, 300)
        expectFrame(s, "a", 0, 0, 300, 150)
        expectFrame(s, "b", 0, 300, 300, 100)
    }
}
