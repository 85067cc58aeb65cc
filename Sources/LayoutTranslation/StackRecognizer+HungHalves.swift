import LayoutCore

/// A chain hung from a centred member whose neighbours' lengths are not constants (a label's
/// measured text above a centred field): the stack is split at the member. The views before
/// it go in a stack aligned to its end, the views after it in one aligned to its start, each
/// framed to take exactly its share (`.frame(minHeight: 0, maxHeight: .infinity, alignment:
/// .bottom)`; `Spacer(minLength: 0).frame(minHeight: 0, maxHeight: .infinity)` for an empty
/// side). The member is inflexible, so the
/// outer stack offers it its length first and shares the rest equally between the two sides:
/// the member sits at the centre whatever the others' lengths are, as `member.centerY ==
/// container.centerY` places it, with no number measured from a text. A side longer than its
/// share overflows its frame away from the member (the caption above the screen's top), as
/// the views hung from a centred member do in Auto Layout.
extension StackRecognizer {
    /// The split stack of `items` (`members[i]` the views of `items[i]`, `gaps` between
    /// items) hung from `anchor` along `axis`, with the padding (start, end) moving the
    /// anchor by its centring constant c: the sides stay equal, so a padding of 2c on the
    /// start (−2c on the end when c < 0) puts the anchor's centre at the container's centre + c.
    /// Nil when the anchor shares its item with views not centred on it or a gap is not an
    /// equality.
    func hungHalves(
        _ items: [ViewNode], members: [[String]], gaps: [(constant: Double, relation: LayoutRelation)],
        anchor: String, _ axis: Axis
    ) -> (node: ViewNode, padding: (start: Double, end: Double))? {
        guard let index = members.firstIndex(where: { isCentredRow($0, on: anchor, axis) }), items.count > 1,
            gaps.count == items.count - 1,
            gaps.allSatisfy({ $0.relation == .equal }), let c = facts.of(anchor, axis).center?.constant
        else { return nil }
        let before = side(
            Array(items[..<index]), inner: Array(gaps[..<max(index - 1, 0)]),
            toAnchor: index > 0 ? gaps[index - 1].constant : 0, atEnd: true, axis)
        let after = side(
            Array(items[(index + 1)...]), inner: index + 1 < gaps.count ? Array(gaps[(index + 1)...]) : [],
            toAnchor: index < gaps.count ? gaps[index].constant : 0, atEnd: false, axis)
        let kind: ViewKind =
            axis == .vertical ? .vStack(alignment: .center, spacing: 0) : .hStack(alignment: .center, spacing: 0)
        let node = ViewNode(kind, children: [before, items[index], after])
        return (node, c >= 0 ? (2 * c, 0) : (0, -2 * c))
    }

    /// One side of a split hung chain: its items as a stack, `toAnchor` from the anchor (as
    /// padding on the side facing it), framed as long as it may be and aligned towards the
    /// anchor (to its end when `atEnd`); an empty side is a framed `Spacer(minLength: 0)`.
    private func side(
        _ items: [ViewNode], inner gaps: [(constant: Double, relation: LayoutRelation)], toAnchor: Double,
        atEnd: Bool, _ axis: Axis
    ) -> ViewNode {
        let limits = FrameLimits(min: 0, max: .infinity)
        guard !items.isEmpty else {
            // A bare Spacer gives way to every other view (layout priority −∞): framed, it
            // takes its half like the other side.
            let frame = FlexibleFrame(along: axis, limits)
            return ViewNode(.spacer(minLength: 0), modifiers: [ModifierNode(.flexibleFrame(frame))])
        }
        var node = items.count == 1 ? items[0] : stackOf(items, gaps: gaps, axis)
        if toAnchor != 0 {
            let (start, end) = atEnd ? (0.0, toAnchor) : (toAnchor, 0.0)
            append(
                &node,
                .padding(
                    axis == .vertical
                        ? EdgeInsets(top: start, leading: 0, bottom: end, trailing: 0)
                        : EdgeInsets(top: 0, leading: start, bottom: 0, trailing: end)))
        }
        let frame =
            axis == .vertical
            ? FlexibleFrame(vertical: limits, alignment: atEnd ? .bottom : .top)
            : FlexibleFrame(horizontal: limits, alignment: atEnd ? .trailing : .leading)
        append(&node, .flexibleFrame(frame))
        return node
    }
}
