import Foundation
import TestSupport
import LayoutCore
import LayoutHarness
import Testing

@Suite struct HarnessReportTests {
    func adaptiveComparator() throws -> LayoutComparator {
        let entry = try #require(Corpus.entry(named: "adaptive-split"))
        return LayoutComparator(
            viewSpec: try entry.decodedViewSpec(), constraintSpec: try entry.decodedConstraintSpec())
    }

    /// 10 sizes in 3 shards: ⌊10·k/3⌋ boundaries → 0..<3, 3..<6, 6..<10.
    @Test func shardsCoverTheSweepOnceInOrder() throws {
        let ranges = (1...3).map { Shard(index: $0, count: 3)!.range(of: 10) }
        #expect(ranges == [0..<3, 3..<6, 6..<10])
        #expect(Shard("0/3") == nil)
        #expect(Shard("4/3") == nil)
        #expect(Shard("2/3") == Shard(index: 2, count: 3))
    }

    @Test func mergedShardsEqualTheWholeSweepAndTheWorkerCountDoesNotMatter() throws {
        var comparator = try adaptiveComparator()
        let sizes = (0..<12).map { Size(width: 393, height: 300 + Double($0) * 100) }
        comparator.workers = 1
        let whole = try comparator.run(sizes: sizes)
        comparator.workers = 3
        let parallel = try comparator.run(sizes: sizes)
        #expect(
            JSONWriter.write(whole.json(includeTimes: false)) == JSONWriter.write(parallel.json(includeTimes: false)))
        var shards: [ComparisonReport] = []
        for k in 1...3 {
            let shard = Shard(index: k, count: 3)!
            let range = shard.range(of: sizes.count)
            var part = try comparator.run(sizes: Array(sizes[range]), indexOffset: range.lowerBound)
            part.shard = shard
            // Through JSON and back, as `layoutlab merge` reads them.
            shards.append(
                try ComparisonReport(json: try JSONParser.parse(JSONWriter.write(part.json(includeTimes: false)))))
        }
        let merged = try ComparisonReport.merge(shards.reversed())
        #expect(JSONWriter.write(merged.json(includeTimes: false)) == JSONWriter.write(whole.json(includeTimes: false)))
    }

    @Test func mergingOverlappingShardsIsAnError() throws {
        let report = try adaptiveComparator().run(sizes: [Size(width: 393, height: 500)])
        // One size (index 0) in both shards.
        #expect(throws: SpecError(.sizeInTwoShards(index: 0), at: .jsonPath("sizes"))) {
            try ComparisonReport.merge([report, report])
        }
        #expect(throws: SpecError(.nothingToMerge, at: .file)) { try ComparisonReport.merge([]) }
        var other = report
        other.name = "other"
        #expect(throws: SpecError(.shardsOfDifferentLayouts(report.name, "other"), at: .jsonPath("name"))) {
            try ComparisonReport.merge([report, other])
        }
    }

    /// A 10-pt difference is divergent; within 0.001 identical; a missing frame infeasible;
    /// with an overflow diagnostic the difference is attributed to the overflow.
    @Test func framesAreClassified() {
        let size = SolveSize(width: 100, height: 100)
        let a = Rect(x: 0, y: 0, width: 50, height: 50)
        let b = Rect(x: 0, y: 10, width: 50, height: 50)
        let stack = LayoutSolution(
            engine: .stack, spec: "t", size: size,
            frames: [
                ViewFrame(id: "same", frame: a), ViewFrame(id: "moved", frame: a), ViewFrame(id: "gone", frame: a),
            ])
        let constraints = LayoutSolution(
            engine: .constraints, spec: "t", size: size,
            frames: [
                ViewFrame(id: "same", frame: Rect(x: 0.0005, y: 0, width: 50, height: 50)),
                ViewFrame(id: "moved", frame: b),
            ])
        let classifier = FrameClassifier()
        let result = classifier.classify(ids: ["same", "moved", "gone"], stack: stack, constraints: constraints)
        #expect(result.map(\.agreement) == [.identical, .divergent, .infeasible])
        #expect(result[1].distance == 10)
        var overflowing = stack
        overflowing.diagnostics = [
            Diagnostic(.overflow, "row overflows by 10 pt", views: ["row"], axis: .vertical, amount: 10)
        ]
        let withOverflow = classifier.classify(ids: ["moved"], stack: overflowing, constraints: constraints)
        #expect(withOverflow[0].agreement == .overflow)
        #expect(withOverflow[0].reason == "row overflows by 10 pt")
    }

    /// The constraints leave x free in 0…100 (an ambiguity range): a stack answer at x = 50 is
    /// one of the optima (ambiguous); at x = 150 it is not (divergent); a difference in a value
    /// without a range (width) is divergent too.
    @Test func differencesInsideTheOptimalRangeAreAmbiguous() {
        let size = SolveSize(width: 300, height: 300)
        func stack(_ rect: Rect) -> LayoutSolution {
            LayoutSolution(engine: .stack, spec: "t", size: size, frames: [ViewFrame(id: "a", frame: rect)])
        }
        var ambiguous = Diagnostic(.ambiguous, "a is ambiguous", views: ["a"], amount: 100)
        ambiguous.ranges = [ValueRange(field: "x", minimum: 0, maximum: 100)]
        let constraints = LayoutSolution(
            engine: .constraints, spec: "t", size: size,
            frames: [ViewFrame(id: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10))], diagnostics: [ambiguous])
        let classifier = FrameClassifier()
        let inside = classifier.classify(
            ids: ["a"], stack: stack(Rect(x: 50, y: 0, width: 10, height: 10)), constraints: constraints)
        let outside = classifier.classify(
            ids: ["a"], stack: stack(Rect(x: 150, y: 0, width: 10, height: 10)), constraints: constraints)
        let wider = classifier.classify(
            ids: ["a"], stack: stack(Rect(x: 50, y: 0, width: 20, height: 10)), constraints: constraints)
        #expect(inside[0].agreement == .ambiguous)
        #expect(outside[0].agreement == .divergent)
        #expect(wider[0].agreement == .divergent)
    }

    @Test func htmlReportHasAPicturePerSizeAndAPlot() throws {
        let report = try adaptiveComparator().run(sizes: [
            Size(width: 375, height: 667), Size(width: 1032, height: 1376),
        ])
        let html = HTMLReport().render([report])
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        // One plot plus one picture per size (2 sizes).
        #expect(html.components(separatedBy: "<svg ").count - 1 == 3)
        #expect(html.contains("375x667"))
        #expect(html.contains("<polyline"))
        #expect(!html.contains("src=\""))  // self-contained: nothing loaded from elsewhere
    }

    /// A 100×200 canvas fits a 320×440 panel at scale min(320/100, 440/200) = 2.2: a 50×50
    /// view at (10, 20) is drawn 110×110 at (16 + 22, 36 + 44) = (38, 80) (margin 16, title
    /// band 20).
    @Test func svgScalesFramesIntoThePanel() {
        let frame = Rect(x: 10, y: 20, width: 50, height: 50)
        let picture = FramePicture(
            canvas: Size(width: 100, height: 200), sides: [.stack],
            views: [.init(id: "v", stack: frame, constraints: frame, agreement: "identical")])
        let svg = SVGRenderer().render(picture)
        #expect(svg.contains("<rect x=\"38\" y=\"80\" width=\"110\" height=\"110\" class=\"view identical\""))
    }

    @Test func directoriesAreReplacedWhole() throws {
        let base = try ScratchFolder.make()
        let target = base.appendingPathComponent("report").path
        try AtomicOutput.writeDirectory([("a.txt", "old"), ("b.txt", "old")], to: target)
        try AtomicOutput.writeDirectory([("a.txt", "new")], to: target)
        #expect(try String(contentsOfFile: target + "/a.txt", encoding: .utf8) == "new")
        #expect(!FileManager.default.fileExists(atPath: target + "/b.txt"))
        // No staging or old folders are left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: base.path) == ["report"])
    }

    /// Replacing a folder is one exchange of two names (`renameat2(RENAME_EXCHANGE)`): a
    /// reader polling the folder while it is replaced 200 times never finds it missing. (The
    /// two-rename way — old folder aside, new folder in — leaves a window a poller hits.)
    @Test func replacedDirectoryIsNeverMissing() throws {
        let base = try ScratchFolder.make()
        let target = base.appendingPathComponent("report").path
        try AtomicOutput.writeDirectory([("index.html", "0")], to: target)
        let poller = MissingFolderPoller(path: target + "/index.html")
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            poller.poll()
            done.signal()
        }
        for round in 1...200 {
            try AtomicOutput.writeDirectory([("index.html", "\(round)")], to: target)
        }
        poller.stop()
        done.wait()
        #expect(poller.result.polls > 0)
        #expect(poller.result.missing == 0, "the folder was missing in \(poller.result.missing) polls")
        #expect(try String(contentsOfFile: target + "/index.html", encoding: .utf8) == "200")
        #expect(try FileManager.default.contentsOfDirectory(atPath: base.path) == ["report"])
        try? FileManager.default.removeItem(at: base)
    }
}

