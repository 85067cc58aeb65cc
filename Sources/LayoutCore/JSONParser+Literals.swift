/// Reading JSON numbers and the literals `true`, `false`, `null`.
extension JSONByteParser {
    // MARK: Numbers

    /// Reads a number at the cursor: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    ///
    /// The result is the correctly rounded `Double`: up to 15 significant digits with a
    /// decimal exponent within ±22 are computed exactly in one floating-point operation;
    /// anything else goes through the standard library's `Double(String)`.
    mutating func parseNumber() throws(SpecError) -> Double {
        let start = index
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var exact = true
        var exponent = 0

        guard index < end, Self.isDigit(bytes[index]) else {
            throw invalidNumber(.digitAfterMinus)
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < end, Self.isDigit(bytes[index]) {
                throw invalidNumber(.leadingZero)
            }
        } else {
            while index < end, Self.isDigit(bytes[index]) {
                accumulate(&mantissa, &significantDigits, &exact)
            }
        }
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < end, Self.isDigit(bytes[index]) else {
                throw invalidNumber(.digitAfterPoint)
            }
            while index < end, Self.isDigit(bytes[index]) {
                accumulate(&mantissa, &significantDigits, &exact)
                exponent -= 1
            }
        }
        if index < end, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var exponentSign = 1
            if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                if bytes[index] == UInt8(ascii: "-") { exponentSign = -1 }
                index += 1
            }
            guard index < end, Self.isDigit(bytes[index]) else {
                throw invalidNumber(.exponentDigit)
            }
            var written = 0
            while index < end, Self.isDigit(bytes[index]) {
                if written < 1_000_000 { written = written * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
                index += 1
            }
            exponent += exponentSign * written
        }

        if mantissa == 0 && exact { return negative ? -0.0 : 0.0 }
        if exact, significantDigits <= 15, exponent >= -22, exponent <= 22 {
            let magnitude =
                exponent >= 0
                ? Double(mantissa) * Self.powersOfTen[exponent]
                : Double(mantissa) / Self.powersOfTen[-exponent]
            return negative ? -magnitude : magnitude
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text) else {
            throw error(at: start, .malformedJSON(.unreadableNumber(Self.abbreviated(text))))
        }
        guard value.isFinite else {
            throw error(at: start, .malformedJSON(.numberOutOfRange(Self.abbreviated(text))))
        }
        return value
    }

    /// Adds the digit at the cursor to the mantissa while it has room for 19 digits.
    private mutating func accumulate(_ mantissa: inout UInt64, _ digits: inout Int, _ exact: inout Bool) {
        let digit = UInt64(bytes[index] - UInt8(ascii: "0"))
        if digits < 19 {
            mantissa = mantissa * 10 + digit
            if mantissa != 0 { digits += 1 }
        } else {
            exact = false
        }
        index += 1
    }

    /// The number grammar's `rule` broken at the cursor.
    func invalidNumber(_ rule: JSONSyntaxProblem.NumberRule) -> SpecError {
        error(at: index, .malformedJSON(.number(rule, found: index < end ? describeCharacter(at: index) : nil)))
    }

    static func isDigit(_ byte: UInt8) -> Bool { ByteScanner.isDigit(byte) }

    /// 10^0 … 10^22, all exactly representable as `Double`.
    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// `text`, cut to 40 characters with "…" for messages.
    static func abbreviated(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(40)) + "…"
    }

    // MARK: Literals

    /// Reads `true`, `false` or `null` at the cursor; anything else is "expected a value".
    mutating func parseLiteral() throws(SpecError) -> JSONValue {
        let start = index
        guard Self.isWordByte(bytes[index]) else { throw unexpected("a value") }
        var stop = index
        while stop < end, Self.isWordByte(bytes[stop]) { stop += 1 }
        let word = UnsafeBufferPointer(rebasing: bytes[start..<stop])
        let value: JSONValue
        if Self.word(word, equals: "true") {
            value = .bool(true)
        } else if Self.word(word, equals: "false") {
            value = .bool(false)
        } else if Self.word(word, equals: "null") {
            value = .null
        } else {
            let text = String(decoding: word, as: UTF8.self)
            throw error(at: start, .malformedJSON(.bareWord(Self.abbreviated(text))))
        }
        index = stop
        return value
    }

    /// Whether `word` is exactly the ASCII `literal`.
    static func word(_ word: UnsafeBufferPointer<UInt8>, equals literal: StaticString) -> Bool {
        guard word.count == literal.utf8CodeUnitCount else { return false }
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for position in 0..<word.count where word[position] != expected[position] { return false }
        return true
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }
}
