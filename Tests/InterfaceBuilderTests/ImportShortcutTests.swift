@testable import InterfaceBuilder
import Testing

/// The importer's shortcuts give what the plain forms give: ``IBDecimal``'s the double
/// `Double(text)` gives (and it leaves every other form to it), the common attribute names
/// what ``IBConstraint/attributes`` maps them to, paths the text `String` interpolation writes.
@Suite struct ImportShortcutTests {
    /// Texts as IB writes them, edge cases of the shortcut's grammar, and forms it leaves to
    /// `Double(text)`.
    static let texts = [
        "0", "-0", "0.0", "-0.0", "20", "375", "44.5", "-8", "0.5", "1000", "999", "251", "20.5", "0.33333333333333",
        "123456789012345", "1234567890123456", "0.1", "0.2", "0.3", "2.675", "1.005", "16.666666666666671",
        "20.333333333333332", "1e3", "1E-2", "inf", "nan", "", "-", ".5", "5.", "1.2.3", "+5", " 5", "5 ", "0x10",
        "00012", "1.50", "-0.000000000000001",
    ]

    @Test func agreesWithDoubleParsing() {
        for text in Self.texts {
            let expected = Double(text)
            let parsed = IBDecimal.parse(text)
            #expect(
                parsed?.bitPattern == expected?.bitPattern || (parsed?.isNaN == true && expected?.isNaN == true),
                "\(text)")
        }
    }

    /// 20,000 decimals from a fixed sequence (SplitMix64), so every run checks the same ones.
    @Test func agreesOnManyDecimals() {
        var state: UInt64 = 0x1234_5678_9ABC_DEF0
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        for _ in 0..<20000 {
            var text = String(next() % 100_000)
            let fractionDigits = Int(next() % 11)
            if fractionDigits > 0 {
                let fraction = String(next() % 10_000_000_000)
                text +=
                    "." + String(repeating: "0", count: max(0, fractionDigits - fraction.count))
                    + fraction.prefix(fractionDigits)
            }
            if next() % 2 == 0 { text = "-" + text }
            #expect(IBDecimal.parse(text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }

    /// Autoresizing and prototyping numbers: the shortest form, where it is taken, is the text
    /// `%.9f` gives with its trailing zeros removed, on the edge cases (halves of the 9-decimal
    /// grid, values near 10⁶, ninths and thirds) and 20,000 fractions from a fixed sequence.
    @Test func shortestDecimalsAgreeWithNineDecimals() {
        var values: [Double] = [
            0.5, -0.5, 20.5, 44.25, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 1.0 / 9, 16.666666666666671, 0.0001, 0.00001,
            1e-10, -1e-10, 0.0000000005, 0.0000000015, 0.1234567895, 0.123456789, 999_999.5, 999_999.123456789,
            1_000_000.5, 12_345_678.25, 0.000000001, 0.0000000049, 0.0000000051,
        ]
        var state: UInt64 = 0x0FED_CBA9_8765_4321
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        for _ in 0..<20000 {
            let digits = Double(next() % 11)
            let scale = (0..<Int(digits)).reduce(1.0) { value, _ in value * 10 }
            values.append(Double(next() % 100_000_000) / scale * (next() % 2 == 0 ? 1 : -1))
        }
        var shortcuts = 0
        for value in values where value != value.rounded() {
            guard let short = IBAutoresizing.shortestDecimal(value) else { continue }
            shortcuts += 1
            #expect(short == IBAutoresizing.nineDecimals(value), "\(value)")
        }
        // Most fractions take the shortcut (those up to 9 decimals below 10⁶).
        #expect(shortcuts > values.count / 2)
    }

    @Test func takesThePlainFormsOnly() {
        #expect(IBDecimal.shortcut("44.5") == 44.5)
        #expect(IBDecimal.shortcut("-8") == -8)
        for text in ["1e3", "inf", "", "-", ".5", "5.", "+5", " 5", "1234567890123456", "0x10"] {
            #expect(IBDecimal.shortcut(text) == nil, "\(text)")
        }
    }

    @Test func commonAttributesMapToThemselves() {
        for name in IBConstraint.commonAttributes {
            #expect(IBConstraint.attributes[name] == name)
            #expect(IBConstraint.grammarName(name) == name)
        }
        #expect(IBConstraint.grammarName("baseline") == "lastBaseline")
        #expect(IBConstraint.grammarName("centerXWithinMargins") == "centerXWithinMargins")
        #expect(IBConstraint.grammarName("middle") == nil)
    }

    @Test func pathsAsInterpolationWritesThem() {
        for (line, column) in [(0, 0), (1, 1), (9, 10), (1234, 56789), (-3, 7), (Int.max, Int.min + 1)] {
            let element = IBElement(name: "constraint", attributes: [("id", "a1-B2-c3")], line: line, column: column)
            #expect(element.located == "<constraint> \"a1-B2-c3\" at \(line):\(column)")
            let anonymous = IBElement(name: "rect", line: line, column: column)
            #expect(anonymous.located == "<rect> at \(line):\(column)")
        }
        #expect(IBRootImporter.anchor("DpU-Gs-T27", "leading") == "DpU-Gs-T27.leading")
        #expect(IBRootImporter.anchor("", "") == ".")
        let (view, edge, other) = ("ib-12", "left", "DpU-Gs-T27")
        #expect(
            IBRootImporter.joined(view, ".", edge, " == ", other, ".", edge) == "\(view).\(edge) == \(other).\(edge)")
        #expect(IBRootImporter.joined() == "")
        #expect(IBRootImporter.joined("é", "—", "") == "é—")
    }
}
