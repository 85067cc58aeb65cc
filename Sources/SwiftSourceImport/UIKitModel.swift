import LayoutCore

/// A UIKit view the file creates: what Auto Layout needs of it.
struct UIKitView {
    /// The property or variable name (nil until the view is bound to one).
    var name: String?
    /// `accessibilityIdentifier = "…"`: the view's id in the spec when it is one (as the
    /// SwiftUI side reads `.accessibilityIdentifier("…")`), unique among the views' ids.
    var accessibilityIdentifier: String?
    var className: String
    var parent: Int?
    var place: SourcePlace
    /// `translatesAutoresizingMaskIntoConstraints` (true until the file sets it false, or
    /// the view becomes an arranged subview).
    var translatesAutoresizingMask = true
    var isArranged = false
    /// `UIView(frame:)`: the frame autoresizing constraints keep.
    var frame = (x: 0.0, y: 0.0, width: 0.0, height: 0.0)
    var intrinsicWidth: Double?
    var intrinsicHeight: Double?
    var baseline: Double?
    var hugging: (horizontal: Double?, vertical: Double?) = (nil, nil)
    var compression: (horizontal: Double?, vertical: Double?) = (nil, nil)
    /// UILabel: its text and font size, and the properties that change its measurement
    /// (`numberOfLines`, `lineBreakMode`, `adjustsFontSizeToFitWidth`, `minimumScaleFactor`;
    /// only `label`'s members other than the string and font are read).
    var text: String?
    var fontSize: Double = 17
    var label = LabelText("")
    /// UIImageView: the symbol of `UIImage(systemName:)` with its configuration's font.
    var symbol: SymbolImage?
    /// UIStackView configuration.
    var axis = "horizontal"
    var distribution: String?
    var alignment: String?
    var spacing: Double?
    var isBaselineRelativeArrangement = false
    var arranged: [Int] = []

    var isStackView: Bool { className == "UIStackView" }
}

/// One constraint the file makes, active or not yet.
struct UIKitConstraint {
    enum Form {
        /// `first relation multiplier × second + constant` (second nil: constant only).
        case anchors(
            first: (Int, String), relation: String, second: (Int, String)?, multiplier: Double, constant: Double)
        /// A VFL line: its text and the views dictionary (key → view).
        case visualFormat(String, views: [(String, Int)])
    }

    var form: Form
    var priority: Double = 1000
    var identifier: String?
    var isActive = false
    /// The order in which it was activated (constraints are listed in that order).
    var activationOrder = 0
    var place: SourcePlace
}

/// The views and constraints a UIKit file makes while its setup code runs.
final class UIKitModel {
    /// Index 0: the root (the controller's `view`, or the UIView subclass itself).
    var views: [UIKitView]
    var constraints: [UIKitConstraint] = []
    var metrics: [(String, Double)] = []
    var activations = 0
    /// The variations a controller's trait method sets (`Evaluator.readVariations(of:)`).
    var variations: [UIKitVariation] = []

    init(rootPlace: SourcePlace) {
        views = [UIKitView(name: "root", className: "UIView", place: rootPlace)]
        views[0].translatesAutoresizingMask = false
    }

    /// The index anchors of the root's `safeAreaLayoutGuide` carry: no entry of ``views`` (a
    /// layout guide, not a view), written as the spec's item `safeArea` (FORMATS.md §5, "The
    /// safe-area guide in constraint specs").
    static let safeAreaGuide = -1

    /// The spec id of view `index` (`safeArea` for ``safeAreaGuide``).
    func id(_ index: Int) -> String {
        if index == Self.safeAreaGuide { return ConstraintSpec.safeAreaID }
        let named = views[index].name ?? "view\(index)"
        // The accessibility identifier names the view where it is a spec id no other view has.
        guard let identifier = views[index].accessibilityIdentifier, ConstraintSpec.isIdentifier(identifier),
            identifier != ConstraintSpec.rootID, identifier != ConstraintSpec.safeAreaID,
            !views.indices.contains(where: { other in
                other != index
                    && (views[other].name == identifier || views[other].accessibilityIdentifier == identifier)
            })
        else { return named }
        return identifier
    }
}

extension UIKitModel {
    /// The readable width at the default (Large) text size: about 39 average characters of
    /// the 17 pt body font (the Interface Builder importer's `readableWidth`).
    static let readableWidth = 672.0

    /// The view standing for `readableContentGuide` of view `index`: a helper view
    /// `<id>--readable` (FORMATS.md: helper views contain `--`), made on first use, whose
    /// top and bottom are the view's layout margins and whose width is the space between the
    /// margins up to the readable width, centred between them:
    /// leading ≥ leadingMargin, trailing ≤ trailingMargin, centerX = centerXWithinMargins,
    /// width ≤ 672, width = the view's width at priority 999 (as wide as allowed).
    func readableContentGuide(of index: Int, place: SourcePlace) -> Int {
        let name = id(index) + "--readable"
        if let existing = views.firstIndex(where: { $0.name == name }) { return existing }
        var guide = UIKitView(name: name, className: "UILayoutGuide", parent: index, place: place)
        guide.translatesAutoresizingMask = false
        views.append(guide)
        let helper = views.count - 1
        let rows: [(String, String, (Int, String)?, Double, Double)] = [
            ("top", "==", (index, "topMargin"), 0, 1000), ("bottom", "==", (index, "bottomMargin"), 0, 1000),
            ("leading", ">=", (index, "leadingMargin"), 0, 1000),
            ("trailing", "<=", (index, "trailingMargin"), 0, 1000),
            ("centerX", "==", (index, "centerXWithinMargins"), 0, 1000),
            ("width", "<=", nil, Self.readableWidth, 1000), ("width", "==", (index, "width"), 0, 999),
        ]
        for (attribute, relation, second, constant, priority) in rows {
            activations += 1
            var constraint = UIKitConstraint(
                form: .anchors(
                    first: (helper, attribute), relation: relation, second: second, multiplier: 1, constant: constant),
                place: place)
            constraint.priority = priority
            constraint.isActive = true
            constraint.activationOrder = activations
            constraints.append(constraint)
        }
        return helper
    }
}
