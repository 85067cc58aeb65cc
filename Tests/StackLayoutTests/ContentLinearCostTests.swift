import LayoutCore
import StackLayout
import Testing

/// SEMANTICS §A "Cost" and RELIABILITY #15 for the views and modifiers of issue 3: nested
/// stacks whose levels hold Text (firstTextBaseline alignment with an explicit guide
/// expression) and backgrounds, around a ViewThatFits, stay linear.
@Suite struct ContentLinearCostTests {
    static func nested(depth: Int) -> ViewNode {
        var inner = viewThatFits(text(nil, "wide wide wide wide"), text(nil, "aaaa bbbb cccc"))
        for level in 1...depth {
            let children = [
                text(nil, "feature text \(level)").alignmentGuide(.firstTextBaseline, "d[.firstTextBaseline] + 1"),
                inner.padding(2).background(color()).frame(maxWidth: .infinity),
                color().frame(width: 10, height: 10),
            ]
            let kind: ViewKind =
                level % 2 == 1
                ? .hStack(alignment: .firstTextBaseline, spacing: nil) : .vStack(alignment: .leading, spacing: nil)
            inner = ViewNode(kind, children: children)
        }
        return inner
    }

    /// Sizings per view stay bounded by a constant (≤ 70 here, alternating near 48 and 60; depth 20 within 25 % of depth
    /// 10, as in `LinearCostTests`): the explicit-guide queries of the firstTextBaseline
    /// HStacks are memoised per proposal like sizes. Without that, each level re-laid its
    /// children out for every guide query (measured: ~3 × 10^5 sizings per view at depth 20).
    @Test func measurementsPerViewStayBoundedForDepthOneToTwenty() {
        var perNode: [Double] = []
        for depth in 1...20 {
            var engine = StackLayoutEngine(ViewSpec(name: "nested-\(depth)", root: Self.nested(depth: depth)))
            engine.layout(in: SolveSize(width: 4000, height: 4000))
            perNode.append(Double(engine.measurementCount) / Double(engine.nodeCount))
        }
        #expect(perNode.allSatisfy { $0 <= 70 }, "measurements per node: \(perNode)")
        #expect(perNode[19] <= perNode[9] * 1.25, "measurements per node: \(perNode)")
    }
}
