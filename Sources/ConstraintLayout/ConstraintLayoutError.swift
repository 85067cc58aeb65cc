import LayoutCore
import LinearProgramming

/// A failure of the constraint engine that is not a property of the layout — the LP solver hit
/// a limit or ended without an answer. (Conflicting required constraints are not an error:
/// ``ConstraintLayoutEngine/solve(in:)`` returns an `.unsatisfiable` solution for them.)
///
/// The command line maps every `ConstraintLayoutError` to exit status 70 (internal error).
public struct ConstraintLayoutError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        /// The simplex method reached its iteration limit.
        case iterationLimit
        /// The simplex method reached its time limit.
        case timeLimit
        /// The simplex method ended without a conclusion: how it left the solution.
        case notOptimal(status: LPSolverStatus)
        /// The LP solver failed: why (``LPSolverFailure/containedFatalError`` for a GLPK fatal
        /// error contained by the guard).
        case solverFailed(code: LPSolverFailure)
        /// The LP wrapper rejected an argument: a bug in the engine, described.
        case invalidModel(String)
        /// A stage ended infeasible or unbounded although the previous ones guarantee it cannot
        /// (numerical trouble); the text says which.
        case unexpectedOutcome(String)
        /// The solve size is not a finite width and height.
        case invalidSize
        /// A solved frame value is not finite (RELIABILITY.md #13); the view's id.
        case nonFiniteResult(view: String)
    }

    public var reason: Reason
    /// Which step failed: `priority 750`, `tie-break: inequality slack`, `conflict search`….
    public var stage: String
    /// The spec's name.
    public var spec: String
    /// The size being solved.
    public var size: Size

    public init(_ reason: Reason, stage: String, spec: String, size: Size) {
        self.reason = reason
        self.stage = stage
        self.spec = spec
        self.size = size
    }

    public var description: String {
        let what: String
        switch reason {
        case .iterationLimit: what = "the LP solver reached its iteration limit"
        case .timeLimit: what = "the LP solver reached its time limit"
        case .notOptimal(let status):
            what = "the LP solver ended without an optimal solution (GLPK status \(status.rawValue))"
        case .solverFailed(let code): what = "the LP solver failed (glp_simplex returned \(code.rawValue))"
        case .invalidModel(let text): what = "the engine built an invalid LP: \(text)"
        case .unexpectedOutcome(let text): what = text
        case .invalidSize: what = "the constraint engine needs a finite width and height"
        case .nonFiniteResult(let view): what = "the solution for view \"\(view)\" is not finite"
        }
        let name = spec.isEmpty ? "(unnamed)" : spec
        return
            "constraint engine, spec \(name) at \(JSONWriter.formatNumber(size.width))x\(JSONWriter.formatNumber(size.height)), \(stage): \(what)"
    }
}
