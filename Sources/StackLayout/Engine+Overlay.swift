import LayoutCore

/// `background`/`overlay` and `.offset` (docs/ENGINES.md): the modifier is its primary
/// view's size (`Engine+Driver.swift`); the secondary view is proposed that size and aligned
/// in it; an offset keeps its layout frame and moves its content.
extension StackLayoutEngine {
    /// Places the primary view in the modifier's frame, then the secondary one aligned in it.
    mutating func placeWithSecondary(_ n: Node, _ proposal: Proposal, at origin: Point, size: Size) {
        place(n.first, proposal, at: origin, size: size)
        let secondary = graph.content.secondaries[Int(n.payload)]
        let secondarySize = sizeThatFits(secondary.view, Proposal(size))
        place(
            secondary.view, Proposal(size), at: origin.moved(by: secondary.guides.offset(of: secondarySize, in: size)),
            size: secondarySize)
    }

    /// Places an offset's content moved by the offset; the modifier keeps its layout frame.
    mutating func placeOffset(_ n: Node, _ proposal: Proposal, at origin: Point, size: Size) {
        place(n.first, proposal, at: origin.moved(by: graph.content.offsets[Int(n.payload)]), size: size)
    }
}
