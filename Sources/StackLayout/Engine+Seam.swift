import LayoutCore

/// The one seam where accelerations step in (docs/ENGINES.md, "Checked seam"): every rule of
/// the driver (`Engine+Driver.swift`) and of the concept files asks for a child's size, a
/// child's length on one axis or a child's placement through the functions here, and only
/// here are answers memoised (`MeasurementCache`, stamps, kept placements) or computed
/// inline (a leaf, or a frame directly around a shape, answered without a call: the same
/// rule functions, inlined at the call site).
///
/// With `ReferenceCheck` on (`LAYOUTLAB_VERIFY=1`), each accelerated answer is computed once
/// more by the plain rule beside it (`Engine+ReferenceCheck.swift`) and a disagreement is
/// reported with both answers.
///
/// Speed: the fast paths (`childSize`, `childLength`, `placeChild`) are `@inline(always)`, so
/// each stack loop runs them in place (Swift 6.3 treats `@inline(__always)` as a hint and
/// declines it for functions of their size); the general entries (`sizeThatFits`,
/// `lengthThatFits`, `place`) are `@inline(never)`, which keeps those loops small. The graph's
/// tables are read without bounds checks here (`ViewGraph+Reads.swift`). Measured in
/// Benchmarks/results/2026-12-03-*-stack14.md (`scripts/icount-compare.sh`).
extension StackLayoutEngine {
    // MARK: Sizing

    /// `sizeThatFits(child, proposal)`, with a leaf or a frame directly around a shape
    /// answered here by its rule, inlined, the shape's answer given to the frame's rule
    /// directly (the frames and stacks over Colors of the benchmarks and most specs). Counted
    /// as `sizeThatFits` would; a tracing pass always calls `sizeThatFits`, which records
    /// every call. One flag (`isPlainPass`) tells whether anything runs beside the fast path.
    @inline(always) mutating func childSize(_ child: Int32, _ proposal: Proposal) -> Size {
        if isPlainPass { return acceleratedSize(child, proposal, checked: false) }
        if isTracing { return sizeThatFits(child, proposal) }
        return acceleratedSize(child, proposal, checked: true)
    }

    /// `childSize` untraced: the fast paths, each checked against the plain rule when
    /// `checked` and `checksReference` (the latter is off inside a reference computation).
    /// A frame around a shape is recognised by one byte (`Node.shapeFrame`), tested first.
    @inline(always) private mutating func acceleratedSize(_ child: Int32, _ proposal: Proposal, checked: Bool)
        -> Size
    {
        let n = graph.node(child)
        if n.shapeFrame == .flexible {
            count(child)
            // A shape's length on an axis depends on its proposal on that axis alone, so
            // the frame's one-axis rule gives each dimension of its size; the shape is
            // asked (and counted) once, as by `flexibleFrameSize`, when an axis needs it.
            let frame = graph.flexibleFrame(n)
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
            if asked { count(n.first) }
            #if DEBUG
                size.width += buffers.framedShapeFaultForTesting
            #endif
            if checked && checksReference { checkFramedShape(child, n, proposal, size) }
            return size
        }
        if n.shapeFrame == .fixed {
            count(child)
            return Self.fixedFrameSize(graph.fixedFrame(n), proposal) { shapeProposal in
                count(n.first)
                return Self.shapeSize(shapeProposal)
            }
        }
        switch n.kind {
        case .shape, .spacer:
            count(child)
            return leafSize(n, proposal)
        default:
            return sizeThatFits(child, proposal)
        }
    }

    /// `sizeThatFits`: the size `node` chooses for `proposal`. A container answers from the
    /// pass's `MeasurementCache` when it was asked the same question before (checked against
    /// its rule under `ReferenceCheck`); every other answer is computed by the node's rule
    /// (`computeSize`).
    @inline(never) mutating func sizeThatFits(_ node: Int32, _ proposal: Proposal) -> Size {
        if isTracing { return tracedSizeThatFits(node, proposal) }
        return measuredSize(node, proposal)
    }

    /// `sizeThatFits` untraced: the cached answer, or the node's rule.
    @inline(__always) mutating func measuredSize(_ node: Int32, _ proposal: Proposal) -> Size {
        let n = graph.nodes[Int(node)]
        guard n.kind.isCached else {
            count(node)
            return computeSize(node, n, proposal)
        }
        if let size = cache.lookup(node, proposal, container: graph.container(node)) {
            cacheHitCount += 1
            if checksReference { return checkedCacheHit(node, n, proposal, size) }
            return size
        }
        count(node)
        let size = computeSize(node, n, proposal)
        cache.store(node, proposal, size, container: graph.container(node))
        return size
    }