/// A layout the constraints leave under-determined: the comparator asks the constraint
/// engine for its ranges of optimal values where the engines differ.
@Suite struct AmbiguityClassificationTests {
    /// Stacks: `HStack { Spacer(); Color.frame(width: 50, height: 10) }` in 300×10 puts the
    /// box at x = 300 − 50 = 250. Constraints: width 50, 0 ≤ left ≤ 250 (required, nothing
    /// else): every left in 0…250 is optimal; the engine's tie-break picks 0. The difference
    /// (250 vs 0) lies in the range, so the pair is ambiguous, not divergent.
    @Test func aStackAnswerInsideTheOptimalRangeIsAmbiguous() throws {
        let view = try SpecDocument(
            bytes: Array(
                #"""
                { "format": "layoutlab.view/1", "name": "slide", "root": { "type": "HStack", "children": [
                  { "type": "Spacer" },
                  { "type": "Color", "id": "box", "modifiers": [ { "frame": { "width": 50, "height": 10 } } ] } ] } }
                """#.utf8))
        let constraints = try SpecDocument(
            bytes: Array(
                #"""
                { "format": "layoutlab.constraints/1", "name": "slide", "views": [ { "id": "box" } ],
                  "constraints": [ "box.width == 50", "box.height == 10", "box.top == 0",
                                   "box.left >= 0", "box.right <= root.right" ] }
                """#.utf8))
        guard case .view(let viewSpec) = view, case .constraints(let constraintSpec) = constraints else {
            Issue.record("wrong formats")
            return
        }
        let report = try LayoutComparator(viewSpec: viewSpec, constraintSpec: constraintSpec)
            .run(sizes: [Size(width: 300, height: 10)])
        let box = try #require(report.sizes.first?.differences.first)
        #expect(box.stack?.x == 250)
        #expect(box.constraints?.x == 0)
        #expect(box.agreement == .ambiguous)
        #expect(report.agreeingCount == 1)
    }
}

/// Polls a file on its own thread until stopped, counting the polls that do not find it.
private final class MissingFolderPoller: @unchecked Sendable {
    private let path: String
    private let lock = NSLock()
    private var stopped = false
    private var counts = (polls: 0, missing: 0)

    init(path: String) { self.path = path }

    var result: (polls: Int, missing: Int) { lock.withLock { counts } }

    func stop() { lock.withLock { stopped = true } }

    func poll() {
        while !lock.withLock({ stopped }) {
            let found = access(path, F_OK) == 0
            lock.withLock {
                counts.polls += 1
                if !found { counts.missing += 1 }
            }
        }
    }
}
