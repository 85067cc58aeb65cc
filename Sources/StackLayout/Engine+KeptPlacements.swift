import LayoutCore

/// Layouts kept from pass to pass (SwiftUI, Yoga and Taffy keep theirs the same way): when
/// every answer is a function of the node and its proposal alone (`keepsLayouts`), a
/// container asked the proposal it answered in an earlier pass answers from its
/// `MeasurementCache` slot, its children's answers stay in its slots (`stampedSize`), and a
/// container placed exactly as in its last placement (same proposal, origin and size) has
/// nothing to do: every frame of its subtree was written by that placement and by nothing
/// since (a node is only ever placed by its parent). A placement that reported an overflow is
/// not kept, so a warm pass reports the same diagnostics as a fresh one.
extension StackLayoutEngine {
    /// Places container `node` (`placeSubviews`), or nothing when its subtree still holds this
    /// very placement (under `ReferenceCheck`, the subtree is placed again and its frames
    /// compared with the kept ones: `checkKeptPlacement`).
    @inline(__always) mutating func placeContainerKeeping(
        _ node: Int32, _ n: Node, _ proposal: Proposal, at origin: Point, size: Size
    ) {
        let container = Int(graph.containerIndex[Int(node)])
        let record = PlacementRecord(proposal, origin, size)
        if buffers.placements[container] == record {
            if checksReference { checkKeptPlacement(node, n, proposal, at: origin, size: size) }
            return
        }
        let reported = overflows.count
        placeSubviews(node, n, proposal, at: origin, size: size)
        buffers.placements[container] = overflows.count == reported ? record : .none
    }
}

/// Children's answers kept in a container's slots (`SolveBuffers.slots`, `order`): the stamp
/// says for which proposal they were computed, the probe key for which minor proposal a
/// stack's min/max probes and order hold.
extension StackLayoutEngine {
    /// Makes the slots of container `node` (a stack or a ZStack) hold its children's answers
    /// to `proposal` and returns the container's size: from the stamp when they already do
    /// (checked under `ReferenceCheck`), else by its sizing rule.
    @inline(__always) mutating func layOutChildren(_ node: Int32, _ n: Node, _ proposal: Proposal) -> Size {
        if let size = stampedSize(node, proposal) {
            if checksReference { checkStamp(node, n, proposal, size) }
            return size
        }
        return n.kind == .stack ? distribute(node, proposal) : zStackSize(node, proposal)
    }

    /// Rule 3's first phase for stack `node`: each child's min and flexibility
    /// (`probeFlexibility`) and the distribution order (`prioritize`), unless the slots still
    /// hold them for the minor proposal `minor` (`probesHold`; checked under `ReferenceCheck`).
    @inline(__always) mutating func prioritizeChildren(
        _ node: Int32, _ slots: Range<Int>, _ axis: Axis, _ minor: Double
    ) {
        guard slots.count > 1 else { return }
        if probesHold(node, minor) {
            if checksReference { checkKeptProbes(node, slots, axis, minor) }
            return
        }
        probeFlexibility(slots, axis, minor)
        prioritize(slots)
        if checksReference { checkOrder(slots) }
        if reusesProbes { buffers.probes[Int(graph.containerIndex[Int(node)])] = ProposalKey.bits(minor) }
    }

    /// Whether the slots of stack `node` still hold its children's min/flex and its
    /// distribution order for the minor proposal `minor`, from this pass or an earlier one.
    /// A child's min and max (proposed 0 and ∞ along the axis) depend only on the minor
    /// proposal and the graph, which changes only under GeometryReader expressions and
    /// custom layouts (`reusesProbes` is false then); tracing always probes.
    @inline(__always) mutating func probesHold(_ node: Int32, _ minor: Double) -> Bool {
        reusesProbes && !isTracing && buffers.probes[Int(graph.containerIndex[Int(node)])] == ProposalKey.bits(minor)
    }

    /// Records that the slots of container `node` hold its children's answers to
    /// `proposal`, for which it chose `size` (a stack: with its children's guides aligned at
    /// `guideOffset`).
    @inline(__always) mutating func stamp(_ node: Int32, _ proposal: Proposal, _ size: Size, guideOffset: Double = 0) {
        buffers.stamps[Int(graph.containerIndex[Int(node)])] = LayoutStamp(
            proposal: ProposalKey(proposal), pass: cache.generation, size: size, guideOffset: guideOffset)
    }

    /// The size container `node` chose for `proposal` if its slots still hold that layout
    /// from this pass, or from any earlier one when layouts are kept (`keepsLayouts`; nothing
    /// but the container itself writes its slots), else nil.
    @inline(__always) mutating func stampedSize(_ node: Int32, _ proposal: Proposal) -> Size? {
        let stamp = buffers.stamps[Int(graph.containerIndex[Int(node)])]
        guard stamp.pass == cache.generation || (cache.keepsAnswers && stamp.pass != 0),
            stamp.proposal == ProposalKey(proposal)
        else { return nil }
        return stamp.size
    }
}

/// How a container was last placed, as bit patterns (compared exactly, like `ProposalKey`).
struct PlacementRecord: Equatable, Sendable {
    var proposal: ProposalKey
    var x: UInt64
    var y: UInt64
    var width: UInt64
    var height: UInt64

    @inline(__always) init(_ proposal: Proposal, _ origin: Point, _ size: Size) {
        self.proposal = ProposalKey(proposal)
        x = origin.x.bitPattern
        y = origin.y.bitPattern
        width = size.width.bitPattern
        height = size.height.bitPattern
    }

    private init(never: Void) {
        proposal = ProposalKey(width: Self.neverKey, height: Self.neverKey)
        x = 0
        y = 0
        width = 0
        height = 0
    }

    /// A proposal pattern `ProposalKey` never produces (every NaN maps to `unspecified`).
    private static let neverKey: UInt64 = 0x7FF4_0000_0000_0003

    /// No placement: equal to none.
    static let none = PlacementRecord(never: ())
}
