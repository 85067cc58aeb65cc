internal import SwiftSyntax

/// A type declared in the imported file (with the members of its extensions): what the
/// evaluator needs to call its `body`, its helper properties and functions.
struct TypeDeclaration {
    /// How a property gets its value.
    enum Property {
        /// `let columns = [GridItem(.flexible())]`, or a stored property without a default
        /// (nil: set by the memberwise initializer).
        case stored(ExprSyntax?)
        /// `var header: some View { … }`.
        case computed(CodeBlockItemListSyntax)
        /// `@Environment(\.dynamicTypeSize) var size`: the environment's value for the key.
        case environment(String)
    }

    var name: String
    var conformances: [String]
    var properties: [String: Property] = [:]
    /// Stored properties without a default, in declaration order (memberwise initializer).
    var memberwiseNames: [String] = []
    var functions: [String: FunctionDeclSyntax] = [:]
    var initializers: [InitializerDeclSyntax] = []

    /// The direct superclass or first conformance (`UIViewController`, `UIView`…).
    func superclass(in declarations: FileDeclarations) -> String { conformances.first ?? "" }

    /// Whether the type inherits from one of `names`, through classes of the same file.
    func inherits(fromAnyOf names: [String], in declarations: FileDeclarations, depth: Int = 0) -> Bool {
        guard let parent = conformances.first, depth < 32 else { return false }
        if names.contains(parent) { return true }
        return declarations.types[parent]?.inherits(fromAnyOf: names, in: declarations, depth: depth + 1) ?? false
    }

    var isView: Bool { conformances.contains("View") }
    var isPreviewProvider: Bool { conformances.contains("PreviewProvider") }

    /// Reads the members of a struct, class or extension body.
    mutating func read(_ members: MemberBlockItemListSyntax, conditions: CompilationConditions) throws {
        for item in members {
            if let ifConfig = item.decl.as(IfConfigDeclSyntax.self) {
                if case .decls(let inner)? = try conditions.activeClause(of: ifConfig)?.elements {
                    try read(inner, conditions: conditions)
                }
            } else if let variable = item.decl.as(VariableDeclSyntax.self) {
                read(variable)
            } else if let function = item.decl.as(FunctionDeclSyntax.self) {
                functions[function.name.text] = function
            } else if let initializer = item.decl.as(InitializerDeclSyntax.self) {
                initializers.append(initializer)
            }
        }
    }

    mutating func read(_ variable: VariableDeclSyntax) {
        let environmentKey = variable.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }
            .first { $0.attributeName.trimmedDescription == "Environment" }
            .flatMap { attribute -> String? in
                guard case .argumentList(let list) = attribute.arguments,
                    let keyPath = list.first?.expression.as(KeyPathExprSyntax.self)
                else { return nil }
                return keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName
                    .baseName.text
            }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let environmentKey {
                properties[name] = .environment(environmentKey)
                continue
            }
            switch binding.accessorBlock?.accessors {
            case .getter(let body):
                properties[name] = .computed(body)
            case .accessors(let accessors):
                if let getter = accessors.first(where: { $0.accessorSpecifier.text == "get" }), let body = getter.body {
                    properties[name] = .computed(body.statements)
                }
            case nil:
                properties[name] = .stored(binding.initializer?.value)
                if binding.initializer == nil { memberwiseNames.append(name) }
            default:
                break
            }
        }
    }
}

/// A `#Preview { … }` of the file, with its optional name (`#Preview("Large") { … }`).
struct PreviewDeclaration {
    var name: String?
    var body: CodeBlockItemListSyntax
    var node: Syntax
}

/// The types and previews a source file declares, in file order.
struct FileDeclarations {
    var types: [String: TypeDeclaration] = [:]
    var order: [String] = []
    var previews: [PreviewDeclaration] = []
    /// The file's top-level `let`/`var`s (`private let cornerRadius: CGFloat = 12`), looked up
    /// after a type's own members, as Swift does.
    var globals = TypeDeclaration(name: "", conformances: [])
    /// Top-level statements that are not declarations (`print(1)`): code that runs only in a
    /// `main.swift` or a playground, not read (each a note).
    var ignoredStatements: [Syntax] = []

