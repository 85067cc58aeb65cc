import Foundation
import LayoutCore

/// One successfully loaded file: its document, a serial number that tells documents apart
/// (the solver thread caches engines by it), and what the page shows when a view is clicked.
final class PreviewDocument: Sendable {
    let document: SpecDocument
    let serial: Int

    init(_ document: SpecDocument, serial: Int) {
        self.document = document
        self.serial = serial
    }

    /// Per view id, the lines the page's panel shows under its frames: for a view spec the
    /// view's type and modifiers (or the modifier layer the id names), for a constraint spec
    /// the constraints that name the view, with their priorities.
    var details: [String: [String]] {
        switch document {
        case .view(let spec): return Self.details(of: spec.root, parents: [])
        case .constraints(let spec): return Self.details(of: spec)
        }
    }

    private static func details(of node: ViewNode, parents: [String]) -> [String: [String]] {
        var result: [String: [String]] = [:]
        let path = parents + [node.kind.typeName]
        let modifiers = node.modifiers.map { JSONWriter.write($0.json, pretty: false) }
        if let id = node.id {
            result[id] = ["view: " + path.joined(separator: " › ")] + modifiers.map { "modifier: " + $0 }
        }
        for (index, modifier) in node.modifiers.enumerated() {
            guard let id = modifier.id else { continue }
            let host = node.id ?? node.kind.typeName
            let inside: [String] = modifiers.prefix(index).map { "inside: " + $0 }
            result[id] = ["modifier layer of \(host): \(modifiers[index])"] + inside
        }
        for child in node.children {
            result.merge(details(of: child, parents: path)) { first, _ in first }
        }
        return result
    }

    private static func details(of spec: ConstraintSpec) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for view in spec.views {
            var lines = ["view in \(view.parent)"]
            if view.intrinsicWidth != nil || view.intrinsicHeight != nil {
                lines.append(
                    "intrinsic size: "
                        + [view.intrinsicWidth, view.intrinsicHeight].map {
                            $0.map(JSONWriter.formatNumber) ?? "none"
                        }.joined(separator: " × "))
            }
            lines.append(
                "hugging \(JSONWriter.formatNumber(view.huggingHorizontal))/\(JSONWriter.formatNumber(view.huggingVertical)), "
                    + "compression resistance \(JSONWriter.formatNumber(view.compressionResistanceHorizontal))/"
                    + "\(JSONWriter.formatNumber(view.compressionResistanceVertical)) (horizontal/vertical)")
            for entry in spec.constraints {
                let text = constraintText(entry)
                if names(text.0, view.id) { lines.append("constraint \(entry.path): \(text.0) — priority \(text.1)") }
            }
            result[view.id] = lines
        }
        return result
    }

    /// A constraint as written, and its priority (`@p` in text, or the object's).
    private static func constraintText(_ entry: ConstraintEntry) -> (String, String) {
        switch entry {
        case .text(let text, _):
            let priority = text.range(of: #"@\s*([0-9.]+|required|high|low)"#, options: .regularExpression).map {
                String(text[$0].dropFirst()).trimmingCharacters(in: .whitespaces)
            }
            return (text, priority ?? "1000 (required)")
        case .object(let object, _):
            var text = object.first + " " + object.relation.rawValue + " "
            if let second = object.second {
                text += (object.multiplier == 1 ? "" : JSONWriter.formatNumber(object.multiplier) + " * ") + second
                if object.constant != 0 { text += " + " + JSONWriter.formatNumber(object.constant) }
            } else {
                text += JSONWriter.formatNumber(object.constant)
            }
            return (text, JSONWriter.formatNumber(object.priority) + (object.priority == 1000 ? " (required)" : ""))
        }
    }

    /// Whether `text` names the view `id`: as a whole word not after a dot (`a.leading`,
    /// `[a]`; not `ab`, nor the attribute in `top.bottom`).
    private static func names(_ text: String, _ id: String) -> Bool {
        var searchStart = text.startIndex
        while let range = text.range(of: id, range: searchStart..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            let isWordCharacter = { (c: Character?) in c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isWordCharacter(before) && before != "." && !isWordCharacter(after) { return true }
            searchStart = range.upperBound
        }
        return false
    }
}
