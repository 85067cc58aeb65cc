import LayoutCore

/// The flat, solver-ready form of a `ViewSpec`: the BUILD step's output.
///
/// Every view and every modifier layer is one `Node` in `nodes`; a view with modifiers
/// `[m1, m2]` (m1 innermost) becomes three nodes `m2 → m1 → base`, and its parent refers to
/// `m2`. A container's children are an index range into the contiguous `slots` array; a
/// modifier's one child is its `Node.first` itself (no slot, so no per-slot scratch, gap,
/// priority or order for modifier layers). Kind-specific parameters live in small typed
/// tables indexed by `Node.payload`. No class per node, no existentials: the graph is a handful of arrays, so
/// building, copying and freeing never recurse and solving touches memory in order.
struct ViewGraph: Sendable {
    /// All nodes; `root` is the outermost node of the spec's root view.
    var nodes: [Node] = []
    /// Child node indices, grouped per parent (`Node.first ..< Node.first + Node.count`).
    var slots: [Int32] = []
    /// Per node, what only the build step and diagnostics read (parent, id, priority,
    /// spacing requests), kept out of `nodes` so the solve loop's node reads stay small.
    var info: [NodeInfo] = []
    /// The stack gap before each slot (0 for a first child and for non-stack slots).
    var gapBefore: [Double] = []
    /// The layout priority of each slot's child (`reportedPriority`, gathered per slot, so a
    /// stack sorting its children reads one contiguous run).
    var slotPriorities: [Double] = []
    /// The values of the `.layoutPriority` layers, indexed by their payload; entry 0 is the 0
    /// of a `.border` layer (a `.layoutPriority` node too).
    var layoutPriorities: [Double] = [0]

    /// Every id, in `ViewSpec.ids` order (base id, children, modifier ids innermost first).
    var ids: [String] = []
    /// The node each id names, parallel to `ids`.
    var idNodes: [Int32] = []

    var stacks: [StackParameters] = []
    var zStacks: [Guides] = []
    var spacers: [SpacerParameters] = []
    var images: [ImageParameters] = []
    var fixedFrames: [FixedFrameParameters] = []
    var flexibleFrames: [FlexibleFrameParameters] = []
    var paddings: [EdgeInsets] = []
    /// `.fixedSize` axes: (horizontal, vertical).
    var fixedAxes: [FixedAxes] = []
    /// Parameters of grids, ScrollViews and custom layouts (`ViewGraph+Containers.swift`).
    var containers = ContainerTables()
    /// Parameters of Text, GeometryReader, ViewThatFits and their modifiers (`ContentTables.swift`).
    var content = ContentTables()

    /// The outermost node of the root view.
    var root: Int32 = 0
    /// The number of containers: the nodes whose answers are memoised (`NodeKind.isCached`).
    var cachedNodeCount = 0
    /// Whether a GeometryReader or a custom layout may change answers from pass to pass
    /// (GeometryReader expressions rewrite parameters; a custom layout's answers are its own).
    var hasChangingAnswers = false
    /// Whether any node reads the safe area when placed (`.ignoresSafeArea`, a GeometryReader
    /// expression over `geometry.safeAreaInsets`): its placement
    /// then depends on more than its proposal and origin, so placements are not kept.
    var hasSafeAreaLayers = false
    /// Per node: its index among the containers (their stamps, probe keys and measurement
    /// cache slots are stored per container), −1 for any other node.
    var containerIndex: [Int32] = []
    /// Diagnostics found while building (contradictory or invalid frames).
    var diagnostics: [Diagnostic] = []

    /// The child nodes of container `node`, as a range of `slots` (for the build step; the
    /// solve reads `nodes[…].slotRange`, see `ViewGraph+Reads.swift`).
    func slotRange(of node: Int32) -> Range<Int> {
        nodes[Int(node)].slotRange
    }

    /// The id of `node` or of its nearest ancestor that has one (modifier layers wrapping a
    /// view are its ancestors here), for diagnostics; nil when no enclosing view has an id.
    func nearestID(of node: Int32) -> String? {
        var current = node
        var steps = 0
        while current >= 0 && steps <= nodes.count {
            let id = info[Int(current)].id
            if id >= 0 { return ids[Int(id)] }
            current = info[Int(current)].parent
            steps += 1
        }
        return nil
    }
}

