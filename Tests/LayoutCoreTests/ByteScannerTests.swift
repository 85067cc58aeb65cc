@testable import LayoutCore
import Testing

/// The reading primitives the four text grammars share.
@Suite struct ByteScannerTests {
    /// Runs `body` with a scanner over `text`'s UTF-8.
    func scanning<T>(_ text: String, _ body: (inout ByteScanner) -> T) -> T {
        Array(text.utf8).withUnsafeBufferPointer { buffer in
            var scanner = ByteScanner(buffer)
            return body(&scanner)
        }
    }

    @Test func columnsCountUnicodeScalars() {
        // "é" is bytes 0–1, "𝑥" bytes 2–5, the space byte 6: byte 7 (the "=") follows three
        // scalars, so it is in column 4.
        let column = scanning("é𝑥 = 1") { $0.column(of: 7) }
        #expect(column == 4)
        #expect(scanning("abc") { $0.column(of: 99) } == 4)
    }

    @Test func numberTokensAndExponents() {
        let read = scanning("12.5e+3x") { scanner -> (Double?, Int, ByteScanner.Exponent) in
            scanner.skipDigits()
            _ = scanner.consume(UInt8(ascii: "."))
            scanner.skipDigits()
            let exponent = scanner.skipExponent()
            return (scanner.double(0..<scanner.position), scanner.position, exponent)
        }
        #expect(read.0 == 12_500 && read.1 == 7 && read.2 == .read)
        // "2e+" has no exponent digits: the scanner stays on the "e" (offset 1) and names
        // offset 3 as where a digit was expected.
        let missing = scanning("2e+") { scanner -> (ByteScanner.Exponent, Int) in
            scanner.skipDigits()
            return (scanner.skipExponent(), scanner.position)
        }
        #expect(missing.0 == .missingDigits(at: 3) && missing.1 == 1)
        #expect(scanning("x") { $0.skipExponent() } == .none)
    }

    @Test func smallIntegersAreExactAndLongOnesGoThroughDouble() {
        #expect(scanning("123456789012345") { $0.smallInteger(0..<15) } == 123_456_789_012_345)
        #expect(scanning("1234567890123456") { $0.smallInteger(0..<16) } == nil)
        #expect(scanning("1234567890123456") { $0.double(0..<16) } == 1_234_567_890_123_456)
        #expect(scanning("1e999") { $0.double(0..<5) } == nil)
    }

    @Test func peekSkipAndClasses() {
        let rest = scanning(" \t\r\nab") { scanner -> (UInt8?, UInt8?) in
            scanner.skip(while: ByteScanner.isWhitespace)
            return (scanner.peek(), scanner.peek(5))
        }
        #expect(rest.0 == UInt8(ascii: "a") && rest.1 == nil)
        #expect(ByteScanner.isDigit(UInt8(ascii: "9")) && !ByteScanner.isDigit(UInt8(ascii: "/")))
        #expect(ByteScanner.isLetter(UInt8(ascii: "Z")) && !ByteScanner.isLetter(UInt8(ascii: "@")))
        #expect(scanning(".5") { $0.isAtNumber() } && !scanning(".x") { $0.isAtNumber() })
    }
}
