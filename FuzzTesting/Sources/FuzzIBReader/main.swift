import InterfaceBuilder

/// Any bytes: the IB reader must return a document or throw a located SpecError, and every
/// root of a document it reads must import or throw — never trap (also with labels and
/// buttons measured from their text, `--measure-text`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    if let document = try? IBDocument(bytes: bytes, file: "fuzz") {
        _ = try? document.importAll()
        _ = try? document.importAll(options: IBImportOptions(measuresText: true))
    }
    return 0
}
