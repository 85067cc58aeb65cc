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
            LPError.notOptimal(status: 1),
            "the simplex method ended without an optimal solution (status GLP_UNDEF = 1)"
        ),
        (LPError.solverFailed(code: 2), "the simplex method failed (glp_simplex returned GLP_ESING = 2)"),
        (LPError.solverFailed(code: 99), "the simplex method failed (glp_simplex returned 99)"),
        (LPError.writeFailed(path: "/x/y.lp"), "GLPK could not write the problem to '/x/y.lp'"),
    ])
    func descriptionNamesWhatFailed(_ error: LPError, _ text: String) {
        #expect(error.description == text)
    }
}
