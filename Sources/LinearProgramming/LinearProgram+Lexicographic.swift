import CGLPK

/// A linear objective `Σ coefficients[k] · x[indices[k]]` (repeated indices are summed), one
/// of the sequence ``LinearProgram/isLexicographicallyOptimal(_:tolerance:)`` checks.
public struct LPObjectiveTerms: Sendable, Equatable {
    public var indices: [Int]
    public var coefficients: [Double]

    /// An objective over variables `indices` with `coefficients` (same length).
    public init(indices: [Int], coefficients: [Double]) {
        self.indices = indices
        self.coefficients = coefficients
    }
}

/// Reusable buffers for the lexicographic check, sized to the problem on first use.
struct LexicographicScratch {
    /// Dense objective over columns.
    var cost: [Double] = []
    /// 1-based right-hand side / solution of `glp_btran`.
    var y: [Double] = []
    /// Reduced cost of each column (0…n−1), then each row (n…n+m−1).
    var reduced: [Double] = []
    /// Per column, then row: 0 undecided (all reduced costs zero so far), 1 decided.
    var decided: [UInt8] = []
    /// Basis status of each column, then row.
    var statuses: [Int32] = []
    /// 1-based buffers for `glp_get_mat_row`.
    var rowIndices: [Int32] = []
    var rowValues: [Double] = []
}

extension LinearProgram {
    /// Whether the current basis (after an optimal ``solve()``, or any valid basis) is
    /// lexicographically optimal for `objectives` in order: for every non-basic variable or
    /// row, the vector of its reduced costs over the objectives, read as a ``direction``
    /// problem, has its first non-zero entry of the sign that makes moving off its bound
    /// useless (≥ 0 at a lower bound, ≤ 0 at an upper bound for minimisation; fixed ones are
    /// exempt, a free non-basic one must have every entry 0).
    ///
    /// When it holds and the basis is primal feasible, its primal solution minimises the first
    /// objective, then the second among those minimisers, and so on — the result of solving
    /// one LP per objective while holding the earlier optima, without those solves. Reduced
    /// costs come from the current factorisation (`glp_btran`, unscaled data): `y = B⁻ᵀ c_B`,
    /// then `d = c − Nᵀ y` in GLPK's convention (a row's auxiliary variable has cost 0).
    ///
    /// - Parameter tolerance: an entry with `|d| ≤ tolerance · (1 + max |c|)` counts as 0.
    /// - Returns: false also when no valid basis factorisation can be built.
    /// - Throws: ``LPError/invalidArgument(_:)`` for mismatched lengths, an index out of
    ///   range, a non-finite coefficient, or a tolerance that is negative or not finite.
    /// - Complexity: per objective, one `glp_btran` and a pass over the matrix.
    public func isLexicographicallyOptimal(_ objectives: [LPObjectiveTerms], tolerance: Double = 1e-9)
        throws(LPError) -> Bool
    {
        checkThread()
        guard tolerance.isFinite, tolerance >= 0 else {
            throw .invalidArgument("tolerance \(tolerance) is negative or not finite")
        }
        let n = Int(columnCount32)
        let m = Int(rowCount32)
        for (k, objective) in objectives.enumerated() {
            guard objective.indices.count == objective.coefficients.count else {
                throw .invalidArgument(
                    "objective \(k): \(objective.indices.count) indices, \(objective.coefficients.count) coefficients")
            }
            for (j, c) in zip(objective.indices, objective.coefficients) {
                guard j >= 0, j < n else {
                    throw .invalidArgument("objective \(k): variable \(j) out of range 0..<\(n)")
                }
                guard c.isFinite else { throw .invalidArgument("objective \(k): coefficient \(c) is not finite") }
            }
        }
        if m > 0, glp_bf_exists(problem) == 0, glp_factorize(problem) != 0 { return false }
        var s = lexicographic
        lexicographic = LexicographicScratch()
        defer { lexicographic = s }
        if s.cost.count != n { s.cost = [Double](filled: 0, count: n) }
        if s.y.count != m + 1 { s.y = [Double](filled: 0, count: m + 1) }
        if s.reduced.count != n + m { s.reduced = [Double](filled: 0, count: n + m) }
        if s.decided.count != n + m { s.decided = [UInt8](filled: 0, count: n + m) }
        if s.rowIndices.count != n + 1 {
            s.rowIndices = [Int32](filled: 0, count: n + 1)
            s.rowValues = [Double](filled: 0, count: n + 1)
        }
        for k in s.decided.indices { s.decided[k] = 0 }
        let sign: Double = direction == .minimize ? 1 : -1
        if s.statuses.count != n + m { s.statuses = [Int32](filled: 0, count: n + m) }
        for j in 0..<n { s.statuses[j] = glp_get_col_stat(problem, Int32(j + 1)) }
        for i in 0..<m { s.statuses[n + i] = glp_get_row_stat(problem, Int32(i + 1)) }
        for objective in objectives {
            var largest = 0.0
            for (j, c) in zip(objective.indices, objective.coefficients) {
                s.cost[j] += sign * c
            }
            for j in objective.indices { largest = max(largest, abs(s.cost[j])) }
            reducedCosts(&s, rows: m, columns: n)
            for j in objective.indices { s.cost[j] = 0 }
            let zero = tolerance * (1 + largest)
            for v in 0..<(n + m) where s.decided[v] == 0 {
                let d = s.reduced[v]
                switch s.statuses[v] {
                case GLP_BS, GLP_NS:
                    continue
                case GLP_NL:
                    if d < -zero { return false }
                    if d > zero { s.decided[v] = 1 }
                case GLP_NU:
                    if d > zero { return false }
                    if d < -zero { s.decided[v] = 1 }
                default:  // GLP_NF
                    if abs(d) > zero { return false }
                }
            }
        }
        return true
    }

    /// Fills `s.reduced` with the reduced costs of `s.cost` (minimised) in the current basis.
    private func reducedCosts(_ s: inout LexicographicScratch, rows m: Int, columns n: Int) {
        if m > 0 {
            for k in 1...m {
                let head = Int(glp_get_bhead(problem, Int32(k)))
                s.y[k] = head > m ? s.cost[head - m - 1] : 0
            }
            s.y.withUnsafeMutableBufferPointer { glp_btran(problem, $0.baseAddress!) }
        }
        // Columns of (I | −A): a row's auxiliary variable has d = −y_i, a column d = c_j + a_jᵀ y.
        for j in 0..<n { s.reduced[j] = s.cost[j] }
        guard m > 0 else { return }
        for i in 1...m {
            let yi = s.y[i]
            s.reduced[n + i - 1] = -yi
            guard yi != 0 else { continue }
            let length = Int(
                s.rowIndices.withUnsafeMutableBufferPointer { ind in
                    s.rowValues.withUnsafeMutableBufferPointer { val in
                        glp_get_mat_row(problem, Int32(i), ind.baseAddress!, val.baseAddress!)
                    }
                })
            guard length > 0 else { continue }
            for t in 1...length { s.reduced[Int(s.rowIndices[t]) - 1] += s.rowValues[t] * yi }
        }
    }
}
