/// The conclusion of a successful ``LinearProgram/solve()``.
///
/// Only ``optimal`` comes with values: read ``LinearProgram/value(ofVariable:)``,
/// ``LinearProgram/values(into:)`` and ``LinearProgram/objectiveValue`` only after it.
public enum LPSolveOutcome: Sendable, Equatable {
    /// An optimal solution was found; its values can be read.
    case optimal
    /// No assignment satisfies every row and variable bound.
    case infeasible
    /// Feasible assignments exist, but the objective improves without limit.
    case unbounded
}
