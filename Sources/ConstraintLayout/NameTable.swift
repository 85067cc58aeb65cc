/// A lookup table from names (view ids, metric names) to indices, keyed by UTF-8 bytes:
/// open addressing with FNV-1a hashing, so that a parser looks a name up straight from its
/// bytes, without building a `String` or running the standard library's seeded hasher (the
/// most frequent lookups of a build). First insertion wins, as for the dictionaries it
/// replaces; nothing iterates it, so no result depends on its order. Every name's bytes are
/// in one flat array (no array per name).
struct NameTable: Sendable {
    /// Per slot: the entry index + 1, or 0 when empty. A power of two, at least twice the
    /// entries (it doubles when they outgrow it).
    private var slots: [Int32]
    /// Entry k's name is `bytes[ends[k − 1]..<ends[k]]` (from 0 for k = 0), and its value
    /// `values[k]`; `entries[2k]` is `ends[k]` and `entries[2k + 1]` is `values[k]` (one array).
    private var bytes: [UInt8] = []
    private var entries: [Int] = []
    private var count: Int { entries.count / 2 }

    init(capacity: Int) {
        var size = 8
        while size < 2 * capacity { size *= 2 }
        slots = [Int32](filled: 0, count: size)
        entries.reserveCapacity(2 * capacity)
        bytes.reserveCapacity(8 * capacity)
    }

    /// Adds `name` → `value` unless `name` is already present.
    /// - Returns: the value `name` already had (nothing added), or nil when it was added.
    @discardableResult
    mutating func insertIfAbsent(_ name: String, _ value: Int) -> Int? {
        var name = name
        return name.withUTF8 { insertIfAbsent(utf8: $0, value) }
    }

    private mutating func insertIfAbsent(utf8 name: UnsafeBufferPointer<UInt8>, _ value: Int) -> Int? {
        let mask = slots.count - 1
        var slot = Self.hash(name) & mask
        while slots[slot] != 0 {
            let existing = Int(slots[slot]) - 1
            if entry(existing, equals: name) { return entries[2 * existing + 1] }
            slot = (slot + 1) & mask
        }
        bytes.append(contentsOf: name)
        entries.append(bytes.count)
        entries.append(value)
        slots[slot] = Int32(count)
        if 2 * count > slots.count { grow() }
        return nil
    }

    /// Doubles the slots (more entries than the capacity given at `init`), keeping every entry.
    private mutating func grow() {
        var grown = [Int32](filled: 0, count: 2 * slots.count)
        let mask = grown.count - 1
        bytes.withUnsafeBufferPointer { bytes in
            for entry in 0..<count {
                var slot = Self.hash(UnsafeBufferPointer(rebasing: bytes[range(of: entry)])) & mask
                while grown[slot] != 0 { slot = (slot + 1) & mask }
                grown[slot] = Int32(entry + 1)
            }
        }
        slots = grown
    }

    /// The byte range of entry `entry`'s name.
    private func range(of entry: Int) -> Range<Int> {
        (entry == 0 ? 0 : entries[2 * entry - 2])..<entries[2 * entry]
    }

    /// Whether entry `entry`'s name is `name`.
    private func entry(_ entry: Int, equals name: UnsafeBufferPointer<UInt8>) -> Bool {
        let range = range(of: entry)
        let (start, end) = (range.lowerBound, range.upperBound)
        guard end - start == name.count else { return false }
        return bytes.withUnsafeBufferPointer { bytes in
            for offset in 0..<name.count where bytes[start + offset] != name[offset] { return false }
            return true
        }
    }

    /// The value of the name spelled by `bytes`, or nil.
    func value(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let mask = slots.count - 1
        var slot = Self.hash(bytes) & mask
        while slots[slot] != 0 {
            let entry = Int(slots[slot]) - 1
            if self.entry(entry, equals: bytes) { return entries[2 * entry + 1] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The value of `name`, or nil.
    func value(of name: String) -> Int? {
        var name = name
        return name.withUTF8 { value(of: $0) }
    }

    /// FNV-1a over the bytes.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
