import LayoutCore
import LinearProgramming

extension ConstraintProgram {
    enum Outcome {
        /// Every stage solved; ``values`` holds the final column values.
        case solved
        /// The required rows cannot all hold at this size.
        case infeasible
    }

    /// Where an LP failure happened, for ``ConstraintLayoutError``.
    struct Context {
        var spec: String
        var size: Size
    }

    /// Runs `body`, turning an `LPError` into a ``ConstraintLayoutError`` naming `stage`.
    /// - Throws: ``ConstraintLayoutError`` with the reason matching the `LPError`.
    func guarded<T>(_ stage: String, _ context: Context, _ body: () throws(LPError) -> T) throws(ConstraintLayoutError)
        -> T
    {
        do {
            return try body()
        } catch {
            let reason: ConstraintLayoutError.Reason
            switch error {
            case .iterationLimit: reason = .iterationLimit
            case .timeLimit: reason = .timeLimit
            case .notOptimal(let status): reason = .notOptimal(status: status)
            case .solverFailed(let code): reason = .solverFailed(code: code)
            case .invalidArgument(let text): reason = .invalidModel(text)
            case .writeFailed(let path): reason = .invalidModel("could not write \(path)")
            }
            throw ConstraintLayoutError(reason, stage: stage, spec: context.spec, size: context.size)
        }
    }

    /// Sets the LP's objective to `Σ coefficients × columns[indices]` (every objective change
    /// goes through here: it counts ``objectiveGeneration``).
    /// - Throws: ``ConstraintLayoutError`` naming `stage` when the LP wrapper rejects the terms.
    func loadObjective(_ indices: [Int], _ coefficients: [Double], _ stage: String, _ context: Context)
        throws(ConstraintLayoutError)
    {
        objectiveGeneration &+= 1
        try guarded(stage, context) { () throws(LPError) in
            try lp.setObjective(indices: indices, coefficients: coefficients)
        }
    }

    /// Fixes `root` to (0, 0, width, height) by editing its columns' bounds (the model is never
    /// rebuilt for a new size).
    /// - Throws: ``ConstraintLayoutError`` (stage `root size`) when the LP rejects the bounds.
    func setRootSize(_ size: Size, _ context: Context) throws(ConstraintLayoutError) {
        try guarded("root size", context) { () throws(LPError) in
            try lp.setBounds(ofVariable: FrameVariable.width(0), .equal(to: size.width))
            try lp.setBounds(ofVariable: FrameVariable.height(0), .equal(to: size.height))
        }
    }

    /// Frees every hold row (before a new size or the conflict search).
    /// - Throws: ``ConstraintLayoutError`` naming the stage whose hold row the LP rejected.
    func relaxHolds(_ context: Context) throws(ConstraintLayoutError) {
        guard holds == .tight else { return }
        for stage in stages {
            if let row = stage.holdRow {
                try guarded(stage.name, context) { () throws(LPError) in try lp.setBounds(ofRow: row, .free) }
            }
        }
        holds = .free
    }

    /// The fewest LP rows for which a warm stage restores its own basis: restoring costs a
    /// refactorisation per stage, which on small LPs exceeds the few primal pivots from the
    /// previous stage's basis (chain-10 and the corpus layouts were slower, chain-100 and up
    /// 1.1–2.2× faster).
    static let basisRestoreMinimumRows = 150

