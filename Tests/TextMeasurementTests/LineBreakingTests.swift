import Testing

@testable import TextMeasurement

/// Line breaking, truncation, alignment and spacing in Inter Regular 17 pt. Widths are
/// from `scripts/font-advances.py` in font units (2816 per em); a width of w points holds
/// w × 2816 / 17 units.
@Suite struct LineBreakingTests {
    let measurer = TextMeasurer()

    func body() throws -> ResolvedFont {
        try ResolvedFont(file: FontFile(path: FontLibrary.defaultDirectory + "/Inter-Regular.otf"), size: 17)
    }

    func points(_ units: Double) -> Double { units * 17 / 2816 }
    /// 3408 units per line (ascender 2728 + descender 680).
    var lineHeight: Double { points(3408) }

    func texts(_ layout: TextLayout) -> [String] { layout.lines.map(\.text) }

    @Test func breaksAtSpaces() throws {
        // "ab cd": ab = 3336, "ab cd" = 7448 units; 30 pt = 4969 units holds "ab" but not
        // "ab cd" → ab | cd (cd = 1572 + 1748 = 3320). Width = the widest line, 3336.
        let layout = try measurer.layout("ab cd", font: body(), width: 30)
        #expect(texts(layout) == ["ab", "cd"])
        #expect(abs(layout.width - points(3336)) < 1e-9)
        #expect(abs(layout.height - 2 * lineHeight) < 1e-9)
        // Unlimited (nil proposal): one line, 7448 units.
        let ideal = try measurer.layout("ab cd", font: body(), width: nil)
        #expect(texts(ideal) == ["ab cd"])
        #expect(abs(ideal.width - points(7448)) < 1e-9)
        // Exactly the line's width still fits (7448 units = 44.96 pt).
        #expect(try measurer.layout("ab cd", font: body(), width: points(7448)).lines.count == 1)
    }

    @Test func breaksAfterHyphens() throws {
        // "well-known" = 15252 units: "well-" = w 2288 −52 + e 1640 + l 668 + l 668 + '-' 1296
        // = 6508, "known" = k 1532 + n 1648 + o 1680 −52 + w 2288 + n 1648 = 8744.
        // 90 pt = 14908 units < 15252: UAX #14 breaks after the hyphen.
        let layout = try measurer.layout("well-known", font: body(), width: 90)
        #expect(texts(layout) == ["well-", "known"])
        #expect(abs(layout.width - points(8744)) < 1e-9)
    }

    @Test func hardBreaksStartLines() throws {
        // Without a width limit each paragraph is one line: ab (3336) and cd (3320).
        let layout = try measurer.layout("ab\ncd", font: body(), width: nil)
        #expect(texts(layout) == ["ab", "cd"])
        #expect(abs(layout.width - points(3336)) < 1e-9)
        // An empty paragraph is an empty line.
        #expect(try measurer.layout("ab\n\ncd", font: body(), width: nil).lines.count == 3)
        #expect(try measurer.layout("ab\r\ncd", font: body(), width: nil).lines.count == 2)
    }

    @Test func longWordsBreakByCharacters() throws {
        // 20 pt = 3312.9 units. Hello: H 2084 fits, He 3724 does not → H; ell = 1640 + 668
        // + 668 = 2976 fits, ello 4656 does not → ell; o. Width = 2976 units.
        let layout = try measurer.layout("Hello", font: body(), width: 20)
        #expect(texts(layout) == ["H", "ell", "o"])
        #expect(abs(layout.width - points(2976)) < 1e-9)
        // A word that fits on the next line moves there first: "ab Hello" at 45 pt
        // (7454 units): "ab Hello" = 3336 + 792 + 6740 = 10868 does not fit; Hello (6740) does.
        #expect(texts(try measurer.layout("ab Hello", font: body(), width: 45)) == ["ab", "Hello"])
        // A width below one character still shows one character per line.
        #expect(texts(try measurer.layout("ab", font: body(), width: 0)) == ["a", "b"])
    }

    @Test func ideographsBreakBetweenCharacters() throws {
        // 日本語: 2800 units each (the font's .notdef: Inter has no CJK). 35 pt = 5797.6
        // units holds two; UAX #14 allows a break between ideographs (class ID).
        let layout = try measurer.layout("日本語", font: body(), width: 35)
        #expect(texts(layout) == ["日本", "語"])
        #expect(abs(layout.width - points(5600)) < 1e-9)
    }

