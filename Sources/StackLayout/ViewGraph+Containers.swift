import LayoutCore

/// Parameter tables of the containers beyond stacks: lazy grids, Grid, ScrollView and
/// custom layouts, indexed by `Node.payload`.
struct ContainerTables: Sendable {
    var lazyGrids: [LazyGridParameters] = []
    var grids: [EagerGridParameters] = []
    var scrollViews: [ScrollParameters] = []
    var customLayouts: [CustomLayoutParameters] = []
    /// The catalog custom layouts are built from (the engine's configuration).
    var catalog = LayoutCatalog.standard
}

/// A lazy grid after BUILD: its items and where each section's views sit among its slots.
struct LazyGridParameters: Sendable {
    /// The growth axis (`.vertical` for LazyVGrid): cells flow along the other axis.
    var axis: Axis
    var items: [GridItem]
    /// The spacing of items that give none (the environment's default, 8).
    var itemSpacing: Double
    /// Gap between rows (LazyVGrid) / columns (LazyHGrid).
    var spacing: Double
    /// How headers and footers are aligned across the growth axis.
    var guide: Guide
    var pinsHeaders: Bool
    var pinsFooters: Bool
    var sections: [SectionSlots]
}

/// One section's slot offsets (relative to the grid's first slot).
struct SectionSlots: Sendable {
    var header: Int?
    var cells: Range<Int>
    var footer: Int?
}

/// An eager Grid (or a GridRow laid out on its own, a one-row grid).
struct EagerGridParameters: Sendable {
    var alignment: Alignment
    var horizontalSpacing: Double
    var verticalSpacing: Double
}

/// A ScrollView: which axes scroll and how far the content is scrolled.
struct ScrollParameters: Sendable {
    var horizontal: Bool
    var vertical: Bool
    var offset: Point
}

/// A custom layout resolved from the engine's `LayoutCatalog`.
struct CustomLayoutParameters: Sendable {
    var layout: any Layout
}

extension ViewKind {
    /// Whether a view of this kind is built as another (`ViewNode.resolvingContainer`).
    var isResolvedContainer: Bool {
        switch self {
        case .anyLayout, .forEach: return true
        default: return false
        }
    }
}

extension ViewNode {
    /// The view to build instead of this one: an `AnyLayout` becomes the container the
    /// environment selects (same id, modifiers and children); a `ForEach` that is not
    /// flattened into a container's children (the root, or one with its own id or
    /// modifiers) becomes a VStack of its instances with its id and modifiers. Nil for every other view.
    func resolvingContainer(in environment: LayoutEnvironment) -> ViewNode? {
        switch kind {
        case .anyLayout(let any):
            return ViewNode(any.resolved(in: environment), id: id, modifiers: modifiers, children: children)
        case .forEach:
            return ViewNode(
                .vStack(alignment: .center, spacing: nil), id: id, modifiers: modifiers, children: expandedChildren)
        default:
            return nil
        }
    }
}

