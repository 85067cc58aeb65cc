import LayoutCore
import StackLayout
import Testing

/// SEMANTICS §A "Cost" and RELIABILITY #15: probing at 0, ∞ and the real proposal must not
/// make nested stacks exponential — measurements per view stay bounded by a constant.
@Suite struct LinearCostTests {
    /// `depth` nested stacks, alternating HStack/VStack (or all HStacks), each holding a
    /// clamped Color, a Spacer, the next level (padded, maxWidth ∞) and a last child: a
    /// Color capped at 20×20, or, with `starving`, a `layoutPriority(1)` Color that takes
    /// everything the reserves leave (its siblings then overflow at every level).
    static func nested(depth: Int, alternating: Bool, starving: Bool = false) -> ViewNode {
        var inner = color()
        for level in 1...depth {
            let last = starving ? color().layoutPriority(1) : color().frame(maxWidth: 20, maxHeight: 20)
            let children = [
                color().frame(minWidth: 10, maxWidth: 40, minHeight: 10, maxHeight: 40),
                spacer(),
                inner.padding(2).frame(maxWidth: .infinity),
                last,
            ]
            let kind: ViewKind =
                !alternating || level % 2 == 1
                ? .hStack(alignment: .center, spacing: nil) : .vStack(alignment: .center, spacing: nil)
            inner = ViewNode(kind, children: children)
        }
        return inner
    }

    /// Without memoisation a stack asks each child about 4 questions (min, max, offer,
    /// place) per question it is asked, so depth 20 would cost 4^20 ≈ 10^12 sizings. With
    /// it, a container answers each distinct proposal once and its children are asked ≤ 4
    /// times per answer; alternating nesting gives a node at most 3 × 3 distinct proposals
    /// (0, ∞ or a share on each axis) plus its placing one. So the per-node count is a
    /// constant — a few dozen — whatever the depth (2000×2000 leaves every level room:
    /// nothing overflows). The growth check (depth 20 vs depth 10) is the real property.
    @Test(arguments: [false, true])
    func measurementsPerViewStayBoundedForNestedStacksOfDepthOneToTwenty(alternating: Bool) {
        var perNode: [Double] = []
        for depth in 1...20 {
            let spec = ViewSpec(name: "nested-\(depth)", root: Self.nested(depth: depth, alternating: alternating))
            var engine = StackLayoutEngine(spec)
            engine.layout(in: SolveSize(width: 2000, height: 2000))
            #expect(engine.diagnostics.isEmpty, "depth \(depth): \(engine.diagnostics.count) diagnostics")
            perNode.append(Double(engine.measurementCount) / Double(engine.nodeCount))
            // A second pass at the same size does no more work (the cache was cleared; only
            // the stacks' min/max probes, which depend on the minor proposal alone, are kept).
            let first = engine.measurementCount
            let frames = (0..<engine.ids.count).map { engine.frame(ofViewAt: $0) }
            engine.layout(in: SolveSize(width: 2000, height: 2000))
            #expect(engine.measurementCount <= first)
            #expect((0..<engine.ids.count).map { engine.frame(ofViewAt: $0) } == frames)
        }
        #expect(perNode.allSatisfy { $0 <= 40 }, "measurements per node: \(perNode)")
        #expect(perNode[19] <= perNode[9] * 1.1, "measurements per node: \(perNode)")
    }

    /// When a flexible frame's child overflows, the frame is as large as the child and,
    /// placing, proposes that size (SEMANTICS §A formulation; OpenSwiftUI places with the
    /// frame's size): a proposal the subtree was not asked while sizing, so the subtree is
    /// measured once more. Each overflowing level above a view adds a bounded number of
    /// distinct proposals to it: cost per view grows at most linearly with depth (still
    /// nowhere near 4^depth).
    @Test(arguments: [false, true])
    func overflowingNestedStacksCostAtMostLinearlyMorePerLevel(alternating: Bool) {
        for depth in 1...20 {
            let spec = ViewSpec(
                name: "starving-\(depth)", root: Self.nested(depth: depth, alternating: alternating, starving: true))
            var engine = StackLayoutEngine(spec)
            engine.layout(in: SolveSize(width: 393, height: 852))
            let perNode = Double(engine.measurementCount) / Double(engine.nodeCount)
            #expect(perNode <= 10 + 4 * Double(depth), "depth \(depth): \(perNode) measurements per node")
        }
    }

    @Test func chainOfTenThousandFramedViewsMeasuresEachAFewTimes() {
        // The benchmark chain (peers/README.md): VStack(spacing: 8) of N Colors with
        // .frame(minHeight: min_i, idealHeight: pref_i, maxHeight: max_i), at H0. The root is
        // measured once. Each framed view: the probes at 0 and ∞ only ask for its height,
        // which the frame answers alone (min and max given: clamp) → 2; offered its share,
        // the frame asks its Color for the width (no width limits) → 2; the root is placed
        // at the proposal it was sized at, so its children's answers are reused, and placing
        // each frame measures its Color once more → 1. 5 per view.
        let n = 10_000
        var children: [ViewNode] = []
        for i in 0..<n {
            let minimum: Double = 20 + 5 * Double(i % 3)
            let ideal: Double = 40 + Double((7 * i) % 31)
            let maximum: Double = 80 + 10 * Double(i % 5)
            children.append(color("v\(i)").frame(minHeight: minimum, idealHeight: ideal, maxHeight: maximum))
        }
        let spec = ViewSpec(name: "chain", root: ViewNode(.vStack(alignment: .center, spacing: 8), children: children))
        var engine = StackLayoutEngine(spec)
        engine.layout(in: SolveSize(width: 393, height: 8 * Double(n - 1) + 50 * Double(n)))
        #expect(engine.measurementCount == 5 * n + 1)
        #expect(engine.diagnostics.isEmpty)
    }
}
