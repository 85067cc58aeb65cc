/// Whether ``LinearProgram/solve()`` looks for the smallest or the largest objective value.
public enum OptimizationDirection: Sendable, Equatable {
    /// Find the smallest objective value (GLPK's `GLP_MIN`).
    case minimize
    /// Find the largest objective value (GLPK's `GLP_MAX`).
    case maximize
}
