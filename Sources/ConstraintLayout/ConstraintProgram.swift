import Foundation
import LayoutCore
import LinearProgramming

/// How optional priorities are traded against each other.
public enum PriorityMode: String, Sendable, Hashable, CaseIterable {
    /// Apple's documented rule (the default): one LP per distinct optional priority, highest
    /// first, each minimising its own error sum while every higher level is held at its
    /// optimum. Any number of low-priority constraints can never outvote a higher one.
    case lexicographic
    /// kiwi/Cassowary parity: one LP minimising Σ weight(priority) × error, with kiwi's
    /// strengths — weight(p) = 1000^((p − 250) / 250), so 750 (strong) weighs 10⁶, 500
    /// (medium) 10³ and 250 (weak) 1. Many weak constraints can outvote a strong one.
    case weighted

    /// The weight of an optional priority in `.weighted` mode.
    public static func weight(of priority: LayoutPriority) -> Double {
        pow(1000, (priority.rawValue - 250) / 250)
    }
}

/// One LP solve of a layout: an objective and, for every stage but the last, the row that
/// holds its optimum while the later stages are solved.
struct SolveStage {
    /// For messages: `priority 750`, `tie-break: inequality slack`….
    var name: String
    var indices: [Int]
    var coefficients: [Double]
    /// The row `Σ coefficients × x ≤ optimum + ε`, free until this stage has been solved.
    var holdRow: Int?
    /// Whether the stage is a priority level (not a tie-break): the ambiguity check holds
    /// these at their optimum.
    var isPriority = false
    /// Whether warm solves restore this stage's last basis and run the dual simplex: only for
    /// well-scaled objectives. Under large weights (``PriorityMode/weighted``) the dual
    /// simplex's optimum, exact only to its feasibility tolerance times the weight, is too
    /// loose for the exact hold, and the later stages would find the LP infeasible.
    var startsDual: Bool { coefficients.allSatisfy { abs($0) <= 16 } }
}

/// The LP form of a ``ConstraintModel``, in one `LinearProgram` reused for every stage and
/// every size (warm starts).
///
/// Columns, in this order:
/// 1. `root`'s left, top, width, height (0…3), fixed by bounds that each solve edits;
/// 2. every other frame variable that some row uses, as two columns `x = x⁺ − x⁻` (both
///    ≥ 0), so that the last tie-break stage can minimise |x| without extra rows; unused frame
///    variables have no column and are 0;
/// 3. error columns (≥ 0), in row order: e⁺ and e⁻ for an optional equality, one e for an
///    optional inequality.
///
/// Rows: one per ``ModelRow`` (`Σ c·x − e⁺ + e⁻ = b`, `Σ c·x − e ≤ b`, `Σ c·x + e ≥ b`), then
/// one hold row per stage except the last.
final class ConstraintProgram {
    let lp: LinearProgram
    /// Frame variable → its column (root) or its x⁺ column (x⁻ is the next), −1 when unused.
    let columns: [Int]
    /// Model row → LP row.
    let lpRows: [Int]
    /// Model row → its first error column (e⁺ or e; e⁻ follows e⁺), −1 for required rows.
    let errorColumns: [Int]
    /// The bounds of each model row's LP row, for restoring after the conflict search.
    var rowBounds: [LPBounds]
    let stages: [SolveStage]
    /// Whether hold rows have been tightened since they were last freed.
    var holdsAreTight = false
    /// The last optimal column values.
    var values: [Double] = []
    /// How many times a hold had to be loosened after numerical trouble (0 in a healthy run).
    var loosenedHoldCount = 0
    /// When set, every stage's LP is appended here in CPLEX LP format before it is solved
    /// (`--dump-lp`).
    var lpRecord: String?
    /// Model rows switched off by recovery (their LP rows free), skipped by the conflict search.
    var brokenRows: Set<Int> = []
    /// Whether ``solveStages(_:)`` keeps each stage's basis and values (the parametric cache).
    var recordsBases = false
    /// Per stage: the final basis and values, and the optimum its hold row was set to.
    var stageSnapshots: [LPSnapshot] = []
    var stageOptima: [Double] = []
    /// Per stage: the final basis of the last solve that got through it (warm starts).
    var stageBases: [[Int32]] = []
    /// The basis a stage was entered with (for the primal fallback), and how often it was used.
    var entryBasis: [Int32] = []
    var dualFallbackCount = 0
    /// LP row → model row (≥ 0), hold row of stage j (−(j + 1)); built on first use.
    var rowRoles: [Int] = []

