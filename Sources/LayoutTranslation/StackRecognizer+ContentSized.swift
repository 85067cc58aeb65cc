import LayoutCore

/// Views sized by their content: in a chain pinned at both ends of its container where one
/// view has no length of its own (a table or text view without an intrinsic size, no size
/// constraint), that view takes what the chain leaves and every other member keeps its
/// content's length (Auto Layout breaks no hugging or compression resistance that way), so a
/// view pinned at both edges inside such a member keeps its intrinsic length. SwiftUI's
/// stack does the same when the lengthless view is the only flexible child.
extension StackRecognizer {
    /// Marks the members of the chain of `kids` in `container` along `axis` other than its one
    /// lengthless view as sized by their content, when the chain is pinned at both ends.
    mutating func markContentSized(_ kids: [String], _ container: String, _ axis: Axis) {
        let pinnedEnd = kids.contains { kid in
            guard let end = facts.of(kid, axis).end else { return false }
            return end.item == container && end.edge == .end && end.relation == .equal
        }
        guard pinnedEnd, kids.count > 1 else { return }
        let lengthless = kids.filter { isLengthless($0, axis) }
        // The lengthless view must be a link of the chain: a view beside it pinned to both
        // ends on its own (an importer's layout guide) does not take what the chain leaves.
        guard lengthless.count == 1, isChainLink(lengthless[0], kids, axis) else { return }
        contentSized.formUnion(kids.filter { $0 != lengthless[0] }.map { Self.key($0, axis) })
    }

    /// Whether `view`'s start follows another of `kids`' end, or another's start follows its end.
    private func isChainLink(_ view: String, _ kids: [String], _ axis: Axis) -> Bool {
        if let start = facts.of(view, axis).start, start.edge == .end, kids.contains(start.item) { return true }
        return kids.contains { kid in
            guard let start = facts.of(kid, axis).start else { return false }
            return start.item == view && start.edge == .end
        }
    }

    /// Whether `view` is a leaf with no length along `axis`: no intrinsic or measured length,
    /// no size constraint, placed by equalities only.
    private func isLengthless(_ view: String, _ axis: Axis) -> Bool {
        let f = facts.of(view, axis)
        guard let declared = spec.views.first(where: { $0.id == view }), children(of: view).isEmpty,
            !spec.stackViews.contains(where: { $0.id == view }), !isMeasuredButton(view),
            !Self.hasContentLength(declared, axis), f.fixed == nil, f.minimum == nil, f.maximum == nil,
            f.proportional == nil, f.aspect == nil, f.soft == nil, f.start?.relation ?? .equal == .equal
        else { return false }
        return true
    }

    /// Whether `container`'s length along `axis` is its content's: a chain member marked by
    /// `markContentSized`, a content area its ScrollView scrolls along, or a view pinned at
    /// both edges of such a container.
    func lengthIsContents(_ container: String, _ axis: Axis) -> Bool {
        var current = container
        for _ in 0..<8 {
            if contentSized.contains(Self.key(current, axis)) || scrolls(current, axis)
                || isSizedByContent(current, axis)
            {
                return true
            }
            guard let parent = spec.views.first(where: { $0.id == current })?.parent,
                isPinnedAtBothEnds(current, parent, axis)
            else { return false }
            current = parent
        }
        return false
    }
}

extension StackRecognizer {
    /// Whether the `fillEqually` stack view `stack`, not stretched along its axis, has
    /// arranged leaves all of one intrinsic or fixed length there: each keeps it (the equal
    /// shares are that length), with no equal-share frame that would take the space offered.
    func keepsEqualLengths(_ stack: StackViewSpec) -> Bool {
        guard stack.distribution == .fillEqually, !isStretched(stack, along: stack.axis) else { return false }
        var lengths: Set<Double> = []
        for member in stack.arrangedSubviews {
            guard let declared = spec.views.first(where: { $0.id == member }), children(of: member).isEmpty,
                let length = facts.of(member, stack.axis).fixed
                    ?? (stack.axis == .horizontal ? declared.intrinsicWidth : declared.intrinsicHeight)
            else { return false }
            lengths.insert(length)
        }
        return lengths.count == 1
    }
}

extension StackRecognizer {
    /// Whether `view`, a stack view arranged in `stack`, keeps equal lengths across `stack`'s
    /// axis (`keepsEqualLengths`): a column of a row that nothing stretches across, as long as
    /// its content, which the row's `fill` alignment then need not stretch.
    func keepsEqualLengths(_ stack: StackViewSpec, across view: String) -> Bool {
        guard let column = spec.stackViews.first(where: { $0.id == view }), column.axis != stack.axis else {
            return false
        }
        return keepsEqualLengths(column)
    }
}
