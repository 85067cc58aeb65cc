import ConstraintLayout
import LayoutCore

/// Sizes, cross-axis positions and stack views (see `StackRecognizer`).
extension StackRecognizer {
    /// Fixed sizes (constraints or intrinsic size) as `.frame(width:height:)`, bounds as
    /// `.frame(min…, max…)`; a proportion of the container is left to the stack's
    /// distribution (SwiftUI offers each flexible child an equal share), and the result is
    /// verified against the constraint engine.
    mutating func sizeFrames(_ view: String, _ container: String, _ node: inout ViewNode) {
        let declared = spec.views.first { $0.id == view }
        var fixed = FixedFrame()
        var flexible = FlexibleFrame()
        var expressions: [ExpressionLength] = []
        for axis in [Axis.horizontal, .vertical] {
            let f = facts.of(view, axis)
            if usesGeometry, let expression = geometryLength(f, axis) {
                if axis == .horizontal { fixed.width = 0 } else { fixed.height = 0 }
                expressions.append(
                    ExpressionLength(key: axis == .horizontal ? "width" : "height", expression: expression))
                continue
            }
            let intrinsic = axis == .horizontal ? declared?.intrinsicWidth : declared?.intrinsicHeight
            var length = f.fixed
            if length == nil, f.minimum == nil, f.maximum == nil, f.proportional == nil, f.aspect == nil,
                !isStretched(view, axis)
            {
                length = intrinsic
            }
            if let length {
                if axis == .horizontal { fixed.width = length } else { fixed.height = length }
            }
            let limits = FrameLimits(min: f.minimum, max: f.maximum)
            if axis == .horizontal { flexible.horizontal = limits } else { flexible.vertical = limits }
            if let p = f.proportional, !(p.item == container && p.multiplier == 1) {
                note(
                    view,
                    "\(axis == .horizontal ? "width" : "height") = \(JSONWriter.formatNumber(p.multiplier)) × \(p.item) is left to the stack's equal shares (verified below)"
                )
            }
        }
        if fixed.width != nil || fixed.height != nil {
            node.modifiers.append(ModifierNode(.frame(fixed), expressions: expressions))
        }
        if flexible.horizontal != FrameLimits() || flexible.vertical != FrameLimits() {
            append(&node, .flexibleFrame(flexible))
        }
        aspectRatio(view, &node)
    }

    /// `height == r × width` as `.aspectRatio(1 / r, contentMode: .fit)` with the height
    /// taken from the width (`.fixedSize(horizontal: false, vertical: true)`: Auto Layout
    /// derives the height whatever the space below), and `width == r × height` likewise.
    private func aspectRatio(_ view: String, _ node: inout ViewNode) {
        if let r = facts.of(view, .vertical).aspect {
            append(&node, .aspectRatio(1 / r, contentMode: .fit))
            append(&node, .fixedSize(horizontal: false, vertical: true))
        } else if let r = facts.of(view, .horizontal).aspect {
            append(&node, .aspectRatio(r, contentMode: .fit))
            append(&node, .fixedSize(horizontal: true, vertical: false))
        }
    }

    /// `size == m × root.size + c`, clamped by the size's bounds, as a GeometryReader
    /// expression (`min(max(0.5 * geometry.height, 200), 400)`, Swift's own functions), or nil.
    private func geometryLength(_ f: AxisFacts, _ axis: Axis) -> LengthExpression? {
        guard let p = f.proportional, p.item == ConstraintSpec.rootID, p.multiplier != 0 else { return nil }
        let dimension = axis == .horizontal ? "geometry.width" : "geometry.height"
        var source = "\(JSONWriter.formatNumber(p.multiplier)) * \(dimension)"
        if p.constant != 0 { source += (p.constant < 0 ? " - " : " + ") + JSONWriter.formatNumber(abs(p.constant)) }
        switch (f.minimum, f.maximum) {
        case (let lo?, let hi?):
            source = "min(max(\(source), \(JSONWriter.formatNumber(lo))), \(JSONWriter.formatNumber(hi)))"
        case (let lo?, nil): source = "max(\(source), \(JSONWriter.formatNumber(lo)))"
        case (nil, let hi?): source = "min(\(source), \(JSONWriter.formatNumber(hi)))"
        case (nil, nil): break
        }
        return try? LengthExpression(parsing: source, scope: .geometry)
    }

    /// Whether a stack view's fill stretches `view` along `axis` (its intrinsic length then
    /// does not apply).
    private func isStretched(_ view: String, _ axis: Axis) -> Bool {
        guard let stack = spec.stackViews.first(where: { $0.arrangedSubviews.contains(view) }) else { return false }
        return stack.axis == axis ? stack.distribution == .fillEqually : false
    }

