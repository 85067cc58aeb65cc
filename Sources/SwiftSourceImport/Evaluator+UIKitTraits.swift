import LayoutCore
internal import SwiftSyntax

/// One `if CONDITION { … }` block of a controller's trait method: a spec variation (FORMATS.md
/// additions, "variations").
struct UIKitVariation {
    /// The condition in the spec's grammar (`verticalSizeClass == compact`).
    var condition: String
    /// The constraints the block activates, in order (indices into `UIKitModel.constraints`).
    var constraints: [Int] = []
    /// The stack view properties the block sets, per stack view in the order first set: the
    /// spec's names and values (`axis`: `"vertical"`).
    var stackViews: [(view: Int, properties: [(String, JSONValue)])] = []
    var place: SourcePlace
}

// A controller's trait method (`applyVariations(for traits: UITraitCollection)`, called from
// `traitCollectionDidChange` or `viewWillAppear`): resets, then one variation per `if`.
extension Evaluator {
    /// The stack view properties a trait method may set, by their UIKit names, with the
    /// spec's names.
    static let variationStackProperties: [String: String] = [
        "axis": "axis", "distribution": "distribution", "alignment": "alignment", "spacing": "spacing",
        "isBaselineRelativeArrangement": "baselineRelativeArrangement",
    ]

    /// What a trait method's statements before its first `if` may be.
    static let traitMethodStatement =
        "`NSLayoutConstraint.deactivate(…)`, a stack view property's reset or `if CONDITION { … }` in a trait method"

    /// Reads the trait method `traitCollectionDidChange(_:)` and `viewWillAppear(_:)` call, if
    /// any, into `uikit.variations`: its statements before the first `if` are
    /// `NSLayoutConstraint.deactivate(…)` and the resets of stack view properties (the stack
    /// views' own values, applied), then only `if CONDITION { … }` blocks (with `else if`,
    /// `else` and nested `if`s) of property assignments and `NSLayoutConstraint.activate(…)`
    /// calls. Anything else is an error at it.
    func readVariations(of instance: Instance) throws {
        guard let uikit, let (method, parameter) = try traitMethod(of: instance.type) else { return }
        guard let body = method.body else { return }
        let scope = Scope(parent: nil, instance: instance)
        scope.values[parameter] = .environment("traitCollection")
        let existing = uikit.constraints.count
        var deactivated: Set<Int> = []
        var reset: Set<String> = []
        for item in body.statements {
            let expr = Self.expression(item)
            if let ifExpr = expr?.as(IfExprSyntax.self) {
                let context = VariationContext(reset: reset, deactivated: deactivated, existing: existing, scope: scope)
                uikit.variations += try variations(ifExpr, within: EnvironmentCondition.always, context)
                continue
            }
            guard uikit.variations.isEmpty, let expr else {
                throw error(
                    item,
                    .unexpected(
                        expected: uikit.variations.isEmpty
                            ? Self.traitMethodStatement
                            : "only `if CONDITION { … }` blocks after the first one in a trait method",
                        found: quote(item)))
            }
            if let call = expr.as(FunctionCallExprSyntax.self), Self.isLayoutConstraintCall(call, "deactivate") {
                guard let argument = call.arguments.first?.expression else {
                    throw error(call, .notEvaluated(quote(call)))
                }
                for index in try constraintIndices(try evaluate(argument, in: scope), at: argument) {
                    uikit.constraints[index].isActive = false
                    deactivated.insert(index)
                }
            } else if let (view, property) = try stackAssignment(expr, in: scope),
                let infix = expr.as(InfixOperatorExprSyntax.self)
            {
                reset.insert("\(view).\(property)")
                try assign(infix.leftOperand, infix.rightOperand, in: scope)
            } else {
                throw error(
                    item,
                    .unexpected(
                        expected:
                            Self.traitMethodStatement,
                        found: quote(item)))
            }
        }
    }

    /// The method of `type` taking a `UITraitCollection` that `traitCollectionDidChange` or
    /// `viewWillAppear` calls, and its parameter's name (nil: neither calls one); two
    /// different ones are an error at the second call.
    private func traitMethod(of type: TypeDeclaration) throws -> (FunctionDeclSyntax, String)? {
        var found: (FunctionDeclSyntax, String)?
        for caller in ["viewWillAppear", "traitCollectionDidChange"] {
            for item in type.functions[caller]?.body?.statements ?? [] {
                guard let call = Self.expression(item)?.as(FunctionCallExprSyntax.self) else { continue }
                let callee = call.calledExpression
                let name =
                    callee.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? callee.as(MemberAccessExprSyntax.self).flatMap {
                        $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                            ? $0.declName.baseName.text : nil
                    }
                guard let name, let method = type.functions[name],
                    let parameter = method.signature.parameterClause.parameters.first,
                    method.signature.parameterClause.parameters.count == 1,
                    parameter.type.trimmedDescription == "UITraitCollection"
                else { continue }
                if let found, found.0.name.text != name {
                    throw error(
                        call,
                        .unexpected(
                            expected: "one trait method (`\(found.0.name.text)(for:)`) for every trait change",
                            found: quote(call)))
                }
                found = (method, parameter.secondName?.text ?? parameter.firstName.text)
            }
        }
        return found
    }

