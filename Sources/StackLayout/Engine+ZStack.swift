import LayoutCore

/// ZStack (SEMANTICS §A "ZStack"): every child gets the stack's proposal; the stack's size
/// is the union of its highest-priority children, aligned by the 2-D alignment.
extension StackLayoutEngine {
    /// Sizes every child with `proposal` and returns the aligned union of those with the
    /// highest layout priority.
    mutating func zStackSize(_ node: Int32, _ proposal: Proposal) -> Size {
        let slots = graph.nodes[Int(node)].slotRange
        for slot in slots {
            let size = childSize(graph.slots[slot], proposal)
            buffers.slots[slot].size = size
            storeZStackGuides(node, slot, proposal)
        }
        let union = alignedUnion(node, slots)
        let size = Size(width: union.before.x + union.after.x, height: union.before.y + union.after.y)
        stamp(node, proposal, size)
        return size
    }

    /// Proposes the stack's own proposal to every child, with the stack's own size on an axis
    /// where that proposal was nil ("ZStack likewise proposes its own size when placing", rule
    /// 6; the juejin flexible-grid measurement shows a ZStack in a 300-wide frame keeps
    /// proposing 300 to a grid that chose 334) and aligns each child's guides with the stack's, which the
    /// highest-priority children define (lower-priority ones may stick out).
    mutating func placeZStack(_ node: Int32, _ offered: Proposal, at origin: Point, size: Size) {
        let slots = graph.nodes[Int(node)].slotRange
        var proposal = offered
        if proposal.width.isUnspecified { proposal.width = size.width }
        if proposal.height.isUnspecified { proposal.height = size.height }
        _ = layOutChildren(node, graph.nodes[Int(node)], proposal)
        let guide = alignedUnion(node, slots).before
        for slot in slots {
            let child = buffers.slots[slot].size
            let childOrigin = Point(
                x: origin.x + Guides.difference(guide.x, buffers.slots[slot].guide),
                y: origin.y + Guides.difference(guide.y, buffers.slots[slot].verticalGuide))
            placeChild(graph.slots[slot], proposal, at: childOrigin, size: child)
        }
    }

    /// The union of the highest-priority children (sizes in their `SlotScratch`) around the common
    /// guide: `before` is the guide's distance from the union's top-leading corner, `after`
    /// its distance to the bottom-trailing one. (`mutating` only so that `self` is passed by
    /// address, not copied, from the mutating sizing and placing code.)
    mutating func alignedUnion(_ node: Int32, _ slots: Range<Int>) -> (before: Point, after: Point) {
        let guides = graph.zStacks[Int(graph.nodes[Int(node)].payload)]
        var top = -Double.infinity
        for slot in slots { top = Swift.max(top, graph.slotPriorities[slot]) }
        // An explicit guide may lie outside its child (even negative): start from −∞.
        let start = slots.isEmpty ? Point.zero : Point(x: -.infinity, y: -.infinity)
        var before = start
        var after = start
        for slot in slots where graph.slotPriorities[slot] == top {
            let size = buffers.slots[slot].size
            let x = buffers.slots[slot].guide
            let y = buffers.slots[slot].verticalGuide
            before.x = Swift.max(before.x, x)
            before.y = Swift.max(before.y, y)
            let afterX = size.width - x
            let afterY = size.height - y
            after.x = Swift.max(after.x, afterX.isNaN ? guides.horizontal.after(size.width) : afterX)
            after.y = Swift.max(after.y, afterY.isNaN ? guides.vertical.after(size.height) : afterY)
        }
        return (before, after)
    }
}
