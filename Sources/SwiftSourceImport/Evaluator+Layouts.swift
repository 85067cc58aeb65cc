import LayoutCore
internal import SwiftSyntax

/// The custom layouts of StackLayout's `LayoutCatalog.standard` (`FlowLayout`, `SpiralLayout`):
/// the ones the importer evaluates, by name.
let standardLayoutNames = ["flow", "spiral"]

// Layout values (`VStackLayout()`, `AnyLayout`, custom layouts by name) and other SwiftUI
// values: GridItem, EdgeInsets, numeric conversions, min/max/clamp.
extension Evaluator {
    func layoutOrValue(_ name: String, _ arguments: CallArguments, at call: FunctionCallExprSyntax, in scope: Scope)
        throws -> Value?
    {
        switch name {
        case "VStackLayout", "HStackLayout", "ZStackLayout", "GridLayout":
            let type = name == "GridLayout" ? "Grid" : String(name.dropLast("Layout".count))
            var object = JSONObject([JSONMember("type", .string(type))])
            if let alignment = arguments("alignment") {
                object["alignment"] = .string(try alignmentName(alignment, in: scope))
            }
            let lengthKeys =
                type == "Grid" ? ["horizontalSpacing", "verticalSpacing"] : type == "ZStack" ? [] : ["spacing"]
            for key in lengthKeys {
                if let value = arguments(key) {
                    object[key] = try lengthJSON(try evaluate(value, in: scope), at: value)
                }
            }
            return .layout(object)
        case "AnyLayout":
            guard let argument = arguments(nil), case .layout(let layout) = try evaluate(argument, in: scope) else {
                throw error(call, .unexpected(expected: "AnyLayout(VStackLayout()) or another layout", found: nil))
            }
            return .layout(layout)
        case "GridItem":
            return .gridItem(try gridItem(arguments, at: call, in: scope))
        case "EdgeInsets":
            var object = JSONObject()
            for key in ["top", "leading", "bottom", "trailing"] {
                if let value = arguments(key) {
                    object[key] = try lengthJSON(try evaluate(value, in: scope), at: value)
                }
            }
            return .json(.object(object))
        case "CGFloat", "Double", "Float", "Int":
            guard let argument = arguments(nil) else { return .number(0) }
            let value = try evaluate(argument, in: scope)
            if name == "Int", case .number(let number) = value {
                guard number.isFinite else {
                    throw error(argument, .notFinite(what: "the argument of Int(…)", value: number))
                }
                return .number(number.rounded(.towardZero))
            }
            return value
        case "min", "max", "clamp":
            return try minMax(name, arguments, at: call, in: scope)
        case "Array":
            guard let element = arguments("repeating"), let countExpr = arguments("count") else { return nil }
            let count = try number(try evaluate(countExpr, in: scope), at: countExpr)
            guard let n = Int(exactly: count), (0...10_000).contains(n) else {
                throw error(countExpr, .unexpected(expected: "a whole count up to 10,000", found: nil))
            }
            return .array(Array(repeating: try evaluate(element, in: scope), count: n))
        default:
            guard name.hasSuffix("Layout") else { return nil }
            return try customLayout(name, arguments, at: call, in: scope)
        }
    }

    /// `FlowLayout(spacing: 4)`, `SpiralLayout()`: a custom layout registered by the name
    /// before `Layout`, lowercased (`flow`, `spiral`), with its labelled number arguments as
    /// parameters.
    private func customLayout(
        _ name: String, _ arguments: CallArguments, at call: FunctionCallExprSyntax, in scope: Scope
    )
        throws -> Value?
    {
        let base = name.dropLast("Layout".count)
        let registered = base.prefix(1).lowercased() + base.dropFirst()
        guard standardLayoutNames.contains(registered) else { return nil }
        var object = JSONObject([JSONMember("type", .string("Layout")), JSONMember("name", .string(registered))])
        var parameters = JSONObject()
        for (label, expression) in arguments.labeled {
            guard let label else {
                throw error(expression, .unexpected(expected: "labelled layout parameters", found: nil))
            }
            parameters[label] = try lengthJSON(try evaluate(expression, in: scope), at: expression)
        }
        if !parameters.members.isEmpty { object["parameters"] = .object(parameters) }
        return .layout(object)
    }

    /// `layout { … }`: the container a layout value stands for, with the closure's views.
    func container(_ layout: JSONObject, _ arguments: CallArguments, at call: FunctionCallExprSyntax, in scope: Scope)
        throws -> SourceView
    {
        guard case .string(let type)? = layout["type"] else {
            throw error(call, .unexpected(expected: "a layout", found: nil))
        }
        var view = try leaf(type, at: call)
        view.attributes = layout.members.filter { $0.key != "type" }
        view.children = try children(arguments, at: call, in: scope)
        return view
    }

