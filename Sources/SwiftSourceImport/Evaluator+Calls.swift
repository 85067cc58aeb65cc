import LayoutCore
internal import SwiftSyntax

// Calls: modifiers on views, SwiftUI's views and values, the file's own views and functions.
extension Evaluator {
    func evaluateCall(_ call: FunctionCallExprSyntax, in scope: Scope) throws -> Value {
        let arguments = CallArguments(call)
        if let value = try uikitCall(call, arguments, in: scope) { return value }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return try implicitMemberCall(name, arguments, at: call, in: scope) }
            // The environment is set before the base is evaluated (its body reads it).
            if Self.environmentModifiers.contains(name) {
                try applyEnvironment(name, arguments, at: member, in: scope)
            }
            return try memberCall(call, member, on: try evaluate(base, in: scope), at: base, in: scope)
        }
        guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) else {
            switch try evaluate(call.calledExpression, in: scope) {
            case .layout(let layout): return .views([try container(layout, arguments, at: call, in: scope)])
            case let other: throw error(call, .cannot(.call(other.description)))
            }
        }
        let name = reference.baseName.text
        if let type = declarations.types[name], !type.conformances.contains("Layout") {
            return try instantiate(type, arguments, at: call, in: scope)
        }
        if let function = scope.instance?.type.functions[name] {
            return try self.call(function, arguments, at: call, in: scope)
        }
        if let value = try builtin(name, arguments, at: call, in: scope) {
            // `FlowLayout(spacing: 4) { … }`: a layout called with its content.
            if case .layout(let layout) = value, arguments.content != nil {
                return .views([try container(layout, arguments, at: call, in: scope)])
            }
            return value
        }
        if declarations.types[name] != nil {
            let registered = standardLayoutNames.map { $0.prefix(1).uppercased() + $0.dropFirst() + "Layout" }
            throw error(call, .unregisteredLayout(name, registered: registered))
        }
        switch try? lookup(name, in: scope, at: reference) {
        case .layout(let layout)?:
            return .views([try container(layout, arguments, at: call, in: scope)])
        case .views(let views)? where arguments.labeled.isEmpty && arguments.content == nil:
            // `content()`: a view-builder closure passed to this view.
            return .views(views)
        default:
            break
        }
        if name.first?.isUppercase == true {
            return .views([try unknownView(name, at: call)])
        }
        throw error(call, .undefined(name, kind: "function"))
    }

    /// A view this file does not define: an error, or with `--unknown-views placeholder` a
    /// Color taking the proposal, with a note.
    /// `base.name(arguments)` with `base` already evaluated to `value` (a modifier on views,
    /// a font's weight, a static member of a type); `baseNode` locates errors about it. An
    /// environment modifier's value is set by the caller, before the base is evaluated.
    func memberCall(
        _ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, on value: Value,
        at baseNode: some SyntaxProtocol,
        in scope: Scope
    ) throws -> Value {
        let name = member.declName.baseName.text
        let arguments = CallArguments(call)
        switch value {
        case .views(let views):
            return .views(try modify(views, name, arguments, at: member, in: scope))
        case .font(let font) where Self.fontModifiers.contains(name):
            return .font(try fontMethod(name, arguments, on: font, in: scope))
        case .member(let style) where Self.fontModifiers.contains(name):
            // `.title.bold()`, `.body.weight(.semibold)`.
            return .font(try fontMethod(name, arguments, on: try font(style, at: baseNode), in: scope))
        case .type(let type) where declarations.types[type] == nil:
            return try implicitMemberCall(name, arguments, at: call, in: scope)
        case let other:
            throw error(member.period, .cannot(.callMember(name, on: other.description)))
        }
    }

    func unknownView(_ name: String, at node: some SyntaxProtocol) throws -> SourceView {
        guard placeholders else {
            throw error(node, .unknownView(name))
        }
        notes.append((place(node), "`\(name)` is laid out as a placeholder (a Color taking the proposal)"))
        return try leaf("Color", at: node)
    }

    /// A new view of `type`, counted against the view limit.
    func leaf(_ type: String, at node: some SyntaxProtocol, attributes: [JSONMember] = []) throws -> SourceView {
        viewCount += 1
        if viewCount > Self.maxViews {
            throw error(node, .limitExceeded(.views(max: Self.maxViews)))
        }
        return SourceView(type, at: place(node), attributes: attributes)
    }

    /// `MyRow(title: "A")`: the body of a view type of this file, its stored properties set
    /// from the arguments (the memberwise initializer).
    func instantiate(
        _ type: TypeDeclaration, _ arguments: CallArguments, at call: FunctionCallExprSyntax, in scope: Scope
    )
        throws -> Value
    {
        guard type.isView else {
            throw error(call, .notAView(type.name))
        }
        var values: [String: Value] = [:]
        for (label, expression) in arguments.labeled {
            guard let label, type.properties[label] != nil else {
                throw error(
                    expression, .noSuchProperty(label ?? "_", type: type.name, argument: quote(expression)))
            }
            values[label] = try evaluate(expression, in: scope)
        }
        if let trailing = arguments.trailing, let name = type.memberwiseNames.last(where: { values[$0] == nil }) {
            values[name] = .views(try views(in: trailing.statements, scope: scope))
        }
        let instance = Instance(type: type, arguments: values)
        guard case .computed(let body)? = type.properties["body"] else {
            throw error(call, .noBody(type: type.name))
        }
        return .views(try views(in: body, scope: Scope(parent: nil, instance: instance)))
    }

    /// A helper function of the view type (`func row(_ title: String) -> some View`).
    func call(
        _ function: FunctionDeclSyntax, _ arguments: CallArguments, at call: FunctionCallExprSyntax, in scope: Scope
    )
        throws -> Value
    {
        guard let body = function.body else { throw error(call, .noFunctionBody(function.name.text)) }
        let parameters = Array(function.signature.parameterClause.parameters)
        let local = Scope(parent: nil, instance: scope.instance)
        var remaining = arguments.labeled[...]
        for parameter in parameters {
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            let name = parameter.secondName?.text ?? parameter.firstName.text
            if let next = remaining.first, next.label == label {
                local.values[name] = try evaluate(next.expression, in: scope)
                remaining = remaining.dropFirst()
            } else if let defaultValue = parameter.defaultValue?.value {
                local.values[name] = try evaluate(defaultValue, in: local)
            } else if let trailing = arguments.trailing, parameter == parameters.last {
                local.values[name] = .views(try views(in: trailing.statements, scope: scope))
            } else {
                throw error(call, .missingArgument(label ?? name, of: function.name.text))
            }
        }
        if let extra = remaining.first {
            throw error(extra.expression, .extraArgument(quote(extra.expression)))
        }
        return try evaluateBody(body.statements, in: local)
    }
}
