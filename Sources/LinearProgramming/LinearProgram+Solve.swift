import CGLPK

extension LinearProgram {
    /// Solves the problem with GLPK's primal simplex method (`glp_simplex`, presolve off).
    ///
    /// The first solve starts from GLPK's standard basis; later solves start from the basis the
    /// previous one ended with, so re-solving after changing a few bounds or coefficients takes
    /// few iterations. When that basis is unusable (invalid after ``deleteRows(_:)``, singular or
    /// ill-conditioned), GLPK's advanced initial basis is built and the solve retried once.
    ///
    /// - Returns: ``LPSolveOutcome/optimal`` (values can now be read),
    ///   ``LPSolveOutcome/infeasible`` or ``LPSolveOutcome/unbounded``.
    /// - Throws: ``LPError/iterationLimit`` or ``LPError/timeLimit`` when a limit stopped the
    ///   search; ``LPError/notOptimal(status:)`` when GLPK ended without a conclusion;
    ///   ``LPError/solverFailed(code:)`` when it failed;
    ///   ``LPError/invalidArgument(_:)`` when ``iterationLimit`` or ``timeLimitMilliseconds``
    ///   is negative or above `Int32.max`.
    public func solve() throws(LPError) -> LPSolveOutcome {
        checkThread()
        hasOptimalSolution = false
        try applyLimits()
        // glp_simplex, and a retry from an advanced basis after GLP_EBADB/ESING/ECOND, guarded.
        let code = GLPKGuard.simplex(problem, &parameters)
        switch code {
        case 0:
            break
        case GLP_EITLIM:
            throw .iterationLimit
        case GLP_ETMLIM:
            throw .timeLimit
        case GLP_ENOPFS:
            return .infeasible
        case GLP_ENODFS:
            return .unbounded
        default:
            throw .solverFailed(code: LPSolverFailure(rawValue: code))
        }
        return try outcomeOfFinishedSolve()
    }

    /// Copies ``iterationLimit`` and ``timeLimitMilliseconds`` into the simplex parameters,
    /// after checking them (GLPK aborts on negative limits).
    private func applyLimits() throws(LPError) {
        guard iterationLimit >= 0 else {
            throw .invalidArgument("iterationLimit \(iterationLimit) is negative")
        }
        guard timeLimitMilliseconds >= 0 else {
            throw .invalidArgument("timeLimitMilliseconds \(timeLimitMilliseconds) is negative")
        }
        parameters.it_lim = try GLPKIndex.int32(iterationLimit, name: "iterationLimit")
        parameters.tm_lim = try GLPKIndex.int32(timeLimitMilliseconds, name: "timeLimitMilliseconds")
    }

    /// The outcome of a `glp_simplex` call that returned 0, which does not by itself mean the
    /// problem was solved: only `GLP_OPT` has meaningful values.
    private func outcomeOfFinishedSolve() throws(LPError) -> LPSolveOutcome {
        let status = glp_get_status(problem)
        switch status {
        case GLP_OPT:
            hasOptimalSolution = true
            return .optimal
        case GLP_NOFEAS, GLP_INFEAS:
            // The primal simplex only stops with an infeasible primal solution once it has
            // proven that no feasible one exists (GLP_NOFEAS); GLP_INFEAS is mapped the same way.
            return .infeasible
        case GLP_UNBND:
            return .unbounded
        default:
            throw .notOptimal(status: LPSolverStatus(rawValue: status))
        }
    }
}
