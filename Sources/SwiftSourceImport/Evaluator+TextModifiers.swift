import LayoutCore
internal import SwiftSyntax

// Text modifiers and fonts: `.font(…)`, `.fontWeight(…)`, `.bold()`, `.lineLimit(…)`,
// `.lineSpacing(…)`, `.truncationMode(…)`, `.multilineTextAlignment(…)`,
// `.minimumScaleFactor(…)`, and the `Font` values they take.
extension Evaluator {
    /// Modifiers that pass down to the Texts of the views they modify.
    static let textModifiers: Set<String> = [
        "font", "fontWeight", "bold", "italic", "lineLimit", "lineSpacing", "truncationMode",
        "multilineTextAlignment", "minimumScaleFactor", "kerning", "tracking",
    ]

    /// Font methods that keep the size (`.weight(_:)` and `.bold()` also set the weight).
    static let fontModifiers: Set<String> = [
        "bold", "italic", "weight", "monospacedDigit", "monospaced", "smallCaps", "lowercaseSmallCaps",
        "uppercaseSmallCaps", "leading", "width",
    ]

    /// A text modifier passes down the environment to every Text that has not set the same
    /// value itself (a Text's own call comes first in its chain, so it wins; a font's face —
    /// size, style, file — and its weight are set apart, so `.fontWeight(.bold)` on a Text
    /// keeps the `.font(…)` around it).
    func textModifier(
        _ name: String, _ views: [SourceView], _ arguments: CallArguments, at node: some SyntaxProtocol, in scope: Scope
    )
        throws -> [SourceView]
    {
        guard let (key, value) = try textAttribute(name, arguments, at: node, in: scope) else { return views }
        return views.map { view in
            var copy = view
            if key == "font", case .object(let outer) = value {
                // A symbol image takes the font's size, style and weight (not a file or italics).
                let symbolFont = JSONObject(outer.members.filter { ["size", "style", "weight"].contains($0.key) })
                copy.forEachSymbolImage { image in
                    if case .object(let inner)? = image.attribute(key) {
                        image.setAttribute(key, .object(Self.font(inner, within: symbolFont)))
                    } else if !symbolFont.members.isEmpty {
                        image.setAttribute(key, .object(symbolFont))
                    }
                }
            }
            copy.forEachText { text in
                if key == "font", case .object(let inner)? = text.attribute(key), case .object(let outer) = value {
                    text.setAttribute(key, .object(Self.font(inner, within: outer)))
                } else if text.attribute(key) == nil {
                    text.setAttribute(key, value)
                }
            }
            return copy
        }
    }

    /// The Text attribute a text modifier sets (nil: it sets none, as `.lineLimit(nil)`).
    private func textAttribute(
        _ name: String, _ arguments: CallArguments, at node: some SyntaxProtocol, in scope: Scope
    )
        throws -> (key: String, value: JSONValue)?
    {
        if name == "italic" {
            // `.italic()`, `.italic(true)`; `.italic(false)` keeps the font as it is.
            if let argument = arguments(nil), case .bool(false) = try textArgument(argument, of: name, in: scope) {
                return nil
            }
            return ("font", FontValue(italic: true).json)
        }
        if name == "bold" {
            // `.bold()`, `.bold(true)`; `.bold(false)` keeps the font's weight.
            if let argument = arguments(nil), case .bool(false) = try textArgument(argument, of: name, in: scope) {
                return nil
            }
            return ("font", FontValue(weight: .bold).json)
        }
        guard let argument = arguments(nil) else { throw error(node, .unexpected(expected: ".\(name)(…)", found: nil)) }
        let value = try textArgument(argument, of: name, in: scope)
        // `.font(nil)`, `.lineLimit(nil)`, `.fontWeight(nil)`: the default, nothing set.
        if case .type("nil") = value { return nil }
        switch (name, value) {
        case ("font", .font(let font)): return ("font", font.json)
        case ("font", .member(let style)): return ("font", try self.font(style, at: argument).json)
        case ("fontWeight", _):
            return ("font", FontValue(weight: try choice(value, at: argument)).json)
        case ("truncationMode", _):
            return (name, .string((try choice(value, at: argument) as TruncationMode).rawValue))
        case ("multilineTextAlignment", _):
            return (name, .string((try choice(value, at: argument) as TextAlignment).rawValue))
        case ("lineSpacing", _), ("kerning", _), ("tracking", _):
            return (name, .number(try number(value, at: argument)))
        case ("lineLimit", .number(let lines)): return (name, .number(lines))
        case ("minimumScaleFactor", .number(let factor)) where factor > 0 && factor <= 1:
            return (name, .number(factor))
        case (_, let other):
            let expected = ["font": "a Font", "lineLimit": "a number of lines"][name] ?? "a scale factor > 0 and ≤ 1"
            throw error(argument, .unexpected(expected: expected, found: "\(other.description)"))
        }
    }

