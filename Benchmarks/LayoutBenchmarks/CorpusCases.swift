import ConstraintLayout
import LayoutCore
import LayoutHarness
import StackLayout

/// Every built-in corpus entry: both engines over the device sizes, results checked by
/// requiring the engines to agree (or to be ambiguous) at every size.
enum CorpusCases {
    static func run(budget: Double) throws -> [Figure] {
        let sizes = Device.all.map(\.size)
        var figures: [Figure] = []
        for entry in Corpus.entries {
            let viewSpec = try entry.decodedViewSpec()
            let constraintSpec = try entry.decodedConstraintSpec()
            var comparator = LayoutComparator(viewSpec: viewSpec, constraintSpec: constraintSpec)
            comparator.workers = 1
            let report = try comparator.run(sizes: sizes)
            guard report.agreeingCount == sizes.count else {
                throw WrongResult(description: "corpus \(entry.name): the engines disagree (\(report.summary()))")
            }
            var stack = StackLayoutEngine(viewSpec)
            figures.append(
                Figure(
                    peer: "layoutlab-stack", workload: entry.name, metric: "warm_resize", n: 1,
                    samples: Measure.samples(budget: budget, operations: sizes.count) {
                        for size in sizes { stack.layout(in: SolveSize(size)) }
                    }))
            figures.append(
                Figure(
                    peer: "layoutlab-stack", workload: entry.name, metric: "scratch", n: 1,
                    samples: Measure.samples(budget: budget, operations: sizes.count) {
                        for size in sizes {
                            var fresh = StackLayoutEngine(viewSpec)
                            fresh.layout(in: SolveSize(size))
                        }
                    }))
            let constraints = try ConstraintLayoutEngine(constraintSpec)
            figures.append(
                Figure(
                    peer: "layoutlab-constraints", workload: entry.name, metric: "warm_resize", n: 1,
                    samples: try Measure.samples(budget: budget, operations: sizes.count) {
                        for size in sizes { _ = try constraints.solve(in: size) }
                    }))
            figures.append(
                Figure(
                    peer: "layoutlab-constraints", workload: entry.name, metric: "scratch", n: 1,
                    samples: try Measure.samples(budget: budget, operations: sizes.count) {
                        for size in sizes { _ = try ConstraintLayoutEngine(constraintSpec).solve(in: size) }
                    }))
        }
        return figures
    }
}
