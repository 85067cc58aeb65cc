import Synchronization

/// The names a `{"type": "Layout", "name": …}` view may use, each with a check of its
/// `parameters`: the built-in `spiral` (no parameters) and `flow` (`spacing`, `lineSpacing`),
/// plus every layout registered with StackLayout's `LayoutRegistry` (which adds its name and
/// factory here). The decoder checks names and parameters here, so an unknown name or a bad
/// parameter is a located `SpecError`.
///
/// Safe under strict concurrency: the table lives behind a `Mutex`.
public enum CustomLayoutNames {
    /// Checks a layout's `parameters` (nil when absent), throwing at their JSON path.
    public typealias Validator = @Sendable (JSONCursor?) throws(SpecError) -> Void

    private static let validators = Mutex<[String: Validator]>([
        "spiral": { parameters throws(SpecError) in try parameters?.checkKeys([], what: "spiral parameters") },
        "flow": { parameters throws(SpecError) in
            guard let parameters else { return }
            try parameters.checkKeys(["spacing", "lineSpacing"], what: "flow parameters")
            _ = try parameters.optional("spacing")?.length()
            _ = try parameters.optional("lineSpacing")?.length()
        },
    ])

    /// Adds (or replaces) `name` with the check of its parameters.
    public static func insert(_ name: String, validator: @escaping Validator) {
        validators.withLock { $0[name] = validator }
    }

    /// Whether `name` is known.
    public static func contains(_ name: String) -> Bool {
        validators.withLock { $0[name] != nil }
    }

    /// Checks the parameters of the known layout `name` (no check for an unknown name).
    public static func validate(_ name: String, parameters: JSONCursor?) throws(SpecError) {
        guard let validator = validators.withLock({ $0[name] }) else { return }
        try validator(parameters)
    }

    /// Every known name, sorted (for error messages).
    public static var sorted: [String] {
        validators.withLock { $0.keys.sorted() }
    }
}
