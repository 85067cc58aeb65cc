import LayoutCore

/// The one seam where accelerations step in (docs/ENGINES.md, "Checked seam"): every rule of
/// the driver (`Engine+Driver.swift`) and of the concept files asks for a child's size, a
/// child's length on one axis (two at once, for a stack's probes) or a child's placement through the functions here, and only
/// here are answers memoised (`MeasurementCache`, stamps, kept placements) or computed
/// inline (a leaf, or a frame directly around a shape, answered without a call: the same
/// rule functions, inlined at the call site).
///
/// With `ReferenceCheck` on (`LAYOUTLAB_VERIFY=1`), each accelerated answer is computed once
/// more by the plain rule beside it (`Engine+ReferenceCheck.swift`) and a disagreement is
/// reported with both answers.
///
/// Speed: the fast paths (`childSize`, `childLengths`, `placeChild`) are `@inline(always)`, so
/// each stack loop runs them in place (Swift 6.3 treats `@inline(__always)` as a hint and
/// declines it for functions of their size); the general entries (`sizeThatFits`,
/// `lengthThatFits`, `place`) are `@inline(never)`, which keeps those loops small. The graph's
/// tables are read without bounds checks here (`ViewGraph+Reads.swift`). Measured in
/// Benchmarks/results/2026-12-03-*-stack14.md (`scripts/icount-compare.sh`).
///
/// Stack depth: every engine method a pass calls is `mutating` (even one that only reads) and
/// reads the graph's tables by subscript, never through a `ViewGraph` method, so a debug
/// build's frames hold no copy of the engine or graph value and the recursion stays within a
/// few KB per level of nesting (docs/ENGINES.md, "Stack depth"; `StackDepthTests`).
extension StackLayoutEngine {
    // MARK: Sizing

    /// `sizeThatFits(child, proposal)`, with a leaf or a frame directly around a shape
    /// answered here by its rule, inlined, the shape's answer given to the frame's rule
    /// directly (the frames and stacks over Colors of the benchmarks and most specs). Counted
    /// as `sizeThatFits` would. One flag (`isPlainPass`) tells whether anything runs beside the
    /// fast paths; when something does, `observedChildSize` answers.
    @inline(always) mutating func childSize(_ child: Int32, _ proposal: Proposal) -> Size {
        if isPlainPass { return acceleratedSize(child, proposal) }
        return observedChildSize(child, proposal)
    }

    /// `childSize` in a tracing or checking pass (a call, so each stack loop holds one copy of
    /// the fast paths, and a small frame on deep trees' recursion): a tracing pass asks
    /// `sizeThatFits`, which records every call; a checking pass answers a flexible frame
    /// around a shape by its fast path checked against the frame's rule
    /// (`checkedFramedShapeSize`), every other child by `sizeThatFits`.
    @inline(never) private mutating func observedChildSize(_ child: Int32, _ proposal: Proposal) -> Size {
        let n = graph.nodes[unchecked: child]
        if !isTracing && n.shapeFrame == .flexible { return checkedFramedShapeSize(child, n, proposal) }
        return sizeThatFits(child, proposal)
    }

    /// The fast path's size of flexible frame `child` (`n`) around a shape, checked against
    /// `flexibleFrameSize` while `checksReference` (off inside a reference computation).
    @inline(never) private mutating func checkedFramedShapeSize(_ child: Int32, _ n: Node, _ proposal: Proposal)
        -> Size
    {
        let size = framedShapeSize(child, n, proposal)
        if checksReference { checkFramedShape(child, n, proposal, size) }
        return size
    }

    /// `childSize` untraced and unchecked: the fast paths. A frame around a shape is
    /// recognised by one byte (`Node.shapeFrame`), tested first. Each answer is counted after
    /// it is computed: the counts' store then comes after every read of the graph, which the
    /// compiler can keep together (the same in `childLength` and `placeChild`).
    @inline(always) private mutating func acceleratedSize(_ child: Int32, _ proposal: Proposal) -> Size {
        let n = graph.nodes[unchecked: child]
        if n.shapeFrame == .flexible { return framedShapeSize(child, n, proposal) }
        if n.shapeFrame == .fixed {
            var asked = false
            let size = Self.fixedFrameSize(graph.fixedFrames[unchecked: n.payload], proposal) { shapeProposal in
                asked = true
                return Self.shapeSize(shapeProposal)
            }
            buffers.count(child)
            if asked { buffers.count(n.first) }
            return size
        }
        switch n.kind {
        case .shape, .spacer:
            let size = leafSize(n, proposal)
            buffers.count(child)
            return size
        default:
            return sizeThatFits(child, proposal)
        }
    }