    /// Padding and an alignment frame placing `view` in `container` along `axis`.
    mutating func position(_ view: String, _ container: String, _ axis: Axis, _ node: inout ViewNode) {
        let f = facts.of(view, axis)
        let horizontal = axis == .horizontal
        func inset(_ before: Double, _ after: Double) {
            guard before != 0 || after != 0 else { return }
            let insets =
                horizontal
                ? EdgeInsets(top: 0, leading: before, bottom: 0, trailing: after)
                : EdgeInsets(top: before, leading: 0, bottom: after, trailing: 0)
            append(&node, .padding(insets))
        }
        func align(_ alignment: Alignment) {
            let limits = FrameLimits(max: .infinity)
            let frame =
                horizontal
                ? FlexibleFrame(horizontal: limits, alignment: alignment)
                : FlexibleFrame(vertical: limits, alignment: alignment)
            append(&node, .flexibleFrame(frame))
        }
        let start = pin(f.start, .start, in: container, axis)
        let end = pin(f.end, .end, in: container, axis)
        let center = pin(f.center, .center, in: container, axis)
        if let start, let end {
            inset(start.constant, -end.constant)
        } else if let start, let p = f.proportional, p.item == container, p.multiplier == 1 {
            inset(start.constant, -start.constant - p.constant)
        } else if let start {
            inset(start.constant, 0)
            align(horizontal ? .leading : .top)
        } else if let end {
            inset(0, -end.constant)
            align(horizontal ? .trailing : .bottom)
        } else if let center {
            // A soft start inset beside a centring pin (a readable width) pads both sides.
            // …as does a soft width of the container's less 2k (`width == root.width - 32 @750`).
            let softWidth = f.proportional.flatMap { p in
                p.item == container && p.multiplier == 1 && p.constant <= 0 && p.priority < 1000 && center.constant == 0
                    ? -p.constant / 2 : nil
            }
            let soft =
                f.softStart.flatMap { $0.item == container && center.constant == 0 ? $0.constant : nil } ?? softWidth
                ?? 0
            inset(max(center.constant, 0) * 2 + soft, max(-center.constant, 0) * 2 + soft)
            align(.center)
        } else if !spec.stackViews.contains(where: { $0.arrangedSubviews.contains(view) }) {
            note(view, "nothing places it along the \(horizontal ? "horizontal" : "vertical") axis in \(container)")
        }
    }

    /// `link` as a pin of `edge` to `container`: directly, or through siblings aligned on
    /// the same edge (`b.leading == a.leading + 4`, `a.leading == container.leading + 16` →
    /// b pinned at 20), at most four steps.
    func pin(_ link: AxisFacts.Link?, _ edge: EdgeKind, in container: String, _ axis: Axis) -> AxisFacts.Link? {
        var current = link
        var offset = 0.0
        for _ in 0..<5 {
            guard let step = current, step.edge == edge, step.relation == .equal else { return nil }
            if step.item == container {
                var pinned = step
                pinned.constant += offset
                return pinned
            }
            guard
                spec.views.first(where: { $0.id == step.item })?.parent == container
                    || spec.stackViews.first(where: { $0.id == step.item })?.parent == container
            else { return nil }
            offset += step.constant
            let next = facts.of(step.item, axis)
            current = edge == .start ? next.start : edge == .end ? next.end : next.center
        }
        return nil
    }

    /// A UIStackView as an HStack/VStack: `fill`, `fillEqually` and `equalSpacing` (a
    /// `Spacer(minLength: spacing)` between the views) distributions, `fill`,
    /// `leading`/`top`, `center` and `trailing`/`bottom` alignments.
    mutating func stackView(_ stack: StackViewSpec) -> ViewNode {
        let axis = stack.axis
        var nodes: [ViewNode] = []
        for view in stack.arrangedSubviews {
            var node = content(of: view)
            sizeFrames(view, stack.id, &node)
            let stretched = stackStretches(view, in: stack)
            for axis in stretched { stretchLabel(view, axis, &node) }
            if node.modifiers.isEmpty { node.id = view } else { node.modifiers[node.modifiers.count - 1].id = view }
            if stack.distribution == .fillEqually, stretched.isEmpty {
                let limits = FrameLimits(max: .infinity)
                append(
                    &node,
                    .flexibleFrame(
                        axis == .horizontal ? FlexibleFrame(horizontal: limits) : FlexibleFrame(vertical: limits)))
            }
            if stack.distribution == .equalSpacing, !nodes.isEmpty {
                // Equal gaps of at least the spacing: Spacers share what is left equally.
                nodes.append(ViewNode(.spacer(minLength: stack.spacing)))
            }
            nodes.append(node)
        }
        let spacing = stack.distribution == .equalSpacing ? 0 : stack.spacing
        if ![.fill, .fillEqually, .equalSpacing].contains(stack.distribution) {
            note(stack.id, "distribution \(stack.distribution.rawValue) has no stack form yet")
        }
        switch axis {
        case .horizontal:
            let alignment: VerticalAlignment =
                switch stack.alignment {
                case .top, .leading: .top
                case .bottom, .trailing: .bottom
                case .firstBaseline: .firstTextBaseline
                case .lastBaseline: .lastTextBaseline
                default: .center
                }
            return ViewNode(.hStack(alignment: alignment, spacing: spacing), children: nodes)
        case .vertical:
            let alignment: HorizontalAlignment =
                switch stack.alignment {
                case .leading, .top: .leading
                case .trailing, .bottom: .trailing
                default: .center
                }
            return ViewNode(.vStack(alignment: alignment, spacing: spacing), children: nodes)
        }
    }
}
