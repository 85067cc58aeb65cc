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
/// the range where it stays primal feasible (``ParametricCache/mergedSegment(_:_:from:to:frames:)``,
/// built from this one solve when it ends in the previous solve's basis).
///
/// A shortcut that uses a ``ConstraintProgram`` (its LP, stages and recorded bases): one per
/// program, holding the merged objective and the last merged basis.
final class MergedSolver {
    /// The weighted sum of the stage objectives, and each stage's, built on first use.
    private var mergedObjective: LPObjectiveTerms?
    private var stageObjectives: [LPObjectiveTerms] = []
    /// The program's ``ConstraintProgram/objectiveGeneration`` when the merged objective was
    /// loaded (another value: some other objective replaced it since).
    private var loadedGeneration: Int?
    /// The basis of the last merged solve (read once: the lexicographic check, then every
    /// stage's recorded basis).
    private(set) var basis: [Int32] = []
    /// The LP columns of the frame variables (root, direct, x⁺ and x⁻), built on first use.
    private var frameColumns: [Int32]?
    /// Merged solves whose basis was lexicographically optimal, and those that were not.
    private(set) var hitCount = 0
    private(set) var missCount = 0

    /// The merged weight of each stage relative to the next: large enough that a stage's
    /// smallest objective coefficient outweighs every later stage's largest.
    static let mergedWeightMargin = 1000.0

    /// The largest merged weight used: beyond it (many priority levels with wide coefficient
    /// ranges) a Double cannot carry the later stages next to the first, and a weight could
    /// overflow to ∞, which GLPK must never see; the stages are then solved one by one.
    static let mergedWeightLimit = 1e15

    /// Builds ``mergedObjective`` and ``stageObjectives``; leaves ``mergedObjective`` empty
    /// (the merged solve unused) when a weight would exceed ``mergedWeightLimit``.
    private func prepareMergedObjective(_ stages: [SolveStage]) {
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

    /// Solves every stage of `program` with one merged LP (see above).
    /// - Returns: `.solved` with the program's ``ConstraintProgram/values`` and
    ///   ``ConstraintProgram/frameValues`` set and the merged basis recorded as every stage's,
    ///   or nil when the merged solve did not reach an optimum or its basis is not
    ///   lexicographically optimal (the caller then runs the stages).
    /// - Throws: ``ConstraintLayoutError`` named after the first stage (which the merged solve
    ///   stands for) when GLPK fails or hits a limit.
    func solve(_ program: ConstraintProgram, _ context: ConstraintProgram.Context) throws(ConstraintLayoutError)
        -> ConstraintProgram.Outcome?
    {
        let stages = program.stages
        let lp = program.lp
        guard stages.count >= 2 else { return nil }
        try program.relaxHolds(context)
        if mergedObjective == nil { prepareMergedObjective(stages) }
        let objective = mergedObjective!
        guard !objective.indices.isEmpty else { return nil }
        if program.warm.stageBases.count != stages.count {
            program.warm.stageBases = Array(filled: [], count: stages.count)
        }
        let warm = program.warm.stageBases[stages.count - 1].count == lp.variableCount + lp.rowCount
        lp.method = .dualThenPrimal
        lp.usesPresolve = !warm && lp.rowCount >= ConstraintProgram.basisRestoreMinimumRows
        defer {
            lp.method = .primal
            lp.usesPresolve = false
        }
        // A failure (a limit, a solver error) is reported as the first stage's, which the merged
        // solve stands for.
        if loadedGeneration != program.objectiveGeneration {
            try program.loadObjective(objective.indices, objective.coefficients, stages[0].name, context)
            loadedGeneration = program.objectiveGeneration
        }
        let optimal = try program.guarded(stages[0].name, context) { () throws(LPError) in
            guard try lp.solve() == .optimal else { return false }
            // The statuses are read once: for the check, then as every stage's recorded basis.
            return try lp.isLexicographicallyOptimal(
                stageObjectives, capturingBasisInto: &basis, tolerance: Tolerance.rounding)
        }
        guard optimal else {
            missCount += 1
            return nil
        }
        hitCount += 1
        recordBasis(program)
        program.reduction.frameValues(
            columnValues: program.values, columns: program.columns, into: &program.frameValues)
        return .solved
    }

    /// Records the merged basis (``basis``, just checked) as every stage's, and reads the
    /// values of the columns the frames are made of (``ConstraintProgram/values``; error columns
    /// are not read). Nothing else is read: the parametric cache needs this basis's values only
    /// when the next solve ends in it too (``ParametricCache/mergedSegment(_:_:from:to:frames:)``).
    private func recordBasis(_ program: ConstraintProgram) {
        let columns = program.columns
        for index in program.stages.indices { program.warm.stageBases[index] = basis }
        if frameColumns == nil {
            var list: [Int32] = []
            list.reserveCapacity(2 * columns.count)
            for variable in columns.indices where columns[variable] >= 0 {
                list.append(Int32(columns[variable]))
                if program.reduction.kinds[variable] == .split { list.append(Int32(columns[variable] + 1)) }
            }
            frameColumns = list
        }
        program.lp.values(ofVariables: frameColumns!, into: &program.values)
    }
}
