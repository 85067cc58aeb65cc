/// One column of a `LazyVGrid` (one row of a `LazyHGrid`), as SwiftUI's `GridItem`.
///
/// ```swift
/// GridItem(size: .flexible(minimum: 10, maximum: .infinity), spacing: 16, alignment: .leading)
/// ```
public struct GridItem: Sendable, Equatable {
    /// How wide a column (or tall a row) is, as SwiftUI's `GridItem.Size`.
    public enum Size: Sendable, Equatable {
        /// Exactly this length.
        case fixed(Double)
        /// A share of the remaining length clamped to minimum…maximum (SwiftUI: 10…∞).
        case flexible(minimum: Double, maximum: Double)
        /// A share holding as many items of at least `minimum` as fit, widened up to `maximum`.
        case adaptive(minimum: Double, maximum: Double)
    }

    /// Fixed, flexible or adaptive.
    public var size: Size
    /// The gap after this item (to the next column or row); nil = the default 8.
    public var spacing: Double?
    /// How a cell is aligned inside its column × row rectangle; nil = centre.
    public var alignment: Alignment?

    public init(size: Size, spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The views a lazy grid pins to the visible edge of its enclosing ScrollView.
public enum PinnedScrollableView: String, Sendable, Equatable, CaseIterable {
    case sectionHeaders, sectionFooters
}

/// The shape of one section of a lazy grid. Its views live in the grid's
/// `ViewNode.children`, section after section: the header (when `hasHeader`), `childCount`
/// children, then the footer (when `hasFooter`) — so ids stay in depth-first spec order.
public struct GridSectionShape: Sendable, Equatable {
    /// Whether the section starts with a header view.
    public var hasHeader: Bool
    /// How many views of the grid's `children` are this section's cells (a `ForEach`
    /// counts as one here; the engine expands it).
    public var childCount: Int
    /// Whether the section ends with a footer view.
    public var hasFooter: Bool
    public init(hasHeader: Bool = false, childCount: Int, hasFooter: Bool = false) {
        self.hasHeader = hasHeader
        self.childCount = childCount
        self.hasFooter = hasFooter
    }

    /// How many entries of the grid's `children` the section uses.
    package var viewCount: Int { childCount + (hasHeader ? 1 : 0) + (hasFooter ? 1 : 0) }
}

/// `LazyVGrid(columns:alignment:spacing:pinnedViews:)` (axis `.vertical`: items are
/// columns, cells flow in rows) or `LazyHGrid(rows:…)` (axis `.horizontal`, the transpose).
public struct LazyGridSpec: Sendable, Equatable {
    /// The direction the grid grows: `.vertical` for LazyVGrid, `.horizontal` for LazyHGrid.
    public var axis: Axis
    /// The columns (LazyVGrid) or rows (LazyHGrid).
    public var items: [GridItem]
    /// How sections' headers and footers are aligned across the growth axis (the
    /// horizontal component for LazyVGrid, the vertical one for LazyHGrid); nil = centre.
    public var alignment: Alignment?
    /// The gap between rows (LazyVGrid) or columns (LazyHGrid); nil = the default 8.
    public var spacing: Double?
    /// Pinned headers/footers; nil when the spec does not say (none pinned).
    public var pinnedViews: [PinnedScrollableView]?
    /// Section shapes; nil when the grid has plain `children` (one section, no header).
    public var sections: [GridSectionShape]?

    public init(
        axis: Axis, items: [GridItem], alignment: Alignment? = nil, spacing: Double? = nil,
        pinnedViews: [PinnedScrollableView]? = nil, sections: [GridSectionShape]? = nil
    ) {
        self.axis = axis
        self.items = items
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.sections = sections
    }
}

/// The eager `Grid(alignment:horizontalSpacing:verticalSpacing:)`; its children are
/// `GridRow`s (a child that is not a GridRow is a row of its own spanning every column).
public struct GridSpec: Sendable, Equatable {
    /// How cells are aligned in their cell rectangle; nil = centre.
    public var alignment: Alignment?
    /// The gap between columns; nil = the default 8.
    public var horizontalSpacing: Double?
    /// The gap between rows; nil = the default 8.
    public var verticalSpacing: Double?
    public init(alignment: Alignment? = nil, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }
}

/// A `ScrollView(axes)` with the scrolled position.
public struct ScrollViewSpec: Sendable, Equatable {
    /// The scroll axes; nil when the spec does not say (vertical).
    public var axes: [Axis]?
    /// How far the content is scrolled (`contentOffset`, UIKit's name); nil = (0, 0).
    public var contentOffset: Point?
    public init(axes: [Axis]? = nil, contentOffset: Point? = nil) {
        self.axes = axes
        self.contentOffset = contentOffset
    }

    /// Whether the content scrolls along `axis`.
    package func scrolls(along axis: Axis) -> Bool { (axes ?? [.vertical]).contains(axis) }
}
