import LayoutCore
import StackLayout
import Testing

/// SwiftUI's `.minimumScaleFactor(_:)` on a Text measured with its font (docs/ENGINES.md
/// "Shrinking text"): with a `lineLimit`, a Text that needs more lines at its proposed width
/// shrinks its font, down to the factor, until it does not; its size is the shrunk text's.
/// Inter Regular (2816 units per em), advances from `scripts/font-advances.py`: "Hello" =
/// H 2084 + e 1640 + l 668 + l 668 + o 1680 = 6740 units, space 792, "…" 2312, line height
/// 3408 units; at size s a length of n units is n × s / 2816 pt.
@Suite struct FontTextShrinkingTests {
    func u(_ units: Double, size: Double = 17) -> Double { units * size / 2816 }

    func shrinking(_ string: String, lineLimit: Int?, factor: Double?) -> ViewNode {
        var spec = TextSpec(string)
        spec.lineLimit = lineLimit
        spec.minimumScaleFactor = factor
        return ViewNode(.text(spec), id: "t")
    }

    @Test func oneLineShrinksToTheProposedWidth() {
        // "Hello" is u(6740) = 40.69 pt at 17 pt; proposed 30 with lineLimit 1 and factor 0.5:
        // scale 30 / 40.69 = 0.7373 ≥ 0.5, so the Text is 30 wide and one line at 17 × 0.7373
        // pt tall: 3408 × 17 × 0.7373 / 2816 = 3408 × 30 / 6740 = 15.169 pt.
        let solution = solve(
            shrinking("Hello", lineLimit: 1, factor: 0.5), width: 30, height: nil, environment: .init())
        expectFrame(solution, "t", 0, 0, 30, 3408 * 30 / 6740)
    }

    @Test func belowTheFactorItTruncatesAtTheFactor() {
        // Proposed 20: the scale would be 20 / 40.69 = 0.4915 < 0.5, so the font is 8.5 pt and
        // the line truncated there: "Hello" u(6740, 8.5) = 20.34 > 20, "Hel…" 6704 units =
        // 20.24 > 20, "He…" 6036 units = 18.22 ≤ 20. Centred: x = (20 − 18.22) / 2.
        let solution = solve(
            shrinking("Hello", lineLimit: 1, factor: 0.5), width: 20, height: nil, environment: .init())
        expectFrame(solution, "t", (20 - u(6036, size: 8.5)) / 2, 0, u(6036, size: 8.5), u(3408, size: 8.5))
    }

    @Test func withoutALineLimitTheTextWrapsInsteadOfShrinking() {
        // "Hello Hello" in 50: 14272 units = 86.2 pt does not fit; without a lineLimit it wraps
        // at full size: Hello | Hello, u(6740) wide, 2 lines.
        let solution = solve(
            shrinking("Hello Hello", lineLimit: nil, factor: 0.5), width: 50, height: nil, environment: .init())
        expectFrame(solution, "t", (50 - u(6740)) / 2, 0, u(6740), 2 * u(3408))
    }

    @Test func multipleLinesShrinkUntilTheLineLimitHolds() {
        // "Hello Hello Hello" in 50 takes 3 lines at 17 pt (a line of two is 86.2 pt). With
        // lineLimit 2 it shrinks until two words share a line: 14272 × 17 s / 2816 ≤ 50 →
        // s ≤ 50 × 2816 / (14272 × 17) = 0.58035; 2 lines then. The search stops within
        // 1/4096 below that scale, so the frame is within 86.2 / 4096 = 0.021 pt (width) of
        // 50 × 2 lines of 3408 units at 17 s.
        let s = 50 * 2816 / (14272 * 17.0)
        let solution = solve(
            shrinking("Hello Hello Hello", lineLimit: 2, factor: 0.5), width: 50, height: nil, environment: .init())
        expectFrame(solution, "t", 0, 0, 50, 2 * u(3408) * s, tolerance: 0.03)
    }

    @Test func anIdealSizeAndAFittingTextNeverShrink() {
        // A nil proposal is the ideal size: one line of u(6740) whatever the factor.
        let ideal = solve(shrinking("Hello", lineLimit: 1, factor: 0.5), width: nil, height: nil, environment: .init())
        expectFrame(ideal, "t", 0, 0, u(6740), u(3408))
        // It fits in 50: scale 1, centred.
        let fits = solve(shrinking("Hello", lineLimit: 1, factor: 0.5), width: 50, height: nil, environment: .init())
        expectFrame(fits, "t", (50 - u(6740)) / 2, 0, u(6740), u(3408))
    }
}
