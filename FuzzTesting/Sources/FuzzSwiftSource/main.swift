import SwiftSourceImport

/// Any text: the Swift source importer must return a spec or throw a SpecError, never trap
/// (SwiftParser recovers from any input; the evaluation must not trap either).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    _ = try? SwiftSource.read(
        text, file: "fuzz.swift", options: SwiftSource.Options(unknownViewsArePlaceholders: count % 2 == 0))
    return 0
}
