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
