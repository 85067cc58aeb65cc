import LayoutCore

/// The root's safe-area guide, the item `safeArea` of a constraint (`title.top ==
/// safeArea.top`): UIKit's `safeAreaLayoutGuide` of the root view, the root inset by the
/// spec's `safeAreaInsets` (FORMATS.md additions, §5 "The safe-area guide").
///
/// The guide has no frame variables of its own: each of its attributes is a linear function of
/// the root's frame (``AttributeFunction/init(safeArea:insets:isRightToLeft:)``), so the guide
/// holds exactly (as a required constraint would) and solutions report no frame for it, as
/// UIKit's `UILayoutGuide` is not a view.
enum SafeAreaGuide {
    /// The attributes the guide has (a `UILayoutGuide`'s anchors): no margins, no baselines.
    static let attributes: [LayoutAttribute] = [
        .top, .bottom, .leading, .trailing, .left, .right, .width, .height, .centerX, .centerY,
    ]

    /// Whether the guide has `attribute`.
    static func has(_ attribute: LayoutAttribute) -> Bool {
        !attribute.isBaseline && attribute.rawValue.range(of: "Margin") == nil
    }
}

extension AttributeFunction {
    /// The safe-area guide's `attribute` (one of ``SafeAreaGuide/attributes``) as a function of
    /// the root's frame: the root's edges moved inwards by `insets` (leading and trailing
    /// insets on the leading and trailing sides, swapped to the right and left in a
    /// right-to-left layout), its width and height less the insets across them.
    init(safeArea attribute: LayoutAttribute, insets: EdgeInsets, isRightToLeft: Bool) {
        switch attribute {
        case .width: self.init(axis: .horizontal, origin: 0, size: 1, constant: -(insets.leading + insets.trailing))
        case .height: self.init(axis: .vertical, origin: 0, size: 1, constant: -(insets.top + insets.bottom))
        default:
            // An edge or centre of the guide is the root's margin attribute with the insets as
            // its margins (`top` → `topMargin`, `centerX` → `centerXWithinMargins`).
            let inset: [LayoutAttribute: LayoutAttribute] = [
                .top: .topMargin, .bottom: .bottomMargin, .leading: .leadingMargin, .trailing: .trailingMargin,
                .left: .leftMargin, .right: .rightMargin, .centerX: .centerXWithinMargins,
                .centerY: .centerYWithinMargins,
            ]
            self.init(inset[attribute] ?? attribute, margins: insets, isRightToLeft: isRightToLeft)
        }
    }
}
