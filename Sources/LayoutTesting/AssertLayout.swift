import ConstraintLayout
import LayoutCore
import LayoutDSL
import StackLayout

/// Lays `document` out at every size in `sizes` and checks the frames `expected` gives for
/// that size, recording one test failure per failing size at the line that called it.
///
/// A view spec is laid out by the stack engine, a constraint spec by the constraint engine.
/// Each failure is the ``FrameMismatch`` table of that size (expected vs actual), or the
/// reason the size could not be laid out (unsatisfiable constraints, an invalid spec); the
/// other sizes are still checked. Under Swift Testing the failure is an `Issue` at the
/// caller's `fileID`, `file`, `line` and `column`; under XCTest it is an `XCTFail` at `file`
/// and `line`. Leave those four parameters at their defaults.
///
/// ```swift
/// @Test func adaptiveSplitOnPhones() throws {
///     let document = try SpecDocument.load(path: "Specs/adaptive.view.json")
///     assertLayout(document, sizes: [Size(width: 375, height: 667), Size(width: 393, height: 852)]) { size in
///         let top = min(max(size.height / 2, 200), 400)  // the top's frame(minHeight: 200, maxHeight: 400)
///         return [ExpectedFrame("top", height: top), ExpectedFrame("bottom", y: top, height: size.height - top)]
///     }
/// }
/// ```
///
/// - Parameters:
///   - document: the spec to lay out (`.view(spec)`, `.constraints(spec)`, or
///     `SpecDocument.load(path:)`'s result).
///   - sizes: the container sizes, each checked on its own.
///   - tolerance: the largest difference, in points, that still matches.
///   - expected: the frames expected at one size; fields left nil are not checked.
///   - fileID: the caller's `#fileID`, for Swift Testing.
///   - file: the caller's `#filePath`, for both frameworks.
///   - line: the caller's `#line`, for both frameworks.
///   - column: the caller's `#column`, for Swift Testing.
public func assertLayout(
    _ document: SpecDocument,
    sizes: [Size],
    tolerance: Double = LayoutCheck.defaultTolerance,
    _ expected: (Size) -> [ExpectedFrame],
    fileID: String = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let at = CallerLocation(fileID: fileID, file: file, line: line, column: column)
    for failure in LayoutCheck.failures(of: document, sizes: sizes, tolerance: tolerance, expected) {
        recordFailure(failure, at: at)
    }
}

/// Lays a DSL view out with the stack engine at every size in `sizes` and checks the frames
/// `expected` gives for that size, recording one failure per failing size at the caller's
/// line (as the `SpecDocument` form does).
///
/// ```swift
/// @Test func cardKeepsItsPadding() {
///     assertLayout(Card(), sizes: [Size(width: 320, height: 200), Size(width: 430, height: 200)]) { size in
///         [ExpectedFrame("title", x: 16, width: size.width - 32)]  // .padding(16) on both sides
///     }
/// }
/// ```
public func assertLayout(
    _ view: some View,
    sizes: [Size],
    tolerance: Double = LayoutCheck.defaultTolerance,
    _ expected: (Size) -> [ExpectedFrame],
    fileID: String = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    assertLayout(
        SpecDocument.view(ViewSpec(name: "\(type(of: view))", view)), sizes: sizes, tolerance: tolerance, expected,
        fileID: fileID, file: file, line: line, column: column)
}

extension LayoutCheck {
    /// The failure message of every size in `sizes` where `document` does not lay out as
    /// `expected` says (in the order of `sizes`); empty when every size matches. The
    /// non-recording form of `assertLayout(_:sizes:tolerance:_:)`, for checks of your own.
    public static func failures(
        of document: SpecDocument, sizes: [Size], tolerance: Double = defaultTolerance,
        _ expected: (Size) -> [ExpectedFrame]
    ) -> [String] {
        switch document {
        case .view(let spec):
            var engine = StackLayoutEngine(spec)
            return sizes.compactMap { size in
                let solution = engine.solve(in: SolveSize(width: size.width, height: size.height))
                return compare(solution, expected(size), tolerance)?.description
            }
        case .constraints(let spec):
            let engine: ConstraintLayoutEngine
            do {
                engine = try ConstraintLayoutEngine(spec)
            } catch {
                return [error.description]
            }
            return sizes.compactMap { size in
                constraintFailure(engine, of: spec.name, at: size, expected(size), tolerance)
            }
        }
    }

    /// Why the constraint engine's layout at `size` fails `expected`, or nil when it matches.
    private static func constraintFailure(
        _ engine: ConstraintLayoutEngine, of name: String, at size: Size, _ expected: [ExpectedFrame],
        _ tolerance: Double
    ) -> String? {
        let solution: LayoutSolution
        do {
            solution = try engine.solve(in: size)
        } catch {
            return "\(name) — constraints engine at \(sizeText(size)): \(error)"
        }
        if solution.status == .unsatisfiable {
            let reasons = solution.diagnostics.map(\.message).joined(separator: "\n")
            return "\(name) — constraints engine at \(sizeText(size)): unsatisfiable\n\(reasons)"
        }
        return compare(solution, expected, tolerance)?.description
    }

    private static func sizeText(_ size: Size) -> String {
        JSONWriter.formatNumber(size.width) + "x" + JSONWriter.formatNumber(size.height)
    }
}
