import ConstraintLayout
import LayoutCore

/// Pins below required (a card's `leading == margin @900`, `trailing == margin @900`,
/// `centerX == centerX @950`), and pins to the container's own container, read as the pins
/// the stack form needs.
extension ConstraintFacts {
    /// `view.edge == container.edge + k` below required, the same edge (start, centre or end)
    /// on both sides: recorded as the view's soft pin with its priority; false for other shapes.
    mutating func recordSoftPin(
        _ a: (anchor: LayoutAnchor, coefficient: Double), _ edgeA: EdgeKind,
        _ b: (anchor: LayoutAnchor, coefficient: Double), _ edgeB: EdgeKind, _ constant: Double?,
        _ priority: Double
    ) -> Bool {
        guard let constant, edgeA == edgeB else { return false }
        // s·view − s·container == c  →  view == container + c / s
        let (view, container) = isContainer(a.anchor.item, of: b.anchor.item) ? (b, a) : (a, b)
        guard isContainer(container.anchor.item, of: view.anchor.item) else { return false }
        let link = AxisFacts.Link(
            item: container.anchor.item, edge: edgeA, relation: .equal, constant: constant / view.coefficient)
        update(view.anchor.item, view.anchor.attribute.axis) { facts in
            switch edgeA {
            case .start: facts.softStart = link
            case .center: facts.softCenter = link
            case .end: facts.softEnd = link
            }
            facts.softPriorities[edgeA] = priority
        }
        return true
    }

    /// Pins the stack form takes as a view's edges in its container: through the container's
    /// own pins (`resolveAncestorPins`), below required (`takeSoftPins`), an edge from the
    /// other edge and the centre (`deriveEdgesFromCentres`).
    mutating func resolveEdgePins(parents: [String: String]) {
        resolveAncestorPins(parents: parents)
        takeSoftPins(parents: parents)
        deriveEdgesFromCentres(parents: parents)
    }

    /// A view's start and centre pinned to its container (required, `label.leading ==
    /// guide.leading + 20`, `label.centerX == guide.centerX`): its end follows, mirrored
    /// (`end == container.end − 20`), as padding at both sides; the end and centre likewise
    /// give the start. Required pins beat any intrinsic length, so the view spans between.
    private mutating func deriveEdgesFromCentres(parents: [String: String]) {
        for view in facts.keys.sorted() {
            let container = parents[view] ?? ConstraintSpec.rootID
            for axis in [Axis.horizontal, .vertical] {
                var f = of(view, axis)
                guard let center = f.center, center.item == container, center.edge == .center,
                    center.relation == .equal, (f.start == nil) != (f.end == nil), f.fixed == nil,
                    f.proportional == nil
                else { continue }
                if let start = f.start, start.item == container, start.edge == .start, start.relation == .equal {
                    // start = s + a, centre = c + k  →  end = e + 2k − a
                    f.end = AxisFacts.Link(
                        item: container, edge: .end, relation: .equal, constant: 2 * center.constant - start.constant)
                } else if let end = f.end, end.item == container, end.edge == .end, end.relation == .equal {
                    f.start = AxisFacts.Link(
                        item: container, edge: .start, relation: .equal, constant: 2 * center.constant - end.constant)
                } else {
                    continue
                }
                f.center = nil
                update(view, axis) { $0 = f }
            }
        }
    }

