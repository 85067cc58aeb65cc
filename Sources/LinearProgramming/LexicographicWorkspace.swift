import CGLPK

/// The buffers of ``LinearProgram/isLexicographicallyOptimal(_:tolerance:)``, allocated once
/// per problem size (raw memory: the check runs after every merged solve of a warm sweep, and
/// the pass over the open variables is its inner loop).
final class LexicographicWorkspace {
    private(set) var rows = 0
    private(set) var columns = 0
    /// Dense objectives over columns: objective k at `k × columns` (as of ``loadedObjectives``).
    private var costs = UnsafeMutablePointer<Double>.allocate(capacity: 1)
    private var costsCapacity = 1
    /// The largest |cost| of each loaded objective.
    private var largests: [Double] = []
    /// The objectives in ``costs`` and the sign they were loaded with (0: none). A caller that
    /// passes the same arrays again is recognised in O(1) (`Array`'s `==` first compares
    /// storage), so a warm sweep's checks neither validate nor densify them again.
    private var loadedObjectives: [LPObjectiveTerms] = []
    private var loadedSign = 0.0
    /// 1-based right-hand side / solution of `glp_btran` (entry 0 unused).
    private var y = UnsafeMutablePointer<Double>.allocate(capacity: 1)
    /// One allocation holding ``heads``, ``statuses``, ``nonBasicStatuses`` and ``open``.
    private var integers: UnsafeMutablePointer<Int32>
    /// Basis header (`glp_get_bhead`), 1-based like `y`.
    private var heads: UnsafeMutablePointer<Int32>
    /// Basis status of each column, then row.
    private var statuses: UnsafeMutablePointer<Int32>
    /// The status each column, then row, has when non-basic, as its bound type sets it (0 for
    /// a double-bounded one), as of ``typesMatrixVersion`` and ``typesBoundVersion``.
    private var nonBasicStatuses: UnsafeMutablePointer<Int32>
    private var typesMatrixVersion = -1
    private var typesBoundVersion = -1
    /// The non-basic, non-fixed variables not decided yet (every reduced cost so far 0):
    /// columns 0…n−1, then rows n…n+m−1.
    private var open: UnsafeMutablePointer<Int32>
    private(set) var openCount = 0
    /// Whether ``readBasis(of:)`` has read the statuses of the current basis (the last check
    /// got that far).
    var statusesAreCurrent = false
    /// The constraint matrix by columns (1-based rows, as `y`), as of ``matrixVersion``.
    private(set) var matrixVersion = -1
    private var columnStarts: [Int32] = []
    private var columnRows: [Int32] = []
    private var columnValues: [Double] = []

    init() {
        integers = .allocate(capacity: 4)
        integers.initialize(repeating: 0, count: 4)
        heads = integers
        statuses = integers + 1
        nonBasicStatuses = integers + 2
        open = integers + 3
    }

    deinit {
        costs.deallocate()
        y.deallocate()
        integers.deallocate()
    }

    /// Sizes the buffers for `m` rows and `n` columns (the matrix copy is then stale).
    func resize(rows m: Int, columns n: Int) {
        guard m != rows || n != columns else { return }
        y.deallocate()
        integers.deallocate()
        y = .allocate(capacity: m + 1)
        y.initialize(repeating: 0, count: m + 1)
        let width = max(n + m, 1)
        integers = .allocate(capacity: m + 1 + 3 * width)
        integers.initialize(repeating: 0, count: m + 1 + 3 * width)
        heads = integers
        statuses = integers + (m + 1)
        nonBasicStatuses = statuses + width
        open = nonBasicStatuses + width
        rows = m
        columns = n
        matrixVersion = -1
        typesMatrixVersion = -1
        loadedObjectives = []
        loadedSign = 0
    }

    /// Copies the constraint matrix of `problem` by columns (`glp_get_mat_col` straight into
    /// the copy, sized once from `glp_get_num_nz`: column j's entries are at
    /// `columnStarts[j] + 1 … columnStarts[j + 1]`, GLPK's 1-based layout).
    func copyColumns(of problem: OpaquePointer, version: Int) {
        let nonzeros = Int(glp_get_num_nz(problem))
        columnStarts = [Int32](filled: 0, count: columns + 1)
        columnRows = [Int32](filled: 0, count: nonzeros + 1)
        columnValues = [Double](filled: 0, count: nonzeros + 1)
        columnStarts.withUnsafeMutableBufferPointer { starts in
            columnRows.withUnsafeMutableBufferPointer { rowOf in
                columnValues.withUnsafeMutableBufferPointer { values in
                    var start: Int32 = 0
                    for j in 0..<columns {
                        // Writes entries 1…length past `start` (GLPK's arrays are 1-based).
                        start += glp_get_mat_col(
                            problem, Int32(j + 1), rowOf.baseAddress! + Int(start), values.baseAddress! + Int(start))
                        starts[j + 1] = start
                    }
                }
            }
        }
        matrixVersion = version
    }

