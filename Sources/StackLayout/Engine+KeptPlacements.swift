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
    /// Places container `node` (`place` for the containers), or nothing when its subtree still
    /// holds this very placement.
    @inline(__always) mutating func placeContainerKeeping(
        _ node: Int32, _ kind: NodeKind, _ proposal: Proposal, at origin: Point, size: Size
    ) {
        guard keepsLayouts && !isTracing else {
            placeContainerNode(node, kind, proposal, at: origin, size: size)
            return
        }
        let container = graph.container(node)
        let record = PlacementRecord(proposal, origin, size)
        if buffers.placements[container] == record { return }
        let reported = overflows.count
        placeContainerNode(node, kind, proposal, at: origin, size: size)
        buffers.placements[container] = overflows.count == reported ? record : .none
    }

    /// `placeSubviews` of a container node, by kind.
    mutating func placeContainerNode(
        _ node: Int32, _ kind: NodeKind, _ proposal: Proposal, at origin: Point, size: Size
    ) {
        switch kind {
        case .stack: placeStack(node, proposal, at: origin, size: size)
        case .zStack: placeZStack(node, proposal, at: origin, size: size)
        case .viewThatFits: placeContent(node, proposal, at: origin, size: size)
        default: placeContainer(node, proposal, at: origin, size: size)
        }
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
