import LayoutCore

/// HStack and VStack, written once in major/minor terms: the major axis is the stack's
/// (x for an HStack, y for a VStack), the minor axis the other (SEMANTICS §A, "Stacks").
/// Gaps (rule 1) are computed at build time (`ViewGraph.computeGaps`); the order of rule 3
/// is in `Engine+StackOrder.swift`. Children are sized and placed through the seam
/// (`childSize`, `childLengths`, `placeChild`: `Engine+Seam.swift`).
extension StackLayoutEngine {
    /// Sizes the children of stack `node` for `proposal` and returns the stack's size, in
    /// SEMANTICS §A's phases: with a concrete major proposal, prioritize (rule 3: probe and
    /// sort) then size the children in that order (rule 3: distribute); with a nil one, every
    /// child at its ideal length (rule 2); then the stack's size (rule 4). Leaves each child's
    /// offer and chosen size in its `SlotScratch` for placing, and stamps the node with the
    /// proposal.
    mutating func distribute(_ node: Int32, _ proposal: Proposal) -> Size {
        let n = graph.nodes[Int(node)]
        let stack = graph.stacks[Int(n.payload)]
        let slots = Int(n.first)..<Int(n.first) + Int(n.count)
        let minor = proposal[stack.axis.other]
        let major = proposal[stack.axis]
        if !major.isUnspecified {
            prioritizeChildren(node, slots, stack.axis, minor)
            distributeByPriority(slots, available: major - stack.totalGap, stack.axis, minor)
        } else {
            proposeIdeal(slots, stack.axis, minor)
        }
        let guideName = graph.content.stackGuides[Int(n.payload)]
        let explicitGuides = graph.info[Int(node)].explicitGuides & guideName.bit != 0
        let (size, guideOffset) = unionOfChildren(slots, stack, guideName, minor: minor, explicit: explicitGuides)
        stamp(node, proposal, size, guideOffset: guideOffset)
        return size
    }

    /// Rule 2 — nil major proposal: every child is proposed nil on the major axis (its
    /// ideal length) and the stack's minor proposal on the other.
    mutating func proposeIdeal(_ slots: Range<Int>, _ axis: Axis, _ minor: Double) {
        let proposal = Proposal(major: Proposal.unspecified, minor: minor, along: axis)
        for slot in slots {
            let size = childSize(graph.slots[unchecked: slot], proposal)
            buffers.slots[slot].offer = Proposal.unspecified
            buffers.slots[slot].size = size
        }
    }

    /// Rule 3, probe: each child's min (proposed 0 on the major axis) and max (proposed ∞)
    /// under the stack's minor proposal; flexibility = max − min (0 when both are infinite).
    /// Only the major length is asked for (`childLengths`).
    mutating func probeFlexibility(_ slots: Range<Int>, _ axis: Axis, _ minor: Double) {
        let smallest = Proposal(major: 0, minor: minor, along: axis)
        let largest = Proposal(major: .infinity, minor: minor, along: axis)
        for slot in slots {
            let child = graph.slots[unchecked: slot]
            let (min, max) = childLengths(child, smallest, largest, axis)
            buffers.slots[slot].min = min
            buffers.slots[slot].flex = max == min ? 0 : max - min
        }
    }

