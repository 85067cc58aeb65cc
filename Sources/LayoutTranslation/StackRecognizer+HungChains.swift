import LayoutCore

/// A chain hung from a centred member: no view is pinned to the container's start or end, but
/// one is centred in it (`field.centerY == container.centerY`) and the others follow from it
/// (`field.top == label.bottom`). Its stack is centred, padded on one side so that the centred
/// member, not the stack, sits at the centre.
extension StackRecognizer {
    /// The member of the chain of `kids` centred in `container` along `axis` (required
    /// equality) with the chain's first member, walking back over `start == previous.end`
    /// links, or nil.
    func hungChain(_ kids: [String], _ container: String, _ axis: Axis) -> (first: String, anchor: String)? {
        for kid in kids {
            guard let center = facts.of(kid, axis).center, center.item == container, center.edge == .center,
                center.relation == .equal
            else { continue }
            var first = kid
            var seen: Set<String> = [kid]
            while let link = facts.of(first, axis).start, link.edge == .end, kids.contains(link.item),
                !seen.contains(link.item)
            {
                first = link.item
                seen.insert(first)
            }
            if facts.of(first, axis).start == nil { return (first, kid) }
        }
        return nil
    }

    /// The padding (start, end) centring the stack of `order` (fixed `gaps` between members)
    /// so that `anchor`, centred at the container's centre + c, is there: with A the length
    /// before the anchor (members and gaps), m its length and B the length after it, the
    /// padded stack is centred, so end − start = A − B − 2c (one of them 0). Nil when a
    /// member's length is not a constant (a fixed size or an intrinsic length).
    func hungPadding(
        _ order: [String], _ gaps: [(constant: Double, relation: LayoutRelation)], anchor: String, _ axis: Axis
    ) -> (start: Double, end: Double)? {
        guard let index = order.firstIndex(of: anchor), gaps.count == order.count - 1,
            gaps.allSatisfy({ $0.relation == .equal }), let c = facts.of(anchor, axis).center?.constant
        else { return nil }
        var lengths: [Double] = []
        for view in order {
            let declared = spec.views.first { $0.id == view }
            let intrinsic = axis == .horizontal ? declared?.intrinsicWidth : declared?.intrinsicHeight
            guard let length = facts.of(view, axis).fixed ?? intrinsic, declared?.text == nil else { return nil }
            lengths.append(length)
        }
        let before = lengths[..<index].reduce(0, +) + gaps[..<index].map(\.constant).reduce(0, +)
        let after = lengths[(index + 1)...].reduce(0, +) + gaps[index...].map(\.constant).reduce(0, +)
        let difference = before - after - 2 * c
        return difference >= 0 ? (0, difference) : (-difference, 0)
    }
}
