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
        figures.append(
            Figure(
                peer: "layoutlab-stack", workload: "adaptive", metric: "scratch", n: 1,
                samples: try Measure.samples(budget: budget, operations: heights.count) {
                    for h in heights {
                        var fresh = StackLayoutEngine(viewSpec)
                        let solution = fresh.solve(in: SolveSize(width: width, height: h))
                        try check(
                            top: solution.frame(of: "top"), middle: solution.frame(of: "t2"), height: h, engine: "stack"
                        )
                    }
                }, note: "build from the decoded spec + solve"))
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
            figures.append(
                Figure(
                    peer: peer, workload: "adaptive", metric: "scratch", n: 1,
                    samples: try Measure.samples(budget: budget, operations: heights.count) {
                        for h in heights {
                            let fresh = try ConstraintLayoutEngine(constraintSpec, options: options)
                            let solution = try fresh.solve(in: Size(width: width, height: h))
                            try check(
                                top: solution.frame(of: "top"), middle: solution.frame(of: "t2"), height: h,
                                engine: peer)
                        }
                    }, note: "parse + compile the decoded spec + solve"))
        }
        return figures
    }

    static func index(of id: String, in ids: [String]) throws -> Int {
        guard let index = ids.firstIndex(of: id) else { throw WrongResult(description: "no view \(id)") }
        return index
    }
}
