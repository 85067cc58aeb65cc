import LayoutCore
import LayoutHarness

/// `layoutlab merge SHARD.json... [--format table|json|markdown] [--output FILE] [--report DIR]`.
enum MergeCommand {
    static let usage = """
        usage: layoutlab merge SHARD.json... [--format table|json|markdown] [--no-times] [--output FILE] [--report DIR] [--fail-on CLASS]

        Joins the --format json outputs of `layoutlab compare --shard K/N` runs into one
        comparison, sizes in sweep order (layouts matched by name, in first-seen order);
        exit 1 when a merged size is divergent or infeasible (see --fail-on).
        """ + "\n" + FailOn.usage

    static func run(_ arguments: [String]) throws(CommandFailure) -> ExitStatus {
        let args = try Arguments(
            arguments, valued: ["--format", "--output", "--report", "--fail-on"], switches: ["--help", "--no-times"])
        if args.has("--help") {
            Console.print(usage + "\n")
            return .success
        }
        let failOn = try FailOn.parse(args)
        guard !args.positional.isEmpty else { throw CommandFailure(.usage, "merge needs the shards' JSON files") }
        let format = ReportFormat(
            rawValue: try SolveCommand.choice(
                args.value("--format") ?? "json", ReportFormat.allCases.map(\.rawValue), flag: "--format"))!
        var groups: [(name: String, shards: [ComparisonReport])] = []
        for path in args.positional {
            for report in try load(path) {
                if let index = groups.firstIndex(where: { $0.name == report.name }) {
                    groups[index].shards.append(report)
                } else {
                    groups.append((report.name, [report]))
                }
            }
        }
        var merged: [ComparisonReport] = []
        for group in groups {
            do {
                merged.append(try ComparisonReport.merge(group.shards))
            } catch {
                throw CommandFailure(.invalidSpec, error.description)
            }
        }
        let times = !args.has("--no-times")
        let text: String
        switch format {
        case .json: text = JSONWriter.write(.array(merged.map { $0.json(includeTimes: times) })) + "\n"
        case .table: text = merged.map { $0.table(includeTimes: times) }.joined(separator: "\n")
        case .markdown: text = merged.map { $0.markdown(includeTimes: times) }.joined(separator: "\n")
        }
        if let directory = args.value("--report") {
            try CompareCommand.writeReport(merged, to: directory, includeTimes: times)
        }
        if let output = args.value("--output") {
            try Console.writeAtomically(text, to: output)
        } else {
            Console.print(text)
        }
        return failOn.status(of: merged)
    }

    /// Reads one shard file: an array of comparison documents (or a single one).
    static func load(_ path: String) throws(CommandFailure) -> [ComparisonReport] {
        let bytes: [UInt8]
        guard let data = FileBytes.read(path) else {
            throw CommandFailure(.noInput, "\(path): cannot read the file")
        }
        bytes = data
        do throws(SpecError) {
            let json = try JSONParser.parse(bytes, file: path)
            if case .array(let items) = json {
                var reports: [ComparisonReport] = []
                for (index, item) in items.enumerated() {
                    do throws(SpecError) {
                        reports.append(try ComparisonReport(json: item))
                    } catch {
                        var located = error
                        if case .jsonPath(let p) = error.location { located.location = .jsonPath("[\(index)]." + p) }
                        throw located
                    }
                }
                return reports
            }
            return [try ComparisonReport(json: json)]
        } catch {
            throw CommandFailure(.invalidSpec, error.inFile(path).description)
        }
    }
}
