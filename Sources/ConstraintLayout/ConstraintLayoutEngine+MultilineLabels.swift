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

/// One `preferredMaxLayoutWidth` pass's measurement: the multi-line labels' measured sizes at
/// a set of widths, and the engine built with them.
struct LabelPass {
    /// Per multi-line label: intrinsic width, intrinsic height, last baseline.
    var sizes: [Double]
    /// The pass's engine; nil when it is the engine that keeps the pass (the labels measured
    /// as it measured them), so that no engine holds itself.
    var engine: ConstraintLayoutEngine?
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
    /// A pass whose re-measurement gives every label the same size as the pass before (or, for
    /// the first pass, as the unwrapped measurement) needs no solve: it is the same engine at
    /// the same size, so the layout has settled (this is the usual last pass: wrapped at its
    /// widest line, a label wraps as it did; and the first when no label wraps). Each pass's
    /// engine is kept by the labels' measured sizes (and the measurement by their widths), so
    /// a warm solve at a size giving the same widths re-uses both.
    func settlingMultilineLabels(_ first: LayoutSolution, in size: Size) throws(ConstraintLayoutError)
        -> LayoutSolution
    {
        guard let labels = multilineLabels else { return first }
        var solution = first
        // `first` is this engine's solve: a pass measuring every label as it does is settled.
        var previous: ConstraintLayoutEngine? = self
        for _ in 0..<Self.labelPassLimit {
            let engine = try labelPass(widths: labelWidths(in: solution, labels), size: size).engine ?? self
            if engine === previous { return solution }
            let next = try engine.solveOnce(in: size)
            guard next.status == .solved else { return next }
            let moved = Self.movedViews(from: solution, to: next)
            solution = next
            previous = engine
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

    /// The multi-line labels' solved widths (at least 0), in `labels.indices` order. Frames are
    /// in model order, `views` first, so a label's frame is at its view index.
    private func labelWidths(in solution: LayoutSolution, _ labels: MultilineLabels) -> [Double] {
        labels.indices.map { index in
            let id = labels.spec.views[index].id
            let frame =
                solution.frames.indices.contains(index) && solution.frames[index].id == id
                ? solution.frames[index].frame : solution.frame(of: id)
            return max(0, frame?.width ?? 0)
        }
    }

    /// The ids of the views whose frame differs by more than `Tolerance.frame` (every edge).
    static func movedViews(from old: LayoutSolution, to new: LayoutSolution) -> [String] {
        if old.frames.count == new.frames.count,
            zip(old.frames, new.frames).allSatisfy({ $0.id == $1.id })
        {
            // The same views in the same order (every pass of one spec): compare in place.
            return zip(old.frames, new.frames).compactMap { before, after in
                Tolerance.distance(before.frame, after.frame) <= Tolerance.frame ? nil : after.id
            }
        }
        let previous = Dictionary(old.frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
        return new.frames.compactMap { frame in
            guard let before = previous[frame.id] else { return frame.id }
            return Tolerance.distance(before, frame.frame) <= Tolerance.frame ? nil : frame.id
        }
    }

    /// The pass with each multi-line label measured wrapped at `widths` (in
    /// `multilineLabels.indices` order): measured once per set of widths, its engine built
    /// once per set of measured sizes.
    private func labelPass(widths: [Double], size: Size) throws(ConstraintLayoutError) -> LabelPass {
        if let pass = labelPasses[widths] { return pass }
        guard let labels = multilineLabels else { return LabelPass(sizes: [], engine: nil) }
        let pass: LabelPass
        do {
            let measured = try LabelMeasurement.measuringLabels(
                labels.spec, fonts: options.fonts,
                preferredMaxLayoutWidths: Dictionary(uniqueKeysWithValues: zip(labels.indices, widths)))
            let sizes = Self.labelSizes(measured, labels)
            if unwrappedLabelSizes == nil {
                unwrappedLabelSizes = Self.labelSizes(
                    try LabelMeasurement.measuringLabels(labels.spec, fonts: options.fonts), labels)
            }
            if sizes == unwrappedLabelSizes {
                // Measured as this engine measured them: this engine is that pass's.
                pass = LabelPass(sizes: sizes, engine: nil)
            } else if let engine = labelPassEngines[sizes] {
                pass = LabelPass(sizes: sizes, engine: engine)
            } else {
                let engine = try ConstraintLayoutEngine(measured, adding: labels.added, options: options)
                for edit in labelEdits { try engine.setConstant(edit.constant, ofConstraint: edit.constraint) }
                if labelPassEngines.count >= Self.labelPassEngineLimit { labelPassEngines.removeAll() }
                labelPassEngines[sizes] = engine
                pass = LabelPass(sizes: sizes, engine: engine)
            }
        } catch {
            throw ConstraintLayoutError(
                .unexpectedOutcome("re-measuring multi-line labels: \(error)"), stage: "label passes",
                spec: model.specName, size: size)
        }
        if labelPasses.count >= Self.labelPassEngineLimit * 4 { labelPasses.removeAll() }
        labelPasses[widths] = pass
        return pass
    }

    /// Per multi-line label of `measured`: intrinsic width, intrinsic height, last baseline.
    private static func labelSizes(_ measured: ConstraintSpec, _ labels: MultilineLabels) -> [Double] {
        labels.indices.flatMap { index in
            let view = measured.views[index]
            return [view.intrinsicWidth ?? 0, view.intrinsicHeight ?? 0, view.baseline?.last ?? 0]
        }
    }

    /// The most label-pass engines kept (then all are dropped); measurements are kept for up
    /// to four times as many sets of widths.
    static let labelPassEngineLimit = 16
}
