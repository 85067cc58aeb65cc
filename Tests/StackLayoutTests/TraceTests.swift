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

    @Test func tracingOffRecordsNothing() {
        var engine = StackLayoutEngine(ViewSpec(name: "t", root: hStack(color("a"), color("b"))))
        engine.layout(in: SolveSize(width: 100, height: 50))
        #expect(engine.probes.isEmpty)
    }
}
