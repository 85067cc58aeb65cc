import Foundation
import LayoutCore
import TestSupport
import Testing

/// `layoutlab migrate --shard K/N` outputs joined by `--merge`, and `--dynamic-type`.
@Suite struct MigrateShardsTests {
    /// A folder with two documents (A.xib, B.xib: the pinned view of `CheckCommandTests.xib`).
    static func folder() throws -> String {
        let folder = try ScratchFolder.make().appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["A.xib", "B.xib"] {
            try Data(CheckCommandTests.xib().utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder.path
    }

    @Test func mergedShardsPrintWhatOneRunPrints() throws {
        let folder = try Self.folder()
        let scratch = try ScratchFolder.make()
        var shards: [String] = []
        for k in [2, 1] {  // given out of order: the merge sorts by document
            let path = scratch.appendingPathComponent("shard\(k).json").path
            let run = try CLI.run([
                "migrate", folder, "--devices", "iphone-se", "--shard", "\(k)/2", "--format", "json", "--output", path,
            ])
            #expect(run.status == 0, "\(run.stderr)")
            shards.append(path)
        }
        let whole = try CLI.run(["migrate", folder, "--devices", "iphone-se", "--format", "json"])
        let merged = try CLI.run(["migrate", "--merge"] + shards + ["--format", "json"])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout == whole.stdout)
        let table = try CLI.run(["migrate", "--merge"] + shards)
        #expect(table.stdout.contains("2 roots: 2 exact (100%), 0 approximate, 0 not translated"))
    }

    @Test func aShardGivenTwiceIsRefusedWithItsRoot() throws {
        let folder = try Self.folder()
        let path = try ScratchFolder.make().appendingPathComponent("shard.json").path
        _ = try CLI.run(["migrate", folder, "--shard", "1/2", "--format", "json", "--output", path])
        let merged = try CLI.run(["migrate", "--merge", path, path])
        #expect(merged.status == 65)
        #expect(merged.stderr.contains("appears in two inputs"), "\(merged.stderr)")
        #expect(merged.stdout.isEmpty)
    }

    @Test func aDocumentThatIsNotAMigrateReportIsNamed() throws {
        let path = try CLI.temporaryFile(#"{ "format": "layoutlab.check/1", "roots": [] }"#, name: "other.json")
        let merged = try CLI.run(["migrate", "--merge", path])
        #expect(merged.status == 65)
        #expect(merged.stderr.contains("other.json"), "\(merged.stderr)")
        #expect(merged.stderr.contains("layoutlab.migrate/1"))
    }

    @Test func aBadVerdictIsNamedWithItsJSONPath() throws {
        let path = try CLI.temporaryFile(
            #"{ "format": "layoutlab.migrate/1", "devices": [], "roots": [ { "document": "a", "root": "r", "verdict": "great" } ] }"#,
            name: "bad.json")
        let merged = try CLI.run(["migrate", "--merge", path])
        #expect(merged.status == 65)
        #expect(merged.stderr.contains("bad.json:roots[0].verdict: unknown verdict \"great\""), "\(merged.stderr)")
        #expect(merged.stdout.isEmpty)
    }

    @Test func mergeWithShardIsAUsageError() throws {
        let path = try CLI.temporaryFile("{}", name: "shard.json")
        let merged = try CLI.run(["migrate", "--merge", path, "--shard", "1/2"])
        #expect(merged.status == 64)
        #expect(merged.stderr.contains("--shard"))
    }

    @Test func everyDynamicTypeSizeIsLaidOutAndListed() throws {
        let path = try CLI.temporaryFile(CheckCommandTests.xib(), name: "Pinned.xib")
        let report = try ScratchFolder.make().appendingPathComponent("report").path
        let result = try CLI.run([
            "migrate", path, "--devices", "iphone-se", "--dynamic-type", "all", "--format", "json", "--report", report,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let compact = result.stdout.filter { !$0.isWhitespace }
        #expect(compact.contains(#""dynamicTypeSizes":["xSmall","small","medium","large","xLarge","#))
        // One comparison per size in the report's pictures, named by its size.
        let html = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        #expect(html.contains("@ accessibility5"))
        #expect(html.contains("@ xSmall"))
    }

    @Test func aGeometryReaderRootSaysWhyItIsNotStacks() throws {
        // Kingfisher's demo Main.storyboard (onevcat/Kingfisher, MIT), root cGe-Lq-jhl: a view
        // as wide as the root view, the window's width with the safe area's insets, which
        // only a GeometryReader reads. (RxSwift's Numbers.storyboard, once this example, is
        // stacks since issue 17's views placed from a centred sibling.)
        let path =
            "Tests/InterfaceBuilderTests/Fixtures/docs/onevcat__Kingfisher__Demo__Demo__Kingfisher-Demo__Base.lproj__Main.storyboard"
        let result = try CLI.run(["migrate", path, "--devices", "iphone-se", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let compact = result.stdout.filter { !$0.isWhitespace }
        #expect(compact.contains(#""form":"geometryReader""#))
        #expect(compact.contains(#""alengthmeasuredagainstthewindow":1"#), "\(result.stdout)")
        #expect(compact.contains(#""fallbackReasons":[{"id":"izF-cD-0cm""#))
    }

    @Test func anUnknownDynamicTypeSizeIsAUsageError() throws {
        let path = try CLI.temporaryFile(CheckCommandTests.xib(), name: "Pinned.xib")
        let result = try CLI.run(["migrate", path, "--dynamic-type", "huge"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("huge"))
        #expect(result.stdout.isEmpty)
    }
}
