import CommandLineOptions
import Foundation
import InterfaceBuilder
import LayoutCore
import LayoutHarness

/// `layoutlab check DOC|FOLDER… [--shard K/N | --shard-from-env] [--merge] [--format table|json]`.
enum CheckCommand: Subcommand {
    static let interface = CommandInterface(
        "check", arguments: "DOC|FOLDER… | REPORT…",
        positionals: [
            Positional("DOC|FOLDER", help: "a .storyboard or .xib, or a folder walked for them recursively"),
            Positional("REPORT", help: "with --merge: layoutlab.check/1 documents (json outputs of shards)"),
        ], count: 1...Int(Int32.max),
        abstract: "Solve every root of IB documents at its stored size and compare with the stored frames.",
        discussion: """
            Solves every root of each Interface Builder document at its recorded size and compares
            each checked view with the frame the document records, in root coordinates, within
            0.5 pt per field (the shared IB conformance runner's rule). Prints the root verdicts,
            the views off with their Δ (solved − recorded) and a summary line. Folders are walked
            recursively for .storyboard and .xib files, sorted by path. Exit 0 when every view is
            within the tolerance, 1 when one is off or a root (or a document found in a folder)
            cannot be checked, 65 / 66 for a DOC named on the command line that is invalid /
            missing. docs/FORMATS.md §5 describes the flags and layoutlab.check/1.
            """,
        options: [
            Option(
                "--format", .required("FORMAT"), choices: ["table", "json"],
                help: "table (default) or json (a layoutlab.check/1 document)"),
            LayoutLabCommand.outputOption,
            Option(
                "--shard", .required("K/N"),
                help: "check only shard K of N: a contiguous part of the sorted document list"),
            Option(
                "--shard-from-env",
                help: """
                    take K/N from SLURM_ARRAY_TASK_ID (minus SLURM_ARRAY_TASK_MIN, plus 1) and
                    SLURM_ARRAY_TASK_COUNT, else from JOB_COMPLETION_INDEX (0-based) and
                    --shard-count
                    """),
            Option(
                "--shard-count", .required("N"),
                help: "the number of shards for --shard-from-env (required with JOB_COMPLETION_INDEX)"),
            Option("--merge", help: "join layoutlab.check/1 documents (shards) into one report"),
            Option(
                "--measure-text",
                help: """
                    size labels and buttons from their text and fontDescription instead of the
                    stored frames; also report how many views that moves by more than 0.5 pt
                    """),
            LayoutLabCommand.fontsOption,
            Option(
                "--variations",
                help: """
                    import size-class constraints as the spec's "variations" (as import
                    --variations) and solve them under the document's device's classes
                    """),
        ])

    static func run(_ args: Arguments) throws(CommandFailure) -> ExitStatus {
        let report: CheckReport
        if args.has("--merge") {
            if args.has("--shard") || args.has("--shard-from-env") {
                throw CommandFailure(.usage, "--merge cannot be combined with --shard or --shard-from-env")
            }
            if args.has("--variations") {
                throw CommandFailure(.usage, "--merge cannot be combined with --variations")
            }
            var reports: [CheckReport] = []
            for path in args.positional { reports.append(try load(path)) }
            do {
                report = try CheckReport.merge(reports)
            } catch {
                throw CommandFailure(.invalidSpec, error.inFile(args.positional.joined(separator: ", ")).description)
            }
        } else {
            let shard = try shard(args, environment: ProcessInfo.processInfo.environment)
            let documents = try documents(args.positional)
            let range = shard?.range(of: documents.count) ?? 0..<documents.count
            let measuresText = args.has("--measure-text")
            let variations = args.has("--variations")
            let fonts = try LayoutLabCommand.fontsDirectory(args)
            var roots: [RootCheck] = []
            for document in documents[range] {
                if document.named {
                    do {
                        roots += try InterfaceBuilderCheck.check(
                            path: document.path, measuresText: measuresText, fonts: fonts, variations: variations)
                    } catch {
                        switch error {
                        case .unreadable: throw CommandFailure(.noInput, error.description)
                        case .invalid: throw CommandFailure(.invalidSpec, error.description)
                        }
                    }
                } else {
                    roots += InterfaceBuilderCheck.checkReportingErrors(
                        path: document.path, measuresText: measuresText, fonts: fonts, variations: variations)
                }
            }
            report = CheckReport(roots: roots, shard: shard)
        }
        let text = args.value("--format") == "json" ? JSONWriter.write(report.json) + "\n" : report.table
        if let output = args.value("--output") {
            try Console.writeAtomically(text, to: output)
        } else {
            Console.print(text)
        }
        return report.passed ? .success : .unsatisfiable
    }

