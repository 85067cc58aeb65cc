import LayoutCore
internal import SwiftSyntax

/// Names a block or closure binds (`let spacing = 8`, `proxy`, a ForEach element), looked up
/// innermost first, then in the instance of the view type whose body is being evaluated.
final class Scope {
    var values: [String: Value] = [:]
    let parent: Scope?
    let instance: Instance?

    init(parent: Scope?, instance: Instance? = nil) {
        self.parent = parent
        self.instance = instance ?? parent?.instance
    }
}

/// One use of a view type of the file: its memberwise arguments and the type's members.
final class Instance {
    let type: TypeDeclaration
    var arguments: [String: Value]
    /// UIKit: the view `self` is (a UIView subclass), or nil.
    var selfView: Int?

    init(type: TypeDeclaration, arguments: [String: Value]) {
        self.type = type
        self.arguments = arguments
    }
}

/// What stops the evaluation, at its place in the source: a typed problem (a
/// `SwiftSourceProblem`, or a spec problem: a limit, an unknown name, a problem the
/// evaluated views caused).
struct EvaluationError: Error {
    var place: SourcePlace
    var problem: SpecProblem

    init(place: SourcePlace, problem: SpecProblem) {
        self.place = place
        self.problem = problem
    }

    init(place: SourcePlace, _ problem: SwiftSourceProblem) {
        self.init(place: place, problem: .swiftSource(problem))
    }
}

/// Evaluates the SwiftUI views of one source file into `SourceView`s (and the environment the
/// file sets). Every rule of the Swift → spec reading lives in this type's extensions: values
/// here, views in `Evaluator+Views`, modifiers in `Evaluator+Modifiers`.
final class Evaluator {
    let converter: SourceLocationConverter
    let declarations: FileDeclarations
    let placeholders: Bool
    /// Notes for stderr (placeholders), `file:line:column: note: …` without the file.
    var notes: [(place: SourcePlace, text: String)] = []
    /// The file's top-level values evaluated so far, by name.
    var globalValues: [String: Value] = [:]
    /// The environment the file's outermost `.environment(…)`/`.dynamicTypeSize(…)` set.
    var environment = LayoutEnvironment()
    /// How deep the evaluation is (a bound, so hostile input cannot exhaust the stack).
    var depth = 0
    /// How many containers enclose the view being evaluated (0: the outermost chain).
    var containerDepth = 0
    /// How many views have been produced (bounded by the spec's view limit).
    var viewCount = 0
    /// How many GeometryReaders enclose the view being evaluated.
    var geometryDepth = 0
    /// The views and constraints of UIKit code being run (nil for SwiftUI).
    var uikit: UIKitModel?
    /// Which `#if` clauses are compiled.
    var conditions: CompilationConditions

    /// How many evaluation steps have run (bounded, so hostile input cannot run long).
    var steps = 0

    static let maxDepth = 160
    static let maxSteps = 2_000_000
    static let maxViews = SpecLimits.standard.maxViews

    init(converter: SourceLocationConverter, declarations: FileDeclarations, placeholders: Bool) {
        self.converter = converter
        self.declarations = declarations
        self.placeholders = placeholders
        conditions = CompilationConditions(defined: [], converter: converter)
        for statement in declarations.ignoredStatements {
            notes.append(
                (
                    place(statement),
                    "top-level code \(quote(statement)) is not run (only a main.swift or a playground runs it)"
                ))
        }
    }

    /// The value of the file's top-level `let`/`var` `name` (evaluated once, outside any
    /// instance), or nil when the file declares none.
    func global(_ name: String, at node: some SyntaxProtocol) throws -> Value? {
        if let value = globalValues[name] { return value }
        let value: Value
        switch declarations.globals.properties[name] {
        case .stored(let initializer?):
            value = try nested(node) { try evaluate(initializer, in: Scope(parent: nil, instance: nil)) }
        case .computed(let body):
            return try nested(node) { try evaluateBody(body, in: Scope(parent: nil, instance: nil)) }
        case .stored(nil):
            throw error(node, .noValue(name, type: "the file"))
        case .environment, nil:
            return nil
        }
        globalValues[name] = value
        return value
    }

    func place(_ node: some SyntaxProtocol) -> SourcePlace {
        let location = node.startLocation(converter: converter)
        return SourcePlace(line: location.line, column: location.column)
    }

    /// The spec `problem` at `node` (a limit, an unknown name, a number that is not finite).
    func error(_ node: some SyntaxProtocol, _ problem: SpecProblem) -> EvaluationError {
        EvaluationError(place: place(node), problem: problem)
    }

    /// The typed `problem` at `node`.
    func error(_ node: some SyntaxProtocol, _ problem: SwiftSourceProblem) -> EvaluationError {
        EvaluationError(place: place(node), problem)
    }

