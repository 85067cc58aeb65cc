import LayoutCore

/// ScrollView (SEMANTICS §A "ScrollView").
extension StackLayoutEngine {
    /// SEMANTICS §A "ScrollView": the content (one stack) is proposed nil along the scroll
    /// axes and the ScrollView's proposal on the others; the ScrollView takes the whole
    /// proposal, nil dimensions becoming the content's.
    mutating func scrollViewSize(_ node: Int32, _ proposal: Proposal) -> (
        size: Size, content: Size, offer: Proposal
    ) {
        let n = graph.nodes[Int(node)]
        let scroll = graph.containers.scrollViews[Int(n.payload)]
        var offer = proposal
        if scroll.horizontal { offer.width = Proposal.unspecified }
        if scroll.vertical { offer.height = Proposal.unspecified }
        let content = withContainer(proposal, Int(n.payload)) { $0.sizeThatFits($0.graph.slots[Int(n.first)], offer) }
        let size = Size(
            width: proposal.width.specified(or: content.width), height: proposal.height.specified(or: content.height))
        return (size, content, offer)
    }

    /// The content starts at the ScrollView's top-leading corner moved back by
    /// `contentOffset` along the scroll axes, and is centred on the other axes.
    mutating func placeScrollView(_ node: Int32, _ proposal: Proposal, at origin: Point, size: Size) {
        let n = graph.nodes[Int(node)]
        let scroll = graph.containers.scrollViews[Int(n.payload)]
        let measured = scrollViewSize(node, proposal)
        let content = measured.content
        let x =
            scroll.horizontal
            ? origin.x - scroll.offset.x : origin.x + Guides.difference(size.width / 2, content.width / 2)
        let y =
            scroll.vertical
            ? origin.y - scroll.offset.y : origin.y + Guides.difference(size.height / 2, content.height / 2)
        scrollViewports.append(Rect(origin: origin, size: size))
        withContainer(proposal, Int(n.payload)) {
            $0.place($0.graph.slots[Int(n.first)], measured.offer, at: Point(x: x, y: y), size: content)
        }
        scrollViewports.removeLast()
    }
}
