import LayoutCore

/// SEMANTICS §A rule 3's order of a stack's children: layoutPriority descending; within a
/// priority flexibility ascending (both infinite → larger min first); stable. `precedes` is
/// the order; the sorts (`DistributionSort`, `FlexibilityRadixSort`, the standard library's)
/// only find it faster, and `ReferenceCheck` verifies their result against `precedes`.
extension StackLayoutEngine {
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
}
