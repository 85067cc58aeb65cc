import CUnibreak

/// A string shaped in one font file and analysed for line breaking: everything about it that
/// does not depend on the width or the point size, computed once and cached by
/// `TextMeasurer` per (string, font file). Lengths are in font units; offsets are UTF-8.
struct ShapedText: Sendable {
    /// The UTF-8 bytes of the string.
    let utf8: [UInt8]
    /// `advanceBefore[i]`: the summed advances of the glyphs of every cluster before byte i
    /// (count + 1 entries), so the width of bytes a..<b is `advanceBefore[b] − advanceBefore[a]`;
    /// with letter spacing (`spaced`), the spacing of every grapheme cluster ending at or
    /// before i is included.
    private(set) var advanceBefore: [Double]
    /// Letter spacing that hangs past a line's last cluster, as trailing white space does
    /// (tracking), in font units; 0 without letter spacing.
    private(set) var hangingUnits = 0.0
    /// Paragraphs (text between mandatory breaks), without their break characters.
    let paragraphs: [Range<Int>]
    /// Offsets at which UAX #14 allows a break (a line may end there), ascending.
    let opportunities: [Int]
    /// Grapheme cluster boundaries (where a long word may be broken by characters), ascending,
    /// 0 and count included.
    let graphemeBoundaries: [Int]
    /// Whether byte i belongs to a white-space scalar (trailing white space hangs at a break).
    let isSpace: [Bool]

    init(_ string: String, font: FontFile) {
        let bytes = Array(string.utf8)
        utf8 = bytes
        var breaks = [CChar](repeating: CChar(LINEBREAK_NOBREAK), count: bytes.count)
        if !bytes.isEmpty {
            bytes.withUnsafeBufferPointer { source in
                breaks.withUnsafeMutableBufferPointer { out in
                    set_linebreaks_utf8(source.baseAddress, bytes.count, nil, out.baseAddress)
                }
            }
        }
        var paragraphs: [Range<Int>] = []
        var opportunities: [Int] = []
        var start = 0
        for i in 0..<bytes.count {
            switch Int32(breaks[i]) {
            case LINEBREAK_MUSTBREAK where i + 1 < bytes.count:
                paragraphs.append(start..<Self.trimmingBreak(bytes, start, i + 1))
                start = i + 1
            case LINEBREAK_ALLOWBREAK:
                opportunities.append(i + 1)
            default:
                break
            }
        }
        paragraphs.append(start..<Self.trimmingBreak(bytes, start, bytes.count))
        self.paragraphs = paragraphs
        self.opportunities = opportunities

        var advance = [Double](repeating: 0, count: bytes.count + 1)
        for paragraph in paragraphs where !paragraph.isEmpty {
            for glyph in font.shape(Array(bytes[paragraph])) {
                advance[paragraph.lowerBound + glyph.cluster] += Double(glyph.advance)
            }
        }
        var running = 0.0
        for i in 0..<bytes.count {
            let own = advance[i]
            advance[i] = running
            running += own
        }
        advance[bytes.count] = running
        advanceBefore = advance

        var boundaries = [0]
        var spaces = [Bool](repeating: false, count: bytes.count)
        var offset = 0
        for character in string {
            let length = character.utf8.count
            if character.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) {
                for i in offset..<offset + length { spaces[i] = true }
            }
            offset += length
            boundaries.append(offset)
        }
        graphemeBoundaries = boundaries
        isSpace = spaces
    }

    /// `end` moved back over the mandatory break characters (CR, LF, CR LF, NEL, LS, PS, …:
    /// white space that ends the paragraph).
    private static func trimmingBreak(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start,
            bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D || bytes[end - 1] == 0x0B
                || bytes[end - 1] == 0x0C
        {
            end -= 1
        }
        // U+0085 (C2 85), U+2028 (E2 80 A8), U+2029 (E2 80 A9).
        if end - start >= 2, bytes[end - 2] == 0xC2, bytes[end - 1] == 0x85 { return end - 2 }
        if end - start >= 3, bytes[end - 3] == 0xE2, bytes[end - 2] == 0x80,
            bytes[end - 1] == 0xA8 || bytes[end - 1] == 0xA9
        {
            return end - 3
        }
        return end
    }

    /// The width in font units of bytes `range`, white space at its end not counted (it
    /// hangs past the line's edge, as in UIKit and SwiftUI), nor the hanging letter spacing
    /// of its last cluster.
    func width(_ range: Range<Int>) -> Double {
        let end = trimmedEnd(range)
        guard end > range.lowerBound else { return 0 }
        return advanceBefore[end] - advanceBefore[range.lowerBound] - hangingUnits
    }

    /// The text with letter spacing (`TextLayoutOptions.kerning`, `.tracking`, in font units):
    /// `perCluster` added after every grapheme cluster, of which `hanging` (the tracking) is
    /// not counted after a line's last cluster (Apple: tracking is treated "as trailing
    /// whitespace"; kerning "affects the trailing edge"). Shaping is not repeated.
    func spaced(perCluster: Double, hanging: Double) -> ShapedText {
        var copy = self
        var extra = 0.0
        var next = 1
        for i in 0..<advanceBefore.count {
            while next < graphemeBoundaries.count, graphemeBoundaries[next] <= i {
                extra += perCluster
                next += 1
            }
            copy.advanceBefore[i] += extra
        }
        copy.hangingUnits = hanging
        return copy
    }

    /// The end of `range` without its trailing white space.
    func trimmedEnd(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, isSpace[end - 1] { end -= 1 }
        return end
    }
}
