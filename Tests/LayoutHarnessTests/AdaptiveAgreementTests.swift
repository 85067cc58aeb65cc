import LayoutCore
import LayoutHarness
import Testing

/// Both engines on seed 002's adaptive layout (the built-in corpus entry).
@Suite struct AdaptiveAgreementTests {
    /// Every H = 300, 301, …, 1400 at width 393: the engines agree within 0.001 pt, and in both
    /// top = clamp(H/2, 200, 400) (SEMANTICS.md §A worked example; peers/README.md).
    @Test func enginesAgreeOnEveryHeight() throws {
        let entry = try #require(Corpus.entry(named: "adaptive-split"))
        let comparator = LayoutComparator(
            viewSpec: try entry.decodedViewSpec(), constraintSpec: try entry.decodedConstraintSpec())
        let sizes = (300...1400).map { Size(width: 393, height: Double($0)) }
        let report = try comparator.run(sizes: sizes)
        #expect(report.sizes.count == 1101)
        #expect(report.matchedIDs == ["t1", "t2", "t3", "top", "bottom"])
        for size in report.sizes {
            let h = size.size.height
            let top = min(max(h / 2, 200), 400)
            #expect(size.maxDifference <= 0.001, "H = \(h): largest difference \(size.maxDifference)")
            for difference in size.differences where difference.id == "top" {
                #expect(abs((difference.stack?.height ?? -1) - top) <= 0.001, "stack top at H = \(h)")
                #expect(abs((difference.constraints?.height ?? -1) - top) <= 0.001, "constraint top at H = \(h)")
            }
            for difference in size.differences where difference.id == "bottom" {
                // bottom = H − top, starting at y = top.
                #expect(abs((difference.stack?.height ?? -1) - (h - top)) <= 0.001)
                #expect(abs((difference.stack?.y ?? -1) - top) <= 0.001)
            }
            for difference in size.differences where difference.id == "t2" {
                // t2 sits one 50-pt view and one gap (top − 150)/2 below the top.
                let y = 50 + (top - 150) / 2
                #expect(abs((difference.stack?.y ?? -1) - y) <= 0.001)
                #expect(abs((difference.constraints?.y ?? -1) - y) <= 0.001)
            }
        }
        #expect(report.agreeingCount == 1101)
    }

    @Test func deviceSweepParsesToEveryDeviceWidth() throws {
        let sizes = try #require(SizeParsing.sweep("height=300...1400:50,width=375,393,430,834,1032"))
        // 23 heights (300, 350, …, 1400) × 5 widths.
        #expect(sizes.count == 115)
        #expect(sizes.first == Size(width: 375, height: 300))
        #expect(sizes.last == Size(width: 1032, height: 1400))
    }

    @Test(arguments: [
        ("393x852", SolveSize(width: 393, height: 852)), ("iphone-se", SolveSize(width: 375, height: 667)),
        ("iphone-15-landscape", SolveSize(width: 852, height: 393)), ("nilx100", SolveSize(width: nil, height: 100)),
        ("infinityx5", SolveSize(width: .infinity, height: 5)),
    ])
    func sizesParse(text: String, size: SolveSize) {
        #expect(SizeParsing.solveSize(text) == size)
    }

    @Test(arguments: ["", "12", "axb", "-5x10", "10x", "phone"])
    func badSizesAreRejected(text: String) {
        #expect(SizeParsing.solveSize(text) == nil)
    }
}
