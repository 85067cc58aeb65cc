import LayoutCore
import Foundation

/// A font file at a point size: what a text is measured in.
public struct ResolvedFont: Sendable {
    /// The font file.
    public let file: FontFile
    /// The point size.
    public let size: Double

    /// - Throws: `TextMeasurementError.invalidArgument` unless `size` is finite and > 0.
    public init(file: FontFile, size: Double) throws {
        guard size.isFinite, size > 0, size <= 100_000 else {
            throw TextMeasurementError.invalidArgument(
                name: "font size", value: "\(size)", expected: "0 < size ≤ 100000")
        }
        self.file = file
        self.size = size
    }

    /// Points per font unit.
    public var scale: Double { size / Double(file.unitsPerEm) }
    /// The line height in points (ascender − descender + line gap).
    public var lineHeight: Double { Double(file.metrics.lineHeight) * scale }
    /// The ascender in points (the first baseline from a line's top).
    public var ascender: Double { Double(file.metrics.ascender) * scale }
}

/// Measures and lays out text: shapes strings with HarfBuzz, finds UAX #14 break
/// opportunities with libunibreak, and breaks lines under a width.
///
/// Shaping and break analysis are cached per (string, font file), independent of the point
/// size and the width, so laying out the same text again at a new width or size re-wraps
/// without re-shaping (`shapingCount` counts the strings shaped). The cache holds at most
/// `cacheCapacity` texts: when a new one would exceed it, the least recently used quarter is
/// dropped (a long-lived process measuring ever new strings stays bounded). Thread-safe.
public final class TextMeasurer: @unchecked Sendable {
    private let lock = NSLock()
    private var shaped: [ShapeKey: (text: ShapedText, lastUse: UInt64)] = [:]
    private var shapings = 0
    private var clock: UInt64 = 0
    /// The most shaped texts kept.
    public let cacheCapacity: Int

    private struct ShapeKey: Hashable {
        var string: String
        var path: String
        var weight: Double?
    }

    /// A measurer whose cache keeps at most `cacheCapacity` (≥ 1) shaped texts.
    public init(cacheCapacity: Int = TextMeasurer.defaultCacheCapacity) {
        self.cacheCapacity = max(1, cacheCapacity)
    }

    /// The shared measurer's capacity: 8,192 texts (a few MB for interface strings).
    public static let defaultCacheCapacity = 8192

    /// The measurer the engines share, so that every layout of a process reuses one
    /// shaping cache (bounded by ``defaultCacheCapacity``).
    public static let shared = TextMeasurer()

    /// Empties the cache, so the next layout of every string shapes it again (a cold start,
    /// for timing).
    public func removeAllShapings() {
        lock.lock()
        defer { lock.unlock() }
        shaped.removeAll()
    }

