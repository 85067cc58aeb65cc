import CGLPK

extension LinearProgram {
    /// Sets variable `j`'s coefficient in the objective; the other coefficients are unchanged.
    /// - Throws: ``LPError/invalidArgument(_:)`` for an index out of range or a non-finite `c`.
    public func setObjectiveCoefficient(_ c: Double, ofVariable j: Int) throws(LPError) {
        checkThread()
        let column = try GLPKIndex.oneBased(j, count: columnCount32, kind: .variable)
        guard c.isFinite else {
            throw .invalidArgument("objective coefficient \(c) of variable \(j) is not finite")
        }
        hasOptimalSolution = false
        glp_set_obj_coef(problem, column, c)
        if c != 0 { objectiveColumns.append(column) }
    }

    /// Replaces the objective's linear part with `Σ coefficients[k] · x[indices[k]]`: every
    /// other variable gets coefficient 0. Repeated indices are summed. The constant term (see
    /// ``setObjectiveConstant(_:)``) is unchanged.
    /// - Throws: ``LPError/invalidArgument(_:)`` when the arrays differ in length, an index is
    ///   out of range or a number is not finite; the objective is unchanged then.
    /// - Complexity: O(`indices.count` + the previous objective's length): only the columns
    ///   the previous objective set are cleared.
    public func setObjective(indices: [Int], coefficients: [Double]) throws(LPError) {
        checkThread()
        let columns = columnCount32
        let length = try scratch.loadTerms(
            variableIndices: indices[...], coefficients: coefficients[...], variableCount: columns,
            context: "objective")
        hasOptimalSolution = false
        for column in objectiveColumns { glp_set_obj_coef(problem, column, 0) }
        objectiveColumns.removeAll(keepingCapacity: true)
        objectiveColumns.append(contentsOf: scratch.indices[1..<(length + 1)])
        scratch.indices.withUnsafeBufferPointer { indices in
            scratch.values.withUnsafeBufferPointer { values in
                for k in 1..<(length + 1) { glp_set_obj_coef(problem, indices[k], values[k]) }
            }
        }
    }

    /// Sets the objective's constant term (0 initially); it shifts ``objectiveValue`` only.
    /// - Throws: ``LPError/invalidArgument(_:)`` for a non-finite `c`.
    public func setObjectiveConstant(_ c: Double) throws(LPError) {
        checkThread()
        guard c.isFinite else {
            throw .invalidArgument("objective constant \(c) is not finite")
        }
        hasOptimalSolution = false
        glp_set_obj_coef(problem, GLPKIndex.objectiveConstant, c)
    }

    /// Variable `j`'s coefficient in the objective.
    /// - Throws: ``LPError/invalidArgument(_:)`` for an index out of range.
    public func objectiveCoefficient(ofVariable j: Int) throws(LPError) -> Double {
        checkThread()
        let column = try GLPKIndex.oneBased(j, count: columnCount32, kind: .variable)
        return glp_get_obj_coef(problem, column)
    }

    /// The objective's constant term.
    public var objectiveConstant: Double {
        checkThread()
        return glp_get_obj_coef(problem, GLPKIndex.objectiveConstant)
    }
}
