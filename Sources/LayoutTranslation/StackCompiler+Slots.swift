import LayoutCore

/// What a stack reads from its children besides sizes: layout priorities and the
/// zero-spacing requests that decide the gaps (SEMANTICS §A rule 1 and the rule-7 choices
/// documented in ENGINES.md).
extension StackCompiler {
    /// The edges of a view that can ask a neighbouring stack child for zero spacing.
    enum Edge: CaseIterable {
        case leading, trailing, top, bottom

        static func start(_ axis: Axis) -> Edge { axis == .horizontal ? .leading : .top }
        static func end(_ axis: Axis) -> Edge { axis == .horizontal ? .trailing : .bottom }
    }

    /// The layout priority a layer reports: a bare Spacer −∞, `.layoutPriority(p)` p,
    /// `.fixedSize` passes its child's through, any other modifier or view 0.
    func slotPriority(_ layer: Layer) -> Double {
        guard layer.depth > 0 else {
            if case .spacer = layer.node.kind { return -.infinity }
            return 0
        }
        switch layer.node.modifiers[layer.depth - 1].modifier {
        case .layoutPriority(let priority): return priority
        case .fixedSize: return slotPriority(layer.inner)
        default: return 0
        }
    }

    /// The gap before each child (the first is 0).
    func gaps(_ children: [Layer], _ stack: StackShape) -> [Double] {
        children.indices.map { index in
            guard index > 0 else { return 0 }
            if let spacing = stack.spacing { return spacing }
            let zero =
                zeroEdges(children[index - 1]).contains(.end(stack.axis))
                || zeroEdges(children[index]).contains(.start(stack.axis))
            return zero ? 0 : environment.defaultSpacing
        }
    }

    /// The edges on which a layer asks for zero spacing: a Spacer on all; padding resets the
    /// edges it insets; safe-area insets and padding ask for the default on every edge; frames, priority and fixedSize pass through; a stack projects its
    /// first and last children's along its axis and the common edges across; a ZStack the
    /// common edges of its children.
    func zeroEdges(_ layer: Layer) -> Set<Edge> {
        if layer.depth > 0 {
            switch layer.modifier {
            case .safeAreaInset, .safeAreaPadding: return []
            default: break
            }
            var edges = zeroEdges(layer.inner)
            if case .padding(let insets) = layer.node.modifiers[layer.depth - 1].modifier {
                if insets.leading != 0 { edges.remove(.leading) }
                if insets.trailing != 0 { edges.remove(.trailing) }
                if insets.top != 0 { edges.remove(.top) }
                if insets.bottom != 0 { edges.remove(.bottom) }
            }
            return edges
        }
        switch layer.node.kind {
        case .spacer:
            return Set(Edge.allCases)
        case .hStack:
            return stackEdges(layer.children(enclosingAxis: .horizontal), .horizontal)
        case .vStack:
            return stackEdges(layer.children(enclosingAxis: .vertical), .vertical)
        case .zStack:
            return commonEdges(layer.children(enclosingAxis: nil))
        default:
            return []
        }
    }

    private func stackEdges(_ children: [Layer], _ axis: Axis) -> Set<Edge> {
        guard let first = children.first, let last = children.last else { return [] }
        var result = commonEdges(children)
        result.remove(.start(axis))
        result.remove(.end(axis))
        if zeroEdges(first).contains(.start(axis)) { result.insert(.start(axis)) }
        if zeroEdges(last).contains(.end(axis)) { result.insert(.end(axis)) }
        return result
    }

    private func commonEdges(_ children: [Layer]) -> Set<Edge> {
        guard !children.isEmpty else { return [] }
        var result = Set(Edge.allCases)
        for child in children { result.formIntersection(zeroEdges(child)) }
        return result
    }
}
