import LayoutCore

/// Rows of equal length that their content may overflow (see `StackRecognizer`): in a chain
/// pinned at both ends of a container whose length is set from outside, containers whose
/// lengths are all equal (`row2.height == row1.height`, required) are each exactly
/// (L − gaps) / n long in Auto Layout, whatever their content: a 34-pt field centred in a
/// 27-pt row overflows it by 3.5 pt at each side (IQKeyboardManager General.storyboard
/// i84-jm-CzI at 320 × 300). SwiftUI's stack gives the same equal shares when every row is
/// equally flexible from zero: `.frame(minHeight: 0, maxHeight: .infinity)`, its content
/// centred and overflowing as Auto Layout's does. Measured buttons of equal widths
/// (`migrate --measure-text`: each hugs its title at priorities below required) are such
/// rows too (Eureka's WeekDaysCell: seven day buttons between 1-pt separators).
extension StackRecognizer {
    /// Marks the containers among `kids` whose lengths along `axis` are one equal share
    /// (`openShares`) when the chain is pinned at both ends of `container` and `container`'s
    /// length is not its content's.
    mutating func markEqualShares(_ kids: [String], _ container: String, _ axis: Axis) {
        guard !lengthIsContents(container, axis), isChainPinnedAtBothEnds(kids, container, axis) else { return }
        var group: Set<String> = []
        for kid in kids {
            guard let p = facts.of(kid, axis).proportional, kids.contains(p.item), p.item != kid, p.multiplier == 1,
                p.constant == 0, p.priority >= 1000
            else { continue }
            group.formUnion([kid, p.item])
        }
        guard group.count > 1 else { return }
        if group.allSatisfy({ isFreeStackView($0, axis) }) {
            // Stack views of one share: each as long as the share, so that a `fill`
            // alignment stretches their views to it (compressed below their intrinsic lengths
            // as Auto Layout's required pins compress them).
            stretched.formUnion(group.map { Self.key($0, axis) })
            return
        }
        for member in group {
            let f = facts.of(member, axis)
            // A measured button (its title a helper label) is a container of its title too.
            guard !children(of: member).isEmpty || isMeasuredButton(member),
                !spec.stackViews.contains(where: { $0.id == member }),
                f.fixed == nil, f.minimum == nil, f.maximum == nil, f.soft == nil, f.aspect == nil
            else { return }
        }
        openShares.formUnion(group.map { Self.key($0, axis) })
    }

    /// Whether `view` is a stack view whose length along `axis` no constraint of its own sets
    /// or bounds.
    private func isFreeStackView(_ view: String, _ axis: Axis) -> Bool {
        let f = facts.of(view, axis)
        return spec.stackViews.contains { $0.id == view } && f.fixed == nil && f.minimum == nil && f.maximum == nil
            && f.soft == nil && f.aspect == nil
    }

    /// Whether one of `kids` starts at `container`'s start and one ends at its end (required).
    func isChainPinnedAtBothEnds(_ kids: [String], _ container: String, _ axis: Axis) -> Bool {
        let starts = kids.contains { pin(facts.of($0, axis).start, .start, in: container, axis) != nil }
        let ends = kids.contains { pin(facts.of($0, axis).end, .end, in: container, axis) != nil }
        return starts && ends
    }

    /// Makes `node`'s outermost frame along `axis` flexible from zero (`minHeight: 0`): the
    /// last modifier when it is a flexible frame reaching `.infinity` there, else a new
    /// `.frame(minHeight: 0, maxHeight: .infinity)`.
    func openToZero(_ node: inout ViewNode, _ axis: Axis) {
        if let last = node.modifiers.last, last.id == nil, case .flexibleFrame(var frame) = last.modifier,
            frame[axis].max == .infinity
        {
            if axis == .horizontal { frame.horizontal.min = 0 } else { frame.vertical.min = 0 }
            node.modifiers[node.modifiers.count - 1] = ModifierNode(.flexibleFrame(frame))
            return
        }
        let limits = FrameLimits(min: 0, max: .infinity)
        append(
            &node,
            .flexibleFrame(FlexibleFrame(along: axis, limits)))
    }
}
