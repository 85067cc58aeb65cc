import ConstraintLayout
import LayoutCore
import Testing

/// `--recover` (Auto Layout's constraint breaking), `--check-ambiguity` (ranges with every
/// priority level optimal) and `--dump-lp` (each stage's LP in CPLEX LP format).
@Suite struct RecoveryAndAmbiguityTests {
    static let recovering = ConstraintLayoutEngine.Options(recovers: true)
    static let checking = ConstraintLayoutEngine.Options(checksAmbiguity: true)

    /// The minimal set is {constraints[0] (width 100), wide (width ≥ 150)}; its last member in
    /// spec order, `wide`, is broken → width 100.
    @Test func recoveryBreaksTheLastMemberOfTheConflict() throws {
        let spec = makeSpec(
            views: plainViews("a"),
            ["a.width == 100", "a.left == 0", "a.width >= 150 # wide", "a.height == 10", "a.top == 0"])
        let solution = try solve(spec, 400, 400, options: Self.recovering)
        #expect(solution.status == .solved)
        #expect(close(solution.frame(of: "a"), Rect(x: 0, y: 0, width: 100, height: 10)))
        #expect(solution.diagnostics.map(\.kind) == [.brokenConstraint])
        #expect(solution.diagnostics.first?.constraints == ["wide"])
        #expect(solution.diagnostics.first?.message.contains("Will attempt to recover by breaking constraint") == true)
    }

    /// The report lists the minimal set as Apple's log does: a sentence, then the constraints in
    /// parentheses, each named by identifier or JSON path.
    @Test func conflictMessageReadsLikeApples() throws {
        let solution = try solve(
            makeSpec(views: plainViews("a"), ["a.width == 100", "a.width >= 150 # wide"]), 400, 400)
        #expect(
            solution.diagnostics.first?.message == """
                Unable to simultaneously satisfy constraints at 400x400. These 2 required constraints conflict, \
                and removing any one of them resolves the conflict. Probably at least one of them is one you \
                don't want; lower its priority or remove it (or solve with --recover to break it as Auto Layout does):
                (
                    "a.width == 100" (constraints[0]),
                    "a.width >= 150 # wide" (wide)
                )
                """)
    }

    /// Two independent conflicts: the search finds {2, 3} first (FORMATS §2), breaks 3, then
    /// {0, 1} and breaks 1 → a.width 1, b.width 1. A constant contradiction is broken first.
    /// The engine is reusable: the broken rows are restored, so a plain solve still conflicts.
    @Test func recoveryRepeatsUntilSatisfiable() throws {
        let spec = makeSpec(
            views: plainViews("a", "b"),
            ["a.width == 1", "a.width == 2", "b.width == 1", "b.width == 2", "a.left - a.left == 5 # never"])
        let engine = try ConstraintLayoutEngine(spec, options: Self.recovering)
        let solution = try engine.solve(in: Size(width: 400, height: 400))
        #expect(solution.frame(of: "a")?.width == 1)
        #expect(solution.frame(of: "b")?.width == 1)
        #expect(solution.diagnostics.map(\.constraints) == [["never"], ["constraints[3]"], ["constraints[1]"]])
        #expect(try engine.solve(in: Size(width: 400, height: 400)).diagnostics.count == 3)
        #expect(try solve(spec, 400, 400).status == .unsatisfiable)
    }

    /// `a.left >= 20` alone: the tie-break puts a at 20, but any x ≥ 20 keeps every level
    /// optimal → x 20…∞. `c` is mentioned nowhere → every value unbounded. `b` is determined.
    @Test func ambiguityReportsRanges() throws {
        let spec = makeSpec(
            views: plainViews("a", "b", "c"),
            [
                "a.left >= 20", "a.width == 100", "a.top == 0", "a.height == 10", "b.left == 0", "b.top == 0",
                "b.width == 5", "b.height == 5",
            ])
        let solution = try solve(spec, 400, 400, options: Self.checking)
        let ambiguous = solution.diagnostics.filter { $0.kind == .ambiguous }
        #expect(ambiguous.map(\.views) == [["a"], ["c"]])
        #expect(ambiguous[0].message.contains("x 20…∞ (solved 20)"), "\(ambiguous[0].message)")
        #expect(!ambiguous[0].message.contains("width"))
        #expect(ambiguous[1].message.contains("width −∞…∞ (solved 0)"), "\(ambiguous[1].message)")
    }

    /// Two views sharing 250 with `>= 20` each: a.width can be 20…230 (b takes the rest) at the
    /// optimum of every level; so can b.width and b.x (20…230 as b.x = a.width).
    /// Priorities that decide remove the ambiguity: `a.width == b.width @250` → none.
    @Test func ambiguityRespectsPriorityLevels() throws {
        let base = [
            "a.left == 0", "a.width >= 20", "b.left == a.right", "b.width >= 20", "b.right == root.right",
            "a.top == 0", "a.height == 1", "b.top == 0", "b.height == 1",
        ]
        let open = try solve(makeSpec(views: plainViews("a", "b"), base), 250, 100, options: Self.checking)
        #expect(open.diagnostics.first?.message.contains("width 20…230") == true, "\(open.diagnostics)")
        #expect(open.diagnostics.first?.amount == 210)
        let decided = try solve(
            makeSpec(views: plainViews("a", "b"), base + ["a.width == b.width @250"]), 250, 100,
            options: Self.checking)
        #expect(decided.diagnostics.isEmpty, "\(decided.diagnostics)")
        #expect(decided.frame(of: "a")?.width == 125)
    }

    /// Every stage's LP, in CPLEX LP format, preceded by its name: one optional level
    /// (defaultHigh) and the two tie-break stages.
    @Test func recordedLPHasEveryStage() throws {
        let spec = makeSpec(views: plainViews("a"), ["a.left >= 10", "a.width == 100 @750"])
        let engine = try ConstraintLayoutEngine(spec, options: .init(recordsLP: true))
        _ = try engine.solve(in: Size(width: 400, height: 400))
        let text = try #require(engine.recordedLP)
        #expect(text.contains("\n\\ stage 1: priority defaultHigh\n"))
        #expect(text.contains("\\ stage 2: tie-break: inequality slack\n"))
        #expect(text.contains("\\ stage 3: tie-break: free axes at zero\n"))
        #expect(text.components(separatedBy: "Subject To").count - 1 == engine.statistics.stageCount)
        #expect(try ConstraintLayoutEngine(spec).recordedLP == nil)
    }
}
