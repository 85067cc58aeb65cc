import CGLPK

extension LinearProgram {
    /// Writes the problem to `path` in CPLEX LP format (`glp_write_lp`), for `--dump-lp` and for
    /// reading into other solvers.
    ///
    /// GLPK names rows `r_1, r_2, …` and variables `x_1, x_2, …`: numbered from 1, so row `i`
    /// of this API is `r_{i+1}`. The objective line is `Minimize` or `Maximize`.
    /// - Throws: ``LPError/invalidArgument(_:)`` for an empty path or one containing a NUL
    ///   character; ``LPError/writeFailed(path:)`` when GLPK cannot write the file.
    public func writeCPLEX(toPath path: String) throws(LPError) {
        checkThread()
        guard !path.isEmpty, !path.utf8.contains(0) else {
            throw .invalidArgument("writeCPLEX: path \(path.debugDescription) is empty or contains NUL")
        }
        guard glp_write_lp(problem, nil, path) == 0 else {
            throw .writeFailed(path: path)
        }
    }

    /// A readable, deterministic listing of the problem: direction and objective, each row
    /// with its bounds, then each variable's bounds. Indices are this API's 0-based ones
    /// (`x0`, `r0`); terms appear in increasing variable order.
    ///
    /// ```text
    /// maximize x0 + 2 x1
    /// subject to
    ///   r0: x0 + x1 <= 4
    /// bounds
    ///   x0 >= 0
    ///   x1 >= 0
    /// ```
    /// - Complexity: O(rows + variables + non-zeros); meant for debugging, not hot paths.
    public func dump() -> String {
        checkThread()
        var text = direction == .minimize ? "minimize " : "maximize "
        text += DumpFormat.expression(objectiveTerms(), constant: objectiveConstant)
        text += "\n"
        let rows = rowCount32
        if rows > 0 {
            text += "subject to\n"
            for row in Int32(1)...rows {
                let bounds = LPBounds(
                    glpkType: glp_get_row_type(problem, row),
                    lower: glp_get_row_lb(problem, row), upper: glp_get_row_ub(problem, row))
                let expression = DumpFormat.expression(rowTerms(row), constant: 0)
                text += "  r\(GLPKIndex.zeroBased(row)): \(DumpFormat.bounded(expression, bounds))\n"
            }
        }
        let columns = columnCount32
        if columns > 0 {
            text += "bounds\n"
            for column in Int32(1)...columns {
                let bounds = LPBounds(
                    glpkType: glp_get_col_type(problem, column),
                    lower: glp_get_col_lb(problem, column), upper: glp_get_col_ub(problem, column))
                text += "  \(DumpFormat.bounded("x\(GLPKIndex.zeroBased(column))", bounds))\n"
            }
        }
        return text
    }

    /// The objective's non-zero terms, in variable order.
    private func objectiveTerms() -> [DumpFormat.Term] {
        let columns = columnCount32
        guard columns > 0 else { return [] }
        var terms: [DumpFormat.Term] = []
        for column in Int32(1)...columns {
            let coefficient = glp_get_obj_coef(problem, column)
            if coefficient != 0 {
                terms.append(DumpFormat.Term(variable: GLPKIndex.zeroBased(column), coefficient: coefficient))
            }
        }
        return terms
    }

    /// Row `row`'s (1-based) terms, in variable order.
    private func rowTerms(_ row: Int32) -> [DumpFormat.Term] {
        let capacity = Int(columnCount32) + 1
        var indices = [Int32](filled: 0, count: capacity)
        var values = [Double](filled: 0, count: capacity)
        let length = Int(glp_get_mat_row(problem, row, &indices, &values))
        var terms: [DumpFormat.Term] = []
        for k in 1..<(length + 1) {
            terms.append(DumpFormat.Term(variable: GLPKIndex.zeroBased(indices[k]), coefficient: values[k]))
        }
        return terms.sorted { $0.variable < $1.variable }
    }
}

/// Text formatting for ``LinearProgram/dump()``.
enum DumpFormat {
    /// One term `coefficient · x[variable]` of a linear expression.
    struct Term {
        let variable: Int
        let coefficient: Double
    }

    /// `2 x0 - x1 + 3`; `0` for an empty expression.
    static func expression(_ terms: [Term], constant: Double) -> String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let factor = magnitude == 1 ? "" : "\(number(magnitude)) "
            if text.isEmpty {
                text = (term.coefficient < 0 ? "-" : "") + factor + "x\(term.variable)"
            } else {
                text += (term.coefficient < 0 ? " - " : " + ") + factor + "x\(term.variable)"
            }
        }
        if constant != 0 || text.isEmpty {
            if text.isEmpty {
                text = number(constant)
            } else {
                text += (constant < 0 ? " - " : " + ") + number(abs(constant))
            }
        }
        return text
    }

    /// `expression` with its bounds: `e free`, `e >= l`, `e <= u`, `e = v` or `l <= e <= u`.
    static func bounded(_ expression: String, _ bounds: LPBounds) -> String {
        switch (bounds.lower, bounds.upper) {
        case (nil, nil): return "\(expression) free"
        case (let lower?, nil): return "\(expression) >= \(number(lower))"
        case (nil, let upper?): return "\(expression) <= \(number(upper))"
        case (let lower?, let upper?):
            if lower == upper { return "\(expression) = \(number(lower))" }
            return "\(number(lower)) <= \(expression) <= \(number(upper))"
        }
    }

    /// Whole numbers without a fraction (`4`, not `4.0`); others as Swift prints them.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }
}
