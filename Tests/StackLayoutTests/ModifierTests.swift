import LayoutCore
import StackLayout
import Testing

/// SEMANTICS §A "Frames": fixed and flexible frames, padding, fixedSize.
@Suite struct ModifierTests {
    // MARK: fixedSize

    @Test func fixedSizeProposesNilSoAShapeTakesItsIdealTen() {
        // Color.fixedSize() in 100×100: proposed nil × nil → 10×10, centred at (45, 45).
        expectFrame(solve(color("c").fixedSize(), width: 100, height: 100), "c", 45, 45, 10, 10)
    }

    @Test func fixedWidthVStackGivesEveryMaxWidthInfinityChildTheWidestWidth() {
        // The equal-width idiom (rule 6):
        // VStack(spacing: 0) { Image 120×20 .frame(maxWidth: ∞) "imageFrame";
        //                      Color "fill" .frame(height: 30).frame(maxWidth: ∞) }
        //   .fixedSize(horizontal: true, vertical: false), solved at 393×200.
        // Sizing, proposal (nil, 200): child 1 → maxWidth frame of a nil proposal adopts the
        // image's 120 (min(max(−∞, 120), ∞)), 20 tall; child 2 → the Color's ideal 10 wide,
        // 30 tall. Heights are inflexible: 20 + 30 = 50. Width = widest = 120.
        // Root centred: ((393 − 120)/2, (200 − 50)/2) = (136.5, 75).
        // Placing: the VStack's width proposal was nil, so it proposes its chosen 120; the
        // maxWidth frame then proposes 120 to the fixed-height frame, whose Color is 120 wide.
        let root = vStack(
            spacing: 0,
            image("image", width: 120, height: 20).frame(maxWidth: .infinity, id: "imageFrame"),
            color("fill").frame(height: 30).frame(maxWidth: .infinity)
        ).fixedSize(horizontal: true, vertical: false)
        let solution = solve(root, width: 393, height: 200)
        expectFrame(solution, "imageFrame", 136.5, 75, 120, 20)
        expectFrame(solution, "image", 136.5, 75, 120, 20)
        expectFrame(solution, "fill", 136.5, 95, 120, 30)
    }

    @Test func fixedSizePassesLayoutPriorityThrough() {
        // HStack(spacing: 0) { a: Color.layoutPriority(1).fixedSize(horizontal: false,
        // vertical: true); b: Color } in 100×50. fixedSize keeps a's priority 1: a's group
        // first, nothing reserved (b's min is 0) → a offered 100 → 100; b gets 0.
        // a is fixed vertically: 10 tall (ideal), centred in 50 → y 20.
        let root = hStack(
            spacing: 0, color("a").layoutPriority(1).fixedSize(horizontal: false, vertical: true), color("b"))
        let solution = solve(root, width: 100, height: 50)
        expectFrame(solution, "a", 0, 20, 100, 10)
        expectFrame(solution, "b", 100, 0, 0, 50)
    }

    // MARK: padding

    @Test func paddingProposesTheProposalMinusInsetsAndAddsThemBack() {
        // Color.padding(top 10, leading 20, bottom 30, trailing 40) in 200×100: the Color is
        // proposed (200 − 60, 100 − 40) = 140×60 at (20, 10); the padding is 200×100.
        let insets = EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        let solution = solve(color("c").padding(insets, id: "p"), width: 200, height: 100)
        expectFrame(solution, "p", 0, 0, 200, 100)
        expectFrame(solution, "c", 20, 10, 140, 60)
    }

    @Test func paddingKeepsANilProposalNil() {
        // Color.padding(16).fixedSize() in 100×100: nil stays nil → Color 10×10, padding
        // 42×42 centred at (29, 29); the Color at (45, 45).
        let solution = solve(color("c").padding(16, id: "p").fixedSize(), width: 100, height: 100)
        expectFrame(solution, "p", 29, 29, 42, 42)
        expectFrame(solution, "c", 45, 45, 10, 10)
    }

    @Test func paddingNeverProposesANegativeLength() {
        // Color.padding(30) in 40×100: width max(40 − 60, 0) = 0, height 100 − 60 = 40 →
        // padding (0 + 60) × (40 + 60) = 60×100, centred at ((40 − 60)/2, 0) = (−10, 0);
        // the Color at (−10 + 30, 30).
        let solution = solve(color("c").padding(30, id: "p"), width: 40, height: 100)
        expectFrame(solution, "p", -10, 0, 60, 100)
        expectFrame(solution, "c", 20, 30, 0, 40)
    }

    // MARK: frames

    @Test func frameOfAFrameAlignsTheInnerFrameInTheOuter() {
        // Color.frame(width: 100, height: 50).frame(width: 200, height: 200, alignment:
        // .bottomTrailing) in 300×300: the outer 200×200 is centred at (50, 50); the inner
        // 100×50 sits at its bottom-trailing corner: (50 + 200 − 100, 50 + 200 − 50) =
        // (150, 200); the Color fills the inner frame.
        let root = color("c").frame(width: 100, height: 50, id: "inner")
            .frame(width: 200, height: 200, alignment: .bottomTrailing, id: "outer")
        let solution = solve(root, width: 300, height: 300)
        expectFrame(solution, "outer", 50, 50, 200, 200)
        expectFrame(solution, "inner", 150, 200, 100, 50)
        expectFrame(solution, "c", 150, 200, 100, 50)
    }

