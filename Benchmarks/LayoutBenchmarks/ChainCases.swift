import ConstraintLayout
import LayoutCore
import StackLayout

/// The chain workload (N views, zig-zag resize) for both engines.
enum ChainCases {
    /// Every height within [min, max] and the chain filling H: Σh + 8(N−1) = H. With
    /// `optimal`, also Σ|h − pref| = |target − Σpref| (one priority level: every unit of
    /// deviation costs 1, so that is the optimum whenever the target is reachable).
    static func check(_ heights: [Double], n: Int, height: Double, optimal: Bool, engine: String) throws {
        var sum = 0.0
        var deviation = 0.0
        var preferred = 0.0
        for i in 0..<n {
            let h = heights[i]
            guard h >= Workloads.chainMin(i) - 1e-6, h <= Workloads.chainMax(i) + 1e-6 else {
                throw WrongResult(description: "\(engine): chain-\(n) view \(i) height \(h) outside its limits")
            }
            sum += h
            deviation += abs(h - Workloads.chainPreferred(i))
            preferred += Workloads.chainPreferred(i)
        }
        let target = height - Workloads.gap * Double(n - 1)
        guard abs(sum - target) <= 1e-6 * Double(n) else {
            throw WrongResult(description: "\(engine): chain-\(n) heights sum to \(sum), expected \(target)")
        }
        if optimal && abs(deviation - abs(target - preferred)) > 1e-5 * Double(n) {
            throw WrongResult(description: "\(engine): chain-\(n) objective \(deviation) is not optimal")
        }
    }

    static func stack(n: Int, budget: Double) throws -> [Figure] {
        let spec = Workloads.chainViewSpec(n)
        var engine = StackLayoutEngine(spec)
        var heights = [Double](repeating: 0, count: n)
        let steps = Workloads.chainSteps
        let warm = try Measure.samples(budget: budget, operations: steps) {
            for s in 0..<steps {
                let h = Workloads.chainHeight(n, step: s)
                engine.layout(in: SolveSize(width: 393, height: h))
                let last = engine.frame(ofViewAt: n - 1)
                guard abs(last.maxY - h) <= 1e-6 * Double(n) else {
                    throw WrongResult(description: "stack: chain-\(n) ends at \(last.maxY), expected \(h)")
                }
            }
        }
        let h0 = Workloads.chainStartHeight(n)
        engine.layout(in: SolveSize(width: 393, height: h0))
        for i in 0..<n { heights[i] = engine.frame(ofViewAt: i).height }
        try check(heights, n: n, height: h0, optimal: false, engine: "stack")
        let scratch = try Measure.phases(
            budget: budget, minSamples: 3, operations: 1, build: { _ in StackLayoutEngine(spec) },
            compute: { _, fresh in
                fresh.layout(in: SolveSize(width: 393, height: h0))
                guard abs(fresh.frame(ofViewAt: n - 1).maxY - h0) <= 1e-6 * Double(n) else {
                    throw WrongResult(description: "stack: chain-\(n) scratch layout is wrong")
                }
            })
        return [
            Figure(peer: "layoutlab-stack", workload: "chain", metric: "warm_resize", n: n, samples: warm),
            Figure(
                peer: "layoutlab-stack", workload: "chain", metric: "scratch", n: n, samples: scratch.whole,
                note: "StackLayoutEngine(spec) from the decoded ViewSpec + first layout"),
            Figure(
                peer: "layoutlab-stack", workload: "chain", metric: "scratch_build", n: n, samples: scratch.build,
                note: "StackLayoutEngine(spec): the flat graph from the decoded ViewSpec"),
            Figure(
                peer: "layoutlab-stack", workload: "chain", metric: "scratch_compute", n: n, samples: scratch.compute,
                note: "first layout of the freshly built graph (like Taffy's first compute_layout of a fresh tree)"),
        ]
    }

