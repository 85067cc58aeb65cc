import LayoutCore
import LinearProgramming

/// The Auto Layout-style constraint engine: a `layoutlab.constraints/1` spec solved as linear
/// programs on GLPK, with Apple's priority rule (SEMANTICS.md §B).
///
/// ```swift
/// let spec = ConstraintSpec(name: "half", views: [ConstraintView(id: "a")], constraints: [
///     .text("a.left == 0", path: "constraints[0]"), .text("a.top == 0", path: "constraints[1]"),
///     .text("a.width == 0.5 * root.width", path: "constraints[2]"),
///     .text("a.height == 100 @750", path: "constraints[3]"),
/// ])
/// let engine = try ConstraintLayoutEngine(spec)                 // build: parse + compile
/// let solution = try engine.solve(in: Size(width: 393, height: 852))
/// solution.frame(of: "a")                                       // (0, 0, 196.5, 100)
/// ```
///
/// **Build** (`init`, once per spec): every constraint string is parsed (located errors with a
/// caret), views become four frame variables each (left, top, width, height; `right` is
/// left + width, `centerX` left + width / 2, margin forms add the view's `layoutMargins`),
/// every constraint becomes one row with like terms merged, and views with an intrinsic size
/// get hugging and compression-resistance constraints. Everything follows spec order, never a
/// dictionary's, so the same spec always gives the same model and the same frames.
///
/// **Solve** (per size): `root` is fixed to (0, 0, width, height) by editing variable bounds,
/// then one LP per stage — each optional priority highest first, minimising that level's
/// error sum while every higher level is held at its optimum (``PriorityMode/lexicographic``),
/// then the documented tie-break stages (see ``TieBreak``: inequality
/// slack, then free axes at zero). The same `LinearProgram` serves every stage and every size:
/// a sweep only edits bounds and re-solves from the previous basis.
///
/// Conflicting required constraints are not an error: ``solve(in:)`` returns a solution with
/// status `.unsatisfiable`, no frames, and an `unsatisfiable` diagnostic naming a minimal
/// conflicting set.
///
/// ## Threads
/// An engine owns GLPK state once it has solved: create it, solve with it and release it on one
/// thread (the LP wrapper traps otherwise). It is not `Sendable`. To solve one spec on several
/// threads, create one engine per thread, or call ``solve(_:in:options:)`` which builds and
/// releases everything within the call.
public final class ConstraintLayoutEngine {
    /// Options of an engine.
    public struct Options: Sendable, Hashable {
        /// How optional priorities are traded (default: Apple's lexicographic rule).
        public var priorityMode: PriorityMode
        /// Which tie-break stages run after the priorities (default: both).
        public var tieBreak: TieBreak
        /// The most simplex iterations one LP solve may take (then ``ConstraintLayoutError``).
        public var iterationLimit: Int
        /// The most time, in milliseconds, one LP solve may take.
        public var timeLimitMilliseconds: Int
        /// Whether each solve also computes, per view and attribute, the range of values that
        /// keeps every priority level optimal, and reports non-zero ranges as `ambiguous`
        /// diagnostics (two LPs per frame variable: costly; `--check-ambiguity`).
        public var checksAmbiguity: Bool
        /// Whether conflicting required constraints are broken, as Auto Layout does, instead of
        /// returning an `.unsatisfiable` solution (`--recover`); see ``solve(in:)``.
        public var recovers: Bool
        /// Whether every stage's LP is recorded in CPLEX LP format (``recordedLP``, `--dump-lp`).
        public var recordsLP: Bool
        /// Whether solves re-use optimal bases over the range of sizes where they stay optimal
        /// instead of calling the simplex (see docs/ENGINES.md; exact, default on). Only in
        /// effect without recovery, ambiguity checks and LP recording.
        public var reusesBases: Bool
        /// A run's font directory (`--fonts DIR`), searched for labels' fonts before the
        /// default; nil = none.
        public var fonts: String?