    /// What the blocks of a trait method are read against: the stack view properties reset
    /// and the constraints deactivated before them, the number of constraints made before the
    /// method, the method's scope.
    private struct VariationContext {
        var reset: Set<String>
        var deactivated: Set<Int>
        var existing: Int
        var scope: Scope
    }

    /// An `if` (with its `else if`s and `else`) as variations: its block applies when `outer`
    /// and its condition hold, its `else` branch when `outer` holds and the condition does not.
    private func variations(
        _ ifExpr: IfExprSyntax, within outer: EnvironmentCondition, _ context: VariationContext
    ) throws -> [UIKitVariation] {
        let condition = try traitCondition(ifExpr.conditions, in: context.scope)
        var result = try blockVariations(
            ifExpr.body, when: try both(outer, condition, at: ifExpr.conditions), at: ifExpr, context)
        let otherwise = try both(outer, try not(condition, at: ifExpr.conditions), at: ifExpr.conditions)
        if let next = ifExpr.elseBody?.as(IfExprSyntax.self) {
            result += try variations(next, within: otherwise, context)
        } else if let block = ifExpr.elseBody?.as(CodeBlockSyntax.self) {
            result += try blockVariations(block, when: otherwise, at: block, context)
        }
        return result
    }

    /// One block of a trait method's `if` as variations: its statements under `condition`, and
    /// each nested `if` under both conditions (the statements before and after a nested `if`
    /// are variations of their own, so the order of the code is kept). A block without a
    /// nested `if` is one variation, even when empty.
    private func blockVariations(
        _ block: CodeBlockSyntax, when condition: EnvironmentCondition, at node: some SyntaxProtocol,
        _ context: VariationContext
    ) throws -> [UIKitVariation] {
        var result: [UIKitVariation] = []
        var current = UIKitVariation(condition: condition.source, place: place(node))
        var nested = false
        for item in block.statements {
            if let inner = Self.expression(item)?.as(IfExprSyntax.self) {
                if !current.constraints.isEmpty || !current.stackViews.isEmpty { result.append(current) }
                result += try variations(inner, within: condition, context)
                current = UIKitVariation(condition: condition.source, place: place(item))
                nested = true
            } else {
                try read(item, into: &current, context)
            }
        }
        if !nested || !current.constraints.isEmpty || !current.stackViews.isEmpty { result.append(current) }
        return result
    }

    /// One statement of a variation's block: `NSLayoutConstraint.activate(…)` of constraints
    /// made in the method or deactivated at its start, or a stack view property reset before
    /// the blocks.
    private func read(_ item: CodeBlockItemSyntax, into result: inout UIKitVariation, _ context: VariationContext)
        throws
    {
        guard let uikit else { throw error(item, .unexpected(expected: "UIKit code", found: nil)) }
        let scope = context.scope
        let expr = Self.expression(item)
        if let call = expr?.as(FunctionCallExprSyntax.self), Self.isLayoutConstraintCall(call, "activate"),
            let argument = call.arguments.first?.expression, call.arguments.count == 1
        {
            for index in try constraintIndices(try evaluate(argument, in: scope), at: argument) {
                guard !uikit.constraints[index].isActive,
                    index >= context.existing || context.deactivated.contains(index)
                else {
                    throw error(
                        argument,
                        .unexpected(
                            expected:
                                "constraints made in the trait method or deactivated at its start (`NSLayoutConstraint.deactivate(…)`)",
                            found: quote(argument)))
                }
                result.constraints.append(index)
            }
        } else if let expr, let (view, property) = try stackAssignment(expr, in: scope) {
            guard context.reset.contains("\(view).\(property)") else {
                throw error(
                    item,
                    .unexpected(
                        expected: "`\(uikit.id(view)).\(property) = …` (its own value) before the `if` blocks",
                        found: nil))
            }
            try setOverride(expr, view, property, into: &result, in: scope)
        } else {
            throw error(
                item,
                .unexpected(
                    expected:
                        "a stack view property, `NSLayoutConstraint.activate(…)` or an `if` in a variation's block",
                    found: quote(item)))
        }
    }

