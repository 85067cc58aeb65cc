import ConstraintLayout
import LayoutCore

/// UIKit anchor code for a constraint spec: a `UIViewController` whose `viewDidLoad` adds the
/// views (labels with their text and font, `UIStackView`s with their configuration) and
/// activates the spec's constraints as layout anchors — what a person writes by hand, and
/// what `SwiftSourceImport` reads back to the same constraints.
///
/// ```swift
/// let source = try UIKitSource.make(constraintSpec, typeName: "AdaptiveSplitViewController")
/// ```
public enum UIKitSource {
    /// The source of `spec` as a view controller named `typeName`; throws
    /// `TranslationError.noUIKitForm` naming the constraints (several items on a side, such as
    /// an equal-gaps constraint) and views (an intrinsic size without a label) it cannot write.
    public static func make(_ spec: ConstraintSpec, typeName: String) throws -> String {
        let engine = try ConstraintLayoutEngine(spec)
        var refused: [TranslationNote] = []
        for view in spec.views where view.text == nil && (view.intrinsicWidth != nil || view.intrinsicHeight != nil) {
            refused.append(
                TranslationNote(view: view.id, reason: "an intrinsic size without a label has no anchor form"))
        }
        var activated: [String] = []
        var separate: [[String]] = []
        var names = Set(spec.views.map { name($0.id) } + spec.stackViews.map { name($0.id) })
        for constraint in engine.constraints where constraint.path.hasPrefix("constraints") {
            guard let call = anchorCall(constraint) else {
                refused.append(
                    TranslationNote(
                        view: constraint.name,
                        reason: "`\(constraint.description)` relates more than one anchor on a side"))
                continue
            }
            if constraint.priority.isRequired && constraint.identifier == nil {
                activated.append(call)
            } else {
                separate.append(namedConstraint(call, constraint, taken: &names))
            }
        }
        let variationLists = try variationConstraintCalls(spec, taken: &names, refused: &refused)
        guard refused.isEmpty else { throw TranslationError.noUIKitForm(refused) }
        let traitMethods = try traitMethods(spec, constraintLists: variationLists.count)
        var lines = ["import UIKit", "", "final class \(typeName): UIViewController {"]
        lines += properties(spec)
        if !variationLists.isEmpty {
            lines.append("    private var \(variationConstraintsName): [[NSLayoutConstraint]] = []")
        }
        lines += ["", "    override func viewDidLoad() {", "        super.viewDidLoad()"]
        lines += configuration(spec)
        if !activated.isEmpty {
            lines.append("        NSLayoutConstraint.activate([")
            lines += activated.map { "            " + $0 + "," }
            lines.append("        ])")
        }
        for block in separate { lines += block.map { "        " + $0 } }
        lines += variationConstraintsAssignment(variationLists)
        lines += ["    }"] + traitMethods + ["}"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A view controller's type name from a spec name (`adaptive-split` → `AdaptiveSplitViewController`).
    public static func typeName(for specName: String) -> String {
        SwiftUISource.typeName(for: specName) + "ViewController"
    }

    /// `let name = UIView()` / `UILabel()` / `UIImageView(image: UIImage(systemName: "…"))` /
    /// `UIStackView()` per view, in spec order.
    private static func properties(_ spec: ConstraintSpec) -> [String] {
        spec.views.map { view in
            if let symbol = view.symbolImage {
                return
                    "    let \(name(view.id)) = UIImageView(image: UIImage(systemName: \(SwiftUISource.quoted(symbol.systemName))))"
            }
            return "    let \(name(view.id)) = \(view.text == nil ? "UIView" : "UILabel")()"
        }
            + spec.stackViews.map { "    let \(name($0.id)) = UIStackView()" }
    }

    /// Labels' text and font, stack views' configuration, non-default hugging and
    /// compression resistance, then the view hierarchy.
    private static func configuration(_ spec: ConstraintSpec) -> [String] {
        var lines: [String] = []
        for view in spec.views {
            let n = name(view.id)
            if n != view.id { lines.append("\(n).accessibilityIdentifier = \(SwiftUISource.quoted(view.id))") }
            if let text = view.text {
                lines.append("\(n).text = \(SwiftUISource.quoted(text.string))")
                if let font = font(text) { lines.append("\(n).font = \(font)") }
                if let attributed = attributedText(text) { lines.append("\(n).attributedText = \(attributed)") }
                if text.numberOfLines != 1 { lines.append("\(n).numberOfLines = \(text.numberOfLines)") }
                if text.lineBreakMode != .byTruncatingTail {
                    lines.append("\(n).lineBreakMode = .\(text.lineBreakMode.rawValue)")
                }
            }
            if let symbol = view.symbolImage {
                lines.append("\(n).preferredSymbolConfiguration = \(symbolConfiguration(symbol))")
            }
            let m = view.layoutMargins
            if m != EdgeInsets(all: 8) {
                let insets = [m.top, m.leading, m.bottom, m.trailing].map(SwiftUISource.number)
                lines.append(
                    "\(n).directionalLayoutMargins = NSDirectionalEdgeInsets(top: \(insets[0]), leading: \(insets[1]), bottom: \(insets[2]), trailing: \(insets[3]))"
                )
            }
            for (value, standard, call, axis) in [
                (view.huggingHorizontal, 250.0, "setContentHuggingPriority", "horizontal"),
                (view.huggingVertical, 250, "setContentHuggingPriority", "vertical"),
                (view.compressionResistanceHorizontal, 750, "setContentCompressionResistancePriority", "horizontal"),
                (view.compressionResistanceVertical, 750, "setContentCompressionResistancePriority", "vertical"),
            ] where value != standard {
                lines.append("\(n).\(call)(UILayoutPriority(\(SwiftUISource.number(value))), for: .\(axis))")
            }
        }
        for stack in spec.stackViews {
            let n = name(stack.id)
            if n != stack.id { lines.append("\(n).accessibilityIdentifier = \(SwiftUISource.quoted(stack.id))") }
            lines.append("\(n).axis = .\(stack.axis == .horizontal ? "horizontal" : "vertical")")
            if stack.distribution != .fill { lines.append("\(n).distribution = .\(stack.distribution.rawValue)") }
            if stack.alignment != .fill { lines.append("\(n).alignment = .\(stack.alignment.rawValue)") }
            if stack.spacing != 0 { lines.append("\(n).spacing = \(SwiftUISource.number(stack.spacing))") }
            if stack.isBaselineRelativeArrangement { lines.append("\(n).isBaselineRelativeArrangement = true") }
        }
        let arranged = Set(spec.stackViews.flatMap(\.arrangedSubviews))
        let all = spec.views.map { ($0.id, $0.parent) } + spec.stackViews.map { ($0.id, $0.parent) }
        for (id, parent) in all where !arranged.contains(id) {
            lines.append("\(name(id)).translatesAutoresizingMaskIntoConstraints = false")
            lines.append("\(name(parent)).addSubview(\(name(id)))")
        }
        for stack in spec.stackViews {
            for view in stack.arrangedSubviews { lines.append("\(name(stack.id)).addArrangedSubview(\(name(view)))") }
        }
        return lines.map { "        " + $0 }
    }

    /// `UIFont.preferredFont(forTextStyle:)` (`.body` for a label without a font: the spec's
    /// default scales with Dynamic Type, UILabel's own 17-pt system font does not),
    /// `.systemFont(ofSize:weight:)`.
    private static func font(_ text: LabelText) -> String? {
        if let size = text.fontSize {
            let weight = text.fontWeight.map { ", weight: .\($0.rawValue)" } ?? ""
            return ".systemFont(ofSize: \(SwiftUISource.number(size))\(weight))"
        }
        return ".preferredFont(forTextStyle: .\((text.fontStyle ?? .body).uiKitName))"
    }

    /// With kerning or tracking, `NSAttributedString(string: "…", attributes: [.kern: 1.5,
    /// .tracking: 2])` for `attributedText` (UILabel has no property for either; `.tracking`
    /// is iOS 14's; the label's font applies to a string whose attributes name none); nil
    /// without.
    private static func attributedText(_ text: LabelText) -> String? {
        let attributes = [("kern", text.kerning), ("tracking", text.tracking)].filter { $0.1 != 0 }
        guard !attributes.isEmpty else { return nil }
        let list = attributes.map { ".\($0.0): \(SwiftUISource.number($0.1))" }.joined(separator: ", ")
        return "NSAttributedString(string: \(SwiftUISource.quoted(text.string)), attributes: [\(list)])"
    }

    /// A symbol's font as `UIImage.SymbolConfiguration`: `(pointSize:weight:)` for a size,
    /// else `(textStyle:)` (`.body` by default: the symbol follows Dynamic Type, as the
    /// spec's does), a weight other than the style's `.applying(…(weight:))`.
    private static func symbolConfiguration(_ symbol: SymbolImage) -> String {
        if let size = symbol.fontSize {
            let weight = symbol.fontWeight.map { ", weight: .\($0.rawValue)" } ?? ""
            return "UIImage.SymbolConfiguration(pointSize: \(SwiftUISource.number(size))\(weight))"
        }
        let style = "UIImage.SymbolConfiguration(textStyle: .\((symbol.fontStyle ?? .body).uiKitName))"
        guard let weight = symbol.fontWeight else { return style }
        return style + ".applying(UIImage.SymbolConfiguration(weight: .\(weight.rawValue)))"
    }

    /// `let c = …`, its priority and identifier, `c.isActive = true` (unless `activates` is
    /// false: a variation's constraint, activated by its traits).
    static func namedConstraint(
        _ call: String, _ constraint: LayoutConstraint, taken: inout Set<String>, activates: Bool = true
    ) -> [String] {
        // The identifier (`top-half` → `topHalf`), else the first anchor (`fieldLeading`).
        let anchor = constraint.first.terms.first?.anchor
        var base =
            constraint.identifier.map(name)
            ?? anchor.map { variableStem($0.item) + SwiftUISource.typeName(for: $0.attribute.rawValue) }
            ?? "constraint"
        if base == "view" { base = "rootConstraint" }
        var variable = base
        var suffix = 2
        while taken.contains(variable) {
            variable = base + String(suffix)
            suffix += 1
        }
        taken.insert(variable)
        var lines = ["let \(variable) = \(call)"]
        if !constraint.priority.isRequired {
            lines.append(
                "\(variable).priority = UILayoutPriority(\(SwiftUISource.number(constraint.priority.rawValue)))")
        }
        if let identifier = constraint.identifier {
            lines.append("\(variable).identifier = \(SwiftUISource.quoted(identifier))")
        }
        return lines + (activates ? ["\(variable).isActive = true"] : [])
    }

    /// `a.xAnchor.constraint(equalTo: b.yAnchor, constant: c)` and its variants, or
    /// `NSLayoutConstraint(item:…)` for a multiplier on a position; nil with several anchors a side.
    static func anchorCall(_ constraint: LayoutConstraint) -> String? {
        // Normalise to `1·a (rel) m·b + c` with a the first side's only anchor.
        var terms = constraint.first.terms.map { ($0.coefficient, $0.anchor) }
        terms += constraint.second.terms.map { (-$0.coefficient, $0.anchor) }
        guard let first = terms.first, first.0 != 0, terms.count <= 2 else { return nil }
        let k = first.0
        var relation = constraint.relation
        if k < 0, relation != .equal {
            relation = relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
        }
        let c = (constraint.second.constant - constraint.first.constant) / k
        let a = first.1
        let word =
            switch relation {
            case .equal: "equalTo"
            case .greaterThanOrEqual: "greaterThanOrEqualTo"
            case .lessThanOrEqual: "lessThanOrEqualTo"
            }
        let isSize = a.attribute == .width || a.attribute == .height
        guard terms.count == 2 else {
            guard isSize else { return nil }
            return "\(anchor(a)).constraint(\(word)Constant: \(SwiftUISource.number(c)))"
        }
        let b = terms[1].1
        let m = -terms[1].0 / k
        if isSize || m == 1 {
            var arguments = ["\(word): \(anchor(b))"]
            if m != 1 { arguments.append("multiplier: \(SwiftUISource.number(m))") }
            if c != 0 { arguments.append("constant: \(SwiftUISource.number(c))") }
            return "\(anchor(a)).constraint(\(arguments.joined(separator: ", ")))"
        }
        let relatedBy =
            switch relation {
            case .equal: ".equal"
            case .greaterThanOrEqual: ".greaterThanOrEqual"
            case .lessThanOrEqual: ".lessThanOrEqual"
            }
        return
            "NSLayoutConstraint(item: \(name(a.item)), attribute: .\(a.attribute.rawValue), relatedBy: \(relatedBy), toItem: \(name(b.item)), attribute: .\(b.attribute.rawValue), multiplier: \(SwiftUISource.number(m)), constant: \(SwiftUISource.number(c)))"
    }

    /// The start of a constraint variable's name for an item (`safeAreaTop` for the guide).
    private static func variableStem(_ id: String) -> String {
        id == ConstraintSpec.safeAreaID ? "safeArea" : name(id)
    }

    /// `view.leadingAnchor` (the root is the controller's `view`).
    /// Margin attributes read the view's `layoutMarginsGuide`.
    private static func anchor(_ anchor: LayoutAnchor) -> String {
        let attribute = anchor.attribute.rawValue
        for suffix in ["WithinMargins", "Margin"] where attribute.hasSuffix(suffix) {
            return "\(name(anchor.item)).layoutMarginsGuide.\(attribute.dropLast(suffix.count))Anchor"
        }
        return "\(name(anchor.item)).\(attribute)Anchor"
    }

    /// A Swift variable name for a view id (`root` → `view`, `top-half` → `topHalf`); the
    /// root's safe-area guide is `view.safeAreaLayoutGuide` (UIKit supplies its insets). A
    /// name a `UIViewController` already has (`view`, `title`, `navigationItem`, …) or a Swift
    /// keyword gets a trailing underscore (`title_`): a stored property of that name would
    /// not compile. Where the name is not the id, the view carries the id as its
    /// `accessibilityIdentifier` (``configuration(_:)``), which the Swift importer reads back
    /// as its id.
    static func name(_ id: String) -> String {
        if id == ConstraintSpec.rootID { return "view" }
        if id == ConstraintSpec.safeAreaID { return "view.safeAreaLayoutGuide" }
        let type = SwiftUISource.typeName(for: id)
        guard let first = type.first else { return "item" }
        let name = first.lowercased() + type.dropFirst()
        return reservedNames.contains(name) ? name + "_" : name
    }

    /// Names a stored property of a `UIViewController` subclass cannot take: the class's own
    /// properties and methods (and `NSObject`'s, `UIResponder`'s), and Swift's keywords.
    static let reservedNames: Set<String> = [
        "view", "title", "navigationItem", "tabBarItem", "toolbarItems", "children", "parent", "isEditing",
        "editButtonItem", "storyboard", "nibName", "nibBundle", "traitCollection", "preferredContentSize",
        "modalPresentationStyle", "modalTransitionStyle", "navigationController", "tabBarController",
        "splitViewController", "presentingViewController", "presentedViewController", "viewIfLoaded",
        "isViewLoaded", "additionalSafeAreaInsets", "systemMinimumLayoutMargins", "description", "hash",
        "next", "undoManager", "inputView", "inputAccessoryView", "userActivity", "restorationIdentifier",
        "show", "present", "dismiss", "loadView", "viewDidLoad", "self", "super", "class", "struct", "enum",
        "protocol", "extension", "func", "let", "var", "if", "else", "for", "while", "repeat", "return",
        "switch", "case", "default", "break", "continue", "in", "is", "as", "nil", "true", "false", "import",
        "init", "deinit", "subscript", "static", "private", "public", "internal", "fileprivate", "open",
        "where", "guard", "defer", "do", "catch", "throw", "throws", "try", "operator", "typealias",
        "associatedtype", "inout", "some", "any",
    ]
}
