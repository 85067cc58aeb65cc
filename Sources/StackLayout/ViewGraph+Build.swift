import LayoutCore

extension ViewGraph {
    /// BUILD: flattens `spec` into nodes, slots and parameter tables.
    ///
    /// Recursion follows view nesting only (a modifier chain is a loop), so a spec at the
    /// decoder's depth limit (256) recurses 256 calls deep.
    /// - Complexity: O(views + modifiers).
    init(_ spec: ViewSpec, layouts: LayoutCatalog = .standard) {
        containers.catalog = layouts
        let counts = withUnsafePointer(to: spec.root) { Self.count($0) }
        nodes.reserveCapacity(counts.nodes)
        info.reserveCapacity(counts.nodes)
        slots.reserveCapacity(counts.slots)
        gapBefore.reserveCapacity(counts.slots)
        ids.reserveCapacity(counts.ids)
        idNodes.reserveCapacity(counts.ids)
        flexibleFrames.reserveCapacity(counts.flexibleFrames)
        var pending: [PendingFrameDiagnostic] = []
        content.environment = spec.environment
        root = build(spec.root, enclosingAxis: nil, environment: spec.environment, pending: &pending)
        diagnostics += pending.map { frameDiagnostic($0) }
        gatherSlotPriorities()
        indexContainers()
    }

    /// The layout priority `node` reports to an enclosing stack (SEMANTICS §A): a bare Spacer
    /// −∞, `.layoutPriority(p)` p, `.fixedSize` its child's, anything else 0.
    @inline(__always) private static func reportedPriority(
        of node: Int32, _ nodes: UnsafeBufferPointer<Node>, _ layoutPriorities: UnsafeBufferPointer<Double>
    ) -> Double {
        var current = node
        while true {
            let n = nodes[Int(current)]
            switch n.kind {
            case .layoutPriority: return layoutPriorities[Int(n.payload)]
            case .fixedSize: current = n.first
            case .spacer: return -.infinity
            default: return 0
            }
        }
    }

    /// Fills `slotPriorities` (one `reportedPriority` per slot) once every node is built.
    private mutating func gatherSlotPriorities() {
        // Never `unsafeUninitializedCapacity: 0`: the standard library then writes the count
        // into the shared empty-array storage, a data race with any thread reading an empty
        // array (ThreadSanitizer reports it).
        guard !slots.isEmpty else {
            slotPriorities = []
            return
        }
        slotPriorities = slots.withUnsafeBufferPointer { slots in
            nodes.withUnsafeBufferPointer { nodes in
                layoutPriorities.withUnsafeBufferPointer { layoutPriorities in
                    [Double](unsafeUninitializedCapacity: slots.count) { priorities, initialized in
                        for index in slots.indices {
                            priorities.initializeElement(
                                at: index, to: Self.reportedPriority(of: slots[index], nodes, layoutPriorities))
                        }
                        initialized = slots.count
                    }
                }
            }
        }
    }

    /// Numbers the containers in node order (`containerIndex`, `cachedNodeCount`) and notes
    /// whether any node is a GeometryReader, a custom layout or a container-relative frame
    /// (`hasChangingAnswers`).
    private mutating func indexContainers() {
        var count: Int32 = 0
        var changing = false
        guard !nodes.isEmpty else {  // see gatherSlotPriorities
            containerIndex = []
            cachedNodeCount = 0
            hasChangingAnswers = false
            return
        }
        containerIndex = nodes.withUnsafeBufferPointer { nodes in
            [Int32](unsafeUninitializedCapacity: nodes.count) { indices, initialized in
                for index in nodes.indices {
                    let kind = nodes[index].kind
                    let isCached = kind.isCached
                    indices.initializeElement(at: index, to: isCached ? count : -1)
                    if isCached { count += 1 }
                    if kind == .geometryReader || kind == .customLayout || kind == .containerRelativeFrame {
                        changing = true
                    }
                }
                initialized = nodes.count
            }
        }
        cachedNodeCount = Int(count)
        hasChangingAnswers = changing
        for index in nodes.indices {
            let node = nodes[index]
            guard node.kind == .fixedFrame || node.kind == .flexibleFrame, nodes[Int(node.first)].kind == .shape
            else { continue }
            nodes[index].shapeFrame = node.kind == .fixedFrame ? .fixed : .flexible
        }
    }

