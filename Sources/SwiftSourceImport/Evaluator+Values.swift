import LayoutCore
internal import SwiftSyntax

// Values: names, members, arithmetic over numbers and layout-read lengths,
// comparisons and conditions.
extension Evaluator {
    /// The value of `expr` (views included: a view expression evaluates to `.views`).
    func evaluate(_ expr: ExprSyntax, in scope: Scope) throws -> Value {
        try nested(expr) { try evaluateUnguarded(expr, in: scope) }
    }

    private func evaluateUnguarded(_ expr: ExprSyntax, in scope: Scope) throws -> Value {
        if let literal = expr.as(IntegerLiteralExprSyntax.self) {
            return .number(try integer(literal.literal.text, at: literal))
        }
        if let literal = expr.as(FloatLiteralExprSyntax.self) {
            guard let value = Double(literal.literal.text.filter { $0 != "_" }), value.isFinite else {
                throw error(literal, .cannot(.readNumber(quote(literal))))
            }
            return .number(value)
        }
        if expr.is(NilLiteralExprSyntax.self) { return .type("nil") }
        if let literal = expr.as(BooleanLiteralExprSyntax.self) { return .bool(literal.literal.text == "true") }
        if let literal = expr.as(StringLiteralExprSyntax.self) { return .string(try string(literal, in: scope)) }
        if let dictionary = expr.as(DictionaryExprSyntax.self) { return try evaluateDictionary(dictionary, in: scope) }
        if let array = expr.as(ArrayExprSyntax.self) {
            var values: [Value] = []
            for element in array.elements { values.append(try evaluate(element.expression, in: scope)) }
            return .array(values)
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            return try lookup(reference.baseName.text, in: scope, at: reference)
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return .member(name) }
            // `self.view` is the root in a controller; a view's `self` has no `view`.
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
                name != "view" || uikit == nil || scope.instance?.selfView == nil
            {
                return try lookup(name, in: scope, at: member.declName)
            }
            return try self.member(name, of: try evaluate(base, in: scope), at: member)
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            return try evaluate(only.expression, in: scope)
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self) { return try evaluateInfix(infix, in: scope) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) {
            let operand = try evaluate(prefix.expression, in: scope)
            switch (prefix.operator.text, operand) {
            case ("-", .number(let value)): return .number(-value)
            case ("-", .length(let text, let lengthScope)): return .length("-(\(text))", lengthScope)
            case ("!", .bool(let value)): return .bool(!value)
            case ("!", .condition(let text)):
                return .condition(try not(try parsedCondition(text, at: prefix.expression), at: prefix).source)
            default:
                throw error(prefix, .cannot(.prefix(prefix.operator.text, on: operand.description)))
            }
        }
        if let ternary = expr.as(TernaryExprSyntax.self) { return try evaluateTernary(ternary, in: scope) }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) {
            return try evaluateSubscript(subscriptCall, in: scope)
        }
        if let call = expr.as(FunctionCallExprSyntax.self) { return try evaluateCall(call, in: scope) }
        if let keyPath = expr.as(KeyPathExprSyntax.self) {
            return .member(keyPath.components.map { $0.component.trimmedDescription }.joined(separator: "."))
        }
        if expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self) {
            return .views(try views(of: expr, in: scope))
        }
        if let closure = expr.as(ClosureExprSyntax.self) {
            return .views(try views(in: closure.statements, scope: Scope(parent: scope)))
        }
        if let postfix = expr.as(PostfixIfConfigExprSyntax.self) { return try evaluatePostfixIf(postfix, in: scope) }
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { return try evaluate(forced.expression, in: scope) }
        if let cast = expr.as(AsExprSyntax.self) { return try evaluate(cast.expression, in: scope) }
        throw error(expr, .notEvaluated("\(quote(expr)): not a literal, a view or a value of this file"))
    }

    private func evaluateDictionary(_ dictionary: DictionaryExprSyntax, in scope: Scope) throws -> Value {
        guard case .elements(let elements) = dictionary.content else { return .dictionary([]) }
        var entries: [(String, Value)] = []
        for element in elements {
            let key = try text(try evaluate(element.key, in: scope), at: element.key)
            entries.append((key, try evaluate(element.value, in: scope)))
        }
        return .dictionary(entries)
    }

    /// `base.name`: a colour, `CGFloat.infinity`, a font, `proxy.size.width`, `d.width`…
    func member(_ name: String, of base: Value, at node: some SyntaxProtocol) throws -> Value {
        if let value = try uikitMember(name, of: base, at: node) { return value }
        if let value = traitMember(name, of: base) { return value }
        switch (base, name) {
        case (.type("Color"), _), (.type("UIColor"), _):
            return .views([try leaf("Color", at: node)])
        case (.type("CGFloat"), "infinity"), (.type("Double"), "infinity"), (.type("Float"), "infinity"):
            return .number(.infinity)
        case (.type("HorizontalAlignment"), "center"): return .member("horizontalCenter")
        case (.type("VerticalAlignment"), "center"): return .member("verticalCenter")
        case (.type("Font"), _): return .font(try font(name, at: node))
        case (.type(let type), _) where Self.knownTypes.contains(type): return .member(name)
        case (.geometryProxy, "size"): return .geometrySize
        case (.geometrySize, "width"), (.geometrySize, "height"): return .length("geometry." + name, .geometry)
        case (.geometryProxy, "safeAreaInsets"): return .geometryInsets
        case (.geometryInsets, "top"), (.geometryInsets, "leading"), (.geometryInsets, "bottom"),
            (.geometryInsets, "trailing"):
            return .length("geometry.safeAreaInsets." + name, .geometry)
        case (.dimensions, "width"), (.dimensions, "height"): return .length("d." + name, .dimensions)
        case (.environment("dynamicTypeSize"), "isAccessibilitySize"): return .condition("isAccessibilitySize")
        case (.array(let values), "count"): return .number(Double(values.count))
        case (.array(let values), "first"):
            guard let first = values.first else { throw error(node, .firstOfEmptyArray) }
            return first
        case (.string(let text), "count"): return .number(Double(text.count))
        case (.range(let lower, let upper), "count"): return .number(Double(max(upper - lower, 0)))
        default:
            throw error(node, .notEvaluated("`.\(name)` of \(base.description)"))
        }
    }

    private func evaluateSubscript(_ call: SubscriptCallExprSyntax, in scope: Scope) throws -> Value {
        let base = try evaluate(call.calledExpression, in: scope)
        guard call.arguments.count == 1, let argument = call.arguments.first?.expression else {
            throw error(call, .notEvaluated("the subscript \(quote(call))"))
        }
        switch base {
        case .dimensions:
            switch try evaluate(argument, in: scope) {
            case .member("horizontalCenter"): return .length("d[HorizontalAlignment.center]", .dimensions)
            case .member("verticalCenter"): return .length("d[VerticalAlignment.center]", .dimensions)
            case .member(let guide) where GuideName(rawValue: guide) != nil: return .length("d[.\(guide)]", .dimensions)
            default:
                throw error(
                    argument, .unexpected(expected: "an alignment guide such as .trailing", found: "\(quote(argument))")
                )
            }
        case .array(let values):
            guard case .number(let index) = try evaluate(argument, in: scope), let i = Int(exactly: index),
                values.indices.contains(i)
            else { throw error(argument, .indexOutOfRange(quote(argument), count: values.count)) }
            return values[i]
        default:
            throw error(call, .cannot(.subscripting(base.description)))
        }
    }

    private func evaluateTernary(_ ternary: TernaryExprSyntax, in scope: Scope) throws -> Value {
        switch try evaluate(ternary.condition, in: scope) {
        case .bool(let flag):
            return try evaluate(flag ? ternary.thenExpression : ternary.elseExpression, in: scope)
        case .condition(let condition):
            let then = try evaluate(ternary.thenExpression, in: scope)
            let otherwise = try evaluate(ternary.elseExpression, in: scope)
            if case .layout(let first) = then, case .layout(let second) = otherwise {
                return .layout(anyLayout(when: condition, use: first, otherwise: second))
            }
            return try self.condition(condition, at: ternary.condition) ? then : otherwise
        case let other:
            throw error(ternary.condition, .unexpected(expected: "a Bool", found: "\(other.description)"))
        }
    }

    /// Whether an environment condition holds in the environment the file sets.
    func condition(_ text: String, at node: some SyntaxProtocol) throws -> Bool {
        do {
            return try EnvironmentCondition(parsing: text).isSatisfied(in: environment)
        } catch {
            throw self.error(node, .notEvaluated("the condition \(quote(node))"))
        }
    }

    /// The value of a condition of `if`/ternary: a Bool, or a condition on the environment
    /// the file sets.
    func truth(_ expr: ExprSyntax, in scope: Scope) throws -> Bool {
        switch try evaluate(expr, in: scope) {
        case .bool(let flag): return flag
        case .condition(let text): return try condition(text, at: expr)
        case let other: throw error(expr, .unexpected(expected: "a Bool", found: "\(other.description)"))
        }
    }

    private func evaluateInfix(_ infix: InfixOperatorExprSyntax, in scope: Scope) throws -> Value {
        if infix.operator.is(AssignmentExprSyntax.self), uikit != nil {
            try assign(infix.leftOperand, infix.rightOperand, in: scope)
            return .type("Void")
        }
        guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw error(infix, .notEvaluated("\(quote(infix))"))
        }
        let left = try evaluate(infix.leftOperand, in: scope)
        if op == "&&" || op == "||" { return try logical(op, left, infix, in: scope) }
        let right = try evaluate(infix.rightOperand, in: scope)
        switch (op, left, right) {
        case ("..<", .number(let a), .number(let b)), ("...", .number(let a), .number(let b)):
            guard let lower = Int(exactly: a), var upper = Int(exactly: b), abs(lower) <= 100_000, abs(upper) <= 100_000
            else { throw error(infix, .rangeBounds(limit: 100_000)) }
            if op == "..." { upper += 1 }
            guard lower <= upper else { throw error(infix, .invertedRange(lower: lower, upper: Int(b))) }
            return .range(lower, upper)
        case ("+", .string(let a), .string(let b)):
            return .string(a + b)
        case ("+", _, _), ("-", _, _), ("*", _, _), ("/", _, _):
            return try arithmetic(op, left, right, at: infix)
        case ("%", .number(let a), .number(let b)):
            // Swift's `%` on integers (seed 000's `index % 2 == 0`): the remainder with the
            // dividend's sign.
            guard let dividend = Int(exactly: a), let divisor = Int(exactly: b) else {
                throw error(infix, .notEvaluated("\(quote(infix)) (% takes whole numbers)"))
            }
            guard divisor != 0 else { throw error(infix, .divisionByZero(quote(infix))) }
            return .number(Double(dividend.remainderReportingOverflow(dividingBy: divisor).partialValue))
        default:
            return try compare(op, left, right, at: infix)
        }
    }

    private func logical(_ op: String, _ left: Value, _ infix: InfixOperatorExprSyntax, in scope: Scope) throws -> Value
    {
        if case .bool(let a) = left {
            if op == "&&" && !a { return .bool(false) }
            if op == "||" && a { return .bool(true) }
        }
        let right = try evaluate(infix.rightOperand, in: scope)
        switch (left, right) {
        case (.bool(let a), .bool(let b)): return .bool(op == "&&" ? a && b : a || b)
        case (.condition(let a), .condition(let b)):
            let left = try parsedCondition(a, at: infix.leftOperand)
            let right = try parsedCondition(b, at: infix.rightOperand)
            return .condition(try (op == "&&" ? both(left, right, at: infix) : either(left, right, at: infix)).source)
        case (.bool(let a), .condition(let c)), (.condition(let c), .bool(let a)):
            return op == "&&" ? (a ? .condition(c) : .bool(false)) : (a ? .bool(true) : .condition(c))
        default:
            throw error(infix, .notEvaluated("\(quote(infix)) (\(left.description) \(op) \(right.description))"))
        }
    }

    /// `+ - * /` over numbers (folded) and layout-read lengths (kept as expression text).
    func arithmetic(_ op: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Value {
        // UIKit priorities: `.defaultHigh + 1`.
        if case .member(let name) = left, let value = Self.namedPriorities[name] {
            return try arithmetic(op, .number(value), right, at: node)
        }
        switch (left, right) {
        case (.number(let a), .number(let b)):
            let value: Double
            switch op {
            case "+": value = a + b
            case "-": value = a - b
            case "*": value = a * b
            default:
                guard b != 0 else { throw error(node, .divisionByZero(quote(node))) }
                value = a / b
            }
            guard !value.isNaN, value.isFinite || (a.isInfinite || b.isInfinite) else {
                throw error(node, .notFinite(what: quote(node), value: value))
            }
            return .number(value)
        default:
            let scope = try lengthScope(left, right, at: node)
            return .length("\(try operand(left, at: node)) \(op) \(try operand(right, at: node))", scope)
        }
    }

    private func lengthScope(_ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> LengthExpression.Scope {
        switch (a, b) {
        case (.length(_, let x), .length(_, let y)):
            guard x == y else { throw error(node, .cannot(.mixGeometryAndDimensions)) }
            return x
        case (.length(_, let x), .number), (.number, .length(_, let x)): return x
        default: throw error(node, .cannot(.arithmetic(a.description, b.description)))
        }
    }

    /// An operand of a length expression, parenthesized unless it is a number or variable.
    func operand(_ value: Value, at node: some SyntaxProtocol) throws -> String {
        switch value {
        case .number(let number):
            guard number.isFinite else {
                throw error(node, .notFinite(what: "a length inside an expression", value: number))
            }
            return number < 0 ? "(\(JSONWriter.formatNumber(number)))" : JSONWriter.formatNumber(number)
        case .length(let text, _):
            let isAtom = text.allSatisfy { $0.isLetter || $0.isNumber || ".[]_".contains($0) }
            return isAtom ? text : "(\(text))"
        default:
            throw error(node, .unexpected(expected: "a length", found: "\(value.description)"))
        }
    }

    private func compare(_ op: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Value {
        let comparisons = ["==", "!=", "<", "<=", ">", ">="]
        guard comparisons.contains(op) else { throw error(node, .notEvaluated("the operator \(op)")) }
        if let condition = try traitComparison(op, left, right, at: node) { return condition }
        switch (left, right) {
        case (.number(let a), .number(let b)):
            let result: Bool
            switch op {
            case "==": result = a == b
            case "!=": result = a != b
            case "<": result = a < b
            case "<=": result = a <= b
            case ">": result = a > b
            default: result = a >= b
            }
            return .bool(result)
        case (.string(let a), .string(let b)) where op == "==" || op == "!=":
            return .bool((a == b) == (op == "=="))
        case (.bool(let a), .bool(let b)) where op == "==" || op == "!=":
            return .bool((a == b) == (op == "=="))
        case (.member(let a), .member(let b)) where op == "==" || op == "!=":
            return .bool((a == b) == (op == "=="))
        case (.environment("dynamicTypeSize"), .member(let size)) where DynamicTypeSize(rawValue: size) != nil:
            return .condition("dynamicTypeSize \(op) \(size)")
        case (.environment(let key), .member(let value))
        where ["horizontalSizeClass", "verticalSizeClass"].contains(key)
            && UserInterfaceSizeClass(rawValue: value) != nil && (op == "==" || op == "!="):
            return .condition("\(key) \(op) \(value)")
        default:
            throw error(node, .cannot(.compare(left.description, right.description)))
        }
    }

    /// A length argument as spec JSON: a number, `"infinity"`, or (inside a GeometryReader)
    /// an expression string.
    func lengthJSON(_ value: Value, at node: some SyntaxProtocol) throws -> JSONValue {
        switch value {
        case .number(let number): return number == .infinity ? .string("infinity") : .number(number)
        case .length(let text, .geometry):
            guard geometryDepth > 0 else { throw error(node, .geometryOutsideReader) }
            return .string(text)
        case .member("infinity"): return .string("infinity")
        default: throw error(node, .unexpected(expected: "a length", found: "\(value.description)"))
        }
    }

    func number(_ value: Value, at node: some SyntaxProtocol) throws -> Double {
        guard case .number(let number) = value else {
            throw error(node, .unexpected(expected: "a number", found: "\(value.description)"))
        }
        return number
    }

    func text(_ value: Value, at node: some SyntaxProtocol) throws -> String {
        guard case .string(let text) = value else {
            throw error(node, .unexpected(expected: "a string", found: "\(value.description)"))
        }
        return text
    }
}
