import LayoutCore
import LinearProgramming

extension ParametricCache {
    /// The segment of the merged solve `program` just did at `size` (ending in `basis`), when
    /// the previous solve (at `previous`, differing in one dimension) was merged too and ended
    /// in the same basis; nil otherwise, or when it would be empty.
    ///
    /// One solve is enough: the merged basis is lexicographically optimal whatever the root
    /// size (dual feasibility does not depend on it), and while it stays primal feasible every
    /// basic variable is affine in the varying root dimension t, with rate `B⁻¹ a_t`
    /// (``LinearProgram/basicRates(ofVariable:into:)``, one `glp_ftran`). A ratio test over
    /// the basic variables' bounds (columns and model rows; hold rows are free in a merged
    /// solve) gives the interval; the frames' rates follow from the columns' through the
    /// reduction's definitions. Nothing is read unless the basis repeated, so a sweep whose
    /// every resize changes the basis (a long chain) pays only the comparison.
    func mergedSegment(
        _ program: ConstraintProgram, _ basis: [Int32], from previous: Size, to size: Size, frames: [Double]
    ) -> ParametricSegment? {
        let lp = program.lp
        let axis: Axis
        if previous.width == size.width, previous.height != size.height {
            axis = .vertical
        } else if previous.height == size.height, previous.width != size.width {
            axis = .horizontal
        } else {
            return nil
        }
        let root = axis == .vertical ? FrameVariable.height(0) : FrameVariable.width(0)
        guard lp.basicRates(ofVariable: root, into: &segmentRates) else { return nil }
        lp.snapshot(into: &segmentValues, basis: basis)
        let columnCount = lp.variableCount
        var low = -Double.infinity
        var high = Double.infinity
        for e in segmentValues.values.indices where segmentValues.isBasic(e) {
            let bounds: LPBounds
            if e < columnCount {
                if e < FrameVariable.perView { continue }  // root: fixed by the size
                bounds = program.columnBounds[e]
            } else {
                let role = role(ofRow: e - columnCount, program)
                guard role >= 0 else { continue }  // a hold row: free in the merged solve
                bounds = program.rowBounds[role]
            }
            let value = segmentValues.values[e]
            let rate = segmentRates[e]
            if let lower = bounds.lower { Self.narrow(&low, &high, value - lower, rate) }
            if let upper = bounds.upper { Self.narrow(&low, &high, upper - value, -rate) }
            if low > high { return nil }
        }
        // Frames are affine in the columns: rate = f(column rates) − f(0).
        var withRates: [Double] = []
        var constants: [Double] = []
        program.reduction.frameValues(
            columnValues: Array(segmentRates.prefix(columnCount)), columns: program.columns, into: &withRates)
        program.reduction.frameValues(
            columnValues: [Double](filled: 0, count: columnCount), columns: program.columns, into: &constants)
        var slopes = [Double](filled: 0, count: frames.count)
        for k in slopes.indices { slopes[k] = withRates[k] - constants[k] }
        let t = axis == .vertical ? size.height : size.width
        return ParametricSegment(
            axis: axis, fixed: axis == .vertical ? size.width : size.height, origin: t, low: t + low, high: t + high,
            values: frames, slopes: slopes)
    }
}
