import LayoutCore
internal import SwiftSyntax

// UIKit constraints: NSLayoutConstraint.activate, the Visual Format Language, anchors and
// NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:).
extension Evaluator {
    func constraintIndices(_ value: Value, at node: some SyntaxProtocol) throws -> [Int] {
        switch value {
        case .constraints(let list): return list
        case .array(let items): return try items.flatMap { try constraintIndices($0, at: node) }
        default: throw error(node, .unexpected(expected: "constraints", found: "\(value.description)"))
        }
    }

    /// `NSLayoutConstraint.activate([…])`, `.deactivate`, `.constraints(withVisualFormat:…)`.
    func layoutConstraintCall(
        _ name: String, _ arguments: CallArguments, at call: FunctionCallExprSyntax, in scope: Scope
    ) throws -> Value {
        guard let uikit else { return .type("Void") }
        switch name {
        case "activate":
            guard let argument = arguments(nil) else {
                throw error(call, .unexpected(expected: "NSLayoutConstraint.activate([…])", found: nil))
            }
            activate(try constraintIndices(try evaluate(argument, in: scope), at: argument))
            return .type("Void")
        case "deactivate":
            guard let argument = arguments(nil) else {
                throw error(call, .unexpected(expected: "NSLayoutConstraint.deactivate([…])", found: nil))
            }
            for index in try constraintIndices(try evaluate(argument, in: scope), at: argument) {
                uikit.constraints[index].isActive = false
            }
            return .type("Void")
        case "constraints":
            return try visualFormat(arguments, at: call, in: scope)
        default:
            throw error(call, .unsupported("`NSLayoutConstraint.\(name)`"))
        }
    }

    func visualFormat(_ arguments: CallArguments, at call: FunctionCallExprSyntax, in scope: Scope) throws
        -> Value
    {
        guard let uikit, let formatExpr = arguments("withVisualFormat") else {
            throw error(call, .unexpected(expected: "constraints(withVisualFormat:options:metrics:views:)", found: nil))
        }
        let format = try text(try evaluate(formatExpr, in: scope), at: formatExpr)
        if let options = arguments("options") {
            let value = try evaluate(options, in: scope)
            if case .array(let list) = value, list.isEmpty {
            } else if case .type("nil") = value {
            } else {
                throw error(options, .visualFormatOptions)
            }
        }
        if let metricsExpr = arguments("metrics"), case .dictionary(let entries) = try evaluate(metricsExpr, in: scope)
        {
            for (key, value) in entries {
                let number = try number(value, at: metricsExpr)
                if let existing = uikit.metrics.first(where: { $0.0 == key }), existing.1 != number {
                    throw error(metricsExpr, .conflictingMetric(key, first: existing.1, second: number))
                }
                if !uikit.metrics.contains(where: { $0.0 == key }) { uikit.metrics.append((key, number)) }
            }
        }
        var views: [(String, Int)] = []
        if let viewsExpr = arguments("views") {
            guard case .dictionary(let entries) = try evaluate(viewsExpr, in: scope) else {
                throw error(viewsExpr, .unexpected(expected: "a views dictionary", found: nil))
            }
            for (key, value) in entries {
                guard case .uiView(let index) = value else {
                    throw error(viewsExpr, .unexpected(expected: "a view for \"\(key)\"", found: value.description))
                }
                views.append((key, index))
            }
        }
        uikit.constraints.append(UIKitConstraint(form: .visualFormat(format, views: views), place: place(formatExpr)))
        return .constraints([uikit.constraints.count - 1])
    }

