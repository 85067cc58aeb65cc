import LayoutCore
import StackLayout

/// `HStack(alignment: .firstTextBaseline)` across its axis, and symbol images
/// (`Image(systemName:)` as a `UIImageView` with its symbol, `"image"`).
///
/// The stack lines its children's first text baselines up (SEMANTICS §A "Alignment guides"):
/// a child with text or a symbol has its baseline b (a constant: the first line's baseline
/// does not move when the text wraps), one without has its bottom (b = its height). The
/// stack is max(b) + max(height − b) high and a child's top is max(b) − b below the
/// stack's. Children whose baseline is not such a constant (a stack of texts, a frame
/// placing the text by its height, `lastTextBaseline`) are noted and aligned at the bottom.
extension StackCompiler {
    /// The stack's height and its children's placement along `axis` (vertical) by their
    /// first text baselines.
    func firstBaselineMinorSize(
        _ children: [Layer], _ axis: Axis, _ proposal: LinearExpression?, _ view: String?
    ) -> LinearExpression {
        let baselines = children.map { firstBaseline($0) }
        // Above the baseline: b (a text baseline) or the whole height (a view without text).
        func extent(_ laid: [Laid]) -> (above: [LinearExpression], size: LinearExpression) {
            let above = zip(laid, baselines).map { child, baseline in
                baseline.flatMap { $0 }.map { LinearExpression($0) } ?? child.size
            }
            let below = zip(laid, baselines).map { child, baseline in
                baseline.flatMap { $0 }.map { child.size - $0 } ?? LinearExpression(0)
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

    /// The first text baseline of `layer` from its top: `.some(nil)` when it has no text or
    /// symbol (its baseline is its bottom), nil when it has one but not at a constant offset
    /// (noted).
    private func firstBaseline(_ layer: Layer) -> Double?? {
        if layer.depth > 0 {
            switch layer.modifier {
            case .padding(let insets):
                return firstBaseline(layer.inner).map { $0.map { $0 + insets.top } }
            case .frame(let frame) where frame.height == nil:
                return firstBaseline(layer.inner)
            case .flexibleFrame(let frame) where frame.vertical == FrameLimits():
                return firstBaseline(layer.inner)
            case .layoutPriority, .border, .offset, .background, .overlay:
                return firstBaseline(layer.inner)
            default:
                guard Self.hasBaseline(layer.node) else { return .some(nil) }
                note(
                    layer, "its first text baseline in an HStack(alignment: .firstTextBaseline) has no constraint form")
                return nil
            }
        }
        switch layer.node.kind {
        case .text where environment.textModel == .font, .symbolImage:
            return .some(measuredFirstBaseline(layer.node))
        default:
            guard Self.hasBaseline(layer.node) else { return .some(nil) }
            note(layer, "its first text baseline in an HStack(alignment: .firstTextBaseline) has no constraint form")
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

    /// The first text baseline of the leaf `node` (a Text or symbol image, its own modifiers
    /// left out) as the stack engine places it: beside a 0 × 0 view in an
    /// `HStack(alignment: .firstTextBaseline)`, that view's bottom lies on the baseline.
    private func measuredFirstBaseline(_ node: ViewNode) -> Double {
        let leaf = ViewNode(node.kind, id: "leaf")
        var mark = ViewNode(.shape(.color))
        mark.modifiers = [ModifierNode(.frame(FixedFrame(width: 0, height: 0)), id: "mark")]
        let row = ViewNode(.hStack(alignment: .firstTextBaseline, spacing: 0), children: [leaf, mark])
        var engine = StackLayoutEngine(ViewSpec(name: "", environment: environment, root: row))
        let solution = engine.solve(in: SolveSize(width: nil, height: nil))
        guard let top = solution.frame(of: "leaf")?.y, let baseline = solution.frame(of: "mark")?.y else { return 0 }
        return baseline - top
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
