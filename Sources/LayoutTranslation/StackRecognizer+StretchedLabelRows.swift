import LayoutCore

/// A vertical `fill` stack view stretched along its axis whose arranged views are rows
/// (horizontal `fill`-aligned stack views) of measured labels (`migrate --measure-text`,
/// PhoneNumberKit's CustomCell): UIKit stretches the row of lowest vertical hugging (the
/// last of equals), as it would a label, and the row's `fill` alignment makes each of its
/// labels as tall as the row. A measured label's height is its font's line, so the row's
/// hugging is its labels' (the highest of them, as a row with declared heights has). SwiftUI:
/// the stretched row's labels `.frame(maxHeight: .infinity, alignment: .leading)` (their text
/// centred in the height UIKit gives them, as UILabel draws it) in a row of
/// `.frame(maxHeight: .infinity)`; the other rows at their natural heights.
extension StackRecognizer {
    /// The vertical hugging of `id` when it is a horizontal `fill`-aligned stack view of leaf
    /// views each sized by its content along the vertical axis with no size constraint there,
    /// a measured label among them; nil otherwise (`nestedResistance(_:_:)` reads rows of
    /// declared lengths).
    func measuredRowHugging(_ id: String, _ axis: Axis) -> Double? {
        guard axis == .vertical, let row = spec.stackViews.first(where: { $0.id == id }), row.axis == .horizontal,
            row.alignment == .fill, !row.arrangedSubviews.isEmpty, !facts.of(id, .vertical).hasSizeConstraint
        else { return nil }
        var hugging = 0.0
        var measured = false
        for kid in row.arrangedSubviews {
            guard let view = spec.views.first(where: { $0.id == kid }), children(of: kid).isEmpty,
                view.intrinsicHeight != nil || view.text != nil, !facts.of(kid, .vertical).hasSizeConstraint
            else { return nil }
            if view.intrinsicHeight == nil { measured = true }
            hugging = max(hugging, view.huggingVertical)
        }
        return measured ? hugging : nil
    }
}
