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
