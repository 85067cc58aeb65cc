import Foundation
import Testing

/// `layoutlab bench`: argument errors and one short checked run.
@Suite struct BenchCommandTests {
    @Test func unknownPartExits64() throws {
        let result = try CLI.run(["bench", "--only", "adaptive,bogus"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("invalid --only adaptive,bogus"))
    }

    /// The adaptive part checks every layout it times (top = clamp(H/2, 200, 400)); a wrong
    /// frame would exit 1. Scratch is reported whole and split into build and first layout.
    @Test func adaptivePartRunsCheckedAndSplitsScratch() throws {
        let result = try CLI.run(["bench", "--only", "adaptive", "--budget", "0.001"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        for engine in ["layoutlab-stack", "layoutlab-constraints", "layoutlab-constraints-weighted"] {
            let metrics = Set(rows.filter { $0.first == engine && $0.count > 2 }.map { $0[2] })
            #expect(
                metrics.isSuperset(of: ["warm_resize", "scratch", "scratch_build", "scratch_compute"]), "\(engine)")
        }
        #expect(!rows.contains { $0.first == "layoutlab-stack" && $0.count > 1 && $0[1] == "chain" })
    }

    /// Part ib: per document import, scratch and warm_resize rows (n = its roots), and the
    /// throughput rows, the importer's with its ratio to the plain parse.
    @Test func interfaceBuilderPartTimesEachDocumentAndTheThroughput() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("InterfaceBuilderTests/Fixtures/docs").path
        let result = try CLI.run(["bench", "--only", "ib", "--budget", "0.001", "--ib-docs", fixtures])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        let centered = rows.filter { $0.count > 3 && $0[1].hasSuffix("CenteredView.xib") }
        #expect(Set(centered.map { $0[2] }) == ["import", "scratch", "warm_resize"])
        #expect(centered.allSatisfy { $0[3] == "1" })
        #expect(rows.contains { $0.first == "xmlparser-plain" && $0[1] == "ib-throughput" })
        #expect(result.stdout.contains("× the plain parse (target ≥ 0.5×)"))
    }

    /// The corpus read from its SwiftUI source (each file must import to the view tree it was
    /// written from) and the text-heavy screen (both engines must size every label alike):
    /// parse, import, first layout and the whole, with the parser's share; scratch and warm
    /// at a new width per engine beside re-shaping every string, with the warm ÷ re-shaping
    /// ratio.
    @Test func swiftSourcesAndTextPartsRunChecked() throws {
        let result = try CLI.run(["bench", "--only", "swift-sources,text", "--budget", "0.001"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        let swift = Set(rows.filter { $0.first == "layoutlab-swift" && $0.count > 2 }.map { $0[2] })
        #expect(swift == ["swift_parse", "swift_import", "swift_first_layout", "swift_scratch"])
        #expect(result.stdout.contains("parser "))
        for engine in ["layoutlab-stack", "layoutlab-constraints"] {
            let metrics = Set(rows.filter { $0.first == engine && $0.count > 2 && $0[1] == "text-heavy" }.map { $0[2] })
            #expect(metrics == ["scratch", "warm_new_width"], "\(engine)")
        }
        #expect(result.stdout.contains("warm ÷ re-shaping every string"))
    }
}
