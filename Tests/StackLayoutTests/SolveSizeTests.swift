import LayoutCore
import StackLayout
import Testing

/// The root and the solve size (FORMATS.md §1: centred in the canvas; nil = ideal at 0).
@Suite struct SolveSizeTests {
    private func column() -> ViewNode {
        vStack(color("a").frame(width: 50, height: 20), image("i", width: 30, height: 40))
    }

    @Test func nilSolveSizeLaysTheRootOutAtItsIdealSizeAtTheOrigin() {
        // VStack { a: 50×20; i: Image 30×40 } at nil × nil: every child ideal; height
        // 20 + 8 + 40 = 68, width 50. Root at (0, 0); i centred: x (50 − 30)/2 = 10, y 28.
        let solution = solve(column(), width: nil, height: nil)
        expectFrame(solution, "a", 0, 0, 50, 20)
        expectFrame(solution, "i", 10, 28, 30, 40)
    }

    @Test func nilSolveWidthKeepsTheIdealWidthAtZeroAndCentresVertically() {
        // The same column at nil × 100: both children are inflexible, the stack is 50×68;
        // x 0 (nil axis), y (100 − 68)/2 = 16. i at (10, 16 + 28).
        let solution = solve(column(), width: nil, height: 100)
        expectFrame(solution, "a", 0, 16, 50, 20)
        expectFrame(solution, "i", 10, 44, 30, 40)
    }

    @Test(
        arguments: [
            // A bare Color: nil → 10 on that axis, placed at 0; a concrete axis fills the canvas.
            (nil, 100.0, Rect(x: 0, y: 0, width: 10, height: 100)),
            (100.0, nil, Rect(x: 0, y: 0, width: 100, height: 10)),
            (nil, nil, Rect(x: 0, y: 0, width: 10, height: 10)),
        ] as [(Double?, Double?, Rect)])
    func shapeTakesTenOnAnUnspecifiedSolveAxis(width: Double?, height: Double?, expected: Rect) {
        expectFrame(
            solve(color("c"), width: width, height: height), "c", expected.x, expected.y, expected.width,
            expected.height)
    }

    @Test func infiniteSolveSizeProposesInfinityAndPlacesTheRootAtZero() {
        // A 50×50 fixed frame at ∞ × ∞: the frame is 50×50 whatever; centring in an
        // infinite canvas has no meaning → (0, 0).
        expectFrame(
            solve(color("c").frame(width: 50, height: 50), width: .infinity, height: .infinity), "c", 0, 0, 50, 50)
    }

    @Test func rootLargerThanTheCanvasIsCentredAndSticksOutOnBothSides() {
        // Color.frame(width: 300, height: 10) in 100×100 → x (100 − 300)/2 = −100, y 45.
        expectFrame(solve(color("c").frame(width: 300, height: 10), width: 100, height: 100), "c", -100, 45, 300, 10)
    }
}
