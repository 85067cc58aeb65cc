import LayoutCore

/// A layout compared at several Dynamic Type sizes: both specs set to each size (text styles
/// take that size's point size from Apple's table) and named `name@size`, one report each.
/// `compare` sweeps every size for the built-in corpus entries with text, and the sizes of
/// `--dynamic-type` for the specs it is given.
public enum DynamicTypeSweep {
    /// Whether a view spec has a `Text` or a symbol image (both sized by Dynamic Type).
    public static func hasText(_ spec: ViewSpec) -> Bool { hasText(spec.root) }

    /// Whether a constraint spec has a label with text or a symbol image view.
    public static func hasText(_ spec: ConstraintSpec) -> Bool {
        spec.views.contains { $0.text != nil || $0.symbolImage != nil }
    }

    private static func hasText(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .text, .symbolImage: return true
        default: break
        }
        for modifier in node.modifiers {
            if let view = modifier.modifier.carriedView, hasText(view) { return true }
        }
        return node.children.contains { hasText($0) }
    }

    /// `spec` at `size`, named `name@size`.
    public static func setting(_ size: DynamicTypeSize, _ spec: ViewSpec) -> ViewSpec {
        var result = spec
        result.environment.dynamicTypeSize = size
        result.name = name(spec.name, size)
        return result
    }

    /// `spec` at `size`, named `name@size`.
    public static func setting(_ size: DynamicTypeSize, _ spec: ConstraintSpec) -> ConstraintSpec {
        var result = spec
        result.dynamicTypeSize = size
        result.name = name(spec.name, size)
        return result
    }

    /// `name@size`.
    public static func name(_ name: String, _ size: DynamicTypeSize) -> String { name + "@" + size.rawValue }

    /// The sizes of a `--dynamic-type` value: `all`, or names separated by commas
    /// (`xSmall,large,accessibility5`), in the order given; nil when a name is unknown.
    public static func sizes(_ text: String) -> [DynamicTypeSize]? {
        if text == "all" { return DynamicTypeSize.allCases }
        var result: [DynamicTypeSize] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let size = DynamicTypeSize(rawValue: String(name)) else { return nil }
            result.append(size)
        }
        return result
    }
}
