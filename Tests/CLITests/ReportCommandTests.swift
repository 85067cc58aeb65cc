import Foundation
import TestSupport
import LayoutCore
import Testing

/// `compare --report/--shard`, `merge` and `render` through the real binary.
@Suite struct ReportCommandTests {
    func temporaryDirectory() throws -> URL {
        try ScratchFolder.make()
    }

    @Test func compareWritesASelfContainedHTMLReport() throws {
        let directory = try temporaryDirectory().appendingPathComponent("report")
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
        let result = try CLI.run([
            "compare", examples.appendingPathComponent("adaptive.view.json").path,
            examples.appendingPathComponent("adaptive.constraints.json").path,
            "--sweep", "width=393,height=300...500:100", "--report", directory.path,
        ])
        #expect(result.status == 0)
        let html = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        // 3 heights (300, 400, 500): three pictures and one plot.
        #expect(html.components(separatedBy: "<svg ").count - 1 == 4)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("comparison.json").path))
    }

    @Test func shardsMergeIntoTheWholeSweep() throws {
        let directory = try temporaryDirectory()
        let sweep = "width=393,430,height=300...1400:100"
        let whole = try CLI.run(["compare", "--sweep", sweep, "--format", "json", "--no-times"])
        var paths: [String] = []
        for k in 1...3 {
            let path = directory.appendingPathComponent("shard\(k).json").path
            let part = try CLI.run([
                "compare", "--sweep", sweep, "--shard", "\(k)/3", "--format", "json", "--no-times", "--output", path,
            ])
            #expect(part.status == 0)
            paths.append(path)
        }
        let merged = try CLI.run(["merge"] + paths + ["--no-times", "--format", "json"])
        #expect(merged.status == 0)
        #expect(merged.stdout == whole.stdout)
    }

    @Test(arguments: ["0/3", "4/3", "x", "1/0"])
    func badShardsAreUsageErrors(shard: String) throws {
        let result = try CLI.run(["compare", "--shard", shard])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--shard"))
    }

    @Test func mergeOfAMissingFileExits66() throws {
        let result = try CLI.run(["merge", "/nonexistent/shard.json"])
        #expect(result.status == 66)
    }

    @Test func renderDrawsBothEnginesSideBySide() throws {
        let directory = try temporaryDirectory()
        let view = directory.appendingPathComponent("a.view.json").path
        let constraints = directory.appendingPathComponent("a.constraints.json").path
        try Data(
            #"{ "format": "layoutlab.view/1", "root": { "type": "Color", "id": "box", "modifiers": [ { "frame": { "width": 50, "height": 50 } } ] } }"#
                .utf8
        ).write(to: URL(fileURLWithPath: view))
        // The stack engine centres the 50×50 box in 100×100: (25, 25). The constraints put it at (0, 0).
        try Data(
            #"{ "format": "layoutlab.constraints/1", "views": [ { "id": "box" } ], "constraints": [ "box.left == 0", "box.top == 0", "box.width == 50", "box.height == 50" ] }"#
                .utf8
        ).write(to: URL(fileURLWithPath: constraints))
        let out = directory.appendingPathComponent("out.svg").path
        let result = try CLI.run(["render", view, constraints, "--size", "100x100", "--out", out])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(svg.contains(">stack engine</text>"))
        #expect(svg.contains(">constraint engine</text>"))
        // The box differs, so it is drawn divergent in both panels with the other engine's
        // frame dashed over it. Scale min(320/100, 440/100) = 3.2; the stack panel's canvas at
        // (16, 36) shows the constraint frame (0, 0) at (16, 36); the constraint panel's at
        // (352, 36) shows the stack frame (25, 25) at (352 + 80, 36 + 80).
        #expect(svg.components(separatedBy: "class=\"view divergent\"").count - 1 == 2)
        #expect(svg.contains("<rect x=\"16\" y=\"36\" width=\"160\" height=\"160\" class=\"ghost\""))
        #expect(svg.contains("<rect x=\"432\" y=\"116\" width=\"160\" height=\"160\" class=\"ghost\""))
        // The legend and the table: Δ = constraints − stack = (−25, −25, 0, 0).
        #expect(svg.contains(">divergent: the engines give different frames</text>"))
        #expect(svg.contains("text-anchor=\"end\">-25.00</text>"))
    }

    func example(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples").appendingPathComponent(name).path
    }

    /// The sign-in example (Examples/README.md): SwiftUI centres the 188-pt padded form in
    /// 667 pt, y = (667 − 188) / 2 = 239.5, the email field at 239.5 + 16 = 255.5; the
    /// constraints pin it at 16: Δy = 16 − 255.5 = −239.5 for every field.
    @Test func theDivergentExampleReportShowsWhatMovedAndIsTheSameBytesWithoutTimes() throws {
        let base = try temporaryDirectory()
        var pages: [String] = []
        for run in 1...2 {
            let directory = base.appendingPathComponent("report\(run)")
            let result = try CLI.run([
                "compare", example("signin.view.json"), example("signin.constraints.json"), "--sizes", "375x667",
                "--no-times", "--report", directory.path,
            ])
            #expect(result.status == 0 || result.status == 1)
            pages.append(try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8))
        }
        #expect(pages[0] == pages[1])
        let html = pages[0]
        #expect(html.contains("<tr><td>email</td>"))
        #expect(html.contains("<td class=\"num\">-239.50</td>"))
        // Four differing views in two panels: eight ghosts; the button's x range is hatched.
        #expect(html.components(separatedBy: "class=\"ghost\"").count - 1 == 8)
        #expect(html.contains("class=\"band\" data-view=\"signIn\""))
        // The spinner is centred by both engines vertically, (667 − 40) / 2 = 313.5, and its
        // x is bounded by the margins only (16…319): ambiguous, drawn as such with its band.
        #expect(html.components(separatedBy: "class=\"view ambiguous\" data-view=\"spinner\"").count - 1 == 2)
        #expect(html.contains("class=\"band\" data-view=\"spinner\""))
        #expect(html.contains("<tr><td>spinner</td>"))
    }

    /// `render` checks ambiguity itself: the spinner (x bounded by the margins only, 16…319,
    /// SwiftUI's centred 167.5 inside) is drawn ambiguous with its band, not divergent; the
    /// fields are divergent. The file is the same bytes on every run.
    @Test func renderDrawsTheExamplesAmbiguousSpinnerAsARangeAndIsDeterministic() throws {
        let directory = try temporaryDirectory()
        var pictures: [String] = []
        for run in 1...2 {
            let out = directory.appendingPathComponent("signin\(run).svg").path
            let result = try CLI.run([
                "render", example("signin.view.json"), example("signin.constraints.json"), "--size", "375x667",
                "--out", out,
            ])
            #expect(result.status == 0)
            pictures.append(try String(contentsOfFile: out, encoding: .utf8))
        }
        #expect(pictures[0] == pictures[1])
        let svg = pictures[0]
        #expect(svg.components(separatedBy: "class=\"view ambiguous\" data-view=\"spinner\"").count - 1 == 2)
        #expect(svg.components(separatedBy: "class=\"band\" data-view=\"spinner\"").count - 1 == 2)
        #expect(svg.components(separatedBy: "class=\"view divergent\" data-view=\"email\"").count - 1 == 2)
        #expect(svg.contains(">hatched band: the span of frames the constraints allow (min…max)</text>"))
    }
}