        public init(
            priorityMode: PriorityMode = .lexicographic, tieBreak: TieBreak = .slackThenFreeAxes,
            iterationLimit: Int = 100_000, timeLimitMilliseconds: Int = 60_000, checksAmbiguity: Bool = false,
            recovers: Bool = false, recordsLP: Bool = false, reusesBases: Bool = true, fonts: String? = nil
        ) {
            self.fonts = fonts
            self.reusesBases = reusesBases
            self.priorityMode = priorityMode
            self.tieBreak = tieBreak
            self.iterationLimit = iterationLimit
            self.timeLimitMilliseconds = timeLimitMilliseconds
            self.checksAmbiguity = checksAmbiguity
            self.recovers = recovers
            self.recordsLP = recordsLP
        }
    }

    var model: ConstraintModel
    public let options: Options
    /// The spec and added constraints as given, kept when it has multi-line labels to
    /// re-measure at their solved widths (``settlingMultilineLabels(_:in:)``); nil otherwise.
    let multilineLabels: MultilineLabels?
    /// The engines of the spec's other size classes when it has `variations` (its own model
    /// is the spec as installed under ``TraitVariations/builtFor``); nil without variations.
    let variations: TraitVariations?
    /// The spec's labels, for ``drawnText(of:in:)``.
    let labels: LabelTexts
    /// The engines of later label passes, by the labels' measured sizes (``LabelPass``).
    var labelPassEngines: [[Double]: ConstraintLayoutEngine] = [:]
    /// The label passes' measurements, by the labels' preferred max layout widths.
    var labelPasses: [[Double]: LabelPass] = [:]
    /// The multi-line labels' sizes as this engine measured them (unwrapped), once needed.
    var unwrappedLabelSizes: [Double]?
    /// The constants set with ``setConstant(_:ofConstraint:)``, in order, replayed on the
    /// engines of later label passes.
    var labelEdits: [ConstantEdit] = []
    /// The LP, built by the first solve (on the solving thread); reduced (``ModelReduction``)
    /// unless the options need every row.
    var program: ConstraintProgram?
    /// The merged-LP shortcut on ``program`` (built with it).
    var merged: MergedSolver?
    /// The unreduced LP, built by the first conflict search of a reduced program.
    var unreducedProgram: ConstraintProgram?
    /// The parametric shortcut: segments of sizes over which the frames are known affine
    /// functions (``ParametricSegment``).
    let cache = ParametricCache()
    /// The frames of the last solution, re-used by the next (see ``solution(frameValues:size:)``).
    @exclusivity(unchecked) var solutionFrames: [ViewFrame] = []
    /// Solves answered from a segment, without the simplex.
    public var cacheHitCount: Int { cache.hitCount }
    /// Test-only: when set, every answer from a shortcut (a segment, a merged solve) is moved
    /// by this many points on the first view's width, as a broken shortcut would be, so that
    /// a test can show the checked seam (``ReferenceCheck``) catches it.
    package var shortcutFaultForTesting = 0.0

    /// Builds the engine for `spec`: parses and compiles every constraint.
    /// - Throws: a located `SpecError` for a syntax error, an unknown view, metric or
    ///   attribute, a VFL syntax error (Apple's message and a caret), or a duplicate
    ///   identifier.
    public init(_ spec: ConstraintSpec, options: Options) throws(SpecError) {
        variations = try TraitVariations(spec, adding: [], options: options)
        let spec = variations?.installedSpec ?? spec
        model = try ConstraintModel(try LabelMeasurement.measuringLabels(spec, fonts: options.fonts))
        self.options = options
        multilineLabels = MultilineLabels(spec, added: [])
        labels = LabelTexts(spec)
    }

    /// Builds the engine for `spec` plus `constraints` built in Swift (``LayoutItem`` anchors,
    /// `LayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`),
    /// read after the spec's own constraints and named `added[i]` unless they carry an
    /// identifier.
    /// - Throws: as ``init(_:options:)``, plus a priority outside 1…1000.
    public init(_ spec: ConstraintSpec, adding constraints: [LayoutConstraint], options: Options = Options())
        throws(SpecError)
    {
        variations = try TraitVariations(spec, adding: constraints, options: options)
        let spec = variations?.installedSpec ?? spec
        model = try ConstraintModel(
            try LabelMeasurement.measuringLabels(spec, fonts: options.fonts), added: constraints)
        self.options = options
        multilineLabels = MultilineLabels(spec, added: constraints)
        labels = LabelTexts(spec)
    }

