import CommandLineOptions
import LayoutCore
import LayoutHarness

/// `layoutlab merge SHARD.json... [--format table|json|markdown] [--output FILE] [--report DIR]`.
enum MergeCommand: Subcommand {
    static let interface = CommandInterface(
        "merge", arguments: "SHARD.json...",
        positionals: [Positional("SHARD.json", help: "the --format json output of one `compare --shard K/N` run")],
        count: 1...Int.max,
        abstract: "Join the JSON outputs of `compare --shard K/N` runs.",
        discussion: """
            Joins the --format json outputs of `layoutlab compare --shard K/N` runs into one
            comparison, sizes in sweep order (layouts matched by name, in first-seen order), and
            prints it as `compare` would (the same formats, the same default); exit 1 when a
            merged size is divergent or infeasible (see --fail-on).
            """,
        options: [
            LayoutLabCommand.comparisonFormatOption, LayoutLabCommand.noTimesOption, LayoutLabCommand.outputOption,
            LayoutLabCommand.reportOption, FailOn.option,
        ])

    static func run(_ args: Arguments) throws(CommandFailure) -> ExitStatus {
        let failOn = try FailOn.parse(args)
        let format = args.value("--format").flatMap(ReportFormat.init(rawValue:)) ?? .table
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
