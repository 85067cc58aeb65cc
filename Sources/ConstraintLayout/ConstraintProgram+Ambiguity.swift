import LayoutCore
import LinearProgramming

/// The range one frame variable can take while every priority level stays optimal.
struct VariableRange {
    var variable: Int
    /// −∞ / +∞ when nothing bounds it (or no constraint mentions it).
    var minimum: Double
    var maximum: Double

    /// Whether the range is wider than rounding (`Tolerance.isWiderThanRounding`).
    var isAmbiguous: Bool {
        guard minimum.isFinite, maximum.isFinite else { return true }
        return Tolerance.isWiderThanRounding(minimum, maximum)
    }
}

extension ConstraintProgram {
    /// The ambiguity check (SEMANTICS.md §B): for every frame variable of every view but
    /// `root`, its minimum and maximum subject to the required rows with every priority
    /// level held at its optimum (the tie-break stages released) — two LPs per variable.
    /// A variable no row mentions is unbounded (its view is unconstrained).
    ///
    /// - Precondition: ``solveStages(_:)`` has just returned `.solved` (the holds are tight).
    /// - Returns: the ambiguous ranges, in variable order.
    /// - Throws: ``ConstraintLayoutError`` (stage `ambiguity check`) when GLPK fails or hits a
    ///   limit, or (`unexpectedOutcome`) when the held LP turns out infeasible.
    /// - Complexity: 2 warm LP solves per used frame variable.
    func ambiguousRanges(_ model: ConstraintModel, _ context: Context) throws(ConstraintLayoutError) -> [VariableRange]
    {
        let stageName = "ambiguity check"
        for stage in stages where !stage.isPriority {
            if let row = stage.holdRow {
                try guarded(stageName, context) { () throws(LPError) in try lp.setBounds(ofRow: row, .free) }
            }
        }
        var result: [VariableRange] = []
        for variable in FrameVariable.perView..<model.variableCount {
            let column = columns[variable]
            guard column >= 0 else {
                result.append(VariableRange(variable: variable, minimum: -.infinity, maximum: .infinity))
                continue
            }
            let low = try extreme(column, sign: 1, stageName, context)
            let high = try extreme(column, sign: -1, stageName, context).map { -$0 }
            let range = VariableRange(variable: variable, minimum: low ?? -.infinity, maximum: high ?? .infinity)
            if range.isAmbiguous { result.append(range) }
        }
        return result
    }

    /// The minimum of `sign × (x⁺ − x⁻)`, or nil when it is unbounded.
    /// - Throws: as ``ambiguousRanges(_:_:)``.
    private func extreme(_ column: Int, sign: Double, _ stageName: String, _ context: Context)
        throws(ConstraintLayoutError) -> Double?
    {
        try loadObjective([column, column + 1], [sign, -sign], stageName, context)
        let outcome = try guarded(stageName, context) { () throws(LPError) in try lp.solve() }
        switch outcome {
        case .optimal: return lp.objectiveValue
        case .unbounded: return nil
        case .infeasible:
            throw ConstraintLayoutError(
                .unexpectedOutcome("the LP became infeasible with every level held at its optimum"),
                stage: stageName, spec: context.spec, size: context.size)
        }
    }
}
