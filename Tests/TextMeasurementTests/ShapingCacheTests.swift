import Testing

@testable import TextMeasurement

/// The measurer's shaping cache: per (string, font file), reused at every width and size,
/// and bounded (the least recently used quarter is dropped when it is full).
@Suite struct ShapingCacheTests {
    func body() throws -> ResolvedFont {
        try ResolvedFont(file: FontFile(path: FontLibrary.defaultDirectory + "/Inter-Regular.otf"), size: 17)
    }

    @Test func cacheNeverHoldsMoreThanItsCapacity() throws {
        let measurer = TextMeasurer(cacheCapacity: 4)
        let font = try body()
        for i in 0..<50 { _ = try measurer.layout("label \(i)", font: font, width: 100) }
        #expect(measurer.shapingCount == 50)
        #expect(measurer.cachedCount <= 4)
        #expect(measurer.cachedCount >= 1)
    }

    @Test func leastRecentlyUsedTextIsDroppedFirst() throws {
        let measurer = TextMeasurer(cacheCapacity: 4)
        let font = try body()
        for s in ["s0", "s1", "s2", "s3"] { _ = measurer.width(of: s, in: font) }
        _ = measurer.width(of: "s0", in: font)  // s0 used again: s1 is now the oldest
        #expect(measurer.shapingCount == 4)
        _ = measurer.width(of: "s4", in: font)  // full: a quarter (1 text) goes, s1
        #expect(measurer.shapingCount == 5 && measurer.cachedCount == 4)
        _ = try measurer.layout("s0", font: font, width: 10)
        #expect(measurer.shapingCount == 5)  // still cached
        _ = measurer.width(of: "s1", in: font)
        #expect(measurer.shapingCount == 6)  // shaped again
    }

    @Test func sharedMeasurerIsBounded() {
        #expect(TextMeasurer.shared.cacheCapacity == TextMeasurer.defaultCacheCapacity)
        #expect(TextMeasurer(cacheCapacity: 0).cacheCapacity == 1)
    }
}
