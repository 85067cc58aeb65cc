import CGLPK

/// The buffers of ``LinearProgram/isLexicographicallyOptimal(_:tolerance:)``, allocated once
/// per problem size (raw memory: the check runs after every merged solve of a warm sweep, and
/// the pass over the open variables is its inner loop).
final class LexicographicWorkspace {
    private(set) var rows = 0
    private(set) var columns = 0
    /// Dense objective over columns (all 0 between objectives).
    private var cost = UnsafeMutablePointer<Double>.allocate(capacity: 1)
    /// 1-based right-hand side / solution of `glp_btran` (entry 0 unused).
    private var y = UnsafeMutablePointer<Double>.allocate(capacity: 1)
    /// Basis header (`glp_get_bhead`), 1-based like `y`.
    private var heads = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    /// Basis status of each column, then row.
    private var statuses = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    /// The non-basic, non-fixed variables not decided yet (every reduced cost so far 0):
    /// columns 0…n−1, then rows n…n+m−1.
    private var open = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private(set) var openCount = 0
    /// Whether ``readBasis(of:)`` has read the statuses of the current basis (the last check
    /// got that far).
    var statusesAreCurrent = false
    /// The largest |cost| of the loaded objective.
    private var largest = 0.0
    /// The constraint matrix by columns (1-based rows, as `y`), as of ``matrixVersion``.
    private(set) var matrixVersion = -1
    private var columnStarts: [Int32] = []
    private var columnRows: [Int32] = []
    private var columnValues: [Double] = []

    init() {}

    deinit {
        cost.deallocate()
        y.deallocate()
        heads.deallocate()
        statuses.deallocate()
        open.deallocate()
    }

    /// Sizes the buffers for `m` rows and `n` columns (the matrix copy is then stale).
    func resize(rows m: Int, columns n: Int) {
        guard m != rows || n != columns else { return }
        cost.deallocate()
        y.deallocate()
        heads.deallocate()
        statuses.deallocate()
        open.deallocate()
        cost = .allocate(capacity: max(n, 1))
        cost.initialize(repeating: 0, count: max(n, 1))
        y = .allocate(capacity: m + 1)
        y.initialize(repeating: 0, count: m + 1)
        heads = .allocate(capacity: m + 1)
        heads.initialize(repeating: 0, count: m + 1)
        statuses = .allocate(capacity: max(n + m, 1))
        statuses.initialize(repeating: 0, count: max(n + m, 1))
        open = .allocate(capacity: max(n + m, 1))
        open.initialize(repeating: 0, count: max(n + m, 1))
        rows = m
        columns = n
        matrixVersion = -1
    }

    /// Copies the constraint matrix of `problem` by columns (`glp_get_mat_col`).
    func copyColumns(of problem: OpaquePointer, version: Int) {
        columnStarts = [Int32](repeating: 0, count: columns + 1)
        columnRows.removeAll(keepingCapacity: true)
        columnValues.removeAll(keepingCapacity: true)
        var indices = [Int32](repeating: 0, count: rows + 1)
        var values = [Double](repeating: 0, count: rows + 1)
        for j in 0..<columns {
            let length = Int(glp_get_mat_col(problem, Int32(j + 1), &indices, &values))
            for t in 0..<length {
                columnRows.append(indices[t + 1])
                columnValues.append(values[t + 1])
            }
            columnStarts[j + 1] = Int32(columnRows.count)
        }
        matrixVersion = version
    }

    /// Reads the statuses and the basis header, and lists the open variables.
    func readBasis(of problem: OpaquePointer) {
        let n = columns
        let m = rows
        openCount = 0
        for j in 0..<n {
            let status = glp_get_col_stat(problem, Int32(j + 1))
            statuses[j] = status
            if status != GLP_BS && status != GLP_NS {
                open[openCount] = Int32(j)
                openCount += 1
            }
        }
        for i in 0..<m {
            let status = glp_get_row_stat(problem, Int32(i + 1))
            statuses[n + i] = status
            if status != GLP_BS && status != GLP_NS {
                open[openCount] = Int32(n + i)
                openCount += 1
            }
        }
        for k in 0..<m { heads[k + 1] = glp_get_bhead(problem, Int32(k + 1)) }
        statusesAreCurrent = true
    }

    /// Copies the statuses read by ``readBasis(of:)`` (variables, then rows).
    func copyStatuses(into target: UnsafeMutablePointer<Int32>) {
        target.update(from: statuses, count: columns + rows)
    }

    /// Adds `sign × coefficients` into the dense cost and sets y's right-hand side c_B.
    func load(_ indices: UnsafeBufferPointer<Int>, _ coefficients: UnsafeBufferPointer<Double>, sign: Double) {
        for k in 0..<indices.count { cost[indices[k]] += sign * coefficients[k] }
        largest = 0
        for k in 0..<indices.count { largest = max(largest, abs(cost[indices[k]])) }
        let m = rows
        for k in 0..<(m + 1) where k > 0 {
            let head = Int(heads[k])
            y[k] = head > m ? cost[head - m - 1] : 0
        }
    }

    /// y = B⁻ᵀ c_B (GLPK's convention: a row's auxiliary variable has cost 0).
    func btran(_ problem: OpaquePointer) {
        if rows > 0 { glp_btran(problem, y) }
    }

    /// Prices the open variables against the loaded objective: false when one of them could
    /// improve it; otherwise keeps open only those whose reduced cost is 0.
    func priceOpen(tolerance: Double) -> Bool {
        let n = columns
        let zero = tolerance * (1 + largest)
        var kept = 0
        return columnStarts.withUnsafeBufferPointer { starts in
            columnRows.withUnsafeBufferPointer { rowOf in
                columnValues.withUnsafeBufferPointer { values in
                    for t in 0..<openCount {
                        let v = Int(open[t])
                        // Columns of (I | −A): a row's auxiliary variable has d = −y_i, a
                        // column d = c_j + a_jᵀ y.
                        var d: Double
                        if v < n {
                            d = cost[v]
                            var k = Int(starts[v])
                            let end = Int(starts[v + 1])
                            while k < end {
                                d += values[k] * y[Int(rowOf[k])]
                                k += 1
                            }
                        } else {
                            d = -y[v - n + 1]
                        }
                        switch statuses[v] {
                        case GLP_NL:
                            if d < -zero { return false }
                            if d > zero { continue }
                        case GLP_NU:
                            if d > zero { return false }
                            if d < -zero { continue }
                        default:  // GLP_NF
                            if abs(d) > zero { return false }
                        }
                        open[kept] = open[t]
                        kept += 1
                    }
                    openCount = kept
                    return true
                }
            }
        }
    }

    /// Sets the dense cost back to 0 at `indices`.
    func clear(_ indices: UnsafeBufferPointer<Int>) {
        for j in indices { cost[j] = 0 }
    }
}