extension ViewGraph {
    /// BUILD for grids, GridRow, ScrollView and custom layouts into the already appended
    /// `node` (ForEach and AnyLayout never get here: see `resolvingContainer`).
    mutating func buildContainer(
        _ node: Int32, _ view: ViewNode, environment: LayoutEnvironment, pending: inout [PendingFrameDiagnostic]
    ) {
        switch view.kind {
        case .lazyGrid(let grid):
            setKind(node, .lazyGrid, payload: containers.lazyGrids.count)
            var flat: [ViewNode] = []
            var sections: [SectionSlots] = []
            var next = 0
            for shape in grid.sections ?? [GridSectionShape(childCount: view.children.count)] {
                var section = SectionSlots(header: nil, cells: 0..<0, footer: nil)
                if shape.hasHeader {
                    section.header = flat.count
                    flat.append(view.children[next])
                    next += 1
                }
                let cells = ViewNode.expandingForEach(Array(view.children[next..<next + shape.childCount]))
                next += shape.childCount
                section.cells = flat.count..<flat.count + cells.count
                flat += cells
                if shape.hasFooter {
                    section.footer = flat.count
                    flat.append(view.children[next])
                    next += 1
                }
                sections.append(section)
            }
            let pinned = grid.pinnedViews ?? []
            let guide =
                grid.axis == .vertical
                ? Guide((grid.alignment ?? .center).horizontal) : Guide((grid.alignment ?? .center).vertical)
            containers.lazyGrids.append(
                LazyGridParameters(
                    axis: grid.axis, items: grid.items, itemSpacing: environment.defaultSpacing,
                    spacing: grid.spacing ?? environment.defaultSpacing,
                    guide: guide, pinsHeaders: pinned.contains(.sectionHeaders),
                    pinsFooters: pinned.contains(.sectionFooters), sections: sections))
            buildChildren(node, flat, enclosingAxis: nil, environment: environment, pending: &pending)
        case .grid(let grid):
            setKind(node, .grid, payload: containers.grids.count)
            containers.grids.append(
                EagerGridParameters(
                    alignment: grid.alignment ?? .center,
                    horizontalSpacing: grid.horizontalSpacing ?? environment.defaultSpacing,
                    verticalSpacing: grid.verticalSpacing ?? environment.defaultSpacing))
            buildChildren(node, view.children, enclosingAxis: nil, environment: environment, pending: &pending)
        case .gridRow(let alignment):
            setKind(node, .gridRow, payload: containers.grids.count)
            let rowAlignment = Alignment(horizontal: .center, vertical: alignment ?? .center)
            containers.grids.append(
                EagerGridParameters(
                    alignment: rowAlignment, horizontalSpacing: environment.defaultSpacing,
                    verticalSpacing: environment.defaultSpacing))
            buildChildren(node, view.children, enclosingAxis: nil, environment: environment, pending: &pending)
        case .scrollView(let scroll):
            setKind(node, .scrollView, payload: containers.scrollViews.count)
            let horizontalOnly = scroll.scrolls(along: .horizontal) && !scroll.scrolls(along: .vertical)
            containers.scrollViews.append(
                ScrollParameters(
                    horizontal: scroll.scrolls(along: .horizontal), vertical: scroll.scrolls(along: .vertical),
                    offset: scroll.contentOffset ?? .zero))
            let content = ViewNode(
                horizontalOnly ? .hStack(alignment: .center, spacing: nil) : .vStack(alignment: .center, spacing: nil),
                children: view.children)
            buildChildren(node, [content], enclosingAxis: nil, environment: environment, pending: &pending)
        case .customLayout(let name, let parameters):
            setKind(node, .customLayout, payload: containers.customLayouts.count)
            containers.customLayouts.append(CustomLayoutParameters(layout: customLayout(name, parameters, node)))
            buildChildren(node, view.children, enclosingAxis: nil, environment: environment, pending: &pending)
        default:
            preconditionFailure("buildContainer is only called for grids, ScrollView and custom layouts")
        }
    }

    /// The catalog's layout `name`; for a name or parameters it rejects (a spec built in
    /// Swift bypasses the decoder's check), an `invalidLayout` diagnostic and `FallbackLayout`.
    private mutating func customLayout(_ name: String, _ parameters: JSONValue?, _ node: Int32) -> any Layout {
        do throws(SpecError) {
            return try containers.catalog.layout(named: name, parameters: parameters)
        } catch {
            let id = Int(node) < info.count ? Int(info[Int(node)].id) : -1
            diagnostics.append(
                Diagnostic(
                    .invalidLayout, "custom layout \"\(name)\" laid out as a ZStack: \(error.message)",
                    views: id >= 0 && id < ids.count ? [ids[id]] : []))
            return FallbackLayout()
        }
    }

    private mutating func setKind(_ node: Int32, _ kind: NodeKind, payload: Int) {
        nodes[Int(node)].kind = kind
        nodes[Int(node)].payload = Int32(payload)
    }
}
