import LayoutCore
import LinearProgramming

/// One LP solve instead of one per stage, when it gives the same answer.
///
/// The merged objective is Σ wₖ·cₖ over the stage objectives, with weights falling steeply from
/// the first stage to the last, solved warm from the previous basis with every hold row free.
/// Its optimal basis is then checked for lexicographic optimality over the exact stage
/// sequence (``LinearProgram/isLexicographicallyOptimal(_:tolerance:)``): every non-basic
/// variable's vector of reduced costs over c₁…c_K must be lexicographically of the sign that
/// makes leaving its bound useless. When it is, the primal solution is the lexicographic
/// optimum that the staged solve computes — for any feasible x, cₖ·x − cₖ·x* = Σⱼ dₖⱼ·(xⱼ − x*ⱼ)
/// is lexicographically ≥ 0 — so the stages are skipped; otherwise the staged solve runs,
/// warm from the merged basis. The weights only steer the simplex: exactness rests on the
/// check alone.
///
/// The merged basis is also each stage's recorded basis: it is lexicographically dual feasible
/// whatever the root size, so the parametric cache (``ParametricSegment``) stays exact within
/// the range where it stays primal feasible (``mergedSegment(from:to:frames:)``, built from this
/// one solve when it ends in the previous solve's basis).
extension ConstraintProgram {
    /// The merged weight of each stage relative to the next: large enough that a stage's
    /// smallest objective coefficient outweighs every later stage's largest.
    static let mergedWeightMargin = 1000.0

    /// The largest merged weight used: beyond it (many priority levels with wide coefficient
    /// ranges) a Double cannot carry the later stages next to the first, and a weight could
    /// overflow to ∞, which GLPK must never see; the stages are then solved one by one.
    static let mergedWeightLimit = 1e15

    /// Builds ``mergedObjective`` and ``stageObjectives``; leaves ``mergedObjective`` empty
    /// (the merged solve unused) when a weight would exceed ``mergedWeightLimit``.
    private func prepareMergedObjective() {
        stageObjectives = stages.map { LPObjectiveTerms(indices: $0.indices, coefficients: $0.coefficients) }
        var weights = [Double](filled: 1, count: stages.count)
        var later = 0.0
        var termCount = 0
        for k in stages.indices.reversed() {
            // The smallest and largest non-zero |coefficient| of the stage (plain loop: this
            // runs on every first solve).
            var smallest = Double.infinity
            var largest = 0.0
            for c in stages[k].coefficients {
                let size = abs(c)
                if size > 0 {
                    smallest = min(smallest, size)
                    largest = max(largest, size)
                }
            }
            if later > 0, largest > 0 { weights[k] = Self.mergedWeightMargin * later / smallest }
            later += weights[k] * largest
            termCount += stages[k].indices.count
        }
        guard weights.allSatisfy({ $0.isFinite && $0 <= Self.mergedWeightLimit }), later.isFinite else {
            mergedObjective = LPObjectiveTerms(indices: [], coefficients: [])
            return
        }
        var indices: [Int] = []
        var coefficients: [Double] = []
        indices.reserveCapacity(termCount)
        coefficients.reserveCapacity(termCount)
        for k in stages.indices {
            indices.append(contentsOf: stages[k].indices)
            let weight = weights[k]
            for c in stages[k].coefficients { coefficients.append(c * weight) }
        }
        mergedObjective = LPObjectiveTerms(indices: indices, coefficients: coefficients)
    }

    /// Solves every stage with one merged LP (see above).
    /// - Returns: `.solved` with ``values`` and ``frameValues`` set, or nil when the merged
    ///   solve did not reach an optimum or its basis is not lexicographically optimal (the
    ///   caller then runs the stages).
    func solveMerged(_ context: Context) throws(ConstraintLayoutError) -> Outcome? {
        guard stages.count >= 2 else { return nil }
        try relaxHolds(context)
        if mergedObjective == nil { prepareMergedObjective() }
        let objective = mergedObjective!
        guard !objective.indices.isEmpty else { return nil }
        if stageBases.count != stages.count { stageBases = Array(filled: [], count: stages.count) }
        let warm = stageBases[stages.count - 1].count == lp.variableCount + lp.rowCount
        lp.method = .dualThenPrimal
        lp.usesPresolve = !warm && lp.rowCount >= Self.basisRestoreMinimumRows
        defer {
            lp.method = .primal
            lp.usesPresolve = false
        }
        // A failure (a limit, a solver error) is reported as the first stage's, which the merged
        // solve stands for.
        let optimal = try guarded(stages[0].name, context) { () throws(LPError) in
            if !mergedObjectiveIsLoaded {
                try lp.setObjective(indices: objective.indices, coefficients: objective.coefficients)
                mergedObjectiveIsLoaded = true
            }
            guard try lp.solve() == .optimal else { return false }
            // The statuses are read once: for the check, then as every stage's recorded basis.
            return try lp.isLexicographicallyOptimal(
                stageObjectives, capturingBasisInto: &mergedBasis, tolerance: Tolerance.rounding)
        }
        guard optimal else {
            mergedMissCount += 1
            return nil
        }
        mergedHitCount += 1
        recordMergedBasis()
        reduction.frameValues(columnValues: values, columns: columns, into: &frameValues)
        return .solved
    }

    /// Records the merged basis (``mergedBasis``, just checked) as every stage's, and reads the
    /// values of the columns the frames are made of (``values``; error columns are not read).
    /// Nothing else is read: the parametric cache needs this basis's values only when the next
    /// solve ends in it too (``mergedSegment(from:to:frames:)``).
    private func recordMergedBasis() {
        for index in stages.indices { stageBases[index] = mergedBasis }
        lastSolveWasMerged = true
        if frameColumns == nil {
            var list: [Int32] = []
            list.reserveCapacity(2 * columns.count)
            for variable in columns.indices where columns[variable] >= 0 {
                list.append(Int32(columns[variable]))
                if reduction.kinds[variable] == .split { list.append(Int32(columns[variable] + 1)) }
            }
            frameColumns = list
        }
        lp.values(ofVariables: frameColumns!, into: &values)
    }
}
