import LayoutCore
import LinearProgramming

extension ConstraintProgram {
    /// A minimal set of conflicting required constraints (an irreducible infeasible subset),
    /// by a deletion filter: scanning the required rows in spec order, drop each one whose
    /// removal leaves the rest infeasible; the rows that remain conflict, and removing any one
    /// of them makes the rest feasible (FORMATS.md §2). One warm feasibility solve per required
    /// row; rows are switched off by freeing their bounds, and every bound is restored after.
    ///
    /// - Returns: the constraint indices of the set, in spec order.
    /// - Precondition: the required rows are infeasible at the current root size, and the
    ///   program is not reduced (every model row is an LP row).
    /// - Parameter broken: model rows switched off by recovery (skipped).
    /// - Throws: ``ConstraintLayoutError`` (stage `conflict search`) when GLPK fails or hits a
    ///   limit; the rows' bounds are restored first.
    func minimalConflict(_ model: ConstraintModel, skipping broken: Set<Int> = [], _ context: Context)
        throws(ConstraintLayoutError) -> [Int]
    {
        let stage = "conflict search"
        try relaxHolds(context)
        try loadObjective([], [], stage, context)
        var dropped: [Int] = []
        var conflict: [Int] = []
        do throws(ConstraintLayoutError) {
            for (index, row) in model.rows.enumerated() where row.isRequired && !broken.contains(index) {
                let lpRow = lpRows[index]
                let outcome = try guarded(stage, context) { () throws(LPError) in
                    try lp.setBounds(ofRow: lpRow, .free)
                    return try lp.solve()
                }
                if outcome == .infeasible {
                    dropped.append(index)
                } else {
                    try guarded(stage, context) { () throws(LPError) in try lp.setBounds(ofRow: lpRow, rowBounds[index])
                    }
                    conflict.append(row.constraint)
                }
            }
        } catch {
            try? restore(dropped)
            throw error
        }
        try guarded(stage, context) { () throws(LPError) in try restore(dropped) }
        return conflict
    }

    /// Restores the bounds of `modelRows`' LP rows.
    /// - Throws: the `LPError` of the first bound the LP rejects.
    private func restore(_ modelRows: [Int]) throws(LPError) {
        for index in modelRows { try lp.setBounds(ofRow: lpRows[index], rowBounds[index]) }
    }

    /// Switches model row `row` off (its LP row free): recovery breaking a constraint.
    /// - Throws: ``ConstraintLayoutError`` (stage `recovery`) when the LP rejects the bounds.
    func switchOff(row: Int, _ context: Context) throws(ConstraintLayoutError) {
        try guarded("recovery", context) { () throws(LPError) in try lp.setBounds(ofRow: lpRows[row], .free) }
    }

    /// Switches model row `row` back on (its bounds restored); errors are ignored (cleanup).
    func switchOn(row: Int) {
        try? lp.setBounds(ofRow: lpRows[row], rowBounds[row])
    }
}
