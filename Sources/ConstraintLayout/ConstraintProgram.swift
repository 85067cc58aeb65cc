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
    /// The row `Σ coefficients × x ≤ optimum + ε`, free until this stage has been solved; nil
    /// until the stages first run one by one (``ConstraintProgram/addHoldRows(_:)``).
    var holdRow: Int?
    /// Whether the stage gets a hold row when the stages run one by one.
    var needsHold = false
    /// Whether the stage is a priority level (not a tie-break): the ambiguity check holds
    /// these at their optimum.
    var isPriority = false
    /// Whether warm solves restore this stage's last basis and run the dual simplex: only for
    /// well-scaled objectives, or the last stage (no hold follows it). Under large weights
    /// (``PriorityMode/weighted``) the dual simplex's optimum, exact only to its feasibility
    /// tolerance times the weight, is too loose for the exact hold, and the later stages would
    /// find the LP infeasible. Set when the stages are built.
    var startsDual = true
}

/// The LP form of a ``ConstraintModel``, in one `LinearProgram` reused for every stage and
/// every size (warm starts), built from its ``ModelReduction``.
///
/// Columns, in this order:
/// 1. `root`'s left, top, width, height (0…3), fixed by bounds that each solve edits;
/// 2. every other frame variable that some row uses and the reduction keeps: one column when
///    its bounds fix its sign (``FrameColumnKind/direct``), else two columns `x = x⁺ − x⁻`
///    (both ≥ 0), so that the last tie-break stage can minimise |x| without extra rows; unused
///    frame variables have no column and are 0, eliminated ones are computed from the others;
/// 3. error columns (≥ 0), in row order: e⁺ and e⁻ for an optional equality, one e for an
///    optional inequality.
///
/// Rows: one per kept ``ModelRow``, expanded over the kept variables (`Σ c·x − e⁺ + e⁻ = b`,
/// `Σ c·x − e ≤ b`, `Σ c·x + e ≥ b`), then, once the stages have run one by one, one hold row
/// per stage except the last (a merged solve needs none: ``addHoldRows(_:)``).
///
/// The staged lexicographic solver alone (model: kiwi's `SolverImpl`): the LP, the map between
/// model and LP, the stages with their hold rows, and the warm bases. The shortcuts that use
/// it — one merged LP (``MergedSolver``), the parametric segments (``ParametricCache``) — and
/// the conflict search and recovery (``minimalConflict(_:skipping:_:)``,
/// ``ConstraintLayoutEngine/solveRecovering(_:_:)``) are separate.
final class ConstraintProgram {
    let lp: LinearProgram
    /// Which LP column and row stands for which frame variable and model row (see
    /// ``ProgramMap``; its fields are read through the forwarding properties below).
    var map: ProgramMap
    /// The solve stages (their hold rows are set by ``addHoldRows(_:)``).
    var stages: [SolveStage]
    /// Whether the hold rows exist, and whether they are tightened.
    var holds = HoldRows.notAdded
    // Solve state read and written at every solve, exempt from dynamic exclusivity checks as
    // the engine's own hot state: a program is used from one thread, and no access overlaps.
    /// The last optimal column values (after a merged solve, only those of the frame columns).
    @exclusivity(unchecked) var values: [Double] = []
    /// The last optimal frame-variable values (from ``values`` and the definitions).
    @exclusivity(unchecked) var frameValues: [Double] = []
    /// The bases that make solves warm (and the snapshots the parametric cache reads).
    @exclusivity(unchecked) var warm = WarmBases()
    /// How many times a hold had to be loosened after numerical trouble (0 in a healthy run).
    var loosenedHoldCount = 0
    /// When set, every stage's LP is appended here in CPLEX LP format before it is solved
    /// (`--dump-lp`).
    var lpRecord: String?
    /// Counts every change of the LP's objective (``loadObjective(_:_:_:_:)``), so that a user
    /// of the program (``MergedSolver``) knows whether its own is still loaded.
    var objectiveGeneration = 0

