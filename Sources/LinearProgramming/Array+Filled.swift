/// Shared with ConstraintLayout (package access: not public API).
extension Array {
    /// `count` copies of `value`, as `init(repeating:count:)` gives, but allocated through the
    /// standard library's inlined (specialized) growth path: `init(repeating:count:)` calls its
    /// unspecialized allocator, which looks the storage class up in the runtime's metadata
    /// cache at every call (≈ 600 instructions, and a build makes dozens of such arrays).
    @inlinable package init(filled value: Element, count: Int) {
        self.init()
        reserveCapacity(count)
        append(contentsOf: repeatElement(value, count: count))
    }
}
