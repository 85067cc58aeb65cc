/// Why a ``LinearProgram`` operation failed.
///
/// Every argument is checked in Swift before GLPK sees it, because GLPK answers invalid input
/// by printing a message and calling `abort()`. Those checks report ``invalidArgument(_:)``
/// with a sentence naming the offending row, variable or value. The other cases report what
/// the simplex method said.
public enum LPError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An argument was rejected before reaching GLPK: an index out of range, a NaN or
    /// infinite number, a lower bound above its upper bound, mismatched array lengths, a
    /// count GLPK cannot hold. The text says which argument and why.
    case invalidArgument(String)
    /// The simplex method stopped after ``LinearProgram/iterationLimit`` iterations without
    /// reaching a conclusion.
    case iterationLimit
    /// The simplex method stopped after ``LinearProgram/timeLimitMilliseconds`` without
    /// reaching a conclusion.
    case timeLimit
    /// The simplex method finished but the solution is neither optimal nor proven
    /// infeasible or unbounded: how GLPK left the solution (``LPSolverStatus/undefined``,
    /// ``LPSolverStatus/feasible``, …).
    case notOptimal(status: LPSolverStatus)
    /// `glp_simplex` returned an error code this wrapper cannot recover from (for example
    /// ``LPSolverFailure/singularBasis`` after one retry from a fresh basis).
    case solverFailed(code: LPSolverFailure)
    /// GLPK could not write the file at `path` (see ``LinearProgram/writeCPLEX(toPath:)``).
    case writeFailed(path: String)

    /// One sentence saying what failed, with GLPK's names for its codes.
    public var description: String {
        switch self {
        case .invalidArgument(let reason):
            return "invalid argument: \(reason)"
        case .iterationLimit:
            return "the simplex method reached its iteration limit without a result"
        case .timeLimit:
            return "the simplex method reached its time limit without a result"
        case .notOptimal(let status):
            return "the simplex method ended without an optimal solution (status \(status))"
        case .solverFailed(let code):
            return "the simplex method failed (glp_simplex returned \(code))"
        case .writeFailed(let path):
            return "GLPK could not write the problem to '\(path)'"
        }
    }
}
