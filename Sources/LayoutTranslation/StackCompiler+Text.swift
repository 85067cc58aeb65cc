import LayoutCore
import StackLayout

/// A `Text` as a UILabel (font text model): the label has the Text's string, font and line
/// limit, and the constraint engine measures it as UIKit does (FORMATS.md §5 "text").
///
/// - Across the text (height): the label's intrinsic height, required (hugging and
///   compression resistance 1000) — a Text ignores the proposed height.
/// - Along it (width): `label.width <= proposal` (required) and the label's intrinsic width
///   at its own level in the greedy order (hugging and compression resistance at that
///   priority), so the label is min(proposal, its text's width): SwiftUI's Text, the widest
///   line after wrapping within the proposal. A multi-line label is re-measured at its
///   solved width (UIKit's `preferredMaxLayoutWidth` rule), which gives its wrapped lines.
/// - Measured only (a stack's probes, a frame's measured child): a constant proposal is
///   measured now, by the stack engine; otherwise the label's own size stands for it.
extension StackCompiler {
    /// The label of a Text layer along `axis` (see the type's comment).
    func textSize(_ layer: Layer, _ text: TextSpec, _ axis: Axis, _ proposal: LinearExpression?, _ view: String?)
        -> LinearExpression
    {
        guard axis == .horizontal else {
            // The height of the label placed on the horizontal pass (a measured Text is
            // taken to wrap as the placed one does).
            let label = view ?? self.view(for: layer)
            registerLabel(label, text, layer)
            return Self.size(label, axis)
        }
        if view == nil, proposal?.isConstant ?? true {
            return LinearExpression(measuredText(text, width: proposal?.constant).width)
        }
        // Placed: the layer's label; measured under a varying proposal: a helper label.
        let label = view ?? helperLabel()
        // A Text is never narrower than its widest character, whatever the proposal (the
        // bound's level comes before the label's).
        let bound = proposal.map { maximum([$0, LinearExpression(measuredText(text, width: 0).width)], axis) }
        registerLabel(label, text, layer)
        if let bound { require(Self.size(label, axis), .lessThanOrEqual, bound) }
        return Self.size(label, axis)
    }

    /// Whether `layer`'s length along `axis` is the same under every proposal: a Text's
    /// height, a fixed image, a fixed frame's length, and stacks, padding and other
    /// pass-through modifiers of such layers (a stack probing such a child finds it
    /// inflexible even where its length is not a constant).
    func ignoresProposal(_ layer: Layer, _ axis: Axis) -> Bool {
        if layer.depth > 0 {
            switch layer.modifier {
            case .frame(let frame):
                if (axis == .horizontal ? frame.width : frame.height) != nil { return true }
                return ignoresProposal(layer.inner, axis)
            case .padding, .layoutPriority, .border, .offset, .fixedSize, .background, .overlay:
                return ignoresProposal(layer.inner, axis)
            case .flexibleFrame(let frame):
                let limits = axis == .horizontal ? frame.horizontal : frame.vertical
                return limits == FrameLimits() && ignoresProposal(layer.inner, axis)
            default:
                return false
            }
        }
        switch layer.node.kind {
        case .text: return axis == .vertical
        case .image(_, _, let resizable): return !resizable
        case .symbolImage: return true
        case .hStack, .vStack, .zStack:
            return layer.children(enclosingAxis: nil).allSatisfy { ignoresProposal($0, axis) }
        default: return false
        }
    }

    /// A new helper view (`_h<n>`) to be a measured copy of a label.
    private func helperLabel() -> String {
        let width = helper(.horizontal)
        return String(width.terms[0].variable.dropLast(".width".count))
    }

    /// Marks `label` as a label with `text`, its width at the next level (once).
    private func registerLabel(_ label: String, _ text: TextSpec, _ layer: Layer) {
        guard labels[label] == nil else { return }
        let labelText = Self.labelText(of: text)
        if let spacing = text.lineSpacing, spacing != 0 {
            note(layer, "lineSpacing has no UILabel property (it needs an attributed string); the label has none")
        }
        labels[label] = (labelText, levelCount)
        levelCount += 1
    }

    /// The label of a Text: its string and font, `lineLimit` as `numberOfLines` (none: 0),
    /// `truncationMode` as the truncating `lineBreakMode`.
    static func labelText(of text: TextSpec) -> LabelText {
        var label = LabelText(text.text)
        label.fontSize = text.fontSize
        label.fontStyle = text.fontStyle
        label.fontWeight = text.fontWeight
        label.fontName = text.fontName
        label.fontRelativeTo = text.fontRelativeTo
        label.fontItalic = text.fontItalic
        label.kerning = text.kerning ?? 0
        label.tracking = text.tracking ?? 0
        label.numberOfLines = text.lineLimit ?? 0
        switch text.truncationMode ?? .tail {
        case .head: label.lineBreakMode = .byTruncatingHead
        case .middle: label.lineBreakMode = .byTruncatingMiddle
        case .tail: label.lineBreakMode = .byTruncatingTail
        }
        return label
    }

    /// The size of `text` alone under a proposed width (nil = its ideal), as the stack engine
    /// measures it in this environment.
    func measuredText(_ text: TextSpec, width: Double?) -> Size {
        var node = ViewNode(.text(text))
        node.id = "text"
        var engine = StackLayoutEngine(ViewSpec(name: "", environment: environment, root: node))
        let solution = engine.solve(in: SolveSize(width: width, height: nil))
        return solution.frames.first?.frame.size ?? Size(width: 0, height: 0)
    }
}