    /// Rule 3, distribute: reserve the min lengths of every group below the first; for
    /// each priority group in order (adding back its own reserve when it starts), offer each
    /// child max(available / children left in the group, 0) on the major axis and subtract
    /// what it takes. A child may take more than offered (a min frame): later children then
    /// get 0 and the stack overflows (reported when placing).
    mutating func distributeByPriority(_ slots: Range<Int>, available total: Double, _ axis: Axis, _ minor: Double) {
        guard !slots.isEmpty else { return }
        let order = buffers.order
        let firstPriority = graph.slotPriorities[unchecked: Int(order[slots.lowerBound])]
        // Sorted by priority first: the last slot's priority tells whether there is one group.
        let oneGroup = graph.slotPriorities[unchecked: Int(order[slots.upperBound - 1])] == firstPriority
        var available = total
        if !oneGroup {
            for index in slots where graph.slotPriorities[unchecked: Int(order[index])] != firstPriority {
                available -= buffers.slots[Int(order[index])].min
            }
        }
        var start = slots.lowerBound
        while start < slots.upperBound {
            let priority = graph.slotPriorities[unchecked: Int(order[start])]
            var end = oneGroup ? slots.upperBound : start + 1
            while end < slots.upperBound && graph.slotPriorities[unchecked: Int(order[end])] == priority { end += 1 }
            if start != slots.lowerBound {
                for index in start..<end { available += buffers.slots[Int(order[index])].min }
            }
            var remaining = Double(end - start)
            for index in start..<end {
                let slot = Int(order[index])
                let offer = Swift.max(available / remaining, 0)
                let size = childSize(graph.slots[unchecked: slot], Proposal(major: offer, minor: minor, along: axis))
                buffers.slots[slot].offer = offer
                buffers.slots[slot].size = size
                if available.isFinite { available -= size[axis] }
                remaining -= 1
            }
            start = end
        }
    }

    /// Rule 4, size: the major length is the sum of the children's plus the gaps; the minor
    /// length is the union of the children aligned on the stack's minor guide. Also returns
    /// where that guide lies from the stack's minor start edge (the largest child guide;
    /// placing aligns the children there). Each child's guide is its default one unless the
    /// stack's subtree gives `guide` an explicit value (`explicit`, from the stack's
    /// `NodeInfo.explicitGuides` mask; `minorGuide` then asks the child).
    mutating func unionOfChildren(
        _ slots: Range<Int>, _ stack: StackParameters, _ guide: GuideName, minor: Double, explicit: Bool
    ) -> (size: Size, guideOffset: Double) {
        // One loop (`union`), instantiated per source of the children's guides, so that it does
        // not test `explicit` per child.
        if explicit {
            return union(slots, stack) { engine, slot, _ in engine.minorGuide(slot, stack, guide, minor: minor) }
        }
        let scratch = buffers.slots
        return union(slots, stack) { _, slot, size in
            let length = size[stack.axis.other]
            scratch[slot].guide = stack.guide.before(length)
            return (stack.guide.before(length), stack.guide.after(length))
        }
    }

    /// Rule 4's union, each child's guide given by `aligned` (its distance from the child's
    /// minor start edge and to its minor end edge).
    @inline(always) private mutating func union(
        _ slots: Range<Int>, _ stack: StackParameters,
        _ aligned: (inout StackLayoutEngine, Int, Size) -> (before: Double, after: Double)
    ) -> (size: Size, guideOffset: Double) {
        let axis = stack.axis
        var major = stack.totalGap
        // An explicit guide may lie outside its child (even negative): start from −∞.
        var before = slots.isEmpty ? 0 : -Double.infinity
        var after = slots.isEmpty ? 0 : -Double.infinity
        for slot in slots {
            let size = buffers.slots[slot].size
            major += size[axis]
            let guides = aligned(&self, slot, size)
            before = Swift.max(before, guides.before)
            after = Swift.max(after, guides.after)
        }
        return (Size(major: major, minor: before + after, along: axis), before)
    }

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
        let total = layOutChildren(node, n, placing)
        if total[axis] > proposal[axis] {
            reportOverflow(of: node, length: total[axis], offered: proposal[axis], axis)
        }

        // The slots now hold the layout for `placing`, stamped with its guide offset.
        let guideOffset = buffers.stamps[Int(graph.containerIndex[Int(node)])].guideOffset
        var position = origin.coordinate(along: axis)
        for slot in slots {
            position += graph.gapBefore[unchecked: slot]
            let scratch = buffers.slots[slot]
            let childSize = scratch.size
            let minor =
                origin.coordinate(along: minorAxis)
                + Guides.difference(guideOffset, scratch.guide)
            let childOrigin = Point.stackPoint(major: position, minor: minor, along: axis)
            let childProposal = Proposal(major: scratch.offer, minor: placing[minorAxis], along: axis)
            placeChild(graph.slots[unchecked: slot], childProposal, at: childOrigin, size: childSize)
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
