extension GridItem {
    /// `GridItem(_:spacing:alignment:)`, as SwiftUI: `GridItem(.fixed(100))`,
    /// `GridItem(.flexible(minimum: 250), spacing: 16)`, `GridItem(.adaptive(minimum: 50))`.
    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.init(size: size, spacing: spacing, alignment: alignment)
    }
}

extension GridItem.Size {
    /// `.flexible()`: a share of the remaining length, at least 10 (SwiftUI's default).
    public static func flexible() -> GridItem.Size { .flexible(minimum: 10, maximum: .infinity) }
    /// `.flexible(minimum:)`: at least `minimum`, unbounded.
    public static func flexible(minimum: Double) -> GridItem.Size { .flexible(minimum: minimum, maximum: .infinity) }
    /// `.flexible(maximum:)`: at least 10, at most `maximum`.
    public static func flexible(maximum: Double) -> GridItem.Size { .flexible(minimum: 10, maximum: maximum) }
    /// `.adaptive(minimum:)`: as many items of at least `minimum` as fit, unbounded.
    public static func adaptive(minimum: Double) -> GridItem.Size { .adaptive(minimum: minimum, maximum: .infinity) }
}

/// SwiftUI's `PinnedScrollableViews`: the section headers/footers a lazy grid pins.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Section headers stay at the visible top (leading) edge of the ScrollView.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers stay at the visible bottom (trailing) edge.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)

    /// The model's list (nil when empty, as a spec without `pinnedViews`).
    var list: [PinnedScrollableView]? {
        var result: [PinnedScrollableView] = []
        if contains(.sectionHeaders) { result.append(.sectionHeaders) }
        if contains(.sectionFooters) { result.append(.sectionFooters) }
        return result.isEmpty ? nil : result
    }
}

/// `LazyVGrid(columns:alignment:spacing:pinnedViews:content:)`: cells flow in rows across
/// `columns`. The content may be plain cells or `Section`s (then every cell outside a
/// Section forms a section of its own, without header or footer). An `alignment` of
/// `.center` (the default) is left out of the model, as in a canonical spec.
public struct LazyVGrid: PrimitiveView, Sendable {
    public var viewNodes: [ViewNode]
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> some View
    ) {
        let group = ViewGroup(of: content())
        let spec = LazyGridSpec(
            axis: .vertical, items: columns,
            alignment: alignment == .center ? nil : Alignment(horizontal: alignment, vertical: .center),
            spacing: spacing, pinnedViews: pinnedViews.list, sections: group.sections)
        viewNodes = [ViewNode(.lazyGrid(spec), children: group.viewNodes)]
    }
}

/// `LazyHGrid(rows:alignment:spacing:pinnedViews:content:)`: the transpose of `LazyVGrid`.
public struct LazyHGrid: PrimitiveView, Sendable {
    public var viewNodes: [ViewNode]
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
        pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> some View
    ) {
        let group = ViewGroup(of: content())
        let spec = LazyGridSpec(
            axis: .horizontal, items: rows,
            alignment: alignment == .center ? nil : Alignment(horizontal: .center, vertical: alignment),
            spacing: spacing, pinnedViews: pinnedViews.list, sections: group.sections)
        viewNodes = [ViewNode(.lazyGrid(spec), children: group.viewNodes)]
    }
}

/// `Section`: a lazy grid's section with an optional header and footer (several header or
/// footer views are wrapped in a ZStack). Outside a lazy grid its views are just listed.
public struct Section: PrimitiveView, Sendable {
    public var viewNodes: [ViewNode]
    /// The section's shape, for the enclosing grid.
    var shape: GridSectionShape

    init(header: ViewNode?, cells: [ViewNode], footer: ViewNode?) {
        viewNodes = (header.map { [$0] } ?? []) + cells + (footer.map { [$0] } ?? [])
        shape = GridSectionShape(hasHeader: header != nil, childCount: cells.count, hasFooter: footer != nil)
    }

    /// `Section { … }`.
    public init(@ViewBuilder content: () -> some View) {
        self.init(header: nil, cells: content().nodes, footer: nil)
    }

    /// `Section(header: Text("Pro")) { … }`.
    public init(header: some View, @ViewBuilder content: () -> some View) {
        self.init(header: ModifiedView.single(header), cells: content().nodes, footer: nil)
    }

    /// `Section(footer: Text("end")) { … }`.
    public init(footer: some View, @ViewBuilder content: () -> some View) {
        self.init(header: nil, cells: content().nodes, footer: ModifiedView.single(footer))
    }

    /// `Section(header:footer:content:)`.
    public init(header: some View, footer: some View, @ViewBuilder content: () -> some View) {
        self.init(header: ModifiedView.single(header), cells: content().nodes, footer: ModifiedView.single(footer))
    }

    /// `Section { … } header: { … }`.
    public init(@ViewBuilder content: () -> some View, @ViewBuilder header: () -> some View) {
        self.init(header: ModifiedView.single(header()), cells: content().nodes, footer: nil)
    }

    /// `Section { … } header: { … } footer: { … }`.
    public init(
        @ViewBuilder content: () -> some View, @ViewBuilder header: () -> some View,
        @ViewBuilder footer: () -> some View
    ) {
        self.init(
            header: ModifiedView.single(header()), cells: content().nodes, footer: ModifiedView.single(footer()))
    }
}

/// The eager `Grid(alignment:horizontalSpacing:verticalSpacing:content:)`; its rows are
/// `GridRow`s (any other child is a row of its own spanning every column). `.center` is
/// left out of the model, as in a canonical spec.
public struct Grid: PrimitiveView, Sendable {
    public var viewNodes: [ViewNode]
    public init(
        alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
        @ViewBuilder content: () -> some View
    ) {
        let spec = GridSpec(
            alignment: alignment == .center ? nil : alignment, horizontalSpacing: horizontalSpacing,
            verticalSpacing: verticalSpacing)
        viewNodes = [ViewNode(.grid(spec), children: content().nodes)]
    }
}

/// `GridRow(alignment:content:)`: one row of a `Grid`, a cell per child.
public struct GridRow: PrimitiveView, Sendable {
    public var viewNodes: [ViewNode]
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> some View) {
        viewNodes = [ViewNode(.gridRow(alignment: alignment), children: content().nodes)]
    }
}