    /// `lengthThatFits(child, proposal, axis)`, with a shape, or a frame directly around a
    /// shape, answered here by its one-axis rule, inlined (a stack's min/max probes).
    @inline(always) mutating func childLength(_ child: Int32, _ proposal: Proposal, _ axis: Axis) -> Double {
        if isTracing { return lengthThatFits(child, proposal, axis) }
        let n = graph.node(child)
        if n.shapeFrame == .flexible {
            count(child)
            return Self.flexibleFrameLength(graph.flexibleFrame(n), proposal, axis) { shapeProposal in
                shapeLength(n.first, shapeProposal, axis)
            }
        }
        if n.shapeFrame == .fixed {
            count(child)
            let frame = graph.fixedFrame(n)
            return Self.fixedLength(frame[axis], child: shapeLength(n.first, Self.childProposal(frame, proposal), axis))
        }
        if n.kind == .shape {
            count(child)
            return Self.shapeLength(proposal[axis])
        }
        return lengthThatFits(child, proposal, axis)
    }

    /// The length of shape `node` on `axis` for `proposal`, counted.
    @inline(always) private mutating func shapeLength(_ node: Int32, _ proposal: Proposal, _ axis: Axis) -> Double {
        count(node)
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
        count(node)
        return computeLength(node, n, proposal, axis)
    }

    /// Counts one computed sizing of `node` (the per-node counts `measurementCount` sums).
    @inline(always) func count(_ node: Int32) {
        buffers.measurements[Int(node)] &+= 1
    }

    // MARK: Placing

    /// `place(child, proposal, at: origin, size: size)`, with a leaf, or a frame directly
    /// around a shape, placed here by its rule, inlined: the shape, proposed what the frame
    /// proposes, aligned in the frame (a shape reports no overflow, so a flexible frame has
    /// none to diagnose: `placeInFlexibleFrame`).
    @inline(always) mutating func placeChild(_ child: Int32, _ proposal: Proposal, at origin: Point, size: Size) {
        let n = graph.node(child)
        if n.shapeFrame == .flexible && !isTracing {
            buffers.frames[Int(child)] = Rect(origin: origin, size: size)
            let frame = graph.flexibleFrame(n)
            placeShape(
                n.first, Self.placingProposal(frame, proposal, size), in: Rect(origin: origin, size: size), frame.guides
            )
            return
        }
        if n.shapeFrame == .fixed && !isTracing {
            buffers.frames[Int(child)] = Rect(origin: origin, size: size)
            let frame = graph.fixedFrame(n)
            placeShape(n.first, Self.childProposal(frame, proposal), in: Rect(origin: origin, size: size), frame.guides)
            return
        }
        switch n.kind {
        case .shape, .spacer, .image:
            buffers.frames[Int(child)] = Rect(origin: origin, size: size)
        default:
            place(child, proposal, at: origin, size: size)
        }
    }

    /// Places shape `node`, proposed `proposal`, aligned by `guides` in a frame's `bounds`.
    @inline(always) private mutating func placeShape(
        _ node: Int32, _ proposal: Proposal, in bounds: Rect, _ guides: Guides
    ) {
        count(node)
        let size = Self.shapeSize(proposal)
        buffers.frames[Int(node)] = Rect(
            origin: bounds.origin.moved(by: guides.offset(of: size, in: bounds.size)), size: size)
    }

    /// `placeSubviews`: records `node`'s canvas frame (`origin`, `size`, where `size` is its
    /// answer to `proposal`) and places its children (`placeSubviews(_:_:_:at:size:)`). A
    /// container placed exactly as in its last placement keeps its subtree's frames
    /// (`Engine+KeptPlacements.swift`).
    @inline(never) mutating func place(_ node: Int32, _ proposal: Proposal, at origin: Point, size: Size) {
        buffers.frames[Int(node)] = Rect(origin: origin, size: size)
        let n = graph.nodes[Int(node)]
        if n.kind.isCached && keepsPlacements {
            placeContainerKeeping(node, n, proposal, at: origin, size: size)
        } else {
            placeSubviews(node, n, proposal, at: origin, size: size)
        }
    }
}
