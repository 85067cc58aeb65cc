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

/// How the simplex chooses the entering variable (GLPK's `glp_smcp.pricing`).
public enum SimplexPricing: Sendable, Equatable {
    /// Projected steepest edge (`GLP_PT_PSE`, GLPK's default): fewer pivots from a cold start,
    /// but each pivot updates the edge weights.
    case projectedSteepestEdge
    /// Textbook Dantzig pricing (`GLP_PT_STD`): cheaper pivots; faster for warm re-solves
    /// that need few of them.
    case standard
}

/// How the simplex chooses the leaving variable (GLPK's `glp_smcp.r_test`).
public enum SimplexRatioTest: Sendable, Equatable {
    /// Harris's two-pass ratio test (`GLP_RT_HAR`, GLPK's default).
    case harris
    /// The textbook ratio test (`GLP_RT_STD`).
    case standard
}

extension LinearProgram {
    /// The pricing rule the next solves use (default ``SimplexPricing/projectedSteepestEdge``).
    public var pricing: SimplexPricing {
        get { parameters.pricing == GLP_PT_STD ? .standard : .projectedSteepestEdge }
        set { parameters.pricing = newValue == .standard ? GLP_PT_STD : GLP_PT_PSE }
    }

    /// The ratio test the next solves use (default ``SimplexRatioTest/harris``).
    public var ratioTest: SimplexRatioTest {
        get { parameters.r_test == GLP_RT_STD ? .standard : .harris }
        set { parameters.r_test = newValue == .standard ? GLP_RT_STD : GLP_RT_HAR }
    }
}
