/// Numbers in Interface Builder attributes (`x="20"`, `constant="-8.5"`), read as `Double(text)`
/// reads them, with a shortcut for the plain decimals IB writes almost everywhere.
///
/// The shortcut: `-?digits(.digits)?` with at most 15 digits in all is `m / 10^k` for an
/// integer `m < 10^15` and `k ≤ 15`. Both are exact doubles (below 2⁵³, and 10^k up to 10^22),
/// so the one IEEE division gives the correctly rounded value of the decimal — the same
/// double `strtod` returns (Clinger's fast path). Any other text (more digits, exponents,
/// `inf`, signs or spaces elsewhere) goes to `Double(text)` itself.
enum IBDecimal {
    /// Powers of ten that are exact doubles, 10⁰ … 10¹⁵.
    static let powersOfTen: [Double] = (0...15).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// The value of `text` as `Double(text)` gives it (nil when that is nil).
    static func parse(_ text: String) -> Double? {
        shortcut(text) ?? Double(text)
    }

    /// The value of a plain decimal of at most 15 digits, or nil for any other text.
    static func shortcut(_ text: String) -> Double? {
        var utf8 = text.utf8.makeIterator()
        guard var byte = utf8.next() else { return nil }
        let negative = byte == UInt8(ascii: "-")
        if negative {
            guard let next = utf8.next() else { return nil }
            byte = next
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var inFraction = false
        var sawDigitInPart = false
        while true {
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digits += 1
                guard digits <= 15 else { return nil }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                if inFraction { fractionDigits += 1 }
                sawDigitInPart = true
            } else if byte == UInt8(ascii: "."), !inFraction, sawDigitInPart {
                inFraction = true
                sawDigitInPart = false
            } else {
                return nil
            }
            guard let next = utf8.next() else { break }
            byte = next
        }
        guard sawDigitInPart else { return nil }  // "", "-", "5." and the like
        let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }
}
