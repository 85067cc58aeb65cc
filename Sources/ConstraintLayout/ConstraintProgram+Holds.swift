import LinearProgramming

extension ConstraintProgram {
    /// Adds the hold rows (free, one per stage that ``SolveStage/needsHold``) the first time the
    /// stages run one by one. A merged solve (``MergedSolver``) never needs them — free rows
    /// cannot bind, and its exactness rests on the lexicographic check — so a program that only
    /// ever solves merged keeps the smaller LP (the chain's warm resize: one dense row of 2N
    /// terms less, −8 % instructions at N = 300).
    ///
    /// A new row's auxiliary variable is basic, so every recorded basis stays valid once those
    /// statuses are appended: the stages then start warm from it as before.
    /// - Throws: ``ConstraintLayoutError`` (stage `hold rows`) when the LP rejects the rows.
    func addHoldRows(_ context: Context) throws(ConstraintLayoutError) {
        guard holds == .notAdded else { return }
        holds = .free
        let first = lp.rowCount
        var batch = LPRowBatch()
        for index in stages.indices where stages[index].needsHold {
            stages[index].holdRow = first + batch.count
            batch.append(indices: stages[index].indices, coefficients: stages[index].coefficients, bounds: .free)
        }
        guard batch.count > 0 else { return }
        _ = try guarded("hold rows", context) { () throws(LPError) in try lp.addRows(batch) }
        let before = lp.variableCount + first
        lp.captureBasis(into: &warm.entryBasis)
        let added = warm.entryBasis[before...]
        for index in warm.stageBases.indices where warm.stageBases[index].count == before {
            warm.stageBases[index] += added
        }
    }
}
