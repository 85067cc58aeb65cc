import ConstraintLayout
import LayoutCore

/// Placing a view in its container: its size frames and id, padding and alignment frames
/// along the axes its pins place it, and the frames that make it fill the container.
extension StackRecognizer {
    /// `view` with its size frames and id, then padding and alignment frames placing it in
    /// `container` along each axis of `axes`; filling `container` along those axes and
    /// `fillAxes` where its constraints make it as long as `container`.
    mutating func placed(
        _ view: String, in container: String, across axes: [Axis], filling fillAxes: [Axis] = []
    ) -> ViewNode {
        var node = content(of: view)
        let isLeaf = children(of: view).isEmpty && !spec.stackViews.contains { $0.id == view }
        sizeFrames(view, container, &node)
        let twins = axes.filter { spanTwin(of: view, container, $0) != nil }
        // Its length is its twin's band (`spanTwin(of:_:_:)`): no note on the equal lengths.
        for axis in axes where twins.contains(axis) || isSpanTwin(view, container, axis) {
            dropNotes(about: view, axis)
        }
        let fill = FrameLimits(max: .infinity)
        for axis in [Axis.horizontal, .vertical] where axes.contains(axis) || fillAxes.contains(axis) {
            guard !lengthIsContents(container, axis) else { continue }  // its length is its content's
            // A leaf pinned at both ends through aligned siblings is stretched as well.
            guard
                isFill(view, container, axis) || (isLeaf && isPinnedAtBothEnds(view, container, axis))
                    || centredInsets(view, container, axis) != nil || twins.contains(axis)
            else {
                continue
            }
            guard !isLeaf else {
                stretchLabel(view, axis, &node)
                continue
            }
            // A maximum length (a card at most 600 wide) is the frame its pins centre.
            guard !Self.fills(node, axis), !isSizedByContent(container, axis), facts.of(view, axis).maximum == nil
            else { continue }
            append(
                &node,
                .flexibleFrame(FlexibleFrame(along: axis, fill)))
        }
        for axis in [Axis.horizontal, .vertical] where openShares.contains(Self.key(view, axis)) {
            openToZero(&node, axis)
        }
        if node.modifiers.isEmpty, node.id != nil, Self.fills(node, .horizontal), Self.fills(node, .vertical) {
            // A view its content fills exactly (a text view as large as its scroll view): a
            // frame as large as the content names the container.
            append(&node, .flexibleFrame(FlexibleFrame(horizontal: fill, vertical: fill)))
        }
        if (node.modifiers.last?.id ?? (node.modifiers.isEmpty ? node.id : nil)) != nil {
            // The last id names the lone content this container fills exactly: a zero padding
            // (neutral in both SwiftUI and the engine) carries the container's, so neither is lost.
            node.modifiers.append(ModifierNode(.padding(EdgeInsets())))
        }
        if node.modifiers.isEmpty { node.id = view } else { node.modifiers[node.modifiers.count - 1].id = view }
        appendLayers(of: view, to: &node)
        for axis in axes where !centredInRow.contains(Self.key(view, axis)) { position(view, container, axis, &node) }
        appendRowOffset(view, &node)
        appendLayoutPriority(view, &node)
        return node
    }

    /// Whether `view` is pinned to both ends of `container` along `axis` (or to its start
    /// with the container's length, required).
    func isFill(_ view: String, _ container: String, _ axis: Axis) -> Bool {
        let f = facts.of(view, axis)
        let pinnedStart = f.start.map { $0.item == container && $0.edge == .start && $0.relation == .equal } ?? false
        let pinnedEnd = f.end.map { $0.item == container && $0.edge == .end && $0.relation == .equal } ?? false
        let sameSize = f.proportional.map { $0.item == container && $0.multiplier == 1 && $0.priority >= 1000 } ?? false
        return pinnedStart && (pinnedEnd || sameSize)
    }
}
