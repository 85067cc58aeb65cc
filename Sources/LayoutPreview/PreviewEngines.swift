import ConstraintLayout
import Foundation
import LayoutCore
import LayoutHarness
import LayoutTranslation
import StackLayout

/// Both engines for one loaded document at one Dynamic Type size, built once and kept: every
/// size the page asks for (devices, the canvas being dragged) re-solves the same engines, so
/// the stack engine's measurement cache and the constraint engine's warm re-solve are used.
/// The spec's own engine solves it; the other one solves its translation when the translator
/// can express it (a note says why not otherwise). Made, used and released on the
/// `SolverThread` only (GLPK's state is per thread).
final class PreviewEngines {
    private var stack: StackLayoutEngine?
    /// The spec the stack engine solves (the view spec, or the constraints' stack form), for
    /// the probe trace.
    private let stackSpec: ViewSpec?
    /// The constraint spec as written (not a translation), for the constraints that hold a view.
    private let ownConstraints: ConstraintSpec?
    private let constraints: ConstraintLayoutEngine?
    /// Maps the translation's solution back to the spec's ids (view spec → constraints).
    private let stackTranslation: ConstraintTranslation?
    /// Diagnostics every solution of the translated side carries (`approximated`).
    private let translatedDiagnostics: [Diagnostic]
    private let translatedEngine: EngineKind?
    /// Why an engine has no layout of this document.
    let notes: [String]

    /// The constraint engine reports ambiguous views, drawn as a range (as `render` does).
    static let options = ConstraintLayoutEngine.Options(checksAmbiguity: true)

    init(_ document: SpecDocument, dynamicType: DynamicTypeSize?) {
        var notes: [String] = []
        switch document {
        case .view(var spec):
            if let dynamicType { spec.environment.dynamicTypeSize = dynamicType }
            stack = StackLayoutEngine(spec)
            stackSpec = spec
            ownConstraints = nil
            let translation = StackToConstraints.translate(spec)
            stackTranslation = translation
            translatedDiagnostics = translation.approximatedViews.map(\.diagnostic)
            translatedEngine = .constraints
            do {
                constraints = try ConstraintLayoutEngine(translation.spec, options: Self.options)
            } catch {
                constraints = nil
                notes.append("constraint engine: the translation cannot be solved: \(error)")
            }
        case .constraints(var spec):
            if let dynamicType { spec.dynamicTypeSize = dynamicType }
            ownConstraints = spec
            stackTranslation = nil
            translatedEngine = .stack
            do {
                constraints = try ConstraintLayoutEngine(spec, options: Self.options)
            } catch {
                constraints = nil
                notes.append("constraint engine: \(error)")
            }
            do {
                let translation = try ConstraintsToStacks.translate(spec)
                stack = StackLayoutEngine(translation.spec)
                stackSpec = translation.spec
                translatedDiagnostics = translation.approximatedViews.map(\.diagnostic)
            } catch {
                stack = nil
                stackSpec = nil
                translatedDiagnostics = []
                notes.append("stack engine: no stack form of these constraints: \(error)")
            }
        }
        self.notes = notes
    }

    /// Both engines' solutions at `size` (nil for an engine without a layout). Call it on the
    /// thread that made the engines (`SolverThread`).
    func solve(_ size: Size) -> (stack: LayoutSolution?, constraints: LayoutSolution?, notes: [String]) {
        var notes = self.notes
        var stackSolution = stack?.solve(in: SolveSize(size))
        if translatedEngine == .stack { stackSolution?.diagnostics += translatedDiagnostics }
        var constraintSolution: LayoutSolution?
        if let constraints {
            do {
                let solution = try constraints.solve(in: size)
                constraintSolution = stackTranslation?.reported(solution) ?? solution
                if translatedEngine == .constraints { constraintSolution?.diagnostics += translatedDiagnostics }
            } catch {
                notes.append("constraint engine: \(error)")
            }
        }
        return (stackSolution, constraintSolution, notes)
    }

    /// The stack engine's probe trace at `size`: per view id, every `sizeThatFits` call the
    /// view received, in call order, as SwiftUI's would be seen — the proposal as values and
    /// the size the view answered (`call 3: sizeThatFits(345 × 0) → 345 × 44`; an unspecified
    /// dimension is `nil`, infinity `∞`). The call number counts every call of the pass, so the
    /// order across views shows too. The calls of the view's unnamed modifier layers (`.frame`,
    /// `.padding`: what its parent proposed to the modified view) are listed with them, marked.
    /// A separate traced pass, so the warm engine's caches are left alone.
    func probes(_ size: Size) -> [String: [String]] {
        guard let stackSpec else { return [:] }
        var traced = StackLayoutEngine(stackSpec)
        traced.isTracing = true
        traced.layout(in: SolveSize(size))
        var lines: [String: [String]] = [:]
        for (index, probe) in traced.probes.enumerated() {
            let call = "call \(index + 1): sizeThatFits(\(probe.proposalDescription)) → \(probe.answerDescription)"
            if let view = traced.modifiedViewID(of: probe.node) {
                lines[view, default: []].append("\(call) (its \(traced.kindName(of: probe.node)) layer)")
            } else {
                lines[traced.nodeName(probe.node), default: []].append(call)
            }
        }
        return lines
    }

    /// For a constraint spec, per view the constraints that name it, evaluated on `solution`.
    func holds(_ solution: LayoutSolution?, _ size: Size) -> [String: [String]] {
        guard let ownConstraints, let solution, solution.status != .unsatisfiable else { return [:] }
        return ConstraintHolds.lines(ownConstraints, solution, canvas: size)
    }
}
