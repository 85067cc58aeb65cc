import CommandLineOptions
import ConstraintLayout
import Foundation
import LayoutHarness

/// The benchmark suite behind `layoutlab-bench` and `layoutlab bench`: the peers' adaptive
/// and chain workloads (../shared/peers/README.md) and the built-in corpus, for both engines.
public enum BenchmarkSuite {
    /// The suite's interface, as `program` (`layoutlab-bench`) or as its subcommand `command`
    /// of `program` (`layoutlab bench`): the options are declared here once.
    public static func interface(program: String, command: String = "") -> CommandInterface {
        CommandInterface(
            command, program: program, arguments: "[SPEC...]",
            positionals: [
                Positional(
                    "SPEC",
                    help: """
                        time these specs instead of the suite: each with its own engine and, when
                        the translator can express it, the other one (- reads a spec from stdin)
                        """)
            ], count: 0...Int.max,
            abstract: "Time both engines: the peers' workloads, the corpus, or your specs.",
            discussion: """
                Times both engines on the adaptive workload (100 heights), the chain workload
                (N = 10 … 10,000), every corpus entry (also read from its SwiftUI source),
                Interface Builder documents (import, build + first solve, warm re-solve; the
                importer's MB/s against a plain XML parse) and a text-heavy screen of 120
                labels, or on the SPECs given, at the device
                sizes: scratch (build + solve) and warm (resize) separately, median and p10/p90
                over repetitions, per-view cost and the growth exponent over N. Every suite
                result is checked; a wrong layout fails the run (exit 1).
                """,
            options: [
                Option("--quick", help: "a short run: --budget 0.05 and N ≤ 1000"),
                Option("--budget", .required("SECONDS"), help: "seconds of sampling per case (default 0.4)"),
                Option("--max-n", .required("N"), help: "largest chain N (default 10000)"),
                Option(
                    "--skip", .required("SECONDS"),
                    help: """
                        skip a constraint-engine chain size whose one solve is projected over
                        this many seconds (default 20)
                        """),
                Option(
                    "--only", .required("PARTS"),
                    help: """
                        run only these parts, comma-separated: adaptive, chain-stack,
                        chain-constraints, corpus, ib, swift-sources, text (default: all)
                        """),
                Option(
                    "--ib-docs", .required("DIR"),
                    help: """
                        the Interface Builder documents of part ib (default:
                        ../shared/conformance/ib/docs when present, else the test fixtures)
                        """),
                Option("--json", .required("FILE"), help: "also write the results as JSON (atomically)"),
                Option("--jsonl", .required("FILE"), help: "also write the results in the peers' JSONL schema"),
                Option("--markdown", .required("FILE"), help: "also write the results as a Markdown table"),
                Option("--svg", .required("FILE"), help: "also write the chain plot (time per view against N)"),
                Option(
                    "--export-models", .required("FILE"),
                    help: """
                        write the compiled constraint models (linear rows over frame variables,
                        with LayoutLab's frames) for the peer adapters and stop
                        """),
            ])
    }

    /// Runs `layoutlab-bench` with command-line `words`; returns the exit status.
    public static func main(_ words: [String]) -> Int32 {
        let interface = interface(program: "layoutlab-bench")
        do throws(UsageError) {
            let arguments = try interface.parse(words)
            if arguments.has(Option.help.name) {
                print(interface.help, terminator: "")
                return 0
            }
            try interface.validate(arguments)
            return run(arguments, as: interface)
        } catch {
            FileHandle.standardError.write(Data("Error: \(error.message)\n\(interface.usageHint)\n".utf8))
            return 64
        }
    }

