import CGLPK

extension LinearProgram {
    /// The value of variable `j` in the optimal solution.
    ///
    /// - Precondition: the last ``solve()`` returned ``LPSolveOutcome/optimal`` and the
    ///   problem has not changed since (GLPK keeps meaningless numbers otherwise), and `j` is
    ///   in `0..<variableCount`. Violations trap, like an array subscript out of range.
    public func value(ofVariable j: Int) -> Double {
        checkThread()
        checkOptimal()
        let column = GLPKIndex.oneBasedOrTrap(j, count: columnCount32, kind: .variable)
        return glp_get_col_prim(problem, column)
    }

    /// Fills `buffer` with the optimal value of every variable: `buffer[j]` is variable `j`'s.
    ///
    /// `buffer` is resized to ``variableCount`` only when its count differs, so a buffer reused
    /// across solves of the same problem is filled without allocating.
    /// - Precondition: the last ``solve()`` returned ``LPSolveOutcome/optimal`` and the
    ///   problem has not changed since.
    /// - Complexity: O(``variableCount``).
    public func values(into buffer: inout [Double]) {
        checkThread()
        checkOptimal()
        let columns = columnCount32
        let count = Int(columns)
        if buffer.count != count {
            buffer = [Double](filled: 0, count: count)
        }
        guard columns > 0 else { return }
        buffer.withUnsafeMutableBufferPointer { values in
            for column in Int32(1)...columns {
                values[GLPKIndex.zeroBased(column)] = glp_get_col_prim(problem, column)
            }
        }
    }

    /// ``values(into:)`` for the variables `columns` (0-based) only: `buffer` gets one entry
    /// per variable, and only those listed are written (the others keep what they held).
    /// - Precondition: as ``values(into:)``, and every index is in range.
    package func values(ofVariables columns: [Int32], into buffer: inout [Double]) {
        checkThread()
        checkOptimal()
        let count = Int(columnCount32)
        if buffer.count != count { buffer = [Double](filled: 0, count: count) }
        buffer.withUnsafeMutableBufferPointer { values in
            for column in columns {
                precondition(column >= 0 && Int(column) < count, "values(ofVariables:): \(column) out of range")
                values[Int(column)] = glp_get_col_prim(problem, column + 1)
            }
        }
    }

    /// The value of row `i`'s expression in the optimal solution.
    /// - Precondition: as for ``value(ofVariable:)``, with `i` in `0..<rowCount`.
    public func activity(ofRow i: Int) -> Double {
        checkThread()
        checkOptimal()
        let row = GLPKIndex.oneBasedOrTrap(i, count: rowCount32, kind: .row)
        return glp_get_row_prim(problem, row)
    }

    /// The objective's value (constant term included) in the optimal solution.
    /// - Precondition: the last ``solve()`` returned ``LPSolveOutcome/optimal`` and the
    ///   problem has not changed since.
    public var objectiveValue: Double {
        checkThread()
        checkOptimal()
        return glp_get_obj_val(problem)
    }

    /// Whether the last ``solve()`` returned ``LPSolveOutcome/optimal`` and the problem has not
    /// changed since, so that values can be read.
    public var hasSolution: Bool {
        checkThread()
        return hasOptimalSolution
    }

    /// Traps unless an optimal solution is available.
    @inline(__always)
    func checkOptimal() {
        precondition(
            hasOptimalSolution,
            "LinearProgram values read without an optimal solution: solve() must return .optimal first, and the problem must not change after it"
        )
    }
}
