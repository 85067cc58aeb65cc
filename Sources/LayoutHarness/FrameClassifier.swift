import LayoutCore

/// Classifies each view's pair of frames (identical / ambiguous / divergent / overflow /
/// infeasible) and says why when it can.
public struct FrameClassifier: Sendable {
    public var tolerance: Double

    public init(tolerance: Double = Tolerance.frame) { self.tolerance = tolerance }

    /// One `FrameDifference` per id, in `ids` order.
    public func classify(ids: [String], stack: LayoutSolution, constraints: LayoutSolution) -> [FrameDifference] {
        let stackFrames = stack.frameIndex
        let constraintFrames = constraints.frameIndex
        let overflow = stack.diagnostics.first { $0.kind == .overflow }
        let ambiguous = constraints.diagnostics.filter { $0.kind == .ambiguous }
        return ids.map { id in
            let s = stackFrames[id]
            let c = constraintFrames[id]
            guard let s, let c else {
                let reason =
                    constraints.status == .unsatisfiable
                    ? "the constraints are unsatisfiable at this size"
                    : "\(s == nil ? "the stack engine" : "the constraint engine") has no frame for \(id)"
                return FrameDifference(
                    id: id, stack: s, constraints: c, distance: .infinity, agreement: .infeasible, reason: reason)
            }
            let distance = Tolerance.distance(s, c)
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
            if let overflow {
                return FrameDifference(
                    id: id, stack: s, constraints: c, distance: distance, agreement: .overflow,
                    reason: overflow.message)
            }
            return FrameDifference(id: id, stack: s, constraints: c, distance: distance, agreement: .divergent)
        }
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
