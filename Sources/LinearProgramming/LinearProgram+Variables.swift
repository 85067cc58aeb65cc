import CGLPK

extension LinearProgram {
    /// Adds `count` variables, each free (no bounds) with objective coefficient 0.
    ///
    /// - Returns: the indices of the new variables, `variableCount..<variableCount + count`;
    ///   empty when `count` is 0 (GLPK itself aborts on adding zero columns).
    /// - Throws: ``LPError/invalidArgument(_:)`` for a negative count, or more than GLPK's
    ///   100 000 000 columns in total.
    /// - Complexity: O(`count`).
    @discardableResult
    public func addVariables(count: Int) throws(LPError) -> Range<Int> {
        checkThread()
        let existing = Int(columnCount32)
        guard count >= 0 else {
            throw .invalidArgument("addVariables: count \(count) is negative")
        }
        guard count > 0 else { return existing..<existing }
        guard count <= GLPKIndex.maximumCount - existing else {
            throw .invalidArgument(
                "addVariables: \(existing) + \(count) variables exceed GLPK's limit of \(GLPKIndex.maximumCount)")
        }
        let first = try addColumns(count)
        // GLPK creates columns fixed at 0; make them free.
        for column in first..<(first + Int32(count)) {
            glp_set_col_bnds(problem, column, GLP_FR, 0, 0)
        }
        return existing..<(existing + count)
    }

    /// Adds `count` (> 0, within GLPK's limit) columns as GLPK creates them (fixed at 0), for
    /// the caller to set their bounds; returns the first one's GLPK number.
    func addColumns(_ count: Int) throws(LPError) -> Int32 {
        let added = try GLPKIndex.int32(count, name: "addVariables count")
        hasOptimalSolution = false
        matrixVersion &+= 1
        let first = glp_add_cols(problem, added)
        scratch.growVariables(to: Int(columnCount32))
        return first
    }

    /// Sets the range variable `j` may take.
    /// - Throws: ``LPError/invalidArgument(_:)`` for an index out of range, a non-finite bound
    ///   or `lower > upper`.
    public func setBounds(ofVariable j: Int, _ bounds: LPBounds) throws(LPError) {
        checkThread()
        let column = try GLPKIndex.oneBased(j, count: columnCount32, kind: .variable)
        let glpk = try bounds.glpkBounds(of: "variable \(j)")
        hasOptimalSolution = false
        if glp_get_col_type(problem, column) != glpk.type { boundTypeVersion &+= 1 }
        glp_set_col_bnds(problem, column, glpk.type, glpk.lower, glpk.upper)
    }

    /// The range variable `j` may take.
    /// - Throws: ``LPError/invalidArgument(_:)`` for an index out of range.
    public func bounds(ofVariable j: Int) throws(LPError) -> LPBounds {
        checkThread()
        let column = try GLPKIndex.oneBased(j, count: columnCount32, kind: .variable)
        return LPBounds(
            glpkType: glp_get_col_type(problem, column),
            lower: glp_get_col_lb(problem, column), upper: glp_get_col_ub(problem, column))
    }
}
