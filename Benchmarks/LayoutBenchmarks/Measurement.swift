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
