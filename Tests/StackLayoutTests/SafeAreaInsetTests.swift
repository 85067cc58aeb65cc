import LayoutCore
import StackLayout
import Testing

/// `.safeAreaInset(edge:alignment:spacing:content:)` and `.safeAreaPadding` (docs/ENGINES.md,
/// "Safe-area insets"), on an iPhone 15 in portrait: 393 × 852 with insets top 59, bottom 34,
/// so the root is proposed 393 × (852 − 59 − 34 = 759) and placed at y 59; the safe area is
/// (0, 59, 393, 759), the screen (0, 0, 393, 852). Every expectation is derived by hand in
/// the comment beside it from the rules of ENGINES.md (OpenSwiftUI's `InsetViewLayout`).
@Suite struct SafeAreaInsetTests {
    static let iPhone15: LayoutEnvironment = {
        var environment = LayoutEnvironment.handDerived
        environment.safeAreaInsets = EdgeInsets(top: 59, bottom: 34)
        return environment
    }()

    func solveOnIPhone15(_ root: ViewNode) -> LayoutSolution {
        solve(root, width: 393, height: 852, environment: Self.iPhone15)
    }

    @Test func aBottomBarInsetsAVStack() {
        // VStack(spacing: 0) { Color "header" 44 high; Color "body" }
        //   .safeAreaInset(edge: .bottom) { Color "bar" 49 high }, spacing nil: neither the
        // VStack's end nor the bar's start asks for zero spacing, so it is the default 8.
        // Sizing under 393 × 759: the VStack proposed height 0 is 44 (the header), so the bar
        // is proposed 759 − 8 − 44 = 707 and is 393 × 49; the VStack is proposed
        // 759 − (49 + 8) = 702: header 44, body 658. The layer is 49 + 8 + 702 = 759 high.
        // Placing at (0, 59): the VStack at the top (0, 59, 393, 702), header (0, 59, 393, 44),
        // body (0, 103, 393, 658); the bar at the bottom, y 59 + 759 − 49 = 769, centred with
        // the VStack: (0, 769, 393, 49) — it ends at 818, the safe area's bottom.
        let stack = vStack(id: "stack", spacing: 0, color("header").frame(height: 44), color("body"))
        let root = stack.safeAreaInset(edge: .bottom, color("bar").frame(height: 49), id: "layer")
        let solution = solveOnIPhone15(root)
        expectFrame(solution, "layer", 0, 59, 393, 759)
        expectFrame(solution, "stack", 0, 59, 393, 702)
        expectFrame(solution, "header", 0, 59, 393, 44)
        expectFrame(solution, "body", 0, 103, 393, 658)
        expectFrame(solution, "bar", 0, 769, 393, 49)
    }

    @Test func aFlexibleContentTakesWhatTheModifiedViewDoesNotNeed() {
        // The VStack { header 44; body } with a flexible Color "sheet" at the bottom, spacing 0:
        // the VStack proposed height 0 is 44, so the sheet is proposed 759 − 0 − 44 = 715 and
        // takes it; the VStack is proposed 759 − 715 = 44: header 44, body 0. Placing: the
        // VStack at (0, 59, 393, 44), the sheet at y 59 + 759 − 715 = 103.
        let stack = vStack(id: "stack", spacing: 0, color("header").frame(height: 44), color("body"))
        let solution = solveOnIPhone15(stack.safeAreaInset(edge: .bottom, spacing: 0, color("sheet")))
        expectFrame(solution, "stack", 0, 59, 393, 44)
        expectFrame(solution, "sheet", 0, 103, 393, 715)
    }

    @Test func aVStackEndingInASpacerMeetsTheBarWithNoSpacing() {
        // VStack(spacing: 0) { Color "top" 44 high; Spacer "gap" }.safeAreaInset(edge: .bottom)
        // { Color "bar" 49 high }: a Spacer asks for zero spacing, so the spacing is 0. The
        // VStack is proposed 759 − 49 = 710: top 44, the Spacer 666 at y 103 (0 wide across
        // the VStack, centred: x 393 / 2 = 196.5); the bar at 59 + 759 − 49 = 769.
        let stack = vStack(spacing: 0, color("top").frame(height: 44), spacer("gap"))
        let solution = solveOnIPhone15(stack.safeAreaInset(edge: .bottom, color("bar").frame(height: 49)))
        expectFrame(solution, "gap", 196.5, 103, 0, 666)
        expectFrame(solution, "bar", 0, 769, 393, 49)
    }

    @Test func aTopInsetWithSpacingAndTrailingAlignment() {
        // Color "content".safeAreaInset(edge: .top, alignment: .trailing, spacing: 10)
        // { Color "banner" 200 × 30 }: the banner is proposed 759 − 10 − 0 (a Color proposed
        // height 0 is 0) and is 200 × 30; the Color is proposed 759 − 40 = 719. Placing at
        // (0, 59): the Color at the bottom, y 59 + 759 − 719 = 99: (0, 99, 393, 719); the
        // banner at the top, its trailing edge on the Color's: x 0 + 393 − 200 = 193.
        let root = color("content").safeAreaInset(
            edge: .top, alignment: .trailing, spacing: 10, color("banner").frame(width: 200, height: 30))
        let solution = solveOnIPhone15(root)
        expectFrame(solution, "content", 0, 99, 393, 719)
        expectFrame(solution, "banner", 193, 59, 200, 30)
    }

