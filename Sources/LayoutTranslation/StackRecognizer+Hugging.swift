import LayoutCore

/// Content hugging: which view of a chain Auto Layout stretches (see `StackRecognizer`).
extension StackRecognizer {
    /// Whether `view` has a length of its own along `axis`: an intrinsic size, or a label's
    /// measured text or a symbol (a `Text` is as long as its text, as a `UILabel`'s intrinsic
    /// size is; an `Image(systemName:)` as its symbol).
    static func hasContentLength(_ view: ConstraintView, _ axis: Axis) -> Bool {
        view.text != nil || view.symbolImage != nil
            || (axis == .horizontal ? view.intrinsicWidth : view.intrinsicHeight) != nil
    }

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
            // A measured button (its title a helper label inside) is sized by its content too.
            let button = isMeasuredButton(kid)
            guard children(of: kid).isEmpty || button, !spec.stackViews.contains(where: { $0.id == kid }),
                let view = spec.views.first(where: { $0.id == kid }),
                f.minimum == nil, f.maximum == nil, f.proportional == nil, f.aspect == nil, f.soft == nil
            else { return nil }
            if f.fixed != nil { continue }
            guard Self.hasContentLength(view, axis) || button else { return nil }
            let hugging = axis == .horizontal ? view.huggingHorizontal : view.huggingVertical
            if candidate == nil || hugging <= candidate!.hugging { candidate = (kid, hugging) }
        }
        return candidate?.id
    }
}

extension StackRecognizer {
    /// In a `fill` stack view stretched along its axis whose arranged views all have a fixed
    /// or intrinsic length there, the one UIKit stretches to fill: the lowest hugging priority
    /// among those sized by their content (the last of equals). Nil otherwise.
    func stretchedArranged(_ stack: StackViewSpec) -> String? {
        let axis = stack.axis
        guard stack.distribution == .fill, isStretched(stack, along: axis), stack.arrangedSubviews.count > 1 else {
            return nil
        }
        var candidate: (id: String, hugging: Double)?
        for kid in stack.arrangedSubviews {
            let f = facts.of(kid, axis)
            if let nested = nestedResistance(kid, axis) {  // a stack view across, as long as its views
                if candidate == nil || nested.hugging <= candidate!.hugging { candidate = (kid, nested.hugging) }
                continue
            }
            if let hugging = measuredRowHugging(kid, axis) {  // a row of measured labels
                if candidate == nil || hugging <= candidate!.hugging { candidate = (kid, hugging) }
                continue
            }
            guard let view = spec.views.first(where: { $0.id == kid }), children(of: kid).isEmpty,
                f.minimum == nil, f.maximum == nil, f.proportional == nil, f.aspect == nil, f.soft == nil
            else { return nil }
            if f.fixed != nil { continue }
            // A measured button hugs its title at its own hugging priority (`buttonTitle(of:)`).
            guard Self.hasContentLength(view, axis) || isMeasuredButton(kid) else { return nil }
            let hugging = axis == .horizontal ? view.huggingHorizontal : view.huggingVertical
            if candidate == nil || hugging <= candidate!.hugging { candidate = (kid, hugging) }
        }
        return candidate?.id
    }

    /// Whether something outside `stack` sets its length along `axis`: both its edges pinned
    /// in its container, or its stack view parent's `fillEqually` share (same axis), `fill`
    /// alignment (across) or stretch (`stretchedArranged`).
    func isStretched(_ stack: StackViewSpec, along axis: Axis) -> Bool {
        if stretched.contains(Self.key(stack.id, axis)) { return true }  // its parent's stretched view
        if let parent = spec.stackViews.first(where: { $0.arrangedSubviews.contains(stack.id) }) {
            return parent.axis == axis
                ? parent.distribution == .fillEqually : parent.alignment == .fill && isStretched(parent, along: axis)
        }
        let f = facts.of(stack.id, axis)
        if f.fixed != nil || f.proportional != nil || f.minimum != nil { return true }
        guard let start = f.start, let end = f.end, start.relation == .equal, end.relation == .equal else {
            return false
        }
        return end.item == stack.parent && end.edge == .end
    }
}

extension StackRecognizer {
    /// Whether a `fillProportionally` or `equalCentering` stack view lays out as `fill`: one
    /// arranged view (nothing to distribute), `fillProportionally` sized by its content
    /// (not stretched along its axis: every arranged view at its intrinsic length, as `fill`),
    /// or `equalCentering` sized by its content with equal gaps (`isEqualCenteringFillAlike`).
    func isFillAlike(_ stack: StackViewSpec) -> Bool {
        if stack.arrangedSubviews.count == 1 || isEqualCenteringFillAlike(stack) { return true }
        return stack.distribution == .fillProportionally && !isStretched(stack, along: stack.axis)
    }
}

extension StackRecognizer {
    /// The first view of a chain pinned only at its end (`button.bottom == container.bottom −
    /// 50`, each view's start after the previous one's end, the first one's start free),
    /// walking back from the pinned view; nil when no view is so pinned.
    static func first(ofChainEndingIn kids: [String], _ container: String, _ axis: Axis, _ facts: ConstraintFacts)
        -> String?
    {
        guard
            var current = kids.first(where: { kid in
                guard let end = facts.of(kid, axis).end else { return false }
                return end.item == container && end.edge == .end && end.relation == .equal
            })
        else { return nil }
        var seen: Set<String> = [current]
        while let link = facts.of(current, axis).start, link.edge == .end, kids.contains(link.item),
            !seen.contains(link.item)
        {
            current = link.item
            seen.insert(current)
        }
        return facts.of(current, axis).start == nil ? current : nil
    }
}
