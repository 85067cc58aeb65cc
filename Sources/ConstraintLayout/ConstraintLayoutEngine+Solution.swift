import LayoutCore

extension ConstraintLayoutEngine {
    /// The solved frames of every declared view, in model order, with `negativeSize`
    /// diagnostics. Values within 10⁻⁹ of 0 are written as 0 (simplex rounding, and no `-0`).
    func solution(from program: ConstraintProgram, size: Size) throws(ConstraintLayoutError) -> LayoutSolution {
        var frames: [ViewFrame] = []
        var diagnostics: [Diagnostic] = []
        frames.reserveCapacity(model.viewIDs.count - 1)
        for view in 1..<model.viewIDs.count {
            let id = model.viewIDs[view]
            let numbers = [
                FrameVariable.left(view), FrameVariable.top(view), FrameVariable.width(view),
                FrameVariable.height(view),
            ].map { Self.clean(program.value(of: $0)) }
            guard numbers.allSatisfy(\.isFinite) else {
                throw ConstraintLayoutError(
                    .nonFiniteResult(view: id), stage: "frames", spec: model.specName, size: size)
            }
            let frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            frames.append(ViewFrame(id: id, frame: frame))
            for (axis, length) in [(Axis.horizontal, frame.width), (.vertical, frame.height)] where length < 0 {
                let dimension = axis == .horizontal ? "width" : "height"
                diagnostics.append(
                    Diagnostic(
                        .negativeSize,
                        "view \"\(id)\" has a negative \(dimension) (\(JSONWriter.formatNumber(length))): the constraints force it, and Auto Layout has no implicit \(dimension) >= 0",
                        views: [id], axis: axis, amount: length))
            }
        }
        return LayoutSolution(
            engine: .constraints, spec: model.specName, size: SolveSize(size), frames: frames, diagnostics: diagnostics)
    }

    static func clean(_ value: Double) -> Double {
        abs(value) < 1e-9 ? 0 : value
    }

    /// The `.unsatisfiable` solution for the conflicting constraints `conflict` (indices in
    /// spec order), with a message modelled on UIKit's log.
    func unsatisfiable(_ conflict: [Int], size: Size) -> LayoutSolution {
        let constraints = conflict.map { model.constraints[$0] }
        var views: [String] = []
        for constraint in constraints {
            for id in model.views(of: constraint) where !views.contains(id) { views.append(id) }
        }
        let listed = constraints.map { "\"\($0)\" (\($0.name))" }.joined(separator: ", ")
        let message =
            "Unable to simultaneously satisfy constraints at \(JSONWriter.formatNumber(size.width))x\(JSONWriter.formatNumber(size.height)). "
            + (constraints.count == 1
                ? "This required constraint cannot hold at this size: \(listed). "
                : "These \(constraints.count) required constraints conflict, and removing any one of them resolves the conflict: \(listed). ")
            + "Probably at least one of them is one you don't want; lower its priority or remove it."
        return LayoutSolution(
            engine: .constraints, spec: model.specName, size: SolveSize(size), status: .unsatisfiable, frames: [],
            diagnostics: [Diagnostic(.unsatisfiable, message, views: views, constraints: constraints.map(\.name))])
    }
}
