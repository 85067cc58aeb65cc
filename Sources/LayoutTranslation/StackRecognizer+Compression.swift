import LayoutCore

/// Compression resistance: which arranged view of a stack view Auto Layout shrinks when the
/// views' intrinsic lengths do not fit (see `StackRecognizer`).
extension StackRecognizer {
    /// The hugging and compression resistance along `axis` of a stack view arranged across it
    /// with `fill` alignment (every one of its views as long as it there), its views leaves of
    /// an intrinsic length (not text) with no size constraint: the highest of its views'
    /// priorities, the level Auto Layout breaks to stretch or shrink it. Nil for other views.
    func nestedResistance(_ id: String, _ axis: Axis) -> (hugging: Double, compression: Double)? {
        guard let nested = spec.stackViews.first(where: { $0.id == id }), nested.axis == axis.other,
            nested.alignment == .fill, !nested.arrangedSubviews.isEmpty, !facts.of(id, axis).hasSizeConstraint
        else { return nil }
        var hugging = 0.0
        var compression = 0.0
        for kid in nested.arrangedSubviews {
            guard let view = spec.views.first(where: { $0.id == kid }), children(of: kid).isEmpty,
                hasIntrinsicLength(view, axis), !facts.of(kid, axis).hasSizeConstraint
            else { return nil }
            hugging = max(hugging, axis == .horizontal ? view.huggingHorizontal : view.huggingVertical)
            compression = max(
                compression,
                axis == .horizontal ? view.compressionResistanceHorizontal : view.compressionResistanceVertical)
        }
        return (hugging, compression)
    }

    /// Whether Auto Layout shrinks `kid` — the arranged view `stack` stretches when there is
    /// room — first when there is not: its compression resistance is below required and below
    /// every other arranged view's (a fixed length counts as required) or equal to those after
    /// it (of equal priorities the constraint engine shrinks the first, `StackViewConstraints`;
    /// UIKit leaves that order unspecified), and no arranged view
    /// is text or a symbol (a `Text` shrinks by wrapping, not as a `UILabel` is compressed).
    /// Such a view is `.frame(maxWidth: .infinity)` with no minimum: SwiftUI's stack gives it
    /// what the others leave, as Auto Layout does while that is not negative (Auto Layout has
    /// no implicit `width >= 0`; SwiftUI's stack then overflows).
    func isCompressedFirst(_ kid: String, in stack: StackViewSpec) -> Bool {
        let axis = stack.axis
        guard let own = compressionResistance(kid, axis), own < 1000,
            let position = stack.arrangedSubviews.firstIndex(of: kid)
        else { return false }
        for (index, other) in stack.arrangedSubviews.enumerated() where other != kid {
            if facts.of(other, axis).fixed != nil { continue }
            guard let resistance = compressionResistance(other, axis),
                resistance > own || (resistance == own && index > position)
            else { return false }
        }
        return true
    }

    /// The compression resistance along `axis` of an arranged view of intrinsic length (a
    /// leaf, or a nested stack view as `nestedResistance` reads it); nil for any other view.
    private func compressionResistance(_ id: String, _ axis: Axis) -> Double? {
        if let nested = nestedResistance(id, axis) { return nested.compression }
        guard let view = spec.views.first(where: { $0.id == id }), children(of: id).isEmpty,
            hasIntrinsicLength(view, axis)
        else { return nil }
        return axis == .horizontal ? view.compressionResistanceHorizontal : view.compressionResistanceVertical
    }

    /// An intrinsic length along `axis` that is not a label's text or a symbol.
    private func hasIntrinsicLength(_ view: ConstraintView, _ axis: Axis) -> Bool {
        view.text == nil && view.symbolImage == nil
            && (axis == .horizontal ? view.intrinsicWidth : view.intrinsicHeight) != nil
    }

}
