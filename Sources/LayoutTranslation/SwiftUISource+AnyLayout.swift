import LayoutCore

/// The `AnyLayout`s of a view tree as SwiftUI writes them: a `let` in the body choosing a
/// layout on the size classes or the dynamic type size, read from the environment —
///
/// ```swift
/// @Environment(\.verticalSizeClass) private var verticalSizeClass
/// var body: some View {
///     let layout = verticalSizeClass == .regular ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
///     layout { … }
/// ```
///
/// One AnyLayout (or several choosing alike) is `layout`; several others are named by their
/// ids (`squaresLayout`). Conditions
/// on user flags have no form here (they would need a `@State`).
struct LayoutVariables {
    /// The AnyLayouts, depth first, with their variable names.
    private var layouts: [(name: String, spec: AnyLayoutSpec)] = []
    /// The environment values the conditions read (`horizontalSizeClass`, `verticalSizeClass`,
    /// `dynamicTypeSize`).
    private var keys: Set<String> = []
    /// Whether the enclosing `GeometryReader` declares `margin`, the root's minimum side
    /// margin (``SwiftUISource/minimumMarginDeclaration(indent:)``).
    var declaresMinimumMargin = false

    init(_ root: ViewNode) throws(TranslationError) {
        var found: [(id: String?, spec: AnyLayoutSpec)] = []
        Self.collect(root, into: &found)
        // AnyLayouts choosing alike share one variable (named for the first of them).
        var distinct: [(id: String?, spec: AnyLayoutSpec)] = []
        for entry in found where !distinct.contains(where: { $0.spec == entry.spec }) { distinct.append(entry) }
        found = distinct
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
                    guard let key = Self.key(atom) else {
                        throw TranslationError.noSwiftUIForm(
                            view: id ?? "AnyLayout", type: "AnyLayout on \"\(condition.source)\"")
                    }
                    keys.insert(key)
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

    /// The environment value an atom reads (`verticalSizeClass`, `dynamicTypeSize`), or nil
    /// when it has no SwiftUI form here (user flags, constants).
    private static func key(_ atom: EnvironmentCondition.Atom) -> String? {
        switch atom {
        case .sizeClass(let axis, _, _): return key(axis)
        case .dynamicTypeSize: return "dynamicTypeSize"
        case .flag("isAccessibilitySize", _): return "dynamicTypeSize"
        default: return nil
        }
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
            lines += try Self.declarationLines(name, expression, spec, indent: indent)
        }
        return lines
    }

    /// swift-format's layout of `let name = expression`: past 120 columns the expression goes
    /// on the next line; still past them, a one-case ternary breaks before `?` (and, if need
    /// be, before `:`).
    private static func declarationLines(_ name: String, _ expression: String, _ spec: AnyLayoutSpec, indent: String)
        throws(TranslationError) -> [String]
    {
        let line = indent + "let \(name) = " + expression
        let inner = indent + "    "
        guard line.count > 120 else { return [line] }
        guard (inner + expression).count > 120, spec.cases.count == 1 else {
            return [indent + "let \(name) =", inner + expression]
        }
        let then = "AnyLayout(\(try layoutCall(spec.cases[0].layout)))"
        let otherwise = "AnyLayout(\(try layoutCall(spec.defaultLayout ?? .vStack(alignment: .center, spacing: nil))))"
        let branches = inner + "? " + then + " : " + otherwise
        let head = [indent + "let \(name) =", inner + swiftCondition(spec.cases[0].condition)]
        return head + (branches.count <= 120 ? [branches] : [inner + "? " + then, inner + ": " + otherwise])
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

    /// `verticalSizeClass == .regular && horizontalSizeClass != .compact || …`,
    /// `dynamicTypeSize.isAccessibilitySize`, `dynamicTypeSize >= .xxLarge`.
    private static func swiftCondition(_ condition: EnvironmentCondition) -> String {
        condition.alternatives.map { conjunction in
            conjunction.map { atom in
                switch atom {
                case .sizeClass(let axis, let equals, let value):
                    return "\(key(axis)) \(equals ? "==" : "!=") .\(value.rawValue)"
                case .flag(_, let negated):
                    return (negated ? "!" : "") + "dynamicTypeSize.isAccessibilitySize"
                case .dynamicTypeSize(let comparison, let size):
                    return "dynamicTypeSize \(comparison.rawValue) .\(size.rawValue)"
                case .constant(let value):
                    return value ? "true" : "false"
                }
            }.joined(separator: " && ")
        }.joined(separator: " || ")
    }
}
