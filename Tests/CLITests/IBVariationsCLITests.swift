import Foundation
import TestSupport
import Testing

/// `--variations` on `solve`, `check` and `migrate` reading an Interface Builder document
/// directly (docs/FORMATS.md §5): the size-class constraints imported as the spec's
/// `variations`, installed per the classes of each solve size — at the stored size, the
/// document's device's classes.
@Suite struct IBVariationsCLITests {
    /// `ImportVariationsCLITests.xib` with the root stored `width` × `height` on a portrait
    /// iPhone 8 (retina4_7: wC hR): `a` is 100 wide and 200 high under `heightClass=regular`
    /// (`hr`), 50 under `heightClass=compact` (`hc`); its stored frame is the regular one.
    static func xib(width: Int = 375, height: Int = 667) -> String {
        ImportVariationsCLITests.xib.replacingOccurrences(
            of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
            with: #"<rect key="frame" x="0.0" y="0.0" width="\#(width)" height="\#(height)"/>"#)
    }

    /// `a`'s height in the JSON solution `text` (`"frames": {"a": {…, "height": h}}`).
    static func heightOfA(_ text: String) -> String? {
        guard let range = text.range(of: "\"a\": {") else { return nil }
        let rest = text[range.upperBound...]
        guard let height = rest.range(of: "\"height\": ") else { return nil }
        return String(rest[height.upperBound...].prefix { $0.isNumber || $0 == "." })
    }

    @Test func solveInstallsEachSizesVariation() throws {
        let path = try CLI.temporaryFile(Self.xib(), name: "classes.xib")
        // 375 × 667 is portrait (wC hR): `hr`, height 200. 667 × 375 is an iPhone landscape
        // (shorter side 375 < 414: wC hC): `hc`, height 50. iPad 11" (834 × 1194, wR hR): 200.
        let cases = [("375x667", "200"), ("667x375", "50"), ("iphone-se-landscape", "50"), ("ipad-11", "200")]
        for (size, height) in cases {
            let result = try CLI.run(["solve", path, "--variations", "--size", size, "--format", "json"])
            #expect(result.status == 0, "\(size): \(result.stderr)")
            #expect(Self.heightOfA(result.stdout) == height, "\(size): \(result.stdout)")
        }
    }

    @Test func storedSizeUsesTheDocumentsDeviceClasses() throws {
        // A freeform root stored 667 × 375 on a portrait iPhone: Xcode laid it out under the
        // device's classes (wC hR, `hr`: height 200), which the stored size alone would not
        // tell (as a screen, 667 × 375 is wC hC). With --size 667x375 the size's classes apply.
        let path = try CLI.temporaryFile(Self.xib(width: 667, height: 375), name: "freeform.xib")
        let stored = try CLI.run(["solve", path, "--variations", "--format", "json"])
        #expect(stored.status == 0, "\(stored.stderr)")
        #expect(Self.heightOfA(stored.stdout) == "200", "\(stored.stdout)")
        let plain = try CLI.run(["solve", path, "--format", "json"])
        #expect(plain.stdout == stored.stdout)
        let sized = try CLI.run(["solve", path, "--variations", "--size", "667x375", "--format", "json"])
        #expect(Self.heightOfA(sized.stdout) == "50", "\(sized.stdout)")
    }

    @Test func checkSolvesTheVariationsUnderTheDevicesClasses() throws {
        // Both documents store `a` at (20, 30, 100, 200), the regular-height frame: with the
        // device's classes the variations import reproduces it (the root and `a`: 2 views).
        for (name, text) in [("classes.xib", Self.xib()), ("freeform.xib", Self.xib(width: 667, height: 375))] {
            let path = try CLI.temporaryFile(text, name: name)
            let result = try CLI.run(["check", path, "--variations"])
            #expect(result.status == 0, "\(name): \(result.stdout) \(result.stderr)")
            #expect(result.stdout.contains("2 of 2 views within 0.5 pt"), "\(name): \(result.stdout)")
        }
    }

    @Test func migrateLaysEachDeviceOutUnderItsClasses() throws {
        let path = try CLI.temporaryFile(Self.xib(), name: "classes.xib")
        let devices = "iphone-se,iphone-se-landscape"
        // Without the flag both devices get the resolved (hR) layout, which stacks express.
        let plain = try CLI.run(["migrate", path, "--devices", devices, "--format", "json"])
        #expect(plain.status == 0, "\(plain.stdout) \(plain.stderr)")
        #expect(!plain.stdout.contains("\"variations\""))
        // With it the landscape SE (wC hC) installs `hc` (height 50), the portrait one `hr`
        // (200): the classes differ in a constant, which has no AnyLayout form.
        let json = try CLI.run(["migrate", path, "--variations", "--devices", devices, "--format", "json"])
        #expect(json.status == 1, "\(json.stderr)")
        #expect(json.stdout.contains("\"variations\": true"), "\(json.stdout)")
        #expect(json.stdout.contains("differ in more than a stack's kind"), "\(json.stdout)")
        let table = try CLI.run(["migrate", path, "--variations", "--devices", devices])
        #expect(table.stdout.contains("\n  size-class constraints per device (--variations)\n"), "\(table.stdout)")
    }

    @Test func migrateMergeKeepsTheSetting() throws {
        let path = try CLI.temporaryFile(Self.xib(), name: "classes.xib")
        let folder = try ScratchFolder.make()
        let with = folder.appendingPathComponent("with.json").path
        let without = folder.appendingPathComponent("without.json").path
        _ = try CLI.run([
            "migrate", path, "--variations", "--devices", "iphone-se", "--format", "json", "--output", with,
        ])
        _ = try CLI.run(["migrate", path, "--devices", "iphone-se", "--format", "json", "--output", without])
        let merged = try CLI.run(["migrate", "--merge", with, "--format", "json"])
        #expect(merged.stdout.contains("\"variations\": true"), "\(merged.stdout) \(merged.stderr)")
        // Shards run with and without --variations are different settings: exit 65.
        let mixed = try CLI.run(["migrate", "--merge", with, without])
        #expect(mixed.status == 65, "\(mixed.stdout) \(mixed.stderr)")
        #expect(mixed.stdout.isEmpty)
    }

    @Test func badDocumentsKeepTheirExitStatuses() throws {
        // A missing document is 66 and a malformed one 65, as without the flag.
        let folder = try ScratchFolder.make()
        let missing = folder.appendingPathComponent("missing.xib").path
        let broken = try CLI.temporaryFile("<document><objects>", name: "broken.xib")
        for command in ["solve", "check"] {
            let absent = try CLI.run([command, missing, "--variations"])
            #expect(absent.status == 66, "\(command): \(absent.stderr)")
            #expect(absent.stdout.isEmpty)
            let invalid = try CLI.run([command, broken, "--variations"])
            #expect(invalid.status == 65, "\(command): \(invalid.stderr)")
            #expect(invalid.stdout.isEmpty)
            #expect(invalid.stderr.contains("broken.xib"), "\(invalid.stderr)")
        }
    }

    @Test func badCombinationsAreUsageErrors() throws {
        let xib = try CLI.temporaryFile(Self.xib(), name: "classes.xib")
        let spec = try CLI.temporaryFile(
            #"{"format": "layoutlab.constraints/1", "views": [], "constraints": []}"#, name: "spec.json")
        let report = try CLI.temporaryFile("{}", name: "report.json")
        let cases: [([String], String)] = [
            (["solve", xib, "--variations", "--traits", "wR"], "--variations and --traits exclude each other"),
            (["solve", spec, "--variations"], "apply to .storyboard and .xib documents only"),
            (["check", "--merge", report, "--variations"], "--merge cannot be combined with --variations"),
            (["migrate", "--merge", report, "--variations"], "--merge cannot be combined with --variations"),
        ]
        for (arguments, message) in cases {
            let result = try CLI.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }
}
