import LayoutCore

/// A custom container layout, as SwiftUI's `Layout` protocol: the container answers
/// `sizeThatFits` for a proposal and places its subviews in `placeSubviews`.
///
/// Register a layout under a name so a view spec can use it
/// (`{"type": "Layout", "name": "columns", "parameters": {"count": 2}, "children": [...]}`):
///
/// ```swift
/// import LayoutCore
/// import StackLayout
///
/// /// Lays its subviews out side by side in `count` equal columns, as tall as the tallest.
/// struct EqualColumns: Layout {
///     var count: Int
///
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> Size {
///         let width = proposal.width ?? 100
///         let column = ProposedViewSize(width: width / Double(count), height: proposal.height)
///         let height = subviews.map { $0.sizeThatFits(column).height }.max() ?? 0
///         return Size(width: width, height: height)
///     }
///
///     func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
///         let width = bounds.width / Double(count)
///         for (index, subview) in subviews.enumerated() {
///             let x = bounds.x + Double(index % count) * width
///             subview.place(at: Point(x: x, y: bounds.y), anchor: .topLeading,
///                           proposal: ProposedViewSize(width: width, height: bounds.height))
///         }
///     }
/// }
///
/// let layouts = LayoutCatalog.standard.registering("columns") { parameters throws(SpecError) in
///     EqualColumns(count: Int(try parameters?.optional("count")?.number() ?? 2))
/// }
/// let spec = ViewSpec(name: "two", root: ViewNode(
///     .customLayout(name: "columns", parameters: nil),
///     children: [ViewNode(.shape(.color), id: "a"), ViewNode(.shape(.color), id: "b")]))
/// var engine = StackLayoutEngine(spec, layouts: layouts)
/// let solution = engine.solve(in: SolveSize(width: 300, height: 100))
/// solution.frame(of: "b")   // (150, 0, 150, 100)
/// ```
///
/// Differences from SwiftUI: sizes and points are LayoutCore's `Size`/`Point`/`Rect`
/// (Doubles, not CoreGraphics); a layout must be `Sendable` (a catalog and the engine holding it
/// may cross threads); the cache lives for one `sizeThatFits` or `placeSubviews` call (the engine
/// memoises the container's answers per proposal within a pass instead); a subview the
/// layout does not place is centred in the bounds at its ideal size, as SwiftUI does.
public protocol Layout: Sendable {
    /// Data the layout computes once and reads in both methods (SwiftUI: default `Void`).
    associatedtype Cache = Void
    /// The subviews' proxies.
    typealias Subviews = LayoutSubviews

    /// The container's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size
    /// Places every subview (`LayoutSubview.place(at:anchor:proposal:)`) inside `bounds`
    /// (canvas coordinates), the rectangle the container was given.
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// Creates the cache.
    func makeCache(subviews: Subviews) -> Cache
    /// Refreshes the cache when the subviews change (default: `makeCache` again).
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout where Cache == Void {
    /// A `Void` cache needs no work.
    public func makeCache(subviews: Subviews) {}
}

extension Layout {
    /// Recreates the cache with `makeCache(subviews:)` (SwiftUI's default).
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }
}

/// A point in a view given as fractions of its size (SwiftUI's `UnitPoint`), for
/// `LayoutSubview.place(at:anchor:proposal:)`.
public struct UnitPoint: Sendable, Hashable {
    /// The fraction of the width from the leading edge (0…1).
    public var x: Double
    /// The fraction of the height from the top edge (0…1).
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A subview's size with its alignment guides, as SwiftUI's `ViewDimensions`.
public struct ViewDimensions: Sendable, Hashable {
    /// The subview's width for the proposal.
    public var width: Double
    /// The subview's height for the proposal.
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    /// The position of a horizontal guide (leading 0, center width / 2, trailing width).
    public subscript(guide: HorizontalAlignment) -> Double { guide.position(in: width) }
    /// The position of a vertical guide (baselines of views without text are the bottom).
    public subscript(guide: VerticalAlignment) -> Double { guide.position(in: height) }
}
