import LayoutCore

/// `.padding`, `.fixedSize` (SEMANTICS §A "Frames"). `.layoutPriority` needs no helper: it
/// passes proposal and placement through and only changes the priority a stack reads.
extension StackLayoutEngine {
    /// `.padding(e)`: the child is proposed the proposal minus the insets (never below 0;
    /// nil stays nil); the padded view is the child's size plus the insets.
    mutating func paddingSize(_ node: Int32, _ proposal: Proposal) -> Size {
        let insets = graph.paddings[Int(graph.nodes[Int(node)].payload)]
        let child = sizeThatFits(graph.child(of: node), Self.inset(proposal, by: insets))
        return Size(
            width: child.width + insets.total(along: .horizontal),
            height: child.height + insets.total(along: .vertical))
    }

    /// Places the padded child at the top-leading inset, proposing what sizing proposed.
    mutating func placeInPadding(_ node: Int32, _ proposal: Proposal, at origin: Point) {
        let insets = graph.paddings[Int(graph.nodes[Int(node)].payload)]
        let child = graph.child(of: node)
        let childProposal = Self.inset(proposal, by: insets)
        let childSize = sizeThatFits(child, childProposal)
        place(child, childProposal, at: Point(x: origin.x + insets.leading, y: origin.y + insets.top), size: childSize)
    }

    @inline(__always) static func inset(_ proposal: Proposal, by insets: EdgeInsets) -> Proposal {
        // NaN − inset is NaN and max(NaN, 0) keeps it NaN: an unspecified length stays so.
        Proposal(
            width: proposal.width.isUnspecified
                ? proposal.width : Swift.max(proposal.width - insets.total(along: .horizontal), 0),
            height: proposal.height.isUnspecified
                ? proposal.height : Swift.max(proposal.height - insets.total(along: .vertical), 0))
    }

    /// `.fixedSize(h, v)`: nil proposed on the fixed axes, when sizing and when placing, so
    /// the child takes its ideal size there (and may overflow its parent).
    @inline(__always) static func fixing(_ proposal: Proposal, _ axes: FixedAxes) -> Proposal {
        Proposal(
            width: axes.horizontal ? Proposal.unspecified : proposal.width,
            height: axes.vertical ? Proposal.unspecified : proposal.height)
    }
}
