import LayoutCore
import LayoutTranslation

/// How the two engines' answers for one view at one size relate.
public enum Agreement: String, Sendable, Equatable, CaseIterable {
    /// Every coordinate within the tolerance (`Tolerance.frame` by default).
    case identical
    /// Different, but the constraint engine's answer is not unique and the stack engine's
    /// lies in its range (from the ambiguity analysis).
    case ambiguous
    /// One side is a translation that only approximates this view (a `Text`, an
    /// `aspectRatio`…, or a view whose frame depends on one): neither a match nor a
    /// difference between the frameworks can be claimed. The reason names the approximation.
    case approximate
    /// Different answers.
    case divergent
    /// The stack engine's layout overflows its container here (SwiftUI lets children stick
    /// out; constraints cannot express that the same way).
    case overflow
    /// One engine found no layout (unsatisfiable constraints) or has no frame for the view.
    case infeasible

    /// Whether this counts as agreement.
    public var agrees: Bool { self == .identical || self == .ambiguous }

    /// How bad the class is, for `--fail-on` and a size's verdict: identical (0) < ambiguous
    /// < approximate < overflow (a known difference between the frameworks) < divergent <
    /// infeasible (5).
    public var severity: Int {
        switch self {
        case .identical: return 0
        case .ambiguous: return 1
        case .approximate: return 2
        case .overflow: return 3
        case .divergent: return 4
        case .infeasible: return 5
        }
    }
}

/// One view's frames from both engines at one size.
public struct FrameDifference: Sendable, Equatable {
    public var id: String
    public var stack: Rect?
    public var constraints: Rect?
    /// The largest coordinate difference (infinity when a frame is missing).
    public var distance: Double
    public var agreement: Agreement
    /// Why the frames differ, when known (an overflow, an unsatisfiable system…).
    public var reason: String?

    public init(
        id: String, stack: Rect?, constraints: Rect?, distance: Double, agreement: Agreement, reason: String? = nil
    ) {
        self.id = id
        self.stack = stack
        self.constraints = constraints
        self.distance = distance
        self.agreement = agreement
        self.reason = reason
    }
}

/// Both engines at one size.
public struct SizeComparison: Sendable, Equatable {
    /// The size's position in the whole sweep (kept through shards and merges).
    public var index: Int
    public var size: Size
    /// One entry per view id present in both specs, in the view spec's id order.
    public var differences: [FrameDifference]
    /// Seconds each engine took to solve this size warm (its model was already built and
    /// solved once).
    public var stackSeconds: Double
    public var constraintSeconds: Double
    public var stackDiagnostics: [Diagnostic]
    public var constraintDiagnostics: [Diagnostic]

    /// The largest frame difference over all views (infinity when a frame is missing).
    public var maxDifference: Double { differences.map(\.distance).max() ?? 0 }
    /// Whether every view is identical or ambiguous.
    public var agrees: Bool { differences.allSatisfy(\.agreement.agrees) }
    /// The most severe class over the views (`identical` when there are none).
    public var worstAgreement: Agreement {
        differences.map(\.agreement).max { $0.severity < $1.severity } ?? .identical
    }
}

/// Build and first-solve times of one engine, measured once before a sweep.
public struct EngineTiming: Sendable, Equatable {
    /// Seconds to build the engine's model from a decoded spec.
    public var buildSeconds: Double
    /// Seconds of the first solve after the build (cold caches, cold basis).
    public var coldSolveSeconds: Double
    public init(buildSeconds: Double = 0, coldSolveSeconds: Double = 0) {
        self.buildSeconds = buildSeconds
        self.coldSolveSeconds = coldSolveSeconds
    }
}

/// The comparison of one layout over a list of sizes.
public struct ComparisonReport: Sendable, Equatable {
    public var name: String
    /// Ids compared (present in both specs).
    public var matchedIDs: [String]
    /// Ids present in only one spec (not compared).
    public var unmatchedIDs: [String]
    public var stackTiming: EngineTiming
    public var constraintTiming: EngineTiming
    public var sizes: [SizeComparison]
    /// `K/N` when this report is one shard of a sweep.
    public var shard: Shard?
    /// The compared views a translation only approximates, with why (one spec compared
    /// through translation; empty otherwise).
    public var approximatedViews: [ApproximatedView]

    public init(
        name: String, matchedIDs: [String], unmatchedIDs: [String], stackTiming: EngineTiming,
        constraintTiming: EngineTiming, sizes: [SizeComparison], shard: Shard? = nil,
        approximatedViews: [ApproximatedView] = []
    ) {
        self.approximatedViews = approximatedViews
        self.name = name
        self.matchedIDs = matchedIDs
        self.unmatchedIDs = unmatchedIDs
        self.stackTiming = stackTiming
        self.constraintTiming = constraintTiming
        self.sizes = sizes
        self.shard = shard
    }

    /// Sizes where every view agrees.
    public var agreeingCount: Int { sizes.filter(\.agrees).count }
    /// Sizes whose worst class is `approximate` (neither agreeing nor differing).
    public var approximateCount: Int { sizes.filter { $0.worstAgreement == .approximate }.count }
    /// The most severe class over all sizes (`identical` when there are none).
    public var worstAgreement: Agreement {
        sizes.map(\.worstAgreement).max { $0.severity < $1.severity } ?? .identical
    }
    /// The largest difference over all sizes.
    public var maxDifference: Double { sizes.map(\.maxDifference).max() ?? 0 }
    /// (view, size) pairs per agreement class, in `Agreement.allCases` order.
    public var agreementCounts: [(agreement: Agreement, count: Int)] {
        Agreement.allCases.map { agreement in
            (agreement, sizes.reduce(0) { $0 + $1.differences.filter { $0.agreement == agreement }.count })
        }
    }
}

/// One part of a sweep split for batch schedulers: shard `index` (1-based) of `count`.
public struct Shard: Sendable, Equatable {
    public var index: Int
    public var count: Int
    public init?(index: Int, count: Int) {
        guard count >= 1, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `K/N`.
    public init?(_ text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(index: k, count: n)
    }

    /// The contiguous part of `0..<total` this shard covers (shards differ by at most one size).
    public func range(of total: Int) -> Range<Int> {
        let start = total * (index - 1) / count
        let end = total * index / count
        return start..<end
    }
}
