import LayoutCore

/// The custom layouts an engine can build for `{"type": "Layout", "name": …}` views: a value
/// passed in through the engine's configuration (`StackLayoutEngine(_:layouts:)`) and to the
/// decoder (`SpecDocument(bytes:file:limits:layouts:)`), never process-wide state.
///
/// `standard` ships `spiral` (`SpiralLayout`) and `flow` (`FlowLayout`); add your own to a
/// copy of it:
///
/// ```swift
/// let layouts = LayoutCatalog.standard.registering("columns") { parameters throws(SpecError) in
///     EqualColumns(count: Int(try parameters?.optional("count")?.number() ?? 2))
/// }
/// let document = try SpecDocument(bytes: bytes, layouts: layouts)
/// var engine = StackLayoutEngine(spec, layouts: layouts)
/// ```
///
/// A name the catalog does not hold, or parameters its factory rejects, is a `SpecError` at
/// decoding; a spec built in Swift bypasses the decoder, so the engine reports such a view as
/// an `invalidLayout` diagnostic and lays its subviews out as a ZStack would.
public struct LayoutCatalog: CustomLayoutCatalog {
    /// Makes a layout from the spec's `parameters` (nil when absent); throws a `SpecError`
    /// located at the parameters' JSON path for bad values.
    public typealias Factory = @Sendable (JSONCursor?) throws(SpecError) -> any Layout

    private var factories: [String: Factory]

    /// An empty catalog.
    public init() { factories = [:] }

    /// `spiral` (no parameters) and `flow` (`spacing`, `lineSpacing`).
    public static let standard = LayoutCatalog()
        .registering("spiral") { parameters throws(SpecError) in
            try parameters?.checkKeys([], what: "spiral parameters")
            return SpiralLayout()
        }
        .registering("flow") { parameters throws(SpecError) in try FlowLayout(parameters: parameters) }

    /// Adds (or replaces) the layout `name`.
    public mutating func register(_ name: String, factory: @escaping Factory) {
        factories[name] = factory
    }

    /// A copy with the layout `name` added (or replaced).
    public func registering(_ name: String, factory: @escaping Factory) -> LayoutCatalog {
        var copy = self
        copy.register(name, factory: factory)
        return copy
    }

    /// Every name, sorted.
    public var layoutNames: [String] { factories.keys.sorted() }

    /// Checks `parameters` by making the layout.
    public func checkParameters(ofLayout name: String, _ parameters: JSONCursor?) throws(SpecError) {
        guard let factory = factories[name] else {
            throw SpecError(
                .unknownName(name, kind: "layout", allowed: layoutNames), at: .jsonPath(parameters?.path ?? "name"))
        }
        _ = try factory(parameters)
    }

    /// Makes the layout `name` with `parameters`; `path` locates the parameters in errors.
    public func layout(named name: String, parameters: JSONValue?, path: String = "parameters") throws(SpecError)
        -> any Layout
    {
        guard let factory = factories[name] else {
            throw SpecError(.unknownName(name, kind: "layout", allowed: layoutNames), at: .jsonPath(path))
        }
        return try factory(parameters.map { JSONCursor($0, path: path) })
    }
}

/// What a custom layout the catalog cannot build lays out as (reported as `invalidLayout`):
/// its subviews on top of each other, centred, like a ZStack; the container takes the
/// proposal (nil → 10).
struct FallbackLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let center = Point(x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2)
        for subview in subviews { subview.place(at: center, anchor: .center, proposal: proposal) }
    }
}
