import ConstraintLayout
import LayoutCore
import Testing

/// The adaptive layout of the peers' workload, warm sweeps, and the published kiwi case.
@Suite struct SweepTests {
    /// peers/README.md "Adaptive layout": top container with required 200 <= height <= 400 and
    /// height == 0.5 × H @750; three 50-pt views inside, first at the top, last at the bottom,
    /// gaps >= 20 (required) and equal (@250); bottom fills the rest.
    static let adaptive = makeSpec(
        views: [
            ConstraintView(id: "top", path: "views[0]"), ConstraintView(id: "bottom", path: "views[1]"),
            ConstraintView(id: "t1", parent: "top", path: "views[2]"),
            ConstraintView(id: "t2", parent: "top", path: "views[3]"),
            ConstraintView(id: "t3", parent: "top", path: "views[4]"),
        ],
        [
            "top.left == root.left", "top.width == root.width", "top.top == root.top",
            "bottom.left == root.left", "bottom.width == root.width",
            "bottom.top == top.bottom", "bottom.bottom == root.bottom",
            "top.height >= 200 # top-min", "top.height <= 400 # top-max",
            "top.height == 0.5 * root.height @750 # top-half",
            "t1.left == top.left", "t1.width == top.width", "t1.height == item", "t1.top == top.top",
            "t2.left == top.left", "t2.width == top.width", "t2.height == item",
            "t3.left == top.left", "t3.width == top.width", "t3.height == item", "t3.bottom == top.bottom",
            "t2.top >= t1.bottom + gap # gap-1", "t3.top >= t2.bottom + gap # gap-2",
            "t2.top - t1.bottom == t3.top - t2.bottom @250 # equal-gaps",
        ],
        metrics: [Metric(name: "gap", value: 20), Metric(name: "item", value: 50)], name: "adaptive-split")

    /// The frames by hand: top = clamp(H/2, 200, 400); gap = (top − 150) / 2 (three 50-pt
    /// views share the top); t2 at 50 + gap; t3 at top − 50; bottom from top to H.
    static func expectedFrames(height h: Double, width w: Double = 393) -> [String: Rect] {
        let top = min(max(h / 2, 200), 400)
        let gap = (top - 150) / 2
        return [
            "top": Rect(x: 0, y: 0, width: w, height: top),
            "bottom": Rect(x: 0, y: top, width: w, height: h - top),
            "t1": Rect(x: 0, y: 0, width: w, height: 50),
            "t2": Rect(x: 0, y: 50 + gap, width: w, height: 50),
            "t3": Rect(x: 0, y: top - 50, width: w, height: 50),
        ]
    }

