import LayoutCore
import StackLayout
import Testing

/// The probe trace behind `layoutlab solve --trace` (issue 3 item 8).
@Suite struct TraceTests {
    @Test func everyCallIsRecordedWithItsProposalKinds() {
        // Root Color solved at 100 × nil: one call, proposal (finite, nil).
        var engine = StackLayoutEngine(ViewSpec(name: "t", root: color("c")))
        engine.isTracing = true
        engine.layout(in: SolveSize(width: 100, height: nil))
        #expect(engine.probes.map(\.width) == [.finite])
        #expect(engine.probes.map(\.height) == [.unspecified])
        #expect(engine.traceReport().contains("sizeThatFits c (w: finite, h: nil)"))
    }

    @Test func aStackProbesEachChildAtZeroInfinityAndItsShare() {
        // HStack { Color "a"; Color "b" } at 100×50: the root once (finite × finite); per child
        // the min probe (0 × finite), the max probe (∞ × finite) and the offer (finite × finite).
        var engine = StackLayoutEngine(ViewSpec(name: "t", root: hStack(color("a"), color("b"))))
        engine.isTracing = true
        engine.layout(in: SolveSize(width: 100, height: 50))
        let a = engine.probes.filter { engine.nodeName($0.node) == "a" }
        #expect(a.map(\.width) == [.zero, .infinity, .finite])
        // Every call is one computed sizing or one cache hit.
        #expect(engine.probes.count == engine.measurementCount + engine.cacheHitCount)
    }

    @Test func eachCallHasItsProposalAndAnswerAsValues() {
        // HStack { Color "a"; Color "b" } at 100×50, default spacing 8: "a" is asked at width 0
        // (min probe), ∞ (max probe) and its share (100 − 8) / 2 = 46, each with height 50; a
        // Color takes what it is proposed, so it answers 0×50, ∞×50 and 46×50. The min and max
        // probes are one-axis in the engine; their whole answers come after the pass, which
        // keeps its counts.
        var engine = StackLayoutEngine(ViewSpec(name: "t", root: hStack(color("a"), color("b"))))
        engine.isTracing = true
        engine.layout(in: SolveSize(width: 100, height: 50))
        let a = engine.probes.filter { engine.nodeName($0.node) == "a" }
        #expect(a.map(\.proposedWidth) == [0, .infinity, 46])
        #expect(a.map(\.proposedHeight) == [50, 50, 50])
        #expect(
            a.map(\.answer) == [
                Size(width: 0, height: 50), Size(width: .infinity, height: 50), Size(width: 46, height: 50),
            ])
        #expect(engine.probes.count == engine.measurementCount + engine.cacheHitCount)
        // A nil proposal stays nil: a root Color at 100 × nil answers 100 × 10 (shapes return
        // the proposal with nil replaced by 10, SEMANTICS §A).
        var root = StackLayoutEngine(ViewSpec(name: "t", root: color("c")))
        root.isTracing = true
        root.layout(in: SolveSize(width: 100, height: nil))
        #expect(root.probes.map(\.proposedHeight) == [nil])
        #expect(root.probes.map(\.answer) == [Size(width: 100, height: 10)])
        // The text report (`solve --trace`) prints them as values: the share and the min and
        // max probes of "a" above, and the root's nil height.
        let report = engine.traceReport()
        #expect(report.contains("sizeThatFits a (w: finite, h: finite): 46 × 50 → 46 × 50"))
        #expect(report.contains("sizeThatFits a (w: 0, h: finite): 0 × 50 → 0 × 50"))
        #expect(report.contains("sizeThatFits a (w: ∞, h: finite): ∞ × 50 → ∞ × 50"))
        #expect(root.traceReport().contains("sizeThatFits c (w: finite, h: nil): 100 × nil → 100 × 10"))
    }

    @Test func tracingOffRecordsNothing() {
        var engine = StackLayoutEngine(ViewSpec(name: "t", root: hStack(color("a"), color("b"))))
        engine.layout(in: SolveSize(width: 100, height: 50))
        #expect(engine.probes.isEmpty)
    }
}
