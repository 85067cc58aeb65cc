/// A stack child's place in the distribution order (SEMANTICS §A rule 3): its layout
/// priority, its flexibility and min length along the stack's axis, and its slot.
struct DistributionKey {
    var priority: Double
    var flex: Double
    var min: Double
    var slot: Int32

    /// Whether this child is distributed before `other`: layout priority descending; within
    /// a priority flexibility ascending (both infinite → larger min first); ties in source
    /// order. A strict total order when no field is NaN.
    @inline(__always) func precedes(_ other: DistributionKey) -> Bool {
        if priority != other.priority { return priority > other.priority }
        if flex == .infinity && other.flex == .infinity {
            if min != other.min { return min > other.min }
        } else if flex != other.flex {
            return flex < other.flex
        }
        return slot < other.slot
    }

    /// Whether a field is NaN (the order is then not total: see `DistributionSort`).
    @inline(__always) var hasNaN: Bool { priority.isNaN || flex.isNaN || min.isNaN }
}

/// A stable merge sort of `DistributionKey`s: insertion-sorted runs of `run` keys, then
/// merges of doubling width between the keys and a spare buffer, comparing keys held
/// inline (no closure, no indirection). For keys without NaN `precedes` is a strict total
/// order, so the result is the one sorted order, the same any correct sort gives.
enum DistributionSort {
    static let run = 8

    /// Sorts `keys`, using `spare` (at least as long) as merge space.
    static func sort(
        _ keys: UnsafeMutableBufferPointer<DistributionKey>, spare: UnsafeMutableBufferPointer<DistributionKey>
    ) {
        let count = keys.count
        var start = 0
        while start < count {
            insertionSort(keys, start, Swift.min(start + run, count))
            start += run
        }
        var source = keys
        var target = spare
        var width = run
        while width < count {
            var low = 0
            while low < count {
                let middle = Swift.min(low + width, count)
                let high = Swift.min(low + 2 * width, count)
                merge(source, low, middle, high, into: target)
                low = high
            }
            swap(&source, &target)
            width *= 2
        }
        if source.baseAddress != keys.baseAddress {
            for index in 0..<count { keys[index] = source[index] }
        }
    }

    @inline(__always) private static func insertionSort(
        _ keys: UnsafeMutableBufferPointer<DistributionKey>, _ low: Int, _ high: Int
    ) {
        var index = low + 1
        while index < high {
            let key = keys[index]
            var hole = index
            while hole > low && key.precedes(keys[hole - 1]) {
                keys[hole] = keys[hole - 1]
                hole -= 1
            }
            keys[hole] = key
            index += 1
        }
    }

    /// Merges the sorted runs `low..<middle` and `middle..<high` of `source` into the same
    /// range of `target`, taking from the left run on ties (stable).
    @inline(__always) private static func merge(
        _ source: UnsafeMutableBufferPointer<DistributionKey>, _ low: Int, _ middle: Int, _ high: Int,
        into target: UnsafeMutableBufferPointer<DistributionKey>
    ) {
        var left = low
        var right = middle
        var out = low
        while left < middle && right < high {
            if source[right].precedes(source[left]) {
                target[out] = source[right]
                right += 1
            } else {
                target[out] = source[left]
                left += 1
            }
            out += 1
        }
        while left < middle {
            target[out] = source[left]
            left += 1
            out += 1
        }
        while right < high {
            target[out] = source[right]
            right += 1
            out += 1
        }
    }
}
