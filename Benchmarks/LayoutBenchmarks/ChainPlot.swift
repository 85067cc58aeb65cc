import Foundation
import LayoutHarness

/// An SVG log–log plot of time per view against N on the chain, one line per engine and
/// metric.
enum ChainPlot {
    static func render(_ figures: [Figure]) -> String {
        let chain = figures.filter { $0.workload == "chain" && $0.metric != "skipped" && !$0.samples.isEmpty }
        var series: [(String, [(Int, Double)])] = []
        for f in chain {
            let key = "\(f.peer) \(f.metric)"
            let point = (f.n, f.median / Double(f.n))
            if let i = series.firstIndex(where: { $0.0 == key }) {
                series[i].1.append(point)
            } else {
                series.append((key, [point]))
            }
        }
        let width = 640.0
        let height = 360.0
        let (left, right, top, bottom) = (70.0, width - 180, 20.0, height - 40)
        let ns = chain.map { Double($0.n) }
        let ts = series.flatMap { $0.1.map(\.1) }.filter { $0 > 0 }
        let xLow = log10(ns.min() ?? 10)
        let xHigh = max(log10(ns.max() ?? 100), xLow + 1)
        let yLow = log10(ts.min() ?? 1).rounded(.down)
        let yHigh = max(log10(ts.max() ?? 10).rounded(.up), yLow + 1)
        func x(_ n: Double) -> Double { left + (right - left) * (log10(n) - xLow) / (xHigh - xLow) }
        func y(_ t: Double) -> Double { bottom - (bottom - top) * (log10(t) - yLow) / (yHigh - yLow) }
        let colors = ["#1f77b4", "#ff7f0e", "#d62728", "#2ca02c", "#9467bd", "#8c564b"]
        func f(_ v: Double) -> String { ComparisonReport.number(v, 1) }
        var svg = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(width))\" height=\"\(f(height))\" font-family=\"sans-serif\" font-size=\"10\">",
            "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(right - left))\" height=\"\(f(bottom - top))\" fill=\"none\" stroke=\"#999\"/>",
        ]
        var decade = yLow
        while decade <= yHigh {
            let yy = y(pow(10, decade))
            svg.append("<line x1=\"\(f(left))\" x2=\"\(f(right))\" y1=\"\(f(yy))\" y2=\"\(f(yy))\" stroke=\"#eee\"/>")
            svg.append(
                "<text x=\"\(f(left - 4))\" y=\"\(f(yy + 3))\" text-anchor=\"end\">\(BenchmarkOutput.format(pow(10, decade)))</text>"
            )
            decade += 1
        }
        for n in Workloads.chainSizes where Double(n) >= pow(10, xLow) - 1 && Double(n) <= pow(10, xHigh) + 1 {
            svg.append("<text x=\"\(f(x(Double(n))))\" y=\"\(f(bottom + 14))\" text-anchor=\"middle\">\(n)</text>")
        }
        for (index, (key, points)) in series.enumerated() {
            let color = colors[index % colors.count]
            let path = points.map { "\(f(x(Double($0.0)))),\(f(y($0.1)))" }.joined(separator: " ")
            svg.append("<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\" points=\"\(path)\"/>")
            svg.append(
                "<text x=\"\(f(right + 8))\" y=\"\(f(top + 14 * Double(index + 1)))\" fill=\"\(color)\">\(key)</text>")
        }
        svg.append(
            "<text x=\"\(f(left))\" y=\"\(f(height - 8))\">time per view against N (chain workload, log–log)</text>")
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }
}
