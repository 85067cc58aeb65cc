import ConstraintLayout
import Foundation
import LayoutCore
import LinearProgramming
import Testing

/// A GLPK fatal error that slips past validation is contained (RELIABILITY.md #12): the
/// process survives, the error is typed, nothing reaches stdout, and the next solve works.
@Suite struct GLPKContainmentTests {
    /// max x + 2y subject to x + y ≤ 4, x, y ≥ 0: 8 at (0, 4).
    static func smallProgram() throws -> LinearProgram {
        let lp = LinearProgram(direction: .maximize)
        _ = try lp.addVariables(count: 2)
        try lp.setBounds(ofVariable: 0, .atLeast(0))
        try lp.setBounds(ofVariable: 1, .atLeast(0))
        _ = try lp.addRow(indices: [0, 1], coefficients: [1, 1], bounds: .atMost(4))
        try lp.setObjective(indices: [0, 1], coefficients: [1, 2])
        return lp
    }

    @Test func injectedFatalErrorIsTypedAndTheNextSolveWorks() throws {
        let doomed = try Self.smallProgram()
        GLPKGuard.injectFatalErrorForTesting()
        #expect(throws: LPError.solverFailed(code: .containedFatalError)) { try doomed.solve() }
        #expect(GLPKGuard.lastFatalMessage.contains("glp_add_rows"))
        // The environment was freed and set up again: a new problem solves normally.
        let next = try Self.smallProgram()
        #expect(try next.solve() == .optimal)
        #expect(next.objectiveValue == 8)
    }

    @Test func manyContainedErrorsInARow() throws {
        for _ in 0..<50 {
            let lp = try Self.smallProgram()
            GLPKGuard.injectFatalErrorForTesting()
            #expect(throws: LPError.self) { try lp.solve() }
        }
        let lp = try Self.smallProgram()
        #expect(try lp.solve() == .optimal)
    }

    @Test func constraintEngineReportsATypedError() throws {
        let json = """
            {"format": "layoutlab.constraints/1", "name": "c", "views": [{"id": "a"}],
             "constraints": ["a.left == 0", "a.top == 0", "a.width == 10", "a.height == 20"]}
            """
        let spec = try Specs.constraints(json)
        GLPKGuard.injectFatalErrorForTesting()
        let error = #expect(throws: ConstraintLayoutError.self) {
            try ConstraintLayoutEngine.solve(spec, in: Size(width: 100, height: 100))
        }
        #expect(error?.reason == .solverFailed(code: .containedFatalError))
        let solution = try ConstraintLayoutEngine.solve(spec, in: Size(width: 100, height: 100))
        #expect(solution.frame(of: "a") == Rect(x: 0, y: 0, width: 10, height: 20))
    }

    @Test func commandLineExitsSeventyWithNothingOnStdout() throws {
        let path = try LayoutLab.file(
            """
            {"format": "layoutlab.constraints/1", "name": "c", "views": [{"id": "a"}],
             "constraints": ["a.left == 0", "a.top == 0", "a.width == 10", "a.height == 20"]}
            """)
        let result = try LayoutLab.run(
            ["solve", path, "--size", "100x100", "--format", "json"],
            environment: ["LAYOUTLAB_TEST_INJECT_GLPK_FATAL": "1"])
        #expect(result.status == 70)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("internal error") && result.stderr.contains("returned -1000"))
        let clean = try LayoutLab.run(["solve", path, "--size", "100x100", "--format", "json"])
        #expect(clean.status == 0)
    }
}
