import LayoutCore

/// Two links on one edge of a view (`m.leading == a.trailing + 5`, `m.leading ==
/// b.leading`): a view keeps one link per edge, so an alignment with a sibling moves to the
/// sibling as the link back (`b.leading == m.leading`) when that edge of the sibling is
/// free. Views chained across and down (a grid's columns) then keep both their chain link
/// and their column; otherwise the last link wins.
extension ConstraintFacts {
    /// Records `link` on `edge` of `view` along `axis`.
    mutating func setLink(_ link: AxisFacts.Link, on view: String, _ edge: EdgeKind, _ axis: Axis) {
        let index = axis == .horizontal ? 0 : 1
        var both = facts[view] ?? [AxisFacts(), AxisFacts()]
        if let existing = Self.link(both[index], edge) {
            if isAlignment(link, of: view, edge), reverse(link, of: view, edge, axis) { return }
            if isAlignment(existing, of: view, edge), reverse(existing, of: view, edge, axis) {
                both = facts[view] ?? both
            }
        }
        switch edge {
        case .start: both[index].start = link
        case .center: both[index].center = link
        case .end: both[index].end = link
        }
        facts[view] = both
    }

    private static func link(_ f: AxisFacts, _ edge: EdgeKind) -> AxisFacts.Link? {
        switch edge {
        case .start: f.start
        case .center: f.center
        case .end: f.end
        }
    }

    /// `view.edge == sibling.edge + k` (required): the same edge of a view beside it (not a
    /// layout guide, whose links `resolveGuides` reads as insets).
    private func isAlignment(_ link: AxisFacts.Link, of view: String, _ edge: EdgeKind) -> Bool {
        link.edge == edge && link.relation == .equal && link.item != view && !isContainer(link.item, of: view)
            && !isContainer(view, of: link.item) && !guides.contains(link.item) && !guides.contains(view)
    }

    /// Records `sibling.edge == view.edge − k` for the alignment `link` of `view`, when that
    /// edge of the sibling is free; false otherwise.
    private mutating func reverse(_ link: AxisFacts.Link, of view: String, _ edge: EdgeKind, _ axis: Axis) -> Bool {
        let index = axis == .horizontal ? 0 : 1
        var both = facts[link.item] ?? [AxisFacts(), AxisFacts()]
        guard Self.link(both[index], edge) == nil else { return false }
        let back = AxisFacts.Link(item: view, edge: edge, relation: .equal, constant: -link.constant)
        switch edge {
        case .start: both[index].start = back
        case .center: both[index].center = back
        case .end: both[index].end = back
        }
        facts[link.item] = both
        return true
    }
}
