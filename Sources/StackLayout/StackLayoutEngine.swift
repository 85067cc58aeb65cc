import LayoutCore

/// SwiftUI's proposal-based layout (docs/SEMANTICS.md §A) for a `ViewSpec`: stacks,
/// ZStack, shapes, Spacer, Image, Text, GeometryReader, ViewThatFits, frames, padding,
/// `layoutPriority`, `fixedSize`, alignment guides, background/overlay, offset, aspectRatio,
/// containerRelativeFrame and border.
///
/// Two steps, as every LayoutLab engine: **build** (`init`) flattens the view tree into
/// arrays once; **solve** (`solve(in:)` / `layout(in:)`) proposes a size to the root, lets
/// every view choose its size (`sizeThatFits`) and places the children (`placeSubviews`).
/// Solving again at another size reuses every buffer: a warm pass allocates nothing. It also
/// keeps what the new size does not change: a container proposed what it was proposed in
/// an earlier pass answers without laying its children out again, and one placed exactly
/// as in its last placement keeps its subtree's frames (`Engine+KeptPlacements.swift`; not
/// with GeometryReader, custom layouts, pinned lazy-grid views or tracing).
///
/// ```swift
/// import LayoutCore
/// import StackLayout
///
/// // VStack(spacing: 0) { Color.frame(minHeight: 200, maxHeight: 400); Color }
/// let spec = ViewSpec(name: "split", root: ViewNode(.vStack(alignment: .center, spacing: 0), children: [
///     ViewNode(.shape(.color), id: "top", modifiers: [
///         ModifierNode(.flexibleFrame(FlexibleFrame(vertical: FrameLimits(min: 200, max: 400))))]),
///     ViewNode(.shape(.color), id: "bottom"),
/// ]))
/// var engine = StackLayoutEngine(spec)
/// let solution = engine.solve(in: SolveSize(width: 393, height: 852))
/// solution.frame(of: "top")      // (0, 0, 393, 400): clamp(852 / 2, 200, 400)
/// engine.layout(in: SolveSize(width: 393, height: 500))
/// engine.frame(ofViewAt: 1)      // "bottom": (0, 250, 393, 250), read without allocating
/// ```
///
/// Choices where SEMANTICS §A leaves the behaviour open (rule 7 and the leaves), each
/// covered by a test in `StackLayoutTests`:
/// - **Spacer spacing through modifiers.** A Spacer asks for zero spacing on every edge.
///   Frames, `layoutPriority` and `fixedSize` pass that request through (OpenSwiftUI);
///   `.padding` resets it on each edge it insets by a non-zero amount, so a padded Spacer
///   gets the default gap again.
/// - **Nested stacks.** A stack projects its children's requests: along its axis its start
///   edge is its first child's and its end edge its last child's, so a nested same-axis
///   stack that starts or ends with a Spacer gets a 0 gap; across its axis (and for a
///   ZStack) an edge asks for zero only when every child's does.
/// - **Flexible frame placing.** When placing, a flexible frame proposes its own size to its
///   child on each axis, except on an axis where it has no ideal, its own proposal was nil
///   and its size lies strictly between min and max: there it proposes nil (OpenSwiftUI's
///   `childPlacementProposal`). So `Color.frame(minWidth: 50).fixedSize()` draws the Color
///   50 wide.
/// - **Spacer outside a stack** (the root, a ZStack child, and everything under a ZStack
///   until the next stack): on both axes max(proposal, minLength), nil → minLength (the
///   default spacing when minLength is nil). Inside a stack, through modifier layers, its
///   length along that stack's axis is max(proposal, minLength) with nil → minLength, and 0
///   across.
/// - **Solve sizes.** A nil solve dimension proposes nil and places the root at 0; an
///   infinite one proposes ∞ and also places the root at 0 (centring in an infinite canvas
///   has no meaning); a finite one centres the root.
///
/// Overflow never fails: a stack whose children take more than its major proposal reports
/// an `overflow` diagnostic naming the stack (or the nearest id around it), the axis and
/// the excess. Contradictory flexible frames are normalised and reported as
/// `contradictoryFrame` when the engine is built.
///
/// - Complexity: a pass computes each container's size at most once per distinct proposal
///   (see `MeasurementCache`), so it is linear in the number of views for a bounded number
///   of distinct proposals per view; a stack of n children sorts them in O(n) when their
///   order did not change since the previous pass, O(n log n) otherwise.
public struct StackLayoutEngine: Sendable {
    /// The built graph; GeometryReader expressions rewrite their modifiers' parameters in
    /// place when the reader is laid out (`Engine+GeometryReader.swift`).
    var graph: ViewGraph
    /// The pass's memo of container answers.
    var cache: MeasurementCache
    /// Frames, stack scratch and counters, written through pointers (see `SolveBuffers`).
    var buffers: SolveBuffers
    /// Overflow diagnostics of the last pass.
    var overflows: [Diagnostic] = []
    /// Whether a flexible frame is placing its child for overflow diagnostics only
    /// (`diagnoseOverflowUnderMeasurement`); the frames written meanwhile are overwritten.
    var isDiagnosingOverflow = false
    /// Whether this pass checks every acceleration against the plain rule
    /// (`ReferenceCheck.isEnabled`, read once per pass; `Engine+ReferenceCheck.swift`).
    var checksReference = false
    /// Whether this pass keeps placements (`keepsLayouts` and not tracing; off while a kept
    /// placement is checked against placing again).
    var keepsPlacements = false
    /// Whether each `sizeThatFits` call is recorded in `probes` (`--trace`); off by default.
    public var isTracing = false
    /// Whether this pass neither traces nor checks (`!isTracing && !checksReference`, set once
    /// per pass): the seam's fast paths then run with nothing beside them, one flag read per
    /// child (`Engine+Seam.swift`).
    var isPlainPass = false
    /// The calls of the last pass while `isTracing` (`Engine+Trace.swift`).
    public internal(set) var probes: [Probe] = []
    /// The visible rectangles of the ScrollViews being placed, innermost last (pinned views).
    var scrollViewports: [Rect] = []

