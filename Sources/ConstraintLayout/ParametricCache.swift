import LayoutCore
import LinearProgramming

/// Re-solving without the simplex (docs/ENGINES.md, "Incremental re-solve"): within one
/// optimal basis per stage, every value of a lexicographic solve is an affine function of
/// the root's width or height, so a sweep needs GLPK only when the size leaves the range in
/// which those bases stay optimal.
///
/// After each real solve the engine records every stage's final basis and values
/// (``LPSnapshot``). When two consecutive solves differ in one root dimension only and every
/// stage ended in the same basis, the values' slopes are their finite differences, and a
/// ratio test over every stage's basic variables (bounds of model rows and columns, and
/// hold rows whose bound is the earlier stage's affine optimum) gives the interval of that
/// dimension over which all the bases stay primal feasible. Dual feasibility does not depend
/// on the root size (the objectives and the matrix do not change), so throughout the
/// interval the bases stay optimal and the frames are exact affine functions of the size: a
/// ``ParametricSegment``. A later solve inside a segment costs an interpolation.
struct ParametricSegment {
    /// The root dimension that varies (`.vertical`: the height).
    var axis: Axis
    /// The other root dimension, fixed along the segment.
    var fixed: Double
    /// The varying dimension's value at which ``values`` were taken.
    var origin: Double
    /// The interval of the varying dimension over which the bases stay optimal.
    var low: Double
    var high: Double
    /// Every frame variable's value at ``origin`` and its slope.
    var values: [Double]
    var slopes: [Double]

    /// Whether the segment covers `size`.
    func covers(_ size: Size) -> Bool {
        let (t, other) = axis == .vertical ? (size.height, size.width) : (size.width, size.height)
        return other == fixed && t >= low && t <= high
    }

    /// Writes the frame values at `size` (covered) into `buffer`, without allocating once
    /// `buffer` has the right length.
    func frameValues(at size: Size, into buffer: inout [Double]) {
        let delta = (axis == .vertical ? size.height : size.width) - origin
        if buffer.count != values.count { buffer = values }
        values.withUnsafeBufferPointer { base in
            slopes.withUnsafeBufferPointer { slope in
                buffer.withUnsafeMutableBufferPointer { out in
                    for k in 0..<out.count { out[k] = base[k] + delta * slope[k] }
                }
            }
        }
    }
}

/// The last real solve, kept to be compared with the next one.
struct SolveRecord {
    var size: Size
    /// Every stage's final basis and values (a staged solve; empty after a merged one).
    var stages: [LPSnapshot]
    /// The optimum each stage's hold row was set to (0 for the last stage).
    var optima: [Double]
    /// Every frame variable's value.
    var frames: [Double]
    /// The basis of a merged solve (nil after a staged one).
    var mergedBasis: [Int32]?
}

extension ConstraintProgram {
    /// The segment between two solves with the same bases, or nil when they differ in both
    /// dimensions, in some basis, or the segment would be empty.
    func segment(from a: SolveRecord, to b: SolveRecord, variableCount: Int) -> ParametricSegment? {
        let axis: Axis
        if a.size.width == b.size.width, a.size.height != b.size.height {
            axis = .vertical
        } else if a.size.height == b.size.height, a.size.width != b.size.width {
            axis = .horizontal
        } else {
            return nil
        }
        let t0 = axis == .vertical ? a.size.height : a.size.width
        let t1 = axis == .vertical ? b.size.height : b.size.width
        guard a.stages.count == b.stages.count else { return nil }
        for (x, y) in zip(a.stages, b.stages) where x.statuses != y.statuses { return nil }
        let span = t1 - t0
        var low = -Double.infinity
        var high = Double.infinity
        let columnCount = lp.variableCount
        for (k, (x, y)) in zip(a.stages, b.stages).enumerated() {
            for e in x.values.indices where x.isBasic(e) {
                if e < columnCount && e < FrameVariable.perView { continue }  // root: fixed by the size
                let slope = (y.values[e] - x.values[e]) / span
                var lower: (value: Double, slope: Double)?
                var upper: (value: Double, slope: Double)?
                if e < columnCount {
                    lower = columnBounds[e].lower.map { ($0, 0) }
                    upper = columnBounds[e].upper.map { ($0, 0) }
                } else if let bounds = boundsOfRow(e - columnCount, stage: k, a, b, span) {
                    lower = bounds.lower
                    upper = bounds.upper
                }
                if let lower { Self.narrow(&low, &high, x.values[e] - lower.value, slope - lower.slope) }
                if let upper { Self.narrow(&low, &high, upper.value - x.values[e], upper.slope - slope) }
                if low > high { return nil }
            }
        }
        var slopes = [Double](filled: 0, count: variableCount)
        for k in slopes.indices { slopes[k] = (b.frames[k] - a.frames[k]) / span }
        return ParametricSegment(
            axis: axis, fixed: axis == .vertical ? a.size.width : a.size.height, origin: t0, low: t0 + low,
            high: t0 + high, values: a.frames, slopes: slopes)
    }

