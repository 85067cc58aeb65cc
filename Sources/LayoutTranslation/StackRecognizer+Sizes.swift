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
        var relativeFrames: [ContainerRelativeFrame] = []
        let aspect = derivedAspect(view, container)
        for axis in [Axis.horizontal, .vertical] {
            var f = facts.of(view, axis)
            f.minimum = effectiveMinimum(view, container, axis)
            if let relative = scrollRelativeFrame(f, in: container, axis)
                ?? softScrollRelativeFrame(view, f, in: container, axis)
            {
                relativeFrames.append(relative)
                continue
            }
            let screen = measuresScreen(view, f, axis)
            if usesGeometry { f.proportional = rootRelative(f.proportional, axis) }
            if usesGeometry, let expression = geometryLength(f, axis, window: screen) {
                if axis == .horizontal { fixed.width = 0 } else { fixed.height = 0 }
                expressions.append(
                    ExpressionLength(key: axis == .horizontal ? "width" : "height", expression: expression))
                continue
            }
            let intrinsic = axis == .horizontal ? declared?.intrinsicWidth : declared?.intrinsicHeight
            var length = f.fixed
            let hugs = stretched.contains(Self.key(view, axis))
            // Shrunk first when the chain is too short: the unique lowest compression resistance
            // of the chain (`compressedFirst`), or a stretched view that is also compressed first
            // (`isCompressedFirst`).
            let givesWay =
                compressed.contains(Self.key(view, axis)) || compressible.contains(Self.key(view, axis))
            if length == nil, f.minimum == nil, f.maximum == nil, f.proportional == nil, f.aspect == nil,
                aspect?.axis != axis, !isStretched(view, axis), !hugs, !givesWay,
                !isPinnedAtBothEnds(view, container, axis) || lengthIsContents(container, axis)
            {
                length = intrinsic
            }
            if length == nil { length = bandLength(view, container, axis) }  // `+CentredSiblings`
            // Stretched past its content (the lowest hugging priority of a chain pinned at both
            // ends): at least its intrinsic length (unless it gives way first), as much as the
            // chain leaves. Giving way otherwise: up to its intrinsic length, first served.
            var limits =
                hugs
                ? FrameLimits(min: f.minimum ?? (givesWay ? nil : intrinsic), max: f.maximum ?? .infinity)
                : givesWay ? FrameLimits(min: 0, max: intrinsic) : FrameLimits(min: f.minimum, max: f.maximum)
            if f.fixed == nil, let soft = f.soft, f.start == nil || f.end == nil, f.proportional == nil, !hugs {
                // `size == k @p` within its bounds, nothing pinning both edges: the size.
                length = min(max(soft, f.minimum ?? soft), f.maximum ?? soft)
                limits = FrameLimits()
            }
            if let length {
                if axis == .horizontal { fixed.width = length } else { fixed.height = length }
            }
            if axis == .horizontal { flexible.horizontal = limits } else { flexible.vertical = limits }
            if let p = f.proportional, !(p.item == container && p.multiplier == 1) {
                note(
                    view,
                    "\(axis == .horizontal ? "width" : "height") = \(JSONWriter.formatNumber(p.multiplier)) × \(p.item) is left to the stack's equal shares (verified below)"
                )
            }
        }
        // The ratio inside the frames: a frame that sets or bounds the other length proposes
        // it to the ratio, which derives this one from it.
        if let aspect { aspectRatio(aspect, &node) }
        for relative in Self.combined(relativeFrames) { append(&node, .containerRelativeFrame(relative)) }
        if fixed.width != nil || fixed.height != nil {
            node.modifiers.append(ModifierNode(.frame(fixed), expressions: expressions))
        }
        if flexible.horizontal != FrameLimits() || flexible.vertical != FrameLimits() {
            append(&node, .flexibleFrame(flexible))
        }
    }

    /// `size == m × root.size + c`, clamped by the size's bounds, as a GeometryReader
    /// expression (`min(max(0.5 * geometry.height, 200), 400)`, Swift's own functions), or nil.
    /// With `window`, the root's length is the window's, the reader's and the insets it sees
    /// (``ScreenRoot/windowLength(_:)``).
    private func geometryLength(_ f: AxisFacts, _ axis: Axis, window: Bool = false) -> LengthExpression? {
        guard let p = f.proportional, p.item == ConstraintSpec.rootID, p.multiplier != 0 else { return nil }
        let reader = axis == .horizontal ? "geometry.width" : "geometry.height"
        let dimension = window ? ScreenRoot.windowLength(axis) : reader
        // `geometry.width`, not `1 * geometry.width`.
        var source =
            p.multiplier == 1
            ? dimension
            : "\(JSONWriter.formatNumber(p.multiplier)) * \(window ? "(\(dimension))" : dimension)"
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
        return stack.axis == axis
            ? stack.distribution == .fillEqually && !keepsEqualLengths(stack)
            : stack.alignment == .fill && isStretched(stack, along: axis)
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
        func align(_ alignment: Alignment, fromZero: Bool = false) {
            let limits = FrameLimits(min: fromZero ? 0 : nil, max: .infinity)
            append(
                &node,
                .flexibleFrame(FlexibleFrame(along: horizontal ? .horizontal : .vertical, limits, alignment: alignment))
            )
        }
        let start = pin(f.start, .start, in: container, axis)
        let end = pin(f.end, .end, in: container, axis)
        let center = pin(f.center, .center, in: container, axis)
        if let insets = centredInsets(view, container, axis) {
            inset(insets.start, insets.end)  // one edge and the centre pinned: both insets
        } else if let start, let end {
            inset(start.constant, -end.constant)
        } else if let twin = spanTwin(of: view, container, axis), let insets = spanInsets(twin, container, axis) {
            inset(insets.start, insets.end)  // the band of its pinned twin (`spanTwin(of:_:_:)`)
        } else if let start, let p = f.proportional, p.item == container, p.multiplier == 1 {
            inset(start.constant, -start.constant - p.constant)
        } else if let start, let hugged = facts.of(container, axis).hugsContent, hugged.child == view {
            // The container hugs the view (a button around its title): the rest of the hugged
            // length after it, no alignment frame (the container is as long as its content).
            inset(start.constant, hugged.constant - start.constant)
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
            // A container centred in a view its pins size (not the screen, which a stack never
            // widens) overflows it at both sides when wider, as Auto Layout centres it: the
            // frame keeps the container's length (`minWidth: 0`), or the stack would widen.
            align(
                .center,
                fromZero: isContainer(view) && container != ConstraintSpec.rootID && hasPinnedLength(container, axis))
        } else if let fraction = f.multipliedPosition, fraction.container == container,
            Self.smallFraction(fraction.fraction) != nil
        {
            placeAtFraction(fraction, axis, &node)  // Spacers in proportion
        } else if let center = pin(centerLinkedBack(view, container, axis), .center, in: container, axis) {
            inset(max(center.constant, 0) * 2, max(-center.constant, 0) * 2)
            align(.center)
        } else if let offset = centreOffsetThroughCentredSibling(view, container, axis) {
            inset(max(offset, 0) * 2, max(-offset, 0) * 2)  // from a centred sibling (`+CentredSiblings`)
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
            current =
                edge == .start ? next.start : edge == .end ? next.end : filledCenter(next, container) ?? next.center
            if current == nil, edge == .end, let (link, shift) = endThroughFollower(of: step.item, in: container, axis)
            {
                current = link  // past a sibling of constant length that follows it
                offset += shift
            }
        }
        return nil
    }

    /// Whether `node` already takes all the space offered along `axis`: its last modifier a
    /// frame of maximum `.infinity` there (or padding, or a frame with no limit there, of such
    /// a view), or (no modifiers) a
    /// stack with such a child.
    static func fills(_ node: ViewNode, _ axis: Axis) -> Bool {
        if let last = node.modifiers.last {
            if case .padding = last.modifier {
                var inner = node
                inner.modifiers.removeLast()
                return fills(inner, axis)
            }
            if case .frame(let fixed) = last.modifier, (axis == .horizontal ? fixed.width : fixed.height) == nil {
                var inner = node  // a fixed frame on the other axis only: the child's length
                inner.modifiers.removeLast()
                return fills(inner, axis)
            }
            guard case .flexibleFrame(let frame) = last.modifier else { return false }
            let limits = axis == .horizontal ? frame.horizontal : frame.vertical
            if limits == FrameLimits() {  // no limit along `axis`: the child's length
                var inner = node
                inner.modifiers.removeLast()
                return fills(inner, axis)
            }
            return limits.max == .infinity
        }
        switch node.kind {
        case .hStack, .vStack, .zStack: return node.children.contains { fills($0, axis) }
        case .shape, .scrollView: return true  // a ScrollView takes the whole proposal
        default: return false
        }
    }

    /// Whether required pins set both edges of `view` in `container` along `axis` (its
    /// intrinsic length then gives way, as content hugging and compression resistance do).
    func isPinnedAtBothEnds(_ view: String, _ container: String, _ axis: Axis) -> Bool {
        let f = facts.of(view, axis)
        return pin(f.start, .start, in: container, axis) != nil && pin(f.end, .end, in: container, axis) != nil
            || centredInsets(view, container, axis) != nil
    }

    /// Whether `container`'s length along `axis` is its content's: it is arranged along the
    /// axis of a stack view whose own length nothing sets (a `fill` distribution then gives
    /// each arranged view its content's length) and has no size constraint of its own. A
    /// view pinned around such a container's edges then sets its length rather than
    /// stretching to it (no `.frame(maxHeight: .infinity)`; verified).
    func isSizedByContent(_ container: String, _ axis: Axis) -> Bool {
        guard let stack = spec.stackViews.first(where: { $0.arrangedSubviews.contains(container) }),
            stack.axis == axis, facts.of(stack.id, axis).fixed == nil, !hasPinnedLength(stack.id, axis)
        else { return false }
        let f = facts.of(container, axis)
        return f.fixed == nil && f.minimum == nil && f.maximum == nil && f.proportional == nil && f.soft == nil
            && f.aspect == nil
    }

    /// Whether required pins set `container`'s length along `axis`.
    private func hasPinnedLength(_ container: String, _ axis: Axis) -> Bool {
        let parent =
            spec.views.first { $0.id == container }?.parent ?? spec.stackViews.first { $0.id == container }?.parent
        return isPinnedAtBothEnds(container, parent ?? ConstraintSpec.rootID, axis)
    }

    /// Whether `view` holds other views (a stack view or a view with subviews).
    private func isContainer(_ view: String) -> Bool {
        spec.stackViews.contains { $0.id == view } || !children(of: view).isEmpty
    }

    /// `view.center == sibling.center − k` from a sibling's `sibling.center == view.center + k`
    /// (the link recorded on the sibling), or nil.
    private func centerLinkedBack(_ view: String, _ container: String, _ axis: Axis) -> AxisFacts.Link? {
        for sibling in children(of: container) where sibling != view {
            guard let link = facts.of(sibling, axis).center, link.item == view, link.edge == .center,
                link.relation == .equal
            else { continue }
            return AxisFacts.Link(item: sibling, edge: .center, relation: .equal, constant: -link.constant)
        }
        return nil
    }

    /// The centre of a view pinned at both edges of `container` (`start + a`, `end + b`): the
    /// container's centre + (a + b) / 2; nil otherwise.
    private func filledCenter(_ f: AxisFacts, _ container: String) -> AxisFacts.Link? {
        guard let start = f.start, let end = f.end, start.item == container, end.item == container,
            start.edge == .start, end.edge == .end, start.relation == .equal, end.relation == .equal
        else { return nil }
        return AxisFacts.Link(
            item: container, edge: .center, relation: .equal, constant: (start.constant + end.constant) / 2)
    }

    /// A UIStackView as an HStack/VStack: `fill`, `fillEqually` and `equalSpacing` (a
    /// `Spacer(minLength: spacing)` between the views) distributions, `equalCentering`
    /// (`equalCentering(_:_:)`) and stretched `fillProportionally` (`proportionalShares(_:_:)`),
    /// `fill`, `leading`/`top`, `center` and `trailing`/`bottom` alignments.
    mutating func stackView(_ stack: StackViewSpec) -> ViewNode {
        let axis = stack.axis
        var nodes: [ViewNode] = []
        if let kid = stretchedArranged(stack) {
            stretched.insert(Self.key(kid, axis))
            if isCompressedFirst(kid, in: stack) {
                compressible.insert(Self.key(kid, axis))
            } else {
                markCompressedArranged(stack, stretched: kid)
            }
        }
        for view in stack.arrangedSubviews {
            var node = content(of: view)
            sizeFrames(view, stack.id, &node)
            let labelAxes = stackStretches(view, in: stack)
            for axis in labelAxes { stretchLabel(view, axis, &node) }
            let limits = FrameLimits(max: .infinity)
            let spansAcross = Self.fills(node, axis.other)
            if stack.distribution == .fillEqually, labelAxes.isEmpty, !keepsEqualLengths(stack) {
                // The arranged view itself takes its equal share (its content centred in it).
                append(
                    &node,
                    .flexibleFrame(FlexibleFrame(along: axis, limits)))
            }
            if stack.alignment == .fill, isContainer(view), facts.of(view, axis.other).fixed == nil, !spansAcross,
                isStretched(stack, along: axis.other) || !keepsEqualLengths(stack, across: view)
            {
                // `fill` alignment: a container arranged view spans the stack across its axis.
                append(
                    &node,
                    .flexibleFrame(FlexibleFrame(along: axis.other, limits)))
            }
            if node.modifiers.isEmpty { node.id = view } else { node.modifiers[node.modifiers.count - 1].id = view }
            appendLayoutPriority(view, &node)
            if stack.distribution == .equalSpacing, !nodes.isEmpty {
                // Equal gaps of at least the spacing: Spacers share what is left equally.
                nodes.append(ViewNode(.spacer(minLength: stack.spacing)))
            }
            nodes.append(node)
        }
        let spacing = stack.distribution == .equalSpacing ? 0 : stack.spacing
        if ![.fill, .fillEqually, .equalSpacing].contains(stack.distribution), !isFillAlike(stack) {
            if let reader = proportionalShares(stack, nodes) { return reader }
            if let centred = equalCentering(stack, nodes) { return acrossEdges(centred, stack) }
            note(stack.id, "distribution \(stack.distribution.rawValue) has no stack form yet")
        }
        var row = axisStack(stack, nodes, spacing: spacing)
        fixingRowHeight(stack, &row)
        return acrossEdges(row, stack)
    }

    /// The HStack/VStack of `stack` holding `nodes`, aligned as the stack view aligns its views.
    func axisStack(_ stack: StackViewSpec, _ nodes: [ViewNode], spacing: Double) -> ViewNode {
        if let tied = baselineAlignment(of: stack) {
            return ViewNode(.hStack(alignment: tied, spacing: spacing), children: nodes)
        }
        switch stack.axis {
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
