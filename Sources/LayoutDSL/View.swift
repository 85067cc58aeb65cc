@_exported import LayoutCore

/// A SwiftUI-shaped view: either a built-in view of this module (`VStack`, `Color.red`,
/// `Spacer()`…) or a type of yours whose `body` is built from them — the same source that
/// compiles against SwiftUI compiles here and builds LayoutLab's `ViewNode` model.
///
/// ```swift
/// struct Adaptive: View {
///     var body: some View {
///         VStack(spacing: 0) {
///             VStack {
///                 Color.blue.frame(height: 50).id("t1")
///                 Spacer(minLength: 20)
///                 Color.blue.frame(height: 50).id("t2")
///             }
///             .frame(minHeight: 200, maxHeight: 400).id("top")
///             Color.gray.id("bottom")
///         }
///     }
/// }
/// let spec = ViewSpec(name: "adaptive", Adaptive())
/// ```
public protocol View {
    /// The view's content type.
    associatedtype Body: View
    /// The view's content, built with `ViewBuilder`.
    @ViewBuilder var body: Body { get }
}

/// A view this module builds directly into model nodes (its `body` is never called).
public protocol PrimitiveView: View where Body == Never {
    /// The model nodes this view stands for (several for a group or `ForEach`).
    var viewNodes: [ViewNode] { get }
}

extension PrimitiveView {
    /// Never called: primitive views are built through `viewNodes`.
    public var body: Never { return fatalError("\(Self.self) is a primitive view") }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { return fatalError("Never has no body") }
}

extension View {
    /// The model nodes of this view: a primitive view's own, or its `body`'s.
    public var nodes: [ViewNode] {
        if let primitive = self as? any PrimitiveView { return primitive.viewNodes }
        return body.nodes
    }
}

/// A list of views produced by a `ViewBuilder` block.
public struct ViewGroup: PrimitiveView, Sendable {
    public var viewNodes: [ViewNode]
    /// The lazy-grid sections the nodes form, when a `Section` is among them (else nil).
    var sections: [GridSectionShape]?
    /// A group of model nodes.
    public init(_ nodes: [ViewNode]) { viewNodes = nodes }

    init(_ nodes: [ViewNode], sections: [GridSectionShape]?) {
        viewNodes = nodes
        self.sections = sections
    }

    /// The nodes of `view`, keeping the sections of a `Section` or of a group holding some.
    init(of view: some View) {
        if let section = view as? Section {
            self.init(section.viewNodes, sections: [section.shape])
        } else if let group = view as? ViewGroup {
            self = group
        } else if let group = view as? Group {
            self.init(group.viewNodes, sections: group.sections)
        } else if let each = view as? ForEach {
            self.init(each.viewNodes, sections: each.sections)
        } else {
            self.init(view.nodes)
        }
    }

    /// The parts in order; when any has sections, runs of plain views become sections of
    /// their own (no header, no footer).
    init(joining parts: [ViewGroup]) {
        let nodes = parts.flatMap(\.viewNodes)
        guard parts.contains(where: { $0.sections != nil }) else {
            self.init(nodes)
            return
        }
        var shapes: [GridSectionShape] = []
        var plainRun = false
        for part in parts {
            if let sections = part.sections {
                shapes += sections
                plainRun = false
            } else if !part.viewNodes.isEmpty {
                if plainRun {
                    shapes[shapes.count - 1].childCount += part.viewNodes.count
                } else {
                    shapes.append(GridSectionShape(childCount: part.viewNodes.count))
                }
                plainRun = true
            }
        }
        self.init(nodes, sections: shapes)
    }
}

/// SwiftUI's `Group`: several views without a container (modifiers apply to each).
public struct Group: PrimitiveView, Sendable {
    public var viewNodes: [ViewNode]
    var sections: [GridSectionShape]?
    public init(@ViewBuilder content: () -> some View) {
        let group = ViewGroup(of: content())
        viewNodes = group.viewNodes
        sections = group.sections
    }
}

/// Builds the children of containers and `body` from a list of views, `if`/`else`,
/// optionals and `for` loops.
@resultBuilder
public enum ViewBuilder {
    /// One view of a block.
    public static func buildExpression(_ view: some View) -> ViewGroup { ViewGroup(of: view) }
    /// The views of a block, in order.
    public static func buildBlock(_ parts: ViewGroup...) -> ViewGroup { ViewGroup(joining: parts) }
    /// `if` without `else`: nothing when the condition is false.
    public static func buildOptional(_ part: ViewGroup?) -> ViewGroup { part ?? ViewGroup([]) }
    /// The `if` branch.
    public static func buildEither(first: ViewGroup) -> ViewGroup { first }
    /// The `else` branch.
    public static func buildEither(second: ViewGroup) -> ViewGroup { second }
    /// A `for` loop: every iteration's views.
    public static func buildArray(_ parts: [ViewGroup]) -> ViewGroup { ViewGroup(joining: parts) }
    /// `if #available`.
    public static func buildLimitedAvailability(_ part: ViewGroup) -> ViewGroup { part }
}

extension ViewSpec {
    /// The view spec of a DSL view. A view standing for several nodes is wrapped in a
    /// `VStack` (as a SwiftUI window would stack them).
    /// The outermost view's `.environment(…)` values are applied to `environment`.
    public init(name: String, environment: LayoutEnvironment = LayoutEnvironment(), _ view: some View) {
        let nodes = view.nodes
        let root = nodes.count == 1 ? nodes[0] : ViewNode(.vStack(alignment: .center, spacing: nil), children: nodes)
        var environment = environment
        if let modified = view as? EnvironmentView { modified.apply(to: &environment) }
        self.init(name: name, environment: environment, root: root)
    }
}
