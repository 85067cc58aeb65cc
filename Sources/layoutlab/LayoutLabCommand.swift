import LayoutBenchmarks
import LayoutCore
import LayoutHarness
import SwiftSourceImport

/// The subcommands of `layoutlab`.
enum LayoutLabCommand {
    static let usage = """
        usage: layoutlab <command> [options]

        commands:
          solve SPEC --size WxH [--engine stack|constraints] [--format json|table]
                                  solve one spec at one size and print the solution
          compare [SPEC...] [--sizes LIST | --sweep width=W,height=LO...HI:STEP] [--format table|json|markdown]
                                  solve with both engines and compare frames view by view
                                  (no SPEC: the built-in corpus)
          translate SPEC --to stack|constraints|swiftui [--allow-geometry-reader]
                                  translate a spec for the other engine, or to SwiftUI source
          merge SHARD.json...     join the JSON outputs of `compare --shard K/N` runs
          render SPEC --size WxH --out FILE.svg
                                  draw both engines' frames side by side as SVG
          bench [--quick] ...     the benchmark suite (same as layoutlab-bench)

        Run `layoutlab <command> --help` for a command's options.
        Exit status: 0 success, 1 unsatisfiable layout, 64 usage error, 65 invalid spec,
        66 input file missing or unreadable, 70 internal error.
        """

    static func run(_ arguments: [String]) -> ExitStatus {
        guard let command = arguments.first else {
            Console.error(usage)
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        do throws(CommandFailure) {
            switch command {
            case "solve": return try SolveCommand.run(rest)
            case "compare": return try CompareCommand.run(rest)
            case "translate": return try TranslateCommand.run(rest)
            case "merge": return try MergeCommand.run(rest)
            case "render": return try RenderCommand.run(rest)
            case "bench": return ExitStatus(rawValue: BenchmarkSuite.main(rest))
            case "--help", "-h", "help":
                Console.print(usage + "\n")
                return .success
            default:
                throw CommandFailure(.usage, "unknown command '\(command)'")
            }
        } catch {
            Console.error("layoutlab: " + error.message)
            if error.status == .usage {
                Console.error(usage)
            }
            return error.status
        }
    }

    /// Loads a spec file (JSON, or a `.swift` file read by SwiftSourceImport, whose notes go
    /// to stderr), mapping load errors to exit statuses 65/66.
    static func load(_ path: String, swift options: SwiftSource.Options = SwiftSource.Options())
        throws(CommandFailure) -> SpecDocument
    {
        do {
            if SwiftSource.isSwiftSource(path) {
                let imported = try SwiftSource.load(path: path, options: options)
                for note in imported.notes { Console.error(note) }
                return imported.document
            }
            return try SpecDocument.load(path: path)
        } catch {
            switch error {
            case .unreadable: throw CommandFailure(.noInput, error.description)
            case .invalid(let specError): throw CommandFailure(.invalidSpec, specError.description)
            }
        }
    }

    /// Parses `--size`.
    static func size(_ text: String?) throws(CommandFailure) -> SolveSize {
        guard let text else {
            throw CommandFailure(.usage, "--size is required (e.g. --size 393x852 or --size iphone-15)")
        }
        guard let size = SizeParsing.solveSize(text) else {
            throw CommandFailure(
                .usage,
                "invalid --size '\(text)'; expected WIDTHxHEIGHT (numbers ≥ 0, nil or infinity) or a device: \(Device.all.map(\.name).joined(separator: ", ")) (optionally -landscape)"
            )
        }
        return size
    }
}