    /// Builds the engine for `spec` with the default ``Options``.
    /// - Throws: as ``init(_:options:)``.
    public convenience init(_ spec: ConstraintSpec) throws(SpecError) {
        try self.init(spec, options: Options())
    }

    /// Every constraint of the spec as parsed, in spec order (the `constraints` list, then the
    /// generated intrinsic-size constraints).
    public var constraints: [LayoutConstraint] {
        model.constraints
    }

    /// The frames of every declared view (spec order: `views`, then `stackViews`; not `root`)
    /// at `size`, in canvas coordinates.
    ///
    /// - Returns: a `.solved` solution (with a `negativeSize` diagnostic per negative width or
    ///   height), or an `.unsatisfiable` one with no frames when the required constraints
    ///   conflict at this size.
    /// - Throws: ``ConstraintLayoutError`` when the size is not finite or the LP solver fails
    ///   (a limit, no conclusion).
    /// - Complexity: one LP solve per distinct optional priority plus up to two tie-break
    ///   solves, each warm-started; plus one per required constraint when they conflict;
    ///   with multi-line labels, up to ``labelPassLimit`` more solves
    ///   (``settlingMultilineLabels(_:in:)``).
    public func solve(in size: Size) throws(ConstraintLayoutError) -> LayoutSolution {
        if let other = variations?.engine(for: size) { return try other.solve(in: size) }
        let solution = try solveOnce(in: size)
        guard multilineLabels != nil, solution.status == .solved else { return solution }
        return try settlingMultilineLabels(solution, in: size)
    }

    /// One solve with the labels' intrinsic sizes as measured when the engine was built: try
    /// the shortcuts (a parametric segment, one merged LP); else the stages; else the conflict
    /// search. With ``ReferenceCheck`` on, every answer is compared with the reference solve
    /// (``checkAgainstReference(_:_:size:)``).
    func solveOnce(in size: Size) throws(ConstraintLayoutError) -> LayoutSolution {
        guard size.width.isFinite, size.height.isFinite else {
            throw ConstraintLayoutError(.invalidSize, stage: "root size", spec: model.specName, size: size)
        }
        if let violated = model.alwaysViolated.first, !options.recovers {
            return unsatisfiable([violated], size: size)
        }
        // Inside a known segment: an interpolation, before any LP call (the root bounds are set
        // by the next real solve).
        if options.usesParametricCache, var values = cache.frameValues(at: size) {
            breakForTesting(&values)
            let result = try solution(frameValues: values, size: size)
            try checkAgainstReference(result, "a parametric segment", size: size)
            return result
        }
        let context = ConstraintProgram.Context(spec: model.specName, size: size)
        let program = try preparedProgram(context)
        if options.recordsLP {
            program.lpRecord = try program.guarded("naming the LP", context) { () throws(LPError) in
                try program.nameForRecording(model, size: size)
            }
        }
        defer { recordedLP = program.lpRecord }
        try program.setRootSize(size, context)
        if options.recovers { return try solveRecovering(program, context) }
        program.warm.recordsSnapshots = options.usesParametricCache
        let loosened = program.loosenedHoldCount
        var mergedBasis: [Int32]?
        var outcome: ConstraintProgram.Outcome
        if let merged, let shortcut = try merged.solve(program, context) {
            outcome = shortcut
            mergedBasis = merged.basis
        } else {
            outcome = try program.solveStages(context)
        }
        switch outcome {
        case .infeasible:
            cache.forgetLastSolve()
            let conflict = try conflictProgram(for: program, context).minimalConflict(model, context)
            let result = unsatisfiable(conflict, size: size)
            try checkAgainstReference(result, "the warm, reduced solve", size: size)
            return result
        case .solved:
            var frames = program.frameValues
            if options.usesParametricCache, program.loosenedHoldCount == loosened {
                cache.remember(
                    program, merged: mergedBasis, size: size, frames: frames, variableCount: model.variableCount)
            }
            if mergedBasis != nil { breakForTesting(&frames) }
            let result = try finished(program, context, broken: [], frames: frames)
            try checkAgainstReference(
                result, mergedBasis != nil ? "the merged LP" : "the warm, reduced staged solve", size: size)
            return result
        }
    }

