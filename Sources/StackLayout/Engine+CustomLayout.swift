import LayoutCore

/// Custom `Layout`s: the one place the engine calls through an existential (`any Layout`).
/// The layout's proxies reach the engine through a pointer valid for the call.
extension StackLayoutEngine {
    mutating func customLayoutSize(_ node: Int32, _ proposal: Proposal) -> Size {
        let layout = graph.containers.customLayouts[Int(graph.nodes[Int(node)].payload)].layout
        let slots = graph.nodes[Int(node)].slotRange
        return withUnsafeMutablePointer(to: &self) { engine in
            let context = LayoutContext(engine: engine, slots: slots)
            return Self.size(of: layout, LayoutSubviews(context: context), proposal.proposedViewSize)
        }
    }

    /// Runs `placeSubviews`, then places every subview where the layout asked; one it did
    /// not place is centred in the bounds at its ideal size (SwiftUI's behaviour).
    mutating func placeCustomLayout(_ node: Int32, _ proposal: Proposal, at origin: Point, size: Size) {
        let layout = graph.containers.customLayouts[Int(graph.nodes[Int(node)].payload)].layout
        let slots = graph.nodes[Int(node)].slotRange
        let bounds = Rect(origin: origin, size: size)
        let placements = withUnsafeMutablePointer(to: &self) { engine in
            let context = LayoutContext(engine: engine, slots: slots)
            Self.place(layout, LayoutSubviews(context: context), in: bounds, proposal.proposedViewSize)
            return context.placements
        }
        for (index, slot) in slots.enumerated() {
            let child = graph.slots[slot]
            if let placement = placements[index] {
                place(child, placement.proposal, at: placement.origin, size: placement.size)
            } else {
                let ideal = Proposal(width: .nan, height: .nan)
                let childSize = sizeThatFits(child, ideal)
                let centred = Point(
                    x: origin.x + Guides.difference(size.width / 2, childSize.width / 2),
                    y: origin.y + Guides.difference(size.height / 2, childSize.height / 2))
                place(child, ideal, at: centred, size: childSize)
            }
        }
    }

    private static func size<L: Layout>(of layout: L, _ subviews: LayoutSubviews, _ proposal: ProposedViewSize)
        -> Size
    {
        var cache = layout.makeCache(subviews: subviews)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    private static func place<L: Layout>(
        _ layout: L, _ subviews: LayoutSubviews, in bounds: Rect, _ proposal: ProposedViewSize
    ) {
        var cache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
