import Foundation
import TestSupport
import LayoutCore

/// Runs the built `layoutlab` binary (as Tests/CLITests does) with extra environment.
enum LayoutLab {
    struct Result {
        var status: Int32
        var stdout: Data
        var stderr: String
    }

    /// The `layoutlab` binary beside the test bundle, or `LAYOUTLAB_BINARY`.
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["LAYOUTLAB_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        let bundle = Bundle.main.bundleURL
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for directory in [bundle, bundle.deletingLastPathComponent(), executable] {
            let url = directory.appendingPathComponent("layoutlab")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return bundle.appendingPathComponent("layoutlab")
    }

    /// A configured, not yet started process running `layoutlab arguments…`.
    static func process(_ arguments: [String], environment: [String: String] = [:]) -> Process {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        return process
    }

    /// Runs `layoutlab arguments…` to the end, capturing stdout and stderr.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let process = process(arguments, environment: environment)
        let directory = try temporaryDirectory()
        let outURL = directory.appendingPathComponent("stdout")
        let errURL = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        defer { try? FileManager.default.removeItem(at: directory) }
        return Result(
            status: process.terminationStatus, stdout: try Data(contentsOf: outURL),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// A new empty temporary directory.
    static func temporaryDirectory() throws -> URL {
        try ScratchFolder.make()
    }

    /// Writes `text` to `name` in a new temporary directory and returns the path.
    static func file(_ text: String, name: String = "spec.json") throws -> String {
        let url = try temporaryDirectory().appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}

/// Decoding helpers for spec text.
enum Specs {
    static func view(_ json: String) throws -> ViewSpec {
        guard case .view(let spec) = try SpecDocument(bytes: Array(json.utf8)) else { throw Unexpected.format }
        return spec
    }

    static func constraints(_ json: String) throws -> ConstraintSpec {
        guard case .constraints(let spec) = try SpecDocument(bytes: Array(json.utf8)) else { throw Unexpected.format }
        return spec
    }

    /// A view spec whose root is `root` (JSON).
    static func viewJSON(_ root: String) -> String {
        "{\"format\": \"layoutlab.view/1\", \"name\": \"adversarial\", \"root\": \(root)}"
    }

    enum Unexpected: Error { case format }
}

/// Whether the heavy cases (50 MB spec, 100,000 constraints) run: `make reliability` sets
/// LAYOUTLAB_RELIABILITY_HEAVY=1; `make test` leaves them out to stay fast.
let heavyCasesEnabled = ProcessInfo.processInfo.environment["LAYOUTLAB_RELIABILITY_HEAVY"] == "1"

/// Appends one line to the file named by LAYOUTLAB_RELIABILITY_LOG (set by
/// scripts/reliability.sh, which counts determinism runs and killed writes from it).
func recordReliabilityEvent(_ line: String) {
    guard let path = ProcessInfo.processInfo.environment["LAYOUTLAB_RELIABILITY_LOG"] else { return }
    // O_APPEND: one write(2) per line, so lines from tests running in parallel never mix.
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
    guard descriptor >= 0 else { return }
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
}

/// `SolutionInvariants.violation(in:)`, counted in the reliability log: a line
/// `solution<TAB>ok` or `solution<TAB>violation<TAB>…` per checked solution, which
/// `make reliability` sums into "non-finite outputs".
func invariantViolation(in solution: LayoutSolution) -> String? {
    let violation = SolutionInvariants.violation(in: solution)
    recordReliabilityEvent(violation.map { "solution\tviolation\t\($0)" } ?? "solution\tok")
    return violation
}