    /// How many nodes (views and modifier layers), child slots, ids and flexible frames `view`
    /// holds, so the build reserves its arrays once (ForEach instances and the views of a
    /// background or overlay are not counted: the arrays grow for them). The tree is read in
    /// place through pointers: a `ViewNode` parameter or local would be a copy (a retain and
    /// a release of each array it holds) per view.
    private static func count(_ view: UnsafePointer<ViewNode>) -> (
        nodes: Int, slots: Int, ids: Int, flexibleFrames: Int
    ) {
        var nodes = 1 + view.pointee.modifiers.count
        var slots = view.pointee.children.count
        var ids = view.pointee.id == nil ? 0 : 1
        var flexibleFrames = 0
        for index in view.pointee.modifiers.indices {
            if view.pointee.modifiers[index].id != nil { ids += 1 }
            if case .flexibleFrame = view.pointee.modifiers[index].modifier { flexibleFrames += 1 }
        }
        // A leaf skips the buffer access (a retain and a release of the empty array).
        if slots == 0 { return (nodes, slots, ids, flexibleFrames) }
        view.pointee.children.withUnsafeBufferPointer { children in
            guard let first = children.baseAddress else { return }
            for index in children.indices {
                let child = count(first + index)
                nodes += child.nodes
                slots += child.slots
                ids += child.ids
                flexibleFrames += child.flexibleFrames
            }
        }
        return (nodes, slots, ids, flexibleFrames)
    }

    /// Appends the nodes of `view` (base first, then its modifier layers inside out) and
    /// returns its outermost node. `enclosingAxis` is the axis of the stack this view is a
    /// child of (nil outside a stack or inside a ZStack): a Spacer reads it.
    mutating func build(
        _ view: ViewNode, enclosingAxis: Axis?, environment: LayoutEnvironment,
        pending: inout [PendingFrameDiagnostic]
    ) -> Int32 {
        withUnsafePointer(to: view) {
            build(at: $0, enclosingAxis: enclosingAxis, environment: environment, pending: &pending)
        }
    }

    /// `build(_:enclosingAxis:environment:pending:)` reading the view in place: a `ViewNode`
    /// parameter would be a copy (a retain and a release of each array it holds) per view.
    private mutating func build(
        at view: UnsafePointer<ViewNode>, enclosingAxis: Axis?, environment: LayoutEnvironment,
        pending: inout [PendingFrameDiagnostic]
    ) -> Int32 {
        // Shapes (the most common leaves) are told apart first, without copying the kind
        // (and retaining its payload) as a switch or a computed property over it would.
        var isShape = false
        if case .shape = view.pointee.kind { isShape = true }
        if !isShape, view.pointee.kind.isResolvedContainer,
            let resolved = view.pointee.resolvingContainer(in: environment)
        {
            return build(resolved, enclosingAxis: enclosingAxis, environment: environment, pending: &pending)
        }
        let base = Int32(nodes.count)
        let hasID = view.pointee.id != nil
        appendNode(
            Node(kind: .shape, first: Int32(slots.count), count: 0, payload: 0),
            NodeInfo(id: hasID ? Int32(ids.count) : -1))
        if hasID, let id = view.pointee.id { appendID(id, for: base) }
        if !isShape {
            buildBase(base, at: view, enclosingAxis: enclosingAxis, environment: environment, pending: &pending)
        }
        if !view.pointee.expressions.isEmpty { bindViewExpressions(view.pointee.expressions, node: base) }
        // A shape's mask is 0, as appended.
        if !isShape { info[Int(base)].explicitGuides = viewGuideMask(base) }
        if view.pointee.modifiers.isEmpty { return base }
        var current = base
        view.pointee.modifiers.withUnsafeBufferPointer { modifiers in
            for index in modifiers.indices {
                current = appendModifier(
                    modifiers.baseAddress! + index, around: current, base: base, pending: &pending)
            }
        }
        return current
    }

