import Foundation
import LayoutCore

/// SwiftUI source code for a view spec: a `struct Name: View` whose body is the view tree,
/// with modifier chains in spec order and `.id("…")` after the layer each id names (the
/// `LayoutDSL` convention). It compiles against `LayoutDSL`, and against SwiftUI once the
/// `.id` calls are read as identity and `Image(_:width:height:)` is replaced by a real image.
///
/// ```swift
/// let source = try SwiftUISource.make(viewSpec, typeName: "AdaptiveSplit")
/// // struct AdaptiveSplit: View {
/// //     var body: some View {
/// //         VStack(spacing: 0) { … }
/// ```
public enum SwiftUISource {
    /// The source of `spec` as a `View` named `typeName`, or an error naming the first view
    /// with no SwiftUI form in this emitter.
    public static func make(_ spec: ViewSpec, typeName: String) throws(TranslationError) -> String {
        let layouts = try LayoutVariables(spec.root)
        var lines = ["struct \(typeName): View {"] + layouts.environmentLines + ["    var body: some View {"]
        lines += try layouts.declarations(indent: "        ")
        try append(spec.root, indent: 2, layouts, to: &lines)
        lines += ["    }", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A complete Swift file: `import SwiftUI` and the view (`make`). On Linux it compiles
    /// against LayoutDSL through the SwiftUI shim (docs/TRANSLATION.md).
    public static func file(_ spec: ViewSpec, typeName: String) throws(TranslationError) -> String {
        "import SwiftUI\n\n" + (try make(spec, typeName: typeName))
    }

    /// A Swift type name from a spec name (`adaptive-split` → `AdaptiveSplit`).
    public static func typeName(for specName: String) -> String {
        let words = specName.split { !$0.isLetter && !$0.isNumber }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = name.first else { return "TranslatedView" }
        return first.isNumber ? "Layout" + name : name
    }

    private static func append(_ node: ViewNode, indent: Int, _ layouts: LayoutVariables, to lines: inout [String])
        throws(TranslationError)
    {
        let pad = String(repeating: "    ", count: indent)
        let head: String
        if let name = layouts.name(of: node) { head = name } else { head = try base(node) }
        // swift-format's layout: a chain continues at the closing brace, or indented after a leaf.
        let isContainer = node.kind.isContainer || !node.children.isEmpty
        let chain = isContainer ? pad : pad + "    "
        if isContainer {
            lines.append(pad + head + (node.kind == .geometryReader ? " { geometry in" : " {"))
            var inner = layouts
            if node.kind == .geometryReader {
                // A reader's `geometry` is its own: the margin is declared again where read.
                inner.declaresMinimumMargin = readsMinimumMargin(node.children)
                if inner.declaresMinimumMargin { lines += minimumMarginDeclaration(indent: pad + "    ") }
            }
            for child in node.children { try append(child, indent: indent + 1, inner, to: &lines) }
            lines.append(pad + "}")
        } else {
            lines.append(pad + head)
            if case .text(let text) = node.kind { lines += textCalls(text).map { chain + $0 } }
            if case .symbolImage(let symbol) = node.kind, let font = symbolFont(symbol) {
                lines.append(chain + ".font(\(font))")
            }
        }
        if let id = node.id { lines.append(chain + ".id(\(quoted(id)))") }
        for modifier in node.modifiers {
            switch modifier.modifier {
            case .background(let secondary), .overlay(let secondary):
                let name = if case .background = modifier.modifier { "background" } else { "overlay" }
                let alignment =
                    secondary.alignment == .center ? "" : "(alignment: .\(secondary.alignment.name ?? "center"))"
                lines.append(chain + "." + name + alignment + " {")
                try append(secondary.view, indent: indent + (isContainer ? 1 : 2), layouts, to: &lines)
                lines.append(chain + "}")
            case .safeAreaInset(let inset):
                lines.append(chain + safeAreaInsetOpening(inset))
                try append(inset.view, indent: indent + (isContainer ? 1 : 2), layouts, to: &lines)
                lines.append(chain + "}")
            default:
                lines += wrapped(chain, try call(modifier, of: node, layouts))
            }
            if let id = modifier.id { lines.append(chain + ".id(\(quoted(id)))") }
        }
    }

    private static func base(_ node: ViewNode) throws(TranslationError) -> String {
        switch node.kind {
        case .shape(.color): return "Color.gray"
        case .shape(let shape) where shape == .roundedRectangle: return "RoundedRectangle(cornerRadius: 8)"
        case .shape(let shape): return shape.rawValue + "()"
        case .spacer(let minLength): return "Spacer(" + (minLength.map { "minLength: " + number($0) } ?? "") + ")"
        case .image(let width, let height, let resizable):
            return "Image(\"\", width: \(number(width)), height: \(number(height)))" + (resizable ? ".resizable()" : "")
        case .symbolImage(let symbol):
            return "Image(systemName: \(quoted(symbol.systemName)))"
        case .hStack(let alignment, let spacing):
            return "HStack" + arguments(alignment == .center ? nil : "." + alignment.rawValue, spacing)
        case .vStack(let alignment, let spacing):
            return "VStack" + arguments(alignment == .center ? nil : "." + alignment.rawValue, spacing)
        case .zStack(let alignment):
            return "ZStack" + arguments(alignment == .center ? nil : "." + (alignment.name ?? "center"), nil)
        case .text(let text):
            if text.metrics != nil {
                throw TranslationError.noSwiftUIForm(view: node.id ?? "Text", type: "Text with its own metrics")
            }
            return "Text(\(quoted(text.text)))"
        case .geometryReader:
            return "GeometryReader"
        case .scrollView(let scroll) where scroll.contentOffset == nil:
            // `ScrollView` scrolls vertically; `ScrollView(.horizontal)`, `ScrollView([.horizontal, .vertical])`.
            let axes = (scroll.axes ?? [.vertical]).map { $0 == .horizontal ? ".horizontal" : ".vertical" }
            if axes == [".vertical"] { return "ScrollView" }
            return "ScrollView(" + (axes.count == 1 ? axes[0] : "[" + axes.joined(separator: ", ") + "]") + ")"
        case .viewThatFits(let horizontal, let vertical):
            if horizontal && vertical { return "ViewThatFits" }
            return "ViewThatFits(in: " + (horizontal ? ".horizontal" : ".vertical") + ")"
        default:
            throw TranslationError.noSwiftUIForm(view: node.id ?? node.kind.typeName, type: node.kind.typeName)
        }
    }

    static func arguments(_ alignment: String?, _ spacing: Double?) -> String {
        let parts = [alignment.map { "alignment: " + $0 }, spacing.map { "spacing: " + number($0) }].compactMap { $0 }
        return parts.isEmpty ? "" : "(" + parts.joined(separator: ", ") + ")"
    }

    private static func call(_ layer: ModifierNode, of node: ViewNode, _ layouts: LayoutVariables)
        throws(TranslationError) -> String
    {
        let margin = layouts.declaresMinimumMargin
        func length(_ key: String, _ value: Double?) -> String? {
            if let expression = layer.expressions.first(where: { $0.key == key }) {
                return key + ": " + swiftExpression(expression.expression.source, readingMargin: margin)
            }
            return value.map { key + ": " + number($0) }
        }
        switch layer.modifier {
        case .frame(let frame):
            let parts = [
                length("width", frame.width), length("height", frame.height),
                frame.alignment == .center ? nil : "alignment: ." + (frame.alignment.name ?? "center"),
            ]
            return ".frame(" + parts.compactMap { $0 }.joined(separator: ", ") + ")"
        case .flexibleFrame(let frame):
            let h = frame.horizontal
            let v = frame.vertical
            let parts = [
                h.min.map { "minWidth: " + number($0) }, h.ideal.map { "idealWidth: " + number($0) },
                h.max.map { "maxWidth: " + number($0) }, v.min.map { "minHeight: " + number($0) },
                v.ideal.map { "idealHeight: " + number($0) }, v.max.map { "maxHeight: " + number($0) },
                frame.alignment == .center ? nil : "alignment: ." + (frame.alignment.name ?? "center"),
            ]
            return ".frame(" + parts.compactMap { $0 }.joined(separator: ", ") + ")"
        case .padding(let e):
            if let length = layer.expressions.first(where: { $0.key == "length" }) {
                return paddingSource(e, swiftExpression(length.expression.source, readingMargin: margin))
            }
            if let short = paddingShorthand(e) { return short }
            let insets = [e.top, e.leading, e.bottom, e.trailing].map(number)
            return
                ".padding(EdgeInsets(top: \(insets[0]), leading: \(insets[1]), bottom: \(insets[2]), trailing: \(insets[3])))"
        case .layoutPriority(let value):
            return ".layoutPriority(\(number(value)))"
        case .fixedSize(let horizontal, let vertical):
            if horizontal && vertical { return ".fixedSize()" }
            return ".fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
        case .offset(let x, let y):
            // `.offset(y: 1)`: a zero of plain numbers is left out (beside an expression, both
            // are written, as LayoutDSL's overloads take one of each).
            let plain = layer.expressions.isEmpty
            let parts = [
                plain && x == 0 && y != 0 ? nil : length("x", x), plain && y == 0 && x != 0 ? nil : length("y", y),
            ]
            return ".offset(" + parts.compactMap { $0 }.joined(separator: ", ") + ")"
        case .aspectRatio(let ratio, let mode):
            return ".aspectRatio(" + (ratio.map { fraction($0) + ", " } ?? "") + "contentMode: .\(mode.rawValue))"
        case .border(let width):
            return ".border(Color.black, width: \(number(width)))"
        case .containerRelativeFrame(let frame):
            return Self.containerRelativeFrameSource(frame)
        case .ignoresSafeArea(let regions, let edges):
            return Self.ignoresSafeAreaSource(regions, edges)
        case .safeAreaPadding(let insets):
            return Self.safeAreaPaddingSource(insets)
        default:
            throw TranslationError.noSwiftUIForm(view: node.id ?? node.kind.typeName, type: "this modifier")
        }
    }

    /// A GeometryReader expression as Swift over `geometry.size` and `geometry.safeAreaInsets`
    /// (LayoutDSL's `GeometryLength`, `min` and `max`; the view spec's `clamp` written out with
    /// Swift's own `min` and `max`, ``expandingClamps(_:)``, so the file compiles against
    /// SwiftUI too). With `readingMargin`, the root's minimum margin is the reader's `margin`
    /// (``minimumMarginDeclaration(indent:)``).
    static func swiftExpression(_ source: String, readingMargin: Bool = false) -> String {
        var result = ""
        let named = readingMargin ? namingMinimumMargin(source) : source
        var rest = Substring(expandingClamps(named))
        while let range = rest.firstRange(of: "geometry.") {
            // `geometry.safeAreaInsets.leading` is Swift already.
            let isSize = !rest[range.upperBound...].hasPrefix("safeAreaInsets.")
            result += rest[..<range.lowerBound] + (isSize ? "geometry.size." : "geometry.")
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// `indent + call` on one line, or, past 120 columns, its arguments on the lines below
    /// (filled up to the limit, the closing parenthesis after the last), as swift-format lays
    /// out a long call.
    static func wrapped(_ indent: String, _ call: String) -> [String] {
        let limit = 120
        guard indent.count + call.count > limit, let open = call.firstIndex(of: "("), call.hasSuffix(")") else {
            return [indent + call]
        }
        let inner = indent + "    "
        var lines = [indent + call[...open]]
        var current = ""
        for argument in splitArguments(String(call[call.index(after: open)..<call.index(before: call.endIndex)])) {
            let piece = current.isEmpty ? argument : current + ", " + argument
            if inner.count + piece.count + 2 > limit, !current.isEmpty {
                lines.append(inner + current + ",")
                current = argument
            } else {
                current = piece
            }
        }
        guard inner.count + current.count + 1 > limit else {
            lines.append(inner + current + ")")
            return lines
        }
        // One argument longer than the line: broken before its operators, the closing
        // parenthesis on a line of its own.
        return lines + brokenAtOperators(current, indent: inner, limit: limit) + [indent + ")"]
    }

    /// `expression` on lines of at most `limit` columns, broken before its top-level `+` and
    /// `-` operators, the lines after the first indented four more, as swift-format breaks a
    /// long expression (`width: geometry.size.width + geometry.safeAreaInsets.leading` /
    /// `+ geometry.safeAreaInsets.trailing`).
    static func brokenAtOperators(_ expression: String, indent: String, limit: Int) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        var rest = Substring(expression)
        while let character = rest.first {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0, rest.hasPrefix(" + ") || rest.hasPrefix(" - ") {
                parts.append(current)
                current = ""
                rest = rest.dropFirst()
                continue
            }
            current.append(character)
            rest = rest.dropFirst()
        }
        parts.append(current)
        var lines: [String] = []
        var line = indent + parts[0]
        for part in parts.dropFirst() {
            if line.count + 1 + part.count > limit {
                lines.append(line)
                line = indent + "    " + part
            } else {
                line += " " + part
            }
        }
        return lines + [line]
    }

    /// The top-level arguments of a call's argument list (commas inside parentheses kept).
    static func splitArguments(_ list: String) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in list {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        return parts + [current.trimmingCharacters(in: .whitespaces)]
    }

    /// `.padding(.horizontal, <expression>)`: a padding whose `length` is an expression, on
    /// the edges its placeholder insets mark with 1.
    static func paddingSource(_ marked: EdgeInsets, _ expression: String) -> String {
        let all = [
            ("top", marked.top), ("leading", marked.leading), ("bottom", marked.bottom), ("trailing", marked.trailing),
        ]
        var names = all.filter { $0.1 == 1 }.map { "." + $0.0 }
        if names.count == 4 { return ".padding(\(expression))" }
        if names == [".leading", ".trailing"] { names = [".horizontal"] }
        if names == [".top", ".bottom"] { names = [".vertical"] }
        let edges = names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
        return ".padding(\(edges), \(expression))"
    }

    /// `.padding(20)`, `.padding(.horizontal, 20)`, `.padding(.top, 20)`, or nil when the
    /// insets need `EdgeInsets`.
    static func paddingShorthand(_ e: EdgeInsets) -> String? {
        if e.top == e.leading, e.top == e.bottom, e.top == e.trailing { return ".padding(\(number(e.top)))" }
        let edges: [(String, Double)] = [
            ("top", e.top), ("leading", e.leading), ("bottom", e.bottom), ("trailing", e.trailing),
        ]
        let used = edges.filter { $0.1 != 0 }
        if used.count == 1 { return ".padding(.\(used[0].0), \(number(used[0].1)))" }
        if e.top == 0, e.bottom == 0, e.leading == e.trailing { return ".padding(.horizontal, \(number(e.leading)))" }
        if e.leading == 0, e.trailing == 0, e.top == e.bottom { return ".padding(.vertical, \(number(e.top)))" }
        return nil
    }

    /// A ratio as a small fraction when it is one (`16 / 9`), else as a number.
    static func fraction(_ value: Double) -> String {
        for denominator in 2...32 {
            let numerator = value * Double(denominator)
            if abs(numerator - numerator.rounded()) < 1e-9, numerator.rounded() != 0,
                abs(value.rounded() - value) > 1e-9
            {
                return number(numerator.rounded()) + " / " + String(denominator)
            }
        }
        return number(value)
    }

    static func number(_ value: Double) -> String {
        value == .infinity ? ".infinity" : JSONWriter.formatNumber(value)
    }

    /// A Swift string literal of `text`: `\\`, `\"`, and control characters escaped
    /// (`\n`, `\t`, `\r`, else `\u{…}`), so the literal is the string exactly.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\", "\"": result += "\\" + String(scalar)
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
