import LayoutCore
import LayoutTranslation

/// Readable names for migrated views: an IB `userLabel` ("Icon label" → `iconLabel`), or a
/// label's or button's title (`label "[Title]"` → `titleLabel`), instead of IB's ids.
extension Migration {
    /// Names too vague to help (IB's element names); such a view keeps its id.
    static let genericNames: Set<String> = [
        "view", "label", "button", "imageView", "textField", "textView", "stackView", "scrollView", "switch",
    ]

    /// `spec` (a constraint document's text) with each view id replaced by a name made from
    /// its label when that name is specific and unique, and the names given (new → old id).
    static func namedByLabels(_ json: String, _ spec: ConstraintSpec) -> (json: String, names: [String: String]) {
        var taken = Set(spec.views.map(\.id) + spec.stackViews.map(\.id) + [ConstraintSpec.rootID])
        var names: [String: String] = [:]
        var text = json
        for view in spec.views {
            guard let label = view.label, let base = name(fromLabel: label), !genericNames.contains(base) else {
                continue
            }
            var name = base
            var suffix = 2
            while taken.contains(name) {
                name = base + String(suffix)
                suffix += 1
            }
            taken.insert(name)
            names[name] = view.id
            text = renaming(view.id, to: name, in: text)
        }
        return (text, names)
    }

    /// `Icon label` → `iconLabel`; `label "[Message Body]"` → `messageBodyLabel` (at most four
    /// words of the title, then the element); nil when nothing usable is left.
    static func name(fromLabel label: String) -> String? {
        var words: [String] = []
        if let open = label.firstIndex(of: "\""), let close = label.lastIndex(of: "\""), open < close {
            let title = label[label.index(after: open)..<close]
            words = Array(wordsOf(String(title)).prefix(4))
            // `button "Button"` → `button`, not `buttonButton`.
            for word in wordsOf(String(label[..<open])) where words.last?.lowercased() != word.lowercased() {
                words.append(word)
            }
        } else {
            words = wordsOf(label)
        }
        guard let first = words.first else { return nil }
        let name = first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let initial = name.first, initial.isLetter else { return nil }
        return name
    }

    private static func wordsOf(_ text: String) -> [String] {
        text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
    }

    /// Every use of `id` in a constraint document's text: as a JSON string and before `.` in
    /// constraints (IB ids are distinctive: three groups of letters and digits with dashes).
    static func renaming(_ id: String, to name: String, in text: String) -> String {
        var result = text.replacingOccurrences(of: "\"\(id)\"", with: "\"\(name)\"")
        for before in ["\"", " ", "(", "*", "|", "["] {
            result = result.replacingOccurrences(of: before + id + ".", with: before + name + ".")
        }
        return result
    }
}
