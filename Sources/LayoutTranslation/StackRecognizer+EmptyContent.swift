import LayoutCore

/// A view of intrinsic length 0 along an axis (an empty label, `intrinsicSize` 0 × 0 as the IB
/// importer writes a label with no text) in a chain too short for its views: it has nothing
/// to give. Its compression resistance ties with the others' only on paper — shortening it
/// makes it negative, which the constraint engine's tie-break (the least Σ|x| after the
/// priorities, docs/ENGINES.md) avoids by shortening a view that has length to give; UIKit
/// leaves equal priorities unspecified. So it takes no part in choosing the view that gives
/// way first (`compressedFirst`): Kingfisher's cell of an image (intrinsic width 374) beside
/// an empty label, both at 750, shrinks the image.
extension StackRecognizer {
    /// Whether `view` has a declared intrinsic length of 0 along `axis` (not measured text).
    static func hasNothingToGive(_ view: ConstraintView, _ axis: Axis) -> Bool {
        view.text == nil && view.symbolImage == nil
            && (axis == .horizontal ? view.intrinsicWidth : view.intrinsicHeight) == 0
    }
}
