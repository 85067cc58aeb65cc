import LayoutCore

/// Leaf views (SEMANTICS §A "Leaves"). Shapes are answered inline by `sizeThatFits`: the
/// proposal with nil replaced by 10.
extension StackLayoutEngine {
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
