import LayoutCore

/// Layout guides (the importer's top and bottom layout guides and safe areas: helper views a
/// screen's views are pinned to) as insets of their container, so that a view pinned to a
/// guide is pinned to the container and the guide itself needs no view in SwiftUI.
extension ConstraintFacts {
    /// Rewrites every link to an edge of one of `guides` as a link to the guide's container
    /// (`title.top == topGuide.bottom + 8` with the guide 20 high at the top →
    /// `title.top == container.top + 28`; `bottomGuide.top == button.bottom + 20` is the
    /// button's end pin, as `ConstraintFacts` gives such links to the view). A guide whose edges
    /// are not both known relative to its container (pins and a fixed size) is left alone.
    mutating func resolveGuides(_ guides: Set<String>, parents: [String: String]) {
        for guide in guides.sorted() {
            let container = parents[guide] ?? ConstraintSpec.rootID
            for axis in [Axis.horizontal, .vertical] {
                let f = of(guide, axis)
                guard let edges = Self.edges(of: f, in: container) else { continue }
                for view in facts.keys.sorted()
                where view != guide && (parents[view] ?? ConstraintSpec.rootID) == container {
                    var both = facts[view]!
                    let index = axis == .horizontal ? 0 : 1
                    both[index].start = Self.resolved(both[index].start, guide, edges, container)
                    both[index].center = Self.resolved(both[index].center, guide, edges, container)
                    both[index].end = Self.resolved(both[index].end, guide, edges, container)
                    facts[view] = both
                }
            }
        }
    }

    /// A guide's start and end along one axis as `container.edge + constant` (pins of the
    /// container, one of them possibly derived from the other and a fixed size), or nil.
    private static func edges(of f: AxisFacts, in container: String) -> (start: AxisFacts.Link, end: AxisFacts.Link)? {
        func pinned(_ link: AxisFacts.Link?) -> AxisFacts.Link? {
            guard let link, link.item == container, link.relation == .equal, link.edge != .center else { return nil }
            return link
        }
        var start = pinned(f.start)
        var end = pinned(f.end)
        if start == nil, let end, let size = f.fixed {
            start = AxisFacts.Link(item: container, edge: end.edge, relation: .equal, constant: end.constant - size)
        }
        if end == nil, let start, let size = f.fixed {
            end = AxisFacts.Link(item: container, edge: start.edge, relation: .equal, constant: start.constant + size)
        }
        guard let start, let end else { return nil }
        return (start, end)
    }

    /// `link` when it does not name `guide`, else the same relation to the container edge
    /// the guide's edge is at; a link to the guide's centre is one to the container's centre
    /// when the guide's edges are the container's start and end (else it is left alone).
    private static func resolved(
        _ link: AxisFacts.Link?, _ guide: String, _ edges: (start: AxisFacts.Link, end: AxisFacts.Link),
        _ container: String
    ) -> AxisFacts.Link? {
        guard let link, link.item == guide else { return link }
        if link.edge == .center {
            guard edges.start.edge == .start, edges.end.edge == .end else { return link }
            return AxisFacts.Link(
                item: container, edge: .center, relation: link.relation,
                constant: (edges.start.constant + edges.end.constant) / 2 + link.constant)
        }
        let edge = link.edge == .start ? edges.start : edges.end
        return AxisFacts.Link(
            item: container, edge: edge.edge, relation: link.relation, constant: edge.constant + link.constant)
    }

    /// Rewrites every proportion of a safe-area guide of `safeArea` (`card.width == 0.5 ×
    /// safeArea.width + c`) as one of the guide's container, where the guide's edges along that
    /// axis are the container's start and end (after ``moveGuidesInsideSafeArea(_:)``, which
    /// leaves the guide on SwiftUI's root): the guide is `end.constant − start.constant` longer
    /// than its container, so the proportion is `m × container + c + m × (end − start)`. Marked
    /// ``AxisFacts/isProportionOfSafeArea``, so it is not read as the window's length.
    mutating func resolveSafeAreaProportions(_ safeArea: RootSafeArea, parents: [String: String]) {
        for guide in safeArea.guides.sorted() {
            let container = parents[guide] ?? ConstraintSpec.rootID
            for axis in [Axis.horizontal, .vertical] {
                guard let edges = Self.edges(of: of(guide, axis), in: container),
                    edges.start.edge == .start, edges.end.edge == .end
                else { continue }
                for view in facts.keys.sorted() where view != guide {
                    update(view, axis) { f in
                        guard let p = f.proportional, p.item == guide else { return }
                        let constant = p.constant + p.multiplier * (edges.end.constant - edges.start.constant)
                        f.proportional = (container, p.multiplier, constant, p.priority)
                        f.isProportionOfSafeArea = true
                    }
                }
            }
        }
    }
}
