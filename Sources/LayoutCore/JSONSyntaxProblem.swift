/// A JSON syntax error other than an unexpected character (`SpecProblem.malformedJSON`), with
/// the text it is about; its sentence is derived from the case.
public enum JSONSyntaxProblem: Sendable, Equatable {
    /// A number that breaks a rule of RFC 8259's number grammar; `found` is the character at
    /// the error (nil at the end of the input).
    case number(NumberRule, found: String?)
    /// A number that fits the grammar but does not convert (`text`, abbreviated to 40 characters).
    case unreadableNumber(String)
    /// A number beyond a 64-bit float's range (JSON has no infinity); `text` abbreviated.
    case numberOutOfRange(String)
    /// A word that is not `true`, `false` or `null` where a value was expected.
    case bareWord(String)
    /// A control character (U+0000–U+001F) written raw in a string; `escape` is how to write it.
    case controlCharacter(String, escape: String)
    /// A string whose closing quote never comes.
    case unterminatedString
    /// A backslash followed by something that starts no escape (`\x`, shown as written).
    case invalidEscape(String)
    /// `\u` not followed by four hex digits.
    case shortUnicodeEscape
    /// A UTF-16 surrogate escape without its partner.
    case loneSurrogate(UInt32)
    /// Text after the document's one value.
    case trailingCharacters

    /// The rules of the number grammar a number can break.
    public enum NumberRule: String, Sendable, Equatable {
        case digitAfterMinus = "expected a digit after '-'"
        case leadingZero = "leading zeros are not allowed"
        case digitAfterPoint = "expected a digit after '.'"
        case exponentDigit = "expected a digit in the exponent"
    }

    /// The sentence for the problem.
    public var message: String {
        switch self {
        case .number(let rule, let found?): return "invalid number: \(rule.rawValue), found \(found)"
        case .number(let rule, nil): return "invalid number: \(rule.rawValue) (unexpected end of input)"
        case .unreadableNumber(let text): return "invalid number \(text)"
        case .numberOutOfRange(let text):
            return "number out of range: \(text) does not fit in a 64-bit float (JSON has no infinity)"
        case .bareWord(let text):
            return "expected a value, found the word \(JSONByteParser.quoted(text))" + Self.hint(text)
        case .controlCharacter(let shown, let escape):
            return "control character in string: \(shown) must be written as an escape (\(escape))"
        case .unterminatedString: return "unterminated string (the input ends before its closing quote)"
        case .invalidEscape(let shown):
            return "invalid escape \(shown) in a string; the escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
        case .shortUnicodeEscape: return "invalid \\u escape in a string: expected 4 hex digits after \\u"
        case .loneSurrogate(let unit):
            let rule =
                unit < 0xDC00
                ? "a high surrogate must be followed by a \\uDC00-\\uDFFF low surrogate"
                : "a low surrogate must follow a \\uD800-\\uDBFF high surrogate"
            return "lone surrogate \\u\(JSONByteParser.hex(unit, digits: 4)) in a string; \(rule)"
        case .trailingCharacters: return "trailing characters after the JSON document"
        }
    }

    /// Why a bare word is not a value: the likely intent.
    private static func hint(_ word: String) -> String {
        switch word.lowercased() {
        case "nan", "infinity", "inf": return " (JSON has no NaN or infinity)"
        case "true", "false", "null": return " (JSON literals are lower-case)"
        default: return " (strings must be in double quotes)"
        }
    }
}
