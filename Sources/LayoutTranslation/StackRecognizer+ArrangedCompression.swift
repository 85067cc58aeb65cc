import ConstraintLayout
import LayoutCore

/// Compression resistance in a `fill` stack view whose stretched view (lowest hugging) is not
/// the one Auto Layout shrinks first: a caption of compression resistance 750 beside a value
/// stretched at hugging 250 but resisting at 752. As in a chain (`compressedFirst`,
/// `StackRecognizer+Priorities.swift`), the view that gives way is `.frame(minWidth: 0,
/// maxWidth: intrinsic).layoutPriority(1)`: the stack offers it what the stretched view's
/// intrinsic length leaves, so it keeps its length while that fits and shrinks when not.
extension StackRecognizer {
    /// Marks the arranged view of `stack` that gives way first (`compressed`) when it is not
    /// `stretchedView`, the view the stack view stretches.
    mutating func markCompressedArranged(_ stack: StackViewSpec, stretched stretchedView: String) {
        guard let kid = compressedFirst(stack.arrangedSubviews, stack.axis), kid != stretchedView else { return }
        compressed.insert(Self.key(kid, stack.axis))
    }
}
