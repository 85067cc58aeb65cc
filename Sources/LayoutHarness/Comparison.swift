import LayoutCore

/// How the two engines' answers for one view at one size relate.
public enum Agreement: String, Sendable, Equatable {
    /// Every coordinate within `Tolerance.frame`.
    case identical
    /// Different, but the constraint engine's answer is not unique and the stack engine's
    /// lies in its range (set by the ambiguity analysis).
    case ambiguous
    /// Different answers.
    case divergent
    /// One engine found no layout (unsatisfiable constraints).
    case infeasible
}

/// One view's frames from both engines at one size.
public struct FrameDifference: Sendable, Equatable {
    public var id: String
    public var stack: Rect?
    public var constraints: Rect?
    /// The largest coordinate difference (infinity when a frame is missing).
    public var distance: Double
    public var agreement: Agreement
}

/// Both engines at one size.
public struct SizeComparison: Sendable, Equatable {
    public var size: Size
    /// One entry per view id present in both specs, in the view spec's id order.
    public var differences: [FrameDifference]
    /// Seconds each engine took to solve this size (warm: the engine was built before).
    public var stackSeconds: Double
    public var constraintSeconds: Double
    public var stackDiagnostics: [Diagnostic]
    public var constraintDiagnostics: [Diagnostic]

    /// The largest frame difference over all views.
    public var maxDifference: Double { differences.map(\.distance).max() ?? 0 }
    /// Whether every view is identical or ambiguous.
    public var agrees: Bool { differences.allSatisfy { $0.agreement == .identical || $0.agreement == .ambiguous } }
}

/// The comparison of one layout over a list of sizes.
public struct ComparisonReport: Sendable, Equatable {
    public var name: String
    /// Ids compared (present in both specs).
    public var matchedIDs: [String]
    /// Ids present in only one spec (not compared).
    public var unmatchedIDs: [String]
    /// Seconds to build each engine's model (decoding excluded).
    public var stackBuildSeconds: Double
    public var constraintBuildSeconds: Double
    public var sizes: [SizeComparison]

    /// Sizes where every view agrees.
    public var agreeingCount: Int { sizes.filter(\.agrees).count }
    /// The largest difference over all sizes.
    public var maxDifference: Double { sizes.map(\.maxDifference).max() ?? 0 }
}

/// Compares two frames with the one tolerance of the project.
func classify(stack: Rect?, constraints: Rect?, tolerance: Double) -> (Double, Agreement) {
    guard let stack, let constraints else { return (.infinity, .infeasible) }
    let distance = Tolerance.distance(stack, constraints)
    return (distance, distance <= tolerance ? .identical : .divergent)
}
