import LayoutCore
import StackLayout
import Testing

/// The environment's `safeAreaInsets` and `.ignoresSafeArea(_:edges:)` (docs/ENGINES.md,
/// "Safe area"). Every expectation is derived by hand in the comment beside it.
@Suite struct SafeAreaTests {
    /// An iPhone-like window: 390 × 844 with insets top 47, bottom 34.
    static let phone: LayoutEnvironment = {
        var environment = LayoutEnvironment.handDerived
        environment.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        return environment
    }()

    func solveOnPhone(_ root: ViewNode) -> LayoutSolution {
        solve(root, width: 390, height: 844, environment: Self.phone)
    }

    @Test func aColorFillsTheSafeArea() {
        // Proposed 390 × (844 − 47 − 34 = 763), placed at the top inset.
        expectFrame(solveOnPhone(color("c")), "c", 0, 47, 390, 763)
    }

    @Test func rootContentIsCentredInsideTheSafeArea() {
        // A 100 × 100 frame: x = (390 − 100) / 2 = 145; y = 47 + (763 − 100) / 2 = 378.5.
        // Leading and trailing insets 10 and 30: x = 10 + (390 − 40 − 100) / 2 = 135.
        var environment = Self.phone
        environment.safeAreaInsets.leading = 10
        environment.safeAreaInsets.trailing = 30
        let root = color("c").frame(width: 100, height: 100, id: "f")
        expectFrame(solveOnPhone(root), "f", 145, 378.5, 100, 100)
        expectFrame(solve(root, width: 390, height: 844, environment: environment), "f", 135, 378.5, 100, 100)
    }

    @Test func ignoringTheSafeAreaFillsTheScreen() {
        // The Color's layer is placed at (0, 47, 390, 763): it reaches the top and bottom of
        // the safe area, so the layer grows to (0, 0, 390, 763 + 47 + 34 = 844) and the Color
        // is proposed that size.
        let root = color("c").ignoresSafeArea(id: "layer")
        let solution = solveOnPhone(root)
        expectFrame(solution, "c", 0, 0, 390, 844)
        expectFrame(solution, "layer", 0, 0, 390, 844)
    }

    @Test func ignoringOnlyTheTopEdge() {
        // Edges [.top]: the Color grows by 47 upwards only: (0, 0, 390, 763 + 47 = 810).
        let solution = solveOnPhone(color("c").ignoresSafeArea(edges: .top))
        expectFrame(solution, "c", 0, 0, 390, 810)
    }

    @Test func aBackgroundInAZStackIgnoresTheSafeAreaWhileTheContentStays() {
        // ZStack { Color "bg".ignoresSafeArea(); Color 100 × 100 "fg" }: the ZStack is proposed
        // 390 × 763 at (0, 47); the background layer fills it and extends to the screen; the
        // 100 × 100 square is centred in the ZStack: (145, 47 + 331.5 = 378.5).
        let root = zStack(color("bg").ignoresSafeArea(), color("fg").frame(width: 100, height: 100))
        let solution = solveOnPhone(root)
        expectFrame(solution, "bg", 0, 0, 390, 844)
        expectFrame(solution, "fg", 0 + 145, 378.5, 100, 100)
    }

    @Test func aViewAwayFromTheSafeAreaEdgeDoesNotExtend() {
        // VStack(spacing: 0) { Color 50 high "top"; Color "rest".ignoresSafeArea() }: "top" is
        // at (0, 47, 390, 50); "rest" starts at y 97, short of the safe top, so it extends only
        // at the bottom: (0, 97, 390, 763 − 50 + 34 = 747).
        let root = vStack(spacing: 0, color("top").frame(height: 50), color("rest").ignoresSafeArea())
        let solution = solveOnPhone(root)
        expectFrame(solution, "top", 0, 47, 390, 50)
        expectFrame(solution, "rest", 0, 97, 390, 747)
    }

    @Test func ignoringTheKeyboardRegionChangesNothing() {
        // No keyboard is modelled: `.ignoresSafeArea(.keyboard)` keeps the safe area's frame.
        let solution = solveOnPhone(color("c").modifier(.ignoresSafeArea(.keyboard, edges: .all), id: nil))
        expectFrame(solution, "c", 0, 47, 390, 763)
    }

    @Test func withoutInsetsNothingChanges() {
        // Default insets are 0: the root fills the canvas with or without the modifier.
        let solution = solve(color("c").ignoresSafeArea(), width: 390, height: 844)
        expectFrame(solution, "c", 0, 0, 390, 844)
    }

    @Test func insetsLargerThanTheScreenProposeZero() {
        // Insets 500 + 500 on a 844-high screen: the root is proposed height 0 at y 500.
        var environment = LayoutEnvironment.handDerived
        environment.safeAreaInsets = EdgeInsets(top: 500, bottom: 500)
        expectFrame(solve(color("c"), width: 390, height: 844, environment: environment), "c", 0, 500, 390, 0)
    }

    @Test func baselinesPassThroughTheModifier() {
        // HStack(.firstTextBaseline, spacing: 0) { Text "a" size 34; Text "b".ignoresSafeArea() }
        // in 100 × 100, no insets: "a" is 17 × 41 with its baseline at 32, "b" 8.5 × 20.5 with
        // its baseline at 16, so "b" sits 16 lower; the stack is 25.5 × 41, centred at
        // (37.25, 29.5). "b" does not reach the canvas's edges, so it keeps its frame.
        let root = hStack(
            alignment: .firstTextBaseline, spacing: 0, text("a", "a", size: 34), text("b", "b").ignoresSafeArea())
        let solution = solve(root, width: 100, height: 100)
        expectFrame(solution, "a", 37.25, 29.5, 17, 41)
        expectFrame(solution, "b", 54.25, 45.5, 8.5, 20.5)
    }

    @Test func resolvingAtAnotherSizeUsesTheNewSafeArea() {
        // One engine solved at 390 × 844, then 844 × 390 (landscape, same insets): the second
        // pass proposes 844 × (390 − 81 = 309) and the ignoring Color fills 844 × 390.
        var engine = StackLayoutEngine(
            ViewSpec(name: "t", environment: Self.phone, root: color("c").ignoresSafeArea()))
        _ = engine.solve(in: SolveSize(width: 390, height: 844))
        let landscape = engine.solve(in: SolveSize(width: 844, height: 390))
        expectFrame(landscape, "c", 0, 0, 844, 390)
    }
}

extension ViewNode {
    func ignoresSafeArea(edges: EdgeSet = .all, id: String? = nil) -> ViewNode {
        modifier(.ignoresSafeArea(.all, edges: edges), id: id)
    }
}