    /// The condition of an `if`: its comma-separated parts, each a condition on the traits
    /// (`traits.verticalSizeClass == .compact`) or a Bool, all of which must hold.
    private func traitCondition(_ conditions: ConditionElementListSyntax, in scope: Scope) throws
        -> EnvironmentCondition
    {
        var result = EnvironmentCondition.always
        for element in conditions {
            guard case .expression(let expr) = element.condition else {
                throw error(element, .unexpected(expected: "a condition on the traits", found: quote(element)))
            }
            switch try evaluate(expr, in: scope) {
            case .condition(let condition):
                result = try both(result, try parsedCondition(condition, at: expr), at: expr)
            case .bool(let flag): result = result.and(flag ? .always : EnvironmentCondition.always.negated)
            case let other:
                throw error(expr, .unexpected(expected: "a condition on the traits", found: other.description))
            }
        }
        return result
    }

    /// The stack view and UIKit property of `stack.axis = value` (nil: not such an assignment).
    private func stackAssignment(_ expr: ExprSyntax, in scope: Scope) throws -> (Int, String)? {
        guard let infix = expr.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self),
            let member = infix.leftOperand.as(MemberAccessExprSyntax.self), let base = member.base,
            let uikit
        else { return nil }
        let property = member.declName.baseName.text
        guard case .uiView(let view) = try evaluate(base, in: scope), uikit.views[view].isStackView,
            Self.variationStackProperties[property] != nil
        else {
            throw error(
                member,
                .unexpected(
                    expected:
                        "a stack view's axis, distribution, alignment, spacing or isBaselineRelativeArrangement in a trait method",
                    found: quote(infix.leftOperand)))
        }
        return (view, property)
    }

    /// Records `stack.property = value` in `variation`: the assignment is checked as setup
    /// code checks it, on the view, which is then restored.
    private func setOverride(
        _ expr: ExprSyntax, _ view: Int, _ property: String, into variation: inout UIKitVariation, in scope: Scope
    ) throws {
        guard let uikit, let infix = expr.as(InfixOperatorExprSyntax.self) else { return }
        let own = uikit.views[view]
        try assign(infix.leftOperand, infix.rightOperand, in: scope)
        let set = uikit.views[view]
        uikit.views[view] = own
        let value: JSONValue
        switch property {
        case "axis": value = .string(set.axis)
        case "distribution": value = set.distribution.map { .string($0) } ?? .null
        case "alignment": value = set.alignment.map { .string($0) } ?? .null
        case "spacing": value = set.spacing.map { .number($0) } ?? .null
        default: value = .bool(set.isBaselineRelativeArrangement)
        }
        let key = Self.variationStackProperties[property] ?? property
        if let entry = variation.stackViews.firstIndex(where: { $0.view == view }) {
            variation.stackViews[entry].properties.removeAll { $0.0 == key }
            variation.stackViews[entry].properties.append((key, value))
        } else {
            variation.stackViews.append((view, [(key, value)]))
        }
    }

    /// `traits.horizontalSizeClass`, `traits.preferredContentSizeCategory` and its
    /// `isAccessibilityCategory` (nil: not a member of the trait collection).
    func traitMember(_ name: String, of base: Value) -> Value? {
        switch (base, name) {
        case (.environment("traitCollection"), "horizontalSizeClass"),
            (.environment("traitCollection"), "verticalSizeClass"),
            (.environment("traitCollection"), "preferredContentSizeCategory"):
            return .environment(name)
        case (.environment("preferredContentSizeCategory"), "isAccessibilityCategory"):
            return .condition("isAccessibilitySize")
        default:
            return nil
        }
    }

    /// `traits.preferredContentSizeCategory >= .accessibilityMedium` as a condition on the
    /// dynamic type size (nil: not a comparison of the content size category).
    func traitComparison(_ op: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard case .environment("preferredContentSizeCategory") = left, case .member(let name) = right else {
            return nil
        }
        guard let size = DynamicTypeSize(uiKitCategoryName: name) else {
            throw error(
                node, .unexpected(expected: "a UIContentSizeCategory such as .accessibilityMedium", found: "." + name))
        }
        return .condition("dynamicTypeSize \(op) \(size.rawValue)")
    }

    /// The expression an item of a block is (an expression statement's, or the item itself).
    private static func expression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let expr): return expr
        case .stmt(let stmt): return stmt.as(ExpressionStmtSyntax.self)?.expression
        default: return nil
        }
    }

    /// Whether `call` is `NSLayoutConstraint.<name>(…)`.
    private static func isLayoutConstraintCall(_ call: FunctionCallExprSyntax, _ name: String) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return member.declName.baseName.text == name
            && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSLayoutConstraint"
    }
}
