import LayoutCore

/// The eager `Grid` (SEMANTICS §A "Grids"): columns as wide as their widest cell, rows as
/// tall as their tallest. A GridRow outside a Grid is a one-row grid.
///
/// Rules (docs/ENGINES.md): with a nil proposal on an axis, every column (row) takes its
/// widest (tallest) cell's ideal length. With a concrete proposal, columns share it as the
/// children of an HStack do (SEMANTICS §A rule 3 without priorities): each column's
/// flexibility is its widest cell proposed ∞ minus its widest cell proposed 0; the least
/// flexible first, each column is offered the remaining length divided by the columns left
/// and takes its widest cell's answer. Rows share the height the same way, their cells
/// proposed (column width, offer). Cells are placed with (column width, row height), aligned
/// by the grid's alignment (a GridRow's vertical alignment overriding the vertical part). A
/// Grid child that is not a GridRow is a row of its own spanning every column.
extension StackLayoutEngine {
    struct GridArrangement {
        var size: Size
        /// Per row: its offset from the grid's top and its height.
        var rows: [(y: Double, height: Double)]
        /// Per column: its offset from the grid's leading edge and its width.
        var columns: [(x: Double, width: Double)]
    }

    /// The cell slots of each row: a GridRow's slots, or the grid slot itself (spanning).
    private mutating func gridRows(_ node: Int32) -> [(slots: Range<Int>, spans: Bool)] {
        if graph.nodes[Int(node)].kind == .gridRow { return [(graph.nodes[Int(node)].slotRange, false)] }
        return graph.nodes[Int(node)].slotRange.map { slot in
            let child = graph.slots[slot]
            return graph.nodes[Int(child)].kind == .gridRow
                ? (graph.nodes[Int(child)].slotRange, false) : (slot..<slot + 1, true)
        }
    }

    mutating func arrangeGrid(_ node: Int32, _ proposal: Proposal) -> GridArrangement {
        let parameters = graph.containers.grids[Int(graph.nodes[Int(node)].payload)]
        let rows = gridRows(node)
        let columnCount = rows.filter { !$0.spans }.map(\.slots.count).max() ?? 0
        let widths = Self.share(count: columnCount, proposal.width, spacing: parameters.horizontalSpacing) {
            column, offer in
            var widest = 0.0
            for row in rows where !row.spans && column < row.slots.count {
                let cell = graph.slots[row.slots.lowerBound + column]
                widest = max(widest, sizeThatFits(cell, Proposal(width: offer, height: .nan)).width)
            }
            return widest
        }
        let columns = Self.offsets(widths, spacing: parameters.horizontalSpacing)
        let gridWidth = widths.reduce(0, +) + parameters.horizontalSpacing * Double(max(widths.count - 1, 0))
        let heights = Self.share(count: rows.count, proposal.height, spacing: parameters.verticalSpacing) {
            index, offer in
            var tallest = 0.0
            for (column, slot) in rows[index].slots.enumerated() {
                let width = rows[index].spans ? gridWidth : widths[column]
                tallest = max(tallest, sizeThatFits(graph.slots[slot], Proposal(width: width, height: offer)).height)
            }
            return tallest
        }
        let gridHeight = heights.reduce(0, +) + parameters.verticalSpacing * Double(max(heights.count - 1, 0))
        return GridArrangement(
            size: Size(width: gridWidth, height: gridHeight),
            rows: Self.offsets(heights, spacing: parameters.verticalSpacing).map { (y: $0.x, height: $0.width) },
            columns: columns)
    }

    /// Lengths of `count` tracks: ideal (offer nil) when `available` is nil, otherwise shared
    /// as an HStack shares its width (least flexible first, remaining / left each).
    private static func share(
        count: Int, _ available: Double, spacing: Double, _ length: (Int, Double) -> Double
    ) -> [Double] {
        if available.isUnspecified { return (0..<count).map { length($0, .nan) } }
        let flexibility = (0..<count).map { index -> Double in
            let most = length(index, .infinity)
            return most.isInfinite ? .infinity : most - length(index, 0)
        }
        let order = (0..<count).sorted {
            flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1)
        }
        var result = Array(repeating: 0.0, count: count)
        var remaining = available - spacing * Double(max(count - 1, 0))
        for (done, index) in order.enumerated() {
            result[index] = length(index, max(remaining / Double(count - done), 0))
            remaining -= result[index]
        }
        return result
    }

    private static func offsets(_ lengths: [Double], spacing: Double) -> [(x: Double, width: Double)] {
        var position = 0.0
        return lengths.map { length in
            defer { position += length + spacing }
            return (position, length)
        }
    }

    mutating func placeGrid(_ node: Int32, _ proposal: Proposal, at origin: Point) {
        let arrangement = arrangeGrid(node, proposal)
        let parameters = graph.containers.grids[Int(graph.nodes[Int(node)].payload)]
        let isRow = graph.nodes[Int(node)].kind == .gridRow
        for (index, row) in gridRows(node).enumerated() {
            let rect = arrangement.rows[index]
            var alignment = parameters.alignment
            if !isRow, !row.spans {
                let rowNode = graph.slots[graph.nodes[Int(node)].slotRange.lowerBound + index]
                buffers.frames[Int(rowNode)] = Rect(
                    x: origin.x, y: origin.y + rect.y, width: arrangement.size.width, height: rect.height)
                alignment.vertical = graph.containers.grids[Int(graph.nodes[Int(rowNode)].payload)].alignment.vertical
            }
            for (column, slot) in row.slots.enumerated() {
                let cell = row.spans ? (x: 0.0, width: arrangement.size.width) : arrangement.columns[column]
                let cellProposal = Proposal(width: cell.width, height: rect.height)
                let size = sizeThatFits(graph.slots[slot], cellProposal)
                let inner = Guides(alignment).offset(of: size, in: Size(width: cell.width, height: rect.height))
                let cellOrigin = Point(x: origin.x + cell.x + inner.x, y: origin.y + rect.y + inner.y)
                place(graph.slots[slot], cellProposal, at: cellOrigin, size: size)
            }
        }
    }
}
