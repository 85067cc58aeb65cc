import LayoutCore

/// Draws a `FramePicture` as SVG: one panel per engine, side by side. Each view is a
/// rectangle in its class's colour (`ReportStyle`); over a view that differs, the other
/// engine's frame is drawn as a dashed ghost in both panels; a view the constraints leave
/// ambiguous gets a hatched band over the span its frame may take. Labels never overlap
/// (`LabelPlacer`); every rectangle carries a `<title>` tooltip with the full id and frame.
///
/// The SVG is drawn at 1 unit = 1 CSS pixel, so labels are `ReportStyle.labelFontSize`
/// (11 px) whatever the canvas's scale.
public struct SVGRenderer: Sendable {
    /// The largest panel width in SVG units (the canvas is scaled to fit).
    public var panelWidth: Double = 320
    /// The largest panel height in SVG units (tall canvases are scaled down to it).
    public var panelHeight: Double = 440
    /// Space between panels and around the drawing.
    public var margin: Double = 16
    /// Whether to draw a legend and the table of differing views below the panels (for a
    /// standalone picture; the HTML report has one legend for the page).
    public var showsLegend = false
    /// Prefix of the ids inside the SVG (pattern ids), unique per picture on one page.
    public var idPrefix = "p"

    public init() {}

    /// The height of a panel's title band.
    static let titleBand = 20.0

    /// An `<svg>` element with the panels side by side.
    public func render(_ picture: FramePicture) -> String {
        let k = scale(for: picture.canvas)
        let drawnWidth = picture.canvas.width * k
        let drawnHeight = picture.canvas.height * k
        // A slot is at least as wide as the longest panel title (12 px bold).
        let titleWidth = picture.sides.map { Double(picture.title(of: $0).count) * 12 * 0.68 }.max() ?? 0
        let slot = max(drawnWidth, titleWidth)
        let panelsWidth = Double(picture.sides.count) * (slot + margin) + margin
        var body: [String] = []
        for (index, side) in picture.sides.enumerated() {
            let left = margin + Double(index) * (slot + margin)
            let panel = Rect(x: left, y: margin + Self.titleBand, width: drawnWidth, height: drawnHeight)
            body += draw(picture, side: side, in: panel, scale: k)
        }
        var bottom = margin + Self.titleBand + drawnHeight + margin
        var width = panelsWidth
        if showsLegend {
            let legend = SVGLegend(picture: picture, idPrefix: idPrefix)
            let drawn = legend.draw(left: margin, top: bottom)
            body += drawn.lines
            bottom = drawn.bottom + margin
            width = max(width, drawn.width + 2 * margin)
        }
        let header =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(svgNumber(width))\" height=\"\(svgNumber(bottom))\" "
            + "viewBox=\"0 0 \(svgNumber(width)) \(svgNumber(bottom))\" font-family=\"DejaVu Sans, Verdana, sans-serif\" "
            + "font-size=\"\(svgNumber(ReportStyle.labelFontSize))\">"
        return ([header, hatchPattern] + body + ["</svg>"]).joined(separator: "\n")
    }

    /// The id of this picture's hatch pattern.
    var hatchID: String { "\(idPrefix)-hatch" }

    /// The hatching of ambiguity bands (diagonal lines).
    var hatchPattern: String {
        "<defs><pattern id=\"\(hatchID)\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" "
            + "patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"rgba(37,99,235,0.08)\"/>"
            + "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"\(ReportStyle.bandColor)\" stroke-width=\"1.5\" "
            + "stroke-opacity=\"0.55\"/></pattern></defs>"
    }

    /// The scale from points to SVG units: the canvas fits `panelWidth` × `panelHeight`.
    func scale(for canvas: Size) -> Double {
        guard canvas.width > 0, canvas.height > 0 else { return 1 }
        return min(panelWidth / canvas.width, panelHeight / canvas.height)
    }

