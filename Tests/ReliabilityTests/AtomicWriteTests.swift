import Foundation
import Testing

/// Kills `layoutlab compare` at random points while it writes `--output FILE` and
/// `--report DIR`; each time the reader must find the old file or folder or the complete new
/// one, never a partial one (RELIABILITY.md #16).
@Suite struct AtomicWriteTests {
    static let kills = heavyCasesEnabled ? 60 : 8

    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples").standardized

    /// A sweep long enough that the output is large and the run takes a measurable time.
    static func arguments(output: String, report: String) -> [String] {
        [
            "compare", examples.appendingPathComponent("adaptive.view.json").path,
            examples.appendingPathComponent("adaptive.constraints.json").path,
            "--sweep",
            heavyCasesEnabled
                ? "width=320...1400:40,height=300...1400:25" : "width=320...1400:120,height=300...1400:50",
            "--no-times", "--format", "json",
            "--output", output, "--report", report,
        ]
    }

    static func write(_ text: String, _ path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func read(_ path: String) -> String? {
        (try? Data(contentsOf: URL(fileURLWithPath: path))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Puts the old file and the old folder (with one marker file) in place.
    static func resetOld(output: String, report: String) throws {
        try write("old output\n", output)
        try? FileManager.default.removeItem(atPath: report)
        try FileManager.default.createDirectory(atPath: report, withIntermediateDirectories: true)
        try write("old report\n", report + "/old.txt")
    }

    @Test func killedWritesLeaveOldOrCompleteFiles() throws {
        let directory = try LayoutLab.temporaryDirectory()
        let output = directory.appendingPathComponent("out.json").path
        let report = directory.appendingPathComponent("report").path
        // The complete new output, and how long a full run takes.
        let start = Date()
        let full = try LayoutLab.run(Self.arguments(output: output, report: report))
        let duration = Date().timeIntervalSince(start)
        try #require(full.status == 0, "\(full.stderr)")
        let newOutput = try #require(Self.read(output))
        let newFiles = try FileManager.default.contentsOfDirectory(atPath: report).sorted()
        #expect(newFiles == ["comparison.json", "index.html"])
        var outcomes = (old: 0, new: 0)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<Self.kills {
            try Self.resetOld(output: output, report: report)
            let process = LayoutLab.process(Self.arguments(output: output, report: report))
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Most kills land in the last half of the run, where the files are written.
            usleep(UInt32(duration * Double.random(in: 0.3...1.1, using: &generator) * 1_000_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let file = Self.read(output)
            let fileIsWhole = file == "old output\n" || file == newOutput
            #expect(fileIsWhole, "partial --output file: \(file?.count ?? -1) bytes")
            let files = (try? FileManager.default.contentsOfDirectory(atPath: report).sorted()) ?? []
            var folderIsWhole = true
            if files == ["old.txt"] {
                outcomes.old += 1
            } else {
                let html = Self.read(report + "/index.html") ?? ""
                let json = Self.read(report + "/comparison.json") ?? ""
                folderIsWhole = files == newFiles && html.hasSuffix("</html>\n") && json.hasSuffix("]\n")
                #expect(folderIsWhole, "partial --report folder: \(files)")
                outcomes.new += 1
            }
            let whole = fileIsWhole && folderIsWhole
            recordReliabilityEvent("atomic\t\(whole ? "whole" : "partial")\t\(file == newOutput ? "new" : "old")")
        }
        #expect(outcomes.old + outcomes.new == Self.kills)
        try? FileManager.default.removeItem(at: directory)
    }
}
