import LayoutCore

/// Any bytes: the spec decoder must return a spec or throw a SpecError, never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    _ = try? SpecDocument(bytes: bytes, file: "fuzz")
    return 0
}