    /// Fills the base node of every view but a shape (already a `.shape` node) and builds its
    /// children.
    private mutating func buildBase(
        _ base: Int32, at view: UnsafePointer<ViewNode>, enclosingAxis: Axis?, environment: LayoutEnvironment,
        pending: inout [PendingFrameDiagnostic]
    ) {
        switch view.pointee.kind {
        case .shape:
            break
        case .spacer(let minLength):
            nodes[Int(base)].kind = .spacer
            nodes[Int(base)].payload = Int32(spacers.count)
            spacers.append(SpacerParameters(minLength: minLength ?? environment.defaultSpacing, axis: enclosingAxis))
            info[Int(base)].zeroSpacing = .all
        case .image(let width, let height, let resizable):
            nodes[Int(base)].kind = .image
            nodes[Int(base)].payload = Int32(images.count)
            images.append(ImageParameters(size: Size(width: width, height: height), resizable: resizable))
        case .symbolImage(let symbol):
            nodes[Int(base)].kind = .image
            nodes[Int(base)].payload = Int32(images.count)
            images.append(symbolImageParameters(symbol, view: view.pointee, environment: environment))
        case .hStack(let alignment, let spacing):
            buildStack(
                base, view.pointee.children, axis: .horizontal, guide: Guide(alignment), name: GuideName(alignment),
                spacing: spacing,
                environment: environment, pending: &pending)
        case .vStack(let alignment, let spacing):
            buildStack(
                base, view.pointee.children, axis: .vertical, guide: Guide(alignment), name: GuideName(alignment),
                spacing: spacing,
                environment: environment, pending: &pending)
        case .zStack(let alignment):
            nodes[Int(base)].kind = .zStack
            nodes[Int(base)].payload = Int32(zStacks.count)
            zStacks.append(Guides(alignment))
            content.zStackGuides.append(GuidePair(alignment))
            buildChildren(base, view.pointee.children, enclosingAxis: nil, environment: environment, pending: &pending)
            info[Int(base)].zeroSpacing = commonEdges(of: base)
        case .lazyGrid, .grid, .gridRow, .scrollView, .customLayout, .forEach, .anyLayout:
            buildContainer(base, view.pointee, environment: environment, pending: &pending)
        case .text, .geometryReader, .viewThatFits:
            buildContentView(base, view.pointee, environment: environment, pending: &pending)
        }
    }

    private mutating func buildStack(
        _ node: Int32, _ children: [ViewNode], axis: Axis, guide: Guide, name guideName: GuideName,
        spacing: Double?,
        environment: LayoutEnvironment, pending: inout [PendingFrameDiagnostic]
    ) {
        let payload = stacks.count
        nodes[Int(node)].kind = .stack
        nodes[Int(node)].payload = Int32(payload)
        stacks.append(StackParameters(axis: axis, guide: guide, totalGap: 0))
        content.stackGuides.append(guideName)
        buildChildren(node, children, enclosingAxis: axis, environment: environment, pending: &pending)
        stacks[payload].totalGap = computeGaps(of: node, axis: axis, spacing: spacing, environment: environment)
        info[Int(node)].zeroSpacing = stackEdges(of: node, axis: axis)
    }

    /// Reserves one contiguous run of slots for `children`, then builds each child into it.
    mutating func buildChildren(
        _ node: Int32, _ children: [ViewNode], enclosingAxis: Axis?, environment: LayoutEnvironment,
        pending: inout [PendingFrameDiagnostic]
    ) {
        let children = ViewNode.expandingForEach(children)
        let first = slots.count
        slots.append(contentsOf: repeatElement(-1, count: children.count))
        gapBefore.append(contentsOf: repeatElement(0, count: children.count))
        nodes[Int(node)].first = Int32(first)
        nodes[Int(node)].count = Int32(children.count)
        children.withUnsafeBufferPointer { children in
            guard let firstChild = children.baseAddress else { return }
            for offset in children.indices {
                let childNode = build(
                    at: firstChild + offset, enclosingAxis: enclosingAxis, environment: environment, pending: &pending)
                slots[first + offset] = childNode
                info[Int(childNode)].parent = node
            }
        }
    }

