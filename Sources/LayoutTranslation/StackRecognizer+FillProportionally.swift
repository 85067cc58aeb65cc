import LayoutCore

/// A UIStackView with `fillProportionally` stretched along its axis (see `StackRecognizer`).
/// The constraint engine's form (`StackViewConstraints`): the views chained `s` apart from
/// the stack view's start to its end (required), and each view's length
/// `vᵢ == kᵢ × (L − (n−1)·s)` at priority 999 − i, `kᵢ = intrinsicᵢ / Σ intrinsic`. The
/// shares add up to the chain's free length, so every one holds, above hugging and
/// compression resistance: the views' lengths are exactly those shares at any length `L`.
///
/// SwiftUI's stacks share space equally, so the stack goes inside a `GeometryReader` that
/// reads `L`, each view a frame of its share (its intrinsic length over the total):
///
/// ```swift
/// GeometryReader { geometry in
///     HStack(spacing: 15) {
///         icon.frame(width: (geometry.size.width - 15) * 44 / 164, height: 44)
///         caption.frame(width: (geometry.size.width - 15) * 120 / 164, height: 20)
///     }
///     .frame(maxHeight: .infinity)
/// }
/// .frame(height: 44)
/// ```
///
/// The reader places its content at its top-leading corner: a frame as long as the reader
/// across (aligned as the stack view aligns its views) places the stack; a stack view that
/// nothing stretches across is as long as its longest view, a constant the reader is given.
extension StackRecognizer {
    /// The reader of `stack`, a `fillProportionally` stack view of two or more views that is
    /// stretched along its axis, from the arranged views' nodes (ids set); nil unless every
    /// arranged view has a declared intrinsic length and no size constraint along the axis
    /// (the shares would fight them) and, when nothing stretches the stack view across, a
    /// constant length across.
    mutating func proportionalShares(_ stack: StackViewSpec, _ nodes: [ViewNode]) -> ViewNode? {
        let axis = stack.axis
        guard stack.distribution == .fillProportionally, nodes.count > 1, isStretched(stack, along: axis),
            stack.alignment != .firstBaseline, stack.alignment != .lastBaseline
        else { return nil }
        var intrinsic: [Double] = []
        for view in stack.arrangedSubviews {
            let f = facts.of(view, axis)
            let declared = spec.views.first { $0.id == view }
            guard f.fixed == nil, f.minimum == nil, f.maximum == nil, f.proportional == nil, f.aspect == nil,
                f.soft == nil, let length = axis == .horizontal ? declared?.intrinsicWidth : declared?.intrinsicHeight,
                length > 0
            else { return nil }
            intrinsic.append(length)
        }
        let total = intrinsic.reduce(0, +)
        let gaps = Double(nodes.count - 1) * stack.spacing
        let dimension = axis == .horizontal ? "geometry.width" : "geometry.height"
        let free = gaps == 0 ? dimension : "(\(dimension) - \(JSONWriter.formatNumber(gaps)))"
        var shared: [ViewNode] = []
        for (node, length) in zip(nodes, intrinsic) {
            let source = "\(free) * \(JSONWriter.formatNumber(length)) / \(JSONWriter.formatNumber(total))"
            guard let expression = try? LengthExpression(parsing: source, scope: .geometry) else { return nil }
            shared.append(
                Self.sharing(
                    node, axis, ExpressionLength(key: axis == .horizontal ? "width" : "height", expression: expression))
            )
        }
        var content = axisStack(stack, shared, spacing: stack.spacing)
        let across = axis.other
        let alignment: Alignment =
            switch stack.alignment {
            case .leading, .top: across == .horizontal ? .leading : .top
            case .trailing, .bottom: across == .horizontal ? .trailing : .bottom
            default: .center
            }
        let limits = FrameLimits(max: .infinity)
        append(
            &content,
            .flexibleFrame(FlexibleFrame(along: across, limits, alignment: alignment)))
        var reader = ViewNode(.geometryReader, children: [content])
        if !isStretched(stack, along: across) {
            let lengths = stack.arrangedSubviews.compactMap { constantLength($0, across) }
            guard lengths.count == nodes.count, let longest = lengths.max() else { return nil }
            append(&reader, .frame(across == .horizontal ? FixedFrame(width: longest) : FixedFrame(height: longest)))
        }
        return reader
    }

    /// `node` with its length along `axis` given by `share`: a frame of that length (a
    /// placeholder 0 and the expression) in place of the intrinsic length its innermost fixed
    /// frame held, which keeps its other length (`.frame(height: 44).frame(width: …)`: LayoutDSL
    /// takes a frame's lengths all as expressions or all as numbers, SwiftUI either).
    private static func sharing(_ node: ViewNode, _ axis: Axis, _ share: ExpressionLength) -> ViewNode {
        var node = node
        let frame = ModifierNode(
            .frame(axis == .horizontal ? FixedFrame(width: 0) : FixedFrame(height: 0)), expressions: [share])
        guard let first = node.modifiers.first else {
            node.modifiers = [ModifierNode(frame.modifier, id: node.id, expressions: [share])]
            node.id = nil
            return node
        }
        guard case .frame(var kept) = first.modifier, first.expressions.isEmpty else {
            node.modifiers.insert(frame, at: 0)
            return node
        }
        if axis == .horizontal { kept.width = nil } else { kept.height = nil }
        let shared = ModifierNode(frame.modifier, id: first.id, expressions: [share])
        if kept.width == nil && kept.height == nil {
            node.modifiers[0] = shared
        } else {
            node.modifiers[0] = ModifierNode(.frame(kept))
            node.modifiers.insert(shared, at: 1)
        }
        return node
    }
}
