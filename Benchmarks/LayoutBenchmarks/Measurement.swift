import Dispatch
import LayoutHarness

/// One measured figure in the peers' schema: nanoseconds per operation.
struct Figure {
    var peer: String
    var workload: String
    var metric: String
    var n: Int
    var samples: [Double]
    var note: String = ""
    var median: Double { Statistics.median(samples) }
    var p10: Double { Statistics.percentile(samples, 0.1) }
    var p90: Double { Statistics.percentile(samples, 0.9) }
}

/// A wrong engine result: the run fails.
struct WrongResult: Error, CustomStringConvertible {
    var description: String
}

enum Measure {
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Samples of `operations` operations each, for at least `minSamples` samples and until
    /// `budget` seconds have passed (at most `maxSamples`). A sample is the mean time of
    /// one operation in a batch.
    static func samples(
        budget: Double, minSamples: Int = 5, maxSamples: Int = 200, operations: Int, _ body: () throws -> Void
    ) rethrows -> [Double] {
        var result: [Double] = []
        let start = now()
        while result.count < maxSamples {
            let t0 = now()
            try body()
            result.append(Double(now() - t0) / Double(operations))
            if result.count >= minSamples && Double(now() - start) / 1e9 > budget { break }
        }
        return result
    }

    /// Like ``samples(budget:minSamples:maxSamples:operations:_:)`` for an operation in two
    /// phases: `build` makes a value, `compute` uses it. Each sample is timed per phase (the
    /// mean of the batch's operations); `whole` is their sum, so the three come from the same
    /// operations.
    static func phases<Built>(
        budget: Double, minSamples: Int = 5, maxSamples: Int = 200, operations: Int,
        build: (Int) throws -> Built, compute: (Int, inout Built) throws -> Void
    ) rethrows -> (build: [Double], compute: [Double], whole: [Double]) {
        var builds: [Double] = []
        var computes: [Double] = []
        var wholes: [Double] = []
        let start = now()
        while builds.count < maxSamples {
            var buildTime: UInt64 = 0
            var computeTime: UInt64 = 0
            for operation in 0..<operations {
                let t0 = now()
                var built = try build(operation)
                let t1 = now()
                try compute(operation, &built)
                let t2 = now()
                buildTime += t1 - t0
                computeTime += t2 - t1
            }
            builds.append(Double(buildTime) / Double(operations))
            computes.append(Double(computeTime) / Double(operations))
            wholes.append(Double(buildTime + computeTime) / Double(operations))
            if builds.count >= minSamples && Double(now() - start) / 1e9 > budget { break }
        }
        return (builds, computes, wholes)
    }

    /// The least-squares slope of log t against log n.
    static func growthExponent(_ points: [(n: Int, t: Double)]) -> Double? {
        let pts = points.filter { $0.t > 0 }
        guard pts.count >= 2 else { return nil }
        let xs = pts.map { log(Double($0.n)) }
        let ys = pts.map { log($0.t) }
        let mx = xs.reduce(0, +) / Double(xs.count)
        let my = ys.reduce(0, +) / Double(ys.count)
        let den = zip(xs, xs).map { ($0 - mx) * ($1 - mx) }.reduce(0, +)
        guard den > 0 else { return nil }
        return zip(xs, ys).map { ($0 - mx) * ($1 - my) }.reduce(0, +) / den
    }
}

#if canImport(Glibc)
    import Glibc
#endif
