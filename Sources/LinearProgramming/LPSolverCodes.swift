import CGLPK
import CGLPKGuard

/// How the simplex method left a solution it could not call optimal, infeasible or unbounded
/// (GLPK's `glp_get_status` code, under a Swift name).
public struct LPSolverStatus: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// GLPK's `glp_get_status` value.
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The solution is undefined (`GLP_UNDEF`).
    public static let undefined = Self(rawValue: GLP_UNDEF)
    /// The solution is feasible but not proven optimal (`GLP_FEAS`).
    public static let feasible = Self(rawValue: GLP_FEAS)
    /// The solution is infeasible (`GLP_INFEAS`).
    public static let infeasible = Self(rawValue: GLP_INFEAS)
    /// The problem has no feasible solution (`GLP_NOFEAS`).
    public static let noFeasible = Self(rawValue: GLP_NOFEAS)
    /// The solution is optimal (`GLP_OPT`).
    public static let optimal = Self(rawValue: GLP_OPT)
    /// The problem is unbounded (`GLP_UNBND`).
    public static let unbounded = Self(rawValue: GLP_UNBND)

    /// GLPK's name with the number (`GLP_UNDEF = 1`), or the number alone when unknown.
    public var description: String {
        let names: [(Self, String)] = [
            (.undefined, "GLP_UNDEF"), (.feasible, "GLP_FEAS"), (.infeasible, "GLP_INFEAS"),
            (.noFeasible, "GLP_NOFEAS"), (.optimal, "GLP_OPT"), (.unbounded, "GLP_UNBND"),
        ]
        guard let name = names.first(where: { $0.0 == self })?.1 else { return "\(rawValue)" }
        return "\(name) = \(rawValue)"
    }
}

/// Why `glp_simplex` failed (its return code, under a Swift name).
public struct LPSolverFailure: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// GLPK's `glp_simplex` return code (or the guard's code for a contained fatal error).
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The initial basis is invalid (`GLP_EBADB`).
    public static let invalidBasis = Self(rawValue: GLP_EBADB)
    /// The basis matrix is singular (`GLP_ESING`).
    public static let singularBasis = Self(rawValue: GLP_ESING)
    /// The basis matrix is ill-conditioned (`GLP_ECOND`).
    public static let illConditionedBasis = Self(rawValue: GLP_ECOND)
    /// A variable has invalid bounds (`GLP_EBOUND`).
    public static let invalidBounds = Self(rawValue: GLP_EBOUND)
    /// The solver failed (`GLP_EFAIL`).
    public static let failed = Self(rawValue: GLP_EFAIL)
    /// The objective reached its lower limit (`GLP_EOBJLL`).
    public static let objectiveLowerLimit = Self(rawValue: GLP_EOBJLL)
    /// The objective reached its upper limit (`GLP_EOBJUL`).
    public static let objectiveUpperLimit = Self(rawValue: GLP_EOBJUL)
    /// The iteration limit was reached (`GLP_EITLIM`).
    public static let iterationLimit = Self(rawValue: GLP_EITLIM)
    /// The time limit was reached (`GLP_ETMLIM`).
    public static let timeLimit = Self(rawValue: GLP_ETMLIM)
    /// The presolver found no primal feasible solution (`GLP_ENOPFS`).
    public static let noPrimalFeasible = Self(rawValue: GLP_ENOPFS)
    /// The presolver found no dual feasible solution (`GLP_ENODFS`).
    public static let noDualFeasible = Self(rawValue: GLP_ENODFS)
    /// A GLPK fatal error, contained by ``GLPKGuard`` (RELIABILITY.md #12).
    public static let containedFatalError = Self(rawValue: Int32(LLGLPK_FATAL_ERROR))

    /// GLPK's name with the number (`GLP_ESING = 2`), or the number alone when unknown.
    public var description: String {
        let names: [(Self, String)] = [
            (.invalidBasis, "GLP_EBADB"), (.singularBasis, "GLP_ESING"), (.illConditionedBasis, "GLP_ECOND"),
            (.invalidBounds, "GLP_EBOUND"), (.failed, "GLP_EFAIL"), (.objectiveLowerLimit, "GLP_EOBJLL"),
            (.objectiveUpperLimit, "GLP_EOBJUL"), (.iterationLimit, "GLP_EITLIM"), (.timeLimit, "GLP_ETMLIM"),
            (.noPrimalFeasible, "GLP_ENOPFS"), (.noDualFeasible, "GLP_ENODFS"),
            (.containedFatalError, "a GLPK fatal error, contained by the guard"),
        ]
        guard let name = names.first(where: { $0.0 == self })?.1 else { return "\(rawValue)" }
        return "\(name) = \(rawValue)"
    }
}
