import LayoutCore

/// `ViewThatFits(in:)` (SEMANTICS §A "Other containers"): the first child whose ideal size
/// fits the proposal on the listed axes, else the last child.
extension StackLayoutEngine {
    /// The chosen child's answer to `proposal` (an empty ViewThatFits is zero-sized).
    mutating func viewThatFitsSize(_ node: Int32, _ proposal: Proposal) -> Size {
        let slot = fitChoice(node, proposal)
        return slot < 0 ? .zero : sizeThatFits(graph.slots[slot], proposal)
    }

    /// The slot of the chosen child, or −1 when there is none. A child's ideal size is its
    /// answer to nil on the listed axes (the proposal on the others); it fits when it is at
    /// most the proposal (within `Tolerance.frame`) on every listed axis whose proposal is
    /// not nil.
    mutating func fitChoice(_ node: Int32, _ proposal: Proposal) -> Int {
        let fit = graph.content.viewThatFits[Int(graph.nodes[Int(node)].payload)]
        let slots = graph.nodes[Int(node)].slotRange
        let idealProposal = Proposal(
            width: fit.horizontal ? Proposal.unspecified : proposal.width,
            height: fit.vertical ? Proposal.unspecified : proposal.height)
        for slot in slots {
            let ideal = sizeThatFits(graph.slots[slot], idealProposal)
            if fit.horizontal && !Self.fits(ideal.width, in: proposal.width) { continue }
            if fit.vertical && !Self.fits(ideal.height, in: proposal.height) { continue }
            return slot
        }
        return slots.isEmpty ? -1 : slots.upperBound - 1
    }

    @inline(__always) static func fits(_ length: Double, in proposed: Double) -> Bool {
        proposed.isUnspecified || length <= proposed || Tolerance.equal(length, proposed)
    }

    /// Places the chosen child at the container's origin with the container's proposal;
    /// the other children are not shown: every view of theirs reports a zero-sized frame at
    /// that origin (`ViewGraph.subtreeRange`), and the containers among them lose their kept
    /// placements (`Engine+KeptPlacements.swift`), whose frames these writes replace.
    mutating func placeViewThatFits(_ node: Int32, _ proposal: Proposal, at origin: Point, size: Size) {
        let chosen = fitChoice(node, proposal)
        for slot in graph.nodes[Int(node)].slotRange {
            let child = graph.slots[slot]
            if slot == chosen {
                place(child, proposal, at: origin, size: sizeThatFits(child, proposal))
                continue
            }
            for hidden in graph.subtreeRange(of: child) {
                buffers.frames[hidden] = Rect(origin: origin, size: .zero)
                let container = graph.containerIndex[hidden]
                if container >= 0 { buffers.placements[Int(container)] = .none }
            }
        }
    }
}
