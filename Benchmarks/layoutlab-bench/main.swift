// layoutlab-bench: the benchmark suite (see BenchmarkSuite in Benchmarks/LayoutBenchmarks).
import Foundation
import LayoutBenchmarks

exit(BenchmarkSuite.main(Array(CommandLine.arguments.dropFirst())))