    /// The pins below required that the stack form can take as pins, taken so (then verified
    /// like every translation):
    /// - a view's start and end pinned to its container at one priority, and no centre pin or
    ///   one consistent with them (`centerX == container.centerX @950` beside 20-pt insets at
    ///   both sides): the view's edges. While its content allows, they hold; where its content
    ///   is wider, Auto Layout keeps the centre and the view overflows both sides evenly, as
    ///   SwiftUI's padding centres an overflowing frame.
    /// - a centre pinned below required with nothing else placing the view on that axis: its
    ///   centre (nothing competes with it).
    private mutating func takeSoftPins(parents: [String: String]) {
        for view in facts.keys.sorted() {
            let container = parents[view] ?? ConstraintSpec.rootID
            for axis in [Axis.horizontal, .vertical] {
                var f = of(view, axis)
                if let start = f.softStart, let end = f.softEnd, Self.areEdgePins(f, start, end, container) {
                    f.start = start
                    f.end = end
                    f.center = nil
                    (f.softStart, f.softEnd, f.softCenter) = (nil, nil, nil)
                } else if let center = f.softCenter, center.item == container, f.start == nil, f.end == nil,
                    f.center == nil, f.softStart == nil, f.softEnd == nil
                {
                    f.center = center
                    f.softCenter = nil
                } else {
                    continue
                }
                update(view, axis) { $0 = f }
            }
        }
    }

    /// Whether the soft `start` and `end` pins of `f` are the view's edges in `container`: one
    /// priority, nothing required at either edge or a fixed size against them, any centre pin
    /// at their middle.
    private static func areEdgePins(_ f: AxisFacts, _ start: AxisFacts.Link, _ end: AxisFacts.Link, _ container: String)
        -> Bool
    {
        guard start.item == container, end.item == container, f.start == nil, f.end == nil, f.fixed == nil,
            f.proportional == nil, f.softPriorities[.start] == f.softPriorities[.end]
        else { return false }
        let middle = (start.constant + end.constant) / 2
        for center in [f.center, f.softCenter] {
            guard let center else { continue }
            guard center.item == container, center.edge == .center, center.relation == .equal,
                abs(center.constant - middle) <= 1e-9
            else { return false }
        }
        return true
    }

    /// A pin to the container's container through the container's own pin there (`content.top
    /// == screen.topMargin`, `card.top == screen.top`, content inside card →  `content.top ==
    /// card.top + 44`); a link recorded on the outer view (`screen.bottomMargin ==
    /// content.bottom`) is moved to the inner one first. Required equal links only.
    private mutating func resolveAncestorPins(parents: [String: String]) {
        for outer in facts.keys.sorted() {
            for axis in [Axis.horizontal, .vertical] {
                var f = of(outer, axis)
                var moved = false
                for edge in [EdgeKind.start, .center, .end] {
                    guard let link = f.link(edge), link.relation == .equal, link.edge == edge,
                        let middle = parents[link.item], (parents[middle] ?? ConstraintSpec.rootID) == outer,
                        of(link.item, axis).link(edge) == nil
                    else { continue }
                    let back = AxisFacts.Link(item: outer, edge: edge, relation: .equal, constant: -link.constant)
                    update(link.item, axis) { $0.setLink(edge, back) }
                    f.setLink(edge, nil)
                    moved = true
                }
                if moved { update(outer, axis) { $0 = f } }
            }
        }
        for view in facts.keys.sorted() {
            guard let container = parents[view] else { continue }
            for axis in [Axis.horizontal, .vertical] {
                for edge in [EdgeKind.start, .center, .end] {
                    guard let link = of(view, axis).link(edge), link.relation == .equal, link.edge == edge,
                        link.item != container, (parents[container] ?? ConstraintSpec.rootID) == link.item,
                        let step = of(container, axis).link(edge), step.item == link.item, step.edge == edge,
                        step.relation == .equal
                    else { continue }
                    let through = AxisFacts.Link(
                        item: container, edge: edge, relation: .equal, constant: link.constant - step.constant)
                    update(view, axis) { $0.setLink(edge, through) }
                }
            }
        }
    }
}

extension AxisFacts {
    /// The required link of `edge`.
    func link(_ edge: EdgeKind) -> Link? {
        switch edge {
        case .start: start
        case .center: center
        case .end: end
        }
    }

    mutating func setLink(_ edge: EdgeKind, _ link: Link?) {
        switch edge {
        case .start: start = link
        case .center: center = link
        case .end: end = link
        }
    }
}
