import ConstraintLayout

/// A required tie of two siblings' baselines that names a last baseline
/// (`prefixLabel.lastBaseline == value.firstBaseline`, as Interface Builder writes its
/// "Baseline" attribute): which baseline of each view it ties.
struct BaselineTie: Equatable {
    /// The view the tie is recorded on ties its last baseline (else its first).
    var ownIsLast: Bool
    /// The other view.
    var sibling: String
    /// The tie names the sibling's last baseline (else its first).
    var siblingIsLast: Bool
}

extension LayoutAttribute {
    /// `firstBaseline` or `lastBaseline`.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}

extension ConstraintFacts {
    /// Records `own == sibling` (both baselines, one of them a last baseline) on `own`.
    mutating func recordLastBaselineTie(_ own: LayoutAnchor, _ sibling: LayoutAnchor) {
        let tie = BaselineTie(
            ownIsLast: own.attribute == .lastBaseline, sibling: sibling.item,
            siblingIsLast: sibling.attribute == .lastBaseline)
        update(own.item, .vertical) { $0.lastBaselineTie = tie }
    }
}
