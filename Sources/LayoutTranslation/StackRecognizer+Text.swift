import LayoutCore

/// Labels (`"text"` on a constraint view) as SwiftUI `Text`: the same string and font,
/// `numberOfLines` as `.lineLimit`, a truncating `lineBreakMode` as `.truncationMode`. A label
/// stretched by its constraints (both edges pinned, a `fillEqually` share, a vertical stack
/// view's `fill` alignment) is framed to that length first, so the frame its id names is the
/// label's, as UIKit draws the text inside a label wider than its text.
extension StackRecognizer {
    /// The label text of `view`, or nil when it is not a label.
    func labelText(_ view: String) -> LabelText? {
        spec.views.first { $0.id == view }?.text
    }

    /// The symbol image of `view` (`"image"`), or nil when it shows none.
    func symbolImage(_ view: String) -> SymbolImage? {
        spec.views.first { $0.id == view }?.symbolImage
    }

    /// A view with no children: its label's `Text`, its symbol's `Image(systemName:)`, or a
    /// `Color` taking its frame.
    mutating func leaf(_ view: String) -> ViewNode {
        if let title = buttonTitle(of: view) { return title }
        if let symbol = symbolImage(view) { return ViewNode(.symbolImage(symbol)) }
        guard let label = labelText(view) else { return ViewNode(.shape(.color)) }
        if let reason = Self.unmatchedLineBreak(label) { note(view, reason + " (verified below)") }
        return ViewNode(.text(Self.text(of: label)))
    }

    /// A measured button (a view hugging its title helper label, as the IB importer writes
    /// `button.width <= title.width + k @250`, `>= @750` and the title's start pins): the
    /// title's `Text` padded by the button's insets, as SwiftUI's Button sizes its label. Nil
    /// for other views.
    mutating func buttonTitle(of view: String) -> ViewNode? {
        var insets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        var title: String?
        for axis in [Axis.horizontal, .vertical] {
            guard let hugged = facts.of(view, axis).hugsContent, guides.contains(hugged.child),
                title == nil || title == hugged.child,
                let start = facts.of(hugged.child, axis).start, start.item == view, start.edge == .start,
                start.relation == .equal
            else { return nil }
            title = hugged.child
            if axis == .horizontal {
                (insets.leading, insets.trailing) = (start.constant, hugged.constant - start.constant)
            } else {
                (insets.top, insets.bottom) = (start.constant, hugged.constant - start.constant)
            }
        }
        guard let title, let label = labelText(title) else { return nil }
        if let reason = Self.unmatchedLineBreak(label) { note(view, reason + " (verified below)") }
        var node = ViewNode(.text(Self.text(of: label)))
        if insets != EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) { append(&node, .padding(insets)) }
        return node
    }

    /// Whether `view` hugs a title helper (a measured button, `buttonTitle(of:)`).
    func isMeasuredButton(_ view: String) -> Bool {
        [Axis.horizontal, .vertical].contains { axis in
            facts.of(view, axis).hugsContent.map { guides.contains($0.child) } ?? false
        }
    }

    /// The `Text` of a label: its string, font, line limit (`numberOfLines`, 0 = none) and
    /// truncation mode.
    static func text(of label: LabelText) -> TextSpec {
        var text = TextSpec(label.string, fontSize: label.fontSize)
        text.fontStyle = label.fontStyle
        text.fontWeight = label.fontWeight
        text.fontName = label.fontName
        text.fontRelativeTo = label.fontRelativeTo
        text.fontItalic = label.fontItalic
        if label.kerning != 0 { text.kerning = label.kerning }
        if label.tracking != 0 { text.tracking = label.tracking }
        text.lineLimit = label.numberOfLines == 0 ? nil : label.numberOfLines
        if let mode = label.lineBreakMode.truncationMode, mode != .tail { text.truncationMode = mode }
        return text
    }

    /// Why a label's `lineBreakMode` has no SwiftUI form, or nil: Text always wraps at words
    /// and ends a cut last line with an ellipsis, so character wrapping, and a cut without
    /// ellipsis where lines are limited, differ.
    static func unmatchedLineBreak(_ label: LabelText) -> String? {
        switch label.lineBreakMode {
        case .byCharWrapping:
            return "lineBreakMode byCharWrapping has no SwiftUI form: Text wraps at words"
        case .byWordWrapping,
            .byClipping where label.numberOfLines != 0:
            return
                "lineBreakMode \(label.lineBreakMode.rawValue) has no SwiftUI form: Text ends its last line with an ellipsis"
        default:
            return nil
        }
    }

    /// `.frame(maxWidth: .infinity, alignment: .leading)` (or `maxHeight`) on a label that
    /// its constraints stretch along `axis` (`.center` for a measured button's title and a
    /// symbol image); other views take their proposal anyway.
    func stretchLabel(_ view: String, _ axis: Axis, _ node: inout ViewNode) {
        // A measured button's title stays centred, as in a stretched UIButton, and so does
        // a symbol in a stretched UIImageView (its default content mode, scaleToFill, is not
        // applied to symbols: they are drawn at their configuration's size, centred).
        let isCentred = isMeasuredButton(view) || symbolImage(view) != nil
        guard labelText(view) != nil || isCentred else { return }
        let fill = FrameLimits(max: .infinity)
        let alignment: Alignment = isCentred ? .center : .leading
        // Stretched along the other axis already: one frame both ways
        // (`.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)`).
        if let index = node.modifiers.indices.last, node.modifiers[index].id == nil,
            node.modifiers[index].expressions.isEmpty,
            case .flexibleFrame(var frame) = node.modifiers[index].modifier,
            (axis == .horizontal ? frame.horizontal : frame.vertical) == FrameLimits(),
            [.center, alignment].contains(frame.alignment)
        {
            if axis == .horizontal { frame.horizontal = fill } else { frame.vertical = fill }
            frame.alignment = alignment
            node.modifiers[index].modifier = .flexibleFrame(frame)
            return
        }
        append(
            &node,
            .flexibleFrame(FlexibleFrame(along: axis, fill, alignment: alignment)))
    }

    /// The axes along which a stack view stretches its arranged label or measured button
    /// `view`: its axis for `fillEqually`, across for a vertical stack view's `fill` alignment
    /// and for a measured label in a horizontal one's (`spansRowHeight(_:in:)`).
    func stackStretches(_ view: String, in stack: StackViewSpec) -> [Axis] {
        guard labelText(view) != nil || symbolImage(view) != nil || isMeasuredButton(view) else { return [] }
        var axes: [Axis] = []
        if stack.distribution == .fillEqually { axes.append(stack.axis) }
        if stack.axis == .vertical, stack.alignment == .fill { axes.append(.horizontal) }
        if spansRowHeight(view, in: stack) { axes.append(.vertical) }
        return axes
    }

    /// The environment of a translation: the font text model when the spec has labels or
    /// symbol images (the constraint engine measures them with fonts) and the spec's Dynamic
    /// Type size.
    static func environment(for spec: ConstraintSpec) -> LayoutEnvironment {
        var environment = LayoutEnvironment()
        if spec.views.contains(where: { $0.text != nil || $0.symbolImage != nil }) { environment.textModel = .font }
        environment.dynamicTypeSize = spec.dynamicTypeSize
        return environment
    }
}
