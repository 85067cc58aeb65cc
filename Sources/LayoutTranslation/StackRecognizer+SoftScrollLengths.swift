import ConstraintLayout
import LayoutCore

/// Scroll content as large as the scroll view by a low priority (`content.width ==
/// scrollView.width @250`, the zoomable-image idiom): the content may grow past the frame,
/// yet when nothing inside it has a length along that axis (no intrinsic size, text, image,
/// fixed or bounded size, proportion or ratio) the low-priority equality is all that sizes it,
/// so it is the content's length as a required one would be. SwiftUI spells it
/// `.containerRelativeFrame(axis)` inside a ScrollView that still scrolls along the axis.
extension StackRecognizer {
    /// `size == m × scrollView.size + c` below required for a view in the scroll view's
    /// content area `container`, as ``scrollRelativeFrame(_:in:_:)`` writes a required one,
    /// when nothing in `view` has a length along `axis` (``hasNoOwnLength(_:_:)``); else nil.
    func softScrollRelativeFrame(
        _ view: String, _ f: AxisFacts, in container: String, _ axis: Axis
    ) -> ContainerRelativeFrame? {
        guard var p = f.proportional, p.priority < 1000, f.soft == nil, f.aspect == nil,
            hasNoOwnLength(view, axis)
        else { return nil }
        p.priority = 1000
        var required = f
        required.proportional = p
        return scrollRelativeFrame(required, in: container, axis)
    }

    /// Whether nothing in `view`'s subtree (below it) has a length of its own along `axis`,
    /// and `view` none beyond its proportion: no intrinsic length, text or symbol image, no
    /// fixed, soft or bounded size, proportion or aspect ratio.
    func hasNoOwnLength(_ view: String, _ axis: Axis) -> Bool {
        var parents: [String: String] = [:]
        for item in spec.views { parents[item.id] = item.parent }
        for stack in spec.stackViews { parents[stack.id] = stack.parent }
        func isInside(_ item: String) -> Bool {
            var current = parents[item]
            for _ in 0..<64 {
                guard let container = current else { return false }
                if container == view { return true }
                current = parents[container]
            }
            return false
        }
        if let declared = spec.views.first(where: { $0.id == view }), hasIntrinsicLength(declared, axis) {
            return false
        }
        for item in spec.views where isInside(item.id) {
            let g = facts.of(item.id, axis)
            if hasIntrinsicLength(item, axis) || g.fixed != nil || g.soft != nil || g.minimum != nil
                || g.maximum != nil || g.proportional != nil || g.aspect != nil
            {
                return false
            }
        }
        return true
    }

    /// Frames relative to the same container along both axes with the same arguments as one
    /// `.containerRelativeFrame([.horizontal, .vertical])`, as a person writes them; others as
    /// they are.
    static func combined(_ frames: [ContainerRelativeFrame]) -> [ContainerRelativeFrame] {
        guard frames.count == 2, frames[0].horizontal != frames[1].horizontal else { return frames }
        var first = frames[0]
        var second = frames[1]
        first.horizontal = true
        first.vertical = true
        second.horizontal = true
        second.vertical = true
        return first == second ? [first] : frames
    }

    private func hasIntrinsicLength(_ view: ConstraintView, _ axis: Axis) -> Bool {
        (axis == .horizontal ? view.intrinsicWidth : view.intrinsicHeight) != nil || view.text != nil
            || view.symbolImage != nil
    }
}
