import ConstraintLayout
import Foundation
import LayoutHarness

/// The benchmark suite behind `layoutlab-bench` and `layoutlab bench`: the peers' adaptive
/// and chain workloads (../shared/peers/README.md) and the built-in corpus, for both engines.
public enum BenchmarkSuite {
    public static let usage = """
        usage: layoutlab-bench [--quick] [--budget SECONDS] [--max-n N] [--skip SECONDS]
                               [--only PARTS] [--json FILE] [--jsonl FILE] [--markdown FILE]
                               [--svg FILE]
               layoutlab-bench --export-models FILE

        Times both engines on the adaptive workload (100 heights), the chain workload
        (N = 10 … 10,000) and every corpus entry: scratch (build + solve) and warm (resize)
        separately, median and p10/p90 over repetitions, per-view cost and the growth exponent
        over N. Every result is checked; a wrong layout fails the run (exit 1).
          --budget   seconds of sampling per case (default 0.4; --quick: 0.05 and N ≤ 1000)
          --max-n    largest chain N (default 10000)
          --skip     skip a constraint-engine chain size whose one solve is projected over
                     this many seconds (default 20)
          --only     run only these parts, comma-separated: adaptive, chain-stack,
                     chain-constraints, corpus (default: all)
          --json/--jsonl/--markdown/--svg  also write the results (atomically)
          --export-models FILE   write the compiled constraint models (linear rows over frame
                     variables, with LayoutLab's frames) for the peer adapters and stop
        """

    /// Runs the suite with command-line `arguments`; returns the exit status.
    public static func main(_ arguments: [String]) -> Int32 {
        var budget = 0.4
        var maxN = 10_000
        var skip = 20.0
        var parts = Part.all
        var outputs: [(String, String)] = []
        var index = 0
        func value() -> String? {
            index += 1
            return index < arguments.count ? arguments[index] : nil
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h":
                print(usage)
                return 0
            case "--export-models":
                guard let path = value() else { return usageError("--export-models needs a file") }
                do {
                    try AtomicOutput.write(try ModelExport.all(), to: path)
                    return 0
                } catch {
                    FileHandle.standardError.write(Data("layoutlab-bench: \(error)\n".utf8))
                    return 1
                }
            case "--quick":
                budget = 0.05
                maxN = 1000
            case "--budget", "--max-n", "--skip", "--only", "--json", "--jsonl", "--markdown", "--svg":
                guard let v = value() else { return usageError("\(argument) needs a value") }
                switch argument {
                case "--budget":
                    guard let b = Double(v), b > 0, b.isFinite else { return usageError("invalid --budget \(v)") }
                    budget = b
                case "--max-n":
                    guard let n = Int(v), n >= 10 else { return usageError("invalid --max-n \(v)") }
                    maxN = n
                case "--skip":
                    guard let s = Double(v), s > 0, s.isFinite else { return usageError("invalid --skip \(v)") }
                    skip = s
                case "--only":
                    let names = v.split(separator: ",").map(String.init)
                    guard !names.isEmpty, names.allSatisfy({ Part(rawValue: $0) != nil }) else {
                        return usageError("invalid --only \(v)")
                    }
                    parts = Part.all.filter { names.contains($0.rawValue) }
                default: outputs.append((argument, v))
                }
            default:
                return usageError("unknown argument \(argument)")
            }
            index += 1
        }
        #if DEBUG
            FileHandle.standardError.write(
                Data(
                    "WARNING: layoutlab-bench was built in DEBUG: the figures are meaningless. Use `swift run -c release layoutlab-bench`.\n"
                        .utf8))
        #endif
        let context = RunContext.current(budget: budget)
        do {
            let figures = try run(budget: budget, maxN: maxN, skip: skip, parts: parts)
            print(BenchmarkOutput.table(figures, context), terminator: "")
            for (flag, path) in outputs {
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
            FileHandle.standardError.write(Data("layoutlab-bench: \(error)\n".utf8))
            return 1
        }
    }

    static func usageError(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("layoutlab-bench: \(message)\n\(usage)\n".utf8))
        return 64
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

        static let all = Part.allCases
    }

    static func run(budget: Double, maxN: Int, skip: Double, parts: [Part] = Part.all) throws -> [Figure] {
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
        return figures
    }
}