    /// The size of flexible frame `child` (`n`) around a shape. A shape's length on an axis
    /// depends on its proposal on that axis alone, so the frame's one-axis rule gives each
    /// dimension of its size; the shape is asked (and counted) once, as by
    /// `flexibleFrameSize`, when an axis needs it.
    @inline(always) private mutating func framedShapeSize(_ child: Int32, _ n: Node, _ proposal: Proposal) -> Size {
        let frame = graph.flexibleFrames[unchecked: n.payload]
        var asked = false
        var size = Size(
            width: Self.flexibleFrameLength(frame, proposal, .horizontal) { shapeProposal in
                asked = true
                return Self.shapeLength(shapeProposal.width)
            },
            height: Self.flexibleFrameLength(frame, proposal, .vertical) { shapeProposal in
                asked = true
                return Self.shapeLength(shapeProposal.height)
            })
        buffers.count(child)
        if asked { buffers.count(n.first) }
        #if DEBUG
            size.width += buffers.framedShapeFaultForTesting
        #endif
        return size
    }

    /// `sizeThatFits`: the size `node` chooses for `proposal`. A container answers from the
    /// pass's `MeasurementCache` when it was asked the same question before (checked against
    /// its rule under `ReferenceCheck`); every other answer is computed by the node's rule
    /// (`computeSize`).
    @inline(never) mutating func sizeThatFits(_ node: Int32, _ proposal: Proposal) -> Size {
        #if DEBUG
            buffers.noteStackDepth()
        #endif
        if isTracing { return tracedSizeThatFits(node, proposal) }
        return measuredSize(node, proposal)
    }

    /// `sizeThatFits` untraced: the cached answer, or the node's rule.
    @inline(__always) mutating func measuredSize(_ node: Int32, _ proposal: Proposal) -> Size {
        let n = graph.nodes[Int(node)]
        guard n.kind.isCached else {
            buffers.count(node)
            return computeSize(node, n, proposal)
        }
        if let size = cache.lookup(node, proposal, container: Int(graph.containerIndex[Int(node)])) {
            cacheHitCount += 1
            if checksReference { return checkedCacheHit(node, n, proposal, size) }
            return size
        }
        buffers.count(node)
        let size = computeSize(node, n, proposal)
        cache.store(node, proposal, size, container: Int(graph.containerIndex[Int(node)]))
        return size
    }

    /// `lengthThatFits(child, p, axis)` for the two proposals of a stack's min/max probes
    /// (`first`, `second`), with a shape, or a frame directly around a shape, answered here by
    /// its one-axis rule, inlined; the child's node is read, and the tracing flag tested, once
    /// for both.
    @inline(always) mutating func childLengths(_ child: Int32, _ first: Proposal, _ second: Proposal, _ axis: Axis)
        -> (Double, Double)
    {
        if isTracing { return (lengthThatFits(child, first, axis), lengthThatFits(child, second, axis)) }
        let n = graph.nodes[unchecked: child]
        return (acceleratedLength(child, n, first, axis), acceleratedLength(child, n, second, axis))
    }

    /// `lengthThatFits(child, proposal, axis)` untraced for `child` (`n`): the fast paths.
    @inline(always) private mutating func acceleratedLength(
        _ child: Int32, _ n: Node, _ proposal: Proposal, _ axis: Axis
    ) -> Double {
        if n.shapeFrame == .flexible {
            var asked = false
            let length = Self.flexibleFrameLength(graph.flexibleFrames[unchecked: n.payload], proposal, axis) {
                shapeProposal in
                asked = true
                return Self.shapeLength(shapeProposal[axis])
            }
            buffers.count(child)
            if asked { buffers.count(n.first) }
            return length
        }
        if n.shapeFrame == .fixed {
            buffers.count(child)
            let frame = graph.fixedFrames[unchecked: n.payload]
            return Self.fixedLength(frame[axis], child: shapeLength(n.first, Self.childProposal(frame, proposal), axis))
        }
        if n.kind == .shape {
            let length = Self.shapeLength(proposal[axis])
            buffers.count(child)
            return length
        }
        return lengthThatFits(child, proposal, axis)
    }

