import LayoutCore

/// Rows that wrap: subviews at their ideal sizes, left to right, starting a new row when
/// the next one would pass the proposed width (a nil width never wraps).
///
/// Parameters: `spacing` (gap between subviews in a row, default 8) and `lineSpacing` (gap
/// between rows, default 8). Rows are top-aligned. The container is as wide as its widest
/// row and as tall as its rows plus the line spacing. A subview wider than the proposal sits
/// alone on its row.
public struct FlowLayout: Layout {
    /// The gap between subviews in a row.
    public var spacing: Double
    /// The gap between rows.
    public var lineSpacing: Double

    public init(spacing: Double = 8, lineSpacing: Double = 8) {
        self.spacing = spacing
        self.lineSpacing = lineSpacing
    }

    /// Reads `{"spacing": n, "lineSpacing": n}`.
    public init(parameters: JSONCursor?) throws(SpecError) {
        self.init()
        guard let parameters else { return }
        try parameters.checkKeys(["spacing", "lineSpacing"], what: "flow parameters")
        if let v = try parameters.optional("spacing") { spacing = try v.length() }
        if let v = try parameters.optional("lineSpacing") { lineSpacing = try v.length() }
    }

    /// See the type's description.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> Size {
        let rows = arrange(subviews, width: proposal.width ?? .infinity)
        return Size(width: rows.width, height: rows.height)
    }

    /// See the type's description.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let rows = arrange(subviews, width: proposal.width ?? .infinity)
        for (index, subview) in subviews.enumerated() {
            let origin = rows.origins[index]
            subview.place(
                at: Point(x: bounds.x + origin.x, y: bounds.y + origin.y), anchor: .topLeading, proposal: .unspecified)
        }
    }

    /// Each subview's origin relative to the container, and the container's size.
    private func arrange(_ subviews: Subviews, width: Double) -> (origins: [Point], width: Double, height: Double) {
        var origins: [Point] = []
        var x = 0.0
        var y = 0.0
        var rowHeight = 0.0
        var widest = 0.0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0, x + size.width > width {
                y += rowHeight + lineSpacing
                x = 0
                rowHeight = 0
            }
            origins.append(Point(x: x, y: y))
            widest = max(widest, x + size.width)
            rowHeight = max(rowHeight, size.height)
            x += size.width + spacing
        }
        return (origins, widest, subviews.isEmpty ? 0 : y + rowHeight)
    }
}
