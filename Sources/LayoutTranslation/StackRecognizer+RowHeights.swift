import ConstraintLayout
import LayoutCore

/// A horizontal UIStackView with `fill` alignment pins every arranged view's top and bottom
/// to its own, so a measured label beside a taller view (a switch, an image, a label of a
/// larger font) is as tall as the row, its text centred in it as UILabel draws it. SwiftUI's
/// form: the label's `.frame(maxHeight: .infinity, alignment: .leading)` inside a row that
/// takes its ideal height, `.fixedSize(horizontal: false, vertical: true)` — the HStack is
/// as tall as its tallest view and proposes that height to each frame when it places them:
///
/// ```swift
/// HStack(spacing: 0) {
///     Text("withPrefix")
///         .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
///     Toggle
/// }
/// .fixedSize(horizontal: false, vertical: true)
/// ```
///
/// A row that something stretches vertically needs no fixed size: it proposes its own
/// height. A row of labels of one font and one line each is one line tall: nothing to span.
extension StackRecognizer {
    /// Whether `view`, an arranged view of `stack`, is a measured label (no intrinsic height
    /// given: the constraint engine measures it) that a `fill`-aligned horizontal stack view
    /// may make taller than its text.
    func spansRowHeight(_ view: String, in stack: StackViewSpec) -> Bool {
        guard stack.axis == .horizontal, stack.alignment == .fill, stack.arrangedSubviews.count > 1,
            labelText(view) != nil, spec.views.first(where: { $0.id == view })?.intrinsicHeight == nil
        else { return false }
        // A row stretched vertically (`StretchedLabelRows`) is taller than any line.
        return !isRowOfOneLineAlike(stack) || isStretched(stack, along: .vertical)
    }

    /// `row` (the HStack of `stack`) at its ideal height where one of its labels spans the
    /// row's height and nothing outside stretches the row vertically.
    func fixingRowHeight(_ stack: StackViewSpec, _ row: inout ViewNode) {
        guard stack.arrangedSubviews.contains(where: { spansRowHeight($0, in: stack) }),
            !isStretched(stack, along: .vertical)
        else { return }
        append(&row, .fixedSize(horizontal: false, vertical: true))
    }

    /// Whether every arranged view of `stack` is a one-line label of one font: all as tall.
    private func isRowOfOneLineAlike(_ stack: StackViewSpec) -> Bool {
        let texts = stack.arrangedSubviews.map(labelText)
        guard let first = texts.first ?? nil else { return false }
        return texts.allSatisfy { text in
            guard let text else { return false }
            return text.numberOfLines == 1 && text.fontSize == first.fontSize && text.fontStyle == first.fontStyle
                && text.fontWeight == first.fontWeight && text.fontName == first.fontName
                && text.fontRelativeTo == first.fontRelativeTo && text.fontItalic == first.fontItalic
        }
    }
}