    /// Whether stacks keep their children's min/max probes across passes (`probesHold`):
    /// false when GeometryReader expressions or custom layouts may change answers.
    let reusesProbes: Bool
    /// Whether answers and placements are kept across passes (`Engine+KeptPlacements.swift`):
    /// `reusesProbes`, and no lazy grid pins views (their placement reads the enclosing
    /// ScrollView's frame, which is not part of the grid's own placement).
    let keepsLayouts: Bool

    /// The spec as given when its layout depends on the size classes the solve size gives
    /// (`StackLayoutEngine+SizeClasses.swift`); nil otherwise.
    var sizeClassSource: SizeClassSource?

    /// The spec's name.
    public let specName: String
    /// The size of the last pass, nil before the first.
    public private(set) var lastSize: SolveSize?
    /// Sizings computed in the last pass over all views and modifier layers: every
    /// `sizeThatFits` answer that was not memoised, and every min/max probe of a stack child
    /// (which asks only for the length along the stack's axis). For `--trace` and the
    /// linear-cost test.
    /// - Complexity: O(nodes): the sum of the per-node counts, derived when read, so a
    ///   sizing updates one count, not two.
    public var measurementCount: Int { buffers.measurements.sum() }
    /// Answers served from the measurement cache in the last pass.
    public internal(set) var cacheHitCount = 0

    /// BUILD: flattens `spec` (O(views + modifiers)); reports contradictory frames and
    /// custom layouts `layouts` cannot build in `diagnostics`.
    public init(_ spec: ViewSpec, layouts: LayoutCatalog = .standard) {
        let adaptive = SizeClassSource(spec, layouts: layouts)
        sizeClassSource = adaptive
        let spec = adaptive.map { $0.spec(for: $0.builtFor) } ?? spec
        graph = ViewGraph(spec, layouts: layouts)
        specName = spec.name
        buffers = SolveBuffers(
            nodeCount: graph.nodes.count, slotCount: graph.slots.count, containerCount: graph.cachedNodeCount)
        cache = MeasurementCache(containers: graph.cachedNodeCount)
        reusesProbes = !graph.hasChangingAnswers
        keepsLayouts =
            reusesProbes && !graph.hasSafeAreaLayers
            && !graph.containers.lazyGrids.contains { $0.pinsHeaders || $0.pinsFooters }
        // The process environment is read once per process; the first engine built reads it
        // here, so that one-time cost is not paid inside a layout pass (`layout(in:)` reads
        // `ReferenceCheck.isEnabled` once per pass).
        _ = ReferenceCheck.isRequestedByEnvironment
    }

    /// Every id of the spec, in `ViewSpec.ids` order; `frame(ofViewAt:)` indexes it.
    public var ids: [String] { graph.ids }

    /// The number of layout nodes: one per view plus one per modifier layer.
    public var nodeCount: Int { graph.nodes.count }

    /// Build-time diagnostics (contradictory frames) followed by the last pass's overflows.
    public var diagnostics: [Diagnostic] { graph.diagnostics + overflows }

    /// SOLVE: lays the spec out in `size` and returns a frame for every id, in canvas
    /// coordinates and `ids` order, with the diagnostics.
    public mutating func solve(in size: SolveSize) -> LayoutSolution {
        layout(in: size)
        var frames: [ViewFrame] = []
        frames.reserveCapacity(graph.ids.count)
        for (index, id) in graph.ids.enumerated() {
            frames.append(ViewFrame(id: id, frame: frame(ofViewAt: index)))
        }
        return LayoutSolution(engine: .stack, spec: specName, size: size, frames: frames, diagnostics: diagnostics)
    }

