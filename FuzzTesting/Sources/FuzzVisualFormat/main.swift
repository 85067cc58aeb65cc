import ConstraintLayout
import FuzzInputs
import LayoutCore

/// Any UTF-8 text: the VFL parser returns constraints or throws, never traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    _ = try? LayoutConstraint.constraints(withVisualFormat: text, in: FuzzInputs.namingSpec)
    return 0
}
