import LayoutCore
import StackLayout
import Testing

/// `.background`, `.overlay`, `.offset`, `.aspectRatio`, `.border` (FORMATS.md §1).
@Suite struct BackgroundOverlayTests {
    @Test func backgroundIsProposedThePrimarySize() {
        // Text("Hi").padding(10).background(Color "bg"): text 17 × 20.5, padded 37 × 40.5;
        // the Color is proposed 37 × 40.5 and takes it, at the same origin.
        let root = text("t", "Hi").padding(10, id: "padded").background(color("bg"), id: "withBackground")
        let solution = solve(root, width: 37, height: 40.5)
        expectFrame(solution, "t", 10, 10, 17, 20.5)
        expectFrame(solution, "bg", 0, 0, 37, 40.5)
        expectFrame(solution, "withBackground", 0, 0, 37, 40.5)
    }

    @Test func overlayIsAlignedInsideThePrimary() {
        // Color 100×100 .overlay(Image 20×20, alignment: .topTrailing): badge at (100 − 20, 0).
        let root = color("base").frame(width: 100, height: 100).overlay(
            image("badge", width: 20, height: 20), alignment: .topTrailing)
        let solution = solve(root, width: 100, height: 100)
        expectFrame(solution, "badge", 80, 0, 20, 20)
    }

    @Test func aLargerBackgroundSticksOutWithoutChangingTheSize() {
        // Image 20×20 .background(Image 30×30): the modifier is 20×20 (the primary's size);
        // the background is centred on it: (−5, −5) relative → canvas 20×20 puts it at −5.
        let root = image("i", width: 20, height: 20).background(image("b", width: 30, height: 30), id: "m")
        let solution = solve(root, width: 20, height: 20)
        expectFrame(solution, "m", 0, 0, 20, 20)
        expectFrame(solution, "b", -5, -5, 30, 30)
    }

    @Test func offsetMovesTheDrawingNotTheLayout() {
        // HStack(spacing: 0) { Color 50×50 "a" .offset(x: 10, y: −5) "moved"; Color 50×50 "b" }:
        // b still starts at 50; the offset layer keeps its slot (0, 0); a is drawn at (10, −5).
        let root = hStack(
            spacing: 0, color("a").frame(width: 50, height: 50).offset(x: 10, y: -5, id: "moved"),
            color("b").frame(width: 50, height: 50))
        let solution = solve(root, width: 100, height: 50)
        expectFrame(solution, "moved", 0, 0, 50, 50)
        expectFrame(solution, "a", 10, -5, 50, 50)
        expectFrame(solution, "b", 50, 0, 50, 50)
    }

    @Test func aspectRatioFitAndFill() {
        // 300×300 proposal, ratio 2: fit → the largest 2:1 inside, 300 × 150, centred at
        // y = (300 − 150)/2 = 75; fill → the smallest 2:1 around, 600 × 300, at x = −150.
        expectFrame(solve(color("c").aspectRatio(2, contentMode: .fit), width: 300, height: 300), "c", 0, 75, 300, 150)
        expectFrame(
            solve(color("c").aspectRatio(2, contentMode: .fill), width: 300, height: 300), "c", -150, 0, 600, 300)
    }

    @Test func aspectRatioWithoutARatioUsesTheChildsIdealSize() {
        // Resizable Image 40×20 (ideal ratio 2) .aspectRatio(contentMode: .fit) in 100×100 →
        // 100 × 50 at y 25.
        let root = image("i", width: 40, height: 20, resizable: true).aspectRatio(contentMode: .fit)
        expectFrame(solve(root, width: 100, height: 100), "i", 0, 25, 100, 50)
    }

    @Test func aspectRatioFollowsTheOneGivenDimension() {
        // Proposal (nil, 100), ratio 2 → 200 × 100 (nil width: placed at x 0).
        expectFrame(solve(color("c").aspectRatio(2, contentMode: .fit), width: nil, height: 100), "c", 0, 0, 200, 100)
    }

    @Test func borderHasNoLayoutEffect() {
        // HStack(spacing: 0) { Color "a" .border(5); Color "b" } in 100×20: 50 each, as without it.
        let solution = solve(hStack(spacing: 0, color("a").border(5), color("b")), width: 100, height: 20)
        expectFrame(solution, "a", 0, 0, 50, 20)
        expectFrame(solution, "b", 50, 0, 50, 20)
    }
}