    init(_ model: ConstraintModel, mode: PriorityMode, tieBreak: TieBreak) throws(LPError) {
        lp = LinearProgram()
        var columns = [Int](repeating: -1, count: model.variableCount)
        for variable in 0..<FrameVariable.perView { columns[variable] = variable }
        var used = [Bool](repeating: false, count: model.variableCount)
        for row in model.rows { for variable in row.variables { used[variable] = true } }
        var next = FrameVariable.perView
        for variable in FrameVariable.perView..<model.variableCount where used[variable] {
            columns[variable] = next
            next += 2
        }
        let errorCount = model.rows.reduce(0) { $0 + ($1.isRequired ? 0 : ($1.relation == .equal ? 2 : 1)) }
        try lp.addVariables(count: next + errorCount)
        for column in 0..<FrameVariable.perView { try lp.setBounds(ofVariable: column, .equal(to: 0)) }
        for column in FrameVariable.perView..<(next + errorCount) { try lp.setBounds(ofVariable: column, .atLeast(0)) }
        self.columns = columns

        // Rows, collecting each priority's error columns.
        var errorColumns: [[Int]] = Array(repeating: [], count: model.optionalPriorities.count)
        var lpRows: [Int] = []
        var rowBounds: [LPBounds] = []
        var firstErrors: [Int] = []
        lpRows.reserveCapacity(model.rows.count)
        rowBounds.reserveCapacity(model.rows.count)
        firstErrors.reserveCapacity(model.rows.count)
        var nextError = next
        var indices: [Int] = []
        var coefficients: [Double] = []
        for row in model.rows {
            indices.removeAll(keepingCapacity: true)
            coefficients.removeAll(keepingCapacity: true)
            Self.appendStructural(row.variables, row.coefficients, sign: 1, columns, &indices, &coefficients)
            firstErrors.append(row.isRequired ? -1 : nextError)
            if !row.isRequired {
                let level = model.optionalPriorities.firstIndex(of: row.priority)!
                switch row.relation {
                case .equal:
                    indices.append(nextError)
                    indices.append(nextError + 1)
                    coefficients.append(-1)
                    coefficients.append(1)
                    errorColumns[level].append(nextError)
                    errorColumns[level].append(nextError + 1)
                    nextError += 2
                case .lessThanOrEqual:
                    indices.append(nextError)
                    coefficients.append(-1)
                    errorColumns[level].append(nextError)
                    nextError += 1
                case .greaterThanOrEqual:
                    indices.append(nextError)
                    coefficients.append(1)
                    errorColumns[level].append(nextError)
                    nextError += 1
                }
            }
            let bounds = Self.bounds(row.relation, row.bound)
            lpRows.append(try lp.addRow(indices: indices, coefficients: coefficients, bounds: bounds))
            rowBounds.append(bounds)
        }
        self.lpRows = lpRows
        self.rowBounds = rowBounds
        self.errorColumns = firstErrors

        var stages = Self.priorityStages(model, mode: mode, errorColumns: errorColumns)
        stages += Self.tieBreakStages(model, tieBreak, columns: columns, columnCount: next)
        if stages.isEmpty { stages.append(SolveStage(name: "feasibility", indices: [], coefficients: [])) }
        // Every stage but the last holds its optimum for the next; the last priority level also
        // gets a hold row, so that the ambiguity check can hold every level.
        for index in stages.indices where index < stages.count - 1 || stages[index].isPriority {
            stages[index].holdRow = try lp.addRow(
                indices: stages[index].indices, coefficients: stages[index].coefficients, bounds: .free)
        }
        self.stages = stages
    }

    /// Appends `sign × Σ c·x` over LP columns: root variables directly, others as x⁺ − x⁻.
    static func appendStructural(
        _ variables: [Int], _ values: [Double], sign: Double, _ columns: [Int], _ indices: inout [Int],
        _ coefficients: inout [Double]
    ) {
        for (variable, c) in zip(variables, values) {
            let column = columns[variable]
            if variable < FrameVariable.perView {
                indices.append(column)
                coefficients.append(sign * c)
            } else {
                indices.append(column)
                indices.append(column + 1)
                coefficients.append(sign * c)
                coefficients.append(-sign * c)
            }
        }
    }

    /// LP bounds of `Σ c·x relation bound`.
    static func bounds(_ relation: LayoutRelation, _ bound: Double) -> LPBounds {
        switch relation {
        case .equal: return .equal(to: bound)
        case .lessThanOrEqual: return .atMost(bound)
        case .greaterThanOrEqual: return .atLeast(bound)
        }
    }

    /// One stage per optional priority, highest first (lexicographic), or one weighted stage.
    static func priorityStages(_ model: ConstraintModel, mode: PriorityMode, errorColumns: [[Int]]) -> [SolveStage] {
        guard !model.optionalPriorities.isEmpty else { return [] }
        switch mode {
        case .lexicographic:
            return zip(model.optionalPriorities, errorColumns).map { priority, columns in
                SolveStage(
                    name: "priority \(priority)", indices: columns,
                    coefficients: [Double](repeating: 1, count: columns.count), isPriority: true)
            }
        case .weighted:
            var stage = SolveStage(name: "weighted priorities", indices: [], coefficients: [], isPriority: true)
            for (priority, columns) in zip(model.optionalPriorities, errorColumns) {
                stage.indices += columns
                stage.coefficients += [Double](repeating: PriorityMode.weight(of: priority), count: columns.count)
            }
            return [stage]
        }
    }
}
