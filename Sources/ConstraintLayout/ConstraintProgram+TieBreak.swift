import LayoutCore

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
    static func tieBreakStages(
        _ model: ConstraintModel, _ tieBreak: TieBreak, _ reduction: ModelReduction, columns: [Int]
    ) -> [SolveStage] {
        var stages: [SolveStage] = []
        var objective = [Double](filled: 0, count: model.variableCount)
        if let slack = slackStage(model, reduction, columns: columns, &objective) { stages.append(slack) }
        if tieBreak == .slackThenFreeAxes, let free = freeAxesStage(model, reduction, columns: columns, &objective) {
            stages.append(free)
        }
        return stages
    }

    /// Stage 1: Σ slack of every inequality, as a linear objective over the frame variables
    /// (`root` left out: it is fixed), then over LP columns.
    static func slackStage(
        _ model: ConstraintModel, _ reduction: ModelReduction, columns: [Int], _ objective: inout [Double]
    ) -> SolveStage? {
        for row in model.rows where row.relation != .equal {
            let sign: Double = row.relation == .greaterThanOrEqual ? 1 : -1
            for (variable, c) in zip(model.variables(of: row), model.coefficients(of: row))
            where variable >= FrameVariable.perView {
                objective[variable] += sign * c
            }
        }
        var stage = SolveStage(name: slackStageName, indices: [], coefficients: [])
        appendObjective(&objective, reduction, columns: columns, to: &stage)
        return stage.indices.isEmpty ? nil : stage
    }

    /// Stage 2: Σ w·|x| over the used frame variables: w·(x⁺ + x⁻) for a split variable, ±w·x
    /// for one whose sign the reduction knows (its definition then stands for it), nothing for
    /// one that depends on `root` alone (constant at a given size).
    static func freeAxesStage(
        _ model: ConstraintModel, _ reduction: ModelReduction, columns: [Int], _ objective: inout [Double]
    ) -> SolveStage? {
        var stage = SolveStage(name: freeAxesStageName, indices: [], coefficients: [])
        // Room for every split variable's two columns, and for appendObjective's terms.
        stage.indices.reserveCapacity(2 * model.variableCount)
        stage.coefficients.reserveCapacity(2 * model.variableCount)
        let views = Double(max(model.viewIDs.count - 1, 1))
        for variable in FrameVariable.perView..<model.variableCount {
            let k = Double(FrameVariable.view(of: variable))
            let weight = (FrameVariable.isSize(variable) ? 2 : 1) * (1 + (views - k) / (2 * views))
            switch reduction.kinds[variable] {
            case .unused: continue
            case .split:
                stage.indices.append(columns[variable])
                stage.indices.append(columns[variable] + 1)
                stage.coefficients.append(weight)
                stage.coefficients.append(weight)
            case .direct:
                objective[variable] += reduction.lower[variable] >= 0 ? weight : -weight
            case .eliminated:
                objective[variable] += reduction.signs[variable] * weight
            }
        }
        appendObjective(&objective, reduction, columns: columns, to: &stage)
        return stage.indices.isEmpty ? nil : stage
    }

    /// Appends the dense frame-variable objective `objective` (then zeroed) over LP columns,
    /// eliminated variables expanded, `root` dropped (fixed), in column order.
    static func appendObjective(
        _ objective: inout [Double], _ reduction: ModelReduction, columns: [Int], to stage: inout SolveStage
    ) {
        reduction.expandDense(&objective)
        // The largest magnitude counts root's terms too; root's columns are fixed (dropped).
        Tolerance.forEachUncancelled(
            objective.indices, coefficient: { objective[$0] },
            { variable, c in
                guard variable >= FrameVariable.perView, columns[variable] >= 0 else { return }
                appendColumns(variable, c, reduction, columns, &stage.indices, &stage.coefficients)
            })
        for k in objective.indices { objective[k] = 0 }
    }
}
