import LayoutCore

/// A self-contained HTML page for one or more comparisons: a legend, a summary table, per
/// layout a plot of solve time against size, and per size both engines' frames side by side
/// (`SVGRenderer`) with the table of the views that differ (`DifferenceTable`).
///
/// The page shows the differences only: sizes where every view is identical are hidden until
/// the "show all sizes" checkbox is ticked (pure CSS, no script, nothing loaded from the
/// network). A sweep of more than `maxPictures` differing sizes pictures the first
/// `maxPictures` of them; `agreeingSamples` evenly spaced agreeing sizes are pictured for the
/// "all sizes" view. The summary and the plot always cover every size.
///
/// Without times (`includeTimes` false) the page depends only on the specs and sizes, so it
/// is byte-identical between runs.
public struct HTMLReport: Sendable {
    public var maxPictures = 24
    public var agreeingSamples = 6
    public var includeTimes = true

    public init(includeTimes: Bool = true) { self.includeTimes = includeTimes }

    public func render(_ reports: [ComparisonReport]) -> String {
        var html = [
            "<!DOCTYPE html>", "<html lang=\"en\"><head><meta charset=\"utf-8\">",
            "<title>LayoutLab comparison</title>", "<style>\(Self.css)</style>", "</head><body>",
            "<h1>LayoutLab: stack engine vs constraint engine</h1>",
            "<input type=\"checkbox\" id=\"all-sizes\" class=\"toggle\">"
                + "<label for=\"all-sizes\" class=\"toggle-label\">show all sizes "
                + "(by default only the sizes where the engines differ are shown)</label>",
            Self.legend,
        ]
        html += summaryTable(reports)
        var pictureNumber = 0
        for report in reports { html += section(report, pictureNumber: &pictureNumber) }
        html.append("</body></html>")
        return html.joined(separator: "\n") + "\n"
    }

    private func summaryTable(_ reports: [ComparisonReport]) -> [String] {
        var header =
            "<table class=\"summary\"><tr><th>layout</th><th>sizes</th><th>agree</th><th>differ</th>"
            + "<th>largest Δ (pt)</th>"
        if includeTimes { header += "<th>stack µs (median warm)</th><th>constraints µs (median warm)</th>" }
        var html = [header + "</tr>"]
        for report in reports {
            let differing = report.sizes.count - report.agreeingCount
            var row =
                "<tr><td><a href=\"#\(anchor(report.name))\">\(escape(report.name))</a></td>"
                + "<td class=\"num\">\(report.sizes.count)</td>"
                + "<td class=\"num\">\(ComparisonReport.number(report.agreementPercent, 1))%</td>"
                + "<td class=\"num verdict\" style=\"color:\(worstColour(report.sizes))\">\(differing)</td>"
                + "<td class=\"num\">\(ComparisonReport.number(report.maxDifference, 3))</td>"
            if includeTimes {
                row +=
                    "<td class=\"num\">\(ComparisonReport.number(report.medianStackSeconds * 1e6, 2))</td>"
                    + "<td class=\"num\">\(ComparisonReport.number(report.medianConstraintSeconds * 1e6, 2))</td>"
            }
            html.append(row + "</tr>")
        }
        html.append("</table>")
        return html
    }

    private func section(_ report: ComparisonReport, pictureNumber: inout Int) -> [String] {
        var html = [
            "<section class=\"layout\">", "<h2 id=\"\(anchor(report.name))\">\(escape(report.name))</h2>",
            "<p>\(escape(report.summary(includeTimes: includeTimes)))</p>",
        ]
        let counts = report.agreementCounts.filter { $0.count > 0 }.map { "\($0.agreement.rawValue) \($0.count)" }
        html.append("<p>(view, size) pairs: \(escape(counts.joined(separator: ", ")))</p>")
        if includeTimes { html.append(TimingPlot().render(report)) }
        let hidden = report.sizes.filter(Self.isHidden).count
        if hidden > 0 {
            let text =
                hidden == report.sizes.count
                ? "All \(hidden) sizes agree (every view identical): nothing to show."
                : "\(hidden) of \(report.sizes.count) sizes agree (every view identical) and are hidden."
            html.append("<p class=\"hidden-note\">\(text) Tick “show all sizes” to see them.</p>")
        }
        let pictured = pictured(report.sizes)
        let differing = report.sizes.filter { !Self.isHidden($0) }.count
        if differing > pictured.filter({ !Self.isHidden($0) }).count {
            html.append(
                "<p>\(differing) sizes differ; the first \(maxPictures) are pictured (all are in the JSON).</p>")
        }
        for size in pictured {
            pictureNumber += 1
            html.append(figure(size, number: pictureNumber))
        }
        html.append("</section>")
        return html
    }

    /// A size is hidden by default when every view is identical.
    static func isHidden(_ size: SizeComparison) -> Bool {
        size.differences.allSatisfy { $0.agreement == .identical }
    }

    private func figure(_ size: SizeComparison, number: Int) -> String {
        let picture = FramePicture(size)
        var renderer = SVGRenderer()
        renderer.idPrefix = "p\(number)"
        let verdict = ComparisonReport.verdict(size)
        let hidden = Self.isHidden(size)
        return "<figure class=\"size \(hidden ? "agrees" : "differs")\">"
            + "<figcaption><b>\(ComparisonReport.sizeText(size.size))</b>: "
            + "<span class=\"verdict\" style=\"color:\(verdictColour(size))\">\(escape(verdict))</span></figcaption>\n"
            + renderer.render(picture) + "\n" + DifferenceTable(picture).html() + "</figure>"
    }

    /// A verdict's colour: its most serious class's (green when every view agrees).
    private func verdictColour(_ size: SizeComparison) -> String { worstColour([size]) }

    /// The colour of the most serious class over `sizes` (green when every size agrees).
    private func worstColour(_ sizes: [SizeComparison]) -> String {
        let green = "#15803d"
        guard !sizes.allSatisfy(\.agrees) else { return green }
        let words = sizes.filter { !$0.agrees }.flatMap { $0.differences.map(\.agreement.rawValue) }
        return ReportStyle.worst(words)?.stroke ?? green
    }

    /// The sizes that get pictures: the differing ones (at most `maxPictures`) and up to
    /// `agreeingSamples` evenly spaced agreeing ones, in sweep order.
    func pictured(_ sizes: [SizeComparison]) -> [SizeComparison] {
        let differing = sizes.filter { !Self.isHidden($0) }.prefix(maxPictures)
        let agreeing = sizes.filter(Self.isHidden)
        var chosen = Set(differing.map(\.index))
        let samples = min(agreeingSamples, agreeing.count)
        for k in 0..<samples {
            chosen.insert(agreeing[samples == 1 ? 0 : k * (agreeing.count - 1) / (samples - 1)].index)
        }
        return sizes.filter { chosen.contains($0.index) }
    }

    private func anchor(_ name: String) -> String {
        "layout-" + String(name.map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }
}