    /// SOLVE without building a `LayoutSolution`: afterwards read `frame(ofViewAt:)`.
    /// Allocates nothing once the buffers have grown (the benchmarks' warm re-solve).
    ///
    /// The root is proposed `size` less the environment's safe-area insets, then placed
    /// centred inside them on each finite axis and at the leading or top inset on a nil or
    /// infinite one (FORMATS.md §1; SEMANTICS §A rule 5 for the root). A finite length
    /// beyond `SpecLimits.maxMagnitude` (which the JSON formats and the CLI reject) is proposed
    /// as that limit, so sums and products of lengths stay finite (docs/RELIABILITY.md).
    public mutating func layout(in size: SolveSize) {
        rebuildForSizeClasses(of: size)
        if !isKnownUniquelyReferenced(&buffers) { buffers = buffers.copy() }
        #if DEBUG
            buffers.startStackProbe()
        #endif
        cache.beginPass()
        checksReference = ReferenceCheck.isEnabled
        isPlainPass = !isTracing && !checksReference
        keepsPlacements = keepsLayouts && !isTracing
        cache.keepsAnswers = keepsLayouts && !isTracing
        cacheHitCount = 0
        if !overflows.isEmpty { overflows.removeAll(keepingCapacity: true) }
        if !probes.isEmpty { probes.removeAll(keepingCapacity: true) }
        buffers.measurements.fill(with: 0)
        lastSize = size
        let root = graph.root
        let insets = graph.content.environment.safeAreaInsets
        let proposal = Proposal(
            width: Self.rootLength(size.width, inset: insets.total(along: .horizontal)),
            height: Self.rootLength(size.height, inset: insets.total(along: .vertical)))
        if !graph.content.containerRelativeFrames.isEmpty {
            buffers.containerLengths = [proposal]
            buffers.lastContainers.removeAll()
        }
        let rootSize = sizeThatFits(root, proposal)
        let origin = Point(
            x: insets.leading + Self.rootOrigin(proposal.width, rootSize.width),
            y: insets.top + Self.rootOrigin(proposal.height, rootSize.height))
        buffers.safeAreas.removeAll(keepingCapacity: true)
        buffers.safeAreas.append(SafeAreaRegion(insets: insets, proposal: proposal, rootSize: rootSize))
        place(root, proposal, at: origin, size: rootSize)
        if isTracing { completeOneAxisAnswers() }
    }

    /// The canvas frame, in the last pass, of the view `ids[index]` names.
    ///
    /// A value that infinite lengths leave undefined (∞ − ∞: an infinitely wide view centred in
    /// a finite parent is at −∞, and its children at −∞ + ∞) is 0, the convention of
    /// `Guides.difference`; only an infinite proposal can produce one.
    /// - Precondition: `index` is in `ids.indices`.
    @inline(__always) public func frame(ofViewAt index: Int) -> Rect {
        let r = buffers.frames[Int(graph.idNodes[index])]
        if r.x == r.x && r.y == r.y && r.width == r.width && r.height == r.height { return r }
        return Rect(
            x: r.x.isNaN ? 0 : r.x, y: r.y.isNaN ? 0 : r.y, width: r.width.isNaN ? 0 : r.width,
            height: r.height.isNaN ? 0 : r.height)
    }

    /// The canvas frame of the view `id` in the last pass, or nil for an unknown id.
    /// - Complexity: O(ids); use `frame(ofViewAt:)` with an index into `ids` in loops.
    public func frame(of id: String) -> Rect? {
        graph.ids.firstIndex(of: id).map { frame(ofViewAt: $0) }
    }

    /// Sizings computed in the last pass for the view `ids[index]` names.
    public func measurementCount(ofViewAt index: Int) -> Int {
        Int(buffers.measurements[Int(graph.idNodes[index])])
    }

    /// A root proposal length: nil is unspecified, a negative length 0, a finite length at most
    /// `SpecLimits.maxMagnitude` less the safe-area insets along it (`inset`, at least 0);
    /// infinity stays infinity.
    private static func rootLength(_ length: Double?, inset: Double) -> Double {
        guard let length, !length.isNaN else { return Proposal.unspecified }
        if length == .infinity { return length }
        return max(min(max(length, 0), SpecLimits.maxMagnitude) - inset, 0)
    }

    private static func rootOrigin(_ canvas: Double?, _ length: Double) -> Double {
        guard let canvas, canvas.isFinite else { return 0 }
        return Guides.difference(canvas / 2, length / 2)
    }
}
