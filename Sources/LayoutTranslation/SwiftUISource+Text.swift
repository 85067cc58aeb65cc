import LayoutCore

/// A Text's own modifiers as SwiftUI spells them, in the order a person writes them: the
/// font, its weight, the line limit, truncation, line spacing, kerning, tracking and
/// alignment. Defaults are left out (`.body`, no limit, `.tail`, 0, `.leading`).
extension SwiftUISource {
    /// The calls after `Text("…")`, each starting with `.`.
    static func textCalls(_ text: TextSpec) -> [String] {
        var calls: [String] = []
        if let font = font(text) { calls.append(".font(\(font))") }
        if let limit = text.lineLimit { calls.append(".lineLimit(\(limit))") }
        if let mode = text.truncationMode, mode != .tail { calls.append(".truncationMode(.\(mode.rawValue))") }
        if let spacing = text.lineSpacing, spacing != 0 { calls.append(".lineSpacing(\(number(spacing)))") }
        if let kerning = text.kerning, kerning != 0 { calls.append(".kerning(\(number(kerning)))") }
        if let tracking = text.tracking, tracking != 0 { calls.append(".tracking(\(number(tracking)))") }
        if let alignment = text.alignment, alignment != .leading {
            calls.append(".multilineTextAlignment(.\(alignment.rawValue))")
        }
        return calls
    }

    /// `.custom("Name", fixedSize: 17)` (`size:` when it scales with `.body`, `size:relativeTo:`
    /// with another style), `.system(size: 15, weight: .semibold)`, `.headline`,
    /// `.body.weight(.bold)`, or nil for the default `.body`; `.italic()` after an italic one.
    static func font(_ text: TextSpec) -> String? {
        guard let face = face(text) else { return text.fontItalic ? ".body.italic()" : nil }
        return text.fontItalic ? face + ".italic()" : face
    }

    /// A symbol image's `.font(…)` argument: its size or style and weight, as a Text's; nil
    /// for the default `.body`.
    static func symbolFont(_ symbol: SymbolImage) -> String? {
        var text = TextSpec("", fontSize: symbol.fontSize)
        text.fontStyle = symbol.fontStyle
        text.fontWeight = symbol.fontWeight
        return face(text)
    }

    private static func face(_ text: TextSpec) -> String? {
        if let name = text.fontName {
            let size = number(text.fontSize ?? TextSpec.defaultFontSize)
            switch text.fontRelativeTo {
            case nil: return ".custom(\(quoted(name)), fixedSize: \(size))"
            case .body?: return ".custom(\(quoted(name)), size: \(size))"
            case let style?: return ".custom(\(quoted(name)), size: \(size), relativeTo: .\(style.rawValue))"
            }
        }
        if let size = text.fontSize, text.fontStyle == nil {
            let weight = text.fontWeight.flatMap { $0 == .regular ? nil : ", weight: .\($0.rawValue)" } ?? ""
            return ".system(size: \(number(size))\(weight))"
        }
        let style = text.fontStyle ?? .body
        let weight = text.fontWeight.flatMap { $0 == style.weight ? nil : ".weight(.\($0.rawValue))" } ?? ""
        if style == .body, weight.isEmpty { return nil }
        return "." + style.rawValue + weight
    }
}
