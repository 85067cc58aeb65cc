import LayoutCore

/// HStack and VStack, written once in major/minor terms: the major axis is the stack's
/// (x for an HStack, y for a VStack), the minor axis the other (SEMANTICS §A, "Stacks").
/// Gaps (rule 1) are computed at build time: `ViewGraph.computeGaps`.
extension StackLayoutEngine {
    /// Sizes the children of stack `node` for `proposal` and returns the stack's size.
    /// Leaves each child's offer and chosen size in its `SlotScratch` for placing, and
    /// stamps the node with the proposal.
    mutating func distribute(_ node: Int32, _ proposal: Proposal) -> Size {
        let n = graph.nodes[Int(node)]
        let stack = graph.stacks[Int(n.payload)]
        let slots = Int(n.first)..<Int(n.first) + Int(n.count)
        let minor = proposal[stack.axis.other]
        let major = proposal[stack.axis]
        let framedShapes = stack.childrenAreFramedShapes && !isTracing
        if !major.isUnspecified {
            if slots.count > 1 && !probesHold(node, minor) {
                if framedShapes {
                    probeFramedShapes(slots, stack.axis, minor)
                } else {
                    probeFlexibility(slots, stack.axis, minor)
                }
                prioritize(slots)
                if reusesProbes { buffers.probes[graph.container(node)] = ProposalKey.bits(minor) }
            }
            if framedShapes {
                distributeFramedShapes(slots, available: major - stack.totalGap, stack.axis, minor)
            } else {
                distributeByPriority(slots, available: major - stack.totalGap, stack.axis, minor)
            }
        } else {
            proposeIdeal(slots, stack.axis, minor)
        }
        let guideName = graph.content.stackGuides[Int(n.payload)]
        let (size, guideOffset) =
            framedShapes || graph.info[Int(node)].explicitGuides & guideName.bit == 0
            ? unionWithDefaultGuides(slots, stack)
            : unionOfChildren(slots, stack, guideName, minor: minor)
        stamp(node, proposal, size, guideOffset: guideOffset)
        return size
    }

    /// Whether the slots of stack `node` still hold its children's min/flex and its
    /// distribution order for the minor proposal `minor`, from this pass or an earlier one.
    /// A child's min and max (proposed 0 and ∞ along the axis) depend only on the minor
    /// proposal and the graph, which changes only under GeometryReader expressions and
    /// custom layouts (`reusesProbes` is false then); tracing always probes.
    @inline(__always) func probesHold(_ node: Int32, _ minor: Double) -> Bool {
        reusesProbes && !isTracing && buffers.probes[graph.container(node)] == ProposalKey.bits(minor)
    }

    /// Rule 2 — nil major proposal: every child is proposed nil on the major axis (its
    /// ideal length) and the stack's minor proposal on the other.
    mutating func proposeIdeal(_ slots: Range<Int>, _ axis: Axis, _ minor: Double) {
        let proposal = Proposal(major: Proposal.unspecified, minor: minor, along: axis)
        for slot in slots {
            let size = sizeThatFits(graph.slots[slot], proposal)
            buffers.slots[slot].offer = Proposal.unspecified
            buffers.slots[slot].size = size
        }
    }

    /// Rule 3, probe: each child's min (proposed 0 on the major axis) and max (proposed ∞)
    /// under the stack's minor proposal; flexibility = max − min (0 when both are infinite).
    /// Only the major length is asked for (`lengthThatFits`).
    mutating func probeFlexibility(_ slots: Range<Int>, _ axis: Axis, _ minor: Double) {
        let smallest = Proposal(major: 0, minor: minor, along: axis)
        let largest = Proposal(major: .infinity, minor: minor, along: axis)
        for slot in slots {
            let child = graph.slots[slot]
            let min = lengthThatFits(child, smallest, axis)
            let max = lengthThatFits(child, largest, axis)
            buffers.slots[slot].min = min
            buffers.slots[slot].flex = max == min ? 0 : max - min
        }
    }

