import ConstraintLayout
import LayoutCore

/// A view's edge at a fraction of its container's length: `label.centerY == 0.333333 ×
/// container.bottom + 1` puts the label's centre a third of the way down, 1 pt lower.
struct MultipliedPosition {
    /// The container whose length the fraction is of.
    var container: String
    /// The view's edge so placed.
    var edge: EdgeKind
    /// The fraction of the container's length (the multiplier times where the container's
    /// edge lies: 1 for its end, ½ for its centre).
    var fraction: Double
    var constant: Double
}

extension ConstraintFacts {
    /// `s·view.edge + t·container.edge' == k`, required, one axis, the container's edge its
    /// centre or end (an IB "multiplier" on a position): `view.edge == m × container.edge' + k`
    /// with m = −t / s, recorded as the fraction m × (½ or 1) of the container's length. In
    /// the container's coordinates (UIKit's, and the constraint engine's when the container
    /// starts at the origin, as a root view does; the verification checks the frames). False
    /// for other shapes.
    mutating func recordMultipliedPosition(
        _ a: (anchor: LayoutAnchor, coefficient: Double), _ b: (anchor: LayoutAnchor, coefficient: Double),
        _ constant: Double, _ isRequiredEquality: Bool, _ rightToLeft: Bool
    ) -> Bool {
        guard isRequiredEquality, a.anchor.attribute.axis == b.anchor.attribute.axis,
            let edgeA = EdgeKind(a.anchor.attribute, rightToLeft: rightToLeft),
            let edgeB = EdgeKind(b.anchor.attribute, rightToLeft: rightToLeft)
        else { return false }
        let viewIsA = isContainer(b.anchor.item, of: a.anchor.item)
        guard viewIsA || isContainer(a.anchor.item, of: b.anchor.item) else { return false }
        let (view, viewEdge, container, containerEdge) = viewIsA ? (a, edgeA, b, edgeB) : (b, edgeB, a, edgeA)
        let share: Double
        switch containerEdge {
        case .start: return false  // m × the container's start: no fraction of its length
        case .center: share = 0.5
        case .end: share = 1
        }
        let multiplier = -container.coefficient / view.coefficient
        let position = MultipliedPosition(
            container: container.anchor.item, edge: viewEdge, fraction: multiplier * share,
            constant: constant / view.coefficient)
        update(view.anchor.item, view.anchor.attribute.axis) { $0.multipliedPosition = position }
        return true
    }
}
