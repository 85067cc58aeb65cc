import CGLPK

/// Which simplex method ``LinearProgram/solve()`` runs (GLPK's `glp_smcp.meth`).
public enum SimplexMethod: Sendable, Equatable {
    /// The primal simplex (`GLP_PRIMAL`, the default): best when the previous basis is still
    /// primal feasible, e.g. after the objective changed.
    case primal
    /// The dual simplex, falling back to the primal when the basis is not dual feasible
    /// (`GLP_DUALP`): best for a warm re-solve after bounds changed with the objective kept,
    /// where the previous optimal basis stays dual feasible.
    case dualThenPrimal
}

extension LinearProgram {
    /// The simplex method the next solves use (default ``SimplexMethod/primal``).
    public var method: SimplexMethod {
        get { parameters.meth == GLP_DUALP ? .dualThenPrimal : .primal }
        set { parameters.meth = newValue == .dualThenPrimal ? GLP_DUALP : GLP_PRIMAL }
    }
}

extension LinearProgram {
    /// Whether the next solves run GLPK's LP presolver first (`glp_smcp.presolve`, default
    /// off). The presolver ignores the current basis (a cold solve, often much faster on a
    /// large problem with singleton and doubleton rows); the optimal basis of the full
    /// problem is recovered afterwards, so later solves with it off warm-start from it.
    public var usesPresolve: Bool {
        get { parameters.presolve == GLP_ON }
        set { parameters.presolve = newValue ? GLP_ON : GLP_OFF }
    }
}