    /// Runs the suite with parsed `arguments`, naming itself as `interface` in messages;
    /// returns the exit status.
    public static func run(_ arguments: Arguments, as interface: CommandInterface) -> Int32 {
        let name = interface.commandPath
        func usageError(_ message: String) -> Int32 {
            FileHandle.standardError.write(Data("Error: \(message)\n\(interface.usageHint)\n".utf8))
            return 64
        }
        func failure(_ error: Error) -> Int32 {
            FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
            return 1
        }
        if let path = arguments.value("--export-models") {
            do {
                try AtomicOutput.write(try ModelExport.all(), to: path)
                return 0
            } catch {
                return failure(error)
            }
        }
        let quick = arguments.has("--quick")
        var budget = quick ? 0.05 : 0.4
        var maxN = quick ? 1000 : 10_000
        var skip = 20.0
        var parts = Part.all
        if let v = arguments.value("--budget") {
            guard let b = Double(v), b > 0, b.isFinite else { return usageError("invalid --budget \(v)") }
            budget = b
        }
        if let v = arguments.value("--max-n") {
            guard let n = Int(v), n >= 10 else { return usageError("invalid --max-n \(v)") }
            maxN = n
        }
        if let v = arguments.value("--skip") {
            guard let s = Double(v), s > 0, s.isFinite else { return usageError("invalid --skip \(v)") }
            skip = s
        }
        if let v = arguments.value("--only") {
            let names = v.split(separator: ",").map(String.init)
            guard !names.isEmpty, names.allSatisfy({ Part(rawValue: $0) != nil }) else {
                return usageError("invalid --only \(v)")
            }
            parts = Part.all.filter { names.contains($0.rawValue) }
        }
        var specs: [UserSpecCases.Spec] = []
        for path in arguments.positional {
            do {
                specs.append(try UserSpecCases.load(path))
            } catch {
                FileHandle.standardError.write(Data("\(name): \(error.message)\n".utf8))
                return error.status
            }
        }
        #if DEBUG
            FileHandle.standardError.write(
                Data(
                    "WARNING: \(name) was built in DEBUG: the figures are meaningless. Use `swift run -c release layoutlab-bench`.\n"
                        .utf8))
        #endif
        let context = RunContext.current(budget: budget)
        do {
            var figures: [Figure] = []
            if specs.isEmpty || arguments.value("--only") != nil {
                figures += try run(
                    budget: budget, maxN: maxN, skip: skip, parts: parts,
                    ibFolder: arguments.value("--ib-docs") ?? InterfaceBuilderCases.defaultFolder())
            }
            for spec in specs { figures += try UserSpecCases.run(spec, budget: budget) }
            print(BenchmarkOutput.table(figures, context, program: name), terminator: "")
            for flag in ["--json", "--jsonl", "--markdown", "--svg"] {
                guard let path = arguments.value(flag) else { continue }
                let text: String
                switch flag {
                case "--json": text = BenchmarkOutput.json(figures, context)
                case "--jsonl": text = BenchmarkOutput.jsonl(figures, context)
                case "--markdown": text = BenchmarkOutput.markdown(figures, context)
                default: text = ChainPlot.render(figures)
                }
                try AtomicOutput.write(text, to: path)
            }
            return 0
        } catch {
            return failure(error)
        }
    }

    static func progress(_ text: String) {
        FileHandle.standardError.write(Data("[bench] \(text)\n".utf8))
    }

    /// The parts of the suite `--only` selects, in the order they run.
    enum Part: String, CaseIterable {
        case adaptive
        case chainStack = "chain-stack"
        case chainConstraints = "chain-constraints"
        case corpus
        case ib
        case swiftSources = "swift-sources"
        case text

        static let all = Part.allCases
    }

    static func run(
        budget: Double, maxN: Int, skip: Double, parts: [Part] = Part.all,
        ibFolder: String = InterfaceBuilderCases.defaultFolder()
    ) throws -> [Figure] {
        var figures: [Figure] = []
        if parts.contains(.adaptive) {
            progress("adaptive")
            figures += try AdaptiveCases.run(budget: budget)
        }
        let sizes = Workloads.chainSizes.filter { $0 <= maxN }
        for n in sizes where parts.contains(.chainStack) {
            progress("chain N=\(n) stack")
            figures += try ChainCases.stack(n: n, budget: budget)
        }
        for mode in [PriorityMode.lexicographic, .weighted] where parts.contains(.chainConstraints) {
            var projected = 0.0
            for n in sizes {
                progress("chain N=\(n) constraints (\(mode == .lexicographic ? "lexicographic" : "weighted"))")
                figures += try ChainCases.constraints(
                    n: n, budget: budget, mode: mode, skipSeconds: skip, projected: &projected)
            }
        }
        if parts.contains(.corpus) {
            progress("corpus")
            figures += try CorpusCases.run(budget: budget)
        }
        if parts.contains(.ib) {
            progress("Interface Builder documents in \(ibFolder)")
            figures += try InterfaceBuilderCases.run(budget: budget, folder: ibFolder)
        }
        if parts.contains(.swiftSources) {
            progress("corpus as Swift source")
            figures += try SwiftSourceCases.run(budget: budget)
        }
        if parts.contains(.text) {
            progress("text-heavy screen")
            figures += try TextCases.run(budget: budget)
        }
        return figures
    }
}
