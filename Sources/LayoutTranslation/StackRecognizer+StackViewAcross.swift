import ConstraintLayout
import LayoutCore

/// A stack view's length across its axis (see `StackRecognizer`).
extension StackRecognizer {
    /// `node`, the HStack/VStack of `stack`, with what its length across its axis needs:
    ///
    /// - stretched across (its container's `fill` alignment, its pins) with a `leading` or
    ///   `trailing` alignment (`top`/`bottom` across a row): the arranged views keep their
    ///   place at that edge of the stretched stack view, as UIKit lays them out, where a
    ///   stack as long as its longest view would be centred in the stretching frame:
    ///   `.frame(maxWidth: .infinity, alignment: .trailing)`;
    /// - a row not stretched down, `fill` alignment, every arranged view a measured button:
    ///   UIKit makes each as high as the highest (TacoDialogView's "Forget It" beside "Get
    ///   Tacos", title insets 6 and 8 pt): each `.frame(maxHeight: .infinity)` before its id,
    ///   the row `.fixedSize(horizontal: false, vertical: true)`, which proposes the row its
    ///   ideal height, then each button the row's own (SEMANTICS §A rule 6, the equal-width
    ///   idiom turned down).
    func acrossEdges(_ node: ViewNode, _ stack: StackViewSpec) -> ViewNode {
        var node = node
        let across = stack.axis.other
        let horizontal = across == .horizontal
        if isStretched(stack, along: across) {
            let alignment: Alignment? =
                switch stack.alignment {
                case .leading, .top: horizontal ? .leading : .top
                case .trailing, .bottom: horizontal ? .trailing : .bottom
                default: nil
                }
            guard let alignment else { return node }
            let limits = FrameLimits(max: .infinity)
            append(
                &node,
                .flexibleFrame(FlexibleFrame(along: horizontal ? .horizontal : .vertical, limits, alignment: alignment))
            )
            return node
        }
        guard stack.alignment == .fill, stack.axis == .horizontal, stack.arrangedSubviews.count > 1,
            stack.arrangedSubviews.allSatisfy(isMeasuredButton)
        else { return node }
        for index in node.children.indices {
            if case .spacer = node.children[index].kind { continue }
            Self.stretchBeforeID(&node.children[index], across)
        }
        append(&node, .fixedSize(horizontal: horizontal, vertical: !horizontal))
        return node
    }

    /// `.frame(maxHeight: .infinity)` (along `axis`) inserted before `node`'s id, unless the
    /// view already fills along `axis`.
    private static func stretchBeforeID(_ node: inout ViewNode, _ axis: Axis) {
        guard !fills(node, axis) else { return }
        let limits = FrameLimits(max: .infinity)
        let frame = ModifierNode(
            .flexibleFrame(FlexibleFrame(along: axis, limits)))
        if node.modifiers.isEmpty {
            node.modifiers = [ModifierNode(frame.modifier, id: node.id)]
            node.id = nil
        } else {
            let id = node.modifiers[node.modifiers.count - 1].id
            node.modifiers[node.modifiers.count - 1].id = nil
            node.modifiers.append(ModifierNode(frame.modifier, id: id))
        }
    }
}
