/// Greedy line breaking of a `ShapedText` under a width, as TextKit and SwiftUI's Text
/// break (word wrapping).
///
/// Each paragraph is laid out on its own (a mandatory break always starts a new line). A
/// line takes the most text up to a UAX #14 break opportunity whose width, trailing white
/// space not counted, fits the width. When not even the first opportunity's text fits (one
/// word wider than the line), the word is broken by characters (grapheme clusters): the
/// most that fit, at least one per line, as UILabel and Text do with word wrapping.
enum LineBreaking {
    /// The lines of `text` under `limit` font units (nil: no limit, one line per paragraph),
    /// as ranges of UTF-8 offsets (trailing white space included; `ShapedText.width` trims it).
    /// `byCharacters` (UIKit's `byCharWrapping`): every line takes the most grapheme clusters
    /// that fit, words or not.
    static func lines(of text: ShapedText, limit: Double?, byCharacters: Bool = false) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var nextOpportunity = 0
        var nextBoundary = 0
        for paragraph in text.paragraphs {
            guard let limit, !paragraph.isEmpty else {
                lines.append(paragraph)
                continue
            }
            var start = paragraph.lowerBound
            while start < paragraph.upperBound {
                while nextOpportunity < text.opportunities.count, text.opportunities[nextOpportunity] <= start {
                    nextOpportunity += 1
                }
                let opportunity =
                    byCharacters
                    ? nil
                    : furthestOpportunity(
                        in: text, from: start, paragraphEnd: paragraph.upperBound, first: nextOpportunity, limit: limit)
                let end =
                    opportunity
                    ?? characterBreak(
                        in: text, from: start, paragraphEnd: paragraph.upperBound, limit: limit, cursor: &nextBoundary)
                lines.append(start..<end)
                start = end
            }
        }
        return lines
    }

    /// The furthest break opportunity (or the paragraph's end) after `start` whose line fits
    /// `limit`; nil when the first one already does not fit.
    private static func furthestOpportunity(
        in text: ShapedText, from start: Int, paragraphEnd: Int, first: Int, limit: Double
    ) -> Int? {
        var best: Int?
        var index = first
        while true {
            let candidate =
                index < text.opportunities.count ? min(text.opportunities[index], paragraphEnd) : paragraphEnd
            guard text.width(start..<candidate) <= limit else { return best }
            best = candidate
            if candidate >= paragraphEnd { return best }
            index += 1
        }
    }

    /// The end of the most grapheme clusters from `start` that fit `limit` (at least one),
    /// for a word wider than the line.
    private static func characterBreak(
        in text: ShapedText, from start: Int, paragraphEnd: Int, limit: Double, cursor: inout Int
    ) -> Int {
        let boundaries = text.graphemeBoundaries
        while cursor < boundaries.count, boundaries[cursor] <= start { cursor += 1 }
        var end = min(boundaries[min(cursor, boundaries.count - 1)], paragraphEnd)
        var index = cursor + 1
        while index < boundaries.count, boundaries[index] <= paragraphEnd,
            text.width(start..<boundaries[index]) <= limit
        {
            end = boundaries[index]
            index += 1
        }
        return end
    }
}
