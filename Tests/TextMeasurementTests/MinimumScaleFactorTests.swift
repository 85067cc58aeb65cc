import Testing

@testable import TextMeasurement

/// `minimumScaleFactor`: the largest font scale at which a text fits its lines and width.
/// Inter Regular 17 pt (2816 units per em): "Hello" = 6740 units = 40.69 pt; "ab ab" = 7464
/// units; line height 3408 units (from `scripts/font-advances.py`).
@Suite struct MinimumScaleFactorTests {
    let measurer = TextMeasurer()

    func body() throws -> ResolvedFont {
        try ResolvedFont(file: FontFile(path: FontLibrary.defaultDirectory + "/Inter-Regular.otf"), size: 17)
    }

    func points(_ units: Double, size: Double = 17) -> Double { units * size / 2816 }

    @Test func oneLineShrinksToTheWidthExactly() throws {
        // 30 pt for 40.69 pt: scale 30 / 40.69 = 0.7373 ≥ 0.5, so the line is exactly 30 wide.
        let shrunk = try measurer.layout(
            "Hello", font: body(), width: 30, options: TextLayoutOptions(lineLimit: 1), minimumScaleFactor: 0.5)
        #expect(abs(shrunk.scale - 30 / points(6740)) < 1e-9)
        #expect(abs(shrunk.layout.width - 30) < 1e-6 && !shrunk.layout.isTruncated)
        #expect(abs(shrunk.layout.height - points(3408, size: 17 * shrunk.scale)) < 1e-9)
    }

    @Test func notFittingAtTheMinimumTruncatesThere() throws {
        // 0.8 × 40.69 = 32.55 > 30: the scale stops at 0.8 and the tail is truncated.
        let shrunk = try measurer.layout(
            "Hello", font: body(), width: 30, options: TextLayoutOptions(lineLimit: 1), minimumScaleFactor: 0.8)
        #expect(shrunk.scale == 0.8 && shrunk.layout.isTruncated)
    }

    @Test func fittingTextKeepsItsSize() throws {
        let shrunk = try measurer.layout(
            "Hello", font: body(), width: 100, options: TextLayoutOptions(lineLimit: 1), minimumScaleFactor: 0.5)
        #expect(shrunk.scale == 1 && abs(shrunk.layout.width - points(6740)) < 1e-9)
    }

    @Test func multipleLinesShrinkUntilTheLineLimitHolds() throws {
        // "ab ab ab" under 6000 units at 17 pt wraps ab | ab | ab; two lines need "ab ab"
        // (7464 units × s) ≤ 6000 units: s ≤ 0.8039; bisection finds it to 1/4096.
        let shrunk = try measurer.layout(
            "ab ab ab", font: body(), width: points(6000), options: TextLayoutOptions(lineLimit: 2),
            minimumScaleFactor: 0.5)
        #expect(shrunk.scale <= 6000 / 7464 && shrunk.scale > 6000 / 7464 - 1.0 / 4096)
        #expect(shrunk.layout.lines.map(\.text) == ["ab ab", "ab"])
    }

    @Test func heightLimitAlsoShrinks() throws {
        // Unlimited lines under 6000 units, at most 2 × 17 pt high: 3 lines of 20.57 pt do not
        // fit; at s ≤ 0.8039 two lines (2 × 20.57 × s ≤ 34 holds for s ≤ 0.826) fit.
        let shrunk = try measurer.layout(
            "ab ab ab", font: body(), width: points(6000), height: 34, minimumScaleFactor: 0.5)
        #expect(shrunk.layout.lines.count == 2 && shrunk.layout.height <= 34)
        #expect(abs(shrunk.scale - 6000 / 7464) < 1.0 / 4096)
    }

    @Test func badFactorIsRefused() throws {
        #expect(throws: TextMeasurementError.self) {
            try measurer.layout("x", font: body(), width: 10, minimumScaleFactor: 0)
        }
        #expect(throws: TextMeasurementError.self) {
            try measurer.layout("x", font: body(), width: 10, minimumScaleFactor: 1.5)
        }
    }
}
