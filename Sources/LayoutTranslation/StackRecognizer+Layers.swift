import ConstraintLayout
import LayoutCore

/// Background and overlay layers (see `StackRecognizer`): a view whose four edges equal a
/// sibling's is drawn behind it (`.background`) when it comes earlier among the subviews, in
/// front (`.overlay`) when later — UIKit's subview order.
extension StackRecognizer {
    /// The sibling whose four edges `view` shares, or nil.
    func layerTarget(_ view: String) -> String? {
        let horizontal = facts.of(view, .horizontal)
        guard let target = horizontal.start?.item, target != view,
            let declared = spec.views.first(where: { $0.id == view }),
            let other = spec.views.first(where: { $0.id == target }), other.parent == declared.parent,
            layerTarget(target, depth: 1) == nil
        else { return nil }
        for f in [horizontal, facts.of(view, .vertical)] {
            guard isFlush(f.start, target, .start), isFlush(f.end, target, .end), f.fixed == nil, f.proportional == nil
            else { return nil }
        }
        return target
    }

    /// One level of `layerTarget` (a layer of a layer is not looked through).
    private func layerTarget(_ view: String, depth: Int) -> String? {
        guard let target = facts.of(view, .horizontal).start?.item, target != view else { return nil }
        return [facts.of(view, .horizontal), facts.of(view, .vertical)].allSatisfy {
            isFlush($0.start, target, .start) && isFlush($0.end, target, .end)
        } ? target : nil
    }

    private func isFlush(_ link: AxisFacts.Link?, _ item: String, _ edge: EdgeKind) -> Bool {
        guard let link else { return false }
        return link.item == item && link.edge == edge && link.relation == .equal && link.constant == 0
    }

    /// Appends `.background` / `.overlay` for every view layered on `view`, in subview order.
    mutating func appendLayers(of view: String, to node: inout ViewNode) {
        guard let index = spec.views.firstIndex(where: { $0.id == view }) else { return }
        for (layerIndex, layer) in spec.views.enumerated() where layerTarget(layer.id) == view {
            var content = content(of: layer.id)
            if content.modifiers.isEmpty {
                content.id = layer.id
            } else {
                content.modifiers[content.modifiers.count - 1].id = layer.id
            }
            let secondary = SecondaryView(content)
            append(&node, layerIndex < index ? .background(secondary) : .overlay(secondary))
        }
    }
}
