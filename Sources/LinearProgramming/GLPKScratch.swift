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
        // Check and convert every term before touching the merge table.
        if let bad = firstInvalidTerm(variableIndices, coefficients, variableCount: variableCount) {
            let coefficient = coefficients[coefficients.startIndex + bad]
            let variable = variableIndices[variableIndices.startIndex + bad]
            guard coefficient.isFinite else {
                throw .invalidArgument("\(context()): coefficient \(coefficient) of variable \(variable) is not finite")
            }
            _ = try GLPKIndex.oneBased(variable, count: variableCount, kind: .variable)
        }
        variableIndices.withUnsafeBufferPointer { variables in
            coefficients.withUnsafeBufferPointer { coefficients in
                indices.withUnsafeMutableBufferPointer { indices in
                    values.withUnsafeMutableBufferPointer { values in
                        for k in 0..<count {
                            indices[k + 1] = Int32(variables[k] + 1)
                            values[k + 1] = coefficients[k]
                        }
                    }
                }
            }
        }
        let merged = mergeRepeatedVariables(count: count)
        return try dropZeros(length: merged, context: context())
    }

    /// The offset of the first term with a non-finite coefficient or an index outside
    /// `0..<variableCount`, or nil.
    private func firstInvalidTerm(
        _ variableIndices: ArraySlice<Int>, _ coefficients: ArraySlice<Double>, variableCount: Int32
    ) -> Int? {
        variableIndices.withUnsafeBufferPointer { variables in
            coefficients.withUnsafeBufferPointer { coefficients in
                for k in 0..<variables.count
                where !coefficients[k].isFinite || variables[k] < 0 || variables[k] >= Int(variableCount) {
                    return k
                }
                return nil
            }
        }
    }

    /// Sums the coefficients of repeated variables in `1...count`, in place; returns the
    /// merged length. Leaves `positionOfVariable` set for the merged entries.
    private mutating func mergeRepeatedVariables(count: Int) -> Int {
        var length = 0
        indices.withUnsafeMutableBufferPointer { indices in
            values.withUnsafeMutableBufferPointer { values in
                positionOfVariable.withUnsafeMutableBufferPointer { positionOfVariable in
                    for k in 1..<(count + 1) {
                        let variable = GLPKIndex.zeroBased(indices[k])
                        let position = positionOfVariable[variable]
                        if position == 0 {
                            length += 1
                            indices[length] = indices[k]
                            values[length] = values[k]
                            positionOfVariable[variable] = length
                        } else {
                            values[position] += values[k]
                        }
                    }
                }
            }
        }
        return length
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
