import LayoutCore

/// Aspect ratios (see `StackRecognizer`): which axis a view's ratio derives, and the
/// `.aspectRatio` modifiers that derive it.
extension StackRecognizer {
    /// `height == r × width` as `.aspectRatio(1 / r, contentMode: .fit)` with the height
    /// taken from the width (`.fixedSize(horizontal: false, vertical: true)`: Auto Layout
    /// derives the height whatever the space below), and `width == r × height` likewise.
    func aspectRatio(_ aspect: (axis: Axis, ratio: Double), _ node: inout ViewNode) {
        if aspect.axis == .vertical {
            append(&node, .aspectRatio(1 / aspect.ratio, contentMode: .fit))
            append(&node, .fixedSize(horizontal: false, vertical: true))
        } else {
            append(&node, .aspectRatio(aspect.ratio, contentMode: .fit))
            append(&node, .fixedSize(horizontal: true, vertical: false))
        }
    }

    /// `view`'s aspect ratio as the axis whose length follows from the other's and the ratio
    /// (that length ÷ the other): the axis the constraint names (`height == r × width`: the
    /// height, r), unless its pins or a fixed length already set that axis's length and not
    /// the other's (`width == height` with the view pinned at both sides, or `width == 100`:
    /// the height follows the width, 1); nil without a ratio.
    func derivedAspect(_ view: String, _ container: String) -> (axis: Axis, ratio: Double)? {
        func isSet(_ axis: Axis) -> Bool {
            facts.of(view, axis).fixed != nil || isPinnedAtBothEnds(view, container, axis)
        }
        for axis in [Axis.vertical, .horizontal] {
            guard let ratio = facts.of(view, axis).aspect, ratio != 0 else { continue }
            if isSet(axis) && !isSet(axis.other) { return (axis.other, 1 / ratio) }
            return (axis, ratio)
        }
        return nil
    }
}
