import LayoutCore
import StackLayout
import Testing

/// SEMANTICS §A rules 2–5: how a stack shares its major length. Every expected number is
/// derived from the rule in the comment beside it.
@Suite struct StackDistributionTests {
    @Test func equalFlexibleChildrenSplitRemainingSpaceEvenly() {
        // HStack { Color; Color; Color } in 300×100, default spacing 8 between views.
        // available = 300 − 2×8 = 284; all three: min 0, max ∞ (flex ∞, equal mins → source
        // order). a is offered 284/3, b (284 − 284/3)/2 = 284/3, c the rest = 284/3.
        let solution = solve(hStack(color("a"), color("b"), color("c")), width: 300, height: 100)
        let share = (300.0 - 16) / 3  // 94.666…
        expectFrame(solution, "a", 0, 0, share, 100)
        expectFrame(solution, "b", share + 8, 0, share, 100)
        expectFrame(solution, "c", 2 * share + 16, 0, share, 100)
        #expect(solution.diagnostics.isEmpty)
    }

    @Test func leastFlexibleChildIsOfferedSpaceFirstAndLargerMinBreaksInfiniteTies() {
        // HStack(spacing: 0) { a: maxWidth 50; c: Color; b: minWidth 200 } in 300.
        // Probes: a min 0, max 50 (flex 50); c 0…∞; b min = max(min(200, 200), 200) = 200,
        // max ∞. Order: a (flex 50), then c and b both infinitely flexible → larger min
        // first: b, then c.
        // a offered 300/3 = 100 → child proposal min(100, 50) = 50 → 50; available 250.
        // b offered 250/2 = 125 → child proposal max(125, 200) = 200 → 200; available 50.
        // c offered 50 → 50. Placed in source order: a 0…50, c 50…100, b 100…300.
        let root = hStack(
            spacing: 0,
            color("a").frame(maxWidth: 50), color("c"), color("b").frame(minWidth: 200))
        let solution = solve(root, width: 300, height: 100)
        expectFrame(solution, "a", 0, 0, 50, 100)
        expectFrame(solution, "c", 50, 0, 50, 100)
        expectFrame(solution, "b", 100, 0, 200, 100)
        #expect(solution.diagnostics.isEmpty)
    }

    @Test(arguments: [
        // Color.frame(minWidth: 100, maxWidth: 200) in W×50: both limits and a concrete
        // proposal → clamp(W, 100, 200); the root is centred: x = (W − width)/2.
        (50.0, 100.0, -25.0),  // clamp(50) = 100, x = (50 − 100)/2
        (150.0, 150.0, 0.0),  // clamp(150) = 150
        (300.0, 200.0, 50.0),  // clamp(300) = 200, x = (300 − 200)/2
    ])
    func flexibleFrameClampsAConcreteProposalToMinAndMax(width: Double, expected: Double, x: Double) {
        let solution = solve(color("c").frame(minWidth: 100, maxWidth: 200, id: "f"), width: width, height: 50)
        expectFrame(solution, "f", x, 0, expected, 50)
        // Placing proposes the frame's own size (its proposal was concrete): the Color fills it.
        expectFrame(solution, "c", x, 0, expected, 50)
    }

    @Test func minOnlyFrameGrowsToItsMinAroundASmallerChild() {
        // Image 20×20 .frame(minWidth: 50) in 300×100. Width: child proposal max(300, 50) =
        // 300, the image stays 20 → max(min(300, 20), 50) = 50. Height: no limits → the
        // image's 20. The 50×20 frame is centred: ((300 − 50)/2, (100 − 20)/2) = (125, 40);
        // the image inside it: x = 125 + (50 − 20)/2 = 140.
        let solution = solve(image("i", width: 20, height: 20).frame(minWidth: 50, id: "f"), width: 300, height: 100)
        expectFrame(solution, "f", 125, 40, 50, 20)
        expectFrame(solution, "i", 140, 40, 20, 20)
    }