    /// `a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 16)` and the other
    /// anchor methods.
    func anchorConstraint(
        _ name: String, _ first: (Int, String), _ arguments: CallArguments, at call: FunctionCallExprSyntax,
        in scope: Scope
    ) throws -> Value {
        guard let uikit, name == "constraint" else { throw error(call, .unsupported("`.\(name)` of an anchor")) }
        let relations = [("equalTo", "=="), ("greaterThanOrEqualTo", ">="), ("lessThanOrEqualTo", "<=")]
        var relation = "=="
        var second: (Int, String)?
        var constant = try arguments("constant").map { try number(try evaluate($0, in: scope), at: $0) } ?? 0
        let multiplier = try arguments("multiplier").map { try number(try evaluate($0, in: scope), at: $0) } ?? 1
        guard let (label, expr) = arguments.labeled.first, let label else {
            throw error(call, .unexpected(expected: "constraint(equalTo: …)", found: nil))
        }
        if let match = relations.first(where: { label == $0.0 }) {
            relation = match.1
            guard case .anchor(let index, let attribute) = try evaluate(expr, in: scope) else {
                throw error(expr, .unexpected(expected: "an anchor", found: nil))
            }
            second = (index, attribute)
        } else if let match = relations.first(where: { label == $0.0 + "Constant" }) {
            relation = match.1
            constant = try number(try evaluate(expr, in: scope), at: expr)
        } else if let match = relations.first(where: { label.hasPrefix($0.0 + "SystemSpacing") }) {
            // UIKit's system spacing between siblings: 8 points × multiplier.
            relation = match.1
            guard case .anchor(let index, let attribute) = try evaluate(expr, in: scope) else {
                throw error(expr, .unexpected(expected: "an anchor", found: nil))
            }
            second = (index, attribute)
            constant = 8 * multiplier
        } else {
            let methods = relations.flatMap { ["\($0.0)", "\($0.0)Constant", "\($0.0)SystemSpacingAfter"] }
            throw error(
                call,
                .unknownName(
                    "constraint(\(label):…)", kind: "anchor method", allowed: methods.map { "constraint(\($0):…)" }))
        }
        let isSystemSpacing = label.contains("SystemSpacing")
        uikit.constraints.append(
            UIKitConstraint(
                form: .anchors(
                    first: first, relation: relation, second: second, multiplier: isSystemSpacing ? 1 : multiplier,
                    constant: constant),
                place: place(call)))
        return .constraints([uikit.constraints.count - 1])
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    func itemAttributeConstraint(_ arguments: CallArguments, at call: FunctionCallExprSyntax, in scope: Scope)
        throws -> Value
    {
        guard let uikit else { return .type("Void") }
        let labeled = arguments.labeled
        func value(_ label: String, after position: Int = 0) -> ExprSyntax? {
            labeled.dropFirst(position).first { $0.label == label }?.expression
        }
        guard let itemExpr = value("item"), let item = constraintItem(try evaluate(itemExpr, in: scope)),
            let attributeExpr = value("attribute"),
            case .member(let attribute) = try evaluate(attributeExpr, in: scope),
            let relationExpr = value("relatedBy"),
            case .member(let relationName) = try evaluate(relationExpr, in: scope)
        else {
            throw error(
                call,
                .unexpected(
                    expected: "NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)",
                    found: nil))
        }
        let relation = ["equal": "==", "greaterThanOrEqual": ">=", "lessThanOrEqual": "<="][relationName]
        guard let relation else {
            throw error(
                relationExpr,
                .unknownName(
                    relationName, kind: "relation", allowed: ["equal", "greaterThanOrEqual", "lessThanOrEqual"]))
        }
        var second: (Int, String)?
        if let toItemExpr = value("toItem"), let other = try toItem(try evaluate(toItemExpr, in: scope), at: toItemExpr)
        {
            let secondAttributeIndex = (labeled.firstIndex { $0.label == "toItem" } ?? 0) + 1
            guard let secondAttribute = value("attribute", after: secondAttributeIndex),
                case .member(let name) = try evaluate(secondAttribute, in: scope)
            else { throw error(call, .unexpected(expected: "the second attribute", found: nil)) }
            if name != "notAnAttribute" { second = (other, name) }
        }
        let multiplier = try value("multiplier").map { try number(try evaluate($0, in: scope), at: $0) } ?? 1
        let constant = try value("constant").map { try number(try evaluate($0, in: scope), at: $0) } ?? 0
        uikit.constraints.append(
            UIKitConstraint(
                form: .anchors(
                    first: (item, attribute), relation: relation, second: second, multiplier: multiplier,
                    constant: constant), place: place(call)))
        return .constraints([uikit.constraints.count - 1])
    }

    /// The second item of `NSLayoutConstraint(item:…toItem:…)`: a view or the root's safe-area
    /// guide (``constraintItem(_:)``), nil for `nil`; another value (another layout guide) is an
    /// error at `node`, not a constraint without a second item.
    private func toItem(_ value: Value, at node: some SyntaxProtocol) throws -> Int? {
        if case .type("nil") = value { return nil }
        guard let item = constraintItem(value) else {
            throw error(node, .unexpected(expected: "a view or view.safeAreaLayoutGuide", found: value.description))
        }
        return item
    }
}
