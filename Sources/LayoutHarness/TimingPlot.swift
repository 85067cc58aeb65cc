import Foundation
import LayoutCore

/// An SVG plot of warm solve time against size for both engines of a comparison (x: the
/// size's index in the sweep, labelled with its first and last size; y: microseconds, log
/// scale).
public struct TimingPlot: Sendable {
    public var width: Double = 640
    public var height: Double = 260

    public init() {}

    public func render(_ report: ComparisonReport) -> String {
        let plotLeft = 60.0
        let plotRight = width - 20
        let plotTop = 20.0
        let plotBottom = height - 40
        let values = report.sizes.flatMap { [$0.stackSeconds, $0.constraintSeconds] }.filter { $0 > 0 }
        let low = log10(max(values.min() ?? 1e-6, 1e-9) * 1e6)
        let high = max(log10(max(values.max() ?? 1e-5, 1e-9) * 1e6), low + 1)
        let count = max(report.sizes.count - 1, 1)
        func x(_ i: Int) -> Double { plotLeft + (plotRight - plotLeft) * Double(i) / Double(count) }
        func y(_ seconds: Double) -> Double {
            let v = log10(max(seconds, 1e-9) * 1e6)
            return plotBottom - (plotBottom - plotTop) * (v - low) / (high - low)
        }
        let r = SVGRenderer()
        var svg = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(r.f(width))\" height=\"\(r.f(height))\" "
                + "font-family=\"sans-serif\" font-size=\"10\">",
            "<rect x=\"\(r.f(plotLeft))\" y=\"\(r.f(plotTop))\" width=\"\(r.f(plotRight - plotLeft))\" "
                + "height=\"\(r.f(plotBottom - plotTop))\" fill=\"none\" stroke=\"#999\"/>",
        ]
        var decade = low.rounded(.down)
        while decade <= high {
            let value = pow10(decade)
            let yy = plotBottom - (plotBottom - plotTop) * (decade - low) / (high - low)
            if yy >= plotTop - 0.5 && yy <= plotBottom + 0.5 {
                svg.append(
                    "<line x1=\"\(r.f(plotLeft))\" x2=\"\(r.f(plotRight))\" y1=\"\(r.f(yy))\" y2=\"\(r.f(yy))\" stroke=\"#eee\"/>"
                )
                svg.append(
                    "<text x=\"\(r.f(plotLeft - 4))\" y=\"\(r.f(yy + 3))\" text-anchor=\"end\">\(JSONWriter.formatNumber(value)) µs</text>"
                )
            }
            decade += 1
        }
        for (engine, color, path) in [
            ("stack", "#1f77b4", \SizeComparison.stackSeconds),
            ("constraints", "#d62728", \SizeComparison.constraintSeconds),
        ] {
            let points = report.sizes.enumerated().map { "\(r.f(x($0.offset))),\(r.f(y($0.element[keyPath: path])))" }
            svg.append(
                "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\" points=\"\(points.joined(separator: " "))\"><title>\(engine)</title></polyline>"
            )
        }
        if let first = report.sizes.first, let last = report.sizes.last {
            svg.append(
                "<text x=\"\(r.f(plotLeft))\" y=\"\(r.f(plotBottom + 14))\">\(ComparisonReport.sizeText(first.size))</text>"
            )
            svg.append(
                "<text x=\"\(r.f(plotRight))\" y=\"\(r.f(plotBottom + 14))\" text-anchor=\"end\">\(ComparisonReport.sizeText(last.size))</text>"
            )
        }
        svg.append(
            "<text x=\"\(r.f(plotLeft))\" y=\"\(r.f(height - 8))\"><tspan fill=\"#1f77b4\">— stack engine</tspan>  "
                + "<tspan fill=\"#d62728\">— constraint engine</tspan>  (warm solve per size, log scale)</text>")
        svg.append("</svg>")
        return svg.joined(separator: "\n")
    }

    private func pow10(_ x: Double) -> Double { pow(10, x) }
}
