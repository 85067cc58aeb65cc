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
}