    @Test func adaptiveLayoutOverEveryHeight() throws {
        let engine = try ConstraintLayoutEngine(Self.adaptive)
        for h in stride(from: 300.0, through: 1400, by: 1) {
            let solution = try engine.solve(in: Size(width: 393, height: h))
            #expect(solution.status == .solved)
            #expect(solution.frames.map(\.id) == ["top", "bottom", "t1", "t2", "t3"])
            for (id, frame) in Self.expectedFrames(height: h) {
                #expect(
                    close(solution.frame(of: id), frame),
                    "\(id) at H = \(h): \(String(describing: solution.frame(of: id)))")
            }
        }
        // One LP for the whole sweep, reduced (ModelReduction): the required equalities define
        // every left, width and top but t2.top (bottom.top = top.height, t3.top = top.height −
        // 50, the item heights 50), except `bottom.bottom == root.bottom`, whose definition of
        // bottom.height (root.height − top.height) has no known sign. top.height's two bounds
        // (200…400) fix its sign: one column. Columns = root 4 + top.height 1 + bottom.height±
        // 2 + t2.top± 2 + 2 errors for each of the 2 optional equalities = 13; rows =
        // bottom.bottom, top-half, gap-1, gap-2, equal-gaps = 5: every solve is one merged LP
        // (no fallback), so the 3 hold rows (750, 250, slack; the last stage needs none) that
        // running the stages one by one adds are never added; stages 750, 250, slack
        // (Σ slack = top.height + const), free.
        let statistics = engine.statistics
        #expect(statistics.variableCount == 13)
        #expect(statistics.mergedFallbackCount == 0)
        #expect(statistics.rowCount == 5)
        #expect(statistics.stageCount == 4)
        #expect(statistics.loosenedHoldCount == 0)
    }

    /// One engine re-solved warm over a zig-zag sweep gives the frames of a new engine per size.
    @Test func warmSweepEqualsColdSolves() throws {
        let heights =
            Array(stride(from: 300.0, through: 1400, by: 7)) + Array(stride(from: 1399.5, through: 290, by: -13))
        let warm = try ConstraintLayoutEngine(Self.adaptive)
        for h in heights {
            let size = Size(width: 393, height: h)
            let warmSolution = try warm.solve(in: size)
            let coldSolution = try ConstraintLayoutEngine(Self.adaptive).solve(in: size)
            #expect(warmSolution.frames.map(\.id) == coldSolution.frames.map(\.id))
            for (a, b) in zip(warmSolution.frames, coldSolution.frames) {
                #expect(Tolerance.distance(a.frame, b.frame) <= 1e-9, "\(a.id) at H = \(h)")
            }
        }
    }

    /// Under-determined layouts decided by the tie-break also give the same frames warm and cold.
    @Test func warmEqualsColdWhenTheTieBreakDecides() throws {
        let spec = makeSpec(
            views: plainViews("a", "b", "c"),
            [
                "a.left >= 20", "a.right <= root.right - 20", "b.centerX == root.centerX", "b.top >= a.bottom + 8",
                "c.width == 0.25 * root.width @500", "c.left == b.left + 10",
            ])
        let warm = try ConstraintLayoutEngine(spec)
        for w in [400.0, 120, 800, 33, 400, 1000, 120] {
            let size = Size(width: w, height: 300)
            #expect(try warm.solve(in: size).frames == (try ConstraintLayoutEngine(spec).solve(in: size).frames))
        }
    }

    /// The same spec in another engine (or process) gives identical bytes: no dictionary order.
    @Test func solutionsAreDeterministic() throws {
        let size = Size(width: 393, height: 852)
        let first = try ConstraintLayoutEngine(Self.adaptive).solve(in: size)
        for _ in 0..<5 {
            #expect(try ConstraintLayoutEngine(Self.adaptive).solve(in: size) == first)
        }
    }

    /// ../shared/conformance/cases/kiwi-edit-weak-vs-required-rows (source: github:nucleic/kiwi
    /// py/tests/test_solver.py and tests/SolverTest.cpp test_suggesting_values_for_edit_variables,
    /// part 2; "Weak pulls (v2 >= 0, edit suggestion v2 = 0) cannot break the required
    /// v2 <= -1."). The spec, verbatim:
    ///
    /// ```json
    /// { "format": "layoutlab.constraints/1", "name": "kiwi-edit-weak-vs-required-rows",
    ///   "views": [ { "id": "v1" }, { "id": "v2" } ],
    ///   "constraints": [ "v1.top == root.top", "v1.width == 10", "v1.height == 10",
    ///     "v2.top == root.top", "v2.width == 10", "v2.height == 10", "v1.left + v2.left == 0",
    ///     "v2.left + 1 <= 0", "v2.left >= 0 @250", "v2.left == 0 @250" ] }
    /// ```
    ///
    /// Expected at 400×400 (frameBounds v2.x <= -1, v1.x >= 1; derived v2.x = -1, v1.x = 1):
    /// required v2 <= −1; the 250 level's error is max(0, −v2) + |v2| = −2·v2 for v2 <= −1,
    /// least at v2 = −1 (error 2); then v1 = −v2 = 1.
    @Test func kiwiEditWeakVsRequiredRows() throws {
        let json = """
            { "format": "layoutlab.constraints/1", "name": "kiwi-edit-weak-vs-required-rows",
              "views": [ { "id": "v1" }, { "id": "v2" } ],
              "constraints": [ "v1.top == root.top", "v1.width == 10", "v1.height == 10",
                "v2.top == root.top", "v2.width == 10", "v2.height == 10", "v1.left + v2.left == 0",
                "v2.left + 1 <= 0", "v2.left >= 0 @250", "v2.left == 0 @250" ] }
            """
        let spec = try ConstraintSpec(json: try JSONParser.parse(json))
        let solution = try ConstraintLayoutEngine(spec).solve(in: Size(width: 400, height: 400))
        #expect(solution.status == .solved)
        #expect(close(solution.frame(of: "v1"), Rect(x: 1, y: 0, width: 10, height: 10), within: 1e-9))
        #expect(close(solution.frame(of: "v2"), Rect(x: -1, y: 0, width: 10, height: 10), within: 1e-9))
    }

    /// Engines on several threads at once, each created and used on its own thread.
    @Test func enginesOnSeveralThreads() async throws {
        let sizes = stride(from: 300.0, through: 1400, by: 100).map { Size(width: 393, height: $0) }
        try await withThrowingTaskGroup(of: [LayoutSolution].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    try sizes.map { try ConstraintLayoutEngine.solve(Self.adaptive, in: $0) }
                }
            }
            for try await solutions in group {
                for (solution, size) in zip(solutions, sizes) {
                    #expect(close(solution.frame(of: "top"), Self.expectedFrames(height: size.height)["top"]!))
                }
            }
        }
    }
}

