/// The tie-break policy: two final stages, solved after every priority level (each held at its
/// optimum), that decide what the priorities leave open — UIKit's free-axis behaviour
/// (SEMANTICS.md §B: "an unconstrained size becomes 0, and a view held by a single inequality
/// sits on the bound").
///
/// 1. **Inequality slack** — minimise Σ over every inequality (required and optional, as
///    written) of its slack: `lhs − rhs` for `>=`, `rhs − lhs` for `<=`. A value held only by
///    inequalities moves onto a bound (`a.left >= 20` alone → 20; `a.width <= 100` alone →
///    100), and `a.left >= 20` with `a.right <= 300` puts both edges on their bounds. This is
///    Cassowary's (UIKit's engine) behaviour: slack variables start non-basic, at zero. The
///    objective is linear in the frame variables, so the stage adds no columns or rows.
/// 2. **Free axes at zero** — minimise Σ w·|x| over the frame variables the rows use (unused
///    ones have no column and are 0 anyway). Sizes weigh 2, positions 1, each times
///    f = 1 + (n − k) / (2n) for the k-th of n views in spec order, so that: an unconstrained
///    size is 0 before a position moves (`a.centerX == root.centerX` alone → width 0, left at
///    the centre; `a.right == root.right` alone → width 0 at the right edge), and where only a
///    difference is constrained (`b.left == a.left + 10`) the earlier view sits at 0. The
///    distinct weights make the optimum unique in the common cases, so a warm re-solve in a
///    sweep gives the same frames as a cold solve.
///
/// Layouts these stages decide are still ambiguous in UIKit's sense (an ambiguity check will
/// flag them); the stages only make the answer reproducible and UIKit-like.
///
/// Cost: one LP solve each, usually few pivots — except where the priorities leave much
/// open (one weak level over a long chain: stage 2 then dominates the solve time). Choose
/// ``TieBreak/slackOnly`` to skip stage 2; free variables then take whatever vertex the
/// simplex reaches (still 0 when nothing mentions them), which can differ between a warm
/// re-solve and a cold solve of a layout that is genuinely under-determined.
public enum TieBreak: String, Sendable, Hashable, CaseIterable {
    /// Inequality slack, then free axes at zero (the default).
    case slackThenFreeAxes
    /// Inequality slack only.
    case slackOnly
}

extension ConstraintProgram {
    static let slackStageName = "tie-break: inequality slack"
    static let freeAxesStageName = "tie-break: free axes at zero"

    /// The tie-break stages (each omitted when its objective is empty).
    static func tieBreakStages(_ model: ConstraintModel, _ tieBreak: TieBreak, columns: [Int], columnCount: Int)
        -> [SolveStage]
    {
        var stages: [SolveStage] = []
        if let slack = slackStage(model, columns: columns, columnCount: columnCount) { stages.append(slack) }
        if tieBreak == .slackThenFreeAxes, let free = freeAxesStage(model, columns: columns) { stages.append(free) }
        return stages
    }

    /// Stage 1: Σ slack of every inequality, as a linear objective over the x± columns.
    static func slackStage(_ model: ConstraintModel, columns: [Int], columnCount: Int) -> SolveStage? {
        var objective = [Double](repeating: 0, count: columnCount)
        var indices: [Int] = []
        var coefficients: [Double] = []
        for row in model.rows where row.relation != .equal {
            let sign: Double = row.relation == .greaterThanOrEqual ? 1 : -1
            indices.removeAll(keepingCapacity: true)
            coefficients.removeAll(keepingCapacity: true)
            appendStructural(row.variables, row.coefficients, sign: sign, columns, &indices, &coefficients)
            for (column, c) in zip(indices, coefficients) where column >= FrameVariable.perView {
                objective[column] += c
            }
        }
        var stage = SolveStage(name: slackStageName, indices: [], coefficients: [])
        for (column, c) in objective.enumerated() where abs(c) > 1e-12 {
            stage.indices.append(column)
            stage.coefficients.append(c)
        }
        return stage.indices.isEmpty ? nil : stage
    }

    /// Stage 2: Σ w·(x⁺ + x⁻) over the split frame variables.
    static func freeAxesStage(_ model: ConstraintModel, columns: [Int]) -> SolveStage? {
        var stage = SolveStage(name: freeAxesStageName, indices: [], coefficients: [])
        let views = Double(max(model.viewIDs.count - 1, 1))
        for variable in FrameVariable.perView..<model.variableCount where columns[variable] >= 0 {
            let k = Double(FrameVariable.view(of: variable))
            let weight = (FrameVariable.isSize(variable) ? 2 : 1) * (1 + (views - k) / (2 * views))
            stage.indices.append(columns[variable])
            stage.indices.append(columns[variable] + 1)
            stage.coefficients.append(weight)
            stage.coefficients.append(weight)
        }
        return stage.indices.isEmpty ? nil : stage
    }
}
