import LayoutCore

/// The spec of an engine with multi-line labels, kept to re-measure them at their solved
/// widths.
struct MultilineLabels {
    /// The spec as given (labels not measured).
    var spec: ConstraintSpec
    /// The constraints built in Swift, read after the spec's.
    var added: [LayoutConstraint]
    /// The view indices of the labels measured twice (`LabelMeasurement.multilineLabels`).
    var indices: [Int]

    /// nil when `spec` has no multi-line label to re-measure.
    init?(_ spec: ConstraintSpec, added: [LayoutConstraint]) {
        let indices = LabelMeasurement.multilineLabels(spec)
        guard !indices.isEmpty else { return nil }
        self.spec = spec
        self.added = added
        self.indices = indices
    }
}

/// A constant set with `ConstraintLayoutEngine.setConstant(_:ofConstraint:)`.
struct ConstantEdit {
    var constraint: String
    var constant: Double
}

extension ConstraintLayoutEngine {
    /// The most re-solves ``settlingMultilineLabels(_:in:)`` makes after the first solve.
    public static let labelPassLimit = 4

    /// UIKit's two-pass rule for multi-line labels (`numberOfLines` 0 or > 1): a label is
    /// first measured unwrapped (`first` is that solve); its `preferredMaxLayoutWidth` is then
    /// set to its solved width, it is re-measured wrapped at that width (a new intrinsic
    /// height, and the widest wrapped line as intrinsic width) and the layout re-solved,
    /// until every frame moves less than `Tolerance.frame` or after
    /// ``labelPassLimit`` re-solves, when a `labelDidNotSettle` diagnostic names the labels
    /// whose frames still moved (docs/ENGINES.md "Multi-line labels").
    ///
    /// Each pass is an engine built from the spec with the re-measured sizes, kept by the
    /// labels' widths for the next solve at a size that gives the same widths.
    func settlingMultilineLabels(_ first: LayoutSolution, in size: Size) throws(ConstraintLayoutError)
        -> LayoutSolution
    {
        guard let labels = multilineLabels else { return first }
        var solution = first
        for _ in 0..<Self.labelPassLimit {
            let widths = labels.indices.map { index in
                max(0, solution.frames.first { $0.id == labels.spec.views[index].id }?.frame.width ?? 0)
            }
            let next = try labelPassEngine(widths: widths, size: size).solveOnce(in: size)
            guard next.status == .solved else { return next }
            let moved = Self.movedViews(from: solution, to: next)
            solution = next
            if moved.isEmpty { return solution }
        }
        let unsettled = labels.indices.map { labels.spec.views[$0].id }
        solution.diagnostics.append(
            Diagnostic(
                .labelDidNotSettle,
                "multi-line labels \(unsettled.joined(separator: ", ")) did not settle after \(Self.labelPassLimit) preferredMaxLayoutWidth passes; the last pass's frames are reported",
                views: unsettled))
        return solution
    }

    /// The ids of the views whose frame differs by more than `Tolerance.frame` (every edge).
    static func movedViews(from old: LayoutSolution, to new: LayoutSolution) -> [String] {
        let previous = Dictionary(old.frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
        return new.frames.compactMap { frame in
            guard let before = previous[frame.id] else { return frame.id }
            return Tolerance.distance(before, frame.frame) <= Tolerance.frame ? nil : frame.id
        }
    }

    /// The engine of the spec with each multi-line label measured wrapped at `widths` (in
    /// `multilineLabels.indices` order).
    private func labelPassEngine(widths: [Double], size: Size) throws(ConstraintLayoutError)
        -> ConstraintLayoutEngine
    {
        if let engine = labelPassEngines[widths] { return engine }
        guard let labels = multilineLabels else { return self }
        let engine: ConstraintLayoutEngine
        do {
            let measured = try LabelMeasurement.measuringLabels(
                labels.spec, fonts: options.fonts,
                preferredMaxLayoutWidths: Dictionary(uniqueKeysWithValues: zip(labels.indices, widths)))
            engine = try ConstraintLayoutEngine(measured, adding: labels.added, options: options)
            for edit in labelEdits { try engine.setConstant(edit.constant, ofConstraint: edit.constraint) }
        } catch {
            throw ConstraintLayoutError(
                .unexpectedOutcome("re-measuring multi-line labels: \(error)"), stage: "label passes",
                spec: model.specName, size: size)
        }
        if labelPassEngines.count >= Self.labelPassEngineLimit { labelPassEngines.removeAll() }
        labelPassEngines[widths] = engine
        return engine
    }

    /// The most label-pass engines kept (then all are dropped).
    static let labelPassEngineLimit = 16
}
