import LayoutCore

/// `.containerRelativeFrame(_:count:span:spacing:alignment:)` and its closure form
/// `{ length, _ in length * k + c }` (docs/ENGINES.md "containerRelativeFrame"): along each
/// of its axes the view is a frame of a length derived from its container's, the nearest
/// enclosing ScrollView's size (its proposal) or else the root proposal; the child is
/// proposed that length and aligned in the frame. Along its other axes it is the child.
extension StackLayoutEngine {
    /// The length of a container-relative frame in a container `length` long:
    /// `(length − spacing × (count − 1)) / count × span + spacing × (span − 1)` (SwiftUI's
    /// columns), then `× multiplier + constant` (the closure form), never below 0. An
    /// unspecified container length stays unspecified (the proposal passes through).
    static func containerRelativeLength(_ frame: ContainerRelativeFrame, in length: Double) -> Double {
        guard !length.isUnspecified else { return Proposal.unspecified }
        let count = Double(frame.count)
        let span = Double(frame.span)
        let column = (length - frame.spacing * (count - 1)) / count
        let counted = column * span + frame.spacing * (span - 1)
        let result = counted * frame.multiplier + frame.constant
        return result > 0 ? result : 0
    }

    /// The frame's lengths (unspecified along its other axes and where the container's
    /// length is): the child's proposal, each given length replacing the frame's proposal.
    mutating func containerRelativeProposal(_ node: Int32, _ proposal: Proposal) -> (
        frame: Proposal, child: Proposal
    ) {
        let parameters = graph.content.containerRelativeFrames[Int(graph.nodes[Int(node)].payload)]
        let container = buffers.containerLengths.last ?? proposal
        let width =
            parameters.horizontal ? Self.containerRelativeLength(parameters, in: container.width) : Proposal.unspecified
        let height =
            parameters.vertical ? Self.containerRelativeLength(parameters, in: container.height) : Proposal.unspecified
        let frame = Proposal(width: width, height: height)
        return (
            frame, Proposal(width: width.specified(or: proposal.width), height: height.specified(or: proposal.height))
        )
    }

    /// `sizeThatFits`: the frame's lengths, the child's answer along the other axes.
    mutating func containerRelativeFrameSize(_ node: Int32, _ n: Node, _ proposal: Proposal) -> Size {
        let lengths = containerRelativeProposal(node, proposal)
        if !lengths.frame.width.isUnspecified && !lengths.frame.height.isUnspecified {
            return Size(width: lengths.frame.width, height: lengths.frame.height)
        }
        let child = sizeThatFits(n.first, lengths.child)
        return Size(
            width: lengths.frame.width.specified(or: child.width),
            height: lengths.frame.height.specified(or: child.height))
    }

    /// Places the child proposed as when sizing, aligned in the frame by its alignment.
    mutating func placeInContainerRelativeFrame(
        _ node: Int32, _ n: Node, _ proposal: Proposal, at origin: Point, size: Size
    ) {
        let parameters = graph.content.containerRelativeFrames[Int(n.payload)]
        let child = containerRelativeProposal(node, proposal).child
        let childSize = sizeThatFits(n.first, child)
        let offset = Guides(parameters.alignment).offset(of: childSize, in: size)
        place(n.first, child, at: origin.moved(by: offset), size: childSize)
    }

    /// Sizes a ScrollView's content (`measure`) with the ScrollView's proposal as the
    /// container of the container-relative frames inside. When that container differs from
    /// the one the pass last measured inside, the pass's memo is cleared, since answers inside
    /// depend on it and not only on their proposals.
    mutating func withContainer<T>(_ proposal: Proposal, _ scroll: Int, _ measure: (inout Self) -> T) -> T {
        guard !graph.content.containerRelativeFrames.isEmpty else { return measure(&self) }
        if let last = buffers.lastContainers[scroll], ProposalKey(last) != ProposalKey(proposal) { cache.beginPass() }
        buffers.lastContainers[scroll] = proposal
        buffers.containerLengths.append(proposal)
        defer { buffers.containerLengths.removeLast() }
        return measure(&self)
    }
}
