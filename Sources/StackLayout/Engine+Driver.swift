import LayoutCore

/// The driver: which rule sizes and places each kind of node, in the order of SEMANTICS §A
/// (leaves, stacks, ZStack, frames and modifiers, grids, ScrollView, other containers). Each
/// rule lives in its concept's file and is written once; children are asked through the seam
/// (`Engine+Seam.swift`), where caches and fast paths step in. docs/ENGINES.md maps every
/// rule to its function.
extension StackLayoutEngine {
    /// `sizeThatFits` by the rule of `node`'s kind (the seam counted and traced the call).
    @inline(always) mutating func computeSize(_ node: Int32, _ n: Node, _ proposal: Proposal) -> Size {
        switch n.kind {
        // Leaves
        case .shape, .spacer: return leafSize(n, proposal)
        case .image: return Self.imageSize(graph.images[Int(n.payload)], proposal)
        case .text: return textSize(graph.content.texts[Int(n.payload)], proposal)
        case .geometryReader: return Self.geometryReaderSize(proposal)
        // Stacks (rules 1–4), ZStack
        case .stack: return Self.nonNegative(distribute(node, proposal))
        case .zStack: return zStackSize(node, proposal)
        // Frames and modifiers
        case .fixedFrame: return fixedFrameSize(n, proposal)
        case .flexibleFrame: return flexibleFrameSize(n, proposal)
        case .padding: return Self.nonNegative(paddingSize(n, proposal))
        case .fixedSize: return sizeThatFits(n.first, Self.fixing(proposal, graph.fixedAxes[Int(n.payload)]))
        case .layoutPriority, .alignmentGuide, .offset, .secondary, .ignoresSafeArea:
            return sizeThatFits(n.first, proposal)
        case .aspectRatio: return sizeThatFits(n.first, aspectProposal(node, proposal))
        case .containerRelativeFrame: return containerRelativeFrameSize(node, n, proposal)
        case .safeAreaInset: return Self.nonNegative(safeAreaInsetSize(n, proposal))
        case .safeAreaPadding: return Self.nonNegative(paddingSize(n, proposal))
        // Grids, ScrollView, other containers
        case .lazyGrid: return Self.nonNegative(arrangeLazyGrid(node, proposal).size)
        case .grid, .gridRow: return Self.nonNegative(arrangeGrid(node, proposal).size)
        case .scrollView: return Self.nonNegative(scrollViewSize(node, proposal).size)
        case .viewThatFits: return viewThatFitsSize(node, proposal)
        case .customLayout: return Self.nonNegative(customLayoutSize(node, proposal))
        }
    }

    /// `computeSize(node, n, proposal)[axis]`, computing only that axis through leaves and
    /// modifier layers (containers are answered by `sizeThatFits`, memoised).
    @inline(always) mutating func computeLength(_ node: Int32, _ n: Node, _ proposal: Proposal, _ axis: Axis) -> Double
    {
        switch n.kind {
        case .shape: return Self.shapeLength(proposal[axis])
        case .fixedFrame: return fixedFrameLength(n, proposal, axis)
        case .flexibleFrame: return flexibleFrameLength(n, proposal, axis)
        case .padding: return paddingLength(n, proposal, axis)
        case .fixedSize: return lengthThatFits(n.first, Self.fixing(proposal, graph.fixedAxes[Int(n.payload)]), axis)
        case .layoutPriority: return lengthThatFits(n.first, proposal, axis)
        default: return computeSize(node, n, proposal)[axis]
        }
    }

    /// `placeSubviews` by the rule of `node`'s kind (its own frame is already recorded).
    @inline(always) mutating func placeSubviews(
        _ node: Int32, _ n: Node, _ proposal: Proposal, at origin: Point, size: Size
    ) {
        switch n.kind {
        // Leaves
        case .shape, .spacer, .image, .text: return
        case .geometryReader: placeGeometryReader(node, at: origin, size: size)
        // Stacks (rules 4–6), ZStack
        case .stack: placeStack(node, proposal, at: origin, size: size)
        case .zStack: placeZStack(node, proposal, at: origin, size: size)
        // Frames and modifiers
        case .fixedFrame: placeInFixedFrame(n, proposal, at: origin, size: size)
        case .flexibleFrame: placeInFlexibleFrame(n, proposal, at: origin, size: size)
        case .padding: placeInPadding(n, proposal, at: origin)
        case .fixedSize: place(n.first, Self.fixing(proposal, graph.fixedAxes[Int(n.payload)]), at: origin, size: size)
        case .layoutPriority, .alignmentGuide: place(n.first, proposal, at: origin, size: size)
        case .offset: placeOffset(n, proposal, at: origin, size: size)
        case .ignoresSafeArea: placeIgnoringSafeArea(node, n, proposal, at: origin, size: size)
        case .secondary: placeWithSecondary(n, proposal, at: origin, size: size)
        case .aspectRatio: place(n.first, aspectProposal(node, proposal), at: origin, size: size)
        case .containerRelativeFrame: placeInContainerRelativeFrame(node, n, proposal, at: origin, size: size)
        case .safeAreaInset: placeWithSafeAreaInset(n, proposal, at: origin, size: size)
        case .safeAreaPadding: placeInSafeAreaPadding(n, proposal, at: origin, size: size)
        // Grids, ScrollView, other containers
        case .lazyGrid: placeLazyGrid(node, proposal, at: origin, size: size)
        case .grid, .gridRow: placeGrid(node, proposal, at: origin)
        case .scrollView: placeScrollView(node, proposal, at: origin, size: size)
        case .viewThatFits: placeViewThatFits(node, proposal, at: origin, size: size)
        case .customLayout: placeCustomLayout(node, proposal, at: origin, size: size)
        }
    }

    /// A size with negative dimensions raised to 0: negative spacing or padding can shrink a
    /// view to nothing, never below (a frame's size is never negative; RELIABILITY.md #13).
    @inline(__always) static func nonNegative(_ size: Size) -> Size {
        Size(width: size.width < 0 ? 0 : size.width, height: size.height < 0 ? 0 : size.height)
    }
}

extension Point {
    /// This point moved by `offset`.
    @inline(__always) func moved(by offset: Point) -> Point {
        Point(x: x + offset.x, y: y + offset.y)
    }
}
