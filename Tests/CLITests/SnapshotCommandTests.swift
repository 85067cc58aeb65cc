import Foundation
import TestSupport
import Testing

/// `layoutlab snapshot record|verify DIR`: the CLI twin of `assertLayoutSnapshot`, over a
/// folder of a SwiftUI file and an Interface Builder document.
@Suite struct SnapshotCommandTests {
    /// A 50 × 20 colour: centred in 200 × 100 at (75, 40).
    static let dotSwift = """
        import SwiftUI

        struct Dot: View {
            var body: some View {
                Color.red.frame(width: 50, height: 20).id("dot")
            }
        }
        """

    /// `CheckCommandTests.xib` with the leading constant `leading`: `a` is pinned `leading` from
    /// the left and 10 from the other edges of the 200 × 100 root.
    static func xib(leading: String) -> String {
        CheckCommandTests.xib().replacingOccurrences(
            of: "secondAttribute=\"leading\" constant=\"10\"",
            with: "secondAttribute=\"leading\" constant=\"\(leading)\"")
    }

    static func snapshot(_ folder: URL, _ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("__Snapshots__/\(name)"), encoding: .utf8)
    }

    /// Record writes one file per input and device; verify then matches them (exit 0).
    @Test func recordThenVerifyPasses() throws {
        let folder = try CheckCommandTests.folder([
            ("Dot.swift", Self.dotSwift), ("ui/box.xib", Self.xib(leading: "10")),
        ])
        let record = try CLI.run(["snapshot", "record", folder.path, "--devices", "200x100"])
        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.stdout.hasSuffix("snapshots: 0 matched, 0 moved, 0 missing, 2 recorded\n"))
        // The dot centred: ((200 − 50) / 2, (100 − 20) / 2).
        let dot = try Self.snapshot(folder, "Dot.swift.200x100.json")
        #expect(
            dot.contains("\"dot\": {\n      \"x\": 75,\n      \"y\": 40,\n      \"width\": 50,\n      \"height\": 20"))
        // a: 10 from each edge of 200 × 100 → (10, 10, 180, 80).
        let box = try Self.snapshot(folder, "ui/box.xib.200x100.json")
        #expect(
            box.contains("\"a\": {\n      \"x\": 10,\n      \"y\": 10,\n      \"width\": 180,\n      \"height\": 80"))
        let verify = try CLI.run(["snapshot", "verify", folder.path, "--devices", "200x100"])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        #expect(
            verify.stdout
                == "ok        Dot.swift on 200x100\nok        ui/box.xib on 200x100\nsnapshots: 2 matched, 0 moved, 0 missing, 0 recorded\n"
        )
    }

    /// Moving `a` 4 points right (leading 14: x 14, width 176) fails verify with exit 1, the Δ
    /// table (Δx 4.00, Δw −4.00) and an SVG diff beside the snapshot.
    @Test func aMovedViewExitsOneWithTheDeltaTable() throws {
        let folder = try CheckCommandTests.folder([("box.xib", Self.xib(leading: "10"))])
        #expect(try CLI.run(["snapshot", "record", folder.path, "--devices", "200x100"]).status == 0)
        try Data(Self.xib(leading: "14").utf8).write(to: folder.appendingPathComponent("box.xib"))
        let verify = try CLI.run(["snapshot", "verify", folder.path, "--devices", "200x100"])
        #expect(verify.status == 1)
        let lines = verify.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "MOVED     box.xib on 200x100")
        let row = lines.first { $0.hasPrefix("a ") } ?? ""
        #expect(row.contains("(10.00, 10.00, 180.00, 80.00)") && row.contains("(14.00, 10.00, 176.00, 80.00)"))
        #expect(row.split(separator: " ").suffix(4) == ["4.00", "0.00", "-4.00", "0.00"])
        #expect(lines.last == "snapshots: 0 matched, 1 moved, 0 missing, 0 recorded")
        let diff = folder.appendingPathComponent("__Snapshots__/box.xib.200x100.diff.svg")
        #expect(try String(contentsOf: diff, encoding: .utf8).contains("class=\"ghost\" data-view=\"a\""))
    }

    /// Verify without a recorded snapshot fails (exit 1) rather than recording.
    @Test func aMissingSnapshotFailsVerify() throws {
        let folder = try CheckCommandTests.folder([("Dot.swift", Self.dotSwift)])
        let verify = try CLI.run(["snapshot", "verify", folder.path])
        #expect(verify.status == 1)
        #expect(verify.stdout.hasPrefix("missing   Dot.swift on iphone-16: no snapshot"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("__Snapshots__").path))
    }

    /// Usage errors: an unknown action or device (64); a missing folder (66).
    @Test func badArgumentsAreUsageErrors() throws {
        let folder = try CheckCommandTests.folder([("Dot.swift", Self.dotSwift)])
        #expect(try CLI.run(["snapshot", "check", folder.path]).status == 64)
        let device = try CLI.run(["snapshot", "record", folder.path, "--devices", "iphone-99"])
        #expect(device.status == 64 && device.stderr.contains("unknown device 'iphone-99'"))
        #expect(try CLI.run(["snapshot", "verify", folder.path + "/nowhere"]).status == 66)
    }
}
