import LayoutCore

/// Draws the frames of a layout as SVG: one panel per engine, side by side, views as
/// outlined rectangles labelled with their ids; views whose frames differ between the
/// engines are filled red, views a translation only approximates amber (labelled "≈").
public struct SVGRenderer: Sendable {
    /// The panel width in SVG units (the canvas is scaled to fit).
    public var panelWidth: Double = 240
    /// Space between panels and around the drawing.
    public var margin: Double = 16

    public init() {}

    /// One panel: a title and the frames of a solution.
    public struct Panel: Sendable {
        public var title: String
        public var canvas: Size
        public var frames: [ViewFrame]
        public init(title: String, canvas: Size, frames: [ViewFrame]) {
            self.title = title
            self.canvas = canvas
            self.frames = frames
        }
    }

    /// An `<svg>` element with the panels side by side; ids in `highlighted` are drawn red,
    /// ids in `approximate` (a translation only approximates them) amber with a "≈" label.
    public func render(_ panels: [Panel], highlighted: Set<String> = [], approximate: Set<String> = []) -> String {
        let heights = panels.map { panelHeight(for: $0.canvas) }
        let height = (heights.max() ?? 0) + 2 * margin + 18
        let width = Double(panels.count) * (panelWidth + margin) + margin
        var svg = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(width))\" height=\"\(f(height))\" "
                + "viewBox=\"0 0 \(f(width)) \(f(height))\" font-family=\"sans-serif\" font-size=\"9\">"
        ]
        for (index, panel) in panels.enumerated() {
            let left = margin + Double(index) * (panelWidth + margin)
            svg.append(
                contentsOf: draw(
                    panel, left: left, top: margin + 18, highlighted: highlighted, approximate: approximate))
        }
        svg.append("</svg>")
        return svg.joined(separator: "\n")
    }

    private func scale(for canvas: Size) -> Double {
        canvas.width > 0 ? panelWidth / canvas.width : 1
    }

    private func panelHeight(for canvas: Size) -> Double { canvas.height * scale(for: canvas) }

    private func draw(_ panel: Panel, left: Double, top: Double, highlighted: Set<String>, approximate: Set<String>)
        -> [String]
    {
        let k = scale(for: panel.canvas)
        var lines = [
            "<text x=\"\(f(left))\" y=\"\(f(top - 6))\" font-size=\"11\" font-weight=\"bold\">\(escape(panel.title))</text>",
            "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(panelWidth))\" height=\"\(f(panelHeight(for: panel.canvas)))\" "
                + "fill=\"#f7f7f7\" stroke=\"#333\"/>",
        ]
        for (index, frame) in panel.frames.enumerated() {
            let r = frame.frame
            guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite else { continue }
            let bad = highlighted.contains(frame.id)
            let approximated = !bad && approximate.contains(frame.id)
            let hue = (index * 47) % 360
            let fill =
                bad ? "rgba(220,30,30,0.45)" : approximated ? "rgba(230,150,0,0.35)" : "hsla(\(hue),60%,60%,0.25)"
            let stroke = bad ? "#c00" : approximated ? "#a60" : "hsl(\(hue),50%,35%)"
            let x = left + r.x * k
            let y = top + r.y * k
            lines.append(
                "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(max(r.width * k, 0)))\" height=\"\(f(max(r.height * k, 0)))\" "
                    + "fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"\(bad ? 2 : 1)\"><title>\(escape(frame.id)) "
                    + "\(f(r.x)),\(f(r.y)) \(f(r.width))×\(f(r.height))</title></rect>")
            lines.append(
                "<text x=\"\(f(x + 2))\" y=\"\(f(y + 10))\" fill=\"\(bad ? "#900" : approximated ? "#850" : "#222")\">"
                    + "\(escape(frame.id))\(approximated ? " ≈" : "")</text>"
            )
        }
        return lines
    }

    /// A number for SVG attributes (2 decimals at most, deterministic).
    func f(_ value: Double) -> String {
        JSONWriter.formatNumber((value * 100).rounded() / 100)
    }
}

/// Escapes text for XML and HTML.
func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.count)
    for character in text {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        default: result.append(character)
        }
    }
    return result
}
