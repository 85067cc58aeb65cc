import CGLPK

/// Rows to add in one ``LinearProgram/addRows(_:)`` call: each row's terms stored back to back
/// (one allocation for the whole batch instead of one GLPK call sequence and one check per
/// row).
public struct LPRowBatch: Sendable {
    /// Row k's terms are `indices[starts[k]..<starts[k + 1]]` and the same range of
    /// `coefficients`.
    public private(set) var starts: [Int] = [0]
    public private(set) var indices: [Int] = []
    public private(set) var coefficients: [Double] = []
    public private(set) var bounds: [LPBounds] = []

    public init() {}

    /// The number of rows in the batch.
    public var count: Int { bounds.count }

    /// Reserves room for `rows` rows with `terms` terms in all, so that appending up to that
    /// many allocates nothing more.
    public mutating func reserveCapacity(rows: Int, terms: Int) {
        starts.reserveCapacity(rows + 1)
        bounds.reserveCapacity(rows)
        indices.reserveCapacity(terms)
        coefficients.reserveCapacity(terms)
    }

    /// Appends the row `bounds.lower ≤ Σ coefficients[k] · x[indices[k]] ≤ bounds.upper`
    /// (checked by ``LinearProgram/addRows(_:)``, like ``LinearProgram/addRow(indices:coefficients:bounds:)``).
    public mutating func append(indices: [Int], coefficients: [Double], bounds: LPBounds) {
        self.indices.append(contentsOf: indices)
        self.coefficients.append(contentsOf: coefficients)
        // A length mismatch is kept visible for the check: the shorter array is padded with
        // an invalid index.
        if indices.count < coefficients.count {
            self.indices.append(contentsOf: repeatElement(-1, count: coefficients.count - indices.count))
        } else if coefficients.count < indices.count {
            self.coefficients.append(contentsOf: repeatElement(.nan, count: indices.count - coefficients.count))
        }
        starts.append(self.indices.count)
        self.bounds.append(bounds)
    }

    /// Appends the term `coefficient · x[index]` to the row being built (the terms appended
    /// since the last ``append(indices:coefficients:bounds:)`` or ``endRow(bounds:)``), without
    /// a temporary array per row.
    public mutating func appendTerm(_ index: Int, _ coefficient: Double) {
        indices.append(index)
        coefficients.append(coefficient)
    }

    /// Ends the row being built: its terms are those appended by ``appendTerm(_:_:)`` since the
    /// previous row, and it gets `bounds`.
    public mutating func endRow(bounds: LPBounds) {
        starts.append(indices.count)
        self.bounds.append(bounds)
    }
}

extension LinearProgram {
    /// Adds `bounds.count` variables with the given bounds and objective coefficient 0.
    ///
    /// - Returns: the indices of the new variables.
    /// - Throws: ``LPError/invalidArgument(_:)`` for invalid bounds or more than GLPK's
    ///   100 000 000 columns in total; nothing is added then.
    /// - Complexity: O(`bounds.count`).
    @discardableResult
    public func addVariables(bounds: [LPBounds]) throws(LPError) -> Range<Int> {
        checkThread()
        let existing = Int(columnCount32)
        var glpk: [GLPKBounds] = []
        glpk.reserveCapacity(bounds.count)
        for (k, b) in bounds.enumerated() { glpk.append(try b.glpkBounds(of: "variable \(existing + k)")) }
        guard !bounds.isEmpty else { return existing..<existing }
        guard bounds.count <= GLPKIndex.maximumCount - existing else {
            throw .invalidArgument(
                "addVariables: \(existing) + \(bounds.count) variables exceed GLPK's limit of \(GLPKIndex.maximumCount)"
            )
        }
        // Each column's bounds set once (not made free first).
        let first = try addColumns(bounds.count)
        for (k, b) in glpk.enumerated() {
            glp_set_col_bnds(problem, first + Int32(k), b.type, b.lower, b.upper)
        }
        return existing..<(existing + bounds.count)
    }

    /// Adds every row of `batch`, in order, as ``addRow(indices:coefficients:bounds:)`` would
    /// one by one (repeated indices merged, zeros dropped), with one GLPK `glp_add_rows`.
    ///
    /// - Returns: the new rows' indices.
    /// - Throws: ``LPError/invalidArgument(_:)`` as ``addRow(indices:coefficients:bounds:)``;
    ///   every row is checked before any is added, so nothing is added then.
    /// - Complexity: O(total terms).
    @discardableResult
    public func addRows(_ batch: LPRowBatch) throws(LPError) -> Range<Int> {
        checkThread()
        let existing = Int(rowCount32)
        let count = batch.count
        guard count > 0 else { return existing..<existing }
        guard count <= GLPKIndex.maximumCount - existing else {
            throw .invalidArgument("addRows: GLPK's limit of \(GLPKIndex.maximumCount) rows would be exceeded")
        }
        // Check and merge every row first, into one flat 1-based buffer per array.
        var glpk: [GLPKBounds] = []
        glpk.reserveCapacity(count)
        var flatIndices: [Int32] = [0]
        var flatValues: [Double] = [0]
        flatIndices.reserveCapacity(batch.indices.count + 1)
        flatValues.reserveCapacity(batch.indices.count + 1)
        var lengths: [Int32] = []
        lengths.reserveCapacity(count)
        let columns = columnCount32
        for k in 0..<count {
            let row = existing + k
            glpk.append(try batch.bounds[k].glpkBounds(of: "row \(row)"))
            let range = batch.starts[k]..<batch.starts[k + 1]
            let length = try scratch.loadTerms(
                variableIndices: batch.indices[range], coefficients: batch.coefficients[range],
                variableCount: columns, context: "row \(row)")
            flatIndices.append(contentsOf: scratch.indices[1..<(length + 1)])
            flatValues.append(contentsOf: scratch.values[1..<(length + 1)])
            lengths.append(Int32(length))
        }
        let total = Int(glp_get_num_nz(problem)) + flatIndices.count - 1
        guard total <= GLPKIndex.maximumNonZeros else {
            throw .invalidArgument(
                "the constraint matrix would have \(total) non-zeros, over GLPK's limit of \(GLPKIndex.maximumNonZeros)"
            )
        }
        hasOptimalSolution = false
        matrixVersion &+= 1
        let first = glp_add_rows(problem, try GLPKIndex.int32(count, name: "addRows count"))
        flatIndices.withUnsafeMutableBufferPointer { indices in
            flatValues.withUnsafeMutableBufferPointer { values in
                var offset = 0
                for k in 0..<count {
                    let row = first + Int32(k)
                    glp_set_row_bnds(problem, row, glpk[k].type, glpk[k].lower, glpk[k].upper)
                    if lengths[k] > 0 {
                        glp_set_mat_row(
                            problem, row, lengths[k], indices.baseAddress! + offset, values.baseAddress! + offset)
                    }
                    offset += Int(lengths[k])
                }
            }
        }
        return existing..<(existing + count)
    }
}
