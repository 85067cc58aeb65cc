import Foundation
import TestSupport

/// Runs the built `layoutlab` binary and captures stdout, stderr and the exit status.
struct CLIResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum CLI {
    /// The `layoutlab` binary built beside the test bundle (`.build/<config>/layoutlab`), or
    /// the one named by `LAYOUTLAB_BINARY`.
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["LAYOUTLAB_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let bundle = Bundle.main.bundleURL
        for directory in [bundle, bundle.deletingLastPathComponent(), executable] {
            let url = directory.appendingPathComponent("layoutlab")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return bundle.appendingPathComponent("layoutlab")
    }

    /// Runs `layoutlab arguments…` (with `input` on its stdin, or none, and `environment`
    /// added to this process's variables) and waits for it.
    static func run(
        _ arguments: [String], in directory: URL? = nil, input: String? = nil, environment: [String: String] = [:]
    ) throws -> CLIResult {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let inputPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        try process.run()
        if let input {
            // Written from another thread so that a child that does not read cannot block us.
            let writer = inputPipe.fileHandleForWriting
            let data = Data(input.utf8)
            Thread.detachNewThread {
                writer.write(data)
                try? writer.close()
            }
        }
        // Read before waiting so that a full pipe cannot block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIResult(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Writes `text` to a new temporary file and returns its path.
    static func temporaryFile(_ text: String, name: String = "spec.json") throws -> String {
        let url = try ScratchFolder.make().appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}
