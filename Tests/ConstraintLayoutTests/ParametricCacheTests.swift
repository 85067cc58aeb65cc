import ConstraintLayout
import LayoutCore
import Testing

/// The parametric cache (bases re-used while they stay optimal) gives exactly the frames of a
/// cold solve, over sweeps that cross basis changes, and answers most of a sweep without
/// GLPK.
@Suite struct ParametricCacheTests {
    /// The chain workload of the peers (shared/peers/README.md) with N views: required
    /// `min ≤ h ≤ max`, gaps 8, last bottom at the root's bottom; `h == pref` weak.
    static func chain(_ n: Int) -> ConstraintSpec {
        var lines = ["v0.top == 0"]
        for i in 0..<n {
            let low = 20 + 5 * (i % 3)
            let high = 80 + 10 * (i % 5)
            let pref = 40 + (7 * i) % 31
            lines += ["v\(i).height >= \(low)", "v\(i).height <= \(high)", "v\(i).height == \(pref) @250"]
            lines.append(i + 1 < n ? "v\(i + 1).top == v\(i).bottom + 8" : "v\(i).bottom == root.bottom")
            lines += ["v\(i).left == 0", "v\(i).width == root.width"]
        }
        return makeSpec(views: (0..<n).map { ConstraintView(id: "v\($0)", path: "views[\($0)]") }, lines)
    }

    /// Every size of `sizes` solved warm with the cache equals a cold solve without it.
    func expectCachedEqualsCold(_ spec: ConstraintSpec, _ sizes: [Size]) throws -> Int {
        let cached = try ConstraintLayoutEngine(spec)
        for size in sizes {
            let warm = try cached.solve(in: size)
            let cold = try ConstraintLayoutEngine(spec, options: .init(reusesBases: false)).solve(in: size)
            #expect(warm.status == cold.status, "\(size)")
            #expect(warm.frames.map(\.id) == cold.frames.map(\.id))
            for (a, b) in zip(warm.frames, cold.frames) {
                #expect(Tolerance.distance(a.frame, b.frame) <= 1e-9, "\(a.id) at \(size): \(a.frame) vs \(b.frame)")
            }
            #expect(warm.diagnostics == cold.diagnostics, "\(size)")
        }
        return cached.cacheHitCount
    }

    /// The peers' adaptive sweep, H = 300 + k·1100/99: top = clamp(H/2, 200, 400) changes basis
    /// at H = 400 and H = 800, so most heights are answered from a segment.
    @Test func adaptiveSweep() throws {
        let sizes = (0..<100).map { Size(width: 393, height: 300 + Double($0) * 1100 / 99) }
        let hits = try expectCachedEqualsCold(SweepTests.adaptive, sizes + sizes.reversed())
        #expect(hits >= 150, "hits \(hits)")
    }

    /// The chain (N = 30), zig-zagging the mean height 40…70 (H = 8·29 + a·30).
    @Test func chainZigZag() throws {
        let heights = (0..<50).map { (k: Int) -> Double in
            let mean = 40 + 30 * abs(Double(k % 20) - 10) / 10
            return 8 * 29 + mean * 30
        }
        _ = try expectCachedEqualsCold(Self.chain(30), heights.map { Size(width: 300, height: $0) })
    }

    /// Widths varying (a stack view and VFL), then both dimensions, then a conflict at some
    /// sizes (`a.width <= 300` against the edges) and back.
    @Test func widthsAndConflicts() throws {
        var a = ConstraintView(id: "a", parent: "row", path: "views[0]")
        a.intrinsicWidth = 100
        var b = ConstraintView(id: "b", parent: "row", path: "views[1]")
        b.intrinsicWidth = 50
        var spec = makeSpec(views: [a, b], ["H:|-[row]-|", "V:|[row(40)]", "b.width <= 320"])
        spec.stackViews = [
            StackViewSpec(
                id: "row", axis: .horizontal, distribution: .equalCentering, spacing: 8, arrangedSubviews: ["a", "b"],
                path: "stackViews[0]")
        ]
        let widths = stride(from: 100.0, through: 700, by: 12.5).map { Size(width: $0, height: 300) }
        let mixed = (0..<20).map { Size(width: 200 + Double($0) * 7, height: 100 + Double($0) * 3) }
        let hits = try expectCachedEqualsCold(spec, widths + mixed + widths.reversed())
        #expect(hits > 0)
    }

    /// An edit forgets the segments (the model changed).
    @Test func editsInvalidate() throws {
        let spec = makeSpec(
            views: plainViews("a"),
            ["a.left == 0", "a.top == 0", "a.width == 0.5 * root.width + 10 # w", "a.height == 5"])
        let engine = try ConstraintLayoutEngine(spec)
        for w in [100.0, 200, 300] { _ = try engine.solve(in: Size(width: w, height: 100)) }
        #expect(engine.cacheHitCount == 1)
        try engine.setConstant(20, ofConstraint: "w")
        #expect(try engine.solve(in: Size(width: 250, height: 100)).frame(of: "a")?.width == 145)
        #expect(engine.cacheHitCount == 1)
    }

    /// `solveFrames` gives the frames of `solve`, cached or not.
    @Test func framesOnlyAPI() throws {
        let engine = try ConstraintLayoutEngine(SweepTests.adaptive)
        var frames: [Rect] = []
        for k in 0..<40 {
            let size = Size(width: 393, height: 300 + Double(k) * 25)
            #expect(try engine.solveFrames(in: size, into: &frames) == .solved)
            let reference = try ConstraintLayoutEngine(SweepTests.adaptive, options: .init(reusesBases: false)).solve(
                in: size)
            #expect(frames.count == reference.frames.count)
            for (a, b) in zip(frames, reference.frames) { #expect(Tolerance.distance(a, b.frame) <= 1e-9) }
        }
        #expect(engine.cacheHitCount > 20)
    }
}