    @Test func lineLimitTruncatesTheTail() throws {
        // 40 pt = 6625.9 units; the ellipsis (U+2026) is 2312 → 4313.9 for text. "Hello,
        // World": H 2084, He 3724, Hel 4392 (too wide) → "He…" = 3724 + 2312 = 6036 units.
        let options = TextLayoutOptions(lineLimit: 1)
        let layout = try measurer.layout("Hello, World", font: body(), width: 40, options: options)
        #expect(texts(layout) == ["He…"])
        #expect(layout.isTruncated)
        #expect(abs(layout.width - points(6036)) < 1e-9)
        #expect(abs(layout.height - lineHeight) < 1e-9)
        // At 60 pt (9938.8 units) without a limit: "Hello," (6740 + 788 = 7528, the space
        // hanging) fits, "Hello, World" (15992) does not → "Hello," | "World".
        #expect(
            texts(try measurer.layout("Hello, World", font: body(), width: 60)) == ["Hello,", "World"])
        // A hard break cut by the limit: the last line shown gets the ellipsis.
        let cut = try measurer.layout("ab\ncd", font: body(), width: nil, options: options)
        #expect(texts(cut) == ["ab…"])
        #expect(abs(cut.width - points(3336 + 2312)) < 1e-9)
        // Text that fits its limit is not truncated.
        #expect(
            !(try measurer.layout("ab cd", font: body(), width: 30, options: TextLayoutOptions(lineLimit: 2)))
                .isTruncated)
    }

    @Test func headAndMiddleTruncation() throws {
        // Same 4313.9 units for text. Head: d 1748, ld 2416, rld 3464, orld 5144 (too
        // wide) → "…rld" = 3464 + 2312 = 5776. Middle, prefix and suffix in turn: H 2084,
        // +d 3832, +e 5472 (too wide) → "H…d" = 3832 + 2312 = 6144.
        let head = try measurer.layout(
            "Hello, World", font: body(), width: 40, options: TextLayoutOptions(lineLimit: 1, truncationMode: .head))
        #expect(texts(head) == ["…rld"])
        #expect(abs(head.width - points(5776)) < 1e-9)
        let middle = try measurer.layout(
            "Hello, World", font: body(), width: 40, options: TextLayoutOptions(lineLimit: 1, truncationMode: .middle))
        #expect(texts(middle) == ["H…d"])
        #expect(abs(middle.width - points(6144)) < 1e-9)
    }

    @Test func alignmentMovesLinesOnly() throws {
        // ab (3336) over cd (3320): centred, cd starts (3336 − 3320) / 2 = 8 units in;
        // trailing, 16. The size is the same for every alignment.
        let center = try measurer.layout(
            "ab cd", font: body(), width: 30, options: TextLayoutOptions(alignment: .center))
        #expect(center.lines[0].x == 0 && abs(center.lines[1].x - points(8)) < 1e-9)
        let trailing = try measurer.layout(
            "ab cd", font: body(), width: 30, options: TextLayoutOptions(alignment: .trailing))
        #expect(trailing.lines[0].x == 0 && abs(trailing.lines[1].x - points(16)) < 1e-9)
        #expect(trailing.width == center.width && trailing.height == center.height)
    }

    @Test func lineSpacingAndBaselines() throws {
        // Two lines with lineSpacing 4: height = 2 × 3408 units + 4 pt; first baseline =
        // ascender 2728 units; last = line height + 4 + ascender.
        let layout = try measurer.layout("ab cd", font: body(), width: 30, options: TextLayoutOptions(lineSpacing: 4))
        #expect(abs(layout.height - (2 * lineHeight + 4)) < 1e-9)
        #expect(abs(layout.firstBaseline - points(2728)) < 1e-9)
        #expect(abs(layout.lastBaseline - (lineHeight + 4 + points(2728))) < 1e-9)
    }

    @Test func relayoutAtANewWidthDoesNotReshape() throws {
        let measurer = TextMeasurer()
        let font = try body()
        _ = try measurer.layout("ab cd ef", font: font, width: 30)
        #expect(measurer.shapingCount == 1)
        for width in [10.0, 50, 100, 1000] { _ = try measurer.layout("ab cd ef", font: font, width: width) }
        // Another size of the same file reuses the shaping too (it is in font units).
        _ = try measurer.layout("ab cd ef", font: try ResolvedFont(file: font.file, size: 34), width: 30)
        #expect(measurer.shapingCount == 1)
        _ = measurer.width(of: "gh", in: font)
        #expect(measurer.shapingCount == 2)
    }

    @Test func emptyStringIsOneEmptyLine() throws {
        let layout = try measurer.layout("", font: body(), width: 100)
        #expect(layout.lines.count == 1)
        #expect(layout.width == 0)
        #expect(abs(layout.height - lineHeight) < 1e-9)
    }
}