    /// The documents to check, in order: each named DOC, and each FOLDER's documents sorted
    /// (`named`: given on the command line, so a bad one ends the command).
    static func documents(_ paths: [String]) throws(CommandFailure) -> [(path: String, named: Bool)] {
        var result: [(path: String, named: Bool)] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw CommandFailure(.noInput, "\(path): no such file or folder")
            }
            if isFolder.boolValue {
                result += InterfaceBuilderCheck.documents(in: path).map { ($0, false) }
            } else if IBDocument.handles(path: path) {
                result.append((path, true))
            } else {
                throw CommandFailure(.usage, "\(path): expected a .storyboard, a .xib or a folder")
            }
        }
        return result
    }

    /// The shard from `--shard K/N` or, with `--shard-from-env`, from the batch scheduler's
    /// variables (nil: no sharding).
    static func shard(_ args: Arguments, environment: [String: String]) throws(CommandFailure) -> Shard? {
        let count = try args.value("--shard-count").map { (text: String) throws(CommandFailure) -> Int in
            guard let n = Int(text), n >= 1 else {
                throw CommandFailure(.usage, "invalid --shard-count '\(text)'; expected a positive integer")
            }
            return n
        }
        if let text = args.value("--shard") {
            if args.has("--shard-from-env") {
                throw CommandFailure(.usage, "--shard and --shard-from-env cannot be combined")
            }
            guard let shard = Shard(text) else {
                throw CommandFailure(.usage, "invalid --shard '\(text)'; expected K/N with 1 ≤ K ≤ N")
            }
            return shard
        }
        guard args.has("--shard-from-env") else {
            if count != nil { throw CommandFailure(.usage, "--shard-count applies to --shard-from-env only") }
            return nil
        }
        func integer(_ name: String) throws(CommandFailure) -> Int? {
            guard let text = environment[name] else { return nil }
            guard let value = Int(text) else {
                throw CommandFailure(.usage, "invalid \(name)='\(text)'; expected an integer")
            }
            return value
        }
        let index: Int
        let total: Int?
        if let id = try integer("SLURM_ARRAY_TASK_ID") {
            index = id - (try integer("SLURM_ARRAY_TASK_MIN") ?? 0) + 1
            let fromEnvironment = try integer("SLURM_ARRAY_TASK_COUNT")
            total = count ?? fromEnvironment
        } else if let id = try integer("JOB_COMPLETION_INDEX") {
            index = id + 1
            total = count
        } else {
            throw CommandFailure(
                .usage, "--shard-from-env: neither SLURM_ARRAY_TASK_ID nor JOB_COMPLETION_INDEX is set")
        }
        guard let total else {
            throw CommandFailure(
                .usage, "--shard-from-env: no shard count; set SLURM_ARRAY_TASK_COUNT or give --shard-count N")
        }
        guard let shard = Shard(index: index, count: total) else {
            throw CommandFailure(.usage, "--shard-from-env: shard \(index) of \(total) is out of range")
        }
        return shard
    }

    /// Reads one `layoutlab.check/1` document.
    static func load(_ path: String) throws(CommandFailure) -> CheckReport {
        guard let bytes = FileBytes.read(path) else {
            throw CommandFailure(.noInput, "\(path): cannot read the file")
        }
        do throws(SpecError) {
            return try CheckReport(json: try JSONParser.parse(bytes, file: path))
        } catch {
            throw CommandFailure(.invalidSpec, error.inFile(path).description)
        }
    }
}
