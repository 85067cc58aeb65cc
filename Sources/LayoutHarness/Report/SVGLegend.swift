import LayoutCore

/// The legend and the table of differing views drawn under a standalone picture
/// (`layoutlab render`): one line per colour present in the picture, one
/// for the dashed ghost and one for the hatched band when the picture has them, then the
/// views that differ with Δx/Δy/Δw/Δh right-aligned.
struct SVGLegend {
    var picture: FramePicture
    var idPrefix: String

    /// The legend's entries: a swatch kind and its words, in `ReportStyle` order.
    enum Entry: Equatable {
        case colour(ReportStyle.ClassStyle)
        case ghost
        case band
    }

    var entries: [Entry] {
        let words = Set(picture.views.map { $0.agreement ?? ReportStyle.notCompared.word })
        var entries = ReportStyle.classes.filter { words.contains($0.word) }.map(Entry.colour)
        if words.contains(ReportStyle.notCompared.word) { entries.append(.colour(ReportStyle.notCompared)) }
        if picture.views.contains(where: { view in picture.sides.contains { view.ghost(in: $0) != nil } }) {
            entries.append(.ghost)
        }
        if picture.views.contains(where: { $0.band != nil }) { entries.append(.band) }
        return entries
    }

    static let lineHeight = 18.0

    /// The legend's elements from (`left`, `top`), its bottom and its width.
    func draw(left: Double, top: Double) -> (lines: [String], bottom: Double, width: Double) {
        var lines: [String] = []
        var y = top
        var width = 0.0
        for entry in entries {
            let (swatch, text) = self.swatch(entry, x: left, y: y)
            lines.append(
                "<g class=\"legend-entry\">\(swatch)<text x=\"\(svgNumber(left + 26))\" y=\"\(svgNumber(y + 11))\">\(escape(text))</text></g>"
            )
            width = max(width, 26 + ReportStyle.labelWidth(text))
            y += Self.lineHeight
        }
        let table = DifferenceTable(picture)
        guard !table.rows.isEmpty else { return (lines, y, width) }
        y += 8
        // Columns: view, class, then the four deltas right-aligned at fixed stops.
        let idWidth = max(ReportStyle.labelWidth("view"), table.rows.map { ReportStyle.labelWidth($0.id) }.max() ?? 0)
        let classWidth = ReportStyle.labelWidth("approximate")
        let stops = (1...4).map { left + idWidth + 12 + classWidth + 12 + Double($0) * 64 }
        func row(_ cells: [String], bold: Bool, colour: String = "#222") -> String {
            let weight = bold ? " font-weight=\"bold\"" : ""
            var parts = [
                "<text x=\"\(svgNumber(left))\" y=\"\(svgNumber(y + 11))\"\(weight)>\(escape(cells[0]))</text>",
                "<text x=\"\(svgNumber(left + idWidth + 12))\" y=\"\(svgNumber(y + 11))\" fill=\"\(colour)\"\(weight)>\(escape(cells[1]))</text>",
            ]
            for (stop, cell) in zip(stops, cells.dropFirst(2)) {
                parts.append(
                    "<text x=\"\(svgNumber(stop))\" y=\"\(svgNumber(y + 11))\" text-anchor=\"end\"\(weight)>\(escape(cell))</text>"
                )
            }
            return "<g class=\"delta-row\">" + parts.joined() + "</g>"
        }
        lines.append(row(["view", "class"] + DifferenceTable.deltaHeadings.map { "\($0) (pt)" }, bold: true))
        y += Self.lineHeight
        for entry in table.rows {
            lines.append(
                row(
                    [entry.id, entry.agreement] + entry.deltas, bold: false,
                    colour: ReportStyle.style(for: entry.agreement).stroke))
            y += Self.lineHeight
        }
        lines.append(
            "<text x=\"\(svgNumber(left))\" y=\"\(svgNumber(y + 11))\" fill=\"#555\">Δ = constraint engine − stack engine</text>"
        )
        y += Self.lineHeight
        return (lines, y, max(width, (stops.last ?? left) - left))
    }

    /// A 20×12 swatch at (`x`, `y`) and the entry's words.
    private func swatch(_ entry: Entry, x: Double, y: Double) -> (String, String) {
        let box = "x=\"\(svgNumber(x))\" y=\"\(svgNumber(y + 1))\" width=\"20\" height=\"12\""
        switch entry {
        case .colour(let style):
            let width = style.word == "identical" || style.word == ReportStyle.notCompared.word ? 1 : 2
            return (
                "<rect \(box) fill=\"\(style.fill)\" stroke=\"\(style.stroke)\" stroke-width=\"\(width)\"/>",
                "\(style.word): \(style.meaning)"
            )
        case .ghost:
            return (
                "<rect \(box) fill=\"none\" stroke=\"#333\" stroke-width=\"1.5\" stroke-dasharray=\"\(ReportStyle.ghostDash)\"/>",
                ReportStyle.ghostMeaning
            )
        case .band:
            return (
                "<rect \(box) fill=\"url(#\(idPrefix)-hatch)\" stroke=\"\(ReportStyle.bandColor)\" stroke-width=\"0.75\"/>",
                ReportStyle.bandMeaning
            )
        }
    }
}
