import LayoutCore
@testable import LayoutHarness
import LayoutTranslation
import Testing

/// The `approximate` class, the severity order and the comparison JSON's `approximated` list.
@Suite struct VerdictClassTests {
    static let square = Rect(x: 0, y: 0, width: 100, height: 100)

    func solution(_ engine: EngineKind, _ frames: [String: Rect]) -> LayoutSolution {
        LayoutSolution(
            engine: engine, spec: "s", size: SolveSize(width: 100, height: 100),
            frames: frames.sorted { $0.key < $1.key }.map { ViewFrame(id: $0.key, frame: $0.value) })
    }

    @Test func anApproximatedViewIsApproximateEvenWhereTheFramesMatch() {
        var classifier = FrameClassifier()
        classifier.approximatedViews = [ApproximatedView(id: "title", reason: "Text has no constraint form yet")]
        classifier.approximatedNames = ["title"]
        let moved = Rect(x: 0, y: 30, width: 100, height: 20)
        let differences = classifier.classify(
            ids: ["title", "field", "same"],
            stack: solution(.stack, ["title": Self.square, "field": Self.square, "same": Self.square]),
            constraints: solution(.constraints, ["title": Self.square, "field": moved, "same": Self.square]))
        // title: approximated itself; field: differs while the translation approximates
        // something; same: frames within the tolerance and not approximated.
        #expect(differences.map(\.agreement) == [.approximate, .approximate, .identical])
        #expect(differences[0].reason == "the translation approximates title: Text has no constraint form yet")
        #expect(differences[1].reason == "its frame depends on what the translation approximates (title)")
    }

    @Test func withoutApproximationsADifferenceIsDivergent() {
        let differences = FrameClassifier().classify(
            ids: ["a"], stack: solution(.stack, ["a": Self.square]),
            constraints: solution(.constraints, ["a": Rect(x: 5, y: 0, width: 100, height: 100)]))
        #expect(differences.map(\.agreement) == [.divergent])
    }

    @Test func severityOrdersTheClassesForFailOn() {
        let order: [Agreement] = [.identical, .ambiguous, .approximate, .overflow, .divergent, .infeasible]
        #expect(order.map(\.severity) == [0, 1, 2, 3, 4, 5])
        #expect(Set(order) == Set(Agreement.allCases))
        #expect(!Agreement.approximate.agrees)
    }

    func report(approximated: [ApproximatedView]) -> ComparisonReport {
        let difference = FrameDifference(
            id: "title", stack: Self.square, constraints: Self.square, distance: 0, agreement: .approximate,
            reason: "the translation approximates title: Text")
        let size = SizeComparison(
            index: 0, size: Size(width: 100, height: 100), differences: [difference], stackSeconds: 0,
            constraintSeconds: 0, stackDiagnostics: [], constraintDiagnostics: [])
        return ComparisonReport(
            name: "s", matchedIDs: ["title"], unmatchedIDs: [], stackTiming: EngineTiming(),
            constraintTiming: EngineTiming(), sizes: [size], approximatedViews: approximated)
    }

    @Test func comparisonJSONKeepsTheApproximatedViewsThroughDecodingAndMerge() throws {
        let original = report(approximated: [ApproximatedView(id: "title", reason: "Text")])
        let text = JSONWriter.write(original.json(includeTimes: false))
        #expect(text.contains("\"approximated\""))
        let decoded = try ComparisonReport(json: try JSONParser.parse(text))
        #expect(decoded.approximatedViews == original.approximatedViews)
        #expect(decoded.sizes.first?.differences.first?.agreement == .approximate)
        #expect(try ComparisonReport.merge([decoded]).approximatedViews == original.approximatedViews)
        #expect(decoded.approximateCount == 1)
        #expect(decoded.worstAgreement == .approximate)
    }

    @Test func theHTMLReportDrawsApproximateViewsAmberNotRed() {
        let html = HTMLReport().render([report(approximated: [ApproximatedView(id: "title", reason: "Text")])])
        let amber = ReportStyle.style(for: "approximate").stroke
        #expect(html.contains("<span class=\"verdict\" style=\"color:\(amber)\">title approximate</span>"))
        #expect(html.components(separatedBy: "class=\"view approximate\" data-view=\"title\"").count - 1 == 2)
        #expect(!html.contains("class=\"view divergent\""))
    }

    @Test func comparisonJSONWithoutTheFieldStillDecodes() throws {
        // A document written before `approximated` existed: no such member.
        let old = report(approximated: [])
        let text = JSONWriter.write(old.json(includeTimes: false))
        #expect(!text.contains("\"approximated\""))
        #expect(try ComparisonReport(json: try JSONParser.parse(text)).approximatedViews.isEmpty)
    }
}
