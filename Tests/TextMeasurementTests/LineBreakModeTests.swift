import LayoutCore
import Testing

@testable import TextMeasurement

/// UILabel's `lineBreakMode` in Inter Regular 17 pt (2816 units per em). Advances from
/// `scripts/font-advances.py`: a 1588, b 1748, space 792 (no kerning between them), so
/// "ab" = 3336, "ab a" = 5716, "b ab" = 1748 + 792 + 3336 = 5876, "ab ab" = 7464,
/// "ab ab ab" = 11592; the ellipsis 2312.
@Suite struct LineBreakModeTests {
    let measurer = TextMeasurer()

    func body() throws -> ResolvedFont {
        try ResolvedFont(file: FontFile(path: FontLibrary.defaultDirectory + "/Inter-Regular.otf"), size: 17)
    }

    func points(_ units: Double) -> Double { units * 17 / 2816 }

    func layout(_ string: String, width: Double?, _ mode: LineBreakMode, lines: Int? = nil) throws -> TextLayout {
        try measurer.layout(
            string, font: body(), width: width, options: TextLayoutOptions(lineBreakMode: mode, lineLimit: lines))
    }

    @Test func characterWrappingFillsLinesAcrossWords() throws {
        // 6000 units: words give ab | ab | ab ("ab ab" = 7464 is too wide); characters give
        // "ab a" (5716; "ab ab" does not fit) | "b ab" (5876).
        let width = points(6000)
        #expect(try layout("ab ab ab", width: width, .byWordWrapping).lines.map(\.text) == ["ab", "ab", "ab"])
        let characters = try layout("ab ab ab", width: width, .byCharWrapping)
        #expect(characters.lines.map(\.text) == ["ab a", "b ab"])
        #expect(abs(characters.width - points(5876)) < 1e-9)
    }

    @Test func wrappingModesCutTheLastLineAtItsBreakWithoutAnEllipsis() throws {
        // Two lines allowed of ab | ab | ab: the second is "ab", 3336 units, nothing added.
        let cut = try layout("ab ab ab", width: points(6000), .byWordWrapping, lines: 2)
        #expect(cut.lines.map(\.text) == ["ab", "ab"])
        #expect(abs(cut.width - points(3336)) < 1e-9 && !cut.isTruncated)
        // numberOfLines 1 unwrapped (the intrinsic width): the first paragraph alone.
        #expect(abs(try layout("ab\nab ab", width: nil, .byCharWrapping, lines: 1).width - points(3336)) < 1e-9)
    }

    @Test func clippingShowsTheRestOfTheParagraphClippedAtTheWidth() throws {
        // The second line holds "ab ab" (7464 units) drawn past the 6000-unit edge: as wide as
        // the text's width, no ellipsis.
        let clipped = try layout("ab ab ab", width: points(6000), .byClipping, lines: 2)
        #expect(clipped.lines.map(\.text) == ["ab", "ab ab"])
        #expect(abs(clipped.width - points(6000)) < 1e-6 && !clipped.isTruncated)
        // Unwrapped, numberOfLines 1: the first paragraph, "ab" = 3336.
        #expect(abs(try layout("ab\nab", width: nil, .byClipping, lines: 1).width - points(3336)) < 1e-9)
    }

    @Test func truncatingModesPlaceTheEllipsis() throws {
        // Unwrapped, numberOfLines 1, "ab\nab": the first paragraph with the ellipsis, 3336 +
        // 2312 units, at the end, the start, or (nothing to cut) the end of the kept text.
        let tail = try layout("ab\nab", width: nil, .byTruncatingTail, lines: 1)
        #expect(tail.lines.map(\.text) == ["ab\u{2026}"] && tail.isTruncated)
        #expect(abs(tail.width - points(3336 + 2312)) < 1e-9)
        #expect(try layout("ab\nab", width: nil, .byTruncatingHead, lines: 1).lines.map(\.text) == ["\u{2026}ab"])
        // Under 6000 units, one line of "ab ab ab": the head mode keeps the end, "…ab" (5648).
        let head = try layout("ab ab ab", width: points(6000), .byTruncatingHead, lines: 1)
        #expect(head.lines.map(\.text) == ["\u{2026}ab"])
        #expect(abs(head.width - points(2312 + 3336)) < 1e-9)
    }

    @Test func labelDefaultIsTruncatingTail() {
        #expect(LabelText("x").lineBreakMode == .byTruncatingTail)
        let options = TextLayoutOptions(lineBreakMode: .byTruncatingMiddle, lineLimit: 2)
        #expect(options.cut == .ellipsis && options.truncationMode == .middle && options.wrapping == .words)
    }
}