/// What the build step and diagnostics know about a node besides its layout behaviour.
struct NodeInfo: Sendable {
    /// The parent node (−1 for the root).
    var parent: Int32 = -1
    /// The index into `ViewGraph.ids` of the id this node carries, or −1.
    var id: Int32 = -1
    /// Which edges ask for zero spacing from a neighbouring stack child.
    var zeroSpacing: SpacingEdges = []
    /// The guides the node's subtree may give an explicit value for (`GuideName.bit`),
    /// filled as the nodes are built (`viewGuideMask`, `modifierGuideMask`); it fits in the
    /// padding after `zeroSpacing`, so the record stays 12 bytes.
    var explicitGuides: UInt8 = 0
}

/// One layout behaviour per case (SEMANTICS §A). Modifier layers are nodes of their own.
enum NodeKind: UInt8, Sendable {
    case shape, spacer, image, stack, zStack
    case fixedFrame, flexibleFrame, padding, layoutPriority, fixedSize
    case lazyGrid, grid, gridRow, scrollView, customLayout
    case text, geometryReader, viewThatFits, alignmentGuide, secondary, offset, aspectRatio, containerRelativeFrame
    case ignoresSafeArea, safeAreaInset, safeAreaPadding

    /// Whether the node's answers are memoised per proposal within a pass. Only containers
    /// are: they are what probes at 0/∞/actual multiply; a modifier asks its one child once
    /// per question, so an uncached modifier chain costs its length, never more.
    @inline(__always) var isCached: Bool {
        switch self {
        case .stack, .zStack, .lazyGrid, .grid, .gridRow, .scrollView, .customLayout, .viewThatFits: return true
        default: return false
        }
    }
}

/// A node of the flat view graph: 16 bytes.
struct Node: Sendable {
    var kind: NodeKind
    /// Which frame this is when it lies directly around a shape (the seam answers those
    /// inline and tests this one byte first: `Engine+Seam.swift`); `.none` for every other
    /// node. Set by `indexContainers` once every node is built. (It fits in the padding after
    /// `kind`: the record stays 16 bytes.)
    var shapeFrame = ShapeFrame.none
    /// A container's first child slot in `ViewGraph.slots`; a modifier's child node.
    var first: Int32
    /// The number of child slots of a container (0 for a leaf; 1 for a modifier, whose
    /// `first` is its child node).
    var count: Int32
    /// The index into the kind's parameter table (unused for shapes and layoutPriority).
    var payload: Int32
}

/// The kind of a frame directly around a shape (`Node.shapeFrame`).
enum ShapeFrame: UInt8, Sendable {
    /// A flexible frame around a shape (raw value 0: the seam's most frequent test is one
    /// against zero).
    case flexible
    /// A fixed frame around a shape.
    case fixed
    /// Not a frame directly around a shape.
    case none
}

/// Where a view's alignment guide sits along one axis.
enum Guide: UInt8, Sendable {
    case start, center, end

    /// The guide's distance from the view's start edge, for a view `length` long.
    @inline(__always) func before(_ length: Double) -> Double {
        switch self {
        case .start: return 0
        case .center: return length / 2
        case .end: return length
        }
    }

    /// The guide's distance to the view's end edge (computed without subtracting, so an
    /// infinite length never yields NaN).
    @inline(__always) func after(_ length: Double) -> Double {
        switch self {
        case .start: return length
        case .center: return length / 2
        case .end: return 0
        }
    }

    init(_ alignment: HorizontalAlignment) {
        switch alignment {
        case .leading: self = .start
        case .center: self = .center
        case .trailing: self = .end
        }
    }

    /// Baselines of views without text are their bottom (SEMANTICS §A, alignment guides).
    init(_ alignment: VerticalAlignment) {
        switch alignment {
        case .top: self = .start
        case .center: self = .center
        case .bottom, .firstTextBaseline, .lastTextBaseline: self = .end
        }
    }
}

/// A 2-D alignment as one guide per axis.
struct Guides: Sendable {
    var horizontal: Guide
    var vertical: Guide
    init(_ alignment: Alignment) {
        horizontal = Guide(alignment.horizontal)
        vertical = Guide(alignment.vertical)
    }
    @inline(__always) subscript(axis: Axis) -> Guide {
        axis == .horizontal ? horizontal : vertical
    }

    /// The offset that aligns a child of size `child` inside a container of size `container`
    /// (the guides coincide). Equal infinite lengths give 0, never NaN.
    @inline(__always) func offset(of child: Size, in container: Size) -> Point {
        Point(
            x: Guides.difference(horizontal.before(container.width), horizontal.before(child.width)),
            y: Guides.difference(vertical.before(container.height), vertical.before(child.height)))
    }

    @inline(__always) static func difference(_ a: Double, _ b: Double) -> Double {
        let d = a - b
        return d != d ? 0 : d
    }
}
