import LayoutCore

/// Compression resistance in a chain pinned at both ends (see `stretchedByHugging`): when
/// the chain is shorter than its views' intrinsic lengths, Auto Layout shortens the view of
/// lowest compression resistance first. SwiftUI says the same with flexible frames and
/// `layoutPriority`:
/// - the stretched view (lowest hugging) is also the one that gives way: it loses its
///   minimum (`.frame(maxWidth: .infinity)`), so it takes what the chain leaves, down to 0;
/// - another view gives way: `.frame(minWidth: 0, maxWidth: intrinsic).layoutPriority(1)`.
///   The stack offers it space first, less the minimum of the others (the stretched view's
///   intrinsic length, SEMANTICS §A rule 3): it keeps its intrinsic length while that fits
///   and shrinks when it does not, and the stretched view takes the rest.
extension StackRecognizer {
    /// The view of `kids` (a chain along `axis` with a view stretched by hugging) that Auto
    /// Layout compresses first: the unique lowest compression resistance among the views
    /// sized by their content (measured labels and buttons count) whose length required
    /// constraints do not set (``hasRequiredLength(_:_:)``);
    /// nil for a tie, or when that view has no declared intrinsic length (a `Text` wraps
    /// where a one-line label is shortened).
    func compressedFirst(_ kids: [String], _ axis: Axis) -> String? {
        var lowest: (id: String, priority: Double, declared: Bool)?
        var tie = false
        for kid in kids {
            guard !hasRequiredLength(kid, axis), let view = spec.views.first(where: { $0.id == kid }),
                Self.hasContentLength(view, axis) || isMeasuredButton(kid), !Self.hasNothingToGive(view, axis)
            else { continue }
            let declared = (axis == .horizontal ? view.intrinsicWidth : view.intrinsicHeight) != nil
            let priority =
                axis == .horizontal ? view.compressionResistanceHorizontal : view.compressionResistanceVertical
            if let current = lowest, priority == current.priority {
                tie = true
            } else if lowest == nil || priority < lowest!.priority {
                lowest = (kid, priority, declared)
                tie = false
            }
        }
        guard let lowest, !tie, lowest.declared else { return nil }
        return lowest.id
    }

    /// Whether required constraints alone set `view`'s length along `axis` (Auto Layout cannot
    /// compress it): a fixed length, or an aspect ratio (written on either axis) to a fixed
    /// length across (`width == 250`, `width == height`).
    func hasRequiredLength(_ view: String, _ axis: Axis) -> Bool {
        let (along, across) = (facts.of(view, axis), facts.of(view, axis.other))
        return along.fixed != nil || (across.fixed != nil && (along.aspect != nil || across.aspect != nil))
    }

    /// `.layoutPriority(1)`, outermost (the stack reads its children's own priority), on a
    /// view that gives way first without being the stretched one.
    func appendLayoutPriority(_ view: String, _ node: inout ViewNode) {
        for axis in [Axis.horizontal, .vertical]
        where compressed.contains(Self.key(view, axis)) && !stretched.contains(Self.key(view, axis)) {
            append(&node, .layoutPriority(1))
            return
        }
    }

    /// Marks the view of the chain `kids` that gives way first (`compressed`), when a view
    /// is stretched by hugging in it.
    mutating func markCompressedFirst(_ kids: [String], _ axis: Axis) {
        if let kid = compressedFirst(kids, axis) { compressed.insert(Self.key(kid, axis)) }
    }
}
