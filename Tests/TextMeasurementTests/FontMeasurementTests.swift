import Foundation
import Testing

@testable import TextMeasurement

/// Widths and metrics of strings in the default font (Inter Regular from Debian's
/// fonts-inter), checked against the advances and kerning read from the font file by
/// `scripts/font-advances.py` (fontTools: cmap → hmtx advance, GPOS `kern` pair
/// adjustments), not by HarfBuzz. Inter's units per em are 2816, so at size s a length of
/// u units is u × s / 2816 points.
@Suite struct FontMeasurementTests {
    static let regular = FontLibrary.defaultDirectory + "/Inter-Regular.otf"

    func font(_ size: Double = 17, path: String = Self.regular) throws -> ResolvedFont {
        try ResolvedFont(file: FontFile(path: path), size: size)
    }

    func points(_ units: Double, size: Double = 17) -> Double { units * size / 2816 }

    @Test func interMetricsComeFromTheFont() throws {
        // font-advances.py: unitsPerEm 2816; OS/2 typo (USE_TYPO_METRICS set) = hhea:
        // ascender 2728, descender −680, lineGap 0 → line height 2728 + 680 = 3408 units.
        let file = try FontFile(path: Self.regular)
        #expect(file.unitsPerEm == 2816)
        #expect(file.metrics == FontMetrics(ascender: 2728, descender: -680, lineGap: 0))
        #expect(file.metrics.lineHeight == 3408)
        #expect(!file.isVariable)
        let body = try font()
        #expect(abs(body.lineHeight - 3408 * 17 / 2816) < 1e-9)  // 20.574 pt
        #expect(abs(body.ascender - 2728 * 17 / 2816) < 1e-9)  // 16.469 pt
    }

    @Test func plainWordIsTheSumOfItsAdvances() throws {
        // 'H' 2084 + 'e' 1640 + 'l' 668 + 'l' 668 + 'o' 1680 = 6740 units (no kerning pair).
        let measurer = TextMeasurer()
        #expect(abs(measurer.width(of: "Hello", in: try font()) - points(6740)) < 1e-9)
        // Twice the size, twice the width: 6740 × 34 / 2816.
        #expect(abs(measurer.width(of: "Hello", in: try font(34)) - points(6740, size: 34)) < 1e-9)
    }

    @Test func kerningIsApplied() throws {
        // AVATAR: A 1904 −192 (AV), V 1904 −176 (VA), A 1904 −240 (AT), T 1808 −240 (TA),
        // A 1904, R 1800 = 11224 − 848 = 10376 units.
        let measurer = TextMeasurer()
        #expect(abs(measurer.width(of: "AVATAR", in: try font()) - points(10376)) < 1e-9)
        // "Hello, World": 2084+1640+668+668+1680 + ',' 788 + ' ' 792 + 'W' 2672 −144 (Wo)
        // + 'o' 1680 + 'r' 1048 + 'l' 668 + 'd' 1748 = 15992 units.
        #expect(abs(measurer.width(of: "Hello, World", in: try font()) - points(15992)) < 1e-9)
    }

    @Test func weightsAreSeparateFiles() throws {
        // Inter SemiBold (the .headline weight): H 2095 e 1669 l 734 l 734 o 1712 = 6944.
        let library = FontLibrary()
        let file = try library.file(for: .style(.headline), pointSize: 17)
        #expect(file.path.hasSuffix("Inter-SemiBold.otf"))
        let width = TextMeasurer().width(of: "Hello", in: try ResolvedFont(file: file, size: 17))
        #expect(abs(width - points(6944)) < 1e-9)
    }

    @Test func trailingWhiteSpaceTakesNoWidth() throws {
        // "ab " = a 1588 + b 1748 (the space hangs) = 3336 units.
        #expect(abs(TextMeasurer().width(of: "ab ", in: try font()) - points(3336)) < 1e-9)
    }

    @Test func fontResolution() throws {
        let library = FontLibrary()
        #expect(try library.file(for: .body, pointSize: 17).path == Self.regular)
        #expect(
            try library.file(for: .system(size: 12, weight: .heavy), pointSize: 12).path.hasSuffix(
                "Inter-ExtraBold.otf"))
        #expect(try library.file(for: .named("Inter-Bold", size: 12), pointSize: 12).path.hasSuffix("Inter-Bold.otf"))
        #expect(throws: TextMeasurementError.self) {
            try library.file(for: .named("Helvetica", size: 12), pointSize: 12)
        }
        #expect(throws: TextMeasurementError.self) { try library.file(for: .named("../x", size: 12), pointSize: 12) }
    }

    @Test func fontDirectoryComesFirst() throws {
        // A directory holding a copy of Inter-Bold named as SF Pro Text Regular stands in
        // for Apple's system font below 20 pt.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            atPath: FontLibrary.defaultDirectory + "/Inter-Bold.otf",
            toPath: directory.appendingPathComponent("SF-Pro-Text-Regular.otf").path)
        let library = FontLibrary(directories: [directory.path])
        #expect(try library.file(for: .body, pointSize: 17).path.hasSuffix("SF-Pro-Text-Regular.otf"))
        // From 20 pt the system uses SF Pro Display, absent here: Inter.
        #expect(try library.file(for: .style(.title3), pointSize: 20).path == Self.regular)
    }

    @Test func fontFileIsFreedWithItsLastReference() throws {
        // The FontFile owns its HarfBuzz blob, face and font; deinit destroys them. A measurer
        // keeps shaping results (Swift values), not the file.
        weak var released: FontFile?
        do {
            let file = try FontFile(path: Self.regular)
            released = file
            _ = TextMeasurer().width(of: "Hello", in: try ResolvedFont(file: file, size: 17))
        }
        #expect(released == nil)
    }

    @Test func badFontsAndArgumentsAreRefused() throws {
        #expect(throws: TextMeasurementError.fontNotFound(path: "/nonexistent/font.otf")) {
            try FontFile(path: "/nonexistent/font.otf")
        }
        #expect(throws: TextMeasurementError.fontNotFound(path: "/tmp")) { try FontFile(path: "/tmp") }
        let junk = FileManager.default.temporaryDirectory.appendingPathComponent("junk-\(UUID().uuidString).otf")
        try Data("not a font".utf8).write(to: junk)
        defer { try? FileManager.default.removeItem(at: junk) }
        #expect(throws: TextMeasurementError.notAFont(path: junk.path)) { try FontFile(path: junk.path) }
        let file = try FontFile(path: Self.regular)
        for size in [0, -1, Double.nan, .infinity] {
            #expect(throws: TextMeasurementError.self) { try ResolvedFont(file: file, size: size) }
        }
        let measurer = TextMeasurer()
        let body = try font()
        #expect(throws: TextMeasurementError.self) { try measurer.layout("a", font: body, width: .nan) }
        #expect(throws: TextMeasurementError.self) { try measurer.layout("a", font: body, width: -1) }
        #expect(throws: TextMeasurementError.self) {
            try measurer.layout("a", font: body, width: 10, options: TextLayoutOptions(lineLimit: 0))
        }
        #expect(throws: TextMeasurementError.self) {
            try measurer.layout("a", font: body, width: 10, options: TextLayoutOptions(lineSpacing: -1))
        }
    }
}
