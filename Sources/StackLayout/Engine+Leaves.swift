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

    /// `sizeThatFits(child, proposal)`, with a shape or a Spacer answered here without the
    /// call (the frames and stacks over Colors of the benchmarks and most specs). Counted and
    /// traced as `sizeThatFits` would.
    @inline(__always) mutating func childSize(_ child: Int32, _ proposal: Proposal) -> Size {
        if !isTracing {
            let n = graph.nodes[Int(child)]
            if n.kind == .shape {
                count(child)
                return Size(width: proposal.width.specified(or: 10), height: proposal.height.specified(or: 10))
            }
            if n.kind == .spacer {
                count(child)
                return Self.spacerSize(graph.spacers[Int(n.payload)], proposal)
            }
            if n.kind == .fixedFrame && graph.nodes[Int(n.first)].kind == .shape {
                return fixedFrameAroundShapeSize(child, n, proposal)
            }
        }
        return sizeThatFits(child, proposal)
    }

    /// `fixedFrameSize` of a fixed frame directly around a shape, counted as that call and
    /// the shape's would be: a given dimension is the frame's; another is the shape's answer
    /// to the proposal passed through (nil → 10). The shape is not asked when both are given.
    @inline(__always) mutating func fixedFrameAroundShapeSize(_ frameNode: Int32, _ n: Node, _ proposal: Proposal)
        -> Size
    {
        let frame = graph.fixedFrames[Int(n.payload)]
        count(frameNode)
        if frame.width.isUnspecified || frame.height.isUnspecified { count(n.first) }
        return Size(
            width: frame.width.specified(or: proposal.width.specified(or: 10)),
            height: frame.height.specified(or: proposal.height.specified(or: 10)))
    }

    /// `place(child, proposal, at: origin, size: size)`, with a leaf (which has no children
    /// to place) recorded here without the call.
    @inline(__always) mutating func placeChild(_ child: Int32, _ proposal: Proposal, at origin: Point, size: Size) {
        let n = graph.nodes[Int(child)]
        switch n.kind {
        case .shape, .spacer, .image: buffers.frames[Int(child)] = Rect(origin: origin, size: size)
        case .fixedFrame where !isTracing && graph.nodes[Int(n.first)].kind == .shape:
            placeFixedFrameAroundShape(child, n, proposal, at: origin, size: size)
        default: place(child, proposal, at: origin, size: size)
        }
    }

    /// `place` of a fixed frame directly around a shape (`placeInFixedFrame` inline): the
    /// shape, proposed the frame's proposal with the given dimensions, is measured once more
    /// and aligned in the frame.
    @inline(__always) mutating func placeFixedFrameAroundShape(
        _ frameNode: Int32, _ n: Node, _ proposal: Proposal, at origin: Point, size: Size
    ) {
        let frame = graph.fixedFrames[Int(n.payload)]
        buffers.frames[Int(frameNode)] = Rect(origin: origin, size: size)
        let shape = n.first
        count(shape)
        let shapeSize = Size(
            width: frame.width.specified(or: proposal.width.specified(or: 10)),
            height: frame.height.specified(or: proposal.height.specified(or: 10)))
        buffers.frames[Int(shape)] = Rect(
            origin: origin.moved(by: frame.guides.offset(of: shapeSize, in: size)), size: shapeSize)
    }
}