    /// Narrows [low, high] (offsets from t0) so that `slack + Δ · rate ≥ −tolerance`.
    static func narrow(_ low: inout Double, _ high: inout Double, _ slack: Double, _ rate: Double) {
        let tolerance = Tolerance.roundingSlack(slack)
        if Tolerance.isNegligibleRate(rate) {
            if slack < -tolerance { (low, high) = (1, 0) }
            return
        }
        let limit = -(slack + tolerance) / rate
        if rate > 0 { low = max(low, limit) } else { high = min(high, limit) }
    }

    /// What LP row `row` is: model row (≥ 0), hold row of stage j (−(j + 1)), or Int.min.
    func role(ofRow row: Int) -> Int {
        if rowRoles.isEmpty {
            rowRoles = [Int](filled: Int.min, count: lp.rowCount)
            for (model, lpRow) in lpRows.enumerated() where lpRow >= 0 { rowRoles[lpRow] = model }
            for (j, held) in stages.enumerated() { if let hold = held.holdRow { rowRoles[hold] = -(j + 1) } }
        }
        return rowRoles[row]
    }

    /// The bounds of LP row `row` while stage `stage` is solved, as affine functions of the
    /// varying dimension (value at t0, slope); nil for a free row.
    private func boundsOfRow(_ row: Int, stage: Int, _ a: SolveRecord, _ b: SolveRecord, _ span: Double)
        -> (lower: (value: Double, slope: Double)?, upper: (value: Double, slope: Double)?)?
    {
        let role = role(ofRow: row)
        if role >= 0 {
            let bounds = rowBounds[role]
            return (bounds.lower.map { ($0, 0) }, bounds.upper.map { ($0, 0) })
        }
        guard role != Int.min else { return nil }
        let j = -role - 1
        guard j < stage else { return nil }
        return (nil, (a.optima[j], (b.optima[j] - a.optima[j]) / span))
    }
}

extension ConstraintLayoutEngine {
    /// The frames only, for hot loops (a sweep, a resize animation): every declared view's
    /// frame in model order (`views`, then `stackViews`) written into `frames`, without building
    /// a ``LayoutSolution``. Inside a known segment (see ``Options/reusesBases``) this costs an
    /// interpolation and no allocation; otherwise it is ``solve(in:)``.
    ///
    /// - Returns: the status; `frames` is empty when it is `.unsatisfiable`. Diagnostics
    ///   (`negativeSize`, conflicts) are only in ``solve(in:)``'s solution.
    /// - Throws: as ``solve(in:)``.
    public func solveFrames(in size: Size, into frames: inout [Rect]) throws(ConstraintLayoutError)
        -> LayoutSolution.Status
    {
        let count = model.viewIDs.count - 1
        if options.reusesBases, !options.checksAmbiguity, !options.recordsLP, !options.recovers,
            let segment = coveringSegment(size)
        {
            cacheHitCount += 1
            segments[segment].frameValues(at: size, into: &cachedValues)
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
            return .solved
        }
        let solution = try solve(in: size)
        frames = solution.frames.map(\.frame)
        return solution.status
    }
}
