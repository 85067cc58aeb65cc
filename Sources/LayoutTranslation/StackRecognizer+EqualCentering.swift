import LayoutCore

/// A UIStackView with `equalCentering` (see `StackRecognizer`). The constraint engine's form
/// (`StackViewConstraints`): the first view at the stack view's start, the last at its end,
/// every gap at least the spacing `s` (required), and every centre-to-centre distance equal
/// to the first @150, so the arranged views keep their lengths `h₀ … hₙ₋₁` (hugging and
/// compression resistance are higher) and their centres are equally spaced.
///
/// With `L` the stack view's length, the centres run from `h₀/2` to `L − hₙ₋₁/2`, so the
/// distance is `d = (L − h₀/2 − hₙ₋₁/2) / (n − 1)`, possible while every
/// `d ≥ s + (hᵢ₋₁ + hᵢ)/2`. SwiftUI's form: each view hangs centred on a line, a frame of no
/// length (`.frame(height: 0)`), the lines `n − 1` equal Spacers apart, the stack padded by
/// half the first and last views' lengths:
///
/// ```swift
/// VStack(spacing: 0) {
///     a.frame(height: 0)
///     Spacer(minLength: 39)
///     b.frame(height: 0)
///     Spacer(minLength: 39)
///     c.frame(height: 0)
/// }
/// .padding(.vertical, 15.5)
/// ```
///
/// The Spacers' minimum is the largest `s + (hᵢ₋₁ + hᵢ)/2`. A stack view nothing stretches
/// along its axis is as short as that allows (its fitting size @49 is below the @150
/// centring): every line that far apart, `.fixedSize` proposing the stack its ideal length.
/// Two views need no lengths: the first at the start, the last at the end, at least `s`
/// apart (`Spacer(minLength: s)` stretched, `spacing: s` not). Views of one length have
/// equal gaps: as `fill` when not stretched (also measured views, which are one length
/// where their text is alike: verified).
extension StackRecognizer {
    /// The stack of `stack`, an `equalCentering` stack view of two or more views, from the
    /// arranged views' nodes (ids set); nil when a view's length along the axis is not a
    /// constant (a measured label: the lines' padding and minimum would be numbers it does not
    /// keep).
    mutating func equalCentering(_ stack: StackViewSpec, _ nodes: [ViewNode]) -> ViewNode? {
        let axis = stack.axis
        guard stack.distribution == .equalCentering, nodes.count > 1 else { return nil }
        let stretched = isStretched(stack, along: axis)
        if nodes.count == 2 {
            // The first at the start, the last at the end: equal spacing of one gap.
            guard stretched else { return axisStack(stack, nodes, spacing: stack.spacing) }
            return axisStack(stack, [nodes[0], ViewNode(.spacer(minLength: stack.spacing)), nodes[1]], spacing: 0)
        }
        let lengths = stack.arrangedSubviews.compactMap { constantLength($0, axis) }
        guard lengths.count == nodes.count else { return nil }
        let distance = zip(lengths, lengths.dropFirst()).map { stack.spacing + ($0 + $1) / 2 }.max() ?? 0
        var items: [ViewNode] = []
        for (index, node) in nodes.enumerated() {
            if index > 0 { items.append(ViewNode(.spacer(minLength: distance))) }
            var line = node
            append(&line, .frame(axis == .horizontal ? FixedFrame(width: 0) : FixedFrame(height: 0)))
            items.append(line)
        }
        var result = axisStack(stack, items, spacing: 0)
        let (start, end) = (lengths[0] / 2, lengths[lengths.count - 1] / 2)
        append(
            &result,
            .padding(
                axis == .horizontal
                    ? EdgeInsets(top: 0, leading: start, bottom: 0, trailing: end)
                    : EdgeInsets(top: start, leading: 0, bottom: end, trailing: 0)))
        if !stretched { append(&result, .fixedSize(horizontal: axis == .horizontal, vertical: axis == .vertical)) }
        return result
    }

    /// `view`'s length along `axis` when it is a constant: a fixed or declared intrinsic
    /// length with no bound or proportion, or, for a stack view across `axis` that nothing
    /// stretches, the longest of its arranged views' (every alignment but baselines makes it
    /// as long as its longest view). Nil for a measured label or anything else.
    func constantLength(_ view: String, _ axis: Axis) -> Double? {
        let f = facts.of(view, axis)
        guard f.minimum == nil, f.maximum == nil, f.proportional == nil, f.aspect == nil, f.soft == nil else {
            return nil
        }
        if let row = spec.stackViews.first(where: { $0.id == view }) {
            guard f.fixed == nil, row.axis != axis, !isStretched(row, along: axis),
                row.alignment != .firstBaseline, row.alignment != .lastBaseline, !row.arrangedSubviews.isEmpty
            else { return f.fixed }
            let lengths = row.arrangedSubviews.compactMap { constantLength($0, axis) }
            return lengths.count == row.arrangedSubviews.count ? lengths.max() : nil
        }
        guard children(of: view).isEmpty, spec.views.first(where: { $0.id == view })?.text == nil,
            !isMeasuredButton(view)
        else { return f.fixed }
        return length(view, axis)
    }

    /// Whether an `equalCentering` stack view nothing stretches along its axis lays out as
    /// `fill`: two views (each gap its minimum, `s`), views of one constant length (equal
    /// gaps are equal centre distances, each the minimum), or views none of whose lengths is
    /// a constant — rows of measured labels, alike when their text is one line of one font
    /// (PhoneNumberKit's options, a label and a switch per row); the verification rejects the
    /// form where they differ.
    func isEqualCenteringFillAlike(_ stack: StackViewSpec) -> Bool {
        guard stack.distribution == .equalCentering, !isStretched(stack, along: stack.axis) else { return false }
        if stack.arrangedSubviews.count <= 2 { return true }
        let lengths = stack.arrangedSubviews.map { constantLength($0, stack.axis) }
        if lengths.allSatisfy({ $0 == nil }) { return true }
        return !lengths.contains(nil) && Set(lengths).count == 1
    }
}
