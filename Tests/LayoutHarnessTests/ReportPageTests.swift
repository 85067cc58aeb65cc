import LayoutCore
@testable import LayoutHarness
import Testing

/// The HTML page of `compare --report` and its timing plot, checked by parsing the markup.
@Suite struct ReportPageTests {
    /// Two sizes of a one-view layout: identical at 100×100, divergent at 200×100 (the
    /// constraint frame 10 pt to the right). Times 2, 50 µs (stack) and 4, 8 µs (constraints).
    func report() -> ComparisonReport {
        let frame = Rect(x: 0, y: 0, width: 10, height: 10)
        let moved = Rect(x: 10, y: 0, width: 10, height: 10)
        return ComparisonReport(
            name: "two-sizes", matchedIDs: ["a"], unmatchedIDs: [], stackTiming: EngineTiming(),
            constraintTiming: EngineTiming(),
            sizes: [
                SizeComparison(
                    index: 0, size: Size(width: 100, height: 100),
                    differences: [
                        FrameDifference(id: "a", stack: frame, constraints: frame, distance: 0, agreement: .identical)
                    ], stackSeconds: 2e-6, constraintSeconds: 4e-6, stackDiagnostics: [], constraintDiagnostics: []),
                SizeComparison(
                    index: 1, size: Size(width: 200, height: 100),
                    differences: [
                        FrameDifference(id: "a", stack: frame, constraints: moved, distance: 10, agreement: .divergent)
                    ], stackSeconds: 50e-6, constraintSeconds: 8e-6, stackDiagnostics: [], constraintDiagnostics: []),
            ])
    }

    @Test func onlyTheSizesThatDifferAreShownUntilTheToggleIsTicked() {
        let html = HTMLReport().render([report()])
        let figures = Markup.elements(html).filter { $0.name == "figure" }
        #expect(figures.count == 2)
        #expect(figures.filter { $0.hasClass("differs") }.count == 1)
        #expect(figures.filter { $0.hasClass("agrees") }.count == 1)
        // The checkbox starts unticked and a CSS rule hides agreeing sizes while it is.
        let toggle = Markup.elements(html).first { $0.name == "input" }
        #expect(toggle?["type"] == "checkbox" && toggle?["id"] == "all-sizes" && toggle?["checked"] == nil)
        #expect(html.contains("#all-sizes:not(:checked)~section figure.agrees{display:none}"))
        #expect(html.contains("1 of 2 sizes agree"))
        // Self-contained: no script, nothing fetched.
        #expect(!html.contains("<script") && !html.contains("src=") && !html.contains("http://www.w3.org/1999"))
    }

    @Test func theLegendNamesEveryClassTheGhostAndTheBand() {
        let html = HTMLReport().render([report()])
        let entries = html.components(separatedBy: "<li class=\"legend-entry\">").dropFirst()
        #expect(entries.count == ReportStyle.classes.count + 2)
        for style in ReportStyle.classes {
            #expect(html.contains("<b style=\"color:\(style.stroke)\">\(style.word)</b>"))
        }
        #expect(html.contains(ReportStyle.ghostMeaning) && html.contains(ReportStyle.bandMeaning))
    }

    @Test func eachDifferingSizeHasItsTableOfDeltas() {
        let html = HTMLReport().render([report()])
        let tables = html.components(separatedBy: "<table class=\"deltas\">").count - 1
        #expect(tables == 1)
        // Δx = 10 − 0; the others 0.
        #expect(Markup.elements(html, "td", class: "num").map(\.text).suffix(4) == ["10.00", "0.00", "0.00", "0.00"])
    }

    @Test func withoutTimesThePageHasNoTimesAndIsTheSameBytes() throws {
        var other = report()
        other.sizes[1].stackSeconds = 99e-6
        let page = HTMLReport(includeTimes: false).render([report()])
        #expect(page == HTMLReport(includeTimes: false).render([other]))
        #expect(!page.contains("class=\"timing\"") && !page.contains("µs"))
        #expect(HTMLReport().render([report()]).contains("class=\"timing\""))
    }