    @Test func flexibleFrameAroundAFixedFrameClampsAndAlignsIt() {
        // Color.frame(width: 60).frame(minWidth: 100, maxWidth: 150, alignment: .leading) in
        // 300×80. Width: concrete proposal, both limits → clamp(300, 100, 150) = 150. Height:
        // no limits → the child's: the fixed frame proposes (60, 80) → 80. Flexible frame
        // 150×80 centred at (75, 0); the fixed frame (60×80) at its leading edge: x 75.
        let root = color("c").frame(width: 60, id: "fixed")
            .frame(minWidth: 100, maxWidth: 150, alignment: .leading, id: "flex")
        let solution = solve(root, width: 300, height: 80)
        expectFrame(solution, "flex", 75, 0, 150, 80)
        expectFrame(solution, "fixed", 75, 0, 60, 80)
        expectFrame(solution, "c", 75, 0, 60, 80)
    }

    @Test func idealReplacesANilProposal() {
        // Color.frame(idealWidth: 70).fixedSize() in 100×100: width nil with an ideal → 70
        // without asking the child; height nil without one → ask the child with (70, nil):
        // Color → 70×10. Centred at (15, 45).
        expectFrame(solve(color("c").frame(idealWidth: 70).fixedSize(), width: 100, height: 100), "c", 15, 45, 70, 10)
    }

    @Test func minFrameUnderFixedSizeProposesItsOwnWidthWhenPlacing() {
        // Rule-7 choice: Color.frame(minWidth: 50).fixedSize() in 200×100. Sizing with nil:
        // the Color's ideal 10 → max(min(∞, 10), 50) = 50 wide; 10 tall. Frame 50×10
        // centred at (75, 45). Placing: width 50 is not strictly inside (50, ∞) → propose
        // 50 → the Color is drawn 50 wide; height 10 is strictly inside (−∞, ∞) with a nil
        // proposal → nil → 10.
        let solution = solve(color("c").frame(minWidth: 50, id: "f").fixedSize(), width: 200, height: 100)
        expectFrame(solution, "f", 75, 45, 50, 10)
        expectFrame(solution, "c", 75, 45, 50, 10)
    }

    @Test func maxFrameUnderFixedSizeKeepsItsChildsIdealWidth() {
        // Color.frame(maxWidth: 50).fixedSize() in 200×100: min(max(−∞, 10), 50) = 10 wide;
        // placing, 10 lies strictly inside (−∞, 50) with a nil proposal → nil → 10.
        // Frame and Color 10×10 at (95, 45).
        let solution = solve(color("c").frame(maxWidth: 50, id: "f").fixedSize(), width: 200, height: 100)
        expectFrame(solution, "f", 95, 45, 10, 10)
        expectFrame(solution, "c", 95, 45, 10, 10)
    }

    @Test func resizableImageTakesTheProposalAndItsOwnSizeForNil() {
        // A resizable Image 30×20 in 100×80 → 100×80; proposed nil (fixedSize) → 30×20,
        // centred at (35, 30). A non-resizable one is 30×20 whatever: (35, 30).
        expectFrame(
            solve(image("i", width: 30, height: 20, resizable: true), width: 100, height: 80), "i", 0, 0, 100, 80)
        expectFrame(
            solve(image("i", width: 30, height: 20, resizable: true).fixedSize(), width: 100, height: 80),
            "i", 35, 30, 30, 20)
        expectFrame(solve(image("i", width: 30, height: 20), width: 100, height: 80), "i", 35, 30, 30, 20)
    }

    @Test func idsNameTheBaseViewAndModifierIdsTheViewsTheyProduce() {
        // Image 20×20 "image" .frame(width: 30, height: 30) "frame", solved at 30×30: the frame
        // fills the canvas, the image keeps 20×20 centred: (5, 5).
        let solution = solve(
            image("image", width: 20, height: 20).frame(width: 30, height: 30, id: "frame"), width: 30, height: 30)
        #expect(solution.frames.map(\.id) == ["image", "frame"])
        expectFrame(solution, "frame", 0, 0, 30, 30)
        expectFrame(solution, "image", 5, 5, 20, 20)
    }

    @Test func solutionListsEveryIdInSpecOrder() {
        // ViewSpec.ids order: base id, then the children, then modifier ids innermost first.
        let root = vStack(
            id: "v",
            color("a").padding(1, id: "pa"),
            hStack(id: "h", color("b")).frame(width: 10, id: "hf")
        ).padding(2, id: "vp")
        let spec = ViewSpec(name: "order", root: root)
        var engine = StackLayoutEngine(spec)
        let solution = engine.solve(in: SolveSize(width: 100, height: 100))
        #expect(spec.ids == ["v", "a", "pa", "h", "b", "hf", "vp"])
        #expect(solution.frames.map(\.id) == spec.ids)
        #expect(engine.ids == spec.ids)
        #expect(solution.engine == .stack)
        #expect(solution.spec == "order")
    }
}
