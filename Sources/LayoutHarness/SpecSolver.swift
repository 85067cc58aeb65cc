import ConstraintLayout
import LayoutCore
import LayoutTranslation
import StackLayout

/// Errors solving a spec that are not layout conflicts.
public enum SolveError: Error, Sendable, CustomStringConvertible {
    /// The requested engine cannot solve this spec (it would need translation).
    case needsTranslation(from: EngineKind, to: EngineKind)
    /// The constraint engine needs concrete sizes.
    case unsupportedSize(String)
    /// The constraint engine's LP solver failed (limit or status) — an internal error.
    case solverFailed(String)

    public var description: String {
        switch self {
        case .needsTranslation(let from, let to):
            return
                "solving a \(from == .stack ? "view" : "constraint") spec with the \(to.rawValue) engine needs the translator, which this build does not have yet"
        case .unsupportedSize(let reason): return reason
        case .solverFailed(let reason): return "internal error: \(reason)"
        }
    }
}

/// The constraint engine's options, for callers that do not import `ConstraintLayout`.
public typealias ConstraintOptions = ConstraintLayoutEngine.Options
/// How the constraint engine trades optional priorities (`--priorities`).
public typealias ConstraintPriorityMode = PriorityMode

/// Solves a decoded spec with the engine of its format (or the one asked for).
public enum SpecSolver {
    /// The engine a spec is solved with by default.
    public static func defaultEngine(for document: SpecDocument) -> EngineKind {
        if case .view = document { return .stack }
        return .constraints
    }

    /// Solves `document` at `size` with `engine` (default: the spec's own engine).
    ///
    /// Through translation (the other engine), the solution carries one `approximated`
    /// diagnostic per view whose frame the translation only approximates.
    ///
    /// `constraintOptions` configure the constraint engine (priority mode, recovery, ambiguity
    /// check, LP recording); with `recordsLP` set, `recordedLP` receives every stage's LP in
    /// CPLEX LP format after the solve.
    ///
    /// `fonts` is a run's font directory (`--fonts DIR`): both engines search it for Text and
    /// label fonts before a view spec's `"fonts"` and the default.
    public static func solve(
        _ document: SpecDocument, size: SolveSize, engine: EngineKind? = nil,
        constraintOptions: ConstraintOptions = ConstraintOptions(), fonts: String? = nil,
        recordedLP: ((String) -> Void)? = nil
    ) throws
        -> LayoutSolution
    {
        let engine = engine ?? defaultEngine(for: document)
        var constraintOptions = constraintOptions
        if let fonts { constraintOptions.fonts = fonts }
        switch (document, engine) {
        case (.view(var spec), .stack):
            spec.environment.runFonts = fonts ?? spec.environment.runFonts
            var layout = StackLayoutEngine(spec)
            return layout.solve(in: size)
        case (.constraints(let spec), .constraints):
            guard let width = size.width, let height = size.height, width.isFinite, height.isFinite else {
                throw SolveError.unsupportedSize(
                    "the constraint engine needs a finite width and height (nil and infinity are for view specs)")
            }
            let layout = try ConstraintLayoutEngine(spec, options: constraintOptions)
            do {
                defer { if let text = layout.recordedLP { recordedLP?(text) } }
                return try layout.solve(in: Size(width: width, height: height))
            } catch {
                throw SolveError.solverFailed("\(error)")
            }
        case (.view(let spec), _):
            let translation = StackToConstraints.translate(spec)
            let solution = try solve(
                .constraints(translation.spec), size: size, engine: .constraints,
                constraintOptions: constraintOptions, recordedLP: recordedLP)
            var reported = translation.reported(solution)
            reported.diagnostics += translation.approximatedViews.map(\.diagnostic)
            // A noted view without any id (named by its type and place) still gets one.
            let named = Set(translation.approximatedViews.map(\.id))
            for note in translation.notes where !named.contains(note.view) && !spec.ids.contains(note.view) {
                reported.diagnostics.append(
                    Diagnostic(.approximated, "\(note.view) is approximated by the translation: \(note.reason)"))
            }
            return reported
        case (.constraints(let spec), _):
            var translated = try ConstraintsToStacks.translate(spec)
            translated.spec.environment.runFonts = constraintOptions.fonts
            let translation = translated
            var layout = StackLayoutEngine(translation.spec)
            var solution = layout.solve(in: size)
            solution.diagnostics += translation.approximatedViews.map(\.diagnostic)
            return solution
        }
    }
}

extension LayoutSolution {
    /// A plain-text table of frames (every length with ``TextTable/decimals`` decimals,
    /// right-aligned) and diagnostics. An unsatisfiable solution has no frames and no table:
    /// only its title line and the diagnostics other than `unsatisfiable`, whose message is the
    /// conflict report that callers print once, on stderr.
    public var table: String {
        var lines = [
            "\(spec.isEmpty ? "(unnamed)" : spec) — \(engine.rawValue) engine at \(Self.sizeText(size)): \(status.rawValue)"
        ]
        var table = TextTable(columns: [
            .init("id"), .init("x", alignment: .right), .init("y", alignment: .right),
            .init("width", alignment: .right), .init("height", alignment: .right),
        ])
        for frame in frames {
            let r = frame.frame
            table.append([frame.id] + [r.x, r.y, r.width, r.height].map { TextTable.fixed($0) })
        }
        if !frames.isEmpty { lines.append(table.text.dropLast().description) }
        let listed = diagnostics.filter { $0.kind != .unsatisfiable }
        if listed.isEmpty {
            if status == .solved { lines.append("diagnostics: none") }
        } else {
            lines.append("diagnostics:")
            for d in listed { lines.append("  \(d.kind.rawValue): \(d.message)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func sizeText(_ size: SolveSize) -> String {
        func text(_ v: Double?) -> String {
            guard let v else { return "nil" }
            return v == .infinity ? "infinity" : JSONWriter.formatNumber(v)
        }
        return text(size.width) + "x" + text(size.height)
    }
}
