import LayoutCore

/// Views placed only by their container's container: a collection view cell's label and image
/// centred on the cell itself (`label.centerX == cell.centerX`) while the cell's content view,
/// their container, keeps the fixed frame Interface Builder stored (XLPagerTabStrip
/// ButtonCell.xib). Nothing of the content view places them, so SwiftUI writes what a person
/// keeps: the views as layers of the cell, placed by their pins (`ZStack { contentView; label;
/// image }`), the content view an empty layer of its own frame. Frames are compared by id, so
/// the verification checks every view where it was.
extension StackRecognizer {
    /// Whether every position link of `view` (start, centre and end on both axes; one at least
    /// on each) is to its container's container, a plain view (not a stack view or a helper),
    /// and `view` is not arranged in a stack view.
    func isPlacedByGrandparent(_ view: String) -> Bool {
        guard let declared = spec.views.first(where: { $0.id == view }),
            let container = spec.views.first(where: { $0.id == declared.parent }),
            !spec.stackViews.contains(where: { $0.arrangedSubviews.contains(view) || $0.id == container.id }),
            !guides.contains(view), !guides.contains(container.id), scrollAreas[container.parent] != container.id
        else { return false }
        return [Axis.horizontal, .vertical].allSatisfy { axis in
            let f = facts.of(view, axis)
            let links = [f.start, f.center, f.end].compactMap { $0 }
            return !links.isEmpty && links.allSatisfy { $0.item == container.parent && $0.relation == .equal }
        }
    }

    /// The views `isPlacedByGrandparent(_:)` lifts into `container`, in the spec's order.
    func liftedChildren(of container: String) -> [String] {
        spec.views.filter { view in
            spec.views.first { $0.id == view.parent }?.parent == container && isPlacedByGrandparent(view.id)
        }
        .map(\.id)
    }
}
