/// A stack child's flexibility as a sort key: the bit pattern of a finite flexibility that is
/// +0 or positive (those patterns order as the values do) and its slot.
struct FlexibilityKey {
    var bits: UInt64
    var slot: Int32
}

/// The distribution order (SEMANTICS §A rule 3) of children that share one layout priority
/// and have finite, non-negative flexibilities: flexibility ascending, ties in slot order.
/// `DistributionKey.precedes` reduces to that order for such children, so this gives the
/// same result as `DistributionSort`, in O(n) instead of O(n log n) and without a
/// data-dependent branch per comparison.
///
/// A stable least-significant-digit radix sort over the bytes of `bits` that vary: one pass
/// finds them (the AND and the OR of every key), then each varying byte is counted and
/// moves the keys once (layout lengths such as 60 or 12.5 differ only in their top bytes, so
/// most bytes are skipped). Keys must come in slot order (stability then keeps ties in slot
/// order).
enum FlexibilityRadixSort {
    /// Below this many keys the merge sort is as fast (each pass clears 256 counters).
    static let minimumCount = 64

    /// Sorts `keys` (in slot order), using `spare` (at least as long) for the moves.
    static func sort(
        _ keys: UnsafeMutableBufferPointer<FlexibilityKey>, spare: UnsafeMutableBufferPointer<FlexibilityKey>
    ) {
        let count = keys.count
        guard count > 1 else { return }
        var common = UInt64.max
        var any: UInt64 = 0
        for index in 0..<count {
            common &= keys[index].bits
            any |= keys[index].bits
        }
        let varying = common ^ any
        if varying == 0 { return }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 256) { counts in
            var source = keys
            var target = spare
            for byte in 0..<8 where (varying >> UInt64(8 * byte)) & 0xFF != 0 {
                let shift = UInt64(8 * byte)
                counts.initialize(repeating: 0)
                for index in 0..<count {
                    counts[Int(truncatingIfNeeded: (source[index].bits >> shift) & 0xFF)] &+= 1
                }
                var offset = 0
                for digit in 0..<256 {
                    let n = counts[digit]
                    counts[digit] = offset
                    offset &+= n
                }
                for index in 0..<count {
                    let key = source[index]
                    let digit = Int(truncatingIfNeeded: (key.bits >> shift) & 0xFF)
                    target[counts[digit]] = key
                    counts[digit] &+= 1
                }
                swap(&source, &target)
            }
            if source.baseAddress != keys.baseAddress {
                for index in 0..<count { keys[index] = source[index] }
            }
        }
    }

    /// The key of a child's flexibility, or nil when it cannot be radix-sorted (NaN,
    /// infinite, negative or −0, whose patterns do not order as the values).
    @inline(__always) static func key(flex: Double, slot: Int32) -> FlexibilityKey? {
        guard flex < .infinity, flex > 0 || flex.bitPattern == 0 else { return nil }
        return FlexibilityKey(bits: flex.bitPattern, slot: slot)
    }
}
