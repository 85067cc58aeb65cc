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
        let ambiguous = Set(constraints.diagnostics.filter { $0.kind == .ambiguous }.flatMap(\.views))
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
            if ambiguous.contains(id) {
                return FrameDifference(
                    id: id, stack: s, constraints: c, distance: distance, agreement: .ambiguous,
                    reason: "the constraints leave \(id) ambiguous and the stack engine's frame is one of the optima")
            }
            if let overflow {
                return FrameDifference(
                    id: id, stack: s, constraints: c, distance: distance, agreement: .overflow,
                    reason: overflow.message)
            }
            return FrameDifference(id: id, stack: s, constraints: c, distance: distance, agreement: .divergent)
        }
    }
}