    /// Rule 3, sort: layoutPriority descending; within a priority flexibility ascending
    /// (both infinite → larger min first); stable (ties keep source order). The order of
    /// the previous pass is checked first, so an unchanged order costs O(n); a changed one is
    /// sorted as inline keys (`DistributionSort`), or, when a key is NaN (the order is then
    /// not total and the result depends on the algorithm), by the standard library's sort.
    mutating func prioritize(_ slots: Range<Int>) {
        let scratch = buffers.slots
        let priorities = graph.slotPriorities
        let order = UnsafeMutableBufferPointer(start: buffers.order.base + slots.lowerBound, count: slots.count)
        var previous = Int(order[0])
        var ordered = true
        for index in 1..<order.count {
            let next = Int(order[index])
            if !Self.precedes(previous, next, priorities, scratch) {
                ordered = false
                break
            }
            previous = next
        }
        if ordered { return }
        if order.count >= FlexibilityRadixSort.minimumCount && sortByFlexibility(slots, order) { return }
        let count = order.count
        let sorted = withUnsafeTemporaryAllocation(of: DistributionKey.self, capacity: 2 * count) { buffer in
            let keys = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
            for index in 0..<count {
                let slot = Int(order[index])
                let key = DistributionKey(
                    priority: priorities[slot], flex: scratch[slot].flex, min: scratch[slot].min, slot: Int32(slot))
                if key.hasNaN { return false }
                keys.initializeElement(at: index, to: key)
            }
            DistributionSort.sort(keys, spare: UnsafeMutableBufferPointer(rebasing: buffer[count...]))
            for index in 0..<count { order[index] = keys[index].slot }
            return true
        }
        if sorted { return }
        var run = order
        run.sort { a, b in Self.precedes(Int(a), Int(b), priorities, scratch) }
    }

    /// Rule 3's order when every child of `slots` has the same priority and a finite,
    /// non-negative flexibility (flexibility ascending, ties in source order), written to
    /// `order`; false (nothing written) otherwise.
    mutating func sortByFlexibility(_ slots: Range<Int>, _ order: UnsafeMutableBufferPointer<Int32>) -> Bool {
        let scratch = buffers.slots
        let count = slots.count
        return graph.slotPriorities.withUnsafeBufferPointer { priorities in
            let priority = priorities[slots.lowerBound]
            return withUnsafeTemporaryAllocation(of: FlexibilityKey.self, capacity: 2 * count) { buffer in
                let keys = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
                for slot in slots {
                    guard priorities[slot] == priority,
                        let key = FlexibilityRadixSort.key(flex: scratch[slot].flex, slot: Int32(slot))
                    else { return false }
                    keys.initializeElement(at: slot - slots.lowerBound, to: key)
                }
                FlexibilityRadixSort.sort(keys, spare: UnsafeMutableBufferPointer(rebasing: buffer[count...]))
                for index in 0..<count { order[index] = keys[index].slot }
                return true
            }
        }
    }

    /// Whether slot `a` is distributed before slot `b` (a strict total order: ties fall
    /// back to source order, which makes the sort stable whatever order it starts from).
    @inline(__always) static func precedes(
        _ a: Int, _ b: Int, _ priorities: [Double], _ scratch: Buffer<SlotScratch>
    ) -> Bool {
        if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
        let flexA = scratch[a].flex
        let flexB = scratch[b].flex
        if flexA == .infinity && flexB == .infinity {
            let minA = scratch[a].min
            let minB = scratch[b].min
            if minA != minB { return minA > minB }
        } else if flexA != flexB {
            return flexA < flexB
        }
        return a < b
    }

