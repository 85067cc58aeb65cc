/// The node range of a view's subtree. A view's nodes are contiguous: its base node, then its
/// children's subtrees, then its modifier layers (each after the layers inside it; a
/// background's, overlay's or safe-area inset's view right after its own layer).
extension ViewGraph {
    /// Every node of the view whose outermost node is `node`: from its base (the innermost
    /// node of its modifier chain) to its last descendant.
    func subtreeRange(of node: Int32) -> ClosedRange<Int> {
        var first = node
        while nodes[Int(first)].kind.isModifier { first = nodes[Int(first)].first }
        var last = node
        while true {
            let n = nodes[Int(last)]
            if n.kind == .secondary {
                last = content.secondaries[Int(n.payload)].view
            } else if n.kind == .safeAreaInset {
                last = content.safeAreaInsets[Int(n.payload)].view
            } else if n.kind.isModifier || n.count == 0 {
                break
            } else {
                last = slots[Int(n.first) + Int(n.count) - 1]
            }
        }
        return Int(first)...Int(last)
    }
}

extension NodeKind {
    /// Whether the node is a modifier layer (its one child is `Node.first`).
    var isModifier: Bool {
        switch self {
        case .fixedFrame, .flexibleFrame, .padding, .layoutPriority, .fixedSize, .alignmentGuide, .secondary, .offset,
            .aspectRatio, .containerRelativeFrame, .ignoresSafeArea, .safeAreaInset, .safeAreaPadding:
            return true
        default:
            return false
        }
    }
}
