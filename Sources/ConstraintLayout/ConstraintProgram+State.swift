import LinearProgramming

/// Which LP column and row stands for which frame variable and model row: built once with the
/// program; only the row bounds change (edits).
struct ProgramMap {
    /// How each frame variable is represented (the unreduced form when ``isReduced`` is false).
    let reduction: ModelReduction
    /// Whether the reduction substituted or bounded anything (false: every row is an LP row).
    let isReduced: Bool
    /// Frame variable → its column (root, direct) or its x⁺ column (x⁻ is the next), −1 when
    /// unused or eliminated.
    let columns: [Int]
    /// Column → its bounds (constant; root's width and height are set per solve).
    let columnBounds: [LPBounds]
    /// Model row → LP row, −1 when the reduction removed it.
    let lpRows: [Int]
    /// Model row → what its LP row's bound adds to the model row's bound (the constants of the
    /// substituted definitions).
    let rowOffsets: [Double]
    /// Model row → its first error column (e⁺ or e; e⁻ follows e⁺), −1 for required rows.
    let errorColumns: [Int]
    /// The bounds of each model row's LP row (edits change them), for switching a row back on.
    var rowBounds: [LPBounds]
}

/// The hold rows of a program: not added yet (a program that only ever solves merged has none),
/// free, or tightened by the last staged solve.
enum HoldRows {
    case notAdded
    case free
    case tight
}

/// The bases that make a program's solves warm.
struct WarmBases {
    /// Per stage: the final basis of the last solve that got through it.
    var stageBases: [[Int32]] = []
    /// The basis a stage was entered with (for the primal fallback).
    var entryBasis: [Int32] = []
    /// Whether ``ConstraintProgram/solveStages(_:)`` also keeps each stage's snapshot and
    /// optimum (the parametric cache reads them).
    var recordsSnapshots = false
    /// Per stage: the final basis and values, and the optimum its hold row was set to.
    var stageSnapshots: [LPSnapshot] = []
    var stageOptima: [Double] = []
}

extension ConstraintProgram {
    var reduction: ModelReduction { map.reduction }
    var isReduced: Bool { map.isReduced }
    var columns: [Int] { map.columns }
    var columnBounds: [LPBounds] { map.columnBounds }
    var lpRows: [Int] { map.lpRows }
    var rowOffsets: [Double] { map.rowOffsets }
    var errorColumns: [Int] { map.errorColumns }
    var rowBounds: [LPBounds] {
        get { map.rowBounds }
        _modify { yield &map.rowBounds }
    }
}
