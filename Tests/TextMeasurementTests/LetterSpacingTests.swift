import Testing

@testable import TextMeasurement

/// Kerning and tracking (`TextLayoutOptions.kerning`, `.tracking`; SwiftUI's `kerning(_:)`
/// and `tracking(_:)`) on the HarfBuzz-shaped widths: kerning k adds k after every grapheme
/// cluster, a line's last included (Apple: "the kerning affects the trailing edge of the text
/// view as well"); tracking t adds t after every cluster but a line's last, which it follows
/// as trailing white space (Apple: "the system treats tracking as trailing whitespace").
/// Advances from `scripts/font-advances.py`: "Hello" 6740 units, "ab cd" 7448, "ab" 3336,
/// "cd" 3320; Inter has 2816 units per em.
@Suite struct LetterSpacingTests {
    func font(_ size: Double = 17) throws -> ResolvedFont {
        try ResolvedFont(file: FontFile(path: FontMeasurementTests.regular), size: size)
    }

    func points(_ units: Double, size: Double = 17) -> Double { units * size / 2816 }

    func layout(_ string: String, width: Double? = nil, kerning: Double = 0, tracking: Double = 0) throws -> TextLayout
    {
        var options = TextLayoutOptions()
        options.kerning = kerning
        options.tracking = tracking
        return try TextMeasurer().layout(string, font: try font(), width: width, options: options)
    }

    @Test func kerningAddsAfterEveryClusterTheLastIncluded() throws {
        // "Hello": 5 clusters → 6740u + 5 × 2 = 49.685 pt (unspaced 39.685).
        #expect(abs(try layout("Hello", kerning: 2).width - (points(6740) + 10)) < 1e-9)
        // Negative kerning tightens: 6740u − 5 × 1.
        #expect(abs(try layout("Hello", kerning: -1).width - (points(6740) - 5)) < 1e-9)
    }

    @Test func trackingHangsAfterTheLastCluster() throws {
        // 5 clusters, the last one's tracking hanging: 6740u + 4 × 2.
        #expect(abs(try layout("Hello", tracking: 2).width - (points(6740) + 8)) < 1e-9)
        // Both: 6740u + 5 × 1 (kerning) + 4 × 2 (tracking).
        #expect(abs(try layout("Hello", kerning: 1, tracking: 2).width - (points(6740) + 13)) < 1e-9)
    }

    @Test func spacingMovesLineBreaks() throws {
        // "ab cd" unspaced is 7448u = 44.96 pt: one line under 48 pt.
        #expect(try layout("ab cd", width: 48).lines.count == 1)
        // Kerning 1: 44.96 + 5 = 49.96 > 48 → "ab " | "cd". The first line's width is
        // 3336u + 2 (a, b; the hanging space and its kerning not counted), the second
        // 3320u + 2; the text is the wider.
        let kerned = try layout("ab cd", width: 48, kerning: 1)
        #expect(kerned.lines.map(\.text) == ["ab", "cd"])
        #expect(abs(kerned.lines[0].width - (points(3336) + 2)) < 1e-9)
        #expect(abs(kerned.width - (points(3336) + 2)) < 1e-9)
        // Tracking 1 needs 44.96 + 4 = 48.96 > 48 as well: "ab" 3336u + 1, "cd" 3320u + 1.
        let tracked = try layout("ab cd", width: 48, tracking: 1)
        #expect(tracked.lines.count == 2)
        #expect(abs(tracked.width - (points(3336) + 1)) < 1e-9)
    }

    @Test func nonFiniteSpacingIsRefused() throws {
        #expect(throws: TextMeasurementError.self) { try layout("a", kerning: .nan) }
        #expect(throws: TextMeasurementError.self) { try layout("a", tracking: .infinity) }
    }
}
