import LayoutCore

/// `.padding(e)` (SEMANTICS §A "Frames"): the child is proposed the proposal minus the insets
/// (never below 0; nil stays nil); the padded view is the child's size plus the insets, and
/// the child sits at the top-leading inset.
extension StackLayoutEngine {
    /// The child's proposal: the proposal minus the insets on each axis, never below 0.
    @inline(__always) static func inset(_ proposal: Proposal, by insets: EdgeInsets) -> Proposal {
        // NaN − inset is NaN and max(NaN, 0) keeps it NaN: an unspecified length stays so.
        Proposal(
            width: proposal.width.isUnspecified
                ? proposal.width : Swift.max(proposal.width - insets.total(along: .horizontal), 0),
            height: proposal.height.isUnspecified
                ? proposal.height : Swift.max(proposal.height - insets.total(along: .vertical), 0))
    }

    /// The padded length on `axis` of a child `child` long.
    @inline(__always) static func paddedLength(_ child: Double, _ insets: EdgeInsets, _ axis: Axis) -> Double {
        child + insets.total(along: axis)
    }

    /// `sizeThatFits` of a padding (`n`).
    @inline(always) mutating func paddingSize(_ n: Node, _ proposal: Proposal) -> Size {
        let insets = graph.paddings[Int(n.payload)]
        let child = sizeThatFits(n.first, Self.inset(proposal, by: insets))
        return Size(
            width: Self.paddedLength(child.width, insets, .horizontal),
            height: Self.paddedLength(child.height, insets, .vertical))
    }

    /// `paddingSize(n, proposal)[axis]`, asking the child for that axis only.
    @inline(always) mutating func paddingLength(_ n: Node, _ proposal: Proposal, _ axis: Axis) -> Double {
        let insets = graph.paddings[Int(n.payload)]
        return Self.paddedLength(lengthThatFits(n.first, Self.inset(proposal, by: insets), axis), insets, axis)
    }

    /// Places the padded child at the top-leading inset, proposing what sizing proposed.
    mutating func placeInPadding(_ n: Node, _ proposal: Proposal, at origin: Point) {
        let insets = graph.paddings[Int(n.payload)]
        let childProposal = Self.inset(proposal, by: insets)
        let childSize = sizeThatFits(n.first, childProposal)
        place(
            n.first, childProposal, at: Point(x: origin.x + insets.leading, y: origin.y + insets.top), size: childSize)
    }
}
