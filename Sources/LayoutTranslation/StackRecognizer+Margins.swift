import LayoutCore

/// Margins: a view pinned at one edge of its container (often its margin,
/// `image.leading == root.leadingMargin`) and centred in it (`image.centerX == root.centerX`)
/// is as long as the container less the inset at both sides, which SwiftUI writes as padding
/// on both sides of a view that takes the rest (`.padding(.horizontal, 16)`).
extension StackRecognizer {
    /// The insets (start, end) of `view` pinned at one edge of `container` and centred in it
    /// (required, directly or through aligned siblings), or nil. With the start at s and the
    /// centre at the container's centre + c, the half length is L/2 + c − s, so the end lies
    /// s − 2c before the container's end; with the end at L + e instead (e ≤ 0 for an inset),
    /// the start lies 2c − e after the container's start.
    func centredInsets(_ view: String, _ container: String, _ axis: Axis) -> (start: Double, end: Double)? {
        let f = facts.of(view, axis)
        guard let center = pin(f.center, .center, in: container, axis) else { return nil }
        let start = pin(f.start, .start, in: container, axis)
        let end = pin(f.end, .end, in: container, axis)
        switch (start, end) {
        case (let start?, nil): return (start.constant, start.constant - 2 * center.constant)
        case (nil, let end?): return (2 * center.constant - end.constant, -end.constant)
        default: return nil
        }
    }

    /// `view`'s minimum length along `axis`, without a bound its own length already keeps: a
    /// `height >= 0` (or any minimum at most its intrinsic length) on a view sized by its
    /// content, which no pin stretches, changes nothing in Auto Layout, while a SwiftUI
    /// `.frame(minHeight: 0)` would take the whole proposal.
    func effectiveMinimum(_ view: String, _ container: String, _ axis: Axis) -> Double? {
        let f = facts.of(view, axis)
        guard let minimum = f.minimum else { return nil }
        guard f.fixed == nil, f.maximum == nil, f.proportional == nil, f.aspect == nil, f.soft == nil,
            children(of: view).isEmpty, !spec.stackViews.contains(where: { $0.id == view }),
            !stretched.contains(Self.key(view, axis)), !isPinnedAtBothEnds(view, container, axis),
            let declared = spec.views.first(where: { $0.id == view })
        else { return minimum }
        let intrinsic = axis == .horizontal ? declared.intrinsicWidth : declared.intrinsicHeight
        if minimum <= 0, Self.hasContentLength(declared, axis) { return nil }
        if let intrinsic, minimum <= intrinsic { return nil }
        return minimum
    }
}
