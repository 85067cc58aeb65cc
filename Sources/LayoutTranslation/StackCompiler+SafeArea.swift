import LayoutCore

/// The safe area in the replay (docs/TRANSLATION.md, "Safe areas"): the window's insets,
/// `.safeAreaPadding`, `.safeAreaInset(edge:alignment:spacing:content:)` and
/// `.ignoresSafeArea(_:edges:)`, as the stack engine lays them out (docs/ENGINES.md "Safe
/// area", "Safe-area insets"). In UIKit's terms the window's insets are the root view's
/// `safeAreaLayoutGuide` (the root is laid out inside it), a safe-area padding is the content's
/// edges inset from the layer's, and a safe-area inset is a bar pinned to the layer's edge with
/// the modified view's edge `spacing` from the bar's. A view that ignores a safe area with
/// something to ignore is refused: it grows only on the edges its frame reaches, a choice the
/// stack engine makes where it places the view, which no fixed set of constraints replays.
extension StackCompiler {
    /// The root proposal along `axis` inside the window's safe area: the canvas less the
    /// insets, never below 0 (StackLayoutEngine's root rule). With insets, it is the length of
    /// the root's safe-area guide (`safeArea.width`), so that the constraints hold for other
    /// insets too (the spec carries the insets, `StackToConstraints.translate`).
    func rootProposal(_ canvas: LinearExpression, _ axis: Axis) -> LinearExpression {
        guard usesSafeAreaGuide else { return canvas }
        let guide = Self.safeAreaGuide(axis == .horizontal ? "width" : "height")
        let total = environment.safeAreaInsets.total(along: axis)
        return total == 0 ? guide : maximum([guide, LinearExpression(0)], axis)
    }

    /// Where the root's leading or top edge lies: centred in the safe area, which starts at
    /// the safe-area guide's left or top edge (the window's leading or top inset).
    func rootOrigin(_ proposal: LinearExpression, _ root: Laid, _ axis: Axis) -> LinearExpression {
        let start = usesSafeAreaGuide ? Self.safeAreaGuide(axis == .horizontal ? "left" : "top") : LinearExpression(0)
        return 0.5 * proposal - 0.5 * root.size + start
    }

    /// Whether the window has insets: the root is then laid out in the root's safe-area guide
    /// (`safeArea.*`, UIKit's `safeAreaLayoutGuide`) on both axes, else in the canvas.
    private var usesSafeAreaGuide: Bool { environment.safeAreaInsets != EdgeInsets() }

    /// The safe-area guide's `attribute` as a variable of the rows (`safeArea.top`).
    private static func safeAreaGuide(_ attribute: String) -> LinearExpression {
        LinearExpression(variable: ConstraintSpec.safeAreaID + "." + attribute)
    }

    /// `.safeAreaPadding(insets)`: laid out as `.padding(insets)`; its content's safe area is
    /// inset as much (remembered for `.ignoresSafeArea` inside it).
    func safeAreaPaddingSize(
        _ layer: Layer, _ insets: EdgeInsets, _ axis: Axis, _ proposal: LinearExpression?, _ view: String?
    ) -> LinearExpression {
        enclosingSafeAreaEdges.append(Self.nonzeroEdges(insets))
        defer { enclosingSafeAreaEdges.removeLast() }
        return paddingSize(layer, insets, axis, proposal, view)
    }

    /// `.safeAreaInset(edge:alignment:spacing:content:)` along `axis`: along the edge's axis
    /// the content comes first, then the modified view, stacked with the spacing; across it
    /// both share the proposal and are aligned (`safeAreaInsetAcross`).
    func safeAreaInsetSize(
        _ layer: Layer, _ inset: SafeAreaInset, _ axis: Axis, _ proposal: LinearExpression?, _ view: String?
    ) -> LinearExpression {
        let content = Layer.outer(inset.view, enclosingAxis: nil, path: layer.path + [-layer.depth])
        guard axis == inset.edge.axis else {
            return safeAreaInsetAcross(layer, inset, content, axis, proposal, view)
        }
        let real = view != nil
        let spacing = insetSpacing(layer, inset, content)
        // The content: the proposal less the spacing and the modified view at its smallest.
        let contentProposal = proposal.map { length -> LinearExpression in
            let smallest = compile(layer.inner, axis, LinearExpression(0), real: false).size
            if smallest.isConstant, smallest.constant >= 0 {
                return maximum([length - (spacing + smallest.constant), LinearExpression(0)], axis)
            }
            let free = maximum([length - spacing, LinearExpression(0)], axis)
            return maximum([free - smallest, LinearExpression(0)], axis)
        }
        let laidContent = compile(content, axis, contentProposal, real: real)
        // The modified view: what the content and the spacing leave.
        let primaryProposal = proposal.map { maximum([$0 - laidContent.size - spacing, LinearExpression(0)], axis) }
        let primary = insideInset(inset.edge) { compile(layer.inner, axis, primaryProposal, real: real) }
        let size = laidContent.size + spacing + primary.size
        if let view {
            let origin = Self.position(view, axis)
            let atStart = inset.edge == .top || inset.edge == .leading
            place(laidContent, axis, at: atStart ? origin : origin + size - laidContent.size)
            place(primary, axis, at: atStart ? origin + size - primary.size : origin)
        }
        return size
    }

