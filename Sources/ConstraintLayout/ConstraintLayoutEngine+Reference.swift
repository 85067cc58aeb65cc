import LayoutCore
import LinearProgramming

extension ConstraintLayoutEngine.Options {
    /// Whether the shortcuts may answer (the model reduction, one merged LP, the parametric
    /// cache): not for recovery, the ambiguity check or LP recording, which work on the staged
    /// holds and every row.
    var usesShortcuts: Bool { !recovers && !checksAmbiguity && !recordsLP }

    /// Whether solves are answered from parametric segments when they can be.
    var usesParametricCache: Bool { usesShortcuts && reusesBases }
}

/// The checked seam (docs/ENGINES.md, "Checked seam"): with ``ReferenceCheck`` on, every answer
/// of the engine — from a segment, the merged LP, or the warm stages of the reduced LP — is
/// compared with the reference algorithm: the stages of SEMANTICS §B solved cold, one by one,
/// on the unreduced LP of the same model, at the same size.
extension ConstraintLayoutEngine {
    /// Compares `result` (from `shortcut`) with the reference solve at `size` when checking is
    /// on; a different status, or a frame off by more than `Tolerance.frame`, is reported to
    /// ``ReferenceCheck/disagreement(_:accelerated:reference:file:line:)``.
    /// - Throws: ``ConstraintLayoutError`` when the reference solve itself fails.
    func checkAgainstReference(_ result: LayoutSolution, _ shortcut: String, size: Size) throws(ConstraintLayoutError) {
        guard ReferenceCheck.isEnabled, isWellScaled(size) else { return }
        let reference = try referenceSolution(at: size)
        let frames = result.frames.map(\.frame)
        guard reference.status != result.status || !Tolerance.framesAgree(reference.frames, frames) else { return }
        ReferenceCheck.disagreement(
            "constraint engine, spec \(model.specName.isEmpty ? "(unnamed)" : model.specName) at \(JSONWriter.formatNumber(size.width))x\(JSONWriter.formatNumber(size.height)), \(shortcut)",
            accelerated: Self.describe(result.status, frames),
            reference: Self.describe(reference.status, reference.frames))
    }

    /// The reference algorithm's answer at `size`: a new, unreduced program, its stages solved
    /// cold one by one (no merged LP, no segment, no recorded basis).
    /// - Throws: ``ConstraintLayoutError`` when GLPK fails or hits a limit.
    func referenceSolution(at size: Size) throws(ConstraintLayoutError) -> (
        status: LayoutSolution.Status, frames: [Rect]
    ) {
        let context = ConstraintProgram.Context(spec: model.specName, size: size)
        if !model.alwaysViolated.isEmpty { return (.unsatisfiable, []) }
        let program = try builtProgram(reduces: false, context)
        try program.setRootSize(size, context)
        switch try program.solveStages(context) {
        case .infeasible:
            return (.unsatisfiable, [])
        case .solved:
            var frames: [Rect] = []
            for view in 1..<model.viewIDs.count {
                let value = { (variable: Int) in Tolerance.cleaned(program.frameValues[variable]) }
                frames.append(
                    Rect(
                        x: value(FrameVariable.left(view)), y: value(FrameVariable.top(view)),
                        width: value(FrameVariable.width(view)), height: value(FrameVariable.height(view))))
            }
            return (.solved, frames)
        }
    }

    /// Whether the model and `size` are within `Tolerance.wellScaledMagnitude` (the seam compares
    /// only then).
    func isWellScaled(_ size: Size) -> Bool {
        model.isWellScaled && abs(size.width) <= Tolerance.wellScaledMagnitude
            && abs(size.height) <= Tolerance.wellScaledMagnitude
    }

    /// Moves a shortcut's answer by ``shortcutFaultForTesting`` (test-only; nothing when 0).
    func breakForTesting(_ values: inout [Double]) {
        guard shortcutFaultForTesting != 0, model.viewIDs.count > 1 else { return }
        values[FrameVariable.width(1)] += shortcutFaultForTesting
    }

    private static func describe(_ status: LayoutSolution.Status, _ frames: [Rect]) -> String {
        guard status == .solved else { return "\(status)" }
        return "[" + frames.map { "(\($0.x), \($0.y), \($0.width), \($0.height))" }.joined(separator: ", ") + "]"
    }
}