    @Test func aModifiedViewIgnoringTheSafeAreaExtendsUnderTheInsetAndTheScreenEdges() {
        // As above, the Color ".ignoresSafeArea()": its layer is placed at (0, 99, 393, 719).
        // The inset's safe area is the layer's frame (0, 59, 393, 759) less 30 + 10 at the
        // top, (0, 99, 393, 719): the Color reaches every edge of it, so it grows to
        // (0, 59, 393, 759); that reaches the window's safe area on every edge, so it grows
        // to the screen (0, 0, 393, 852). The banner does not ignore and stays.
        let root = color("content").ignoresSafeArea().safeAreaInset(
            edge: .top, alignment: .trailing, spacing: 10, color("banner").frame(width: 200, height: 30))
        let solution = solveOnIPhone15(root)
        expectFrame(solution, "content", 0, 0, 393, 852)
        expectFrame(solution, "banner", 193, 59, 200, 30)
    }

    @Test func aLeadingInsetAlignsItsContentAtTheTop() {
        // Color "content".safeAreaInset(edge: .leading, alignment: .top, spacing: 4)
        // { Color "rail" 60 × 100 }: the rail is proposed 393 − 4 − 0 wide and is 60 × 100; the
        // Color is proposed 393 − 64 = 329 × 759. Placing at (0, 59): the Color at the trailing
        // edge, x 393 − 329 = 64; the rail at x 0, its top on the Color's: y 59.
        let root = color("content").safeAreaInset(
            edge: .leading, alignment: .top, spacing: 4, color("rail").frame(width: 60, height: 100))
        let solution = solveOnIPhone15(root)
        expectFrame(solution, "content", 64, 59, 329, 759)
        expectFrame(solution, "rail", 0, 59, 60, 100)
    }

    @Test func nestedInsetsStackTheirSafeAreas() {
        // Color "content".ignoresSafeArea(id "bg")
        //   .safeAreaInset(edge: .bottom, spacing: 0) { Color "bar" 49 high }   (inner)
        //   .safeAreaInset(edge: .top, spacing: 0) { Color "header" 44 high }   (outer)
        // Outer sizing under 393 × 759: the inner layer proposed height 0 is 49 (the bar, the
        // Color 0), so the header is proposed 759 − 49 = 710 and is 44; the inner layer is
        // proposed 715: the bar 49, the Color 666. Placing: header (0, 59, 393, 44); the inner
        // layer at the outer's bottom, (0, 103, 393, 715); in it the Color's layer at the top,
        // (0, 103, 393, 666), the bar at 103 + 715 − 49 = 769.
        // Ignoring, innermost first: the inner safe area (0, 103, 393, 666) is reached on every
        // edge, so the layer grows to the inner frame (0, 103, 393, 715); the outer safe area
        // is (0, 103, 393, 715), reached, so to the outer frame (0, 59, 393, 759); then the
        // window's: the screen (0, 0, 393, 852).
        let inner = color("content").ignoresSafeArea(id: "bg")
            .safeAreaInset(edge: .bottom, spacing: 0, color("bar").frame(height: 49), id: "inner")
        let root = inner.safeAreaInset(edge: .top, spacing: 0, color("header").frame(height: 44))
        let solution = solveOnIPhone15(root)
        expectFrame(solution, "header", 0, 59, 393, 44)
        expectFrame(solution, "inner", 0, 103, 393, 715)
        expectFrame(solution, "bar", 0, 769, 393, 49)
        expectFrame(solution, "bg", 0, 0, 393, 852)
    }

    @Test func nestedInsetsWithoutIgnoringKeepTheContentBetweenTheBars() {
        // The same without `.ignoresSafeArea()`: the Color stays at (0, 103, 393, 666), between
        // the header (ending at 103) and the bar (starting at 769).
        let inner = color("content").safeAreaInset(edge: .bottom, spacing: 0, color("bar").frame(height: 49))
        let solution = solveOnIPhone15(inner.safeAreaInset(edge: .top, spacing: 0, color("header").frame(height: 44)))
        expectFrame(solution, "content", 0, 103, 393, 666)
    }

    @Test func safeAreaPaddingInsetsTheContentLikePadding() {
        // Color "c".safeAreaPadding(.horizontal, 20): laid out as .padding: the Color is
        // proposed 393 − 40 = 353 × 759 and placed at (20, 59); the layer is 393 × 759.
        let root = color("c").safeAreaPadding(EdgeInsets(leading: 20, trailing: 20), id: "layer")
        let solution = solveOnIPhone15(root)
        expectFrame(solution, "layer", 0, 59, 393, 759)
        expectFrame(solution, "c", 20, 59, 353, 759)
    }

