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
    /// - Complexity: per objective, one `glp_btran` (none when no basic variable has a
    ///   non-zero cost in it) and a pass over the columns of the
    ///   non-basic variables still undecided (later objectives only see those whose earlier
    ///   reduced costs were all 0; when none is left, the check ends). The matrix is copied by
    ///   columns on first use and again only after it changes.
    public func isLexicographicallyOptimal(_ objectives: [LPObjectiveTerms], tolerance: Double = 1e-9)
        throws(LPError) -> Bool
    {
        try lexicographicCheck(objectives, tolerance: tolerance)
    }

    /// ``isLexicographicallyOptimal(_:tolerance:)``, also leaving the basis statuses it reads in
    /// `basis` (as ``captureBasis(into:)``: variables, then rows), so that a caller who needs
    /// both reads them once.
    /// - Throws: as ``isLexicographicallyOptimal(_:tolerance:)`` (`basis` is then unchanged).
    package func isLexicographicallyOptimal(
        _ objectives: [LPObjectiveTerms], capturingBasisInto basis: inout [Int32], tolerance: Double = 1e-9
    ) throws(LPError) -> Bool {
        let optimal = try lexicographicCheck(objectives, tolerance: tolerance)
        let w = lexicographic
        if w.statusesAreCurrent {
            if basis.count != w.columns + w.rows { basis = [Int32](filled: 0, count: w.columns + w.rows) }
            basis.withUnsafeMutableBufferPointer { w.copyStatuses(into: $0.baseAddress!) }
        } else {
            captureBasis(into: &basis)
        }
        return optimal
    }

    private func lexicographicCheck(_ objectives: [LPObjectiveTerms], tolerance: Double) throws(LPError) -> Bool {
        checkThread()
        lexicographic.statusesAreCurrent = false
        guard tolerance.isFinite, tolerance >= 0 else {
            throw .invalidArgument("tolerance \(tolerance) is negative or not finite")
        }
        let n = Int(columnCount32)
        let m = Int(rowCount32)
        let sign: Double = direction == .minimize ? 1 : -1
        let w = lexicographic
        // Objectives already loaded (the same arrays as last time) were validated then.
        let loaded = w.rows == m && w.columns == n && w.hasLoaded(objectives, sign: sign)
        if !loaded { try Self.validate(objectives, columns: n) }
        if m > 0, glp_bf_exists(problem) == 0, glp_factorize(problem) != 0 { return false }
        w.resize(rows: m, columns: n)
        if !loaded { w.load(objectives, sign: sign) }
        if w.matrixVersion != matrixVersion { w.copyColumns(of: problem, version: matrixVersion) }
        w.readBasis(of: problem, matrixVersion: matrixVersion, boundTypeVersion: boundTypeVersion)
        for k in objectives.indices {
            if w.openCount == 0 { return true }
            // With c_B = 0, y = B⁻ᵀ c_B is 0 exactly (as loaded): no solve needed.
            if w.loadBasicCosts(of: k) { w.btran(problem) }
            if !w.priceOpen(objective: k, tolerance: tolerance) { return false }
        }
        return true
    }

    /// Throws unless every objective has as many indices as coefficients, indices in
    /// `0..<n` and finite coefficients.
    private static func validate(_ objectives: [LPObjectiveTerms], columns n: Int) throws(LPError) {
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
    }
}
