import ConstraintLayout
import LayoutCore
import LayoutHarness
import StackLayout

/// The adaptive workload (100 heights at width 393) for both engines.
enum AdaptiveCases {
    static let width = 393.0

    /// top = clamp(H/2, 200, 400) and the middle view at 50 + (top − 150)/2.
    static func check(top: Rect?, middle: Rect?, height: Double, engine: String) throws {
        let expected = min(max(height / 2, 200), 400)
        guard let top, abs(top.height - expected) <= 1e-6, let middle,
            abs(middle.y - (50 + (expected - 150) / 2)) <= 1e-6
        else { throw WrongResult(description: "\(engine): wrong adaptive layout at H = \(height)") }
    }

    static func run(budget: Double) throws -> [Figure] {
        guard let entry = Corpus.entry(named: "adaptive-split") else {
            throw WrongResult(description: "no corpus entry")
        }
        let viewSpec = try entry.decodedViewSpec()
        let constraintSpec = try entry.decodedConstraintSpec()
        let heights = Workloads.adaptiveHeights
        var figures: [Figure] = []

        var engine = StackLayoutEngine(viewSpec)
        let topIndex = try index(of: "top", in: engine.ids)
        let middleIndex = try index(of: "t2", in: engine.ids)
        figures.append(
            Figure(
                peer: "layoutlab-stack", workload: "adaptive", metric: "warm_resize", n: 1,
                samples: try Measure.samples(budget: budget, operations: heights.count) {
                    for h in heights {
                        engine.layout(in: SolveSize(width: width, height: h))
                        try check(
                            top: engine.frame(ofViewAt: topIndex), middle: engine.frame(ofViewAt: middleIndex),
                            height: h,
                            engine: "stack")
                    }
                }, note: "layout(in:) on a built engine + read 2 frames"))
        let stackScratch = try Measure.phases(
            budget: budget, operations: heights.count, build: { _ in StackLayoutEngine(viewSpec) },
            compute: { k, fresh in
                let h = heights[k]
                fresh.layout(in: SolveSize(width: width, height: h))
                try check(
                    top: fresh.frame(ofViewAt: topIndex), middle: fresh.frame(ofViewAt: middleIndex), height: h,
                    engine: "stack")
            })
        figures += [
            Figure(
                peer: "layoutlab-stack", workload: "adaptive", metric: "scratch", n: 1, samples: stackScratch.whole,
                note: "build from the decoded spec + first layout"),
            Figure(
                peer: "layoutlab-stack", workload: "adaptive", metric: "scratch_build", n: 1,
                samples: stackScratch.build, note: "StackLayoutEngine(spec) from the decoded spec"),
            Figure(
                peer: "layoutlab-stack", workload: "adaptive", metric: "scratch_compute", n: 1,
                samples: stackScratch.compute, note: "first layout of the freshly built graph + read 2 frames"),
        ]
        for mode in [PriorityMode.lexicographic, .weighted] {
            let peer = mode == .lexicographic ? "layoutlab-constraints" : "layoutlab-constraints-weighted"
            let options = ConstraintLayoutEngine.Options(priorityMode: mode)
            let warm = try ConstraintLayoutEngine(constraintSpec, options: options)
            figures.append(
                Figure(
                    peer: peer, workload: "adaptive", metric: "warm_resize", n: 1,
                    samples: try Measure.samples(budget: budget, operations: heights.count) {
                        for h in heights {
                            let solution = try warm.solve(in: Size(width: width, height: h))
                            try check(
                                top: solution.frame(of: "top"), middle: solution.frame(of: "t2"), height: h,
                                engine: peer)
                        }
                    }, note: "solve(in:) on a built engine (edits root bounds, warm simplex)"))
            var frames: [Rect] = []
            let topIndex = try index(of: "top", in: constraintSpec.views.map(\.id))
            let middleIndex = try index(of: "t2", in: constraintSpec.views.map(\.id))
            figures.append(
                Figure(
                    peer: peer, workload: "adaptive", metric: "warm_frames", n: 1,
                    samples: try Measure.samples(budget: budget, operations: heights.count) {
                        for h in heights {
                            _ = try warm.solveFrames(in: Size(width: width, height: h), into: &frames)
                            try check(top: frames[topIndex], middle: frames[middleIndex], height: h, engine: peer)
                        }
                    }, note: "solveFrames(in:into:): frames only, no LayoutSolution"))
            let scratch = try Measure.phases(
                budget: budget, operations: heights.count,
                build: { _ in try ConstraintLayoutEngine(constraintSpec, options: options) },
                compute: { k, fresh in
                    let h = heights[k]
                    let solution = try fresh.solve(in: Size(width: width, height: h))
                    try check(
                        top: solution.frame(of: "top"), middle: solution.frame(of: "t2"), height: h, engine: peer)
                })
            figures += [
                Figure(
                    peer: peer, workload: "adaptive", metric: "scratch", n: 1, samples: scratch.whole,
                    note: "parse + compile the decoded spec + first solve"),
                Figure(
                    peer: peer, workload: "adaptive", metric: "scratch_build", n: 1, samples: scratch.build,
                    note: "ConstraintLayoutEngine(spec, options:): parse + compile the decoded spec"),
                Figure(
                    peer: peer, workload: "adaptive", metric: "scratch_compute", n: 1, samples: scratch.compute,
                    note: "first solve(in:) of the freshly built engine (LP build + simplex + frames)"),
            ]
        }
        return figures
    }

    static func index(of id: String, in ids: [String]) throws -> Int {
        guard let index = ids.firstIndex(of: id) else { throw WrongResult(description: "no view \(id)") }
        return index
    }
}
