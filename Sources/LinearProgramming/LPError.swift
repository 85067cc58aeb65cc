import CGLPK

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
    /// infeasible or unbounded. `status` is GLPK's `glp_get_status` code (`GLP_UNDEF` = 1,
    /// `GLP_FEAS` = 2, …).
    case notOptimal(status: Int32)
    /// `glp_simplex` returned an error code this wrapper cannot recover from (for example
    /// `GLP_ESING` = 2 after one retry from a fresh basis). `code` is GLPK's return code.
    case solverFailed(code: Int32)
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
            return "the simplex method ended without an optimal solution (status \(Self.statusName(status)))"
        case .solverFailed(let code):
            return "the simplex method failed (glp_simplex returned \(Self.returnCodeName(code)))"
        case .writeFailed(let path):
            return "GLPK could not write the problem to '\(path)'"
        }
    }

    /// GLPK's name for a `glp_get_status` value, with the number.
    static func statusName(_ status: Int32) -> String {
        let name: String
        switch status {
        case GLP_UNDEF: name = "GLP_UNDEF"
        case GLP_FEAS: name = "GLP_FEAS"
        case GLP_INFEAS: name = "GLP_INFEAS"
        case GLP_NOFEAS: name = "GLP_NOFEAS"
        case GLP_OPT: name = "GLP_OPT"
        case GLP_UNBND: name = "GLP_UNBND"
        default: return "\(status)"
        }
        return "\(name) = \(status)"
    }

    /// GLPK's name for a `glp_simplex` return code, with the number.
    static func returnCodeName(_ code: Int32) -> String {
        let name: String
        switch code {
        case GLP_EBADB: name = "GLP_EBADB"
        case GLP_ESING: name = "GLP_ESING"
        case GLP_ECOND: name = "GLP_ECOND"
        case GLP_EBOUND: name = "GLP_EBOUND"
        case GLP_EFAIL: name = "GLP_EFAIL"
        case GLP_EOBJLL: name = "GLP_EOBJLL"
        case GLP_EOBJUL: name = "GLP_EOBJUL"
        case GLP_EITLIM: name = "GLP_EITLIM"
        case GLP_ETMLIM: name = "GLP_ETMLIM"
        case GLP_ENOPFS: name = "GLP_ENOPFS"
        case GLP_ENODFS: name = "GLP_ENODFS"
        case GLPKGuard.fatalErrorCode: name = "a GLPK fatal error, contained by the guard"
        default: return "\(code)"
        }
        return "\(name) = \(code)"
    }
}
