/// A plain-text table whose columns are as wide as their widest cell and separated by two
/// spaces, so that no two values ever touch; numbers are right-aligned. Every table the
/// command line prints (frames, comparisons, benchmarks, devices) is one of these.
///
/// ```swift
/// var table = TextTable(columns: [.init("id"), .init("x", alignment: .right)])
/// table.append(["t1", TextTable.fixed(36)])
/// print(table.text)   // "id       x\nt1  36.000\n"
/// ```
public struct TextTable: Sendable {
    /// Which side of its column a cell keeps to.
    public enum Alignment: Sendable {
        case left, right
    }

    /// A column: its title and alignment.
    public struct Column: Sendable {
        public var title: String
        public var alignment: Alignment
        public init(_ title: String, alignment: Alignment = .left) {
            self.title = title
            self.alignment = alignment
        }
    }

    /// The decimals of every length the tables print (`36.000`).
    public static let decimals = 3
    /// What separates two columns.
    public static let gap = "  "

    public var columns: [Column]
    /// The rows, each with one cell per column (missing cells are empty).
    public var rows: [[String]] = []

    public init(columns: [Column]) { self.columns = columns }

    public mutating func append(_ row: [String]) { rows.append(row) }

    /// `value` with exactly `digits` decimals (``decimals`` by default), without locale:
    /// `36.000`, `-0.500`, `inf`.
    public static func fixed(_ value: Double, _ digits: Int = decimals) -> String {
        ComparisonReport.number(value, digits)
    }

    /// The header line and one line per row, each ending in a newline; no trailing spaces.
    public var text: String {
        var widths = columns.map(\.title.count)
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], cell.count)
            }
        }
        func line(_ cells: [String]) -> String {
            var parts: [String] = []
            for (index, column) in columns.enumerated() {
                let cell = index < cells.count ? cells[index] : ""
                let fill = String(repeating: " ", count: widths[index] - cell.count)
                parts.append(column.alignment == .right ? fill + cell : cell + fill)
            }
            var text = parts.joined(separator: Self.gap)
            while text.last == " " { text.removeLast() }
            return text + "\n"
        }
        return line(columns.map(\.title)) + rows.map(line).joined()
    }
}