extension SweepTests {
    /// The adaptive layout is fully determined by its priorities: skipping the free-axes stage
    /// (3 stages: 750, 250, slack) changes no frame.
    @Test func slackOnlyTieBreakKeepsDeterminedLayouts() throws {
        let fast = try ConstraintLayoutEngine(Self.adaptive, options: .init(tieBreak: .slackOnly))
        let full = try ConstraintLayoutEngine(Self.adaptive)
        for h in stride(from: 300.0, through: 1400, by: 50) {
            let size = Size(width: 393, height: h)
            let a = try fast.solve(in: size)
            let b = try full.solve(in: size)
            for (x, y) in zip(a.frames, b.frames) { #expect(Tolerance.distance(x.frame, y.frame) <= 1e-9) }
        }
        #expect(fast.statistics.stageCount == 3)
    }
}

extension SweepTests {
    /// peers/README.md "Chain of N views" at N = 30: one weak level leaves many equally good
    /// distributions of the heights; the tie-break picks one, and a warm zig-zag sweep picks
    /// the same one as a cold solve at every size. Every frame is checked against the
    /// required rows: y0 = 0, y[i+1] = y[i] + h[i] + 8, min_i <= h_i <= max_i, last bottom = H.
    @Test func chainWarmEqualsColdThroughTheTieBreak() throws {
        let n = 30
        var constraints: [String] = []
        var bounds: [(Double, Double)] = []
        for i in 0..<n {
            let low = Double(20 + 5 * (i % 3))
            let high = Double(80 + 10 * (i % 5))
            bounds.append((low, high))
            constraints += [
                "v\(i).height >= \(Int(low))", "v\(i).height <= \(Int(high))",
                "v\(i).height == \(40 + (7 * i) % 31) @250",
                i == 0 ? "v0.top == 0" : "v\(i).top == v\(i - 1).bottom + 8",
            ]
        }
        constraints.append("v\(n - 1).bottom == root.bottom")
        let spec = makeSpec(views: (0..<n).map { ConstraintView(id: "v\($0)", path: "views[\($0)]") }, constraints)
        let warm = try ConstraintLayoutEngine(spec)
        for k in [0, 10, 24, 5, 17, 24, 0, 12] {
            // H = 8 (N − 1) + a N with a = 40 … 70.
            let h = Double(8 * (n - 1)) + (40 + 30 * Double(k) / 24) * Double(n)
            let size = Size(width: 100, height: h)
            let solution = try warm.solve(in: size)
            let cold = try ConstraintLayoutEngine(spec).solve(in: size)
            for (a, b) in zip(solution.frames, cold.frames) {
                #expect(Tolerance.distance(a.frame, b.frame) <= 1e-6, "\(a.id) at H = \(h): \(a.frame) vs \(b.frame)")
            }
            var y = 0.0
            for (i, frame) in solution.frames.map(\.frame).enumerated() {
                #expect(
                    abs(frame.y - y) <= 1e-6 && frame.height >= bounds[i].0 - 1e-6 && frame.height <= bounds[i].1 + 1e-6
                )
                y = frame.maxY + 8
            }
            #expect(abs(y - 8 - h) <= 1e-6)
        }
    }
}
