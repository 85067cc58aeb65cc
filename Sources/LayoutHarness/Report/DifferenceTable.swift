import LayoutCore

/// The per-size table of the views that differ between the engines: one row per compared view
/// that is not identical, with Δx, Δy, Δw, Δh = constraint engine − stack engine in points,
/// two decimals ("—" when one engine has no frame).
public struct DifferenceTable: Sendable, Equatable {
    /// One row.
    public struct Row: Sendable, Equatable {
        public var id: String
        public var agreement: String
        /// Δx, Δy, Δw, Δh as printed.
        public var deltas: [String]
        public var reason: String?
    }

    /// The column headings of the deltas.
    public static let deltaHeadings = ["Δx", "Δy", "Δw", "Δh"]

    public var rows: [Row]

    public init(_ picture: FramePicture) {
        rows = picture.differingViews.map { view in
            Row(
                id: view.id, agreement: view.agreement ?? "", deltas: Self.deltas(view.stack, view.constraints),
                reason: view.reason)
        }
    }

    /// The four differences as fixed two-decimal numbers.
    static func deltas(_ stack: Rect?, _ constraints: Rect?) -> [String] {
        guard let stack, let constraints else { return Array(repeating: "—", count: 4) }
        return [
            constraints.x - stack.x, constraints.y - stack.y, constraints.width - stack.width,
            constraints.height - stack.height,
        ].map { value in
            let text = ComparisonReport.number(value, 2)
            return text == "-0.00" ? "0.00" : text
        }
    }

    /// The table as an HTML `<table>` (empty when no view differs); the "why" column only
    /// when some row has a reason.
    public func html() -> String {
        guard !rows.isEmpty else { return "" }
        let explains = rows.contains { $0.reason != nil }
        var lines = [
            "<table class=\"deltas\"><tr><th>view</th><th>class</th>"
                + Self.deltaHeadings.map { "<th>\($0) (pt)</th>" }.joined() + (explains ? "<th>why</th>" : "") + "</tr>"
        ]
        for row in rows {
            let style = ReportStyle.style(for: row.agreement)
            lines.append(
                "<tr><td>\(escape(row.id))</td><td><span class=\"swatch c-\(cssClass(row.agreement))\"></span>"
                    + "<span style=\"color:\(style.stroke)\">\(escape(row.agreement))</span></td>"
                    + row.deltas.map { "<td class=\"num\">\($0)</td>" }.joined()
                    + (explains ? "<td class=\"why\">\(escape(row.reason ?? ""))</td>" : "") + "</tr>")
        }
        lines.append("</table>")
        return lines.joined(separator: "\n")
    }
}

/// A class word as a CSS class name (`not compared` → `not-compared`).
func cssClass(_ word: String) -> String {
    String(word.map { $0.isLetter || $0.isNumber ? $0 : "-" })
}
