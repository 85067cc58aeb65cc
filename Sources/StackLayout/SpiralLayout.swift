import Foundation
import LayoutCore

/// Seed 001's `SpiralLayout`, ported: takes the whole proposal and places its subviews
/// around the centre, each at `index / 10` of the radius, turning 360° / count per subview.
///
/// Subview i (of n) goes with its centre at
/// `(midX + r·i/10·sin(θi), midY − r·i/10·cos(θi))`, where r = min(width, height) / 2 and
/// θ = 2π / n: the seed's point (0, −r·i/10) rotated by `CGAffineTransform(rotationAngle:
/// θ·i)`. Each subview is proposed `.unspecified` (its ideal size). Parameters: none.
public struct SpiralLayout: Layout {
    public init() {}

    /// See the type's description.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    /// See the type's description.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let radius = min(bounds.width, bounds.height) / 2
        let angle = 2 * Double.pi / Double(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let distance = radius * Double(index) / 10
            let rotation = angle * Double(index)
            let x = distance * sin(rotation) + bounds.x + bounds.width / 2
            let y = -distance * cos(rotation) + bounds.y + bounds.height / 2
            subview.place(at: Point(x: x, y: y), anchor: .center, proposal: .unspecified)
        }
    }
}