    /// Builds the LP of `model`; `reduces` enables the ``ModelReduction`` (off for recovery,
    /// the ambiguity check, LP recording and the conflict search, which work row by row).
    /// - Throws: the `LPError` of a column or row the LP wrapper rejects (a bug: the model's
    ///   numbers are finite and its terms merged).
    init(_ model: borrowing ConstraintModel, mode: PriorityMode, tieBreak: TieBreak, reduces: Bool = true)
        throws(LPError)
    {
        lp = LinearProgram()
        // Most solves are warm and take few pivots, where GLPK's steepest-edge pricing and
        // Harris ratio test cost more per pivot than they save (chain N = 1000: −24 %
        // instructions per resize, N = 300: −10 %; the adaptive layout −1 %).
        lp.pricing = .standard
        lp.ratioTest = .standard
        var reduction = ModelReduction(model, enabled: reduces)
        if reduction.isContradictory { reduction = ModelReduction(model, enabled: false) }
        var columns = [Int](filled: -1, count: model.variableCount)
        var columnBounds: [LPBounds] = []
        columnBounds.reserveCapacity(2 * model.variableCount + 2 * model.rows.count)
        for variable in 0..<model.variableCount {
            switch reduction.kinds[variable] {
            case .unused, .eliminated:
                continue
            case .direct:
                columns[variable] = columnBounds.count
                if variable < FrameVariable.perView {
                    columnBounds.append(.equal(to: 0))
                } else {
                    let (l, u) = (reduction.lower[variable], reduction.upper[variable])
                    columnBounds.append(LPBounds(lower: l.isFinite ? l : nil, upper: u.isFinite ? u : nil))
                }
            case .split:
                columns[variable] = columnBounds.count
                columnBounds.append(.atLeast(0))
                columnBounds.append(.atLeast(0))
            }
        }
        let next = columnBounds.count
        var errorCount = 0
        for (index, row) in model.rows.enumerated() where reduction.keepsRow[index] && !row.isRequired {
            errorCount += row.relation == .equal ? 2 : 1
        }
        columnBounds.append(contentsOf: repeatElement(.atLeast(0), count: errorCount))
        try lp.addVariables(bounds: columnBounds)

        // Rows, collecting each priority's error columns.
        var errorColumns: [[Int]] = Array(filled: [], count: model.optionalPriorities.count)
        var lpRows = [Int](filled: -1, count: model.rows.count)
        var rowBounds = [LPBounds](filled: .free, count: model.rows.count)
        var rowOffsets = [Double](filled: 0, count: model.rows.count)
        var firstErrors = [Int](filled: -1, count: model.rows.count)
        var batch = LPRowBatch()
        var nextError = next
        let firstRow = lp.rowCount
        batch.reserveCapacity(rows: model.rows.count + 8, terms: 4 * model.termVariables.count + 64)
        for (index, row) in model.rows.enumerated() where reduction.keepsRow[index] {
            // Straight into the batch: the row's expanded terms over columns, then its errors.
            for k in reduction.rowStarts[index]..<reduction.rowStarts[index + 1] {
                let variable = reduction.rowVariables[k]
                let c = reduction.rowCoefficients[k]
                let column = columns[variable]
                batch.appendTerm(column, c)
                if reduction.kinds[variable] == .split { batch.appendTerm(column + 1, -c) }
            }
            rowOffsets[index] = -reduction.rowConstants[index]
            if !row.isRequired {
                firstErrors[index] = nextError
                let level = model.optionalPriorities.firstIndex(of: row.priority)!
                switch row.relation {
                case .equal:
                    batch.appendTerm(nextError, -1)
                    batch.appendTerm(nextError + 1, 1)
                    errorColumns[level].append(nextError)
                    errorColumns[level].append(nextError + 1)
                    nextError += 2
                case .lessThanOrEqual:
                    batch.appendTerm(nextError, -1)
                    errorColumns[level].append(nextError)
                    nextError += 1
                case .greaterThanOrEqual:
                    batch.appendTerm(nextError, 1)
                    errorColumns[level].append(nextError)
                    nextError += 1
                }
            }
            let bounds = Self.bounds(row.relation, row.bound + rowOffsets[index])
            lpRows[index] = firstRow + batch.count
            rowBounds[index] = bounds
            batch.endRow(bounds: bounds)
        }

        var stages = Self.priorityStages(model, mode: mode, errorColumns: errorColumns)
        stages += Self.tieBreakStages(model, tieBreak, reduction, columns: columns)
        if stages.isEmpty { stages.append(SolveStage(name: "feasibility", indices: [], coefficients: [])) }
        // Every stage but the last holds its optimum for the next; the last priority level also
        // gets a hold row, so that the ambiguity check can hold every level.
        for index in stages.indices {
            let isLast = index == stages.count - 1
            stages[index].startsDual = isLast || stages[index].coefficients.allSatisfy { abs($0) <= 16 }
            stages[index].needsHold = !isLast || stages[index].isPriority
        }
        try lp.addRows(batch)
        map = ProgramMap(
            reduction: reduction, isReduced: reduction.isEnabled, columns: columns, columnBounds: columnBounds,
            lpRows: lpRows, rowOffsets: rowOffsets, errorColumns: firstErrors, rowBounds: rowBounds)
        self.stages = stages
    }

    /// Appends `c × x` over LP columns: a root or direct variable's column, or x⁺ − x⁻.
    static func appendColumns(
        _ variable: Int, _ c: Double, _ reduction: ModelReduction, _ columns: [Int], _ indices: inout [Int],
        _ coefficients: inout [Double]
    ) {
        let column = columns[variable]
        if reduction.kinds[variable] == .split {
            indices.append(column)
            indices.append(column + 1)
            coefficients.append(c)
            coefficients.append(-c)
        } else {
            indices.append(column)
            coefficients.append(c)
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
            var stages: [SolveStage] = []
            // Room for the tie-break stages the caller appends.
            stages.reserveCapacity(model.optionalPriorities.count + 2)
            for (level, priority) in model.optionalPriorities.enumerated() {
                let columns = errorColumns[level]
                stages.append(
                    SolveStage(
                        name: "priority \(priority)", indices: columns,
                        coefficients: [Double](filled: 1, count: columns.count), isPriority: true))
            }
            return stages
        case .weighted:
            var stage = SolveStage(name: "weighted priorities", indices: [], coefficients: [], isPriority: true)
            for (priority, columns) in zip(model.optionalPriorities, errorColumns) {
                stage.indices += columns
                stage.coefficients += [Double](filled: PriorityMode.weight(of: priority), count: columns.count)
            }
            return [stage]
        }
    }
}
