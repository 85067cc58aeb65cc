import Foundation
import LayoutCore
import TestSupport
import Testing

/// `layoutlab migrate`: per-root verdicts, the report folder, the generated SwiftUI laid out
/// again by `solve`, exit statuses.
@Suite struct MigrateCommandTests {
    @Test func aPinnedViewMigratesExactlyAndItsSwiftUILaysOutAsHandComputed() throws {
        let path = try CLI.temporaryFile(CheckCommandTests.xib(), name: "Pinned.xib")
        let report = try ScratchFolder.make().appendingPathComponent("report").path
        let result = try CLI.run(["migrate", path, "--devices", "iphone-se,ipad-13", "--report", report])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("1 roots: 1 exact (100%), 0 approximate, 0 not translated"))
        let json = try String(contentsOfFile: report + "/migration.json", encoding: .utf8)
        #expect(json.contains("\"format\": \"layoutlab.migrate/1\""))
        #expect(json.contains("\"verdict\": \"exact\""))
        #expect(FileManager.default.fileExists(atPath: report + "/index.html"))
        let swift = report + "/PinnedR.swift"
        let source = try String(contentsOfFile: swift, encoding: .utf8)
        #expect(source.hasPrefix("import SwiftUI\n\nstruct PinnedR: View {"))
        // a is pinned 10 from every edge of r, which fills the 375 × 667 screen: 10, 10, 355, 647.
        let solved = try CLI.run(["solve", swift, "--size", "iphone-se", "--format", "json"])
        #expect(solved.status == 0, "\(solved.stderr)")
        let compact = solved.stdout.filter { !$0.isWhitespace }
        #expect(compact.contains(#""a":{"x":10,"y":10,"width":355,"height":647}"#), "\(solved.stdout)")
    }

    @Test func viewsAreNamedByTheirIBLabels() throws {
        let xib = CheckCommandTests.xib().replacingOccurrences(
            of: "translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"a\"",
            with: "translatesAutoresizingMaskIntoConstraints=\"NO\" userLabel=\"Icon label\" id=\"a\"")
        let path = try CLI.temporaryFile(xib, name: "Named.xib")
        let report = try ScratchFolder.make().appendingPathComponent("report").path
        let result = try CLI.run(["migrate", path, "--devices", "iphone-se", "--report", report, "--format", "json"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        // The name in the SwiftUI, and the IB id it stands for in the report.
        let source = try String(contentsOfFile: report + "/NamedR.swift", encoding: .utf8)
        #expect(source.contains(".id(\"iconLabel\")"))
        #expect(result.stdout.filter { !$0.isWhitespace }.contains(#""names":{"iconLabel":"a"}"#))
    }

    @Test func jsonFormatIsAMigrateDocument() throws {
        let path = try CLI.temporaryFile(CheckCommandTests.xib(), name: "Pinned.xib")
        let result = try CLI.run(["migrate", path, "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"exactByForm\""))
        #expect(result.stdout.contains("\"devices\""))
    }

    @Test func anUnknownDeviceIsAUsageError() throws {
        let path = try CLI.temporaryFile(CheckCommandTests.xib(), name: "Pinned.xib")
        let result = try CLI.run(["migrate", path, "--devices", "iphone-99"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("iphone-99"))
        #expect(result.stdout.isEmpty)
    }

    @Test func aMissingDocumentExits66() throws {
        let result = try CLI.run(["migrate", "/nonexistent/none.xib"])
        #expect(result.status == 66)
    }
}
