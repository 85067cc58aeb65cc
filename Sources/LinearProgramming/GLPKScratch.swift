/// Reusable buffers for passing sparse linear expressions to GLPK without allocating.
///
/// GLPK takes an expression as two 1-based arrays, `ind[1...len]` (column numbers) and
/// `val[1...len]` (coefficients), whose element 0 it never reads. ``LinearProgram`` keeps one
/// `GLPKScratch`, so adding a row allocates only when a row is longer than any before it.
struct GLPKScratch {
    /// GLPK column (or row) numbers in `1...length`; element 0 is GLPK's unused dummy.
    var indices: [Int32] = [0]
    /// Coefficients in `1...length`; element 0 is GLPK's unused dummy.
    var values: [Double] = [0]
    /// For each variable, its position in `indices` while an expression is being merged, or
    /// 0. All zero between calls.
    private var positionOfVariable: [Int] = []

    /// Makes room for `count` variables in the merge table.
    mutating func growVariables(to count: Int) {
        if positionOfVariable.count < count {
            positionOfVariable.append(contentsOf: repeatElement(0, count: count - positionOfVariable.count))
        }
    }

    /// Makes `indices` and `values` hold at least `length` entries after the dummy.
    mutating func reserve(_ length: Int) {
        if indices.count <= length {
            let missing = length + 1 - indices.count
            indices.append(contentsOf: repeatElement(0, count: missing))
            values.append(contentsOf: repeatElement(0, count: missing))
        }
    }

    /// Loads a linear expression `Σ coefficients[k] · x[variableIndices[k]]` into `indices` and
    /// `values`, in GLPK's form: repeated variables merged (their coefficients summed; GLPK
    /// aborts on a repeated column), zero coefficients dropped, order of first appearance kept.
    ///
    /// Nothing is loaded when it throws.
    /// - Parameter context: what the expression is, for error text ("row 3").
    /// - Returns: the number of terms now in `indices[1...]` and `values[1...]`.
    /// - Throws: ``LPError/invalidArgument(_:)`` for mismatched lengths, an index outside
    ///   `0..<variableCount`, a non-finite coefficient, or merged coefficients that overflow.
    /// - Complexity: O(`variableIndices.count`).
    mutating func loadTerms(
        variableIndices: ArraySlice<Int>, coefficients: ArraySlice<Double>, variableCount: Int32,
        context: @autoclosure () -> String
    ) throws(LPError) -> Int {
        let count = variableIndices.count
        guard coefficients.count == count else {
            throw .invalidArgument("\(context()): \(count) indices but \(coefficients.count) coefficients")
        }
        reserve(count)
        // One pass checks, converts and merges every term; a bad term stops it, the merge
        // table is cleared and nothing is loaded.
        let (merged, bad) = mergeTerms(variableIndices, coefficients, variableCount: variableCount)
        if let bad {
            clearPositions(length: merged)
            let coefficient = coefficients[coefficients.startIndex + bad]
            let variable = variableIndices[variableIndices.startIndex + bad]
            guard coefficient.isFinite else {
                throw .invalidArgument("\(context()): coefficient \(coefficient) of variable \(variable) is not finite")
            }
            _ = try GLPKIndex.oneBased(variable, count: variableCount, kind: .variable)
            preconditionFailure("term \(bad) was rejected, yet its index and coefficient are valid")
        }
        return try dropZeros(length: merged, context: context())
    }

    /// Writes the terms into `indices[1...]` and `values[1...]` in GLPK's form, repeated
    /// variables summed in order of first appearance, until a term has a non-finite
    /// coefficient or an index outside `0..<variableCount`.
    /// - Returns: the merged length, and the offset of the bad term (nil when all are valid).
    ///   Leaves `positionOfVariable` set for the merged entries.
    private mutating func mergeTerms(
        _ variableIndices: ArraySlice<Int>, _ coefficients: ArraySlice<Double>, variableCount: Int32
    ) -> (length: Int, bad: Int?) {
        var length = 0
        var bad: Int?
        let columns = Int(variableCount)
        variableIndices.withUnsafeBufferPointer { variables in
            coefficients.withUnsafeBufferPointer { coefficients in
                indices.withUnsafeMutableBufferPointer { indices in
                    values.withUnsafeMutableBufferPointer { values in
                        positionOfVariable.withUnsafeMutableBufferPointer { positionOfVariable in
                            for k in 0..<variables.count {
                                let variable = variables[k]
                                let c = coefficients[k]
                                guard c.isFinite, variable >= 0, variable < columns else {
                                    bad = k
                                    return
                                }
                                let position = positionOfVariable[variable]
                                if position == 0 {
                                    length += 1
                                    indices[length] = Int32(variable + 1)
                                    values[length] = c
                                    positionOfVariable[variable] = length
                                } else {
                                    values[position] += c
                                }
                            }
                        }
                    }
                }
            }
        }
        return (length, bad)
    }

    /// Clears `positionOfVariable` for the first `length` loaded entries.
    private mutating func clearPositions(length: Int) {
        guard length > 0 else { return }
        for k in 1...length { positionOfVariable[GLPKIndex.zeroBased(indices[k])] = 0 }
    }

    /// Clears `positionOfVariable` for the merged entries and removes zero coefficients.
    private mutating func dropZeros(length: Int, context: @autoclosure () -> String) throws(LPError) -> Int {
        var kept = 0
        var overflowed: (variable: Int, sum: Double)?
        indices.withUnsafeMutableBufferPointer { indices in
            values.withUnsafeMutableBufferPointer { values in
                positionOfVariable.withUnsafeMutableBufferPointer { positionOfVariable in
                    for k in 1..<(length + 1) {
                        let variable = GLPKIndex.zeroBased(indices[k])
                        positionOfVariable[variable] = 0
                        let value = values[k]
                        if !value.isFinite {
                            overflowed = overflowed ?? (variable, value)
                        } else if value != 0 {
                            kept += 1
                            indices[kept] = indices[k]
                            values[kept] = value
                        }
                    }
                }
            }
        }
        if let overflowed {
            throw .invalidArgument(
                "\(context()): coefficients of variable \(overflowed.variable) sum to \(overflowed.sum)")
        }
        return kept
    }
}
