import Foundation

/// The start tags of SVG/HTML output, parsed into element names and attributes, so tests
/// check structure (which elements, where) rather than substrings.
struct MarkupElement {
    var name: String
    var attributes: [String: String]
    /// The text between this start tag and the next tag (a label's words).
    var text: String

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

    /// Whether the `class` attribute lists `word`.
    func hasClass(_ word: String) -> Bool {
        (attributes["class"] ?? "").split(separator: " ").contains { $0 == word }
    }
}

enum Markup {
    /// Every start tag of `markup`, in document order.
    static func elements(_ markup: String) -> [MarkupElement] {
        let tag = try! NSRegularExpression(
            pattern: #"<([a-zA-Z][a-zA-Z0-9]*)((?:\s+[a-zA-Z-:]+="[^"]*")*)\s*/?>([^<]*)"#)
        let attribute = try! NSRegularExpression(pattern: #"([a-zA-Z-:]+)="([^"]*)""#)
        let text = markup as NSString
        return tag.matches(in: markup, range: NSRange(location: 0, length: text.length)).map { match in
            let name = text.substring(with: match.range(at: 1))
            let attributeText = text.substring(with: match.range(at: 2)) as NSString
            var attributes: [String: String] = [:]
            for a in attribute.matches(
                in: attributeText as String, range: NSRange(location: 0, length: attributeText.length))
            {
                attributes[attributeText.substring(with: a.range(at: 1))] = attributeText.substring(
                    with: a.range(at: 2))
            }
            return MarkupElement(name: name, attributes: attributes, text: text.substring(with: match.range(at: 3)))
        }
    }

    /// The elements named `name` whose class lists `word`.
    static func elements(_ markup: String, _ name: String, class word: String) -> [MarkupElement] {
        elements(markup).filter { $0.name == name && $0.hasClass(word) }
    }
}
