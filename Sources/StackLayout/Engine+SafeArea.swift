import LayoutCore

/// The safe area of a pass (docs/ENGINES.md, "Safe area"): the rectangle inside the
/// environment's `safeAreaInsets` and the region it lies in (the canvas).
struct SafeAreaRegion: Sendable {
    /// The safe area, in canvas coordinates.
    var safe = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The region around it that `.ignoresSafeArea` extends into.
    var full = Rect(x: 0, y: 0, width: 0, height: 0)

    init() {}

    /// The root's: the safe area is the root's proposal placed at the insets (the root's size
    /// along a nil or infinite axis), the full region that rectangle grown by the insets.
    init(insets: EdgeInsets, proposal: Proposal, rootSize: Size) {
        let width = proposal.width.isFinite ? proposal.width : rootSize.width
        let height = proposal.height.isFinite ? proposal.height : rootSize.height
        safe = Rect(x: insets.leading, y: insets.top, width: width, height: height)
        full = Rect(
            x: 0, y: 0, width: width + insets.total(along: .horizontal), height: height + insets.total(along: .vertical)
        )
    }

    /// A safe area inside `full`, inset from it by `insets` (a `safeAreaInset` or
    /// `safeAreaPadding` layer's: its frame, less what it gives its content).
    init(full: Rect, insets: EdgeInsets) {
        self.full = full
        safe = Rect(
            x: full.x + insets.leading, y: full.y + insets.top, width: full.width - insets.total(along: .horizontal),
            height: full.height - insets.total(along: .vertical))
    }

    /// How far a view whose frame is `frame` extends on each of `edges` when it ignores the
    /// safe areas `regions` (outermost first), as SwiftUI resolves a chain of safe-area
    /// insets: the innermost first, then each enclosing one from the frame grown so far.
    static func extensionOf(_ frame: Rect, on edges: EdgeSet, through regions: [SafeAreaRegion]) -> EdgeInsets {
        var total = EdgeInsets()
        var grown = frame
        for region in regions.reversed() {
            let grow = region.extensionOf(grown, on: edges)
            grown = Rect(
                x: grown.x - grow.leading, y: grown.y - grow.top, width: grown.width + grow.total(along: .horizontal),
                height: grown.height + grow.total(along: .vertical))
            total.top += grow.top
            total.leading += grow.leading
            total.bottom += grow.bottom
            total.trailing += grow.trailing
        }
        return total
    }

    /// How far a view whose frame is `frame` extends on each of `edges` when it ignores this
    /// safe area: on an edge its frame reaches (at or beyond the safe area's edge, within
    /// `Tolerance.frame`), to the full region's edge; elsewhere 0.
    func extensionOf(_ frame: Rect, on edges: EdgeSet) -> EdgeInsets {
        var grow = EdgeInsets()
        if edges.contains(.top) && Self.reaches(safe.y - frame.y) { grow.top = max(frame.y - full.y, 0) }
        if edges.contains(.leading) && Self.reaches(safe.x - frame.x) { grow.leading = max(frame.x - full.x, 0) }
        let frameBottom = frame.y + frame.height
        let frameTrailing = frame.x + frame.width
        if edges.contains(.bottom) && Self.reaches(frameBottom - safe.y - safe.height) {
            grow.bottom = max(full.y + full.height - frameBottom, 0)
        }
        if edges.contains(.trailing) && Self.reaches(frameTrailing - safe.x - safe.width) {
            grow.trailing = max(full.x + full.width - frameTrailing, 0)
        }
        return grow
    }

    /// Whether a frame edge `beyond` points past the safe area's edge (negative: short of it)
    /// reaches that edge: beyond it, or at it within `Tolerance.frame`.
    private static func reaches(_ beyond: Double) -> Bool {
        beyond >= 0 || Tolerance.equal(beyond, 0)
    }
}

extension StackLayoutEngine {
    /// `.ignoresSafeArea(_:edges:)` placing: on the edges where the layer's frame reaches the
    /// safe area (`SafeAreaRegion.extensionOf`), the layer's frame grows to the full region's
    /// edge and its content is proposed the layer's proposal grown as much, centred in the
    /// grown frame. Sizing passes the proposal through unchanged (the layer's size is its
    /// content's): where a view lies is known only when it is placed, as in SwiftUI.
    mutating func placeIgnoringSafeArea(_ node: Int32, _ n: Node, _ proposal: Proposal, at origin: Point, size: Size) {
        let edges = EdgeSet(rawValue: UInt8(truncatingIfNeeded: n.payload))
        let grow = SafeAreaRegion.extensionOf(Rect(origin: origin, size: size), on: edges, through: buffers.safeAreas)
        if grow == EdgeInsets() {
            place(n.first, proposal, at: origin, size: size)
            return
        }
        let width = size.width + grow.total(along: .horizontal)
        let height = size.height + grow.total(along: .vertical)
        let grown = Proposal(
            width: proposal.width.isNaN ? proposal.width : proposal.width + grow.total(along: .horizontal),
            height: proposal.height.isNaN ? proposal.height : proposal.height + grow.total(along: .vertical))
        let grownOrigin = Point(x: origin.x - grow.leading, y: origin.y - grow.top)
        buffers.frames[Int(node)] = Rect(origin: grownOrigin, size: Size(width: width, height: height))
        let childSize = sizeThatFits(n.first, grown)
        let childOrigin = Point(
            x: grownOrigin.x + Guides.difference(width / 2, childSize.width / 2),
            y: grownOrigin.y + Guides.difference(height / 2, childSize.height / 2))
        place(n.first, grown, at: childOrigin, size: childSize)
    }
}