    /// Forgets every recorded basis (after an edit changes the model).
    func invalidateBases() {
        cache.reset()
    }

    /// Every stage's LP of the last solve in CPLEX LP format, each preceded by a comment line
    /// `\ stage N: <name>` (nil unless ``Options/recordsLP``).
    public private(set) var recordedLP: String?

    /// Builds an engine for `spec`, solves it at `size` and releases it: safe to call from any
    /// thread (a cold solve every time).
    public static func solve(_ spec: ConstraintSpec, in size: Size, options: Options? = nil) throws -> LayoutSolution {
        try ConstraintLayoutEngine(spec, options: options ?? Options()).solve(in: size)
    }

    /// Statistics of this engine's LP since it was built, for benchmarks and invariant checks.
    public struct Statistics: Sendable, Equatable {
        /// LP columns and rows (0 before the first solve).
        public var variableCount: Int
        public var rowCount: Int
        /// LP solves per layout solve without a conflict (priority levels + tie-break stages).
        public var stageCount: Int
        /// Simplex iterations, all solves included.
        public var iterationCount: Int
        /// Holds loosened after numerical trouble (see `ConstraintProgram.solveStages`); 0 in a
        /// healthy run.
        public var loosenedHoldCount: Int
        /// Layout solves done by one merged LP whose basis was lexicographically optimal
        /// (every stage skipped), and merged LPs whose basis was not (the stages then ran).
        public var mergedSolveCount = 0
        public var mergedFallbackCount = 0
    }

    /// The engine's LP statistics so far (zeros before the first solve).
    public var statistics: Statistics {
        guard let program else {
            return Statistics(variableCount: 0, rowCount: 0, stageCount: 0, iterationCount: 0, loosenedHoldCount: 0)
        }
        return Statistics(
            variableCount: program.lp.variableCount, rowCount: program.lp.rowCount, stageCount: program.stages.count,
            iterationCount: program.lp.iterationCount, loosenedHoldCount: program.loosenedHoldCount,
            mergedSolveCount: merged?.hitCount ?? 0, mergedFallbackCount: merged?.missCount ?? 0)
    }

    private func preparedProgram(_ context: ConstraintProgram.Context) throws(ConstraintLayoutError)
        -> ConstraintProgram
    {
        if let program { return program }
        // Recovery, the ambiguity check and LP recording work on (or show) every row.
        let built = try builtProgram(reduces: options.usesShortcuts, context)
        program = built
        merged = options.usesShortcuts ? MergedSolver() : nil
        return built
    }

    /// The program the conflict search runs on: `program` itself when it is not reduced, else
    /// the unreduced LP (built once, on the first conflict), at the same root size.
    func conflictProgram(for program: ConstraintProgram, _ context: ConstraintProgram.Context)
        throws(ConstraintLayoutError) -> ConstraintProgram
    {
        guard program.isReduced else { return program }
        let full: ConstraintProgram
        if let unreducedProgram {
            full = unreducedProgram
        } else {
            full = try builtProgram(reduces: false, context)
            unreducedProgram = full
        }
        try full.setRootSize(context.size, context)
        return full
    }

    func builtProgram(reduces: Bool, _ context: ConstraintProgram.Context) throws(ConstraintLayoutError)
        -> ConstraintProgram
    {
        do {
            let built = try ConstraintProgram(
                model, mode: options.priorityMode, tieBreak: options.tieBreak, reduces: reduces)
            built.lp.iterationLimit = options.iterationLimit
            built.lp.timeLimitMilliseconds = options.timeLimitMilliseconds
            return built
        } catch {
            throw ConstraintLayoutError(
                .invalidModel(error.description), stage: "build", spec: context.spec, size: context.size)
        }
    }
}
