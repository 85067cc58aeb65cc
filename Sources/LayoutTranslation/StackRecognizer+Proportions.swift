import LayoutCore

/// A proportion between two views of one chain (`b.height == 2 × a.height`), the chain
/// pinned at both ends of a container that is not necessarily the root: SwiftUI's stacks
/// share space equally, so the chain's stack goes inside a `GeometryReader` (as long as the
/// chain) and `a` takes its share of the reader's length, `b` the rest:
///
/// ```swift
/// GeometryReader { geometry in
///     VStack(spacing: 5) {
///         a.frame(height: (geometry.size.height - 5) / 3)
///         b
///     }
/// }
/// ```
///
/// With `L` the reader's length, `F` the other views' fixed lengths and `G` the gaps:
/// `a + b + F + G = L` and `b = m·a + c` give `a = (L − F − G − c) / (1 + m)`.
extension StackRecognizer {
    /// Gives the view of `items` (a chain along `axis`, in `order`, with fixed `gaps`)
    /// another is proportional to its share of a GeometryReader's length, and returns the
    /// chain's stack inside that reader; nil (nothing changed) unless the chain is pinned at
    /// both ends, its other views have fixed lengths, and the two views have none.
    mutating func sharedByProportion(
        _ stack: ViewNode, _ order: [String], gaps: [(constant: Double, relation: LayoutRelation)], _ axis: Axis
    ) -> ViewNode? {
        guard order.count > 1, gaps.count == order.count - 1, gaps.allSatisfy({ $0.relation == .equal }) else {
            return nil
        }
        for b in order {
            guard let p = facts.of(b, axis).proportional, p.priority >= 1000, p.item != b, order.contains(p.item),
                p.multiplier > 0, p.multiplier != 1 || p.constant != 0
            else { continue }
            let a = p.item
            guard facts.of(a, axis).proportional == nil, length(a, axis) == nil, length(b, axis) == nil else {
                return nil
            }
            var rest = gaps.map(\.constant).reduce(0, +) + p.constant
            for other in order where other != a && other != b {
                guard let fixed = length(other, axis) else { return nil }
                rest += fixed
            }
            let dimension = axis == .horizontal ? "geometry.width" : "geometry.height"
            var source = rest == 0 ? dimension : "(\(dimension) - \(JSONWriter.formatNumber(rest)))"
            if p.multiplier + 1 != 1 { source += " / \(JSONWriter.formatNumber(p.multiplier + 1))" }
            guard let expression = try? LengthExpression(parsing: source, scope: .geometry) else { return nil }
            var share = stack
            let key = axis == .horizontal ? "width" : "height"
            let frame = ModifierNode(
                .frame(axis == .horizontal ? FixedFrame(width: 0) : FixedFrame(height: 0)),
                expressions: [ExpressionLength(key: key, expression: expression)])
            guard Self.insert(frame, innermostOn: a, in: &share) else { return nil }
            // The proportion is exact in this form: no longer left to equal shares.
            dropNotes(about: b, axis)
            return ViewNode(.geometryReader, children: [share])
        }
        return nil
    }

    /// Puts `modifier` first on the node that is `id` inside `node`; false when none is.
    private static func insert(_ modifier: ModifierNode, innermostOn id: String, in node: inout ViewNode) -> Bool {
        if node.id == id, node.modifiers.isEmpty {
            // `a.frame(height: …).id("a")`: the id after the frame, as the recogniser writes it.
            var framed = modifier
            framed.id = id
            node.id = nil
            node.modifiers = [framed]
            return true
        }
        if node.id == id || node.modifiers.contains(where: { $0.id == id }) {
            node.modifiers.insert(modifier, at: 0)
            return true
        }
        for index in node.children.indices where insert(modifier, innermostOn: id, in: &node.children[index]) {
            return true
        }
        return false
    }
}
