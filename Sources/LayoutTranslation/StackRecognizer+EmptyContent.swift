import LayoutCore

/// A view of intrinsic length 0 along an axis (an empty label, `intrinsicSize` 0 × 0 as the IB
/// importer writes a label with no text) in a chain too short for its views: it has nothing
/// to give. Its compression resistance ties with the others' only on paper — shortening it
/// makes it negative, which the constraint engine's tie-break (the least Σ|x| after the
/// priorities, docs/ENGINES.md) avoids by shortening a view that has length to give; UIKit
/// leaves equal priorities unspecified. So it takes no part in choosing the view that gives
/// way first (`compressedFirst`): Kingfisher's cell of an image (intrinsic width 374) beside
/// an empty label, both at 750, shrinks the image. A measured label of empty text
/// (`migrate --measure-text`) is the same along the horizontal axis: an empty string is 0
/// wide in every font and at every Dynamic Type size (its height is a line's, which moves).
extension StackRecognizer {
    /// Whether `view` has a declared intrinsic length of 0 along `axis`, or is a label whose
    /// empty text measures 0 wide (``hasEmptyText(_:_:)``).
    static func hasNothingToGive(_ view: ConstraintView, _ axis: Axis) -> Bool {
        if hasEmptyText(view, axis) { return true }
        return view.text == nil && view.symbolImage == nil
            && (axis == .horizontal ? view.intrinsicWidth : view.intrinsicHeight) == 0
    }

    /// Whether `view` is a measured label of empty text along the horizontal axis, its width
    /// 0 whatever its font (along the vertical axis an empty label still has a line's height).
    static func hasEmptyText(_ view: ConstraintView, _ axis: Axis) -> Bool {
        axis == .horizontal && view.intrinsicWidth == nil && view.text?.string.isEmpty == true
    }
}
