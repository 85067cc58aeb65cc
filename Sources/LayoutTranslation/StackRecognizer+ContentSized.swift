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
        guard lengthless.count == 1 else { return }
        contentSized.formUnion(kids.filter { $0 != lengthless[0] }.map { Self.key($0, axis) })
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
            if contentSized.contains(Self.key(current, axis)) || scrolls(current, axis) { return true }
            guard let parent = spec.views.first(where: { $0.id == current })?.parent,
                isPinnedAtBothEnds(current, parent, axis)
            else { return false }
            current = parent
        }
        return false
    }
}
