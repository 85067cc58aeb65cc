import CGLPK

extension LinearProgram {
    /// Adds the row `bounds.lower ≤ Σ coefficients[k] · x[indices[k]] ≤ bounds.upper`.
    ///
    /// Repeated indices are merged by summing their coefficients (`x + x ≤ 4` is `2x ≤ 4`),
    /// and zero coefficients are dropped. An empty row is allowed: it constrains 0 to `bounds`,
    /// so it makes the problem infeasible when 0 is outside them.
    ///
    /// - Returns: the new row's index (the previous ``rowCount``).
    /// - Throws: ``LPError/invalidArgument(_:)`` when the arrays differ in length, an index is
    ///   out of range, a number is not finite, or the bounds are invalid. Nothing is added then.
    /// - Complexity: O(`indices.count`); allocates only when the row is longer than any before.
    @discardableResult
    public func addRow(indices: [Int], coefficients: [Double], bounds: LPBounds) throws(LPError) -> Int {
        checkThread()
        let existing = rowCount32
        guard Int(existing) < GLPKIndex.maximumCount else {
            throw .invalidArgument("addRow: GLPK's limit of \(GLPKIndex.maximumCount) rows is reached")
        }
        let glpk = try bounds.glpkBounds(of: "row \(existing)")
        let length = try scratch.loadTerms(
            variableIndices: indices[...], coefficients: coefficients[...], variableCount: columnCount32,
            context: "row \(existing)")
        let length32 = try checkedNonZeroCount(adding: length, removing: 0)
        hasOptimalSolution = false
        matrixVersion &+= 1
        let row = glp_add_rows(problem, 1)
        glp_set_row_bnds(problem, row, glpk.type, glpk.lower, glpk.upper)
        if length32 > 0 {
            glp_set_mat_row(problem, row, length32, scratch.indices, scratch.values)
        }
        return GLPKIndex.zeroBased(row)
    }

    /// Replaces the coefficients of row `i` with `Σ coefficients[k] · x[indices[k]]`, merging
    /// repeated indices and dropping zeros like ``addRow(indices:coefficients:bounds:)``. The
    /// row's bounds are unchanged.
    /// - Throws: ``LPError/invalidArgument(_:)`` as ``addRow(indices:coefficients:bounds:)``
    ///   does, or when `i` is out of range. The row is unchanged then.
    public func setRow(_ i: Int, indices: [Int], coefficients: [Double]) throws(LPError) {
        checkThread()
        let row = try GLPKIndex.oneBased(i, count: rowCount32, kind: .row)
        let length = try scratch.loadTerms(
            variableIndices: indices[...], coefficients: coefficients[...], variableCount: columnCount32,
            context: "row \(i)")
        let oldLength = Int(glp_get_mat_row(problem, row, nil, nil))
        let length32 = try checkedNonZeroCount(adding: length, removing: oldLength)
        hasOptimalSolution = false
        matrixVersion &+= 1
        glp_set_mat_row(problem, row, length32, scratch.indices, scratch.values)
    }

    /// Sets the range row `i`'s expression may take.
    /// - Throws: ``LPError/invalidArgument(_:)`` for an index out of range, a non-finite bound
    ///   or `lower > upper`.
    public func setBounds(ofRow i: Int, _ bounds: LPBounds) throws(LPError) {
        checkThread()
        let row = try GLPKIndex.oneBased(i, count: rowCount32, kind: .row)
        let glpk = try bounds.glpkBounds(of: "row \(i)")
        hasOptimalSolution = false
        if glp_get_row_type(problem, row) != glpk.type { boundTypeVersion &+= 1 }
        glp_set_row_bnds(problem, row, glpk.type, glpk.lower, glpk.upper)
    }

    /// The range row `i`'s expression may take.
    /// - Throws: ``LPError/invalidArgument(_:)`` for an index out of range.
    public func bounds(ofRow i: Int) throws(LPError) -> LPBounds {
        checkThread()
        let row = try GLPKIndex.oneBased(i, count: rowCount32, kind: .row)
        return LPBounds(
            glpkType: glp_get_row_type(problem, row),
            lower: glp_get_row_lb(problem, row), upper: glp_get_row_ub(problem, row))
    }

    /// Deletes the rows at `rows` (in any order; repeats are ignored).
    ///
    /// The remaining rows keep their order and are renumbered from 0, as GLPK does: deleting
    /// row 1 of rows 0, 1, 2 makes the old row 2 the new row 1. Any index you hold for a later
    /// row must be shifted down by the number of deleted rows before it. An empty list does
    /// nothing.
    ///
    /// Deleting rows may leave the saved basis invalid; the next ``solve()`` then rebuilds one.
    /// - Throws: ``LPError/invalidArgument(_:)`` when an index is out of range; nothing is
    ///   deleted then.
    /// - Complexity: O(k log k) for k indices, plus GLPK's O(rows + non-zeros).
    public func deleteRows(_ rows: [Int]) throws(LPError) {
        checkThread()
        guard !rows.isEmpty else { return }
        let count = rowCount32
        for i in rows {
            _ = try GLPKIndex.oneBased(i, count: count, kind: .row)
        }
        let unique = Array(Set(rows)).sorted()
        scratch.reserve(unique.count)
        for (k, i) in unique.enumerated() {
            scratch.indices[k + 1] = GLPKIndex.oneBasedOrTrap(i, count: count, kind: .row)
        }
        let deleted = try GLPKIndex.int32(unique.count, name: "deleteRows count")
        hasOptimalSolution = false
        matrixVersion &+= 1
        glp_del_rows(problem, deleted, scratch.indices)
    }

    /// The number of terms as an `Int32`, after checking GLPK's limit on non-zeros.
    private func checkedNonZeroCount(adding added: Int, removing removed: Int) throws(LPError) -> Int32 {
        let total = Int(glp_get_num_nz(problem)) - removed + added
        guard total <= GLPKIndex.maximumNonZeros else {
            throw .invalidArgument(
                "the constraint matrix would have \(total) non-zeros, over GLPK's limit of \(GLPKIndex.maximumNonZeros)"
            )
        }
        return try GLPKIndex.int32(added, name: "row length")
    }
}
