import CGLPK

extension LinearProgram {
    /// Variable `j`'s status in the current basis (after a solve: the final basis).
    /// - Throws: ``LPError/invalidArgument(_:)`` for an index out of range.
    public func variableStatus(_ j: Int) throws(LPError) -> LPBasisStatus {
        checkThread()
        let column = try GLPKIndex.oneBased(j, count: columnCount32, kind: .variable)
        return LPBasisStatus(glpkCode: glp_get_col_stat(problem, column))
    }

    /// Row `i`'s status in the current basis (after a solve: the final basis).
    /// - Throws: ``LPError/invalidArgument(_:)`` for an index out of range.
    public func rowStatus(_ i: Int) throws(LPError) -> LPBasisStatus {
        checkThread()
        let row = try GLPKIndex.oneBased(i, count: rowCount32, kind: .row)
        return LPBasisStatus(glpkCode: glp_get_row_stat(problem, row))
    }

    /// Sets variable `j`'s status in the basis the next ``solve()`` starts from.
    ///
    /// Use it with ``setRowStatus(_:ofRow:)`` to restore a saved basis. GLPK adjusts a
    /// non-basic status that does not fit the variable's bounds (for example
    /// ``LPBasisStatus/upperBound`` on a variable without an upper bound). A basis whose count
    /// of basic variables differs from ``rowCount`` is replaced at the next solve.
    /// - Throws: ``LPError/invalidArgument(_:)`` for an index out of range.
    public func setVariableStatus(_ status: LPBasisStatus, ofVariable j: Int) throws(LPError) {
        checkThread()
        let column = try GLPKIndex.oneBased(j, count: columnCount32, kind: .variable)
        hasOptimalSolution = false
        glp_set_col_stat(problem, column, status.glpkCode)
    }

    /// Sets row `i`'s status in the basis the next ``solve()`` starts from; see
    /// ``setVariableStatus(_:ofVariable:)``.
    /// - Throws: ``LPError/invalidArgument(_:)`` for an index out of range.
    public func setRowStatus(_ status: LPBasisStatus, ofRow i: Int) throws(LPError) {
        checkThread()
        let row = try GLPKIndex.oneBased(i, count: rowCount32, kind: .row)
        hasOptimalSolution = false
        glp_set_row_stat(problem, row, status.glpkCode)
    }
}

extension LinearProgram {
    /// Writes every variable's, then every row's basis status (GLPK codes) into `statuses`,
    /// for ``restoreBasis(_:)``.
    /// - Complexity: O(``variableCount`` + ``rowCount``), no allocation when `statuses` is
    ///   re-used for the same problem.
    public func captureBasis(into statuses: inout [Int32]) {
        checkThread()
        let columns = columnCount32
        let rows = rowCount32
        let count = Int(columns) + Int(rows)
        if statuses.count != count { statuses = [Int32](filled: 0, count: count) }
        statuses.withUnsafeMutableBufferPointer { out in
            var k = 0
            if columns > 0 {
                for column in Int32(1)...columns {
                    out[k] = glp_get_col_stat(problem, column)
                    k += 1
                }
            }
            if rows > 0 {
                for row in Int32(1)...rows {
                    out[k] = glp_get_row_stat(problem, row)
                    k += 1
                }
            }
        }
    }

    /// Makes `statuses` (from ``captureBasis(into:)`` on this problem, same shape) the basis
    /// the next ``solve()`` starts from.
    /// - Returns: false, changing nothing, when `statuses` does not fit the problem's shape.
    @discardableResult
    public func restoreBasis(_ statuses: [Int32]) -> Bool {
        checkThread()
        let columns = columnCount32
        let rows = rowCount32
        guard statuses.count == Int(columns) + Int(rows) else { return false }
        hasOptimalSolution = false
        statuses.withUnsafeBufferPointer { input in
            var k = 0
            if columns > 0 {
                for column in Int32(1)...columns {
                    glp_set_col_stat(problem, column, input[k])
                    k += 1
                }
            }
            if rows > 0 {
                for row in Int32(1)...rows {
                    glp_set_row_stat(problem, row, input[k])
                    k += 1
                }
            }
        }
        return true
    }
}
