import LayoutSnapshot

/// Any bytes: the snapshot reader must return a snapshot or throw a SpecError, never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    _ = try? LayoutSnapshot(text: String(decoding: bytes, as: UTF8.self), file: "fuzz")
    return 0
}