    /// One panel: title, canvas, bands, frames (differing ones on top), ghosts, labels.
    private func draw(_ picture: FramePicture, side: FramePicture.Side, in panel: Rect, scale k: Double) -> [String] {
        func place(_ r: Rect) -> Rect {
            Rect(x: panel.x + r.x * k, y: panel.y + r.y * k, width: max(r.width * k, 0), height: max(r.height * k, 0))
        }
        var lines = [
            "<text class=\"panel-title\" x=\"\(svgNumber(panel.x))\" y=\"\(svgNumber(panel.y - 6))\" font-size=\"12\" "
                + "font-weight=\"bold\">\(escape(picture.title(of: side)))</text>",
            rect(panel, attributes: "class=\"canvas\" fill=\"#ffffff\" stroke=\"#333\""),
        ]
        let drawable = picture.views.filter { $0.frame(in: side).map(Self.isFinite) ?? false }
        for view in drawable {
            if let band = view.band, Self.isFinite(band) {
                lines.append(
                    rect(
                        place(band),
                        attributes: "class=\"band\" data-view=\"\(escape(view.id))\" fill=\"url(#\(hatchID))\" "
                            + "stroke=\"\(ReportStyle.bandColor)\" stroke-width=\"0.75\" stroke-dasharray=\"1 2\"",
                        title: "\(view.id): the constraints allow \(Self.frameText(band))"))
            }
        }
        let ordered = drawable.filter { !$0.differs } + drawable.filter(\.differs)
        for view in ordered {
            guard let frame = view.frame(in: side) else { continue }
            let style = ReportStyle.style(for: view.agreement)
            lines.append(
                rect(
                    place(frame),
                    attributes: "class=\"view \(cssClass(style.word))\" data-view=\"\(escape(view.id))\" "
                        + "fill=\"\(style.fill)\" stroke=\"\(style.stroke)\" stroke-width=\"\(view.differs ? 2 : 1)\"",
                    title: "\(view.id) (\(style.word)): \(Self.frameText(frame))"))
        }
        for view in ordered {
            guard let ghost = view.ghost(in: side), Self.isFinite(ghost) else { continue }
            let style = ReportStyle.style(for: view.agreement)
            let other = side == .stack ? "constraint engine" : "stack engine"
            lines.append(
                rect(
                    place(ghost),
                    attributes:
                        "class=\"ghost\" data-view=\"\(escape(view.id))\" fill=\"none\" stroke=\"\(style.stroke)\" "
                        + "stroke-width=\"1.5\" stroke-dasharray=\"\(ReportStyle.ghostDash)\"",
                    title: "\(view.id) in the \(other): \(Self.frameText(ghost))"))
        }
        var placer = LabelPlacer(bounds: panel)
        let requests = Self.labelOrder(drawable, side: side).compactMap { view in
            view.frame(in: side).map { LabelPlacer.Request(id: view.id, rect: place($0)) }
        }
        let agreementByID = Dictionary(picture.views.map { ($0.id, $0.agreement) }, uniquingKeysWith: { a, _ in a })
        for label in placer.place(requests) {
            lines.append(labelText(label, style: ReportStyle.style(for: agreementByID[label.id] ?? nil), ghost: false))
        }
        // Ghosts are labelled too, in italics, where room is left.
        let ghostRequests = Self.labelOrder(drawable, side: side).compactMap { view in
            view.ghost(in: side).map { LabelPlacer.Request(id: view.id, rect: place($0)) }
        }
        for label in placer.place(ghostRequests) {
            lines.append(labelText(label, style: ReportStyle.style(for: agreementByID[label.id] ?? nil), ghost: true))
        }
        return lines
    }

    /// A placed label: its text with a white halo, the full id in a tooltip.
    private func labelText(_ label: LabelPlacer.Placement, style: ReportStyle.ClassStyle, ghost: Bool) -> String {
        let tooltip = ghost ? "\(label.id) (the other engine's frame)" : label.id
        return "<g><title>\(escape(tooltip))</title><text class=\"label\(ghost ? " ghost-label" : "")\" "
            + "data-view=\"\(escape(label.id))\" x=\"\(svgNumber(label.box.x + 2))\" "
            + "y=\"\(svgNumber(label.box.y + ReportStyle.labelFontSize))\" data-width=\"\(svgNumber(label.box.width))\" "
            + "fill=\"\(style.stroke)\"\(ghost ? " font-style=\"italic\" fill-opacity=\"0.8\"" : "") stroke=\"#fff\" "
            + "stroke-width=\"3\" stroke-opacity=\"0.85\" paint-order=\"stroke\">\(escape(label.text))</text></g>"
    }

    /// The order labels are placed in: views that differ first, then smaller views before
    /// larger ones (a leaf gets the spot inside itself, its container one beside it), then
    /// picture order.
    static func labelOrder(_ views: [FramePicture.View], side: FramePicture.Side) -> [FramePicture.View] {
        func area(_ view: FramePicture.View) -> Double {
            view.frame(in: side).map { $0.width * $0.height } ?? 0
        }
        return views.enumerated().sorted { a, b in
            if a.element.differs != b.element.differs { return a.element.differs }
            let (areaA, areaB) = (area(a.element), area(b.element))
            return areaA != areaB ? areaA < areaB : a.offset < b.offset
        }.map(\.element)
    }

    private func rect(_ r: Rect, attributes: String, title: String? = nil) -> String {
        let head =
            "<rect x=\"\(svgNumber(r.x))\" y=\"\(svgNumber(r.y))\" width=\"\(svgNumber(r.width))\" "
            + "height=\"\(svgNumber(r.height))\" \(attributes)"
        guard let title else { return head + "/>" }
        return head + "><title>\(escape(title))</title></rect>"
    }

    static func isFinite(_ r: Rect) -> Bool {
        r.x.isFinite && r.y.isFinite && r.width.isFinite && r.height.isFinite
    }

    /// `x,y w×h` with two decimals at most.
    static func frameText(_ r: Rect) -> String {
        "\(svgNumber(r.x)),\(svgNumber(r.y)) \(svgNumber(r.width))×\(svgNumber(r.height))"
    }
}
