import Foundation
import LayoutCore
import TestSupport
import Testing

/// `layoutlab check`: verdicts, the Δ of views off, exit statuses, folder walks, shards, merge.
@Suite struct CheckCommandTests {
    /// Root `r` 200 × 100 with `a` pinned 10 from every edge: solved at 10, 10, 180, 80.
    /// `aX` is the x the document records for `a` (10 is right).
    static func xib(aX: String = "10") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
        <view contentMode="scaleToFill" id="r">
        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
        <subviews>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
        <rect key="frame" x="\(aX)" y="10" width="180" height="80"/></view>
        </subviews>
        <constraints>
        <constraint firstItem="a" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="10" id="c1"/>
        <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="10" id="c2"/>
        <constraint firstItem="a" firstAttribute="top" secondItem="r" secondAttribute="top" constant="10" id="c3"/>
        <constraint firstAttribute="bottom" secondItem="a" secondAttribute="bottom" constant="10" id="c4"/>
        </constraints>
        </view>
        </objects>
        </document>
        """
    }

    /// A folder with `names` (relative paths) holding the given documents.
    static func folder(_ files: [(String, String)]) throws -> URL {
        let base = try ScratchFolder.make().appendingPathComponent("app")
        for (name, text) in files {
            let url = base.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return base
    }

    @Test func passingDocumentExitsZero() throws {
        let path = try CLI.temporaryFile(Self.xib(), name: "ok.xib")
        let result = try CLI.run(["check", path])
        #expect(result.status == 0, "\(result.stderr)")
        // r and a, both right.
        #expect(result.stdout.hasSuffix("2 of 2 views within 0.5 pt (100.0%); roots: 1 passed, 0 failed\n"))
        #expect(!result.stdout.contains("off by more than"))
    }

    /// `--measure-text` on a document without labels or buttons: nothing is measured, so
    /// nothing moves (0 of 2), and the JSON carries the count per root and in the summary.
    @Test func measureTextReportsTheViewsItMoves() throws {
        let path = try CLI.temporaryFile(Self.xib(), name: "plain.xib")
        let table = try CLI.run(["check", "--measure-text", path])
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdout.contains("\nmeasuring text moves 0 of 2 views by more than 0.5 pt"))
        let json = try CLI.run(["check", "--measure-text", "--format", "json", path])
        #expect(json.stdout.contains("\"measuredTextMoved\": 0"))
        let plain = try CLI.run(["check", "--format", "json", path])
        #expect(!plain.stdout.contains("measuredTextMoved"))
    }

    @Test func offViewExitsOneAndShowsItsDelta() throws {
        let path = try CLI.temporaryFile(Self.xib(aX: "13"), name: "off.xib")
        let result = try CLI.run(["check", path])
        #expect(result.status == 1)
        // a solved at x 10, recorded at 13: Δx = −3.
        #expect(result.stdout.contains("1 view off by more than 0.5 pt:"))
        let line = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("r ") && $0.contains(" a ") })
        #expect(line.contains("13.00,10.00 180.00x80.00"))
        #expect(line.contains("-3.00"))
        #expect(result.stdout.hasSuffix("1 of 2 views within 0.5 pt (50.0%); roots: 0 passed, 1 failed\n"))
        let json = try CLI.run(["check", path, "--format", "json"])
        #expect(json.status == 1)
        let document = try JSONParser.parse(Array(json.stdout.utf8))
        guard case .object(let object) = document, case .array(let roots)? = object["roots"],
            case .object(let root)? = roots.first, case .array(let off)? = root["off"]
        else {
            Issue.record("not a check document: \(json.stdout)")
            return
        }
        #expect(object["format"] == .string("layoutlab.check/1"))
        #expect(root["verdict"] == .string("failed"))
        #expect(off.count == 1)
    }

    @Test func folderWalkFindsNestedDocumentsSorted() throws {
        let base = try Self.folder([
            ("Views/b.xib", Self.xib()), ("a.xib", Self.xib(aX: "11")), ("README.md", "not a document"),
        ])
        let result = try CLI.run(["check", base.path, "--format", "json"])
        #expect(result.status == 1)
        let first = try #require(result.stdout.range(of: "app/Views/b.xib"))
        let second = try #require(result.stdout.range(of: "app/a.xib"))
        // Byte order of the relative paths: "Views/b.xib" < "a.xib".
        #expect(first.lowerBound < second.lowerBound)
        #expect(!result.stdout.contains("README"))
        #expect(try CLI.run(["check", base.path, "--format", "json"]).stdout == result.stdout)
    }

    @Test func shardsPartitionTheDocumentsAndMergeToTheWhole() throws {
        let names = ["a.xib", "b.xib", "c/d.xib", "e.storyboard.xib", "f.xib"]
        let base = try Self.folder(names.enumerated().map { ($0.element, Self.xib(aX: $0.offset == 2 ? "12" : "10")) })
        let whole = try CLI.run(["check", base.path, "--format", "json"])
        var outputs: [String] = []
        var documents: [String] = []
        for k in 1...3 {
            let out = base.deletingLastPathComponent().appendingPathComponent("shard\(k).json").path
            let result = try CLI.run(["check", base.path, "--shard", "\(k)/3", "--format", "json", "--output", out])
            #expect(result.status == (k == 2 ? 1 : 0), "shard \(k): \(result.stderr)")
            outputs.append(out)
            let text = try String(contentsOfFile: out, encoding: .utf8)
            documents += names.filter { text.contains("app/\($0)\"") }
        }
        // Contiguous shards of 5 documents: 0..<1, 1..<3, 3..<5; each document exactly once.
        #expect(documents == names)
        let merged = try CLI.run(["check", "--merge"] + outputs.reversed() + ["--format", "json"])
        #expect(merged.status == 1)
        #expect(merged.stdout == whole.stdout)
        let table = try CLI.run(["check", "--merge"] + outputs)
        #expect(table.stdout.hasSuffix("9 of 10 views within 0.5 pt (90.0%); roots: 4 passed, 1 failed\n"))
    }

    @Test func shardFromEnvironmentReadsTheSchedulerVariables() throws {
        let base = try Self.folder([("a.xib", Self.xib()), ("b.xib", Self.xib(aX: "12"))])
        let slurm = try CLI.run(
            ["check", base.path, "--shard-from-env", "--format", "json"],
            environment: ["SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_COUNT": "2"])
        #expect(slurm.status == 0, "\(slurm.stderr)")
        #expect(slurm.stdout.contains("\"shard\": \"1/2\""))
        #expect(!slurm.stdout.contains("b.xib"))
        let indexed = try CLI.run(
            ["check", base.path, "--shard-from-env", "--shard-count", "2", "--format", "json"],
            environment: ["JOB_COMPLETION_INDEX": "1"])
        #expect(indexed.status == 1)
        #expect(indexed.stdout.contains("\"shard\": \"2/2\""))
        let missing = try CLI.run(
            ["check", base.path, "--shard-from-env"], environment: ["JOB_COMPLETION_INDEX": "0"])
        #expect(missing.status == 64)
        #expect(missing.stdout.isEmpty)
    }

    @Test func badDocumentInFolderIsAnErrorRootAndTheWalkGoesOn() throws {
        let base = try Self.folder([("a.xib", "<document><objects>"), ("b.xib", Self.xib())])
        let result = try CLI.run(["check", base.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("error: \(base.path)/a.xib"))
        #expect(result.stdout.hasSuffix("2 of 2 views within 0.5 pt (100.0%); roots: 1 passed, 1 failed (1 errors)\n"))
        let named = try CLI.run(["check", base.appendingPathComponent("a.xib").path])
        #expect(named.status == 65)
        #expect(named.stdout.isEmpty)
        #expect(named.stderr.contains("a.xib"))
        #expect(try CLI.run(["check", base.appendingPathComponent("none.xib").path]).status == 66)
    }
}
