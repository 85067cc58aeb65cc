import Foundation
import LayoutCore

/// An SVG plot of warm solve time against size for both engines of a comparison.
///
/// x: the sizes in sweep order, with up to `maxSizeTicks` ticks labelled `WIDTHxHEIGHT`;
/// y: warm solve time in microseconds on a log scale, a tick and a grid line per power of
/// ten (and at 2 and 5 times it when the axis spans at most two decades). Both axes are
/// titled with what they show and its unit.
public struct TimingPlot: Sendable {
    public var width: Double = 680
    public var height: Double = 300
    /// The most labelled ticks on the size axis.
    public var maxSizeTicks = 6

    public init() {}

    static let stackColor = "#0f766e"
    static let constraintColor = "#334155"

    /// The plot's area inside the axes.
    var plotArea: Rect { Rect(x: 100, y: 34, width: width - 100 - 20, height: height - 34 - 62) }

    public func render(_ report: ComparisonReport) -> String {
        let area = plotArea
        let values = report.sizes.flatMap { [$0.stackSeconds, $0.constraintSeconds] }.filter { $0 > 0 }
        let low = log10(max(values.min() ?? 1e-6, 1e-9) * 1e6).rounded(.down)
        let high = max(log10(max(values.max() ?? 1e-5, 1e-9) * 1e6).rounded(.up), low + 1)
        let count = max(report.sizes.count - 1, 1)
        func x(_ i: Int) -> Double { area.x + area.width * Double(i) / Double(count) }
        func y(microseconds: Double) -> Double {
            let v = log10(max(microseconds, 1e-3))
            return area.y + area.height - area.height * (v - low) / (high - low)
        }
        var svg = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"timing\" width=\"\(svgNumber(width))\" "
                + "height=\"\(svgNumber(height))\" viewBox=\"0 0 \(svgNumber(width)) \(svgNumber(height))\" "
                + "font-family=\"DejaVu Sans, Verdana, sans-serif\" font-size=\"11\">",
            "<text x=\"\(svgNumber(area.x))\" y=\"16\" font-size=\"12\" font-weight=\"bold\">"
                + "Warm solve time per size</text>",
        ]
        for tick in timeTicks(low: low, high: high) {
            let yy = y(microseconds: tick)
            svg.append(
                "<line class=\"grid\" x1=\"\(svgNumber(area.x))\" x2=\"\(svgNumber(area.x + area.width))\" "
                    + "y1=\"\(svgNumber(yy))\" y2=\"\(svgNumber(yy))\" stroke=\"#e5e7eb\"/>")
            svg.append(
                "<line class=\"tick\" x1=\"\(svgNumber(area.x - 5))\" x2=\"\(svgNumber(area.x))\" "
                    + "y1=\"\(svgNumber(yy))\" y2=\"\(svgNumber(yy))\" stroke=\"#333\"/>")
            svg.append(
                "<text class=\"y-tick\" x=\"\(svgNumber(area.x - 8))\" y=\"\(svgNumber(yy + 4))\" text-anchor=\"end\">"
                    + "\(Self.microsecondText(tick))</text>")
        }
        for index in sizeTicks(report.sizes.count) {
            let xx = x(index)
            let bottom = area.y + area.height
            svg.append(
                "<line class=\"tick\" x1=\"\(svgNumber(xx))\" x2=\"\(svgNumber(xx))\" y1=\"\(svgNumber(bottom))\" "
                    + "y2=\"\(svgNumber(bottom + 5))\" stroke=\"#333\"/>")
            let anchor = index == 0 ? "start" : (index == report.sizes.count - 1 && index > 0 ? "end" : "middle")
            svg.append(
                "<text class=\"x-tick\" x=\"\(svgNumber(xx))\" y=\"\(svgNumber(bottom + 18))\" text-anchor=\"\(anchor)\">"
                    + "\(ComparisonReport.sizeText(report.sizes[index].size))</text>")
        }
        svg.append(
            "<rect x=\"\(svgNumber(area.x))\" y=\"\(svgNumber(area.y))\" width=\"\(svgNumber(area.width))\" "
                + "height=\"\(svgNumber(area.height))\" fill=\"none\" stroke=\"#333\"/>")
        for (engine, color, dash, path) in [
            ("stack engine", Self.stackColor, "", \SizeComparison.stackSeconds),
            ("constraint engine", Self.constraintColor, " stroke-dasharray=\"6 3\"", \SizeComparison.constraintSeconds),
        ] {
            let points = report.sizes.enumerated().map {
                "\(svgNumber(x($0.offset))),\(svgNumber(y(microseconds: $0.element[keyPath: path] * 1e6)))"
            }
            svg.append(
                "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\"\(dash) "
                    + "points=\"\(points.joined(separator: " "))\"><title>\(engine)</title></polyline>")
        }
        svg += axisTitles(area) + legend(area)
        svg.append("</svg>")
        return svg.joined(separator: "\n")
    }

    private func axisTitles(_ area: Rect) -> [String] {
        let middleY = area.y + area.height / 2
        return [
            "<text class=\"axis-title\" x=\"\(svgNumber(area.x + area.width / 2))\" "
                + "y=\"\(svgNumber(area.y + area.height + 40))\" text-anchor=\"middle\">"
                + "size (width × height, pt; sweep order)</text>",
            "<text class=\"axis-title\" x=\"16\" y=\"\(svgNumber(middleY))\" text-anchor=\"middle\" "
                + "transform=\"rotate(-90 16 \(svgNumber(middleY)))\">warm solve time (µs, log scale)</text>",
        ]
    }

    private func legend(_ area: Rect) -> [String] {
        let y = height - 8
        let x = area.x
        return [
            "<g class=\"plot-legend\"><line x1=\"\(svgNumber(x))\" x2=\"\(svgNumber(x + 24))\" y1=\"\(svgNumber(y - 4))\" "
                + "y2=\"\(svgNumber(y - 4))\" stroke=\"\(Self.stackColor)\" stroke-width=\"2\"/>"
                + "<text x=\"\(svgNumber(x + 30))\" y=\"\(svgNumber(y))\">stack engine</text>"
                + "<line x1=\"\(svgNumber(x + 130))\" x2=\"\(svgNumber(x + 154))\" y1=\"\(svgNumber(y - 4))\" "
                + "y2=\"\(svgNumber(y - 4))\" stroke=\"\(Self.constraintColor)\" stroke-width=\"2\" stroke-dasharray=\"6 3\"/>"
                + "<text x=\"\(svgNumber(x + 160))\" y=\"\(svgNumber(y))\">constraint engine</text></g>"
        ]
    }

    /// Tick values in µs between 10^low and 10^high: every power of ten, plus 2× and 5× when
    /// the axis spans at most two decades.
    func timeTicks(low: Double, high: Double) -> [Double] {
        var ticks: [Double] = []
        var decade = low
        while decade <= high {
            let value = pow(10, decade)
            ticks.append(value)
            if high - low <= 2, decade < high { ticks += [2 * value, 5 * value] }
            decade += 1
        }
        return ticks
    }

    /// Evenly spaced size indices (first and last included), at most `maxSizeTicks`.
    func sizeTicks(_ count: Int) -> [Int] {
        guard count > 0 else { return [] }
        let n = min(count, maxSizeTicks)
        guard n > 1 else { return [0] }
        return (0..<n).map { $0 * (count - 1) / (n - 1) }
    }

    /// `0.1 µs`, `1 µs`, `20 µs`, `1,000 µs` (no locale).
    static func microsecondText(_ value: Double) -> String {
        let text = JSONWriter.formatNumber((value * 1000).rounded() / 1000)
        guard value >= 1000, !text.contains(".") else { return text + " µs" }
        var digits = Array(text)
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits) + " µs"
    }
}
