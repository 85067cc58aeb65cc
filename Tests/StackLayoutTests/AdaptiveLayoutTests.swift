import LayoutCore
import StackLayout
import Testing

/// The adaptive layout of the seeds (SEMANTICS §A worked example; FORMATS.md §1's
/// "adaptive-split"), re-solved warm for every height.
@Suite struct AdaptiveLayoutTests {
    /// VStack(spacing: 0) {
    ///     VStack { t1.frame(height: 50); Spacer(minLength: 20); t2…; Spacer(minLength: 20); t3… }
    ///         .frame(minHeight: 200, maxHeight: 400)   // id "top"
    ///     Color  // id "bottom"
    /// }
    static let spec = ViewSpec(
        name: "adaptive-split",
        root: vStack(
            spacing: 0,
            vStack(
                color("t1").frame(height: 50), spacer("g1", minLength: 20),
                color("t2").frame(height: 50), spacer("g2", minLength: 20),
                color("t3").frame(height: 50)
            ).frame(minHeight: 200, maxHeight: 400, id: "top"),
            color("bottom")))

    @Test func topIsHalfClampedAndSpacersShareWhatTheThreeRowsLeave() {
        // Outer VStack(spacing: 0) in 393×H: top's frame is min 200, max 400 (flex 200),
        // bottom 0…∞: top first, offered H/2 → clamp(H/2, 200, 400) = T; bottom the rest,
        // H − T. Inside top (T tall): gaps are 0 (every gap touches a Spacer); the three
        // 50-pt rows go first, reserving the spacers' 2 × 20; the spacers then share
        // T − 150: the first is offered (T − 150)/2 ≥ 25 > 20, the second the rest.
        // Spacers are 0 wide across the VStack, centred: x = 393/2.
        var engine = StackLayoutEngine(Self.spec)
        var failures = 0
        for h in 300...1400 {
            let height = Double(h)
            let solution = engine.solve(in: SolveSize(width: 393, height: height))
            let frames = solution.frameIndex
            let top = min(max(height / 2, 200), 400)
            let gap = (top - 150) / 2
            let expected: [String: Rect] = [
                "top": Rect(x: 0, y: 0, width: 393, height: top),
                "t1": Rect(x: 0, y: 0, width: 393, height: 50),
                "g1": Rect(x: 196.5, y: 50, width: 0, height: gap),
                "t2": Rect(x: 0, y: 50 + gap, width: 393, height: 50),
                "g2": Rect(x: 196.5, y: 100 + gap, width: 0, height: gap),
                "t3": Rect(x: 0, y: top - 50, width: 393, height: 50),
                "bottom": Rect(x: 0, y: top, width: 393, height: height - top),
            ]
            for (id, rect) in expected.sorted(by: { $0.key < $1.key }) {
                guard let frame = frames[id], Tolerance.distance(frame, rect) <= Tolerance.frame else {
                    failures += 1
                    if failures <= 5 {
                        Issue.record(
                            "H = \(h): \"\(id)\" got \(frames[id].map(describe) ?? "nil"), expected \(describe(rect))")
                    }
                    continue
                }
            }
            if !solution.diagnostics.isEmpty { Issue.record("H = \(h): unexpected \(solution.diagnostics)") }
        }
        #expect(failures == 0)
    }

    @Test func warmResolveMatchesAFreshEngineAtEveryHeight() {
        // Re-solving one engine must give exactly what a fresh engine gives (caches and
        // sort orders carry nothing wrong from the previous height).
        var warm = StackLayoutEngine(Self.spec)
        for h in stride(from: 1400, through: 300, by: -37) {
            let size = SolveSize(width: 393, height: Double(h))
            var fresh = StackLayoutEngine(Self.spec)
            #expect(warm.solve(in: size) == fresh.solve(in: size), "H = \(h)")
        }
    }
}
