import ConstraintLayout
import FuzzInputs
import LayoutCore

/// Any UTF-8 text: `LayoutConstraint.parse` returns a constraint or throws, never traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    _ = try? LayoutConstraint.parse(text, in: FuzzInputs.namingSpec)
    return 0
}
