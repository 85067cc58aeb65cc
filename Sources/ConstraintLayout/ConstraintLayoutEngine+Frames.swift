import LayoutCore
import LinearProgramming

extension ConstraintLayoutEngine {
    /// The frames only, for hot loops (a sweep, a resize animation): every declared view's
    /// frame in model order (`views`, then `stackViews`) written into `frames`, without building
    /// a ``LayoutSolution``. Inside a known segment (see ``Options/reusesBases``) this costs an
    /// interpolation and no allocation; otherwise (and always with multi-line labels, which
    /// need their `preferredMaxLayoutWidth` passes) it is ``solve(in:)``.
    ///
    /// - Returns: the status; `frames` is empty when it is `.unsatisfiable`. Diagnostics
    ///   (`negativeSize`, conflicts) are only in ``solve(in:)``'s solution.
    /// - Throws: as ``solve(in:)``.
    public func solveFrames(in size: Size, into frames: inout [Rect]) throws(ConstraintLayoutError)
        -> LayoutSolution.Status
    {
        let count = model.viewIDs.count - 1
        if options.usesParametricCache, multilineLabels == nil, var cachedValues = cache.frameValues(at: size) {
            breakForTesting(&cachedValues)
            if frames.count != count { frames = [Rect](filled: Rect(x: 0, y: 0, width: 0, height: 0), count: count) }
            for view in 1...max(count, 1) where view <= count {
                let frame = Rect(
                    x: Self.clean(cachedValues[FrameVariable.left(view)]),
                    y: Self.clean(cachedValues[FrameVariable.top(view)]),
                    width: Self.clean(cachedValues[FrameVariable.width(view)]),
                    height: Self.clean(cachedValues[FrameVariable.height(view)]))
                guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite else {
                    throw ConstraintLayoutError(
                        .nonFiniteResult(view: model.viewIDs[view]), stage: "frames", spec: model.specName, size: size)
                }
                frames[view - 1] = frame
            }
            if ReferenceCheck.isEnabled, isWellScaled(size) {
                let reference = try referenceSolution(at: size)
                if reference.status != .solved || !Tolerance.framesAgree(reference.frames, frames) {
                    ReferenceCheck.disagreement(
                        "constraint engine, spec \(model.specName) at \(size.width)x\(size.height), a parametric segment (frames only)",
                        accelerated: "\(frames)", reference: "\(reference.status) \(reference.frames)")
                }
            }
            return .solved
        }
        let solution = try solve(in: size)
        frames = solution.frames.map(\.frame)
        return solution.status
    }
}
