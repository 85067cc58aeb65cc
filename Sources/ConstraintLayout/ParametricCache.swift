import LayoutCore
import LinearProgramming

/// The parametric shortcut (docs/ENGINES.md, "Incremental re-solve"): the segments found so
/// far and the last real solve, kept by the engine; it reads a ``ConstraintProgram``'s recorded
/// bases and values, and never changes the program.
final class ParametricCache {
    /// Ranges of sizes over which the frames are known affine functions, most recent first.
    /// (The hot warm-solve state is exempt from dynamic exclusivity checks: the engine is used
    /// from one thread, and no access to it overlaps another.)
    @exclusivity(unchecked) private(set) var segments: [ParametricSegment] = []
    /// The last real solve's bases and values.
    private var lastRecord: SolveRecord?
    /// The frame values of the last solve answered from a segment (a re-used buffer).
    @exclusivity(unchecked) private var cachedValues: [Double] = []
    /// Solves answered from a segment, without the simplex.
    @exclusivity(unchecked) private(set) var hitCount = 0
    /// LP row → model row (≥ 0), hold row of stage j (−(j + 1)); built on first use.
    private var rowRoles: [Int] = []
    /// Buffers of ``mergedSegment(_:_:from:to:frames:)``.
    var segmentValues = LPSnapshot()
    var segmentRates: [Double] = []

    /// The most segments kept (most recent first).
    static let segmentLimit = 16

    /// Every frame variable's value at `size` when a segment covers it (an interpolation, no
    /// LP call), else nil. The array is a buffer the next call overwrites.
    func frameValues(at size: Size) -> [Double]? {
        guard let segment = coveringSegment(size) else { return nil }
        hitCount += 1
        segments[segment].frameValues(at: size, into: &cachedValues)
        return cachedValues
    }

    /// The index of the first (most recent) segment covering `size`, without copying one.
    private func coveringSegment(_ size: Size) -> Int? {
        segments.withUnsafeBufferPointer { segments in
            for index in segments.indices where segments[index].covers(size) { return index }
            return nil
        }
    }

    /// Forgets every segment and recorded solve (after an edit changes the model or the LP).
    func reset() {
        segments.removeAll()
        lastRecord = nil
        rowRoles = []
    }

    /// Forgets the last solve (it was not a clean optimum), keeping the segments.
    func forgetLastSolve() { lastRecord = nil }

    /// Keeps the solve `program` just did at `size` (merged when `merged` holds its basis);
    /// with the previous solve's, it may give a new segment.
    func remember(_ program: ConstraintProgram, merged: [Int32]?, size: Size, frames: [Double], variableCount: Int) {
        let record = SolveRecord(
            size: size, stages: merged != nil ? [] : program.warm.stageSnapshots,
            optima: merged != nil ? [] : program.warm.stageOptima, frames: frames, mergedBasis: merged)
        if let lastRecord {
            var segment: ParametricSegment?
            if let a = lastRecord.mergedBasis, let b = record.mergedBasis {
                if a == b { segment = mergedSegment(program, b, from: lastRecord.size, to: size, frames: frames) }
            } else if lastRecord.mergedBasis == nil, merged == nil {
                segment = self.segment(program, from: lastRecord, to: record, variableCount: variableCount)
            }
            if let segment {
                segments.insert(segment, at: 0)
                if segments.count > Self.segmentLimit { segments.removeLast() }
            }
        }
        lastRecord = record
    }

    /// The segment between two staged solves with the same bases, or nil when they differ in
    /// both dimensions, in some basis, or the segment would be empty.
    private func segment(_ program: ConstraintProgram, from a: SolveRecord, to b: SolveRecord, variableCount: Int)
        -> ParametricSegment?
    {
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
        let columnCount = program.lp.variableCount
        for (k, (x, y)) in zip(a.stages, b.stages).enumerated() {
            for e in x.values.indices where x.isBasic(e) {
                if e < columnCount && e < FrameVariable.perView { continue }  // root: fixed by the size
                let slope = (y.values[e] - x.values[e]) / span
                var lower: (value: Double, slope: Double)?
                var upper: (value: Double, slope: Double)?
                if e < columnCount {
                    lower = program.columnBounds[e].lower.map { ($0, 0) }
                    upper = program.columnBounds[e].upper.map { ($0, 0) }
                } else if let bounds = boundsOfRow(program, e - columnCount, stage: k, a, b, span) {
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
    func role(ofRow row: Int, _ program: ConstraintProgram) -> Int {
        // Rebuilt when hold rows were added since (the LP grew).
        if rowRoles.count != program.lp.rowCount {
            rowRoles = [Int](filled: Int.min, count: program.lp.rowCount)
            for (model, lpRow) in program.lpRows.enumerated() where lpRow >= 0 { rowRoles[lpRow] = model }
            for (j, held) in program.stages.enumerated() {
                if let hold = held.holdRow { rowRoles[hold] = -(j + 1) }
            }
        }
        return rowRoles[row]
    }

    /// The bounds of LP row `row` while stage `stage` is solved, as affine functions of the
    /// varying dimension (value at t0, slope); nil for a free row.
    private func boundsOfRow(
        _ program: ConstraintProgram, _ row: Int, stage: Int, _ a: SolveRecord, _ b: SolveRecord, _ span: Double
    )
        -> (lower: (value: Double, slope: Double)?, upper: (value: Double, slope: Double)?)?
    {
        let role = role(ofRow: row, program)
        if role >= 0 {
            let bounds = program.rowBounds[role]
            return (bounds.lower.map { ($0, 0) }, bounds.upper.map { ($0, 0) })
        }
        guard role != Int.min else { return nil }
        let j = -role - 1
        guard j < stage else { return nil }
        return (nil, (a.optima[j], (b.optima[j] - a.optima[j]) / span))
    }
}
