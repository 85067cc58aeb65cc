import ConstraintLayout
import LayoutCore
import LayoutDSL
import StackLayout

/// Frame assertions for your own test suites, for Swift Testing and XCTest alike: each
/// check throws a `FrameMismatch` (or `EngineDisagreement`) whose description is a table of
/// the views that differ, expected vs actual. A thrown error is reported where the test
/// framework catches it (the test function); `assertLayout(_:sizes:tolerance:_:)` records
/// its failures at the line of the call instead, one per failing size.
///
/// ```swift
/// @Test func adaptiveLayoutOnTheIPhoneSE() throws {
///     try LayoutCheck.frames(of: AdaptiveLayoutView(), in: Size(width: 375, height: 667), [
///         ExpectedFrame("top", x: 0, y: 0, width: 375, height: 333.5),
///         ExpectedFrame("bottom", y: 333.5, height: 333.5),
///     ])
/// }
/// // XCTest: XCTAssertNoThrow(try LayoutCheck.frames(of: …))
/// ```
public enum LayoutCheck {
    /// The default tolerance, in points (`Tolerance.frame`).
    public static let defaultTolerance = Tolerance.frame

    /// Lays `spec` out with the stack engine at `size` and checks `expected`.
    public static func frames(
        of spec: ViewSpec, in size: Size, _ expected: [ExpectedFrame], tolerance: Double = defaultTolerance
    ) throws(FrameMismatch) {
        var engine = StackLayoutEngine(spec)
        let solution = engine.solve(in: SolveSize(width: size.width, height: size.height))
        if let mismatch = compare(solution, expected, tolerance) { throw mismatch }
    }

    /// Lays a DSL view out with the stack engine at `size` and checks `expected`.
    public static func frames(
        of view: some View, in size: Size, _ expected: [ExpectedFrame], tolerance: Double = defaultTolerance
    ) throws(FrameMismatch) {
        try frames(of: ViewSpec(name: "\(type(of: view))", view), in: size, expected, tolerance: tolerance)
    }

    /// The non-throwing form, for `#expect`: nil when every expected frame matches.
    ///
    /// ```swift
    /// #expect(LayoutCheck.mismatch(of: Adaptive(), in: size, [ExpectedFrame("top", height: 333.5)]) == nil)
    /// ```
    public static func mismatch(
        of view: some View, in size: Size, _ expected: [ExpectedFrame], tolerance: Double = defaultTolerance
    ) -> FrameMismatch? {
        var engine = StackLayoutEngine(ViewSpec(name: "\(type(of: view))", view))
        return compare(engine.solve(in: SolveSize(width: size.width, height: size.height)), expected, tolerance)
    }

    /// Solves `spec` with the constraint engine at `size` and checks `expected`.
    public static func frames(
        of spec: ConstraintSpec, in size: Size, _ expected: [ExpectedFrame], tolerance: Double = defaultTolerance
    ) throws {
        let solution = try ConstraintLayoutEngine.solve(spec, in: size)
        if let mismatch = compare(solution, expected, tolerance) { throw mismatch }
    }

    /// Decodes a `layoutlab.view/1` or `layoutlab.constraints/1` document and checks it.
    public static func frames(
        ofJSON json: String, in size: Size, _ expected: [ExpectedFrame], tolerance: Double = defaultTolerance
    ) throws {
        switch try SpecDocument(bytes: Array(json.utf8), file: "test.json") {
        case .view(let spec): try frames(of: spec, in: size, expected, tolerance: tolerance)
        case .constraints(let spec): try frames(of: spec, in: size, expected, tolerance: tolerance)
        }
    }

    /// The mismatch between `solution` and `expected`, or nil when every expected frame is
    /// within `tolerance` (non-throwing form: `#expect(LayoutCheck.compare(…) == nil)`).
    public static func compare(_ solution: LayoutSolution, _ expected: [ExpectedFrame], _ tolerance: Double)
        -> FrameMismatch?
    {
        var rows: [FrameMismatch.Row] = []
        for expectation in expected {
            guard let actual = solution.frames.first(where: { $0.id == expectation.id })?.frame else {
                rows.append(FrameMismatch.Row(expected: expectation, actual: nil, difference: .infinity))
                continue
            }
            let difference = expectation.difference(from: actual)
            if difference > tolerance {
                rows.append(FrameMismatch.Row(expected: expectation, actual: actual, difference: difference))
            }
        }
        guard !rows.isEmpty else { return nil }
        let size = [solution.size.width, solution.size.height].map { $0.map(JSONWriter.formatNumber) ?? "nil" }
        let context = "\(solution.spec) — \(solution.engine.rawValue) engine at \(size.joined(separator: "x"))"
        return FrameMismatch(context: context, tolerance: tolerance, rows: rows)
    }

    /// Checks that the stack engine on `viewSpec` and the constraint engine on
    /// `constraintSpec` give the same frame to every id both report, at every size.
    public static func enginesAgree(
        _ viewSpec: ViewSpec, _ constraintSpec: ConstraintSpec, sizes: [Size], tolerance: Double = defaultTolerance
    ) throws {
        let constraints = try ConstraintLayoutEngine(constraintSpec)
        var mismatches: [FrameMismatch] = []
        for size in sizes {
            let expected = try constraints.solve(in: size)
            var stack = StackLayoutEngine(viewSpec)
            let actual = stack.solve(in: SolveSize(width: size.width, height: size.height))
            let shared = expected.frames.filter { frame in actual.frames.contains { $0.id == frame.id } }
            let expectations = shared.map {
                ExpectedFrame($0.id, x: $0.frame.x, y: $0.frame.y, width: $0.frame.width, height: $0.frame.height)
            }
            if let mismatch = compare(actual, expectations, tolerance) { mismatches.append(mismatch) }
        }
        if !mismatches.isEmpty { throw EngineDisagreement(mismatches: mismatches) }
    }
}
