import LayoutCore
import StackLayout
import Testing

/// SEMANTICS §A "Leaves", `Text`, with the default synthetic metrics for size 17 (FORMATS.md §1):
/// advance 8.5, lineHeight 20.5, ascent 16. Width = advance × widest line (characters),
/// height = lines × lineHeight.
@Suite struct TextTests {
    @Test func nilWidthIsOneLine() {
        // "Hello world": 11 characters → 11 × 8.5 = 93.5 wide, 1 × 20.5 tall; nil solve size
        // places the root at 0.
        expectFrame(solve(text("t", "Hello world"), width: nil, height: nil), "t", 0, 0, 93.5, 20.5)
    }

    @Test func greedyWrappingAtSpaces() {
        // "aaaa bbbb cccc" in 85 = 10 characters: "aaaa bbbb" (9) fits, "cccc" would make 14 →
        // 2 lines, widest 9 → 76.5 × 41. Centred in 85×100: x = (85 − 76.5)/2 = 4.25,
        // y = (100 − 41)/2 = 29.5.
        expectFrame(solve(text("t", "aaaa bbbb cccc"), width: 85, height: 100), "t", 4.25, 29.5, 76.5, 41)
    }

    @Test func aWordLongerThanTheLineBreaksByCharacters() {
        // 25 letters in 10-character lines: 10 + 10 + 5 → 3 lines, widest 10 → 85 × 61.5.
        let solution = solve(text("t", "abcdefghijklmnopqrstuvwxy"), width: 85, height: 61.5)
        expectFrame(solution, "t", 0, 0, 85, 61.5)
    }

    @Test func lineLimitCapsTheLines() {
        // The 3 lines above capped at 2: 85 × 41.
        let solution = solve(text("t", "abcdefghijklmnopqrstuvwxy", lineLimit: 2), width: 85, height: 41)
        expectFrame(solution, "t", 0, 0, 85, 41)
    }

    @Test func zeroWidthPutsOneCharacterPerLine() {
        // Proposed width 0: lines hold at least one character. "ab cd" → a / b / c / d:
        // 4 lines, widest 1 → 8.5 × 82; centred in 0×82: x = (0 − 8.5)/2 = −4.25.
        expectFrame(solve(text("t", "ab cd"), width: 0, height: 82), "t", -4.25, 0, 8.5, 82)
    }

    @Test func fontSizeScalesTheMetricsFrom17() {
        // Size 34 = 2 × 17: advance 17, lineHeight 41. "Hi" → 34 × 41.
        expectFrame(solve(text("t", "Hi", size: 34), width: nil, height: nil), "t", 0, 0, 34, 41)
    }

    @Test func metricsOverrideTheEnvironment() {
        // metrics advance 10, lineHeight 30: "abc" → 30 × 30.
        let node = ViewNode(
            .text(TextSpec("abc", metrics: TextMetrics(advance: 10, lineHeight: 30, ascent: 20))), id: "t")
        expectFrame(solve(node, width: nil, height: nil), "t", 0, 0, 30, 30)
    }

    @Test func newlinesForceLineBreaks() {
        // "ab\ncdef": two paragraphs, one line each: widest 4 → 34 × 41.
        expectFrame(solve(text("t", "ab\ncdef"), width: nil, height: nil), "t", 0, 0, 34, 41)
    }

    @Test func textInAnHStackWrapsToItsShare() {
        // HStack(spacing: 8) { Image 20×20; Text("aaaa bbbb cccc") } in 113 wide:
        // probes: image min = max = 20 (flex 0); text min (width 0) = 8.5, max (∞) = 14 × 8.5
        // = 119 (flex 110.5). Image first: offered (113 − 8)/2 = 52.5, takes 20; text offered
        // 105 − 20 = 85 → 2 lines, 76.5 × 41. Stack 20 + 8 + 76.5 = 104.5 wide, centred:
        // x = (113 − 104.5)/2 = 4.25. Centre alignment: height 41, image y = (41 − 20)/2 = 10.5.
        let root = hStack(spacing: 8, image("i", width: 20, height: 20), text("t", "aaaa bbbb cccc"))
        let solution = solve(root, width: 113, height: 41)
        expectFrame(solution, "i", 4.25, 10.5, 20, 20)
        expectFrame(solution, "t", 32.25, 0, 76.5, 41)
    }

    @Test func firstTextBaselineAlignsACheckMarkWithTheFirstLine() {
        // Seed 000's pricing rows: HStack(alignment: .firstTextBaseline) { check mark; wrapped
        // feature text }. Sizes as in `textInAnHStackWrapsToItsShare`. Guides: the image's
        // baseline is its bottom, 20; the text's first baseline is its ascent, 16.
        // Guide offset max(20, 16) = 20; below it max(20 − 20, 41 − 16) = 25 → height 45.
        // Image y = 20 − 20 = 0; text y = 20 − 16 = 4. Root 113×45: x offset 4.25, y 0.
        let root = hStack(
            alignment: .firstTextBaseline, spacing: 8, image("check", width: 20, height: 20),
            text("feature", "aaaa bbbb cccc"))
        let solution = solve(root, width: 113, height: 45)
        expectFrame(solution, "check", 4.25, 0, 20, 20)
        expectFrame(solution, "feature", 32.25, 4, 76.5, 41)
    }

    @Test func lastTextBaselineAlignsWithTheLastLine() {
        // Same row, .lastTextBaseline: the text's last baseline = (2 − 1) × 20.5 + 16 = 36.5;
        // offset max(20, 36.5) = 36.5, below max(0, 41 − 36.5) = 4.5 → height 41.
        // Image y = 36.5 − 20 = 16.5; text y = 0.
        let root = hStack(
            alignment: .lastTextBaseline, spacing: 8, image("check", width: 20, height: 20),
            text("feature", "aaaa bbbb cccc"))
        let solution = solve(root, width: 113, height: 41)
        expectFrame(solution, "check", 4.25, 16.5, 20, 20)
        expectFrame(solution, "feature", 32.25, 0, 76.5, 41)
    }

    @Test func baselinesPassThroughPaddingAndNestedStacks() {
        // HStack(.firstTextBaseline, spacing: 0) { Image 20×20; VStack(spacing: 0) {
        // Color.frame(width: 10, height: 10); Text("Hi").padding(5) } }, nil proposal.
        // VStack: 10 + (20.5 + 10) = 40.5 tall, max(10, 17 + 10) = 27 wide. Its first
        // baseline: the Color has none; the padded text's = 5 + 16 = 21, at y 10 → 31.
        // Offset max(20, 31) = 31; below max(0, 40.5 − 31) = 9.5 → height 40.5.
        // Image y = 31 − 20 = 11; VStack y 0; text x = 20 + (27 − 27)/2 + 5 = 25, y = 10 + 5.
        let column = vStack(spacing: 0, color().frame(width: 10, height: 10), text("t", "Hi").padding(5))
        let root = hStack(alignment: .firstTextBaseline, spacing: 0, image("i", width: 20, height: 20), column)
        let solution = solve(root, width: nil, height: nil)
        expectFrame(solution, "i", 0, 11, 20, 20)
        expectFrame(solution, "t", 25, 15, 17, 20.5)
    }
}
