import Foundation
import Testing

/// The same input gives byte-identical output in separate processes, with 1 and 2 threads
/// (RELIABILITY.md #18): Swift's per-process hash seed must not leak into results.
@Suite struct DeterminismTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples").standardized

    static var viewSpec: String { examples.appendingPathComponent("adaptive.view.json").path }
    static var constraintSpec: String { examples.appendingPathComponent("adaptive.constraints.json").path }

    /// Runs `arguments` in three processes; every run succeeds and prints the same bytes.
    static func expectIdentical(_ arguments: [String]) throws -> Data {
        var outputs: [Data] = []
        var succeeded = true
        for _ in 0..<3 {
            let result = try LayoutLab.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            succeeded = succeeded && result.status == 0
            outputs.append(result.stdout)
        }
        #expect(!outputs[0].isEmpty)
        let identical = succeeded && !outputs[0].isEmpty && outputs.allSatisfy { $0 == outputs[0] }
        #expect(identical, "\(arguments) differs between processes")
        recordReliabilityEvent(
            "determinism\t\(arguments.joined(separator: " "))\t\(identical ? "identical" : "DIFFERENT")")
        return outputs[0]
    }

    @Test(arguments: ["iphone-se", "ipad-13", "320x568", "nilx667", "infinityx100"])
    func solveBothEngines(size: String) throws {
        _ = try Self.expectIdentical(["solve", Self.viewSpec, "--size", size, "--format", "json"])
        if !size.contains("nil") && !size.contains("infinity") {
            _ = try Self.expectIdentical(["solve", Self.constraintSpec, "--size", size, "--format", "json"])
        }
    }

    @Test func compareWithOneAndTwoJobs() throws {
        let sweep = ["--sweep", "width=375,height=300...900:50", "--no-times", "--format", "json"]
        let one = try Self.expectIdentical(["compare", Self.viewSpec, Self.constraintSpec, "--jobs", "1"] + sweep)
        let two = try Self.expectIdentical(["compare", Self.viewSpec, Self.constraintSpec, "--jobs", "2"] + sweep)
        #expect(one == two)
    }

    @Test func builtInCorpusWithOneAndTwoJobs() throws {
        let sweep = ["--sweep", "width=375,height=400...800:200", "--no-times"]
        let one = try Self.expectIdentical(["compare", "--jobs", "1"] + sweep)
        let two = try Self.expectIdentical(["compare", "--jobs", "2"] + sweep)
        #expect(one == two)
    }
}