    /// How many shaped texts the cache holds now (at most ``cacheCapacity``).
    public var cachedCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return shaped.count
    }

    /// How many (string, font file) pairs have been shaped (cache misses).
    public var shapingCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return shapings
    }

    /// The width in points of `string` on one line (SwiftUI's ideal width of a one-line Text;
    /// trailing white space not counted), with the font's kerning and ligatures.
    public func width(of string: String, in font: ResolvedFont) -> Double {
        let text = shapedText(string, font.file)
        var widest = 0.0
        for paragraph in text.paragraphs { widest = max(widest, text.width(paragraph)) }
        return widest * font.scale
    }

    /// `string` laid out in `font` under `width` points (nil or +∞: unlimited, one line per
    /// paragraph; SwiftUI's nil proposal) with `options`.
    /// - Throws: `TextMeasurementError.invalidArgument` for a NaN or negative width, a line
    ///   limit below 1 or a negative or non-finite line spacing.
    public func layout(
        _ string: String, font: ResolvedFont, width: Double?, options: TextLayoutOptions = TextLayoutOptions()
    ) throws -> TextLayout {
        try options.validate()
        var limit: Double?
        if let width, width != .infinity {
            guard width.isFinite, width >= 0 else {
                throw TextMeasurementError.invalidArgument(name: "width", value: "\(width)", expected: "nil or ≥ 0")
            }
            limit = width / font.scale + 1e-9
        }
        var text = shapedText(string, font.file)
        if options.kerning != 0 || options.tracking != 0 {
            text = text.spaced(
                perCluster: (options.kerning + options.tracking) / font.scale, hanging: options.tracking / font.scale)
        }
        var ranges = LineBreaking.lines(of: text, limit: limit, byCharacters: options.wrapping == .characters)
        var truncated: (range: Range<Int>, shown: String, units: Double)?
        if let lineLimit = options.lineLimit, ranges.count > lineLimit {
            let last = ranges[lineLimit - 1]
            let paragraphEnd =
                text.paragraphs.first { $0.contains(last.lowerBound) || $0.upperBound == last.lowerBound }?
                .upperBound ?? last.upperBound
            ranges.removeLast(ranges.count - lineLimit)
            switch options.cut {
            case .ellipsis:
                let ellipsis = shapedText(Truncation.ellipsis, font.file)
                let cut = Truncation.truncate(
                    text, from: last.lowerBound, to: paragraphEnd, limit: limit, ellipsis: ellipsis,
                    mode: options.truncationMode)
                truncated = (cut.range, cut.shown, cut.units)
            case .atBreak:
                break
            case .clipped:
                truncated = Truncation.clip(text, from: last.lowerBound, to: paragraphEnd, limit: limit)
            }
        }
        return assemble(text, ranges: ranges, truncated: truncated, font: font, options: options)
    }

    private func assemble(
        _ text: ShapedText, ranges: [Range<Int>], truncated: (range: Range<Int>, shown: String, units: Double)?,
        font: ResolvedFont, options: TextLayoutOptions
    ) -> TextLayout {
        var lines: [TextLine] = []
        var widest = 0.0
        let pitch = font.lineHeight + options.lineSpacing
        for (index, range) in ranges.enumerated() {
            var shown = String(decoding: text.utf8[range.lowerBound..<text.trimmedEnd(range)], as: UTF8.self)
            var width = text.width(range) * font.scale
            var lineRange = range
            if index == ranges.count - 1, let truncated {
                shown = truncated.shown
                width = truncated.units * font.scale
                lineRange = truncated.range
            }
            widest = max(widest, width)
            lines.append(
                TextLine(
                    range: lineRange, text: shown, width: width, x: 0, baseline: Double(index) * pitch + font.ascender))
        }
        for i in lines.indices { lines[i].x = (widest - lines[i].width) * options.alignment.offsetFraction }
        let count = Double(lines.count)
        return TextLayout(
            lines: lines, width: widest, height: count * font.lineHeight + (count - 1) * options.lineSpacing,
            firstBaseline: font.ascender, lastBaseline: (count - 1) * pitch + font.ascender,
            isTruncated: truncated != nil && options.cut == .ellipsis)
    }

    func shapedText(_ string: String, _ file: FontFile) -> ShapedText {
        let key = ShapeKey(string: string, path: file.path, weight: file.variationWeight)
        lock.lock()
        clock += 1
        if let hit = shaped[key] {
            shaped[key]?.lastUse = clock
            lock.unlock()
            return hit.text
        }
        lock.unlock()
        let text = ShapedText(string, font: file)
        lock.lock()
        defer { lock.unlock() }
        if shaped[key] == nil {
            shapings += 1
            if shaped.count >= cacheCapacity { evictLeastRecentlyUsed() }
        }
        shaped[key] = (text, clock)
        return text
    }

    /// Drops the least recently used quarter of the cache (at least one text): one sort per
    /// capacity ÷ 4 insertions, O(log capacity) amortised per insertion. Called with the lock
    /// held.
    private func evictLeastRecentlyUsed() {
        let count = max(1, shaped.count / 4)
        let stamps = shaped.values.map(\.lastUse).sorted()
        let cutoff = stamps[count - 1]
        shaped = shaped.filter { $0.value.lastUse > cutoff }
    }
}
