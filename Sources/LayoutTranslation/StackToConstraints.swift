import LayoutCore

/// The result of translating a view spec into a constraint spec.
public struct ConstraintTranslation: Sendable, Equatable {
    /// The constraint spec; its views are the view spec's ids plus helper views whose ids
    /// start with `_` (anonymous layers `_v<n>`, helper variables `_h<n>`).
    public var spec: ConstraintSpec
    /// The ids of the view spec, in its order: the frames to compare.
    public var reportedIDs: [String]
    /// What could not be expressed exactly, per view (empty when the translation is exact).
    public var notes: [TranslationNote]
    /// The reported views whose frames the translation only approximates, in `reportedIDs`
    /// order, each with why (empty when the translation is exact). A noted view makes itself
    /// and everything in it approximate; other views may still depend on it (their frames
    /// are exact only when no view is approximated).
    public var approximatedViews: [ApproximatedView]
    /// How many optional priority levels the translation uses (one per greedy step).
    public var levelCount: Int
    /// The views (also in `notes`) that constraints cannot lay out as the stack engine does at
    /// all, such as a view ignoring a safe area it lies in: `requiringConstraintForm()` refuses
    /// the translation for them (empty when there is none).
    public var refusals: [TranslationNote] = []

    /// The translation, or `TranslationError.noConstraintForm` naming its `refusals`: for a
    /// caller that hands the constraints on as the layout (`translate --to constraints`,
    /// `--to uikit`) rather than reporting the approximation.
    public func requiringConstraintForm() throws(TranslationError) -> ConstraintTranslation {
        guard refusals.isEmpty else { throw TranslationError.noConstraintForm(refusals) }
        return self
    }
}

/// Stacks → constraints: compiles a view spec into a constraint spec whose solution
/// reproduces the stack engine's frames.
///
/// SwiftUI's sizing is a sequence of clamps, maxima and minima evaluated greedily (a stack
/// offers each child, in fitting order, its share of what is left). Each of those steps
/// becomes a helper variable pulled toward its value by one optional constraint at its own
/// priority level, the levels decreasing in the order the stack engine evaluates the steps;
/// the constraint engine's lexicographic priorities then replay the greedy evaluation
/// exactly, overflow included. Everything else (sums, gaps, alignment offsets, positions)
/// is a required linear equation. Nil and probe proposals are evaluated at translation time.
///
/// ```swift
/// let translation = StackToConstraints.translate(viewSpec)
/// let solution = try ConstraintLayoutEngine.solve(translation.spec, in: Size(width: 375, height: 667))
/// // solution.frames for translation.reportedIDs equal the stack engine's frames
/// ```
public enum StackToConstraints {
    /// Translates `spec`. Views that cannot be expressed exactly are listed in `notes`.
    public static func translate(_ spec: ViewSpec) -> ConstraintTranslation {
        if let bySizeClass = translateBySizeClass(spec) { return bySizeClass }
        // Every AnyLayout left reads only what the environment fixes (the dynamic type size,
        // user flags, classes it gives): its layout is the one the environment selects.
        var spec = spec
        spec.root = spec.root.resolvingAnyLayouts(in: spec.environment)
        let compiler = StackCompiler(environment: spec.environment)
        let root = Layer.outer(spec.root, enclosingAxis: nil, path: [])
        for axis in [Axis.horizontal, .vertical] {
            let canvas = LinearExpression(
                variable: ConstraintSpec.rootID + (axis == .horizontal ? ".width" : ".height"))
            // The root lies inside the window's safe area (the root view's safeAreaLayoutGuide).
            let proposal = compiler.rootProposal(canvas, axis)
            let laid = compiler.compile(root, axis, proposal, real: true)
            compiler.place(laid, axis, at: compiler.rootOrigin(proposal, laid, axis))
        }
        let levels = compiler.levelCount
        let step = levels > 998 ? 998 / Double(levels) : 1
        var constraints: [ConstraintEntry] = []
        for row in compiler.rows {
            var text = row.text
            if let level = row.level { text += " @" + JSONWriter.formatNumber(999 - Double(level) * step) }
            constraints.append(.text(text, path: "constraints[\(constraints.count)]"))
        }
        let views = compiler.viewIDs.enumerated().map { index, id in
            var view = ConstraintView(id: id, path: "views[\(index)]")
            if let label = compiler.labels[id] {
                view.label(label.text, widthPriority: 999 - Double(label.level) * step)
            }
            view.symbolImage = compiler.symbolImages[id]
            return view
        }
        var translated = ConstraintSpec(name: spec.name, views: views, constraints: constraints)
        translated.dynamicTypeSize = spec.environment.dynamicTypeSize
        translated.safeAreaInsets = spec.environment.safeAreaInsets
        let ids = spec.ids
        return ConstraintTranslation(
            spec: translated, reportedIDs: ids, notes: compiler.notes,
            approximatedViews: ApproximatedView.collect(compiler.approximations, order: ids), levelCount: levels,
            refusals: compiler.refusals)
    }
}

extension ConstraintTranslation {
    /// `solution` (of the translated spec) with only the view spec's ids, in its order:
    /// helper views are left out.
    public func reported(_ solution: LayoutSolution) -> LayoutSolution {
        var result = solution
        result.frames = reportedIDs.compactMap { id in solution.frames.first { $0.id == id } }
        return result
    }
}

extension ConstraintView {
    /// Makes the view a label with `text`: its width held at `widthPriority` (hugging and
    /// compression resistance), its height required (a Text's height is its lines').
    fileprivate mutating func label(_ text: LabelText, widthPriority: Double) {
        self.text = text
        huggingHorizontal = widthPriority
        compressionResistanceHorizontal = widthPriority
        huggingVertical = 1000
        compressionResistanceVertical = 1000
    }
}
