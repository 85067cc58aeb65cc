/// The custom layouts a `{"type": "Layout", "name": …}` view may name, as the decoder sees
/// them: their names and a check of their `parameters`.
///
/// StackLayout's `LayoutCatalog` is one (`LayoutCatalog.standard` holds `spiral` and
/// `flow`). Decoding takes a catalog as an argument (`SpecDocument(bytes:file:limits:layouts:)`)
/// instead of reading process-wide state: with one, an unknown name or a bad parameter is a
/// located `SpecError`; without one, names and parameters are left for the engine that builds
/// the layout to check.
public protocol CustomLayoutCatalog: Sendable {
    /// Every name, sorted (for error messages).
    var layoutNames: [String] { get }
    /// Checks the `parameters` (nil when absent) of the layout `name`, one of `layoutNames`,
    /// throwing at their JSON path.
    func checkParameters(ofLayout name: String, _ parameters: JSONCursor?) throws(SpecError)
}
