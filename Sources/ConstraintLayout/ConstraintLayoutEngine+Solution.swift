import LayoutCore

extension ConstraintLayoutEngine {
    /// The solved frames of every declared view, in model order, with `negativeSize`
    /// diagnostics. Values within 10⁻⁹ of 0 are written as 0 (simplex rounding, and no `-0`).
    func solution(from program: ConstraintProgram, size: Size) throws(ConstraintLayoutError) -> LayoutSolution {
        try solution(frameValues: program.frameValues, size: size)
    }

    /// The solution from every frame variable's value (``FrameVariable`` order).
    ///
    /// The frames are written into ``solutionFrames``, a buffer the engine keeps with every
    /// view's id already in place: once a caller has dropped the previous solution, the buffer
    /// is uniquely referenced again and a warm solve writes the numbers in place (no
    /// allocation, no id retained per view). A caller that keeps solutions gets its own copy
    /// (copy on write), so a returned solution never changes afterwards.
    func solution(frameValues values: [Double], size: Size) throws(ConstraintLayoutError) -> LayoutSolution {
        let count = model.viewIDs.count - 1
        if solutionFrames.count != count {
            solutionFrames = (0..<count).map { ViewFrame(id: model.viewIDs[$0 + 1], frame: .zero) }
        }
        var negative = false
        try values.withUnsafeBufferPointer { (values) throws(ConstraintLayoutError) in
            try solutionFrames.withUnsafeMutableBufferPointer { (frames) throws(ConstraintLayoutError) in
                for view in 1..<(count + 1) {
                    let frame = Rect(
                        x: Self.clean(values[FrameVariable.left(view)]), y: Self.clean(values[FrameVariable.top(view)]),
                        width: Self.clean(values[FrameVariable.width(view)]),
                        height: Self.clean(values[FrameVariable.height(view)]))
                    guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite else {
                        throw ConstraintLayoutError(
                            .nonFiniteResult(view: model.viewIDs[view]), stage: "frames", spec: model.specName,
                            size: size)
                    }
                    frames[view - 1].frame = frame
                    if frame.width < 0 || frame.height < 0 { negative = true }
                }
            }
        }
        var diagnostics: [Diagnostic] = []
        if negative {
            for (view, frame) in solutionFrames.enumerated() {
                let id = model.viewIDs[view + 1]
                if frame.frame.width < 0 { diagnostics.append(Self.negativeSize(id, .horizontal, frame.frame.width)) }
                if frame.frame.height < 0 { diagnostics.append(Self.negativeSize(id, .vertical, frame.frame.height)) }
            }
        }
        return LayoutSolution(
            engine: .constraints, spec: model.specName, size: SolveSize(size), frames: solutionFrames,
            diagnostics: diagnostics)
    }

    static func negativeSize(_ id: String, _ axis: Axis, _ length: Double) -> Diagnostic {
        let dimension = axis == .horizontal ? "width" : "height"
        return Diagnostic(
            .negativeSize,
            "view \"\(id)\" has a negative \(dimension) (\(JSONWriter.formatNumber(length))): the constraints force it, and Auto Layout has no implicit \(dimension) >= 0",
            views: [id], axis: axis, amount: length)
    }

    static func clean(_ value: Double) -> Double {
        Tolerance.cleaned(value)
    }

    /// The `.unsatisfiable` solution for the conflicting constraints `conflict` (indices in
    /// spec order), with a message modelled on UIKit's log: a sentence, then the constraints
    /// in parentheses, one per line, each with its identifier or JSON path.
    func unsatisfiable(_ conflict: [Int], size: Size) -> LayoutSolution {
        let constraints = conflict.map { model.constraint(at: $0) }
        var views: [String] = []
        for constraint in constraints {
            for id in model.views(of: constraint) where !views.contains(id) { views.append(id) }
        }
        let listed = constraints.map { "    \"\($0)\" (\($0.name))" }.joined(separator: ",\n")
        let message =
            "Unable to simultaneously satisfy constraints at \(JSONWriter.formatNumber(size.width))x\(JSONWriter.formatNumber(size.height)). "
            + (constraints.count == 1
                ? "This required constraint cannot hold at this size. "
                : "These \(constraints.count) required constraints conflict, and removing any one of them resolves the conflict. ")
            + "Probably at least one of them is one you don't want; lower its priority or remove it (or solve with --recover to break it as Auto Layout does):\n(\n\(listed)\n)"
        return LayoutSolution(
            engine: .constraints, spec: model.specName, size: SolveSize(size), status: .unsatisfiable, frames: [],
            diagnostics: [Diagnostic(.unsatisfiable, message, views: views, constraints: constraints.map(\.name))])
    }
}