    /// Rule 3, distribute: reserve the min lengths of every group below the first; for
    /// each priority group in order (adding back its own reserve when it starts), offer each
    /// child max(available / children left in the group, 0) on the major axis and subtract
    /// what it takes. A child may take more than offered (a min frame): later children then
    /// get 0 and the stack overflows (reported when placing).
    mutating func distributeByPriority(_ slots: Range<Int>, available total: Double, _ axis: Axis, _ minor: Double) {
        guard !slots.isEmpty else { return }
        let order = buffers.order
        // `graph.slotPriorities` read in place: a local copy of the array costs a retain and a
        // release per call.
        let firstPriority = graph.slotPriorities[Int(order[slots.lowerBound])]
        // Sorted by priority first: the last slot's priority tells whether there is one group.
        let oneGroup = graph.slotPriorities[Int(order[slots.upperBound - 1])] == firstPriority
        var available = total
        if !oneGroup {
            for index in slots where graph.slotPriorities[Int(order[index])] != firstPriority {
                available -= buffers.slots[Int(order[index])].min
            }
        }
        var start = slots.lowerBound
        while start < slots.upperBound {
            let priority = graph.slotPriorities[Int(order[start])]
            var end = oneGroup ? slots.upperBound : start + 1
            while end < slots.upperBound && graph.slotPriorities[Int(order[end])] == priority { end += 1 }
            if start != slots.lowerBound {
                for index in start..<end { available += buffers.slots[Int(order[index])].min }
            }
            var remaining = Double(end - start)
            for index in start..<end {
                let slot = Int(order[index])
                let offer = Swift.max(available / remaining, 0)
                let size = childSize(graph.slots[slot], Proposal(major: offer, minor: minor, along: axis))
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
    /// placing aligns the children there).
    mutating func unionOfChildren(_ slots: Range<Int>, _ stack: StackParameters, _ guide: GuideName, minor: Double)
        -> (size: Size, guideOffset: Double)
    {
        let axis = stack.axis
        var major = stack.totalGap
        // An explicit guide may lie outside its child (even negative): start from −∞.
        var before = slots.isEmpty ? 0 : -Double.infinity
        var after = slots.isEmpty ? 0 : -Double.infinity
        for slot in slots {
            let size = buffers.slots[slot].size
            major += size[axis]
            let aligned = minorGuide(slot, stack, guide, minor: minor)
            before = Swift.max(before, aligned.before)
            after = Swift.max(after, aligned.after)
        }
        return (Size(major: major, minor: before + after, along: axis), before)
    }

    /// `unionOfChildren` when no child gives an explicit value for the stack's minor guide
    /// (framed shapes never do; the stack's `NodeInfo.explicitGuides` mask tells for the others):
    /// every child's guide is its default one. (`mutating` only so that `self` is passed by
    /// address: a non-mutating call from a mutating method copies the whole engine struct.)
    mutating func unionWithDefaultGuides(_ slots: Range<Int>, _ stack: StackParameters)
        -> (size: Size, guideOffset: Double)
    {
        let axis = stack.axis
        let scratch = buffers.slots
        var major = stack.totalGap
        var before = slots.isEmpty ? 0 : -Double.infinity
        var after = slots.isEmpty ? 0 : -Double.infinity
        for slot in slots {
            let size = scratch[slot].size
            major += size[axis]
            let length = size[axis.other]
            let guide = stack.guide.before(length)
            scratch[slot].guide = guide
            before = Swift.max(before, guide)
            after = Swift.max(after, stack.guide.after(length))
        }
        return (Size(major: major, minor: before + after, along: axis), before)
    }

    /// Records that the slots of container `node` hold its children's answers to
    /// `proposal`, for which it chose `size` (a stack: with its children's guides aligned at
    /// `guideOffset`).
    @inline(__always) func stamp(_ node: Int32, _ proposal: Proposal, _ size: Size, guideOffset: Double = 0) {
        buffers.stamps[graph.container(node)] = LayoutStamp(
            proposal: ProposalKey(proposal), pass: cache.generation, size: size, guideOffset: guideOffset)
    }

    /// The size container `node` chose for `proposal` if its slots still hold that layout
    /// from this pass, or from any earlier one when layouts are kept (`keepsLayouts`; nothing
    /// but the container itself writes its slots), else nil.
    @inline(__always) func stampedSize(_ node: Int32, _ proposal: Proposal) -> Size? {
        let stamp = buffers.stamps[graph.container(node)]
        guard stamp.pass == cache.generation || (cache.keepsAnswers && stamp.pass != 0),
            stamp.proposal == ProposalKey(proposal)
        else { return nil }
        return stamp.size
    }
}