    /// The declarations of `file`, inside the `#if` clauses `conditions` compile.
    init(_ file: SourceFileSyntax, conditions: CompilationConditions) throws {
        for item in file.statements { try read(item.item, conditions) }
    }

    private mutating func read(_ item: CodeBlockItemSyntax.Item, _ conditions: CompilationConditions) throws {
        switch item {
        case .decl(let decl):
            if let structure = decl.as(StructDeclSyntax.self) {
                try add(structure.name.text, structure.inheritanceClause, structure.memberBlock, conditions)
            } else if let classDecl = decl.as(ClassDeclSyntax.self) {
                try add(classDecl.name.text, classDecl.inheritanceClause, classDecl.memberBlock, conditions)
            } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
                try add(
                    extensionDecl.extendedType.trimmedDescription, extensionDecl.inheritanceClause,
                    extensionDecl.memberBlock, conditions)
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                globals.read(variable)
            } else if let macro = decl.as(MacroExpansionDeclSyntax.self) {
                readPreview(macro.macroName.text, macro.arguments, macro.trailingClosure, Syntax(macro))
            } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                // `#if DEBUG … #endif` around previews, `#if os(iOS)` around types: the
                // clause an iOS build compiles (CompilationConditions). Previews (`#Preview`,
                // PreviewProvider types) are read from every clause: Xcode's canvas builds them
                // in debug, usually inside `#if DEBUG`.
                let active = try conditions.activeClause(of: ifConfig)
                for clause in ifConfig.clauses {
                    guard case .statements(let statements)? = clause.elements else { continue }
                    for inner in statements where clause == active || Self.isPreview(inner.item) {
                        try read(inner.item, conditions)
                    }
                }
            }
        case .expr(let expr):
            if let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                readPreview(macro.macroName.text, macro.arguments, macro.trailingClosure, Syntax(macro))
            } else {
                ignoredStatements.append(Syntax(expr))
            }
        case .stmt(let statement):
            ignoredStatements.append(Syntax(statement))
        default:
            break
        }
    }

    /// A `#Preview { … }` or a PreviewProvider type.
    private static func isPreview(_ item: CodeBlockItemSyntax.Item) -> Bool {
        switch item {
        case .decl(let decl):
            if let macro = decl.as(MacroExpansionDeclSyntax.self) { return macro.macroName.text == "Preview" }
            let inheritance =
                decl.as(StructDeclSyntax.self)?.inheritanceClause
                ?? decl.as(ExtensionDeclSyntax.self)?.inheritanceClause
            return inheritance?.inheritedTypes.contains { $0.type.trimmedDescription.hasSuffix("PreviewProvider") }
                ?? false
        case .expr(let expr):
            return expr.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview"
        default:
            return false
        }
    }

    private mutating func add(
        _ name: String, _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax,
        _ conditions: CompilationConditions
    ) throws {
        let conformances =
            inheritance?.inheritedTypes.map { type -> String in
                let text = type.type.trimmedDescription
                return text.hasPrefix("SwiftUI.") ? String(text.dropFirst("SwiftUI.".count)) : text
            } ?? []
        if types[name] == nil {
            types[name] = TypeDeclaration(name: name, conformances: conformances)
            order.append(name)
        } else {
            types[name]?.conformances += conformances
        }
        try types[name]?.read(members.members, conditions: conditions)
    }

    private mutating func readPreview(
        _ macro: String, _ arguments: LabeledExprListSyntax, _ closure: ClosureExprSyntax?, _ node: Syntax
    ) {
        guard macro == "Preview", let closure else { return }
        let name = arguments.first { $0.label == nil }?.expression.as(StringLiteralExprSyntax.self)
            .map { $0.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined() }
        previews.append(PreviewDeclaration(name: name, body: closure.statements, node: node))
    }
}

extension InitializerDeclSyntax {
    /// `init(frame: CGRect)`.
    var hasFrameParameter: Bool { signature.parameterClause.parameters.first?.firstName.text == "frame" }
    /// `init()`.
    var isPlain: Bool { signature.parameterClause.parameters.isEmpty && optionalMark == nil }
}