    /// Wraps `inner` in one modifier layer and returns the new node. `modifier` is read in
    /// place (a `ModifierNode` value would be a copy per modifier). A layout modifier's node
    /// is appended whole (kind, payload, spacing request, guide mask) in one write per table.
    private mutating func appendModifier(
        _ modifier: UnsafePointer<ModifierNode>, around inner: Int32, base: Int32,
        pending: inout [PendingFrameDiagnostic]
    ) -> Int32 {
        let node = Int32(nodes.count)
        info[Int(inner)].parent = node
        var zeroSpacing = info[Int(inner)].zeroSpacing
        let kind: NodeKind
        let payload: Int
        switch modifier.pointee.modifier {
        case .frame(let frame):
            (kind, payload) = (.fixedFrame, fixedFrames.count)
            fixedFrames.append(validated(frame, node: node, base: base, pending: &pending))
        case .flexibleFrame(let frame):
            (kind, payload) = (.flexibleFrame, flexibleFrames.count)
            flexibleFrames.append(normalized(frame, node: node, base: base, pending: &pending))
        case .padding(let insets):
            (kind, payload) = (.padding, paddings.count)
            paddings.append(insets)
            zeroSpacing.subtract(paddedEdges(insets))
        case .layoutPriority(let priority):
            (kind, payload) = (.layoutPriority, layoutPriorities.count)
            layoutPriorities.append(priority)
        case .fixedSize(let horizontal, let vertical):
            (kind, payload) = (.fixedSize, fixedAxes.count)
            fixedAxes.append(FixedAxes(horizontal: horizontal, vertical: vertical))
        case .ignoresSafeArea(let regions, let edges):
            // Only the container region is modelled: ignoring the keyboard's changes nothing.
            (kind, payload) = (.ignoresSafeArea, regions == .keyboard ? 0 : Int(edges.rawValue))
            hasSafeAreaLayers = true
        case .alignmentGuide, .background, .overlay, .offset, .aspectRatio, .border, .containerRelativeFrame,
            .safeAreaInset, .safeAreaPadding:
            appendNode(
                Node(kind: .layoutPriority, first: inner, count: 1, payload: 0), NodeInfo(zeroSpacing: zeroSpacing))
            appendContentModifier(modifier.pointee, node: node, inner: inner, pending: &pending)
            info[Int(node)].explicitGuides = modifierGuideMask(node, inner: inner)
            finishModifier(modifier, node: node)
            return node
        }
        appendNode(
            Node(kind: kind, first: inner, count: 1, payload: Int32(payload)),
            NodeInfo(zeroSpacing: zeroSpacing, explicitGuides: info[Int(inner)].explicitGuides))
        finishModifier(modifier, node: node)
        return node
    }

    /// Binds the GeometryReader expressions and records the id of modifier `node`.
    @inline(__always) private mutating func finishModifier(_ modifier: UnsafePointer<ModifierNode>, node: Int32) {
        if !modifier.pointee.expressions.isEmpty { bindModifierExpressions(modifier.pointee, node: node) }
        if let id = modifier.pointee.id { record(id, for: node) }
    }

    /// Appends `node` with what the build knows about it.
    @inline(__always) mutating func appendNode(_ node: Node, _ nodeInfo: NodeInfo) {
        nodes.append(node)
        info.append(nodeInfo)
    }

    /// Records `id` for `node`; the caller's copy of the string is moved into `ids`.
    private mutating func record(_ id: consuming String, for node: Int32) {
        info[Int(node)].id = Int32(ids.count)
        appendID(id, for: node)
    }

    /// Appends `id` and `node` to the id tables (`NodeInfo.id` already names the entry).
    @inline(__always) private mutating func appendID(_ id: consuming String, for node: Int32) {
        ids.append(id)
        idNodes.append(node)
    }
}
