import Foundation
import LayoutCore
import LayoutHarness

/// The run's context: machine, commit, date, configuration.
struct RunContext {
    var machine: String
    var cores: Int
    var memoryGiB: UInt64
    var commit: String
    var date: String
    var configuration: String
    var budget: Double

    static func current(budget: Double) -> RunContext {
        let info = ProcessInfo.processInfo
        #if DEBUG
            let configuration = "debug"
        #else
            let configuration = "release"
        #endif
        return RunContext(
            machine: cpuModel() ?? info.hostName, cores: info.activeProcessorCount,
            memoryGiB: info.physicalMemory >> 30,
            commit: (try? shell("git rev-parse --short HEAD")).flatMap { $0.isEmpty ? nil : $0 } ?? "unknown",
            date: ISO8601DateFormatter().string(from: Date()), configuration: configuration, budget: budget)
    }

    static func cpuModel() -> String? {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            return line.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) }
        }
        return nil
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

    var line: String {
        "machine: \(machine), \(cores) cores, \(memoryGiB) GiB; commit \(commit); \(date); \(configuration) build; budget \(budget) s per case"
    }
}

enum BenchmarkOutput {
    static func format(_ ns: Double) -> String {
        if ns < 1_000 { return ComparisonReport.number(ns, 0) + " ns" }
        if ns < 1_000_000 { return ComparisonReport.number(ns / 1e3, 2) + " µs" }
        if ns < 1e9 { return ComparisonReport.number(ns / 1e6, 2) + " ms" }
        return ComparisonReport.number(ns / 1e9, 2) + " s"
    }

    /// The plain-text table: one row per figure, then growth exponents.
    static func table(_ figures: [Figure], _ context: RunContext, program: String = "layoutlab-bench") -> String {
        var lines = [program + " — " + context.line, ""]
        var table = TextTable(columns: [
            .init("engine"), .init("workload"), .init("metric"), .init("N", alignment: .right),
            .init("median", alignment: .right), .init("p10", alignment: .right), .init("p90", alignment: .right),
            .init("per view", alignment: .right), .init("samples", alignment: .right), .init("note"),
        ])
        for f in figures {
            if f.metric == "skipped" {
                table.append([f.peer, f.workload, "skipped", "\(f.n)", "", "", "", "", "", f.note])
                continue
            }
            table.append([
                f.peer, f.workload, f.metric, "\(f.n)", format(f.median), format(f.p10), format(f.p90),
                format(f.median / Double(f.n)), "\(f.samples.count)", f.note,
            ])
        }
        lines.append(String(table.text.dropLast()))
        lines.append("")
        for (key, exponent) in exponents(figures) {
            lines.append("growth exponent \(key): \(ComparisonReport.number(exponent, 2)) (N ≥ 100)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Least-squares growth exponents per (engine, metric) on the chain for N ≥ 100.
    static func exponents(_ figures: [Figure]) -> [(String, Double)] {
        var keys: [String] = []
        for f in figures where f.workload == "chain" && f.metric != "skipped" {
            let key = "\(f.peer) \(f.metric)"
            if !keys.contains(key) { keys.append(key) }
        }
        return keys.compactMap { key in
            let points = figures.filter { "\($0.peer) \($0.metric)" == key && $0.workload == "chain" && $0.n >= 100 }
                .map { (n: $0.n, t: $0.median) }
            return Measure.growthExponent(points).map { (key, $0) }
        }
    }

    /// One JSON line per figure in the peers' schema.
    static func jsonl(_ figures: [Figure], _ context: RunContext) -> String {
        var lines = [
            JSONWriter.write(
                .object(
                    JSONObject([
                        JSONMember("meta", .string("host")), JSONMember("cpu", .string(context.machine)),
                        JSONMember("nproc", .number(Double(context.cores))),
                        JSONMember("commit", .string(context.commit)),
                        JSONMember("stamp", .string(context.date)), JSONMember("budget_s", .number(context.budget)),
                    ])), pretty: false)
        ]
        for f in figures { lines.append(JSONWriter.write(figureJSON(f), pretty: false)) }
        return lines.joined(separator: "\n") + "\n"
    }

    static func figureJSON(_ f: Figure) -> JSONValue {
        .object(
            JSONObject([
                JSONMember("peer", .string(f.peer)), JSONMember("workload", .string(f.workload)),
                JSONMember("metric", .string(f.metric)), JSONMember("n", .number(Double(f.n))),
                JSONMember("median_ns", .number(f.samples.isEmpty ? 0 : f.median)),
                JSONMember("p10_ns", .number(f.samples.isEmpty ? 0 : f.p10)),
                JSONMember("p90_ns", .number(f.samples.isEmpty ? 0 : f.p90)),
                JSONMember("samples", .number(Double(f.samples.count))), JSONMember("note", .string(f.note)),
            ]))
    }

    /// The whole run as one JSON document.
    static func json(_ figures: [Figure], _ context: RunContext) -> String {
        JSONWriter.write(
            .object(
                JSONObject([
                    JSONMember("format", .string("layoutlab.bench/1")), JSONMember("machine", .string(context.machine)),
                    JSONMember("cores", .number(Double(context.cores))), JSONMember("commit", .string(context.commit)),
                    JSONMember("date", .string(context.date)),
                    JSONMember("configuration", .string(context.configuration)),
                    JSONMember("budgetSeconds", .number(context.budget)),
                    JSONMember("figures", .array(figures.map(figureJSON))),
                    JSONMember(
                        "growthExponents",
                        .object(JSONObject(exponents(figures).map { JSONMember($0.0, .number($0.1)) }))),
                ]))) + "\n"
    }

    /// A Markdown table of the figures.
    static func markdown(_ figures: [Figure], _ context: RunContext) -> String {
        var lines = [
            "## layoutlab-bench", "", context.line, "",
            "| engine | workload | metric | N | median | p10 | p90 | per view | samples |",
            "|---|---|---|---:|---:|---:|---:|---:|---:|",
        ]
        for f in figures where f.metric != "skipped" {
            lines.append(
                "| \(f.peer) | \(f.workload) | \(f.metric) | \(f.n) | \(format(f.median)) | \(format(f.p10)) | "
                    + "\(format(f.p90)) | \(format(f.median / Double(f.n))) | \(f.samples.count) |")
        }
        let skipped = figures.filter { $0.metric == "skipped" }
        if !skipped.isEmpty {
            lines.append("")
            for f in skipped { lines.append("- skipped: \(f.peer) chain N=\(f.n) (\(f.note))") }
        }
        lines.append("")
        for (key, exponent) in exponents(figures) {
            lines.append("- growth exponent \(key): \(ComparisonReport.number(exponent, 2)) (N ≥ 100)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
