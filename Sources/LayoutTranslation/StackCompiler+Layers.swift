import LayoutCore

/// One layer of a view: the base view (depth 0) or the view a modifier produces (depth k =
/// the first k modifiers applied), with the axis of the stack that directly contains it.
struct Layer: CustomStringConvertible {
    var node: ViewNode
    var depth: Int
    var enclosingAxis: Axis?
    /// The child indices from the root, for naming the layer's view on both axes.
    var path: [Int]

    /// The outermost layer of `node` (all its modifiers applied).
    static func outer(_ node: ViewNode, enclosingAxis: Axis?, path: [Int]) -> Layer {
        Layer(node: node, depth: node.modifiers.count, enclosingAxis: enclosingAxis, path: path)
    }

    /// The layer one modifier in.
    var inner: Layer { Layer(node: node, depth: depth - 1, enclosingAxis: enclosingAxis, path: path) }

    /// The modifier this layer applies (nil for the base view).
    var modifier: Modifier? { depth > 0 ? node.modifiers[depth - 1].modifier : nil }

    /// The id this layer reports.
    var id: String? { depth > 0 ? node.modifiers[depth - 1].id : node.id }

    var key: String { path.map(String.init).joined(separator: ".") + "/\(depth)" }

    var description: String { node.kind.typeName + (path.isEmpty ? "" : " at " + key) }

    /// The outermost layers of the children, in source order.
    func children(enclosingAxis: Axis?) -> [Layer] {
        node.children.enumerated().map { index, child in
            Layer.outer(child, enclosingAxis: enclosingAxis, path: path + [index])
        }
    }
}

/// A compiled layer: its size along the axis and, when laid out for real, its view.
struct Laid {
    var size: LinearExpression
    var view: String?
}

extension StackCompiler {
    /// SwiftUI's `sizeThatFits` along `axis` for `proposal` (nil = unspecified). With `real`
    /// the layer is also placed: its view gets the size and its children their positions;
    /// without, it is only measured (helpers only, constants folded).
    func compile(_ layer: Layer, _ axis: Axis, _ proposal: LinearExpression?, real: Bool) -> Laid {
        let view = real ? self.view(for: layer) : nil
        let size: LinearExpression
        if layer.depth > 0 {
            size = modifierSize(layer, axis, proposal, view)
        } else {
            size = baseSize(layer, axis, proposal, view)
        }
        if let view { require(Self.size(view, axis), .equal, size) }
        return Laid(size: size, view: view)
    }

    /// Places `child` at `origin` along `axis` (no-op when measuring).
    func place(_ child: Laid, _ axis: Axis, at origin: LinearExpression) {
        guard let view = child.view else { return }
        require(Self.position(view, axis), .equal, origin)
    }

    private func baseSize(_ layer: Layer, _ axis: Axis, _ proposal: LinearExpression?, _ view: String?)
        -> LinearExpression
    {
        switch layer.node.kind {
        case .shape:
            return proposal ?? LinearExpression(10)
        case .spacer(let minLength):
            let length = minLength ?? environment.defaultSpacing
            guard layer.enclosingAxis == nil || layer.enclosingAxis == axis else { return LinearExpression(0) }
            guard let proposal else { return LinearExpression(length) }
            return maximum([proposal, LinearExpression(length)], axis)
        case .image(let width, let height, let resizable):
            let own = LinearExpression(axis == .horizontal ? width : height)
            return resizable ? (proposal ?? own) : own
        case .symbolImage(let symbol):
            return symbolImageSize(layer, symbol, axis, view)
        case .hStack(let alignment, let spacing):
            var stack = StackShape(axis: .horizontal, fraction: alignment.position(in: 1), spacing: spacing)
            stack.baseline =
                alignment == .firstTextBaseline ? .first : alignment == .lastTextBaseline ? .last : nil
            return stackSize(layer, stack, axis, proposal, view)
        case .vStack(let alignment, let spacing):
            let stack = StackShape(axis: .vertical, fraction: alignment.position(in: 1), spacing: spacing)
            return stackSize(layer, stack, axis, proposal, view)
        case .zStack(let alignment):
            return zStackSize(layer, alignment.position(along: axis, in: 1), axis, proposal, view)
        case .text(let text) where environment.textModel == .font:
            return textSize(layer, text, axis, proposal, view)
        default:
            note(layer, "\(layer.node.kind.typeName) has no constraint form yet; it is given its proposal (0 when nil)")
            return proposal ?? LinearExpression(0)
        }
    }

