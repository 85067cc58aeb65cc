import LayoutCore
import StackLayout
import Testing

/// Layouts kept from pass to pass (`Engine+KeptPlacements.swift`): a container asked or
/// placed exactly as before keeps its answer and its subtree's frames, which must be the
/// frames a fresh engine computes. Every expected frame is derived by hand in the comments.
@Suite struct KeptLayoutTests {
    /// VStack(spacing: 0) { a: Color.frame(height: 100); VStack(spacing: 0) { b: Color }
    /// .frame(width: 50, height: 30) }: the inner stack is always proposed 50×30, whatever
    /// the canvas, but sits wherever the outer stack is centred.
    static let moving = ViewSpec(
        name: "moving",
        root: vStack(
            spacing: 0, color("a").frame(height: 100),
            vStack(id: "inner", spacing: 0, color("b")).frame(width: 50, height: 30, id: "box")))

    @Test func aContainerProposedTheSameSizeElsewhereIsPlacedAgain() {
        // Outer stack in 200×H: a is 200×100 (fixed height, proposed width), the box 50×30,
        // so the stack is 200×130 centred at y = (H − 130)/2; the box is centred across at
        // x = 75, below a at y + 100; b fills the inner stack: the box's frame.
        var engine = StackLayoutEngine(Self.moving)
        for height in [400.0, 300, 300, 130, 400] {
            engine.layout(in: SolveSize(width: 200, height: height))
            let y = (height - 130) / 2
            #expect(engine.frame(of: "a") == Rect(x: 0, y: y, width: 200, height: 100), "H = \(height)")
            #expect(engine.frame(of: "b") == Rect(x: 75, y: y + 100, width: 50, height: 30), "H = \(height)")
            #expect(engine.frame(of: "inner") == Rect(x: 75, y: y + 100, width: 50, height: 30), "H = \(height)")
        }
    }

    @Test func aRepeatedPassComputesNothing() {
        // Same canvas twice: the root stack answers from its kept slot (1 cache hit) and its
        // placement is the last one, so nothing is sized: 0 measurements.
        var engine = StackLayoutEngine(Self.moving)
        engine.layout(in: SolveSize(width: 200, height: 400))
        engine.layout(in: SolveSize(width: 200, height: 400))
        #expect(engine.measurementCount == 0)
        #expect(engine.cacheHitCount == 1)
        #expect(engine.frame(of: "b") == Rect(x: 75, y: 235, width: 50, height: 30))
    }

    @Test func aKeptOverflowIsReportedInEveryPass() {
        // The inner stack is proposed 50×30 and its two 40-tall rows take 80: it overflows
        // by 50 in every pass, also when its placement is the same as in the last one.
        let spec = ViewSpec(
            name: "overflow",
            root: vStack(
                vStack(id: "inner", spacing: 0, color("r1").frame(height: 40), color("r2").frame(height: 40))
                    .frame(width: 50, height: 30)))
        var engine = StackLayoutEngine(spec)
        for height in [200.0, 300, 300, 200, 200] {
            engine.layout(in: SolveSize(width: 100, height: height))
            #expect(engine.diagnostics.map(\.kind) == [.overflow], "H = \(height)")
            #expect(engine.diagnostics.first?.amount == 50, "H = \(height)")
            #expect(engine.diagnostics.first?.views == ["inner"], "H = \(height)")
            // The frame (50×30) is centred at ((100 − 50)/2, (H − 30)/2); the 80-tall
            // stack is centred in it, 25 above: r1 at y − 25, r2 40 below.
            let y = (height - 30) / 2
            #expect(engine.frame(of: "r1") == Rect(x: 25, y: y - 25, width: 50, height: 40), "H = \(height)")
            #expect(engine.frame(of: "r2") == Rect(x: 25, y: y + 15, width: 50, height: 40), "H = \(height)")
        }
    }

    @Test func theAdaptiveSplitKeepsItsTopWhileClamped() {
        // AdaptiveLayoutTests.spec in 393×H: top = clamp(H/2, 200, 400) = T, the spacers
        // share T − 150, so t2 is at 50 + (T − 150)/2 and t3 at T − 50; bottom is H − T at T.
        // Heights that clamp T (300, 350: 200; 900, 1000: 400) propose the inner stack the
        // same 393×T as the pass before and keep its placement.
        var engine = StackLayoutEngine(AdaptiveLayoutTests.spec)
        for height in [300.0, 350, 900, 1000, 600, 1000, 300] {
            engine.layout(in: SolveSize(width: 393, height: height))
            let top = min(max(height / 2, 200), 400)
            #expect(engine.frame(of: "top") == Rect(x: 0, y: 0, width: 393, height: top), "H = \(height)")
            #expect(engine.frame(of: "t1") == Rect(x: 0, y: 0, width: 393, height: 50), "H = \(height)")
            #expect(
                engine.frame(of: "t2") == Rect(x: 0, y: 50 + (top - 150) / 2, width: 393, height: 50), "H = \(height)")
            #expect(engine.frame(of: "t3") == Rect(x: 0, y: top - 50, width: 393, height: 50), "H = \(height)")
            #expect(
                engine.frame(of: "bottom") == Rect(x: 0, y: top, width: 393, height: height - top), "H = \(height)")
        }
    }

    @Test func aChildHiddenByViewThatFitsIsPlacedAgainWhenChosen() {
        // ViewThatFits(in: .horizontal) { wide: HStack { a 200×30 }; narrow: VStack { b 50×20 } }.
        // At 300×100 wide fits (ideal width 200): 200×30 centred at (50, 35), narrow and b
        // zero-sized there. At 100×100 it does not: narrow (the last) is 50×20 at (25, 40) and
        // wide and a are zero-sized there. Back at 300×100, wide is placed as in the first
        // pass, but its frames were zeroed since: they must be written again.
        let spec = ViewSpec(
            name: "fits",
            root: viewThatFits(
                horizontal: true, vertical: false,
                hStack(id: "wide", spacing: 0, color("a").frame(width: 200, height: 30)),
                vStack(id: "narrow", spacing: 0, color("b").frame(width: 50, height: 20))))
        var engine = StackLayoutEngine(spec)
        for width in [300.0, 100, 300, 300, 100] {
            engine.layout(in: SolveSize(width: width, height: 100))
            let chosen =
                width == 300 ? Rect(x: 50, y: 35, width: 200, height: 30) : Rect(x: 25, y: 40, width: 50, height: 20)
            let hidden = Rect(x: chosen.x, y: chosen.y, width: 0, height: 0)
            #expect(engine.frame(of: "wide") == (width == 300 ? chosen : hidden), "W = \(width)")
            #expect(engine.frame(of: "a") == (width == 300 ? chosen : hidden), "W = \(width)")
            #expect(engine.frame(of: "narrow") == (width == 300 ? hidden : chosen), "W = \(width)")
            #expect(engine.frame(of: "b") == (width == 300 ? hidden : chosen), "W = \(width)")
        }
    }
}