    @Test func maxOnlyFrameShrinksToItsMaxAroundALargerChild() {
        // Image 80×20 .frame(maxWidth: 50) in 300×100. Child proposal min(300, 50) = 50,
        // the image stays 80 → min(max(50, 80), 50) = 50. Frame at (125, 40) as above; the
        // image is centred in it and sticks out: x = 125 + (50 − 80)/2 = 110.
        let solution = solve(image("i", width: 80, height: 20).frame(maxWidth: 50, id: "f"), width: 300, height: 100)
        expectFrame(solution, "f", 125, 40, 50, 20)
        expectFrame(solution, "i", 110, 40, 80, 20)
    }

    @Test func minWidthChildOverflowsTheStackWhichItsParentCentres() {
        // HStack "row" { big: minWidth 250; x; y } in 200×100, gaps 8 + 8.
        // available = 200 − 16 = 184. big: min 250, max ∞; x, y: 0…∞. All infinitely
        // flexible → larger min first: big, x, y.
        // big offered 184/3 = 61.3 → child proposal max(61.3, 250) = 250 → 250;
        // available 184 − 250 = −66. x offered max(−66/2, 0) = 0 → 0; y offered 0 → 0.
        // Stack = 250 + 0 + 0 + 16 = 266 > 200: overflow by 66, centred by the root at
        // (200 − 266)/2 = −33. x at −33 + 250 + 8 = 225, y at 225 + 0 + 8 = 233.
        let root = hStack(id: "row", color("big").frame(minWidth: 250), color("x"), color("y"))
        let solution = solve(root, width: 200, height: 100)
        expectFrame(solution, "row", -33, 0, 266, 100)
        expectFrame(solution, "big", -33, 0, 250, 100)
        expectFrame(solution, "x", 225, 0, 0, 100)
        expectFrame(solution, "y", 233, 0, 0, 100)
        #expect(solution.diagnostics.count == 1)
        let overflow = solution.diagnostics.first
        #expect(overflow?.kind == .overflow)
        #expect(overflow?.views == ["row"])
        #expect(overflow?.axis == .horizontal)
        #expect(overflow.map { Tolerance.equal($0.amount ?? 0, 66) } == true)
    }

    @Test func overflowingStackWithoutIdIsReportedByTheNearestIdAndCentredByItsFrame() {
        // The same row inside .frame(width: 200, height: 100) (id "box"), solved at 200×100:
        // the frame proposes 200×100, the stack still takes 266 and the frame centres it at
        // (200 − 266)/2 = −33. The stack has no id: the diagnostic names its frame.
        let root = hStack(color("big").frame(minWidth: 250), color("x"), color("y"))
            .frame(width: 200, height: 100, id: "box")
        let solution = solve(root, width: 200, height: 100)
        expectFrame(solution, "box", 0, 0, 200, 100)
        expectFrame(solution, "big", -33, 0, 250, 100)
        expectFrame(solution, "y", 233, 0, 0, 100)
        #expect(solution.diagnostics.map(\.kind) == [.overflow])
        #expect(solution.diagnostics.first?.views == ["box"])
    }

    @Test func higherPriorityGroupIsOfferedSpaceAfterReservingLowerGroupsMins() {
        // HStack(spacing: 0) { low: minWidth 40; high: Color.layoutPriority(1) } in 300.
        // Groups: {high} then {low}. Reserve low's min 40: available = 300 − 40 = 260.
        // high offered 260 → 260. low's group adds its reserve back: 0 + 40 → offered 40 →
        // 40. Source order: low 0…40, high 40…300.
        let root = hStack(spacing: 0, color("low").frame(minWidth: 40), color("high").layoutPriority(1))
        let solution = solve(root, width: 300, height: 100)
        expectFrame(solution, "low", 0, 0, 40, 100)
        expectFrame(solution, "high", 40, 0, 260, 100)
    }

