import ConstraintLayout
import LayoutCore
import Testing

/// One merged LP per layout solve when its basis is lexicographically optimal
/// (`ConstraintProgram+Merged.swift`): the frames equal the staged solve's.
@Suite struct MergedSolveTests {
    /// ReductionTests' chain of 4 views: one weak level, then the free-axes tie-break. Every
    /// solve here is a real one (no basis reuse); the merged engine's frames match the staged,
    /// unreduced LP (LP recording turns merging off) over a sweep that crosses basis changes,
    /// warm, and cold engines at each size.
    @Test func mergedSolvesMatchTheStagedSolve() throws {
        let merged = try ConstraintLayoutEngine(ReductionTests.spec, options: .init(reusesBases: false))
        let staged = try ConstraintLayoutEngine(ReductionTests.spec, options: .init(recordsLP: true))
        let steps = Array(stride(from: 40.0, through: 70, by: 2.5)) + Array(stride(from: 70.0, through: 40, by: -3.5))
        for a in steps {
            let size = Size(width: 393, height: 24 + 4 * a)
            let x = try merged.solve(in: size)
            let y = try staged.solve(in: size)
            let z = try ConstraintLayoutEngine.solve(ReductionTests.spec, in: size)
            #expect(x.status == .solved && y.status == .solved && z.status == .solved)
            for ((p, q), r) in zip(zip(x.frames, y.frames), z.frames) {
                #expect(Tolerance.distance(p.frame, q.frame) <= 1e-9, "\(p.id) at \(size)")
                #expect(Tolerance.distance(p.frame, r.frame) <= 1e-9, "\(p.id) cold at \(size)")
            }
        }
        let statistics = merged.statistics
        #expect(statistics.mergedSolveCount > 0)
        #expect(statistics.mergedSolveCount + statistics.mergedFallbackCount == steps.count)
        #expect(staged.statistics.mergedSolveCount == 0 && staged.statistics.mergedFallbackCount == 0)
    }

    /// Eight optional levels (@900 … @200), each pulling one view's width toward 10·(k+1): the
    /// merged weights would need ≈ 1000 per level (1000⁷ = 1e21 > 1e15, the limit of
    /// `mergedWeightLimit`), so the stages are solved one by one, never merged. All eight are
    /// satisfiable: widths 10…80 (hand), and the tie-break puts every free position and height
    /// at 0.
    @Test func tooManyLevelsAreSolvedStageByStage() throws {
        let ids = (0..<8).map { "v\($0)" }
        let texts = ids.enumerated().map { k, id in "\(id).width == \(10 * (k + 1)) @\(900 - 100 * k)" }
        let spec = ConstraintSpec(
            name: "levels", views: ids.map { ConstraintView(id: $0) },
            constraints: texts.enumerated().map { .text($0.element, path: "constraints[\($0.offset)]") })
        let engine = try ConstraintLayoutEngine(spec, options: .init(reusesBases: false))
        let solution = try engine.solve(in: Size(width: 393, height: 852))
        #expect(solution.status == .solved)
        for (k, id) in ids.enumerated() {
            #expect(solution.frame(of: id) == Rect(x: 0, y: 0, width: Double(10 * (k + 1)), height: 0), "\(id)")
        }
        #expect(engine.statistics.mergedSolveCount == 0 && engine.statistics.mergedFallbackCount == 0)
        // 8 rows (one per optional equality; the reduction keeps them), then the hold rows
        // added before the stages ran: one per priority level (the free-axes stage, last,
        // needs none; there is no inequality, so no slack stage) = 16.
        #expect(engine.statistics.rowCount == 16)
    }

    /// A merged basis that is NOT lexicographically optimal, so the engine falls back to the
    /// stages (warm from it, with the hold rows added then). `a.width == 100 @750` outranks
    /// `b.width == 0 @250`, and `b.width == 10000 * a.width` is required. Lexicographic (by
    /// hand): stage @750 alone → a.width = 100 (error 0); then @250 can only take
    /// b.width = 10000 · 100 = 1,000,000 (error 1e6). The merged weights are 1000 : 1 (margin
    /// 1000 over unit coefficients), so the merged LP prefers a.width = 0: cost 1000 · 100 =
    /// 1e5 against 1e6 for the lexicographic answer — its basis fails the check. Heights,
    /// positions: 10 and 0 (required).
    @Test func mergedBasisThatIsNotLexicographicFallsBackToTheStages() throws {
        let texts = [
            "a.width == 100 @750", "b.width == 10000 * a.width", "b.width == 0 @250",
            "a.left == root.left", "a.top == root.top", "a.height == 10",
            "b.left == root.left", "b.top == root.top", "b.height == 10",
        ]
        let spec = ConstraintSpec(
            name: "fallback", views: [ConstraintView(id: "a"), ConstraintView(id: "b")],
            constraints: texts.enumerated().map { .text($0.element, path: "constraints[\($0.offset)]") })
        let engine = try ConstraintLayoutEngine(spec, options: .init(reusesBases: false))
        for height in [852.0, 700, 852] {
            let solution = try engine.solve(in: Size(width: 393, height: height))
            #expect(solution.status == .solved)
            #expect(solution.frame(of: "a") == Rect(x: 0, y: 0, width: 100, height: 10))
            #expect(solution.frame(of: "b") == Rect(x: 0, y: 0, width: 1_000_000, height: 10))
        }
        #expect(engine.statistics.mergedFallbackCount >= 1)
        let weighted = try ConstraintLayoutEngine(spec, options: .init(priorityMode: .weighted))
        let w = try weighted.solve(in: Size(width: 393, height: 852))
        // Weighted mode (kiwi's strengths: @750 weighs 1e6, @250 weighs 1): a.width = 0 would
        // cost 1e6 · 100 = 1e8 against 1 · 1e6 for a.width = 100, so the same answer.
        #expect(w.frame(of: "a")?.width == 100 && w.frame(of: "b")?.width == 1_000_000)
    }
}
