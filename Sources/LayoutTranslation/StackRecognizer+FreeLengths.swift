import LayoutCore

/// Containers as long as their content (see `StackRecognizer`): a view placed by one edge in
/// its container (`panel.top == guide.top − 407`) with nothing else setting its length along
/// an axis is, in Auto Layout, exactly as long as the chain inside it pinned to both its
/// edges (IQKeyboardManager SpecialCase.storyboard vKd-hd-wnE's settings panel). Its stack
/// keeps that natural length: no view in it stretches to fill (a label of low hugging would
/// take the whole screen), and the views placed from its edges beside the chain are the
/// chain's overlays (`.overlay { … }`, proposed the chain's size), not a ZStack's layers
/// (proposed everything the container is offered).
extension StackRecognizer {
    /// Whether `view`, a container of the user's views, is placed along `axis` by one link
    /// only, with no size constraint and nothing else referring to its edges or length, and
    /// the chain of `kids` inside it is pinned to both its ends.
    func hasFreeLength(_ view: String, _ kids: [String], _ axis: Axis) -> Bool {
        guard view != ConstraintSpec.rootID, spec.views.contains(where: { $0.id == view }),
            !spec.stackViews.contains(where: { $0.arrangedSubviews.contains(view) }), scrollAreas[view] == nil,
            !scrollAreas.values.contains(view), layerTarget(view) == nil
        else { return false }
        let f = facts.of(view, axis)
        guard f.fixed == nil, f.minimum == nil, f.maximum == nil, f.proportional == nil, f.soft == nil,
            f.aspect == nil, f.hugsContent == nil, f.softStart == nil, f.softEnd == nil, f.softCenter == nil,
            f.multipliedPosition == nil, [f.start, f.center, f.end].compactMap({ $0 }).count == 1
        else { return false }
        let outside = spec.views.filter { $0.id != view && $0.parent != view }
        for other in outside {
            let g = facts.of(other.id, axis)
            let links = [g.start, g.center, g.end, g.softStart, g.softEnd, g.softCenter].compactMap { $0 }
            if links.contains(where: { $0.item == view }) || g.proportional?.item == view { return false }
        }
        return isChainPinnedAtBothEnds(kids, view, axis)
    }

    /// `layers` over `stack`, each an `.overlay` proposed the stack's size.
    func overlaid(_ stack: ViewNode, _ layers: [ViewNode]) -> ViewNode {
        var node = stack
        for layer in layers { node.modifiers.append(ModifierNode(.overlay(SecondaryView(layer)))) }
        return node
    }

    /// The end of `view` through the sibling that follows it (`switch.leading == label.trailing
    /// + 5`, `switch.trailing == container.trailing − 10`) when that sibling's length is a
    /// constant it keeps against `view` (a fixed size, or an intrinsic one of higher hugging
    /// and compression resistance): the sibling's end link and the shift to `view`'s end
    /// (−5 − 61 for a 61-pt switch), or nil.
    func endThroughFollower(of view: String, in container: String, _ axis: Axis) -> (AxisFacts.Link, Double)? {
        for sibling in children(of: container) where sibling != view {
            let f = facts.of(sibling, axis)
            guard let start = f.start, start.item == view, start.edge == .end, start.relation == .equal,
                let end = f.end, children(of: sibling).isEmpty,
                let length = keptLength(sibling, against: view, axis)
            else { continue }
            return (end, -start.constant - length)
        }
        return nil
    }

    /// `view`'s fixed length along `axis`, or its intrinsic one when both its hugging and its
    /// compression resistance there exceed `other`'s (Auto Layout then stretches and shrinks
    /// `other`, not `view`).
    private func keptLength(_ view: String, against other: String, _ axis: Axis) -> Double? {
        let f = facts.of(view, axis)
        if let fixed = f.fixed { return fixed }
        guard f.minimum == nil, f.maximum == nil, f.proportional == nil, f.soft == nil, f.aspect == nil,
            let declared = spec.views.first(where: { $0.id == view }), declared.text == nil,
            let rival = spec.views.first(where: { $0.id == other })
        else { return nil }
        let horizontal = axis == .horizontal
        guard let intrinsic = horizontal ? declared.intrinsicWidth : declared.intrinsicHeight,
            (horizontal ? declared.huggingHorizontal : declared.huggingVertical)
                > (horizontal ? rival.huggingHorizontal : rival.huggingVertical),
            (horizontal ? declared.compressionResistanceHorizontal : declared.compressionResistanceVertical)
                > (horizontal ? rival.compressionResistanceHorizontal : rival.compressionResistanceVertical)
        else { return nil }
        return intrinsic
    }
}
