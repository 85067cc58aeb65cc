import LayoutCore

/// ZStack (SEMANTICS §A "ZStack"): every child gets the stack's proposal; the stack's size
/// is the union of its highest-priority children, aligned by the 2-D alignment.
extension StackLayoutEngine {
    /// Sizes every child with `proposal` and returns the aligned union of those with the
    /// highest layout priority.
    mutating func zStackSize(_ node: Int32, _ proposal: Proposal) -> Size {
        let slots = graph.slotRange(of: node)
        for slot in slots {
            let size = sizeThatFits(graph.slots[slot], proposal)
            buffers.slots[slot].size = size
        }
        let union = alignedUnion(node, slots)
        let size = Size(width: union.before.x + union.after.x, height: union.before.y + union.after.y)
        stamp(node, proposal, size)
        return size
    }

    /// Proposes the stack's own size to every child ("ZStack likewise proposes its own size
    /// when placing", rule 6) and aligns each child's guides with the stack's, which the
    /// highest-priority children define (lower-priority ones may stick out).
    mutating func placeZStack(_ node: Int32, at origin: Point, size: Size) {
        let slots = graph.slotRange(of: node)
        let proposal = Proposal(size)
        if stampedSize(node, proposal) == nil { _ = zStackSize(node, proposal) }
        let guides = graph.zStacks[Int(graph.nodes[Int(node)].payload)]
        let guide = alignedUnion(node, slots).before
        for slot in slots {
            let child = buffers.slots[slot].size
            let childOrigin = Point(
                x: origin.x + Guides.difference(guide.x, guides.horizontal.before(child.width)),
                y: origin.y + Guides.difference(guide.y, guides.vertical.before(child.height)))
            place(graph.slots[slot], proposal, at: childOrigin, size: child)
        }
    }

    /// The union of the highest-priority children (sizes in their `SlotScratch`) around the common
    /// guide: `before` is the guide's distance from the union's top-leading corner, `after`
    /// its distance to the bottom-trailing one.
    private func alignedUnion(_ node: Int32, _ slots: Range<Int>) -> (before: Point, after: Point) {
        let guides = graph.zStacks[Int(graph.nodes[Int(node)].payload)]
        var top = -Double.infinity
        for slot in slots { top = Swift.max(top, graph.slotPriorities[slot]) }
        var before = Point.zero
        var after = Point.zero
        for slot in slots where graph.slotPriorities[slot] == top {
            let size = buffers.slots[slot].size
            before.x = Swift.max(before.x, guides.horizontal.before(size.width))
            before.y = Swift.max(before.y, guides.vertical.before(size.height))
            after.x = Swift.max(after.x, guides.horizontal.after(size.width))
            after.y = Swift.max(after.y, guides.vertical.after(size.height))
        }
        return (before, after)
    }
}
