import ConstraintLayout
import LayoutCore

/// Views and metrics the fuzzed strings may name.
let spec: ConstraintSpec = {
    let json = """
        {"format": "layoutlab.constraints/1", "name": "p", "metrics": {"gap": 20, "m": 1e9},
         "views": [{"id": "a"}, {"id": "b", "parent": "a"}, {"id": "c"}], "constraints": []}
        """
    guard case .constraints(let spec) = try? SpecDocument(bytes: Array(json.utf8)) else { fatalError("bad seed spec") }
    return spec
}()

/// Any UTF-8 text: `LayoutConstraint.parse` returns a constraint or throws, never traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    _ = try? LayoutConstraint.parse(text, in: spec)
    return 0
}
