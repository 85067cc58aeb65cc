import LinearProgramming
import Testing

@Suite struct LPErrorTests {
    @Test(arguments: [
        (
            LPError.invalidArgument("row 3: lower bound 2.0 is greater than upper bound 1.0"),
            "invalid argument: row 3: lower bound 2.0 is greater than upper bound 1.0"
        ),
        (LPError.iterationLimit, "the simplex method reached its iteration limit without a result"),
        (LPError.timeLimit, "the simplex method reached its time limit without a result"),
        (
            LPError.notOptimal(status: .undefined),
            "the simplex method ended without an optimal solution (status GLP_UNDEF = 1)"
        ),
        (LPError.solverFailed(code: .singularBasis), "the simplex method failed (glp_simplex returned GLP_ESING = 2)"),
        (
            LPError.solverFailed(code: LPSolverFailure(rawValue: 99)),
            "the simplex method failed (glp_simplex returned 99)"
        ),
        (LPError.writeFailed(path: "/x/y.lp"), "GLPK could not write the problem to '/x/y.lp'"),
    ])
    func descriptionNamesWhatFailed(_ error: LPError, _ text: String) {
        #expect(error.description == text)
    }

    /// The Swift names stand for GLPK's codes (glpk.h: GLP_UNDEF 1 … GLP_UNBND 6, GLP_EBADB
    /// 0x01 … GLP_ENODFS 0x0B; the guard's fatal error is LLGLPK_FATAL_ERROR, −1000).
    @Test func solverCodesCarryGLPKsNumbers() {
        #expect(LPSolverStatus.undefined.rawValue == 1)
        #expect(LPSolverStatus.unbounded.rawValue == 6)
        #expect(LPSolverFailure.singularBasis.rawValue == 2)
        #expect(LPSolverFailure.noDualFeasible.rawValue == 11)
        #expect(LPSolverFailure.containedFatalError.rawValue == -1000)
        #expect(LPSolverFailure(rawValue: 2) == .singularBasis)
        #expect(LPSolverStatus.feasible.description == "GLP_FEAS = 2")
    }
}
