import LayoutCore

/// Leaf views (SEMANTICS §A "Leaves"): shapes, Spacer and Image. Text is in
/// `Engine+Text.swift`, GeometryReader in `Engine+GeometryReader.swift`.
extension StackLayoutEngine {
    /// A shape or a Color (`Rectangle`, `Circle`, …) on one axis: the proposal, with nil
    /// replaced by 10.
    @inline(__always) static func shapeLength(_ proposed: Double) -> Double {
        proposed.specified(or: 10)
    }

    /// A shape or a Color: the proposal, with nil replaced by 10 on each axis (`shapeLength`).
    @inline(__always) static func shapeSize(_ proposal: Proposal) -> Size {
        Size(width: shapeLength(proposal.width), height: shapeLength(proposal.height))
    }

    /// The size a shape or a Spacer (`n`) chooses for `proposal`: the leaves the seam answers
    /// inline.
    @inline(__always) mutating func leafSize(_ n: Node, _ proposal: Proposal) -> Size {
        n.kind == .shape ? Self.shapeSize(proposal) : Self.spacerSize(graph.spacers[Int(n.payload)], proposal)
    }

    /// A Spacer: along its enclosing stack's axis max(proposal, minLength), nil proposing
    /// minLength (its ideal length); 0 across that axis. Outside a stack, the same rule on
    /// both axes (flexible on both; the choice is documented on `StackLayoutEngine`).
    @inline(__always) static func spacerSize(_ spacer: SpacerParameters, _ proposal: Proposal) -> Size {
        let minLength = spacer.minLength
        guard let axis = spacer.axis else {
            return Size(
                width: Swift.max(proposal.width.specified(or: minLength), minLength),
                height: Swift.max(proposal.height.specified(or: minLength), minLength))
        }
        return Size(major: Swift.max(proposal[axis].specified(or: minLength), minLength), minor: 0, along: axis)
    }

    /// An Image: its own size whatever the proposal; a resizable one takes the proposal,
    /// with nil replaced by its own size.
    @inline(__always) static func imageSize(_ image: ImageParameters, _ proposal: Proposal) -> Size {
        guard image.resizable else { return image.size }
        return Size(
            width: proposal.width.specified(or: image.size.width),
            height: proposal.height.specified(or: image.size.height))
    }
}
