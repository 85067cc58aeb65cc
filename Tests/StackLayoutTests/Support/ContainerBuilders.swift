import LayoutCore
import StackLayout

/// Builders for grids, ScrollView, ForEach and custom layouts in tests.
func lazyVGrid(
    id: String? = nil, _ items: [GridItem], spacing: Double? = nil, pinned: [PinnedScrollableView]? = nil,
    sections: [GridSectionShape]? = nil, _ children: [ViewNode]
) -> ViewNode {
    ViewNode(
        .lazyGrid(
            LazyGridSpec(axis: .vertical, items: items, spacing: spacing, pinnedViews: pinned, sections: sections)),
        id: id, children: children)
}

func lazyHGrid(id: String? = nil, _ items: [GridItem], _ children: [ViewNode]) -> ViewNode {
    ViewNode(.lazyGrid(LazyGridSpec(axis: .horizontal, items: items)), id: id, children: children)
}

func scrollView(id: String? = nil, axes: [Axis]? = nil, offset: Point? = nil, _ children: ViewNode...) -> ViewNode {
    ViewNode(.scrollView(ScrollViewSpec(axes: axes, contentOffset: offset)), id: id, children: children)
}

func forEach(_ count: Int, _ content: ViewNode) -> ViewNode {
    ViewNode(.forEach(count: count), children: [content])
}

/// `count` Colors `prefix0`, `prefix1`, … framed `width` × `height` (nil = not fixed).
func colors(_ prefix: String, _ count: Int, width: Double? = nil, height: Double? = nil) -> [ViewNode] {
    (0..<count).map { color("\(prefix)\($0)").frame(width: width, height: height) }
}