    /// Runs `body` one level deeper, refusing to go past `maxDepth`.
    func nested<T>(_ node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        depth += 1
        steps += 1
        defer { depth -= 1 }
        if depth > Self.maxDepth {
            throw error(node, .nestedTooDeeply(limit: Self.maxDepth))
        }
        if steps > Self.maxSteps {
            throw error(node, .tooManySteps(limit: Self.maxSteps))
        }
        return try body()
    }

    /// A short quote of the source of `node` for messages.
    func quote(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
        return "`" + (text.count > 60 ? String(text.prefix(57)) + "…" : text) + "`"
    }

    // MARK: Names

    /// The value of `name` in `scope`: a local, an argument of the instance, a property of
    /// the view type (evaluated on use), the environment, or a type name.
    func lookup(_ name: String, in scope: Scope, at node: some SyntaxProtocol) throws -> Value {
        var current: Scope? = scope
        while let level = current {
            if let value = level.values[name] { return value }
            current = level.parent
        }
        if let instance = scope.instance {
            if let value = instance.arguments[name] { return value }
            if uikit != nil, instance.type.properties[name] == nil {
                if name == "self", let selfView = instance.selfView { return .uiView(selfView) }
                if name == "view", instance.selfView == nil { return .uiView(0) }
                // A view's own anchors and guides (`topAnchor`, `self.safeAreaLayoutGuide`).
                if let selfView = instance.selfView, name.hasSuffix("Anchor") || name.hasSuffix("Guide"),
                    let value = try uikitMember(name, of: .uiView(selfView), at: node)
                {
                    return value
                }
            }
            switch instance.type.properties[name] {
            case .stored(let initializer?):
                let value = try nested(node) { try evaluate(initializer, in: Scope(parent: nil, instance: instance)) }
                self.name(value, name, isProperty: true)
                instance.arguments[name] = value
                return value
            case .stored(nil):
                throw error(node, .noValue(name, type: instance.type.name))
            case .computed(let body):
                return try nested(node) { try evaluateBody(body, in: Scope(parent: nil, instance: instance)) }
            case .environment(let key):
                return .environment(key)
            case nil:
                break
            }
        }
        if let value = try global(name, at: node) { return value }
        if declarations.types[name] != nil || Self.knownTypes.contains(name) { return .type(name) }
        throw error(node, .undefined(name, kind: "value or view"))
    }

    static let knownTypes: Set<String> = [
        "Color", "CGFloat", "Double", "Float", "Int", "Font", "HorizontalAlignment", "VerticalAlignment", "Alignment",
        "Edge", "Axis", "GridItem", "DynamicTypeSize", "ContentMode", "PinnedScrollableViews", "Array", "String",
        "UIFont", "NSLayoutConstraint", "UILayoutPriority", "UIView", "UIColor", "NSLayoutConstraint.Axis",
    ]

    /// A getter or function body: a view builder when it yields views, else the value of its
    /// one expression or `return`.
    func evaluateBody(_ body: CodeBlockItemListSyntax, in scope: Scope) throws -> Value {
        let items = Array(body)
        let expressions = items.filter { item in
            if case .decl = item.item { return false }
            return true
        }
        if expressions.count == 1, let only = expressions.first, let expr = Self.valueExpression(only.item),
            !(expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self))
        {
            let local = Scope(parent: scope)
            for item in items {
                if case .decl(let decl) = item.item { try bind(decl, in: local) }
            }
            let value = try evaluate(expr, in: local)
            if case .views = value { return .views(try views(in: body, scope: scope)) }
            return value
        }
        return .views(try views(in: body, scope: scope))
    }

    /// The expression of a block item (`return x`, `x`), or nil.
    static func valueExpression(_ item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
        switch item {
        case .expr(let expr): return expr
        case .stmt(let stmt):
            if let returned = stmt.as(ReturnStmtSyntax.self) { return returned.expression }
            if let expression = stmt.as(ExpressionStmtSyntax.self) { return expression.expression }
            return nil
        default: return nil
        }
    }

    /// `let name = value` inside a body: binds the names (evaluated now).
    func bind(_ decl: DeclSyntax, in scope: Scope) throws {
        guard let variable = decl.as(VariableDeclSyntax.self) else {
            if decl.is(StructDeclSyntax.self) || decl.is(FunctionDeclSyntax.self) { return }
            throw error(decl, .notEvaluated("the declaration \(quote(decl)) inside a view body"))
        }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value
            else { throw error(binding, .unexpected(expected: "`let name = value`", found: "\(quote(binding))")) }
            scope.values[name] = try nested(binding) { try evaluate(value, in: scope) }
        }
    }
}