    /// Reads the basis header and the statuses, and lists the open variables.
    ///
    /// GLPK keeps a non-basic variable's status determined by its bound type (free: NF, lower
    /// bound only: NL, upper only: NU, fixed: NS; only a double-bounded one is NL or NU), so the
    /// header says which are basic, the types (read again only when `matrixVersion` or
    /// `boundTypeVersion` moved) give the rest, and only double-bounded non-basic statuses are
    /// read one by one.
    func readBasis(of problem: OpaquePointer, matrixVersion: Int, boundTypeVersion: Int) {
        let n = columns
        let m = rows
        if typesMatrixVersion != matrixVersion || typesBoundVersion != boundTypeVersion {
            readTypes(of: problem)
            typesMatrixVersion = matrixVersion
            typesBoundVersion = boundTypeVersion
        }
        let statuses = self.statuses
        let heads = self.heads
        let open = self.open
        statuses.update(from: nonBasicStatuses, count: n + m)
        var k = 1
        while k <= m {
            let head = glp_get_bhead(problem, Int32(k))
            heads[k] = head
            statuses[Int(head) > m ? Int(head) - m - 1 : n + Int(head) - 1] = GLP_BS
            k += 1
        }
        var count = 0
        var v = 0
        while v < n + m {
            var status = statuses[v]
            if status == 0 {
                status = Self.status(of: v, columns: n, in: problem)
                statuses[v] = status
            }
            assert(status == Self.status(of: v, columns: n, in: problem), "status of \(v) not as its bound type says")
            if status != GLP_BS && status != GLP_NS {
                open[count] = Int32(v)
                count += 1
            }
            v += 1
        }
        openCount = count
        statusesAreCurrent = true
    }

    /// GLPK's status of variable `v` (columns 0…n−1, then rows).
    private static func status(of v: Int, columns n: Int, in problem: OpaquePointer) -> Int32 {
        v < n ? glp_get_col_stat(problem, Int32(v + 1)) : glp_get_row_stat(problem, Int32(v - n + 1))
    }

    /// Reads every column's and row's bound type into ``nonBasicStatuses``: the status GLPK
    /// gives it when non-basic, 0 for a double-bounded one (NL or NU, to be read).
    private func readTypes(of problem: OpaquePointer) {
        let n = columns
        for v in 0..<(n + rows) {
            let type = v < n ? glp_get_col_type(problem, Int32(v + 1)) : glp_get_row_type(problem, Int32(v - n + 1))
            switch type {
            case GLP_FR: nonBasicStatuses[v] = GLP_NF
            case GLP_LO: nonBasicStatuses[v] = GLP_NL
            case GLP_UP: nonBasicStatuses[v] = GLP_NU
            case GLP_FX: nonBasicStatuses[v] = GLP_NS
            default: nonBasicStatuses[v] = 0  // GLP_DB
            }
        }
    }

    /// Copies the statuses read by ``readBasis(of:)`` (variables, then rows).
    func copyStatuses(into target: UnsafeMutablePointer<Int32>) {
        target.update(from: statuses, count: columns + rows)
    }

    /// Whether `objectives` (with `sign`) are the ones in ``costs`` (already validated).
    func hasLoaded(_ objectives: [LPObjectiveTerms], sign: Double) -> Bool {
        loadedSign == sign && loadedObjectives == objectives
    }

    /// Densifies `sign × objectives` (validated, indices below ``columns``) into ``costs``.
    func load(_ objectives: [LPObjectiveTerms], sign: Double) {
        let n = columns
        let total = objectives.count * n
        if total > costsCapacity {
            costs.deallocate()
            costs = .allocate(capacity: total)
            costsCapacity = total
        }
        costs.initialize(repeating: 0, count: total)
        largests = []
        largests.reserveCapacity(objectives.count)
        for (k, objective) in objectives.enumerated() {
            let cost = costs + k * n
            var largest = 0.0
            objective.indices.withUnsafeBufferPointer { indices in
                objective.coefficients.withUnsafeBufferPointer { coefficients in
                    for t in 0..<indices.count { cost[indices[t]] += sign * coefficients[t] }
                    for t in 0..<indices.count { largest = max(largest, abs(cost[indices[t]])) }
                }
            }
            largests.append(largest)
        }
        loadedObjectives = objectives
        loadedSign = sign
    }

    /// Sets y's right-hand side to c_B of loaded objective `k`.
    /// - Returns: whether c_B has a non-zero entry (when it has none, y = B⁻ᵀ c_B is 0 as
    ///   loaded, and ``btran(_:)`` can be skipped).
    func loadBasicCosts(of k: Int) -> Bool {
        let cost = costs + k * columns
        let m = rows
        var basicCost = false
        var i = 1
        while i <= m {
            let head = Int(heads[i])
            let c = head > m ? cost[head - m - 1] : 0
            y[i] = c
            if c != 0 { basicCost = true }
            i += 1
        }
        return basicCost
    }

    /// y = B⁻ᵀ c_B (GLPK's convention: a row's auxiliary variable has cost 0).
    func btran(_ problem: OpaquePointer) {
        if rows > 0 { glp_btran(problem, y) }
    }

    /// Prices the open variables against loaded objective `k` (y from its c_B): false when one of them could
    /// improve it; otherwise keeps open only those whose reduced cost is 0.
    func priceOpen(objective k: Int, tolerance: Double) -> Bool {
        // Locals, not properties, in the loop (no access bookkeeping per variable).
        let n = columns
        let cost = costs + k * n
        let zero = tolerance * (1 + largests[k])
        let open = self.open
        let statuses = self.statuses
        let y = self.y
        let count = openCount
        var kept = 0
        let optimal = columnStarts.withUnsafeBufferPointer { starts in
            columnRows.withUnsafeBufferPointer { rowOf in
                columnValues.withUnsafeBufferPointer { values in
                    var t = 0
                    while t < count {
                        let v = Int(open[t])
                        t += 1
                        // Columns of (I | −A): a row's auxiliary variable has d = −y_i, a
                        // column d = c_j + a_jᵀ y.
                        var d: Double
                        if v < n {
                            d = cost[v]
                            var e = Int(starts[v]) + 1
                            let end = Int(starts[v + 1]) + 1
                            while e < end {
                                d += values[e] * y[Int(rowOf[e])]
                                e += 1
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
                        open[kept] = Int32(v)
                        kept += 1
                    }
                    return true
                }
            }
        }
        if optimal { openCount = kept }
        return optimal
    }
}