    @Test func aContentIgnoringTheSafeAreaExtendsOverTheSafeAreaPadding() {
        // Color "c".ignoresSafeArea().safeAreaPadding(.horizontal, 20): the Color's layer is
        // placed at (20, 59, 353, 759). The padding's safe area is its frame (0, 59, 393, 759)
        // less 20 at the sides: the layer reaches it on every edge, so it grows to the
        // padding's frame (0, 59, 393, 759), then to the screen (0, 0, 393, 852).
        let root = color("c").ignoresSafeArea().safeAreaPadding(EdgeInsets(leading: 20, trailing: 20))
        expectFrame(solveOnIPhone15(root), "c", 0, 0, 393, 852)
    }

    @Test func ignoringOnlyTheSidesKeepsTheVerticalSafeAreaPadding() {
        // Color "c".ignoresSafeArea(edges: .horizontal).safeAreaPadding(20): the Color's layer
        // is placed at (20, 79, 353, 719); it grows on the sides only, to the padding's frame
        // (0 and 393; the window has no side insets): (0, 79, 393, 719).
        let root = color("c").ignoresSafeArea(edges: .horizontal).safeAreaPadding(EdgeInsets(all: 20))
        expectFrame(solveOnIPhone15(root), "c", 0, 79, 393, 719)
    }

    @Test func anInsetDeepInsideAStackOnlyExtendsWithinItsLayer() {
        // VStack(spacing: 0) { Color "bg".ignoresSafeArea().safeAreaInset(edge: .bottom,
        // spacing: 0) { Color "bar" 49 high }; Color "footer" 100 high }: the footer is at the
        // bottom of the safe area, (0, 718, 393, 100); the inset layer above it is 659 high at
        // y 59: the bar at 59 + 659 − 49 = 669, the Color's layer (0, 59, 393, 610). It grows
        // to the inset layer's frame (0, 59, 393, 659); that reaches the window's safe top but
        // not its bottom (718 < 818), so it grows upwards only: (0, 0, 393, 718).
        let layer = color("bg").ignoresSafeArea().safeAreaInset(
            edge: .bottom, spacing: 0, color("bar").frame(height: 49))
        let solution = solveOnIPhone15(vStack(spacing: 0, layer, color("footer").frame(height: 100)))
        expectFrame(solution, "footer", 0, 718, 393, 100)
        expectFrame(solution, "bar", 0, 669, 393, 49)
        expectFrame(solution, "bg", 0, 0, 393, 718)
    }

    @Test(arguments: [(nil, nil), (Double.infinity, 100), (100, Double.infinity), (0, 0), (393, 852)])
    func unspecifiedInfiniteAndZeroSizesGiveNoNaNAndNoNegativeSize(width: Double?, height: Double?) {
        // Flexible content and modified views, a negative spacing, nested insets, padding and
        // an ignoring view, at nil, infinite and zero sizes: every frame is free of NaN, and
        // non-negative (RELIABILITY.md #13); finite at a finite size.
        let inner = color("content").ignoresSafeArea()
            .safeAreaInset(edge: .bottom, spacing: -30, color("sheet"), id: "inner")
            .safeAreaPadding(EdgeInsets(all: 500), id: "padded")
        let root = vStack(
            inner.safeAreaInset(
                edge: .leading, alignment: Alignment(horizontal: .center, vertical: .firstTextBaseline),
                text("rail", "a b c"), id: "outer"),
            scrollView(color("row").safeAreaInset(edge: .top, color("header"), id: "scrolled")),
            // 10 − 30 + 5 < 0: the layer is 0 high, never negative.
            color("small").frame(height: 5)
                .safeAreaInset(edge: .top, spacing: -30, color("tab").frame(height: 10), id: "overlapping"))
        let solution = solve(root, width: width, height: height, environment: Self.iPhone15)
        let finite = [width, height].allSatisfy { $0?.isFinite ?? false }
        for view in solution.frames {
            let r = view.frame
            let values = [r.x, r.y, r.width, r.height]
            let hasNaN = values.contains { $0.isNaN }
            let allFinite = values.allSatisfy { $0.isFinite }
            #expect(!hasNaN, "\(view.id): \(r)")
            #expect(r.width >= 0 && r.height >= 0, "\(view.id): \(r)")
            #expect(!finite || allFinite, "\(view.id): \(r)")
        }
    }
}

extension ViewNode {
    func safeAreaInset(
        edge: SafeAreaInset.Edge, alignment: Alignment = .center, spacing: Double? = nil, _ content: ViewNode,
        id: String? = nil
    ) -> ViewNode {
        modifier(
            .safeAreaInset(SafeAreaInset(edge: edge, alignment: alignment, spacing: spacing, view: content)), id: id)
    }

    func safeAreaPadding(_ insets: EdgeInsets, id: String? = nil) -> ViewNode {
        modifier(.safeAreaPadding(insets), id: id)
    }
}
