import LayoutCore

/// One row of a chain that runs across and down at once (a form's rows of label + field, a
/// column of a button above a stepper): siblings that share one place along the chain's
/// axis — each hung from the previous row (`field.top == search.bottom + 8`,
/// `label.top == search.bottom + 12`), from the same edge as another (`button.top ==
/// text.top`) or centred on another (`field.centerY == button.centerY`) — become one item
/// of the chain. Chained across, they are an `HStack(alignment: .top)` (a `VStack(alignment:
/// .leading)` down a horizontal chain) whose members are padded down by their offsets, or
/// an `HStack` centring them when every one is centred on the first; side by side without a
/// chain across, a `ZStack(alignment: .top)` of views placed across on their own.
///
/// The row's start is its highest member's, its end its lowest's: the gap before the row is
/// the anchor's less how far the highest starts above it, and a view hung from a member
/// that ends above the row's end gets a gap that much shorter (`endInsets`). The lengths
/// these need are fixed or intrinsic; the verification sweep checks the result.
struct ChainRow {
    /// The row's views, the anchor (the one the chain found) first.
    var members: [String]
    /// Each member's distance from the row's start along the chain's axis.
    var offsets: [String: Double]
    /// Each member's distance from its end to the row's end (0 for the one that ends last).
    var endInsets: [String: Double]
    /// The row's start relative to the anchor's start (≤ 0).
    var shift: Double
    /// Whether every member but the anchor is centred on another (the stack centres them).
    var centred: Bool
    /// Whether the members form a chain across the chain's axis (a stack across).
    var chainedAcross: Bool
    /// Labels centred on a member whose measured length is not a constant (it wraps with
    /// the width): each in a frame of no length centred where its centre is
    /// (`.frame(height: 0)`), so the row is as long as its other members, as in Auto Layout.
    var unmeasured: Set<String> = []
}

extension StackRecognizer {
    /// The row `anchor` starts in a chain along `axis` inside `container`, after `previous`
    /// (nil for the chain's head, pinned to the container's start); nil when no other view
    /// of `kids` (outside `taken`) shares its place.
    func chainRow(
        _ anchor: String, _ kids: [String], taken: [String],
        after previous: (members: [String], endInsets: [String: Double])?, _ container: String, _ axis: Axis
    ) -> ChainRow? {
        guard let anchorLink = facts.of(anchor, axis).start, anchorLink.relation == .equal,
            anchorLink.edge != .center
        else { return nil }
        // The gap each view keeps from the previous row's end (or the container's start).
        func gap(_ link: AxisFacts.Link) -> Double? {
            guard link.relation == .equal else { return nil }
            if let previous, link.edge == .end, previous.members.contains(link.item) {
                return link.constant - (previous.endInsets[link.item] ?? 0)
            }
            if previous == nil, let pinned = pin(link, .start, in: container, axis) { return pinned.constant }
            return nil
        }
        guard let anchorGap = gap(anchorLink) else { return nil }
        var relative: [String: Double] = [anchor: 0]
        var members = [anchor]
        var centred = true
        var unmeasured: Set<String> = []
        var grew = true
        while grew {
            grew = false
            for kid in kids where !taken.contains(kid) && relative[kid] == nil {
                guard let (offset, byCentre) = place(kid, among: relative, gap: gap, anchorGap, container, axis) else {
                    continue
                }
                if byCentre, length(kid, axis) == nil { unmeasured.insert(kid) }
                relative[kid] = offset
                members.append(kid)
                centred = centred && byCentre
                grew = true
            }
        }
        guard members.count > 1 else { return nil }
        let chainedAcross = members.contains { member in
            facts.of(member, axis.other).start.map { $0.edge == .end && members.contains($0.item) } ?? false
        }
        // Views side by side with no chain across start a row only after another row (the
        // chain's head beside views placed on their own stays a stack beside them).
        guard chainedAcross || previous != nil else { return nil }
        let shift = relative.values.min() ?? 0
        let offsets = relative.mapValues { $0 - shift }
        let rowEnd = members.map { offsets[$0]! + (length($0, axis) ?? 0) }.max() ?? 0
        var endInsets: [String: Double] = [:]
        for member in members { endInsets[member] = rowEnd - offsets[member]! - (length(member, axis) ?? 0) }
        return ChainRow(
            members: members, offsets: offsets, endInsets: endInsets, shift: shift, centred: centred,
            chainedAcross: chainedAcross, unmeasured: unmeasured)
    }

