import LayoutCore

extension StackLayoutEngine {
    /// `sizeThatFits`: the size `node` chooses for `proposal`. Containers answer from the
    /// pass's `MeasurementCache` when they were asked the same question before; everything
    /// else is computed (a leaf in O(1), a modifier by asking its one child once).
    mutating func sizeThatFits(_ node: Int32, _ proposal: Proposal) -> Size {
        let n = graph.nodes[Int(node)]
        if isTracing { traceProbe(node, proposal) }
        if n.kind == .shape {
            count(node)
            return Size(width: proposal.width.specified(or: 10), height: proposal.height.specified(or: 10))
        }
        if n.kind.isCached, let size = cache.lookup(node, proposal, container: graph.container(node)) {
            cacheHitCount += 1
            return size
        }
        count(node)
        switch n.kind {
        case .shape:
            return Size(width: proposal.width.specified(or: 10), height: proposal.height.specified(or: 10))
        case .spacer:
            return Self.spacerSize(graph.spacers[Int(n.payload)], proposal)
        case .image:
            return Self.imageSize(graph.images[Int(n.payload)], proposal)
        case .stack:
            let size = Self.nonNegative(distribute(node, proposal))
            cache.store(node, proposal, size, container: graph.container(node))
            return size
        case .zStack:
            let size = zStackSize(node, proposal)
            cache.store(node, proposal, size, container: graph.container(node))
            return size
        case .fixedFrame:
            return fixedFrameSize(node, proposal)
        case .flexibleFrame:
            return flexibleFrameSize(node, proposal)
        case .padding:
            return Self.nonNegative(paddingSize(node, proposal))
        case .layoutPriority:
            return sizeThatFits(n.first, proposal)
        case .fixedSize:
            return sizeThatFits(n.first, Self.fixing(proposal, graph.fixedAxes[Int(n.payload)]))
        case .lazyGrid, .grid, .gridRow, .scrollView, .customLayout:
            let size = Self.nonNegative(containerSize(node, proposal))
            cache.store(node, proposal, size, container: graph.container(node))
            return size
        case .viewThatFits:
            let size = viewThatFitsSize(node, proposal)
            cache.store(node, proposal, size, container: graph.container(node))
            return size
        case .text, .geometryReader, .alignmentGuide, .secondary, .offset, .aspectRatio:
            return contentSize(node, proposal)
        }
    }

    /// A size with negative dimensions raised to 0: negative spacing or padding can shrink a
    /// view to nothing, never below (a frame's size is never negative; RELIABILITY.md #13).
    @inline(__always) static func nonNegative(_ size: Size) -> Size {
        Size(width: size.width < 0 ? 0 : size.width, height: size.height < 0 ? 0 : size.height)
    }

    /// `sizeThatFits(node, proposal)[axis]`, computing only that axis through modifier
    /// layers and leaves (a fixed frame's given dimension or a flexible frame's clamp is
    /// answered without asking the child at all). The stacks' min/max probes use it.
    mutating func lengthThatFits(_ node: Int32, _ proposal: Proposal, _ axis: Axis) -> Double {
        let n = graph.nodes[Int(node)]
        if isTracing && !n.kind.isCached { traceProbe(node, proposal) }
        if n.kind.isCached { return sizeThatFits(node, proposal)[axis] }
        count(node)
        switch n.kind {
        case .shape:
            return proposal[axis].specified(or: 10)
        case .spacer:
            return Self.spacerSize(graph.spacers[Int(n.payload)], proposal)[axis]
        case .image:
            return Self.imageSize(graph.images[Int(n.payload)], proposal)[axis]
        case .fixedFrame:
            let frame = graph.fixedFrames[Int(n.payload)]
            if !frame[axis].isUnspecified { return frame[axis] }
            return lengthThatFits(n.first, Self.childProposal(frame, proposal), axis)
        case .flexibleFrame:
            let frame = graph.flexibleFrames[Int(n.payload)]
            let limits = frame[axis]
            if let length = Self.lengthWithoutChild(limits, proposal[axis]) { return length }
            let childProposal = Self.childProposal(frame, proposal)
            let child = lengthThatFits(n.first, childProposal, axis)
            return Self.lengthFromChild(limits, childProposal[axis], child)
        case .padding:
            let insets = graph.paddings[Int(n.payload)]
            return lengthThatFits(n.first, Self.inset(proposal, by: insets), axis)
                + insets.total(along: axis)
        case .layoutPriority:
            return lengthThatFits(n.first, proposal, axis)
        case .fixedSize:
            return lengthThatFits(
                n.first, Self.fixing(proposal, graph.fixedAxes[Int(n.payload)]), axis)
        case .text, .geometryReader, .alignmentGuide, .secondary, .offset, .aspectRatio:
            return contentSize(node, proposal)[axis]
        case .stack, .zStack, .lazyGrid, .grid, .gridRow, .scrollView, .customLayout, .viewThatFits:
            preconditionFailure("containers are answered by sizeThatFits")
        }
    }

    /// Counts one computed sizing of `node` (`measurementCount`, per-view counts).
    @inline(__always) mutating func count(_ node: Int32) {
        measurementCount &+= 1
        buffers.measurements[Int(node)] &+= 1
    }

    /// `placeSubviews`: records `node`'s canvas frame (`origin`, `size`, where `size` is its
    /// answer to `proposal`) and places its children.
    mutating func place(_ node: Int32, _ proposal: Proposal, at origin: Point, size: Size) {
        buffers.frames[Int(node)] = Rect(origin: origin, size: size)
        let n = graph.nodes[Int(node)]
        switch n.kind {
        case .shape, .spacer, .image:
            return
        case .stack, .zStack, .lazyGrid, .grid, .gridRow, .scrollView, .customLayout, .viewThatFits:
            placeContainerKeeping(node, n.kind, proposal, at: origin, size: size)
        case .fixedFrame:
            placeInFixedFrame(node, proposal, at: origin, size: size)
        case .flexibleFrame:
            placeInFlexibleFrame(node, proposal, at: origin, size: size)
        case .padding:
            placeInPadding(node, proposal, at: origin)
        case .layoutPriority:
            place(n.first, proposal, at: origin, size: size)
        case .fixedSize:
            let fixed = Self.fixing(proposal, graph.fixedAxes[Int(n.payload)])
            place(n.first, fixed, at: origin, size: size)
        case .text, .geometryReader, .alignmentGuide, .secondary, .offset, .aspectRatio:
            placeContent(node, proposal, at: origin, size: size)
        }
    }
}

extension Point {
    /// This point moved by `offset`.
    @inline(__always) func moved(by offset: Point) -> Point {
        Point(x: x + offset.x, y: y + offset.y)
    }
}
