import CGLPK

/// The final basis and primal values of one solve, in one pass: variables first, then rows.
///
/// Two snapshots with equal ``basic`` flags and non-basic statuses describe the same basis;
/// within one basis the primal values are an affine function of the bounds, which is what
/// lets a caller re-use a solution over a range of bounds without calling the simplex.
public struct LPSnapshot: Sendable, Equatable {
    /// Per variable, then per row: the basis status code (GLPK's `GLP_BS`…`GLP_NS`).
    public var statuses: [Int32] = []
    /// Per variable, then per row: the primal value (a row's value is its activity).
    public var values: [Double] = []

    public init() {}

    /// Whether entry `k` (variable `k`, or row `k − variableCount`) is basic.
    public func isBasic(_ k: Int) -> Bool { statuses[k] == GLP_BS }
}

extension LinearProgram {
    /// Fills `snapshot` with the final basis and primal values of the last solve.
    /// - Precondition: the last ``solve()`` returned ``LPSolveOutcome/optimal`` and the
    ///   problem has not changed since.
    /// - Complexity: O(``variableCount`` + ``rowCount``), no allocation when `snapshot` is
    ///   re-used for the same problem.
    public func snapshot(into snapshot: inout LPSnapshot) {
        checkThread()
        checkOptimal()
        let columns = columnCount32
        let rows = rowCount32
        let count = Int(columns) + Int(rows)
        if snapshot.values.count != count {
            snapshot.values = [Double](filled: 0, count: count)
            snapshot.statuses = [Int32](filled: 0, count: count)
        }
        snapshot.values.withUnsafeMutableBufferPointer { values in
            snapshot.statuses.withUnsafeMutableBufferPointer { statuses in
                var k = 0
                if columns > 0 {
                    for column in Int32(1)...columns {
                        values[k] = glp_get_col_prim(problem, column)
                        statuses[k] = glp_get_col_stat(problem, column)
                        k += 1
                    }
                }
                if rows > 0 {
                    for row in Int32(1)...rows {
                        values[k] = glp_get_row_prim(problem, row)
                        statuses[k] = glp_get_row_stat(problem, row)
                        k += 1
                    }
                }
            }
        }
    }
}

extension LinearProgram {
    /// ``snapshot(into:)`` with the basis statuses already read (``captureBasis(into:)``:
    /// variables, then rows): they become the snapshot's (shared, not copied), and only the
    /// primal values are read from GLPK.
    /// - Precondition: as ``snapshot(into:)``, and `basis` is the current basis.
    package func snapshot(into snapshot: inout LPSnapshot, basis: [Int32]) {
        checkThread()
        checkOptimal()
        let columns = columnCount32
        let rows = rowCount32
        let count = Int(columns) + Int(rows)
        precondition(basis.count == count, "snapshot: \(basis.count) statuses for \(count) variables and rows")
        snapshot.statuses = basis
        if snapshot.values.count != count { snapshot.values = [Double](filled: 0, count: count) }
        snapshot.values.withUnsafeMutableBufferPointer { values in
            var k = 0
            if columns > 0 {
                for column in Int32(1)...columns {
                    values[k] = glp_get_col_prim(problem, column)
                    k += 1
                }
            }
            if rows > 0 {
                for row in Int32(1)...rows {
                    values[k] = glp_get_row_prim(problem, row)
                    k += 1
                }
            }
        }
    }
}
