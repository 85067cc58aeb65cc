import LayoutCore

/// Spacing between stack children, decided once at BUILD time (gaps never depend on sizes).
extension ViewGraph {
    /// SEMANTICS §A rule 1 — gaps. With `spacing` given every gap is that value (spacers
    /// included). Without it, the gap between two children is the environment's default
    /// spacing, or 0 when either side asks for zero spacing (a Spacer does; see
    /// `zeroSpacing` for what carries that request). Writes `gapBefore` for each child slot
    /// and returns the total.
    mutating func computeGaps(of node: Int32, axis: Axis, spacing: Double?, environment: LayoutEnvironment) -> Double {
        let range = slotRange(of: node)
        var total = 0.0
        for slot in range.dropFirst() {
            let gap: Double
            if let spacing {
                gap = spacing
            } else {
                gap = self.gap(after: slots[slot - 1], before: slots[slot], axis: axis, environment: environment)
            }
            gapBefore[slot] = gap
            total += gap
        }
        return total
    }

    /// The gap between `previous` and `next` along `axis` when neither gives a spacing: the
    /// environment's default spacing, or 0 when either side asks for zero spacing there.
    func gap(after previous: Int32, before next: Int32, axis: Axis, environment: LayoutEnvironment) -> Double {
        let zero =
            info[Int(previous)].zeroSpacing.contains(.end(axis)) || info[Int(next)].zeroSpacing.contains(.start(axis))
        return zero ? 0 : environment.defaultSpacing
    }

    /// Rule-7 choice: a stack projects its children's zero-spacing requests. Along its own
    /// axis its start edge is its first child's and its end edge its last child's (so a
    /// nested same-axis stack that starts or ends with a Spacer gets a 0 gap); across its
    /// axis an edge asks for zero only when every child's does.
    func stackEdges(of node: Int32, axis: Axis) -> SpacingEdges {
        let range = slotRange(of: node)
        guard let first = range.first, let last = range.last else { return [] }
        var result = commonEdges(of: node)
        result.subtract([.start(axis), .end(axis)])
        if info[Int(slots[first])].zeroSpacing.contains(.start(axis)) { result.insert(.start(axis)) }
        if info[Int(slots[last])].zeroSpacing.contains(.end(axis)) { result.insert(.end(axis)) }
        return result
    }

    /// The edges on which every child asks for zero spacing (none for an empty container).
    /// A ZStack's request, and a stack's across its axis.
    func commonEdges(of node: Int32) -> SpacingEdges {
        let range = slotRange(of: node)
        guard !range.isEmpty else { return [] }
        var result = SpacingEdges.all
        for slot in range { result.formIntersection(info[Int(slots[slot])].zeroSpacing) }
        return result
    }

    /// Rule-7 choice: padding resets the zero-spacing request on every edge it insets by a
    /// non-zero amount (OpenSwiftUI's `_PaddingLayout.spacing`); frames, `layoutPriority` and
    /// `fixedSize` pass it through.
    func paddedEdges(_ insets: EdgeInsets) -> SpacingEdges {
        var edges: SpacingEdges = []
        if insets.leading != 0 { edges.insert(.leading) }
        if insets.trailing != 0 { edges.insert(.trailing) }
        if insets.top != 0 { edges.insert(.top) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        return edges
    }
}
