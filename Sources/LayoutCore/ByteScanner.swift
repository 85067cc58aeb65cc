/// A cursor over UTF-8 bytes: the one set of reading primitives (peek, skip, digits, number
/// tokens, columns) behind the four text grammars — JSON (`JSONParser`), length expressions
/// (`LengthExpression(parsing:scope:)`), constraint strings and Visual Format Language lines
/// (ConstraintLayout). Each grammar keeps its own rules (which spaces it skips, how it turns a
/// token into a value, its error sentences); the scanner only moves over bytes.
///
/// The bytes are borrowed: a scanner is valid only while the buffer it reads is (parsers make
/// one inside `withUnsafeBufferPointer`/`withUTF8`). Everything is `@inlinable`, so the
/// parsers in other modules read bytes without a call.
package struct ByteScanner {
    /// The bytes read.
    package let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next unread byte.
    package var position: Int

    @inlinable
    package init(_ bytes: UnsafeBufferPointer<UInt8>, position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    /// A scanner over no bytes (for a parser between inputs).
    @inlinable
    package static var empty: ByteScanner { ByteScanner(UnsafeBufferPointer(start: nil, count: 0)) }

    /// Whether every byte has been read.
    @inlinable
    package var isAtEnd: Bool { position >= bytes.count }

    /// The byte at `position + offset`, or nil past the end.
    @inlinable
    package func peek(_ offset: Int = 0) -> UInt8? {
        let index = position + offset
        return index < bytes.count ? bytes[index] : nil
    }

    /// Moves past the bytes that satisfy `predicate`.
    @inlinable
    package mutating func skip(while predicate: (UInt8) -> Bool) {
        while position < bytes.count, predicate(bytes[position]) { position += 1 }
    }

    /// Consumes `byte` if it is next.
    @inlinable
    package mutating func consume(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// The text of `bytes[range]`.
    @inlinable
    package func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The 1-based column of byte `offset` (clamped to the bytes), counting Unicode scalars.
    @inlinable
    package func column(of offset: Int) -> Int {
        let clamped = min(max(offset, 0), bytes.count)
        var column = 1
        for index in 0..<clamped where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return column
    }

    // MARK: Byte classes

    @inlinable
    package static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    @inlinable
    package static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

    /// JSON whitespace (and the constraint grammar's): space, tab, LF, CR.
    @inlinable
    package static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    // MARK: Numbers

    /// Moves past decimal digits; returns how many.
    @inlinable
    @discardableResult
    package mutating func skipDigits() -> Int {
        let start = position
        while position < bytes.count, Self.isDigit(bytes[position]) { position += 1 }
        return position - start
    }

    /// Whether a decimal number starts `offset` bytes ahead: a digit, or `.` and a digit.
    @inlinable
    package func isAtNumber(offset: Int = 0) -> Bool {
        guard let byte = peek(offset) else { return false }
        if Self.isDigit(byte) { return true }
        return byte == 0x2E && peek(offset + 1).map(Self.isDigit) == true
    }

    /// How an exponent after a number's digits ended.
    package enum Exponent: Equatable {
        /// No `e`/`E` followed.
        case none
        /// `e`, an optional sign and digits were read.
        case read
        /// `e` (and a sign) with no digits: the offset where a digit was expected (the
        /// scanner has not moved past the `e`).
        case missingDigits(at: Int)
    }

    /// Moves past an optional exponent `[eE] [+-]? digits`.
    @inlinable
    package mutating func skipExponent() -> Exponent {
        guard let byte = peek(), byte | 0x20 == 0x65 else { return .none }
        var offset = 1
        if let sign = peek(1), sign == 0x2B || sign == 0x2D { offset = 2 }
        guard let digit = peek(offset), Self.isDigit(digit) else { return .missingDigits(at: position + offset) }
        position += offset
        skipDigits()
        return .read
    }

    /// The value of `bytes[range]` when it is an unsigned integer of at most 15 digits (exact
    /// as a `Double`, so the same value `Double(_:)` gives), else nil.
    @inlinable
    package func smallInteger(_ range: Range<Int>) -> Double? {
        guard !range.isEmpty, range.count <= 15 else { return nil }
        var value = 0
        for index in range {
            let byte = bytes[index]
            guard Self.isDigit(byte) else { return nil }
            value = value * 10 + Int(byte &- 0x30)
        }
        return Double(value)
    }

    /// The finite `Double` that `bytes[range]` spells, or nil.
    @inlinable
    package func double(_ range: Range<Int>) -> Double? {
        if let value = smallInteger(range) { return value }
        guard let value = Double(string(range)), value.isFinite else { return nil }
        return value
    }
}