    /// Across the edge's axis: both proposed the layer's proposal (when placing, an
    /// unspecified one is the layer's measured length); the layer is the longer of the two,
    /// the modified view centred in it, the content's alignment guide on the modified view's.
    private func safeAreaInsetAcross(
        _ layer: Layer, _ inset: SafeAreaInset, _ content: Layer, _ axis: Axis, _ proposal: LinearExpression?,
        _ view: String?
    ) -> LinearExpression {
        func measured(_ proposal: LinearExpression?) -> LinearExpression {
            let measuredContent = compile(content, axis, proposal, real: false).size
            return maximum([measuredContent, compile(layer.inner, axis, proposal, real: false).size], axis)
        }
        guard let view else { return measured(proposal) }
        let placing = proposal ?? measured(nil)
        let laidContent = compile(content, axis, placing, real: true)
        let primary = insideInset(inset.edge) { compile(layer.inner, axis, placing, real: true) }
        let size = maximum([laidContent.size, primary.size], axis)
        let primaryOrigin = Self.position(view, axis) + 0.5 * size - 0.5 * primary.size
        if axis == .vertical, [.firstTextBaseline, .lastTextBaseline].contains(inset.alignment.vertical) {
            note(layer, "a safeAreaInset aligned on a text baseline has no constraint form yet; aligned at the bottom")
        }
        let fraction = inset.alignment.position(along: axis, in: 1)
        place(primary, axis, at: primaryOrigin)
        place(laidContent, axis, at: primaryOrigin + fraction * (primary.size - laidContent.size))
        return size
    }

    /// The inset's spacing: given, else the gap a stack would put between the modified view
    /// and the content after it (the default spacing, 0 when either asks for none there).
    private func insetSpacing(_ layer: Layer, _ inset: SafeAreaInset, _ content: Layer) -> Double {
        if let spacing = inset.spacing { return spacing }
        let axis = inset.edge.axis
        let zero = zeroEdges(layer.inner).contains(.end(axis)) || zeroEdges(content).contains(.start(axis))
        return zero ? 0 : environment.defaultSpacing
    }

    /// `body` with the safe area a `.safeAreaInset` at `edge` gives its modified view.
    private func insideInset<T>(_ edge: SafeAreaInset.Edge, _ body: () -> T) -> T {
        let edges: EdgeSet =
            switch edge {
            case .top: .top
            case .leading: .leading
            case .bottom: .bottom
            case .trailing: .trailing
            }
        enclosingSafeAreaEdges.append(edges)
        defer { enclosingSafeAreaEdges.removeLast() }
        return body()
    }

    /// `.ignoresSafeArea(regions, edges:)`: where there is nothing to ignore on `edges` (the
    /// window's insets and every enclosing safe-area layer's are 0 there, or only the keyboard's
    /// region is ignored), the layer is its content; otherwise it is refused (see the type).
    func ignoringSafeAreaSize(
        _ layer: Layer, _ regions: SafeAreaRegions, _ edges: EdgeSet, _ axis: Axis, _ proposal: LinearExpression?,
        _ view: String?
    ) -> LinearExpression {
        if view != nil, regions != .keyboard, !safeAreaEdges.isDisjoint(with: edges) {
            let through = enclosingSafeAreaEdges.contains { !$0.isDisjoint(with: edges) }
            refuse(
                layer,
                "`.ignoresSafeArea` "
                    + (through
                        ? "inside a `.safeAreaInset` or `.safeAreaPadding` extends the view back over that inset"
                        : "extends the view under the window's safe-area insets")
                    + " only on the edges its frame reaches, a choice made where it is placed; "
                    + "constraints have no form for it (remove the modifier, or keep the SwiftUI form)")
        }
        let child = compile(layer.inner, axis, proposal, real: view != nil)
        place(child, axis, at: view.map { Self.position($0, axis) } ?? LinearExpression(0))
        return child.size
    }

    /// The edges on which the layer being compiled has a safe-area inset to ignore: the
    /// window's nonzero insets and the enclosing safe-area layers' edges.
    private var safeAreaEdges: EdgeSet {
        enclosingSafeAreaEdges.reduce(Self.nonzeroEdges(environment.safeAreaInsets)) { $0.union($1) }
    }

    /// The edges on which `insets` are not 0.
    private static func nonzeroEdges(_ insets: EdgeInsets) -> EdgeSet {
        var result: EdgeSet = []
        if insets.top != 0 { result.insert(.top) }
        if insets.leading != 0 { result.insert(.leading) }
        if insets.bottom != 0 { result.insert(.bottom) }
        if insets.trailing != 0 { result.insert(.trailing) }
        return result
    }
}