    /// The value of a text modifier's argument. A name whose value this file does not give
    /// (a variable of another file, a property set where the view is created elsewhere) is
    /// an argument the importer cannot evaluate.
    private func textArgument(_ argument: ExprSyntax, of modifier: String, in scope: Scope) throws -> Value {
        do {
            return try evaluate(argument, in: scope)
        } catch let failure as EvaluationError {
            switch failure.problem {
            case .swiftSource(.undefined), .swiftSource(.noValue):
                throw error(argument, .notEvaluated("the argument \(quote(argument)) of `.\(modifier)(_:)`"))
            default: throw failure
            }
        }
    }

    /// The case of a SwiftUI enumeration (`.bold`, `.middle`, `.center`) that `value` names.
    private func choice<Choice: RawRepresentable & CaseIterable>(_ value: Value, at node: some SyntaxProtocol) throws
        -> Choice where Choice.RawValue == String
    {
        guard case .member(let name) = value, let choice = Choice(rawValue: name) else {
            let names = Choice.allCases.map { "." + $0.rawValue }
            throw error(
                node, .unexpected(expected: "one of " + names.joined(separator: ", "), found: value.description))
        }
        return choice
    }

    /// A Text's own font object completed by an enclosing one: the enclosing face (size,
    /// style, file name) when the Text has none, its weight when the Text has none.
    static func font(_ own: JSONObject, within enclosing: JSONObject) -> JSONObject {
        var result = own
        let face = ["size", "style", "name", "relativeTo"]
        let members = enclosing.members.filter { member in
            face.contains(member.key) ? !face.contains { own[$0] != nil } : own[member.key] == nil
        }
        for member in members { result[member.key] = member.value }
        // Keep the format's member order (size, style, weight, name).
        let order = ["size", "style", "weight", "name", "relativeTo", "italic"]
        return JSONObject(order.compactMap { key in result[key].map { JSONMember(key, $0) } })
    }

    /// A Text whose font has a weight but no face (`Text("a").bold()` with no `.font`
    /// around it) is in SwiftUI's default font, `.body`.
    static func completeFont(_ text: inout SourceView) {
        guard case .object(var font)? = text.attribute("font"),
            font["size"] == nil, font["style"] == nil, font["name"] == nil
        else { return }
        font["style"] = .string(TextStyle.body.rawValue)
        text.setAttribute("font", .object(Self.font(font, within: JSONObject())))
    }

    /// `.body`, `.title2` …: a text style (its size follows Dynamic Type).
    func font(_ name: String, at node: some SyntaxProtocol) throws -> FontValue {
        guard let style = TextStyle(rawValue: name) else {
            throw error(node, .unknownName(name, kind: "font", allowed: TextStyle.allCases.map(\.rawValue)))
        }
        return FontValue(style: style)
    }

    /// `.system(size: 20, weight: .bold)`, `.system(.title, weight: .bold)`,
    /// `.custom("Inter", size: 15)` (its size scales with `.body`, Apple: "a custom font …
    /// that scales with the body text style"), `.custom("Inter", size: 15, relativeTo:
    /// .title)` (scales with that style) and `.custom("Inter", fixedSize: 15)` (does not scale).
    func fontCall(_ name: String, _ arguments: CallArguments, at call: FunctionCallExprSyntax, in scope: Scope)
        throws -> FontValue
    {
        var font = FontValue()
        if name == "custom" {
            guard let file = arguments(nil), let size = arguments("size") ?? arguments("fixedSize") else {
                throw error(call, .unexpected(expected: ".custom(name, size: …)", found: nil))
            }
            font.name = try text(try evaluate(file, in: scope), at: file)
            font.size = try number(try evaluate(size, in: scope), at: size)
            if arguments("size") != nil {
                font.relativeTo = .body
                if let style = arguments("relativeTo") {
                    guard case .member(let styleName) = try evaluate(style, in: scope) else {
                        throw error(style, .unexpected(expected: "a text style (.body, .title …)", found: nil))
                    }
                    font.relativeTo = try self.font(styleName, at: style).style
                }
            }
            return font
        }
        if let size = arguments("size") {
            font.size = try number(try evaluate(size, in: scope), at: size)
        } else if let style = arguments(nil), case .member(let styleName) = try evaluate(style, in: scope) {
            font.style = try self.font(styleName, at: style).style
        } else {
            throw error(call, .unexpected(expected: ".system(size: …) or .system(.body)", found: nil))
        }
        if let weight = arguments("weight") {
            font.weight = try choice(try textArgument(weight, of: "system", in: scope), at: weight)
        }
        return font
    }

    /// `font.name(arguments)` for a Font method: `.weight(.bold)` and `.bold()` set the
    /// weight, `.italic()` the italic face; the others keep the font as measured.
    func fontMethod(_ name: String, _ arguments: CallArguments, on font: FontValue, in scope: Scope) throws
        -> FontValue
    {
        var result = font
        switch name {
        case "bold": result.weight = .bold
        case "italic": result.italic = true
        case "weight":
            if let weight = arguments(nil) {
                result.weight = try choice(try textArgument(weight, of: "weight", in: scope), at: weight)
            }
        default: break
        }
        return result
    }
}
