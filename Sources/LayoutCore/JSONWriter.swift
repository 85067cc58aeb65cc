/// Writes a `JSONValue` as JSON text, deterministically: the same value always gives the same
/// bytes, whatever the process, machine or locale.
///
/// ```swift
/// let object = JSONValue.object(JSONObject([JSONMember("width", .number(400))]))
/// JSONWriter.write(object)                 // "{\n  \"width\": 400\n}"
/// JSONWriter.write(object, pretty: false)  // "{\"width\":400}"
/// ```
///
/// - Object members are written in stored order; nothing is sorted or deduplicated.
/// - Pretty output indents by two spaces, writes `"key": value`, one element or member per
///   line, and empty arrays and objects as `[]` and `{}`. Compact output has no whitespace.
///   Neither ends with a newline.
/// - Strings are escaped per RFC 8259: `\"`, `\\`, `\n`, `\r`, `\t`, `\b`, `\f`, other
///   controls (U+0000–U+001F) as `\u00XX`; `/` and non-ASCII are written as they are (UTF-8).
/// - Numbers are written by `formatNumber(_:)`. JSON has no NaN or infinity, so a non-finite
///   number, which callers should have rejected before building the value, is still written
///   as valid JSON rather than trapping: ±infinity as the strings `"infinity"` and
///   `"-infinity"` (the spelling FORMATS.md uses for infinite lengths), NaN as `null`.
///
/// The writer recurses once per nesting level; values from `JSONParser` are at most
/// `maxDepth` (default 512) deep.
public enum JSONWriter {
    /// The JSON text of `value`, pretty-printed (2-space indent) or compact.
    public static func write(_ value: JSONValue, pretty: Bool = true) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        append(value, level: 0, pretty: pretty, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// A number as LayoutLab writes it, locale-independent and deterministic:
    ///
    /// - zero (including -0) is `0`;
    /// - an integral value with |x| < 1e15 has no fraction: `400`, `-3`;
    /// - any other value with |x| < 1e9 is rounded to 6 decimal places (half away from zero,
    ///   applied to x × 10⁶ as a `Double`) and trailing zeros are trimmed: `0.5`, `0.333333`,
    ///   `199.99999999997` → `200`, `1e-7` → `0`;
    /// - larger values use Swift's shortest round-tripping `description` without a trailing
    ///   `.0` (`1234567890.25`, `1000000000000000`, `1e+20`), which is valid JSON and parses
    ///   back to the same `Double`;
    /// - non-finite values give `infinity`, `-infinity` and `nan`, which are not JSON:
    ///   `write` handles them separately (see `JSONWriter`).
    package static func formatNumber(_ x: Double) -> String {
        var output: [UInt8] = []
        appendNumber(x, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `formatNumber(x)`.
    private static func appendNumber(_ x: Double, to output: inout [UInt8]) {
        if x.isNaN { return output.append(contentsOf: "nan".utf8) }
        if x.isInfinite { return output.append(contentsOf: (x < 0 ? "-infinity" : "infinity").utf8) }
        if x == 0 { return output.append(UInt8(ascii: "0")) }
        let magnitude = x.magnitude
        if magnitude < 1e15, Double(Int64(x)) == x {
            if x < 0 { output.append(UInt8(ascii: "-")) }
            return appendDigits(of: Int64(x).magnitude, to: &output)
        }
        guard magnitude < 1e9 else {
            let text = x.description
            return output.append(contentsOf: (text.hasSuffix(".0") ? text.dropLast(2) : Substring(text)).utf8)
        }
        let micros = roundedHalfAwayFromZero(x * 1e6)
        if micros == 0 { return output.append(UInt8(ascii: "0")) }
        if micros < 0 { output.append(UInt8(ascii: "-")) }
        appendDigits(of: micros.magnitude / 1_000_000, to: &output)
        var fraction = micros.magnitude % 1_000_000
        if fraction != 0 {
            var places = 6
            while fraction % 10 == 0 {
                fraction /= 10
                places -= 1
            }
            output.append(UInt8(ascii: "."))
            appendDigits(of: fraction, minimumCount: places, to: &output)
        }
    }

    /// Appends the decimal digits of `value`, zero-padded on the left to `minimumCount`.
    private static func appendDigits(of value: UInt64, minimumCount: Int = 1, to output: inout [UInt8]) {
        let start = output.count
        var rest = value
        repeat {
            output.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        while output.count - start < minimumCount { output.append(UInt8(ascii: "0")) }
        output[start...].reverse()
    }

    /// `y` rounded to the nearest integer, halves away from zero, for |y| < 2⁵³.
    ///
    /// Written without `Double.rounded()`, which in optimised builds becomes a call to C's
    /// `round` and then needs libm at link time (an executable that does not import
    /// Foundation fails to link on Linux).
    private static func roundedHalfAwayFromZero(_ y: Double) -> Int64 {
        let truncated = Int64(y)  // exact: |y| < 2⁵³
        let remainder = y - Double(truncated)  // exact, in (-1, 1)
        if remainder >= 0.5 { return truncated + 1 }
        if remainder <= -0.5 { return truncated - 1 }
        return truncated
    }

    // MARK: Writing

    private static func append(_ value: JSONValue, level: Int, pretty: Bool, to output: inout [UInt8]) {
        switch value {
        case .null:
            output.append(contentsOf: "null".utf8)
        case .bool(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let x):
            if x.isNaN {
                output.append(contentsOf: "null".utf8)
            } else if x.isInfinite {
                output.append(contentsOf: (x < 0 ? "\"-infinity\"" : "\"infinity\"").utf8)
            } else {
                appendNumber(x, to: &output)
            }
        case .string(let text):
            appendString(text, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else { return output.append(contentsOf: "[]".utf8) }
            output.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                if pretty { appendNewline(level: level + 1, to: &output) }
                append(element, level: level + 1, pretty: pretty, to: &output)
            }
            if pretty { appendNewline(level: level, to: &output) }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            guard !object.members.isEmpty else { return output.append(contentsOf: "{}".utf8) }
            output.append(UInt8(ascii: "{"))
            for (position, member) in object.members.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                if pretty { appendNewline(level: level + 1, to: &output) }
                appendString(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                if pretty { output.append(UInt8(ascii: " ")) }
                append(member.value, level: level + 1, pretty: pretty, to: &output)
            }
            if pretty { appendNewline(level: level, to: &output) }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func appendNewline(level: Int, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    /// Appends `text` in double quotes, escaped per RFC 8259.
    private static func appendString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        defer { output.append(UInt8(ascii: "\"")) }
        let needsEscapes = text.utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        guard needsEscapes else { return output.append(contentsOf: text.utf8) }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
            case 0x0A: output.append(contentsOf: "\\n".utf8)
            case 0x0D: output.append(contentsOf: "\\r".utf8)
            case 0x09: output.append(contentsOf: "\\t".utf8)
            case 0x08: output.append(contentsOf: "\\b".utf8)
            case 0x0C: output.append(contentsOf: "\\f".utf8)
            case 0x00..<0x20:
                output.append(contentsOf: "\\u00".utf8)
                output.append(hexDigit(byte >> 4))
                output.append(hexDigit(byte & 0x0F))
            default:
                output.append(byte)
            }
        }
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
    }
}