    /// `condition ? AnyLayout(first) : AnyLayout(second)`: the spec's AnyLayout with a case.
    func anyLayout(when condition: String, use first: JSONObject, otherwise second: JSONObject) -> JSONObject {
        var cases: [JSONValue] = [
            .object(JSONObject([JSONMember("when", .string(condition)), JSONMember("layout", .object(first))]))
        ]
        var fallback = second
        if case .string("AnyLayout")? = second["type"] {
            if case .array(let more)? = second["cases"] { cases += more }
            fallback = {
                if case .object(let object)? = second["default"] { return object } else { return JSONObject() }
            }()
        }
        var result = JSONObject([JSONMember("type", .string("AnyLayout")), JSONMember("cases", .array(cases))])
        if fallback["type"] != nil { result["default"] = .object(fallback) }
        return result
    }

    /// `GridItem(.fixed(100), spacing: 8, alignment: .leading)` as a spec grid item.
    private func gridItem(_ arguments: CallArguments, at call: FunctionCallExprSyntax, in scope: Scope) throws
        -> JSONValue
    {
        var object = JSONObject()
        if let size = arguments(nil) {
            guard case .json(let json) = try evaluate(size, in: scope) else {
                throw error(size, .unexpected(expected: ".fixed(…), .flexible(…) or .adaptive(…)", found: nil))
            }
            object["size"] = json
        } else {
            object["size"] = .object(JSONObject([JSONMember("flexible", .object(JSONObject()))]))
        }
        if let spacing = arguments("spacing") {
            object["spacing"] = try lengthJSON(try evaluate(spacing, in: scope), at: spacing)
        }
        if let alignment = arguments("alignment") {
            object["alignment"] = .string(try alignmentName(alignment, in: scope))
        }
        return .object(object)
    }

    /// `.system(size: 20)`, `.fixed(100)`, `.flexible(minimum:maximum:)`, `.adaptive(minimum:)`.
    func implicitMemberCall(
        _ name: String, _ arguments: CallArguments, at call: FunctionCallExprSyntax, in scope: Scope
    )
        throws -> Value
    {
        switch name {
        case "system", "custom":
            return .font(try fontCall(name, arguments, at: call, in: scope))
        case "fixed":
            guard let length = arguments(nil) else {
                throw error(call, .unexpected(expected: ".fixed(length)", found: nil))
            }
            return .json(
                .object(JSONObject([JSONMember("fixed", try lengthJSON(try evaluate(length, in: scope), at: length))])))
        case "flexible", "adaptive":
            var bounds = JSONObject()
            for key in ["minimum", "maximum"] {
                if let value = arguments(key) {
                    bounds[key] = try lengthJSON(try evaluate(value, in: scope), at: value)
                }
            }
            return .json(.object(JSONObject([JSONMember(name, .object(bounds))])))
        case "init":
            return .number(try number(try evaluate(arguments(nil) ?? ExprSyntax(call), in: scope), at: call))
        default:
            throw error(call, .notEvaluated("`.\(name)(…)`"))
        }
    }

    private func minMax(_ name: String, _ arguments: CallArguments, at call: FunctionCallExprSyntax, in scope: Scope)
        throws -> Value
    {
        let values = try arguments.unlabeled.map { try evaluate($0, in: scope) }
        guard values.count == (name == "clamp" ? 3 : 2) || (name != "clamp" && values.count > 2) else {
            throw error(
                call,
                .unexpected(expected: "\(name == "clamp" ? "clamp(x, lower, upper)" : "\(name)(a, b)")", found: nil))
        }
        let numbers = values.compactMap { value -> Double? in
            if case .number(let number) = value { return number }
            return nil
        }
        if numbers.count == values.count {
            switch name {
            case "min": return .number(numbers.min()!)
            case "max": return .number(numbers.max()!)
            default: return .number(Swift.min(Swift.max(numbers[0], numbers[1]), numbers[2]))
            }
        }
        var scopeOfLengths: LengthExpression.Scope = .geometry
        for case .length(_, let lengthScope) in values { scopeOfLengths = lengthScope }
        let operands = try values.map { value -> String in
            if case .length(let text, _) = value { return text }
            return try operand(value, at: call)
        }
        return .length("\(name)(\(operands.joined(separator: ", ")))", scopeOfLengths)
    }
}
