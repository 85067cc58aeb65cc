import ConstraintLayout
import Dispatch
import Foundation
import LayoutCore
import LayoutHarness
import StackLayout

/// One measured figure: nanoseconds per solve over the repetitions.
struct BenchmarkRow {
    var engine: String
    var workload: String
    var metric: String
    var samples: [Double]
    var median: Double { Statistics.median(samples) }
    var p10: Double { Statistics.percentile(samples, 0.1) }
    var p90: Double { Statistics.percentile(samples, 0.9) }
}

enum BenchmarkError: Error, CustomStringConvertible {
    case wrongResult(String)
    var description: String {
        switch self {
        case .wrongResult(let what): return "wrong result: \(what)"
        }
    }
}

/// The adaptive workload for both engines.
enum AdaptiveBenchmark {
    /// Checks a solution against top = clamp(H/2, 200, 400) (the result must be right, and
    /// reading it keeps the work from being optimised away).
    static func check(_ solution: LayoutSolution, height: Double) throws {
        let expected = min(max(height / 2, 200), 400)
        guard let top = solution.frame(of: "top"), abs(top.height - expected) <= 1e-6 else {
            throw BenchmarkError.wrongResult("\(solution.engine.rawValue) top at H = \(height)")
        }
    }

    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Per repetition: the mean time per height of a pass over all heights.
    static func measure(_ repetitions: Int, heights: [Double], _ body: (Double) throws -> Void) rethrows -> [Double] {
        var samples: [Double] = []
        for _ in 0..<repetitions {
            let start = now()
            for h in heights { try body(h) }
            samples.append(Double(now() - start) / Double(heights.count))
        }
        return samples
    }

    static func stackWarm(_ spec: ViewSpec, heights: [Double], repetitions: Int) throws -> BenchmarkRow {
        var engine = StackLayoutEngine(spec)
        let samples = try measure(repetitions, heights: heights) { h in
            try check(engine.solve(in: SolveSize(width: 393, height: h)), height: h)
        }
        return BenchmarkRow(engine: "layoutlab-stack", workload: "adaptive", metric: "warm_resize", samples: samples)
    }

    static func stackScratch(_ spec: ViewSpec, heights: [Double], repetitions: Int) throws -> BenchmarkRow {
        let samples = try measure(repetitions, heights: heights) { h in
            var engine = StackLayoutEngine(spec)
            try check(engine.solve(in: SolveSize(width: 393, height: h)), height: h)
        }
        return BenchmarkRow(engine: "layoutlab-stack", workload: "adaptive", metric: "scratch", samples: samples)
    }

    static func constraintsWarm(_ spec: ConstraintSpec, heights: [Double], repetitions: Int) throws -> BenchmarkRow {
        let engine = try ConstraintLayoutEngine(spec)
        let samples = try measure(repetitions, heights: heights) { h in
            try check(engine.solve(in: Size(width: 393, height: h)), height: h)
        }
        return BenchmarkRow(
            engine: "layoutlab-constraints", workload: "adaptive", metric: "warm_resize", samples: samples)
    }

    static func constraintsScratch(_ spec: ConstraintSpec, heights: [Double], repetitions: Int) throws -> BenchmarkRow {
        let samples = try measure(repetitions, heights: heights) { h in
            let engine = try ConstraintLayoutEngine(spec)
            try check(engine.solve(in: Size(width: 393, height: h)), height: h)
        }
        return BenchmarkRow(engine: "layoutlab-constraints", workload: "adaptive", metric: "scratch", samples: samples)
    }
}

/// The plain-text report: machine, commit, date, then one row per figure.
enum BenchmarkReport {
    static func header() -> String {
        let info = ProcessInfo.processInfo
        let commit = (try? shell("git rev-parse --short HEAD")) ?? "unknown"
        return """
            layoutlab-bench — adaptive workload (100 heights 300…1400, width 393)
            machine: \(info.hostName), \(info.activeProcessorCount) cores, \(info.physicalMemory >> 30) GiB; commit \(commit); date \(ISO8601DateFormatter().string(from: Date()))
            """
    }

    static func table(_ rows: [BenchmarkRow]) -> String {
        var lines = ["engine                  workload   metric        median ns    p10 ns     p90 ns   samples"]
        for row in rows {
            lines.append(
                row.engine.padding(toLength: 24, withPad: " ", startingAt: 0)
                    + row.workload.padding(toLength: 11, withPad: " ", startingAt: 0)
                    + row.metric.padding(toLength: 12, withPad: " ", startingAt: 0)
                    + String(format: "%11.0f%10.0f%11.0f%10d", row.median, row.p10, row.p90, row.samples.count))
        }
        return lines.joined(separator: "\n")
    }

    static func shell(_ command: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
