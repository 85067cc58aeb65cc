import LayoutCore

/// A self-contained HTML page for one or more comparisons: a summary table, per layout an SVG
/// plot of solve time against size, and per size SVG pictures of both engines' frames side by
/// side with differing views highlighted.
///
/// To keep pages readable, a sweep of more than `maxPictures` sizes shows pictures for the
/// sizes where the engines disagree, plus evenly spaced samples; the summary and the plot
/// always cover every size.
public struct HTMLReport: Sendable {
    public var maxPictures = 24

    public init() {}

    public func render(_ reports: [ComparisonReport]) -> String {
        var html = [
            "<!DOCTYPE html>", "<html lang=\"en\"><head><meta charset=\"utf-8\">",
            "<title>LayoutLab comparison</title>",
            "<style>body{font-family:sans-serif;margin:2em;color:#222}table{border-collapse:collapse}"
                + "td,th{border:1px solid #ccc;padding:3px 8px;text-align:right}th{background:#f0f0f0}"
                + "td:first-child{text-align:left}.bad{color:#c00;font-weight:bold}.ok{color:#070}"
                + ".approx{color:#a60;font-weight:bold}"
                + "figure{display:inline-block;margin:0 1em 1em 0;vertical-align:top}"
                + "figcaption{font-size:12px}</style>",
            "</head><body>", "<h1>LayoutLab: stack engine vs constraint engine</h1>",
            "<table><tr><th>layout</th><th>sizes</th><th>agree</th><th>largest Δ (pt)</th>"
                + "<th>stack µs (median warm)</th><th>constraints µs (median warm)</th></tr>",
        ]
        for report in reports {
            let agreeClass =
                report.agreeingCount == report.sizes.count
                ? "ok" : report.worstAgreement == .approximate ? "approx" : "bad"
            html.append(
                "<tr><td><a href=\"#\(anchor(report.name))\">\(escape(report.name))</a></td><td>\(report.sizes.count)</td>"
                    + "<td class=\"\(agreeClass)\">\(ComparisonReport.number(report.agreementPercent, 1))%</td>"
                    + "<td>\(ComparisonReport.number(report.maxDifference, 3))</td>"
                    + "<td>\(ComparisonReport.number(report.medianStackSeconds * 1e6, 2))</td>"
                    + "<td>\(ComparisonReport.number(report.medianConstraintSeconds * 1e6, 2))</td></tr>")
        }
        html.append("</table>")
        for report in reports { html.append(contentsOf: section(report)) }
        html.append("</body></html>")
        return html.joined(separator: "\n") + "\n"
    }

    private func section(_ report: ComparisonReport) -> [String] {
        var html = [
            "<h2 id=\"\(anchor(report.name))\">\(escape(report.name))</h2>",
            "<p>\(escape(report.summary()))</p>",
        ]
        let counts = report.agreementCounts.filter { $0.count > 0 }.map { "\($0.agreement.rawValue) \($0.count)" }
        html.append("<p>(view, size) pairs: \(escape(counts.joined(separator: ", ")))</p>")
        html.append(TimingPlot().render(report))
        for size in pictured(report.sizes) {
            let highlighted = Set(
                size.differences.filter { $0.agreement != .identical && $0.agreement != .approximate }.map(\.id))
            let approximate = Set(size.differences.filter { $0.agreement == .approximate }.map(\.id))
            let stackFrames = size.differences.compactMap { d in d.stack.map { ViewFrame(id: d.id, frame: $0) } }
            let constraintFrames = size.differences.compactMap { d in
                d.constraints.map { ViewFrame(id: d.id, frame: $0) }
            }
            let svg = SVGRenderer().render(
                [
                    .init(title: "stack engine", canvas: size.size, frames: stackFrames),
                    .init(title: "constraint engine", canvas: size.size, frames: constraintFrames),
                ], highlighted: highlighted, approximate: approximate)
            let verdict = ComparisonReport.verdict(size)
            html.append(
                "<figure>\(svg)<figcaption>\(ComparisonReport.sizeText(size.size)): "
                    + "<span class=\"\(Self.verdictClass(size))\">\(escape(verdict))</span>"
                    + reasons(size) + "</figcaption></figure>")
        }
        return html
    }

    /// The CSS class of a size's verdict: `ok` (agrees), `approx` (amber: the worst view is
    /// approximate) or `bad`.
    static func verdictClass(_ size: SizeComparison) -> String {
        size.agrees ? "ok" : size.worstAgreement == .approximate ? "approx" : "bad"
    }

    private func reasons(_ size: SizeComparison) -> String {
        let texts = size.differences.compactMap { d in d.reason.map { "\(d.id): \($0)" } }
        return texts.isEmpty ? "" : "<br>" + escape(texts.prefix(3).joined(separator: "; "))
    }

    /// The sizes that get pictures: all when few; else every disagreement plus samples.
    func pictured(_ sizes: [SizeComparison]) -> [SizeComparison] {
        guard sizes.count > maxPictures else { return sizes }
        let bad = sizes.filter { !$0.agrees }.prefix(maxPictures / 2)
        let samples = maxPictures - bad.count
        var chosen = Set(bad.map(\.index))
        for k in 0..<samples {
            chosen.insert(sizes[k * (sizes.count - 1) / max(samples - 1, 1)].index)
        }
        return sizes.filter { chosen.contains($0.index) }
    }

    private func anchor(_ name: String) -> String {
        "layout-" + String(name.map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }
}
