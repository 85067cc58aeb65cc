import LayoutCore

/// `--measure-text` (``IBImportOptions/measuresText``): labels and buttons get their intrinsic
/// content size from their text and `fontDescription`, measured by the constraint engine
/// (a view's `"text"`, docs/FORMATS.md §5), instead of from the frames Xcode stored.
///
/// - a `<label>` becomes a measured label: its `text` (or `<string key="text">`), its font and
///   `numberOfLines`; the engine measures it on both axes, as UILabel does, and re-measures a
///   multi-line label at its solved width (UIKit's `preferredMaxLayoutWidth` rule);
/// - a `<button>` keeps no intrinsic size of its own: a helper label `<id>--title` holds its
///   normal-state title, measured exactly (hugging and compression resistance 1000), and the
///   button's content priorities tie its size to the title plus its `contentEdgeInsets` —
///   without insets, 6 pt above and below the title (a 15-pt system button is 30 pt tall);
/// - fonts: `type="system"` / `boldSystem` / `italicSystem` (italic measured upright), a
///   `weight`, a text `style`; a named font (`name="Futura-Medium"`) is measured with the
///   system font at its size, with a note (pass its file with `--fonts` to measure it in a
///   constraint spec of your own);
/// - attributed text keeps the stored frame, with a note.
extension IBRootImporter {
    /// A system button's padding above and below its title when it has no `contentEdgeInsets`.
    static let buttonVerticalPadding = 6.0
    /// The font of a button without a `fontDescription`: the system font at 15 pt.
    static let defaultButtonFontSize = 15.0

    /// Step 5e (with `--measure-text`): labels and buttons measured from their text.
    mutating func addMeasuredText() {
        guard measuresText else { return }
        for node in tree.nodes {
            guard let viewIndex = spec.views.firstIndex(where: { $0.id == node.specID }) else { continue }
            switch node.element.name {
            case "label": measureLabel(node, at: viewIndex)
            case "button": measureButton(node, at: viewIndex)
            default: break
            }
        }
    }

    mutating func measureLabel(_ node: IBViewNode, at viewIndex: Int) {
        let element = node.element
        if element.child("attributedString", key: "attributedText") != nil {
            notes.append("\(node.ibID): attributed text is not measured; its stored size is kept")
            return
        }
        let string = element["text"] ?? element.child("string", key: "text")?.text ?? ""
        var text = labelText(string, font: element.child("fontDescription", key: "fontDescription"), node: node)
        text.numberOfLines = Int(element["numberOfLines"] ?? "1").map { max(0, min($0, 10_000)) } ?? 1
        spec.views[viewIndex].text = text
        spec.views[viewIndex].intrinsicWidth = nil
        spec.views[viewIndex].intrinsicHeight = nil
        spec.views[viewIndex].baseline = nil
    }

    mutating func measureButton(_ node: IBViewNode, at viewIndex: Int) {
        let element = node.element
        let title = element.child("state", key: "normal")?["title"] ?? element["title"] ?? ""
        var text = labelText(title, font: element.child("fontDescription", key: "fontDescription"), node: node)
        if text.fontSize == nil && text.fontStyle == nil { text.fontSize = Self.defaultButtonFontSize }
        let insets = element.child("inset", key: "contentEdgeInsets")
        func inset(_ name: String, _ fallback: Double) -> Double {
            guard let value = insets?[name], let number = Double(value), number.isFinite, abs(number) <= 1e6 else {
                return insets == nil ? fallback : 0
            }
            return number
        }
        let (left, right) = (inset("minX", 0), inset("maxX", 0))
        let (top, bottom) = (inset("minY", Self.buttonVerticalPadding), inset("maxY", Self.buttonVerticalPadding))
        let id = node.specID
        let helper = id + "--title"
        var label = ConstraintView(id: helper, parent: id, path: "title of \(element.described)")
        label.label = "button title"
        label.text = text
        label.huggingHorizontal = 1000
        label.huggingVertical = 1000
        label.compressionResistanceHorizontal = 1000
        label.compressionResistanceVertical = 1000
        spec.views.append(label)
        var button = spec.views[viewIndex]
        button.intrinsicWidth = nil
        button.intrinsicHeight = nil
        spec.views[viewIndex] = button
        let n = IBAutoresizing.number
        let path = "measured title of \(element.described)"
        let width = "\(helper).width + \(n(left + right))"
        let height = "\(helper).height + \(n(top + bottom))"
        spec.constraints += [
            .text("\(helper).left == \(id).left + \(n(left))", path: path),
            .text("\(helper).top == \(id).top + \(n(top))", path: path),
            .text("\(id).width <= \(width) @\(n(button.huggingHorizontal))", path: path),
            .text("\(id).width >= \(width) @\(n(button.compressionResistanceHorizontal))", path: path),
            .text("\(id).height <= \(height) @\(n(button.huggingVertical))", path: path),
            .text("\(id).height >= \(height) @\(n(button.compressionResistanceVertical))", path: path),
        ]
    }

    /// `string` in the font `fontDescription` describes (nil: the system font at 17 pt).
    mutating func labelText(_ string: String, font: IBElement?, node: IBViewNode) -> LabelText {
        var text = LabelText(string)
        guard let font else { return text }
        if let size = Double(font["pointSize"] ?? ""), size > 0, size <= 1000 { text.fontSize = size }
        if let style = font["style"].flatMap(TextStyle.init(name:)) { text.fontStyle = style }
        if font["type"] == "boldSystem" { text.fontWeight = .bold }
        if let weight = font["weight"].flatMap(FontWeight.init(rawValue:)) { text.fontWeight = weight }
        if let name = font["name"] {
            notes.append("\(node.ibID): font \(name) is measured with the system font at its size")
        }
        return text
    }
}
