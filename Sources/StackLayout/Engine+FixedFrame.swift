import LayoutCore

/// Fixed `.frame(width:height:alignment:)` (SEMANTICS §A "Frames"): a given dimension is the
/// frame's size whatever the child says; the child is proposed that dimension (the other
/// passes through) and aligned inside (default centre); it may be larger than the frame.
extension StackLayoutEngine {
    /// The child's proposal: each given dimension replaces the frame's proposal.
    @inline(__always) static func childProposal(_ frame: FixedFrameParameters, _ proposal: Proposal) -> Proposal {
        Proposal(width: frame.width.specified(or: proposal.width), height: frame.height.specified(or: proposal.height))
    }

    /// The frame's length on one axis: the given dimension, else the child's length (asked
    /// only then).
    @inline(__always) static func fixedLength(_ given: Double, child: @autoclosure () -> Double) -> Double {
        given.isUnspecified ? child() : given
    }

    /// A fixed frame's size for `proposal`: with both dimensions given the child is not asked;
    /// otherwise `child` gives its answer to `childProposal`.
    @inline(always) static func fixedFrameSize(
        _ frame: FixedFrameParameters, _ proposal: Proposal, child: (Proposal) -> Size
    ) -> Size {
        if !frame.width.isUnspecified && !frame.height.isUnspecified {
            return Size(width: frame.width, height: frame.height)
        }
        let answer = child(childProposal(frame, proposal))
        return Size(
            width: fixedLength(frame.width, child: answer.width),
            height: fixedLength(frame.height, child: answer.height))
    }

    /// `sizeThatFits` of a fixed frame node `n` (`fixedFrameSize(_:_:child:)`).
    @inline(always) mutating func fixedFrameSize(_ n: Node, _ proposal: Proposal) -> Size {
        Self.fixedFrameSize(graph.fixedFrames[Int(n.payload)], proposal) { sizeThatFits(n.first, $0) }
    }

    /// `fixedFrameSize(n, proposal)[axis]`, asking the child for that axis only.
    @inline(always) mutating func fixedFrameLength(_ n: Node, _ proposal: Proposal, _ axis: Axis) -> Double {
        let frame = graph.fixedFrames[Int(n.payload)]
        return Self.fixedLength(frame[axis], child: lengthThatFits(n.first, Self.childProposal(frame, proposal), axis))
    }

    /// Places the child of a fixed frame (`n`) sized `size` at `origin`: proposed as when
    /// sizing, aligned by the frame's alignment.
    mutating func placeInFixedFrame(_ n: Node, _ proposal: Proposal, at origin: Point, size: Size) {
        let frame = graph.fixedFrames[Int(n.payload)]
        let childProposal = Self.childProposal(frame, proposal)
        let childSize = sizeThatFits(n.first, childProposal)
        place(
            n.first, childProposal, at: origin.moved(by: frame.guides.offset(of: childSize, in: size)), size: childSize)
    }
}
