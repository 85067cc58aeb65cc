/// Reading JSON strings: escapes, surrogate pairs and UTF-8 validation.
extension JSONByteParser {

    /// Reads a string whose opening quote is at the cursor, leaving the cursor after the
    /// closing quote.
    ///
    /// A string without escapes is copied straight from the input; non-ASCII bytes are
    /// validated as UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF)
    /// as they are met, so errors name the offending byte.
    mutating func parseString() throws(SpecError) -> String {
        let open = index
        index += 1
        var runStart = index
        var hasEscapes = false
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let run = UnsafeBufferPointer(rebasing: bytes[runStart..<index])
                index += 1
                guard hasEscapes else { return String(decoding: run, as: UTF8.self) }
                unescaped.append(contentsOf: run)
                return String(decoding: unescaped, as: UTF8.self)
            } else if byte == UInt8(ascii: "\\") {
                if !hasEscapes {
                    unescaped.removeAll(keepingCapacity: true)
                    hasEscapes = true
                }
                unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                try parseEscape(stringStart: open)
                runStart = index
            } else if byte < 0x20 {
                let character = describeCharacter(at: index)
                throw error(at: index, .malformedJSON(.controlCharacter(character, escape: Self.escapeHint(byte))))
            } else if byte < 0x80 {
                index += 1
            } else {
                guard let length = utf8SequenceLength(at: index) else { throw invalidUTF8(at: index) }
                index += length
            }
        }
        throw error(at: open, .malformedJSON(.unterminatedString))
    }

    static func escapeHint(_ byte: UInt8) -> String {
        switch byte {
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        case 0x08: return "\\b"
        case 0x0C: return "\\f"
        default: return "\\u\(hex(byte, digits: 4))"
        }
    }

    /// Decodes the escape whose backslash is at the cursor, appending its UTF-8 bytes to
    /// `unescaped`.
    mutating func parseEscape(stringStart: Int) throws(SpecError) {
        let backslash = index
        guard index + 1 < end else {
            throw error(at: stringStart, .malformedJSON(.unterminatedString))
        }
        let simple: UInt8
        switch bytes[index + 1] {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"):
            index += 2
            try parseUnicodeEscape(backslash: backslash)
            return
        default:
            let next = bytes[index + 1]
            if next >= 0x80, utf8SequenceLength(at: index + 1) == nil { throw invalidUTF8(at: index + 1) }
            let shown =
                next >= 0x21 && next < 0x7F
                ? "\\\(Character(Unicode.Scalar(next)))"
                : "(backslash followed by \(describeCharacter(at: index + 1)))"
            throw error(at: backslash, .malformedJSON(.invalidEscape(shown)))
        }
        unescaped.append(simple)
        index += 2
    }

    /// Decodes `\uXXXX` (the cursor after `\u`), joining a surrogate pair into one scalar.
    mutating func parseUnicodeEscape(backslash: Int) throws(SpecError) {
        let first = try readHex4(backslash: backslash)
        var scalar = first
        if (0xD800...0xDBFF).contains(first) {
            let secondBackslash = index
            guard index + 1 < end, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { throw loneSurrogate(first, at: backslash) }
            index += 2
            let second = try readHex4(backslash: secondBackslash)
            guard (0xDC00...0xDFFF).contains(second) else { throw loneSurrogate(first, at: backslash) }
            scalar = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(first) {
            throw loneSurrogate(first, at: backslash)
        }
        Self.appendUTF8(scalar, to: &unescaped)
    }

    func loneSurrogate(_ unit: UInt32, at offset: Int) -> SpecError {
        error(at: offset, .malformedJSON(.loneSurrogate(unit)))
    }

    /// Reads four hex digits at the cursor.
    mutating func readHex4(backslash: Int) throws(SpecError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < end, let digit = Self.hexDigitValue(bytes[index]) else {
                throw error(at: backslash, .malformedJSON(.shortUnicodeEscape))
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    static func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    static func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case ..<0x80:
            output.append(UInt8(scalar))
        case ..<0x800:
            output.append(UInt8(0xC0 | scalar >> 6))
            output.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            output.append(UInt8(0xE0 | scalar >> 12))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        default:
            output.append(UInt8(0xF0 | scalar >> 18))
            output.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// The length of the well-formed UTF-8 sequence starting at `offset`, or nil when the
    /// bytes there are not one (Unicode Table 3-7).
    func utf8SequenceLength(at offset: Int) -> Int? {
        let lead = bytes[offset]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default: return nil
        }
        guard offset + length <= end, secondRange.contains(bytes[offset + 1]) else { return nil }
        for position in offset + 2..<offset + length where bytes[position] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }
}
