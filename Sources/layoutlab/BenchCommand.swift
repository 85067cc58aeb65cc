import CommandLineOptions
import LayoutBenchmarks

/// `layoutlab bench [SPEC...] [--quick] …`: the benchmark suite (the same as `layoutlab-bench`),
/// or the user's specs timed with both engines.
enum BenchCommand: Subcommand {
    static let interface = BenchmarkSuite.interface(program: "layoutlab", command: "bench")

    static func run(_ arguments: Arguments) throws(CommandFailure) -> ExitStatus {
        ExitStatus(rawValue: BenchmarkSuite.run(arguments, as: interface))
    }
}