    /// The length of shape `node` on `axis` for `proposal`, counted.
    @inline(always) private mutating func shapeLength(_ node: Int32, _ proposal: Proposal, _ axis: Axis) -> Double {
        buffers.count(node)
        return Self.shapeLength(proposal[axis])
    }

    /// `sizeThatFits(node, proposal)[axis]` for a stack's min/max probes: a container's length
    /// comes from its (memoised) size, a leaf's or a modifier's from its one-axis rule
    /// (`computeLength`), so a fixed frame's given dimension or a flexible frame's clamp is
    /// answered without asking the child at all.
    @inline(never) mutating func lengthThatFits(_ node: Int32, _ proposal: Proposal, _ axis: Axis) -> Double {
        let n = graph.nodes[Int(node)]
        if n.kind.isCached { return sizeThatFits(node, proposal)[axis] }
        if isTracing { traceOneAxisProbe(node, proposal) }
        buffers.count(node)
        return computeLength(node, n, proposal, axis)
    }

    // MARK: Placing

    /// `place(child, proposal, at: origin, size: size)`, with a leaf, or a frame directly
    /// around a shape, placed here by its rule, inlined: the shape, proposed what the frame
    /// proposes, aligned in the frame (a shape reports no overflow, so a flexible frame has
    /// none to diagnose: `placeInFlexibleFrame`).
    @inline(always) mutating func placeChild(_ child: Int32, _ proposal: Proposal, at origin: Point, size: Size) {
        let n = graph.nodes[unchecked: child]
        switch n.shapeFrame {
        case .flexible where !isTracing:
            let frame = graph.flexibleFrames[unchecked: n.payload]
            placeShape(n.first, Self.placingProposal(frame, proposal, size), in: origin, size, frame.guides)
            buffers.frames[Int(child)] = Rect(origin: origin, size: size)
        case .fixed where !isTracing:
            let frame = graph.fixedFrames[unchecked: n.payload]
            placeShape(n.first, Self.childProposal(frame, proposal), in: origin, size, frame.guides)
            buffers.frames[Int(child)] = Rect(origin: origin, size: size)
        default:
            switch n.kind {
            case .shape, .spacer, .image: buffers.frames[Int(child)] = Rect(origin: origin, size: size)
            default: place(child, proposal, at: origin, size: size)
            }
        }
    }

    /// Places shape `node`, proposed `proposal`, aligned by `guides` in a frame at `origin`
    /// sized `frameSize`.
    @inline(always) private mutating func placeShape(
        _ node: Int32, _ proposal: Proposal, in origin: Point, _ frameSize: Size, _ guides: Guides
    ) {
        let size = Self.shapeSize(proposal)
        buffers.frames[Int(node)] = Rect(origin: origin.moved(by: guides.offset(of: size, in: frameSize)), size: size)
        buffers.count(node)
    }

    /// `placeSubviews`: records `node`'s canvas frame (`origin`, `size`, where `size` is its
    /// answer to `proposal`) and places its children (`placeSubviews(_:_:_:at:size:)`). A
    /// container placed exactly as in its last placement keeps its subtree's frames
    /// (`Engine+KeptPlacements.swift`).
    @inline(never) mutating func place(_ node: Int32, _ proposal: Proposal, at origin: Point, size: Size) {
        #if DEBUG
            buffers.noteStackDepth()
        #endif
        buffers.frames[Int(node)] = Rect(origin: origin, size: size)
        let n = graph.nodes[Int(node)]
        if n.kind.isCached && keepsPlacements {
            placeContainerKeeping(node, n, proposal, at: origin, size: size)
        } else {
            placeSubviews(node, n, proposal, at: origin, size: size)
        }
    }
}
