import LayoutCore

/// A proxy for one subview of a custom `Layout` (SwiftUI's `LayoutSubview`): ask its size
/// for a proposal, read its layout priority, and place it.
///
/// Valid only during the `sizeThatFits`/`placeSubviews` call that received it.
public struct LayoutSubview {
    let context: LayoutContext
    let index: Int

    /// The size the subview chooses for `proposal` (memoised by the engine within a pass).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        context.size(of: index, Proposal(proposal))
    }

    /// The subview's size for `proposal` with its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// The subview's `layoutPriority` (0 unless it has one; a bare Spacer −∞).
    public var priority: Double { context.priority(of: index) }

    /// Places the subview so that its `anchor` sits at `position` (canvas coordinates),
    /// proposing `proposal` to it. Only meaningful in `placeSubviews`.
    public func place(at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        context.place(index, at: position, anchor: anchor, proposal: Proposal(proposal))
    }
}

/// The subviews of a custom layout, in spec order (SwiftUI's `LayoutSubviews`).
public struct LayoutSubviews: RandomAccessCollection {
    let context: LayoutContext
    /// 0.
    public var startIndex: Int { 0 }
    /// The number of subviews.
    public var endIndex: Int { context.slots.count }
    /// The subview at `position`, in spec order.
    public subscript(position: Int) -> LayoutSubview { LayoutSubview(context: context, index: position) }
}

/// What a custom layout's proxies reach during one call: the engine (through a pointer
/// valid for the call's duration) and the placements requested so far.
final class LayoutContext {
    let engine: UnsafeMutablePointer<StackLayoutEngine>
    let slots: Range<Int>
    /// Per subview, the placement `place(at:anchor:proposal:)` asked for (nil = not placed).
    var placements: [(origin: Point, proposal: Proposal, size: Size)?]

    init(engine: UnsafeMutablePointer<StackLayoutEngine>, slots: Range<Int>) {
        self.engine = engine
        self.slots = slots
        placements = Array(repeating: nil, count: slots.count)
    }

    func node(_ index: Int) -> Int32 { engine.pointee.graph.slots[slots.lowerBound + index] }

    func size(of index: Int, _ proposal: Proposal) -> Size {
        engine.pointee.sizeThatFits(node(index), proposal)
    }

    func priority(of index: Int) -> Double {
        engine.pointee.graph.slotPriorities[slots.lowerBound + index]
    }

    func place(_ index: Int, at position: Point, anchor: UnitPoint, proposal: Proposal) {
        let size = self.size(of: index, proposal)
        let origin = Point(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        placements[index] = (origin, proposal, size)
    }
}
