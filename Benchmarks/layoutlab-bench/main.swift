// layoutlab-bench: times both engines on the adaptive workload of ../shared/peers/README.md
// (100 heights H_k = 300 + k·1100/99 at width 393). "scratch" = build the model and solve;
// "warm" = re-solve an existing model at a new height. Results are checked against the
// closed form (top = clamp(H/2, 200, 400)), so a wrong engine fails the run.
import Dispatch
import Foundation
import LayoutCore
import LayoutHarness

#if DEBUG
    FileHandle.standardError.write(
        Data(
            "WARNING: layoutlab-bench built in DEBUG: figures are meaningless. Use `swift run -c release layoutlab-bench`.\n"
                .utf8))
#endif

let heights = (0..<100).map { 300 + Double($0) * 1100 / 99 }
let repetitions = Int(ProcessInfo.processInfo.environment["BENCH_REPETITIONS"] ?? "") ?? 21

guard let entry = Corpus.entry(named: "adaptive-split") else { fatalError("corpus entry missing") }
let viewSpec = try entry.decodedViewSpec()
let constraintSpec = try entry.decodedConstraintSpec()

print(BenchmarkReport.header())
var rows: [BenchmarkRow] = []
rows.append(try AdaptiveBenchmark.stackWarm(viewSpec, heights: heights, repetitions: repetitions))
rows.append(try AdaptiveBenchmark.stackScratch(viewSpec, heights: heights, repetitions: repetitions))
rows.append(try AdaptiveBenchmark.constraintsWarm(constraintSpec, heights: heights, repetitions: repetitions))
rows.append(try AdaptiveBenchmark.constraintsScratch(constraintSpec, heights: heights, repetitions: repetitions))
print(BenchmarkReport.table(rows))
