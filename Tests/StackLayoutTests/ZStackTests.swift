import LayoutCore
import StackLayout
import Testing

/// SEMANTICS §A "ZStack".
@Suite struct ZStackTests {
    @Test(arguments: [
        // ZStack(alignment:) { a: 100×80; b: 30×20 } in 200×200: the stack is the union,
        // 100×80, centred at (50, 60). b's guide meets a's: offset (100 − 30, 80 − 20) × the
        // alignment's fraction (0, ½, 1) → x 50 + {0, 35, 70}, y 60 + {0, 30, 60}.
        (Alignment.topLeading, 50.0, 60.0),
        (.center, 85.0, 90.0),
        (.bottomTrailing, 120.0, 120.0),
        (.top, 85.0, 60.0),
        (.trailing, 120.0, 90.0),
        (.bottomLeading, 50.0, 120.0),
    ])
    func zStackAlignsChildrenByItsTwoDimensionalAlignment(alignment: Alignment, x: Double, y: Double) {
        let root = zStack(
            alignment: alignment, color("a").frame(width: 100, height: 80), color("b").frame(width: 30, height: 20))
        let solution = solve(root, width: 200, height: 200)
        expectFrame(solution, "a", 50, 60, 100, 80)
        expectFrame(solution, "b", x, y, 30, 20)
    }

    @Test func zStackSizeIsTheUnionOfItsHighestPriorityChildren() {
        // ZStack { small: 40×40; big: 100×100 .layoutPriority(−1) } in 200×200: only the
        // priority-0 child counts → 40×40, centred at (80, 80). big shares the centre guide:
        // 80 + 40/2 − 100/2 = 50 on both axes.
        let root = zStack(
            id: "z", color("small").frame(width: 40, height: 40),
            color("big").frame(width: 100, height: 100).layoutPriority(-1))
        let solution = solve(root, width: 200, height: 200)
        expectFrame(solution, "z", 80, 80, 40, 40)
        expectFrame(solution, "small", 80, 80, 40, 40)
        expectFrame(solution, "big", 50, 50, 100, 100)
    }

    @Test func zStackProposesItsOwnSizeToItsChildrenWhenPlacing() {
        // ZStack { c: Color; i: Image 30×20 }.fixedSize() in 100×100: sized with nil, the
        // Color says 10×10 and the image 30×20 → union 30×20, centred at (35, 40). Placing,
        // the ZStack proposes 30×20: the Color fills the stack.
        let root = zStack(color("c"), image("i", width: 30, height: 20)).fixedSize()
        let solution = solve(root, width: 100, height: 100)
        expectFrame(solution, "c", 35, 40, 30, 20)
        expectFrame(solution, "i", 35, 40, 30, 20)
    }

    @Test func everyZStackChildGetsTheStacksProposal() {
        // ZStack { c: Color; f: Color.frame(maxWidth: 50) } in 120×60: both are proposed
        // 120×60 → 120×60 and 50×60; union 120×60; f centred: x (120 − 50)/2 = 35.
        let solution = solve(zStack(color("c"), color("f").frame(maxWidth: 50)), width: 120, height: 60)
        expectFrame(solution, "c", 0, 0, 120, 60)
        expectFrame(solution, "f", 35, 0, 50, 60)
    }

    @Test func emptyStacksAreZeroSized() {
        // An empty ZStack/HStack chooses 0×0, centred in 100×50 at (50, 25).
        expectFrame(solve(zStack(id: "z"), width: 100, height: 50), "z", 50, 25, 0, 0)
        expectFrame(solve(hStack(id: "h"), width: 100, height: 50), "h", 50, 25, 0, 0)
    }
}
