import LayoutCore
import LayoutTranslation

/// Classifies each view's pair of frames (identical / ambiguous / approximate / divergent /
/// overflow / infeasible) and says why when it can.
public struct FrameClassifier: Sendable {
    public var tolerance: Double
    /// The views one side's translation only approximates: always `approximate`.
    public var approximatedViews: [ApproximatedView] = []
    /// What that translation approximates, by name (every note, ids or not; empty when the
    /// translation is exact or there is none). When it is not empty a view whose frames
    /// differ is `approximate` too: the exact part of a translation reproduces the other
    /// engine, so the difference comes from what was approximated.
    public var approximatedNames: [String] = []
    /// Views laid out by different text rules in SwiftUI and UIKit: `divergent` with the rule
    /// where their frames differ (`TextDifferences`).
    public var textDifferences = TextDifferences()

    public init(tolerance: Double = Tolerance.frame) { self.tolerance = tolerance }

    /// One `FrameDifference` per id, in `ids` order.
    public func classify(ids: [String], stack: LayoutSolution, constraints: LayoutSolution) -> [FrameDifference] {
        let stackFrames = stack.frameIndex
        let constraintFrames = constraints.frameIndex
        let overflow = stack.diagnostics.first { $0.kind == .overflow }
        let ambiguous = constraints.diagnostics.filter { $0.kind == .ambiguous }
        let approximated = Dictionary(
            approximatedViews.map { ($0.id, $0.reason) }, uniquingKeysWith: { first, _ in first })
        // The text-rule views that differ at this size: other differing views depend on them.
        let differingTexts = ids.filter { id in
            guard textDifferences.reasons[id] != nil, let s = stackFrames[id], let c = constraintFrames[id] else {
                return false
            }
            return Tolerance.distance(s, c) > tolerance
        }
        return ids.map { id in
            let s = stackFrames[id]
            let c = constraintFrames[id]
            if constraints.status == .unsatisfiable, let overflow {
                // The stack overflows where the same sizes leave the constraints unsatisfiable:
                // the known difference between the frameworks, not a failure of either.
                return FrameDifference(
                    id: id, stack: s, constraints: c, distance: .infinity, agreement: .overflow,
                    reason: "\(overflow.message); the constraints are unsatisfiable at this size")
            }
            guard let s, let c else {
                let reason =
                    constraints.status == .unsatisfiable
                    ? "the constraints are unsatisfiable at this size"
                    : "\(s == nil ? "the stack engine" : "the constraint engine") has no frame for \(id)"
                return FrameDifference(
                    id: id, stack: s, constraints: c, distance: .infinity, agreement: .infeasible, reason: reason)
            }
            let distance = Tolerance.distance(s, c)
            if let approximated = approximated[id] {
                return FrameDifference(
                    id: id, stack: s, constraints: c, distance: distance, agreement: .approximate,
                    reason: "the translation approximates \(id): \(approximated)")
            }
            if distance <= tolerance {
                return FrameDifference(id: id, stack: s, constraints: c, distance: distance, agreement: .identical)
            }
            if let ranges = ambiguous.first(where: { $0.views == [id] })?.ranges,
                covers(ranges, stack: s, constraints: c)
            {
                return FrameDifference(
                    id: id, stack: s, constraints: c, distance: distance, agreement: .ambiguous,
                    reason:
                        "the constraints leave \(id) ambiguous: every value where the engines differ lies in its range of optimal values"
                )
            }
            if !approximatedNames.isEmpty {
                return FrameDifference(
                    id: id, stack: s, constraints: c, distance: distance, agreement: .approximate,
                    reason:
                        "its frame depends on what the translation approximates (\(approximatedNames.joined(separator: ", ")))"
                )
            }
            if let overflow {
                return FrameDifference(
                    id: id, stack: s, constraints: c, distance: distance, agreement: .overflow,
                    reason: overflow.message)
            }
            return FrameDifference(
                id: id, stack: s, constraints: c, distance: distance, agreement: .divergent,
                reason: textReason(id, differingTexts))
        }
    }

    /// The text rule behind a divergent view: its own, or the differing texts it depends on.
    func textReason(_ id: String, _ differingTexts: [String]) -> String? {
        if let own = textDifferences.reasons[id] { return own }
        guard !differingTexts.isEmpty else { return nil }
        return
            "its frame depends on \(differingTexts.joined(separator: ", ")), which SwiftUI and UIKit lay out by different text rules"
    }

    /// Whether every value where the frames differ lies in the constraint engine's range of
    /// optimal values for it (each value checked on its own: a necessary condition for the
    /// stack engine's frame to be one of the constraint layout's optima).
    func covers(_ ranges: [ValueRange], stack: Rect, constraints: Rect) -> Bool {
        let fields: [(String, Double, Double)] = [
            ("x", stack.x, constraints.x), ("y", stack.y, constraints.y),
            ("width", stack.width, constraints.width), ("height", stack.height, constraints.height),
        ]
        for (field, s, c) in fields where abs(s - c) > tolerance {
            guard let range = ranges.first(where: { $0.field == field }), range.contains(s, tolerance: tolerance) else {
                return false
            }
        }
        return true
    }
}
