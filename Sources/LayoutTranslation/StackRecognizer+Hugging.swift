import LayoutCore

/// Content hugging: which view of a chain Auto Layout stretches (see `StackRecognizer`).
extension StackRecognizer {
    /// The key of `view` along `axis` in `stretched`.
    static func key(_ view: String, _ axis: Axis) -> String { view + (axis == .horizontal ? "|h" : "|v") }

    /// In a chain pinned at both ends of `container` with fixed gaps, where every view has a
    /// fixed or intrinsic length along `axis`, the view Auto Layout stretches to fill: the
    /// lowest content-hugging priority among those sized by their content (the last of
    /// equals, as the constraint engine resolves the tie; the verification checks the choice). Nil when the chain can fill by itself
    /// (a view with no length, a bound, a proportion, a container) or is not pinned at its end.
    func stretchedByHugging(_ kids: [String], _ container: String, _ axis: Axis) -> String? {
        let pinnedEnd = kids.contains { kid in
            guard let end = facts.of(kid, axis).end else { return false }
            return end.item == container && end.edge == .end && end.relation == .equal
        }
        guard pinnedEnd, kids.count > 1 else { return nil }
        var candidate: (id: String, hugging: Double)?
        for kid in kids {
            let f = facts.of(kid, axis)
            if let link = f.start, link.relation != .equal { return nil }  // a Spacer(minLength:) fills
            guard children(of: kid).isEmpty, !spec.stackViews.contains(where: { $0.id == kid }),
                let view = spec.views.first(where: { $0.id == kid }),
                f.minimum == nil, f.maximum == nil, f.proportional == nil, f.aspect == nil, f.soft == nil
            else { return nil }
            if f.fixed != nil { continue }
            guard (axis == .horizontal ? view.intrinsicWidth : view.intrinsicHeight) != nil else { return nil }
            let hugging = axis == .horizontal ? view.huggingHorizontal : view.huggingVertical
            if candidate == nil || hugging <= candidate!.hugging { candidate = (kid, hugging) }
        }
        return candidate?.id
    }
}
