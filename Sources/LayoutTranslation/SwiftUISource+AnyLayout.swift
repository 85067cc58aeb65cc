import LayoutCore

/// The `AnyLayout`s of a view tree as SwiftUI writes them: a `let` in the body choosing a
/// layout on the size classes, read from the environment —
///
/// ```swift
/// @Environment(\.verticalSizeClass) private var verticalSizeClass
/// var body: some View {
///     let layout = verticalSizeClass == .regular ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
///     layout { … }
/// ```
///
/// One AnyLayout is `layout`; several are named by their ids (`squaresLayout`). Conditions
/// on anything but the size classes (user flags, the dynamic type size) have no form here.
struct LayoutVariables {
    /// The AnyLayouts, depth first, with their variable names.
    private var layouts: [(name: String, spec: AnyLayoutSpec)] = []
    /// The size classes the conditions read (`horizontalSizeClass`, `verticalSizeClass`).
    private var keys: Set<String> = []

    init(_ root: ViewNode) throws(TranslationError) {
        var found: [(id: String?, spec: AnyLayoutSpec)] = []
        Self.collect(root, into: &found)
        for (id, spec) in found {
            let name: String
            if found.count == 1 {
                name = "layout"
            } else {
                guard let id, ConstraintSpec.isIdentifier(id), !id.contains("-") else {
                    throw TranslationError.noSwiftUIForm(
                        view: id ?? "AnyLayout", type: "AnyLayout without a Swift name")
                }
                name = id + "Layout"
            }
            layouts.append((name, spec))
            for condition in spec.cases.map(\.condition) {
                for atom in condition.alternatives.joined() {
                    guard case .sizeClass(let axis, _, _) = atom else {
                        throw TranslationError.noSwiftUIForm(
                            view: id ?? "AnyLayout", type: "AnyLayout on \"\(condition.source)\"")
                    }
                    keys.insert(Self.key(axis))
                }
            }
        }
    }

    private static func collect(_ node: ViewNode, into found: inout [(id: String?, spec: AnyLayoutSpec)]) {
        if case .anyLayout(let spec) = node.kind { found.append((node.id, spec)) }
        for child in node.children { collect(child, into: &found) }
    }

    private static func key(_ axis: Axis) -> String {
        axis == .horizontal ? "horizontalSizeClass" : "verticalSizeClass"
    }

    /// `@Environment(\.verticalSizeClass) private var verticalSizeClass` per class read, then a
    /// blank line (none without AnyLayouts).
    var environmentLines: [String] {
        guard !keys.isEmpty else { return [] }
        return keys.sorted().map { "    @Environment(\\.\($0)) private var \($0)" } + [""]
    }

    /// `let layout = condition ? AnyLayout(…) : AnyLayout(…)` per AnyLayout.
    func declarations(indent: String) throws(TranslationError) -> [String] {
        var lines: [String] = []
        for (name, spec) in layouts {
            var expression =
                "AnyLayout(\(try Self.layoutCall(spec.defaultLayout ?? .vStack(alignment: .center, spacing: nil))))"
            for entry in spec.cases.reversed() {
                expression =
                    Self.swiftCondition(entry.condition) + " ? AnyLayout(\(try Self.layoutCall(entry.layout))) : "
                    + expression
            }
            // swift-format's layout: past 120 columns the expression goes on the next line.
            let line = indent + "let \(name) = " + expression
            lines += line.count <= 120 ? [line] : [indent + "let \(name) =", indent + "    " + expression]
        }
        return lines
    }

    /// The variable standing for `node` when it is an AnyLayout.
    func name(of node: ViewNode) -> String? {
        guard case .anyLayout(let spec) = node.kind else { return nil }
        return layouts.first { $0.spec == spec }?.name
    }

    /// `VStackLayout(alignment: .leading, spacing: 8)` and the like.
    private static func layoutCall(_ kind: ViewKind) throws(TranslationError) -> String {
        switch kind {
        case .hStack(let alignment, let spacing):
            let arguments = SwiftUISource.arguments(alignment == .center ? nil : "." + alignment.rawValue, spacing)
            return "HStackLayout" + (arguments.isEmpty ? "()" : arguments)
        case .vStack(let alignment, let spacing):
            let arguments = SwiftUISource.arguments(alignment == .center ? nil : "." + alignment.rawValue, spacing)
            return "VStackLayout" + (arguments.isEmpty ? "()" : arguments)
        case .zStack(let alignment):
            let arguments = SwiftUISource.arguments(
                alignment == .center ? nil : "." + (alignment.name ?? "center"), nil)
            return "ZStackLayout" + (arguments.isEmpty ? "()" : arguments)
        default:
            throw TranslationError.noSwiftUIForm(view: "AnyLayout", type: "AnyLayout of \(kind.typeName)")
        }
    }

    /// `verticalSizeClass == .regular && horizontalSizeClass != .compact || …`.
    private static func swiftCondition(_ condition: EnvironmentCondition) -> String {
        condition.alternatives.map { conjunction in
            conjunction.map { atom in
                guard case .sizeClass(let axis, let equals, let value) = atom else { return "false" }
                return "\(key(axis)) \(equals ? "==" : "!=") .\(value.rawValue)"
            }.joined(separator: " && ")
        }.joined(separator: " || ")
    }
}