    /// Times 2…50 µs: log10 2 = 0.3 → the axis starts at 10^0 = 1 µs; log10 50 = 1.7 → ends
    /// at 10^2 = 100 µs. Two decades, so ticks at 1, 2, 5 of each decade.
    @Test func theTimingPlotHasAxisTitlesUnitsAndTicks() {
        let svg = TimingPlot().render(report())
        let yTicks = Markup.elements(svg, "text", class: "y-tick").map(\.text)
        #expect(yTicks == ["1 µs", "2 µs", "5 µs", "10 µs", "20 µs", "50 µs", "100 µs"])
        let xTicks = Markup.elements(svg, "text", class: "x-tick").map(\.text)
        #expect(xTicks == ["100x100", "200x100"])
        let titles = Markup.elements(svg, "text", class: "axis-title").map(\.text)
        #expect(titles.count == 2)
        #expect(titles.contains { $0.contains("size") && $0.contains("pt") })
        #expect(titles.contains { $0.contains("µs") })
        #expect(Markup.elements(svg).filter { $0.name == "polyline" }.count == 2)
    }

    /// Times 500…20,000 µs: the axis runs from 10^⌊log10 500⌋ = 100 µs to 10^⌈log10 20000⌉ =
    /// 100,000 µs; three decades, so only the powers of ten, written with thousands separators.
    @Test func largeTimesAreWrittenWithThousandsSeparators() {
        var slow = report()
        slow.sizes[0].stackSeconds = 500e-6
        slow.sizes[1].constraintSeconds = 20_000e-6
        slow.sizes[0].constraintSeconds = 600e-6
        slow.sizes[1].stackSeconds = 700e-6
        let yTicks = Markup.elements(TimingPlot().render(slow), "text", class: "y-tick").map(\.text)
        #expect(yTicks == ["100 µs", "1,000 µs", "10,000 µs", "100,000 µs"])
    }

    /// 40 sizes, the odd-indexed 20 divergent: with `maxPictures` 8 the first 8 differing
    /// sizes (indices 1, 3, …, 15) are pictured, plus `agreeingSamples` 3 agreeing ones
    /// spread over the 20 (the 0th, 9th and 19th: indices 0, 18, 38).
    @Test func aLongSweepPicturesTheFirstDifferencesAndSamplesTheRest() {
        var long = report()
        long.sizes = (0..<40).map { i in
            var size = report().sizes[i % 2]
            size.index = i
            return size
        }
        var page = HTMLReport()
        page.maxPictures = 8
        page.agreeingSamples = 3
        #expect(page.pictured(long.sizes).map(\.index) == [0, 1, 3, 5, 7, 9, 11, 13, 15, 18, 38])
        let html = page.render([long])
        #expect(html.contains("20 sizes differ; the first 8 are pictured"))
        #expect(html.contains("20 of 40 sizes agree"))
    }

    @Test func aVerdictIsColouredByItsMostSeriousClass() {
        #expect(ReportStyle.worst(["identical", "ambiguous", "divergent", "overflow"])?.word == "divergent")
        #expect(ReportStyle.worst(["overflow", "approximate"])?.word == "overflow")
        #expect(ReportStyle.worst(["identical", "approximate"])?.word == "approximate")
        #expect(ReportStyle.worst([]) == nil)
        let html = HTMLReport().render([report()])
        let red = ReportStyle.style(for: "divergent").stroke
        #expect(html.contains("<span class=\"verdict\" style=\"color:\(red)\">a divergent</span>"))
        // The summary's "differ" cell (1 of the 2 sizes) is in the same colour.
        #expect(html.contains("<td class=\"num verdict\" style=\"color:\(red)\">1</td>"))
    }
}
