import LayoutCore
import StackLayout
import Testing

/// Overflow is diagnosed wherever it happens: a flexible frame re-proposes its own size to its
/// child when placing, which must not hide the child's overflow.
@Suite struct OverflowInFrameTests {
    /// HStack(spacing: 8) { Color 29×29; Color 80×20 }: 29 + 8 + 80 = 117 wide.
    static func row(_ modifiers: [ModifierNode]) -> ViewSpec {
        ViewSpec(
            name: "settings-row",
            root: ViewNode(
                .hStack(alignment: .center, spacing: 8), id: "row", modifiers: modifiers,
                children: [
                    ViewNode(.shape(.color), modifiers: [ModifierNode(.frame(FixedFrame(width: 29, height: 29)))]),
                    ViewNode(.shape(.color), modifiers: [ModifierNode(.frame(FixedFrame(width: 80, height: 20)))]),
                ]))
    }

    func overflows(_ spec: ViewSpec, width: Double) -> [Diagnostic] {
        var engine = StackLayoutEngine(spec)
        return engine.solve(in: SolveSize(width: width, height: 100)).diagnostics.filter { $0.kind == .overflow }
    }

    @Test func aStackOverflowsInsideAMinHeightFrameAsWithoutIt() {
        let minHeight = ModifierNode(.flexibleFrame(FlexibleFrame(vertical: FrameLimits(min: 44))), id: "cell")
        let plain = overflows(Self.row([]), width: 60)
        // 117 in 60: 57 too wide, on the horizontal axis, naming the row.
        #expect(plain.map(\.amount) == [57])
        #expect(plain.map(\.axis) == [.horizontal])
        #expect(plain.map(\.views) == [["row"]])
        #expect(overflows(Self.row([minHeight]), width: 60) == plain)
        // Warm: the second pass reports it once, too.
        var engine = StackLayoutEngine(Self.row([minHeight]))
        _ = engine.solve(in: SolveSize(width: 60, height: 100))
        let again = engine.solve(in: SolveSize(width: 60, height: 100)).diagnostics.filter { $0.kind == .overflow }
        #expect(again == plain)
    }

    @Test func aStackThatFitsInsideTheFrameReportsNothing() {
        let minHeight = ModifierNode(.flexibleFrame(FlexibleFrame(vertical: FrameLimits(min: 44))))
        #expect(overflows(Self.row([minHeight]), width: 117).isEmpty)
        #expect(overflows(Self.row([minHeight]), width: 375).isEmpty)
    }

    @Test func aMaxWidthFrameClampsAndTheStackStillOverflowsItsOffer() {
        // .frame(maxWidth: 100) proposed 60: the child is proposed min(60, 100) = 60 and takes
        // 117; the frame is min(max(60, 117), 100) = 100 and re-proposes 100, in which the row
        // would overflow by 17: it is reported once, by what it was offered, 117 − 60 = 57.
        let maxWidth = ModifierNode(.flexibleFrame(FlexibleFrame(horizontal: FrameLimits(max: 100))))
        #expect(overflows(Self.row([maxWidth]), width: 60).compactMap(\.amount) == [57])
    }
}
