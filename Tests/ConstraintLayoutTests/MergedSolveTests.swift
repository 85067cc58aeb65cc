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
}
