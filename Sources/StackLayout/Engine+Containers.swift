import LayoutCore

/// Sizing and placing of lazy grids, Grid/GridRow, ScrollView and custom layouts.
extension StackLayoutEngine {
    /// `sizeThatFits` for the containers of `ViewGraph+Containers.swift`.
    mutating func containerSize(_ node: Int32, _ proposal: Proposal) -> Size {
        switch graph.nodes[Int(node)].kind {
        case .lazyGrid: return arrangeLazyGrid(node, proposal).size
        case .grid, .gridRow: return arrangeGrid(node, proposal).size
        case .scrollView: return scrollViewSize(node, proposal).size
        default: return customLayoutSize(node, proposal)
        }
    }

    /// `placeSubviews` for the containers of `ViewGraph+Containers.swift`.
    mutating func placeContainer(_ node: Int32, _ proposal: Proposal, at origin: Point, size: Size) {
        switch graph.nodes[Int(node)].kind {
        case .lazyGrid: placeLazyGrid(node, proposal, at: origin, size: size)
        case .grid, .gridRow: placeGrid(node, proposal, at: origin)
        case .scrollView: placeScrollView(node, proposal, at: origin, size: size)
        default: placeCustomLayout(node, proposal, at: origin, size: size)
        }
    }

    /// Places a lazy grid's cells, headers and footers (pass 2 of `arrangeLazyGrid`). Pinned
    /// headers (footers) inside a ScrollView stay at the visible start (end) edge while their
    /// section is scrolled past, pushed by the section's end (start) as in SwiftUI.
    private mutating func placeLazyGrid(_ node: Int32, _ proposal: Proposal, at origin: Point, size: Size) {
        let n = graph.nodes[Int(node)]
        let grid = graph.containers.lazyGrids[Int(n.payload)]
        let arrangement = arrangeLazyGrid(node, proposal, placedLength: size[grid.axis.other])
        var frames = arrangement.frames
        if let viewport = scrollViewports.last, grid.pinsHeaders || grid.pinsFooters {
            pin(&frames, grid, origin: origin, viewport: viewport)
        }
        for (offset, frame) in frames.enumerated() {
            place(
                graph.slots[Int(n.first) + offset], frame.proposal, at: origin.moved(by: frame.offset), size: frame.size
            )
        }
    }

    private func pin(
        _ frames: inout [(offset: Point, size: Size, proposal: Proposal)], _ grid: LazyGridParameters, origin: Point,
        viewport: Rect
    ) {
        let g = grid.axis
        let base = origin.coordinate(along: g)
        let visibleStart = viewport.origin.coordinate(along: g) - base
        let visibleEnd = visibleStart + viewport.size[g]
        for section in grid.sections {
            let members = [section.header, section.footer].compactMap { $0 } + Array(section.cells)
            let start = members.map { frames[$0].offset.coordinate(along: g) }.min() ?? 0
            let end = members.map { frames[$0].offset.coordinate(along: g) + frames[$0].size[g] }.max() ?? 0
            if grid.pinsHeaders, let header = section.header {
                let length = frames[header].size[g]
                let natural = frames[header].offset.coordinate(along: g)
                let pinned = min(max(natural, visibleStart), end - length)
                frames[header].offset = Point.stackPoint(
                    major: pinned, minor: frames[header].offset.coordinate(along: g.other), along: g)
            }
            if grid.pinsFooters, let footer = section.footer {
                let length = frames[footer].size[g]
                let natural = frames[footer].offset.coordinate(along: g)
                let pinned = max(min(natural, visibleEnd - length), start)
                frames[footer].offset = Point.stackPoint(
                    major: pinned, minor: frames[footer].offset.coordinate(along: g.other), along: g)
            }
        }
    }

    /// SEMANTICS §A "ScrollView": the content (one stack) is proposed nil along the scroll
    /// axes and the ScrollView's proposal on the others; the ScrollView takes the whole
    /// proposal, nil dimensions becoming the content's.
    private mutating func scrollViewSize(_ node: Int32, _ proposal: Proposal) -> (
        size: Size, content: Size, offer: Proposal
    ) {
        let n = graph.nodes[Int(node)]
        let scroll = graph.containers.scrollViews[Int(n.payload)]
        var offer = proposal
        if scroll.horizontal { offer.width = Proposal.unspecified }
        if scroll.vertical { offer.height = Proposal.unspecified }
        let content = sizeThatFits(graph.slots[Int(n.first)], offer)
        let size = Size(
            width: proposal.width.specified(or: content.width), height: proposal.height.specified(or: content.height))
        return (size, content, offer)
    }

    /// The content starts at the ScrollView's top-leading corner moved back by
    /// `contentOffset` along the scroll axes, and is centred on the other axes.
    private mutating func placeScrollView(_ node: Int32, _ proposal: Proposal, at origin: Point, size: Size) {
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
        place(graph.slots[Int(n.first)], measured.offer, at: Point(x: x, y: y), size: content)
        scrollViewports.removeLast()
    }
}
