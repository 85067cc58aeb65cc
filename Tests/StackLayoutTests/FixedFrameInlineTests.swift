import LayoutCore
import StackLayout
import Testing

/// A fixed frame directly around a shape is sized and placed inline by its parent
/// (`Engine+Seam.swift`); a tracing pass takes the general path. Frames and measurement
/// counts are derived by hand below and must be the same on both paths.
@Suite struct FixedFrameInlineTests {
    /// HStack(spacing: 0) { a.frame(width: 30) "fa"; b.frame(width: 20, height: 10) "fb" }.
    static let spec = ViewSpec(
        name: "fixed",
        root: hStack(
            spacing: 0, color("a").frame(width: 30, id: "fa"), color("b").frame(width: 20, height: 10, id: "fb")))

    @Test(arguments: [false, true])
    func framesAndCountsMatchTheGeneralPath(tracing: Bool) {
        // In 100×40: both frames have a given width, so min = max (flex 0) and they go in
        // source order. fa is offered 50 → 30 wide, 40 tall (the height passes through to
        // its Color); fb is offered 70 → 20×10 without asking its Color. The stack is
        // 50×40, centred at x 25; fb is centred across at y 15; each Color fills its frame.
        var engine = StackLayoutEngine(Self.spec)
        engine.isTracing = tracing
        engine.layout(in: SolveSize(width: 100, height: 40))
        #expect(engine.frame(of: "fa") == Rect(x: 25, y: 0, width: 30, height: 40))
        #expect(engine.frame(of: "a") == Rect(x: 25, y: 0, width: 30, height: 40))
        #expect(engine.frame(of: "fb") == Rect(x: 55, y: 15, width: 20, height: 10))
        #expect(engine.frame(of: "b") == Rect(x: 55, y: 15, width: 20, height: 10))
        // fa: probed at 0 and ∞ (its width is given: its Color is not asked), sized once → 3;
        // a: asked when fa is sized and when it is placed → 2; fb: 3; b: only when placed
        // → 1; the stack once → 1. Total 10.
        let counts = ["fa": 3, "a": 2, "fb": 3, "b": 1]
        for (index, id) in engine.ids.enumerated() {
            #expect(engine.measurementCount(ofViewAt: index) == counts[id], "\(id)")
        }
        #expect(engine.measurementCount == 10)
    }
}