    /// Where `kid` starts relative to the anchor when it shares the row of the views in
    /// `relative` (and whether it is centred on one of them), or nil.
    private func place(
        _ kid: String, among relative: [String: Double], gap: (AxisFacts.Link) -> Double?, _ anchorGap: Double,
        _ container: String, _ axis: Axis
    ) -> (Double, Bool)? {
        let f = facts.of(kid, axis)
        if let start = f.start, start.relation == .equal {
            if let kept = gap(start) { return (kept - anchorGap, false) }
            if start.edge == .start, let other = relative[start.item] { return (other + start.constant, false) }
            return nil
        }
        // Centred on a member, or a member centred on it: the centres' offset, the lengths'
        // half difference.
        let centre: (member: String, constant: Double)? =
            f.center.flatMap { link in
                link.edge == .center && link.relation == .equal && relative[link.item] != nil
                    ? (link.item, link.constant) : nil
            }
            ?? relative.keys.sorted().lazy.compactMap { member -> (String, Double)? in
                guard let link = facts.of(member, axis).center, link.item == kid, link.edge == .center,
                    link.relation == .equal
                else { return nil }
                return (member, -link.constant)
            }.first
        // A label's measured length varies (`ChainRow.unmeasured`): a frame of none holds it.
        let isLabel = spec.views.first { $0.id == kid }?.text != nil || isMeasuredButton(kid)
        guard let centre, let own = length(kid, axis) ?? (isLabel ? 0 : nil), let other = length(centre.member, axis)
        else { return nil }
        return (relative[centre.member]! + (other - own) / 2 + centre.constant, centre.constant == 0)
    }

    /// `view`'s fixed or intrinsic length along `axis`, or nil.
    func length(_ view: String, _ axis: Axis) -> Double? {
        if let fixed = facts.of(view, axis).fixed { return fixed }
        let declared = spec.views.first { $0.id == view }
        return axis == .horizontal ? declared?.intrinsicWidth : declared?.intrinsicHeight
    }

    /// The row's node: a stack across `axis` of its members when they are chained across
    /// (aligned at their starts and padded by their offsets, or centred), else a ZStack of
    /// the members each placed across on its own.
    mutating func rowNode(_ row: ChainRow, _ container: String, _ axis: Axis) -> ViewNode {
        centredInRow.formUnion(row.members.map { Self.key($0, axis) })
        unmeasuredInRow.formUnion(row.unmeasured.map { Self.key($0, axis) })
        if !row.centred {
            for member in row.members where row.offsets[member, default: 0] > 0 {
                rowOffsets[Self.key(member, axis)] = row.offsets[member]
            }
        }
        guard row.chainedAcross else {
            let alignment: Alignment = row.centred ? .center : axis == .vertical ? .top : .leading
            let nodes = row.members.map { placed($0, in: container, across: [axis.other]) }
            return ViewNode(.zStack(alignment: alignment), children: nodes)
        }
        var stack = chain(row.members, container, axis.other)
        switch stack.kind {
        case .hStack(_, let spacing): stack.kind = .hStack(alignment: row.centred ? .center : .top, spacing: spacing)
        case .vStack(_, let spacing):
            stack.kind = .vStack(alignment: row.centred ? .center : .leading, spacing: spacing)
        default: break
        }
        return stack
    }

    /// The padding that moves `view` down (or along) to its offset in its row, after the frame
    /// of no length an unmeasured label hangs in.
    func appendRowOffset(_ view: String, _ node: inout ViewNode) {
        for axis in [Axis.horizontal, .vertical] where unmeasuredInRow.contains(Self.key(view, axis)) {
            // Across a text's lines its natural width, not the frame's 0 (a height it ignores).
            if axis == .horizontal { append(&node, .fixedSize(horizontal: true, vertical: false)) }
            append(&node, .frame(axis == .vertical ? FixedFrame(height: 0) : FixedFrame(width: 0)))
        }
        for axis in [Axis.horizontal, .vertical] {
            guard let offset = rowOffsets[Self.key(view, axis)] else { continue }
            append(
                &node,
                .padding(
                    axis == .vertical
                        ? EdgeInsets(top: offset, leading: 0, bottom: 0, trailing: 0)
                        : EdgeInsets(top: 0, leading: offset, bottom: 0, trailing: 0)))
        }
    }
}