    private func modifierSize(_ layer: Layer, _ axis: Axis, _ proposal: LinearExpression?, _ view: String?)
        -> LinearExpression
    {
        let real = view != nil
        let origin = view.map { Self.position($0, axis) } ?? LinearExpression(0)
        switch layer.node.modifiers[layer.depth - 1].modifier {
        case .frame(let frame):
            let given = axis == .horizontal ? frame.width : frame.height
            let length = given.flatMap { $0.isFinite && $0 >= 0 ? LinearExpression($0) : nil }
            let child = compile(layer.inner, axis, length ?? proposal, real: real)
            let size = length ?? child.size
            place(child, axis, at: origin + frame.alignment.position(along: axis, in: 1) * (size - child.size))
            return size
        case .flexibleFrame(let frame):
            return flexibleFrameSize(layer, frame, axis, proposal, view)
        case .padding(let insets):
            return paddingSize(layer, insets, axis, proposal, view)
        case .safeAreaPadding(let insets):
            return safeAreaPaddingSize(layer, insets, axis, proposal, view)
        case .safeAreaInset(let inset):
            return safeAreaInsetSize(layer, inset, axis, proposal, view)
        case .ignoresSafeArea(let regions, let edges):
            return ignoringSafeAreaSize(layer, regions, edges, axis, proposal, view)
        case .fixedSize(let horizontal, let vertical):
            let fixed = axis == .horizontal ? horizontal : vertical
            let child = compile(layer.inner, axis, fixed ? nil : proposal, real: real)
            place(child, axis, at: origin)
            return child.size
        case .layoutPriority, .border:
            let child = compile(layer.inner, axis, proposal, real: real)
            place(child, axis, at: origin)
            return child.size
        case .offset(let x, let y):
            // The layer keeps its layout frame; its content is drawn moved.
            let child = compile(layer.inner, axis, proposal, real: real)
            place(child, axis, at: origin + (axis == .horizontal ? x : y))
            return child.size
        case .background(let secondary), .overlay(let secondary):
            // The primary's size; the secondary view is proposed that size and aligned in it.
            let child = compile(layer.inner, axis, proposal, real: real)
            place(child, axis, at: origin)
            if real {
                let view = Layer.outer(secondary.view, enclosingAxis: nil, path: layer.path + [-layer.depth])
                let laid = compile(view, axis, child.size, real: true)
                let fraction = secondary.alignment.position(along: axis, in: 1)
                place(laid, axis, at: origin + fraction * (child.size - laid.size))
            }
            return child.size
        default:
            let name = String(describing: layer.node.modifiers[layer.depth - 1].modifier).prefix { $0 != "(" }
            note(layer, "`\(name)` has no constraint form yet; it passes the proposal and size through")
            let child = compile(layer.inner, axis, proposal, real: real)
            place(child, axis, at: origin)
            return child.size
        }
    }

    /// `.padding(insets)`: the child proposed the proposal less the insets (never below 0),
    /// placed after the leading or top inset; the layer is the child plus the insets.
    func paddingSize(
        _ layer: Layer, _ insets: EdgeInsets, _ axis: Axis, _ proposal: LinearExpression?, _ view: String?
    ) -> LinearExpression {
        let before = axis == .horizontal ? insets.leading : insets.top
        let total = insets.total(along: axis)
        let childProposal = proposal.map { maximum([$0 - total, LinearExpression(0)], axis) }
        let child = compile(layer.inner, axis, childProposal, real: view != nil)
        place(child, axis, at: (view.map { Self.position($0, axis) } ?? LinearExpression(0)) + before)
        return child.size + total
    }
}