    /// Apple's lexicographic rule, then the tie-break: solves the stages in order, holding each
    /// optimum z with `objective ≤ z` while the next is solved. Warm: every solve starts from
    /// the previous basis.
    ///
    /// The hold is exact (z below 10⁻¹¹ counts as 0): with any slack ε, a later stage —
    /// the tie-break above all — would spend it, and frames would come back as 99.9999999
    /// instead of 100. The rounding in z (≈ 10⁻¹³ relative) is far inside GLPK's own primal
    /// feasibility tolerance (10⁻⁷ relative), so the previous optimum stays feasible.
    ///
    /// Only the first stage can find the rows infeasible (optional rows always have errors to
    /// absorb them); a later stage that does is numerical trouble, retried once with the
    /// previous hold loosened to z + ε, ε = 10⁻⁷ · (1 + |z|).
    ///
    /// - Returns: `.infeasible` when the required rows cannot all hold (the first stage found
    ///   them infeasible), else `.solved` with ``values`` and ``frameValues`` set.
    /// - Throws: ``ConstraintLayoutError`` naming the stage when GLPK fails or hits a limit
    ///   (``guarded(_:_:_:)``), or with ``ConstraintLayoutError/Reason/unexpectedOutcome(_:)``
    ///   when a later stage ends infeasible or unbounded even after the loosened retry.
    func solveStages(_ context: Context) throws(ConstraintLayoutError) -> Outcome {
        try addHoldRows(context)
        try relaxHolds(context)
        var previousOptimum = 0.0
        for (index, stage) in stages.enumerated() {
            try loadObjective(stage.indices, stage.coefficients, stage.name, context)
            if lpRecord != nil {
                try guarded(stage.name, context) { () throws(LPError) in try recordStage(index) }
            }
            // Warm: start from this stage's own final basis of the previous solve. Only bounds
            // have changed since (the size, earlier holds), so it is still dual feasible and the
            // dual simplex needs few pivots (on large LPs; small ones continue with the primal
            // simplex from the previous stage's basis). Cold, the first stage runs the presolver
            // and the dual simplex (the slack basis is dual feasible for its non-negative
            // objective); later
            // cold stages continue with the primal simplex from the previous stage's optimum.
            // A later stage that the dual simplex does not finish (numerical trouble at the exact
            // hold) is re-solved by the primal simplex from the basis it was entered with.
            if warm.stageBases.count != stages.count { warm.stageBases = Array(filled: [], count: stages.count) }
            let recorded = stage.startsDual && warm.stageBases[index].count == lp.variableCount + lp.rowCount
            let startsWarm = recorded && lp.rowCount >= Self.basisRestoreMinimumRows
            // The entry basis is only needed by a warm stage (comparison, primal fallback).
            if startsWarm { lp.captureBasis(into: &warm.entryBasis) }
            // Restoring the basis the LP already has would only cost a refactorisation.
            if startsWarm, warm.stageBases[index] != warm.entryBasis { lp.restoreBasis(warm.stageBases[index]) }
            let cold = !recorded && index == 0 && stage.startsDual
            lp.method = startsWarm || cold ? .dualThenPrimal : .primal
            lp.usesPresolve = cold && lp.rowCount >= Self.basisRestoreMinimumRows
            defer {
                lp.method = .primal
                lp.usesPresolve = false
            }
            var outcome = try guarded(stage.name, context) { () throws(LPError) in try lp.solve() }
            if outcome != .optimal, startsWarm, index > 0 {
                lp.restoreBasis(warm.entryBasis)
                lp.method = .primal
                outcome = try guarded(stage.name, context) { () throws(LPError) in try lp.solve() }
            }
            if outcome == .infeasible, index > 0, let hold = stages[index - 1].holdRow {
                loosenedHoldCount += 1
                let looser = Tolerance.loosenedHold(previousOptimum)
                outcome = try guarded(stage.name, context) { () throws(LPError) in
                    try lp.setBounds(ofRow: hold, .atMost(looser))
                    return try lp.solve()
                }
            }
            switch outcome {
            case .optimal:
                break
            case .infeasible where index == 0:
                return .infeasible
            case .infeasible, .unbounded:
                throw ConstraintLayoutError(
                    .unexpectedOutcome(
                        "the LP was \(outcome == .unbounded ? "unbounded" : "infeasible") in a stage that cannot be"),
                    stage: stage.name, spec: context.spec, size: context.size)
            }
            recordBasis(of: index)
            // The solution is read before the last stage's hold is set: changing a row bound
            // invalidates the solution (the wrapper refuses to read it afterwards).
            if index == stages.count - 1 {
                lp.values(into: &values)
                reduction.frameValues(columnValues: values, columns: columns, into: &frameValues)
            }
            if let hold = stage.holdRow {
                let value = lp.objectiveValue
                let optimum = Tolerance.exactOptimum(value)
                if warm.recordsSnapshots { warm.stageOptima[index] = optimum }
                previousOptimum = optimum
                try guarded(stage.name, context) { () throws(LPError) in
                    try lp.setBounds(ofRow: hold, .atMost(optimum))
                }
                holds = .tight
            }
        }
        return .solved
    }

    /// Keeps stage `index`'s final basis (and, for the parametric cache, its snapshot).
    func recordBasis(of index: Int) {
        if warm.recordsSnapshots {
            if warm.stageSnapshots.count != stages.count {
                warm.stageSnapshots = Array(filled: LPSnapshot(), count: stages.count)
                warm.stageOptima = Array(filled: 0, count: stages.count)
            }
            lp.snapshot(into: &warm.stageSnapshots[index])
            warm.stageOptima[index] = 0
            // The snapshot holds the same statuses (variables, then rows).
            warm.stageBases[index] = warm.stageSnapshots[index].statuses
        } else {
            lp.captureBasis(into: &warm.stageBases[index])
        }
    }

    /// The value of frame variable `variable` in the last solution (``frameValues``).
    func value(of variable: Int) -> Double { frameValues[variable] }
}
