import ConstraintLayout
import LayoutCore
import Testing

/// A constraint spec from view ids and constraint strings (paths `constraints[i]`).
func makeSpec(
    views: [ConstraintView], _ constraints: [String], metrics: [Metric] = [], name: String = "test",
    isRightToLeft: Bool = false
) -> ConstraintSpec {
    ConstraintSpec(
        name: name, metrics: metrics, views: views,
        constraints: constraints.enumerated().map { .text($1, path: "constraints[\($0)]") },
        isRightToLeft: isRightToLeft)
}

/// Views with default settings, children of root.
func plainViews(_ ids: String...) -> [ConstraintView] {
    ids.enumerated().map { ConstraintView(id: $1, path: "views[\($0)]") }
}

/// Solves `spec` once at `width` × `height`.
func solve(_ spec: ConstraintSpec, _ width: Double, _ height: Double, options: ConstraintLayoutEngine.Options = .init())
    throws -> LayoutSolution
{
    try ConstraintLayoutEngine(spec, options: options).solve(in: Size(width: width, height: height))
}

/// Whether two rectangles agree within `tolerance` in every coordinate.
func close(_ a: Rect?, _ b: Rect, within tolerance: Double = 1e-6) -> Bool {
    guard let a else { return false }
    return Tolerance.distance(a, b) <= tolerance
}

/// The `SpecError` that `body` throws, or nil.
func specError(_ body: () throws(SpecError) -> Void) -> SpecError? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}

/// SplitMix64: a small deterministic generator, so every seed of a property test replays
/// exactly anywhere.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