    @Test func threePriorityGroupsEachGetTheirReserveBack() {
        // HStack(spacing: 0) { a: minWidth 30 (p 0); b: minWidth 20, p −1; c: maxWidth 100, p 2 }
        // in 300. Order c, a, b. Reserve a's 30 + b's 20: available = 300 − 50 = 250.
        // c offered 250 → min(250, 100) = 100; available 150.
        // a: +30 → 180 → child proposal max(180, 30) = 180 → 180; available 0.
        // b: +20 → 20 → max(20, 20) = 20. Source order: a 0…180, b 180…200, c 200…300.
        let root = hStack(
            spacing: 0,
            color("a").frame(minWidth: 30),
            color("b").frame(minWidth: 20).layoutPriority(-1),
            color("c").frame(maxWidth: 100).layoutPriority(2))
        let solution = solve(root, width: 300, height: 100)
        expectFrame(solution, "a", 0, 0, 180, 100)
        expectFrame(solution, "b", 180, 0, 20, 100)
        expectFrame(solution, "c", 200, 0, 100, 100)
    }

    @Test func aFramedSpacerHasPriorityZeroAndSharesLikeAView() {
        // A bare Spacer(minLength: 0) has priority −∞: the Color's group goes first and
        // takes all 100 (reserve 0), the spacer gets 0.
        let bare = solve(hStack(spacing: 0, spacer("s", minLength: 0), color("c")), width: 100, height: 10)
        expectFrame(bare, "s", 0, 5, 0, 0)
        expectFrame(bare, "c", 0, 0, 100, 10)
        // .frame(height: 10) reports priority 0: one group; both 0…∞ with equal mins →
        // source order: spacer offered 100/2 = 50, Color the remaining 50. The spacer (0
        // tall across the stack) is centred in its 10-tall frame: y = 5.
        let framed = solve(
            hStack(spacing: 0, spacer("s", minLength: 0).frame(height: 10), color("c")), width: 100, height: 10)
        expectFrame(framed, "s", 0, 5, 50, 0)
        expectFrame(framed, "c", 50, 0, 50, 10)
    }

    @Test func nilMajorProposalGivesEveryChildItsIdealLength() {
        // HStack { a: Color; i: Image 30×20 }.fixedSize(horizontal: true, vertical: false)
        // in 200×100: the HStack is proposed (nil, 100), each child (nil, 100): Color →
        // 10×100, Image → 30×20. Width 10 + 8 + 30 = 48, height max(100, 20) = 100.
        // Centred: x = (200 − 48)/2 = 76. i at x = 76 + 10 + 8 = 94, y = (100 − 20)/2 = 40.
        let root = hStack(color("a"), image("i", width: 30, height: 20)).fixedSize(horizontal: true, vertical: false)
        let solution = solve(root, width: 200, height: 100)
        expectFrame(solution, "a", 76, 0, 10, 100)
        expectFrame(solution, "i", 94, 40, 30, 20)
    }

    @Test(arguments: [
        // VStack(alignment:) { a: 50×10; b: 100×10 } in 200×100: the stack is 100 wide and
        // 10 + 8 + 10 = 28 tall, centred at ((200 − 100)/2, (100 − 28)/2) = (50, 36).
        (HorizontalAlignment.leading, 50.0),  // a's leading edge on the stack's: x 50
        (.center, 75.0),  // a's centre on the stack's: 50 + (100 − 50)/2
        (.trailing, 100.0),  // a's trailing edge: 50 + 100 − 50
    ])
    func vStackAlignsChildrenOnItsMinorGuide(alignment: HorizontalAlignment, x: Double) {
        let root = vStack(
            alignment: alignment, color("a").frame(width: 50, height: 10), color("b").frame(width: 100, height: 10))
        let solution = solve(root, width: 200, height: 100)
        expectFrame(solution, "a", x, 36, 50, 10)
        expectFrame(solution, "b", 50, 54, 100, 10)
    }

    @Test func hStackBottomAlignmentLinesUpBottomEdges() {
        // HStack(alignment: .bottom) { a: 10×30; b: 10×50 } in 100×100: 28 wide, 50 tall,
        // centred at (36, 25); a's bottom on b's: a at y = 25 + 50 − 30 = 45.
        let root = hStack(
            alignment: .bottom, color("a").frame(width: 10, height: 30), color("b").frame(width: 10, height: 50))
        let solution = solve(root, width: 100, height: 100)
        expectFrame(solution, "a", 36, 45, 10, 30)
        expectFrame(solution, "b", 54, 25, 10, 50)
    }
}
