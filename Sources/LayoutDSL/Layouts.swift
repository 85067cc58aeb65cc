import StackLayout

/// `ScrollView(_:showsIndicators:content:)`: takes the whole proposal and proposes nil to
/// its content along its axes. `.contentOffset(x:y:)` (LayoutLab's, not SwiftUI's) sets
/// the scrolled position, as the spec's `contentOffset`.
public struct ScrollView: PrimitiveView, Sendable {
    /// The scroll axes and position.
    public var spec: ScrollViewSpec
    /// The content's nodes.
    public var content: [ViewNode]
    public var viewNodes: [ViewNode] { [ViewNode(.scrollView(spec), children: content)] }

    /// A vertical-only ScrollView (the default) leaves `axes` out of the model.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> some View) {
        var list: [Axis] = []
        if axes.contains(.horizontal) { list.append(.horizontal) }
        if axes.contains(.vertical) { list.append(.vertical) }
        spec = ScrollViewSpec(axes: list == [.vertical] ? nil : list)
        self.content = content().nodes
    }

    /// The content scrolled by (`x`, `y`): what the user has scrolled, in points.
    public func contentOffset(x: Double = 0, y: Double = 0) -> ScrollView {
        var copy = self
        copy.spec.contentOffset = Point(x: x, y: y)
        return copy
    }
}

/// A container layout without children: what `AnyLayout` switches between and what
/// `callAsFunction` fills (`VStackLayout(spacing: 0) { … }`).
public protocol LayoutDescription {
    /// The container kind of the model.
    var layoutKind: ViewKind { get }
}

extension LayoutDescription {
    /// The container with `content` as children, as SwiftUI's `Layout.callAsFunction`.
    public func callAsFunction(@ViewBuilder _ content: () -> some View) -> ViewGroup {
        ViewGroup([ViewNode(layoutKind, children: content().nodes)])
    }
}

/// `VStackLayout(alignment:spacing:)`.
public struct VStackLayout: LayoutDescription, Sendable {
    public var layoutKind: ViewKind
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil) {
        layoutKind = .vStack(alignment: alignment, spacing: spacing)
    }
}

/// `HStackLayout(alignment:spacing:)`.
public struct HStackLayout: LayoutDescription, Sendable {
    public var layoutKind: ViewKind
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil) {
        layoutKind = .hStack(alignment: alignment, spacing: spacing)
    }
}

/// `ZStackLayout(alignment:)`.
public struct ZStackLayout: LayoutDescription, Sendable {
    public var layoutKind: ViewKind
    public init(alignment: Alignment = .center) { layoutKind = .zStack(alignment: alignment) }
}

/// `GridLayout(alignment:horizontalSpacing:verticalSpacing:)` (children: `GridRow`s).
public struct GridLayout: LayoutDescription, Sendable {
    public var layoutKind: ViewKind
    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        layoutKind = .grid(
            GridSpec(
                alignment: alignment == .center ? nil : alignment, horizontalSpacing: horizontalSpacing,
                verticalSpacing: verticalSpacing))
    }
}

/// A custom layout by its name in the engine's `LayoutCatalog`, with its JSON parameters:
/// `CustomLayout("flow", parameters: ["spacing": 4]) { … }` is the spec's
/// `{"type": "Layout", "name": "flow", "parameters": {"spacing": 4}}`. A layout of your own
/// is added to the catalog the engine is given
/// (`StackLayoutEngine(spec, layouts: LayoutCatalog.standard.registering("columns") { … })`).
public struct CustomLayout: LayoutDescription, Sendable {
    public var layoutKind: ViewKind
    public init(_ name: String, parameters: [String: Double]? = nil) {
        let json = parameters.map { values in
            var object = JSONObject()
            for key in values.keys.sorted() { object[key] = .number(values[key]!) }
            return JSONValue.object(object)
        }
        layoutKind = .customLayout(name: name, parameters: json)
    }
}

/// A `Layout` `LayoutCatalog.standard` knows by name, so the SwiftUI spelling `SpiralLayout { … }`
/// builds the spec's `{"type": "Layout", "name": "spiral"}`.
public protocol NamedLayout: Layout, LayoutDescription {
    /// The catalog name.
    static var layoutName: String { get }
    /// The spec's `parameters` (nil: none).
    var layoutParameters: JSONValue? { get }
}

extension NamedLayout {
    public var layoutKind: ViewKind { .customLayout(name: Self.layoutName, parameters: layoutParameters) }
}

extension SpiralLayout: NamedLayout {
    public static var layoutName: String { "spiral" }
    public var layoutParameters: JSONValue? { nil }
}

extension FlowLayout: NamedLayout {
    public static var layoutName: String { "flow" }
    /// `spacing`/`lineSpacing` when they differ from the default 8.
    public var layoutParameters: JSONValue? {
        var object = JSONObject()
        if spacing != 8 { object["spacing"] = .number(spacing) }
        if lineSpacing != 8 { object["lineSpacing"] = .number(lineSpacing) }
        return object.members.isEmpty ? nil : .object(object)
    }
}

/// `AnyLayout`: a container chosen from the environment when the spec is laid out (the
/// spec's `AnyLayout` with `cases`). `AnyLayout(HStackLayout())` is the default; each
/// `.when(_:use:)` adds a case, tried in order:
///
/// ```swift
/// let layout = AnyLayout(HStackLayout()).when(.dynamicTypeSize(.greaterOrEqual, .accessibility1), use: VStackLayout())
/// layout { Text("Country"); Text("France") }
/// ```
public struct AnyLayout: LayoutDescription, Sendable {
    /// The cases and the default.
    public var spec: AnyLayoutSpec
    public var layoutKind: ViewKind { .anyLayout(spec) }

    /// Always `layout` unless a case added with `when` applies.
    public init(_ layout: some LayoutDescription) {
        spec = AnyLayoutSpec(cases: [], defaultLayout: layout.layoutKind)
    }

    /// This layout with one more case: `layout` when `condition` holds.
    public func when(_ condition: LayoutCondition, use layout: some LayoutDescription) -> AnyLayout {
        var copy = self
        copy.spec.cases.append(AnyLayoutSpec.Case(condition: condition.condition, layout: layout.layoutKind))
        return copy
    }
}
