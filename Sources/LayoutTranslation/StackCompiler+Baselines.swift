import LayoutCore
import StackLayout

/// `HStack(alignment: .firstTextBaseline)` / `.lastTextBaseline` across its axis, and
/// symbol images (`Image(systemName:)` as a `UIImageView` with its symbol, `"image"`).
///
/// The stack lines its children's text baselines up (SEMANTICS §A "Alignment guides"). A
/// child with text or a symbol has its first baseline at a constant b below its top (the
/// first line's baseline does not move when the text wraps) and its last baseline at a
/// constant d above its bottom (the last line's descent, whatever the number of lines); one
/// without text has both at its bottom. So each child extends `above` the line (first: b;
/// last: its height − d) and `below` it (first: its height − b; last: d); the stack is
/// max(above) + max(below) high and a child's top is max(above) − above below the stack's.
/// Children whose baseline is not such a constant (a stack of texts, a frame placing the
/// text by its height) are noted and aligned at the bottom.
extension StackCompiler {
    /// Which text baseline an HStack aligns.
    enum TextBaseline {
        case first, last

        var name: String { self == .first ? "first" : "last" }
        var alignment: VerticalAlignment { self == .first ? .firstTextBaseline : .lastTextBaseline }
    }

    /// The stack's height and its children's placement along `axis` (vertical) by their
    /// text baselines.
    func baselineMinorSize(
        _ children: [Layer], _ baseline: TextBaseline, _ axis: Axis, _ proposal: LinearExpression?, _ view: String?
    ) -> LinearExpression {
        let offsets = children.map { baselineOffset($0, baseline) }
        // Above and below the line: per child, from its constant offset (or its bottom).
        func extent(_ laid: [Laid]) -> (above: [LinearExpression], size: LinearExpression) {
            var above: [LinearExpression] = []
            var below: [LinearExpression] = []
            for (child, offset) in zip(laid, offsets) {
                guard let offset = offset.flatMap({ $0 }) else {
                    above.append(child.size)
                    below.append(LinearExpression(0))
                    continue
                }
                switch baseline {
                case .first:
                    above.append(LinearExpression(offset))
                    below.append(child.size - offset)
                case .last:
                    above.append(child.size - offset)
                    below.append(LinearExpression(offset))
                }
            }
            return (above, maximum(above, axis) + maximum(below, axis))
        }
        // As across any stack: under a nil proposal the children are placed in the stack's
        // measured length.
        var placing = proposal
        var measured: LinearExpression?
        if proposal == nil {
            measured = extent(children.map { compile($0, axis, nil, real: false) }).size
            placing = measured
        }
        guard let view else {
            return measured ?? extent(children.map { compile($0, axis, placing, real: false) }).size
        }
        let laid = children.map { compile($0, axis, placing, real: true) }
        let (above, size) = extent(laid)
        let highest = maximum(above, axis)
        for (child, top) in zip(laid, above) { place(child, axis, at: Self.position(view, axis) + highest - top) }
        return measured ?? size
    }

    /// The offset of `layer`'s text baseline — the first from its top, the last from its
    /// bottom: `.some(nil)` when it has no text or symbol (its baseline is its bottom), nil
    /// when it has one but not at a constant offset (noted).
    private func baselineOffset(_ layer: Layer, _ baseline: TextBaseline) -> Double?? {
        let unexpressed =
            "its \(baseline.name) text baseline in an HStack(alignment: .\(baseline.name)TextBaseline) has no constraint form"
        if layer.depth > 0 {
            switch layer.modifier {
            case .padding(let insets):
                let inset = baseline == .first ? insets.top : insets.bottom
                return baselineOffset(layer.inner, baseline).map { $0.map { $0 + inset } }
            case .frame(let frame) where frame.height == nil:
                return baselineOffset(layer.inner, baseline)
            case .flexibleFrame(let frame) where frame.vertical == FrameLimits():
                return baselineOffset(layer.inner, baseline)
            case .layoutPriority, .border, .offset, .background, .overlay:
                return baselineOffset(layer.inner, baseline)
            default:
                guard Self.hasBaseline(layer.node) else { return .some(nil) }
                note(layer, unexpressed)
                return nil
            }
        }
        switch layer.node.kind {
        case .text where environment.textModel == .font, .symbolImage:
            return .some(measuredBaselineOffset(layer.node, baseline))
        default:
            guard Self.hasBaseline(layer.node) else { return .some(nil) }
            note(layer, unexpressed)
            return nil
        }
    }

    /// Whether `node`'s subtree (its children, not its background or overlay) has a text or
    /// a symbol image.
    private static func hasBaseline(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .text, .symbolImage: return true
        default: return node.children.contains(where: hasBaseline)
        }
    }

    /// The text baseline of the leaf `node` (a Text or symbol image, its own modifiers left
    /// out) as the stack engine places it — the first from its top, the last from its bottom:
    /// beside a 0 × 0 view in an HStack aligned on that baseline, that view lies on it.
    private func measuredBaselineOffset(_ node: ViewNode, _ baseline: TextBaseline) -> Double {
        let leaf = ViewNode(node.kind, id: "leaf")
        var mark = ViewNode(.shape(.color))
        mark.modifiers = [ModifierNode(.frame(FixedFrame(width: 0, height: 0)), id: "mark")]
        let row = ViewNode(.hStack(alignment: baseline.alignment, spacing: 0), children: [leaf, mark])
        var engine = StackLayoutEngine(ViewSpec(name: "", environment: environment, root: row))
        let solution = engine.solve(in: SolveSize(width: nil, height: nil))
        guard let frame = solution.frame(of: "leaf"), let line = solution.frame(of: "mark")?.y else { return 0 }
        return baseline == .first ? line - frame.y : frame.y + frame.height - line
    }

    /// A symbol image's size along `axis`: its own, whatever the proposal (the stack engine's
    /// measure); the layer's view becomes an image view showing the symbol.
    func symbolImageSize(_ layer: Layer, _ symbol: SymbolImage, _ axis: Axis, _ view: String?) -> LinearExpression {
        if let view { symbolImages[view] = symbol }
        var engine = StackLayoutEngine(
            ViewSpec(name: "", environment: environment, root: ViewNode(.symbolImage(symbol), id: "image")))
        let size = engine.solve(in: SolveSize(width: nil, height: nil)).frame(of: "image")
        return LinearExpression((axis == .horizontal ? size?.width : size?.height) ?? 0)
    }
}