    /// Skips sizes whose one scratch sample is projected over `skipSeconds`.
    static func constraints(n: Int, budget: Double, mode: PriorityMode, skipSeconds: Double, projected: inout Double)
        throws -> [Figure]
    {
        let peer = mode == .lexicographic ? "layoutlab-constraints" : "layoutlab-constraints-weighted"
        if projected > skipSeconds {
            return [
                Figure(
                    peer: peer, workload: "chain", metric: "skipped", n: n, samples: [],
                    note: "projected \(Int(projected)) s per scratch solve > \(Int(skipSeconds)) s")
            ]
        }
        let spec = Workloads.chainConstraintSpec(n)
        let options = ConstraintLayoutEngine.Options(priorityMode: mode)
        let h0 = Workloads.chainStartHeight(n)
        let t0 = Measure.now()
        let engine = try ConstraintLayoutEngine(spec, options: options)
        let first = try engine.solve(in: Size(width: 393, height: h0))
        let firstSeconds = Double(Measure.now() - t0) / 1e9
        let frames = first.frameIndex
        try check((0..<n).map { frames["v\($0)"]?.height ?? -1 }, n: n, height: h0, optimal: true, engine: peer)
        let steps = Workloads.chainSteps
        let before = engine.statistics
        // The sweep goes on from sample to sample (40 → 70 → 40 …, as the peers' loops do),
        // so no sample starts with a jump from a = 70 back to 40.
        var resizes = 0
        let warm = try Measure.samples(budget: budget, minSamples: 1, operations: steps) {
            for _ in 0..<steps {
                let h = Workloads.chainHeight(n, step: resizes)
                resizes += 1
                let solution = try engine.solve(in: Size(width: 393, height: h))
                guard let last = solution.frames.last, abs(last.frame.maxY - h) <= 1e-6 * Double(n) else {
                    throw WrongResult(description: "\(peer): chain-\(n) warm layout is wrong at H = \(h)")
                }
            }
        }
        let after = engine.statistics
        let note = warmNote(before, after, resizes: resizes, cacheHits: engine.cacheHitCount)
        let scratch = try Measure.phases(
            budget: budget, minSamples: 1, maxSamples: 20, operations: 1,
            build: { _ in try ConstraintLayoutEngine(spec, options: options) },
            compute: { _, fresh in
                let solution = try fresh.solve(in: Size(width: 393, height: h0))
                guard let last = solution.frames.last, abs(last.frame.maxY - h0) <= 1e-6 * Double(n) else {
                    throw WrongResult(description: "\(peer): chain-\(n) scratch layout is wrong")
                }
            })
        // Scratch grows about quadratically: project the next size (×3 or ×3.3 in N).
        projected = max(firstSeconds, Statistics.median(scratch.whole) / 1e9) * 12
        return [
            Figure(peer: peer, workload: "chain", metric: "warm_resize", n: n, samples: warm, note: note),
            Figure(
                peer: peer, workload: "chain", metric: "scratch", n: n, samples: scratch.whole,
                note: "ConstraintLayoutEngine(spec) from the decoded spec + first solve"),
            Figure(
                peer: peer, workload: "chain", metric: "scratch_build", n: n, samples: scratch.build,
                note: "ConstraintLayoutEngine(spec): parse + compile + reduce"),
            Figure(
                peer: peer, workload: "chain", metric: "scratch_compute", n: n, samples: scratch.compute,
                note: "first solve(in:) of the freshly built engine"),
        ]
    }

    /// What the warm resizes cost the LP: simplex iterations per resize, merged solves and
    /// their fallbacks, and resizes answered from a basis segment without the simplex.
    static func warmNote(
        _ before: ConstraintLayoutEngine.Statistics, _ after: ConstraintLayoutEngine.Statistics, resizes: Int,
        cacheHits: Int
    ) -> String {
        let perResize = Double(after.iterationCount - before.iterationCount) / Double(max(resizes, 1))
        let iterations = ComparisonReport.number(perResize, 2)
        let merged = after.mergedSolveCount - before.mergedSolveCount
        let fallbacks = after.mergedFallbackCount - before.mergedFallbackCount
        return "LP \(after.rowCount)×\(after.variableCount), \(iterations) iterations/resize, "
            + "merged \(merged) (fallback \(fallbacks)), basis segments \(cacheHits) of \(resizes)"
    }
}

import LayoutHarness
