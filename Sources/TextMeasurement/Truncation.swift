import LayoutCore
/// The ellipsis of a text cut by its line limit (UIKit's `byTruncatingTail/Head/Middle`,
/// SwiftUI's `truncationMode`): the last line shown holds what fits of the rest of its
/// paragraph beside a measured "…" (U+2026 in the same font), cut at grapheme clusters.
enum Truncation {
    /// The ellipsis character.
    static let ellipsis = "\u{2026}"

    /// The last line for the text from `start` to `end` (the end of its paragraph) under
    /// `limit` font units (nil: unlimited, everything fits) with `ellipsis` (shaped in the
    /// same font, `shapedEllipsis`): the bytes kept, the string shown and its width in font units.
    static func truncate(
        _ text: ShapedText, from start: Int, to end: Int, limit: Double?, ellipsis shapedEllipsis: ShapedText,
        mode: TruncationMode
    ) -> (range: Range<Int>, shown: String, units: Double) {
        let mark = shapedEllipsis.width(0..<shapedEllipsis.utf8.count)
        let ellipsis = Self.ellipsis
        let available = (limit ?? .infinity) - mark
        let boundaries = text.graphemeBoundaries.filter { $0 >= start && $0 <= end }
        func string(_ range: Range<Int>) -> String { String(decoding: text.utf8[range], as: UTF8.self) }
        func fits(_ prefix: Int, _ suffix: Int) -> Bool {
            prefixUnits(text, start, prefix) + suffixUnits(text, suffix, end) <= available
        }
        switch mode {
        case .tail:
            var kept = start
            for boundary in boundaries where fits(boundary, end) { kept = boundary }
            let shownEnd = text.trimmedEnd(start..<kept)
            return (start..<kept, string(start..<shownEnd) + ellipsis, prefixUnits(text, start, kept) + mark)
        case .head:
            var kept = end
            for boundary in boundaries.reversed() where fits(start, boundary) { kept = boundary }
            return (
                kept..<end, ellipsis + string(kept..<text.trimmedEnd(kept..<end)), suffixUnits(text, kept, end) + mark
            )
        case .middle:
            var prefix = 0
            var suffix = boundaries.count - 1
            var growPrefix = true
            while prefix < suffix {
                let next = growPrefix ? (prefix + 1, suffix) : (prefix, suffix - 1)
                guard next.0 <= next.1, fits(boundaries[next.0], boundaries[next.1]) else { break }
                (prefix, suffix) = next
                growPrefix.toggle()
            }
            let p = boundaries[prefix]
            let q = boundaries[suffix]
            return (
                start..<end, string(start..<p) + ellipsis + string(q..<text.trimmedEnd(q..<end)),
                prefixUnits(text, start, p) + suffixUnits(text, q, end) + mark
            )
        }
    }

    /// UIKit's `byClipping` last line: the rest of the paragraph from `start` to `end` on one
    /// line, drawn past the width and clipped there (its width is at most `limit` font units).
    static func clip(_ text: ShapedText, from start: Int, to end: Int, limit: Double?) -> (
        range: Range<Int>, shown: String, units: Double
    ) {
        let shownEnd = text.trimmedEnd(start..<end)
        let units = min(text.width(start..<end), limit ?? .infinity)
        return (start..<end, String(decoding: text.utf8[start..<shownEnd], as: UTF8.self), units)
    }

    /// The width of bytes start..<end, trailing white space not counted.
    private static func prefixUnits(_ text: ShapedText, _ start: Int, _ end: Int) -> Double {
        text.width(start..<end)
    }

    /// The width of bytes start..<end (a suffix), trailing white space not counted.
    private static func suffixUnits(_ text: ShapedText, _ start: Int, _ end: Int) -> Double {
        start >= end ? 0 : text.width(start..<end)
    }
}
