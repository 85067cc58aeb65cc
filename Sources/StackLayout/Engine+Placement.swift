import LayoutCore

/// Placing stack children (SEMANTICS §A rules 4–6) and reporting overflow.
extension StackLayoutEngine {
    /// Rules 4–6, place: when the stack's own minor proposal is nil it proposes its chosen
    /// minor length instead (rule 6: the equal-width idiom) and re-measures; children go in
    /// source order along the major axis from the stack's start edge, separated by the gaps,
    /// and each child's minor guide is aligned with the stack's. A stack whose children take
    /// more than its major proposal records an `overflow` diagnostic; its parent centres it
    /// like any view (rule 5).
    mutating func placeStack(_ node: Int32, _ proposal: Proposal, at origin: Point, size: Size) {
        let n = graph.nodes[Int(node)]
        let stack = graph.stacks[Int(n.payload)]
        let axis = stack.axis
        let minorAxis = axis.other
        var placing = proposal
        if placing[minorAxis].isUnspecified { placing[minorAxis] = size[minorAxis] }
        let slots = Int(n.first)..<Int(n.first) + Int(n.count)
        let total = stampedSize(node, placing) ?? distribute(node, placing)
        if total[axis] > proposal[axis] {
            reportOverflow(of: node, length: total[axis], offered: proposal[axis], axis)
        }

        // The slots now hold the layout for `placing`, stamped with its guide offset.
        let guideOffset = buffers.stamps[graph.container(node)].guideOffset
        if stack.childrenAreFramedShapes && !isTracing {
            placeFramedShapes(slots, axis, placingMinor: placing[minorAxis], at: origin, guideOffset: guideOffset)
            return
        }
        var position = origin.coordinate(along: axis)
        for slot in slots {
            position += graph.gapBefore[slot]
            let scratch = buffers.slots[slot]
            let childSize = scratch.size
            let minor =
                origin.coordinate(along: minorAxis)
                + Guides.difference(guideOffset, scratch.guide)
            let childOrigin = Point.stackPoint(major: position, minor: minor, along: axis)
            let childProposal = Proposal(major: scratch.offer, minor: placing[minorAxis], along: axis)
            placeChild(graph.slots[slot], childProposal, at: childOrigin, size: childSize)
            position += childSize[axis]
        }
    }

    /// Records an `overflow` diagnostic when `length` exceeds `offered` by more than
    /// `Tolerance.frame`, naming the stack's id or the nearest id around it.
    mutating func reportOverflow(of node: Int32, length: Double, offered: Double, _ axis: Axis) {
        guard length > offered, !Tolerance.equal(length, offered) else { return }
        let excess = length - offered
        let id = graph.nearestID(of: node)
        let stackName = axis == .horizontal ? "HStack" : "VStack"
        let dimension = axis == .horizontal ? "width" : "height"
        let named = id.map { " \"\($0)\"" } ?? " (no id)"
        overflows.append(
            Diagnostic(
                .overflow,
                "\(stackName)\(named) overflows its proposed \(dimension) \(formatLength(offered)) by \(formatLength(excess)): its children take \(formatLength(length))",
                views: id.map { [$0] } ?? [], axis: axis, amount: excess))
    }
}

// Named so as not to collide with members LayoutCore's `Point` may gain.
extension Point {
    /// A point from coordinates along a stack's major axis and its minor axis.
    @inline(__always) static func stackPoint(major: Double, minor: Double, along axis: Axis) -> Point {
        axis == .horizontal ? Point(x: major, y: minor) : Point(x: minor, y: major)
    }

    /// The coordinate along `axis`.
    @inline(__always) func coordinate(along axis: Axis) -> Double {
        axis == .horizontal ? x : y
    }
}
