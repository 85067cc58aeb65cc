/// A strict RFC 8259 JSON parser that says exactly where and why a document is invalid.
///
/// ```swift
/// let value = try JSONParser.parse(#"{"width": 400, "children": []}"#, file: "spec.json")
/// ```
///
/// Beyond RFC 8259 it is stricter in two documented ways and lenient in one:
/// - duplicate keys in one object are an error (`duplicate key "x" (first at 3:5)`); keys are
///   compared with Swift `String` equality (canonical equivalence), the same equality
///   `JSONObject`'s subscript uses, so a lookup can never be ambiguous;
/// - a number that does not fit in a `Double` (`1e400`) is an error, since JSON has no
///   infinity (a number that underflows, such as `1e-400`, becomes 0);
/// - a UTF-8 byte order mark at the very start is accepted and skipped.
///
/// Errors are `SpecError`s at `.lineColumn(line:column:)` whose problem is a JSON syntax case
/// (`.unexpectedCharacter`, `.invalidUTF8`, `.duplicateKey`, `.malformedJSON`), or
/// `.limitExceeded(.jsonNesting)` when the nesting is deeper than `maxDepth`. Lines and columns are 1-based;
/// a line ends at LF, CR LF or a lone CR; **columns count Unicode scalars** (for ASCII text,
/// bytes), and a leading byte order mark takes no column. The place is the offending
/// character, except for an unterminated string, which is reported at its opening quote.
///
/// Whitespace is space, tab, LF and CR only. The parser is iterative (an explicit stack of
/// open containers), so any `maxDepth` is safe from stack overflow.
///
/// - Complexity: O(n) in the input length; object keys are checked for duplicates linearly
///   in small objects and through a hash table in large ones.
package enum JSONParser {
    /// The nesting limit used when none is given: 512 open arrays/objects.
    package static let defaultMaxDepth = 512

    /// Parses one JSON document from UTF-8 `bytes`.
    ///
    /// - Parameters:
    ///   - file: the file name errors carry (nil for in-memory input).
    ///   - maxDepth: the most arrays/objects that may be open at once; opening one more
    ///     throws `.limitExceeded` "nesting deeper than N levels".
    package static func parse(
        _ bytes: [UInt8], file: String? = nil, maxDepth: Int = 512
    ) throws(SpecError) -> JSONValue {
        let result = bytes.withUnsafeBufferPointer { buffer -> Result<JSONValue, SpecError> in
            var parser = JSONByteParser(buffer, file: file, maxDepth: maxDepth)
            return Result { () throws(SpecError) -> JSONValue in try parser.parseDocument() }
        }
        return try result.get()
    }

    /// Parses one JSON document from `text` (see `parse(_:file:maxDepth:)` for `[UInt8]`).
    package static func parse(
        _ text: String, file: String? = nil, maxDepth: Int = 512
    ) throws(SpecError) -> JSONValue {
        try parse(Array(text.utf8), file: file, maxDepth: maxDepth)
    }
}

/// The parsing state: a `ByteScanner` over the input bytes. Scalars (strings, numbers,
/// literals) are read in `JSONParser+Strings.swift` and `JSONParser+Literals.swift`.
struct JSONByteParser {
    var scanner: ByteScanner
    let file: String?
    let maxDepth: Int
    /// The input.
    var bytes: UnsafeBufferPointer<UInt8> {
        @inline(__always) get { scanner.bytes }
    }
    /// The offset of the next unread byte.
    var index: Int {
        @inline(__always) get { scanner.position }
        @inline(__always) set { scanner.position = newValue }
    }
    /// Where line 1, column 1 is (3 when the input starts with a byte order mark).
    var documentStart = 0
    /// Scratch space for strings with escapes, reused from one string to the next.
    var unescaped: [UInt8] = []
    /// The elements of every open array, innermost array last. Containers collect their
    /// contents here and copy them out once, at the exact size, when they close.
    var elements: [JSONValue] = []
    /// The members of every open object, innermost object last; the last member of the
    /// innermost object holds a placeholder until its value has been read.
    var members: [JSONMember] = []
    /// The byte offset of each key in `members`, for duplicate-key messages.
    var keyOffsets: [Int] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>, file: String?, maxDepth: Int) {
        self.scanner = ByteScanner(bytes)
        self.file = file
        self.maxDepth = maxDepth
    }

    var end: Int { bytes.count }

    /// An array or object that has been opened and not yet closed.
    struct Frame {
        var isObject: Bool
        /// Where this container's contents start in `elements` (arrays) or `members`.
        var base: Int
        /// Key → index in `members`, built once an object has more than
        /// `linearScanLimit` members (smaller objects are scanned).
        var keyIndex: [String: Int]? = nil

        static let linearScanLimit = 8
    }

    /// Parses the whole input as one JSON value followed only by whitespace.
    mutating func parseDocument() throws(SpecError) -> JSONValue {
        if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            documentStart = 3
        }
        var stack: [Frame] = []
        parsing: while true {
            // A value starts here: read a scalar, or open a container and go on to its
            // first element (an empty container is complete at once).
            skipWhitespace()
            guard index < end else { throw unexpected("a value") }
            var value: JSONValue
            switch bytes[index] {
            case UInt8(ascii: "["):
                try checkDepth(stack.count)
                index += 1
                skipWhitespace()
                if index < end, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    value = .array([])
                } else {
                    stack.append(Frame(isObject: false, base: elements.count))
                    continue parsing
                }
            case UInt8(ascii: "{"):
                try checkDepth(stack.count)
                index += 1
                skipWhitespace()
                if index < end, bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    value = .object(JSONObject())
                } else {
                    var frame = Frame(isObject: true, base: members.count)
                    try readKey(into: &frame, expected: "a string key or '}'")
                    stack.append(frame)
                    continue parsing
                }
            case UInt8(ascii: "\""):
                value = .string(try parseString())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = .number(try parseNumber())
            default:
                value = try parseLiteral()
            }
            // The value is complete: add it to the innermost open container, then close
            // every container that ends here.
            while let top = stack.indices.last {
                let isObject = stack[top].isObject
                if isObject {
                    members[members.count - 1].value = value
                } else {
                    elements.append(value)
                }
                skipWhitespace()
                guard index < end else {
                    throw unexpected(isObject ? Self.afterMember : Self.afterElement)
                }
                switch bytes[index] {
                case UInt8(ascii: ","):
                    index += 1
                    if isObject {
                        skipWhitespace()
                        try readKey(into: &stack[top], expected: "a string key after ','")
                    }
                    continue parsing
                case UInt8(ascii: "}") where isObject:
                    index += 1
                    let base = stack.removeLast().base
                    value = .object(JSONObject(Array(members[base...])))
                    members.removeSubrange(base...)
                    keyOffsets.removeSubrange(base...)
                case UInt8(ascii: "]") where !isObject:
                    index += 1
                    let base = stack.removeLast().base
                    if base == 0, elements.count >= 256 {
                        // A large array holding all of the scratch: hand it over, uncopied.
                        value = .array(elements)
                        elements = []
                    } else {
                        value = .array(Array(elements[base...]))
                        elements.removeSubrange(base...)
                    }
                default:
                    throw unexpected(isObject ? Self.afterMember : Self.afterElement)
                }
            }
            skipWhitespace()
            guard index == end else {
                throw error(at: index, .malformedJSON(.trailingCharacters))
            }
            return value
        }
    }

    static let afterMember = "',' or '}' after an object member"
    static let afterElement = "',' or ']' after an array element"

    /// Reads `"key":` and opens a member for it in `members` (its value a placeholder),
    /// rejecting a key the object already has.
    mutating func readKey(into frame: inout Frame, expected: String) throws(SpecError) {
        guard index < end, bytes[index] == UInt8(ascii: "\"") else { throw unexpected(expected) }
        let keyOffset = index
        let key = try parseString()
        if let first = earlierOffset(ofKey: key, in: frame) {
            let (line, column) = lineAndColumn(of: first)
            throw error(at: keyOffset, .duplicateKey(key, first: .lineColumn(line: line, column: column)))
        }
        members.append(JSONMember(key, .null))
        keyOffsets.append(keyOffset)
        if frame.keyIndex != nil {
            frame.keyIndex![key] = members.count - 1
        } else if members.count - frame.base > Frame.linearScanLimit {
            var keyIndex: [String: Int] = [:]
            keyIndex.reserveCapacity(2 * (members.count - frame.base))
            for position in frame.base..<members.count { keyIndex[members[position].key] = position }
            frame.keyIndex = keyIndex
        }
        skipWhitespace()
        guard index < end, bytes[index] == UInt8(ascii: ":") else {
            throw unexpected("':' after an object key")
        }
        index += 1
    }

    /// The byte offset of the member of `frame` named `key`, if there is one.
    func earlierOffset(ofKey key: String, in frame: Frame) -> Int? {
        if let keyIndex = frame.keyIndex { return keyIndex[key].map { keyOffsets[$0] } }
        for position in frame.base..<members.count where members[position].key == key {
            return keyOffsets[position]
        }
        return nil
    }

    /// Throws `.limitExceeded` when opening one more container would exceed `maxDepth`.
    func checkDepth(_ openContainers: Int) throws(SpecError) {
        guard openContainers < maxDepth else {
            throw error(at: index, .limitExceeded(.jsonNesting(max: maxDepth)))
        }
    }

    /// Skips JSON whitespace: space, tab, LF, CR.
    mutating func skipWhitespace() {
        scanner.skip(while: ByteScanner.isWhitespace)
    }

    // MARK: Errors

    /// An error at byte `offset`, placed by line and column.
    func error(at offset: Int, _ problem: SpecProblem) -> SpecError {
        let (line, column) = lineAndColumn(of: offset)
        return SpecError(problem, file: file, at: .lineColumn(line: line, column: column))
    }

    /// "expected X, found Y" at the cursor ("unexpected end of input; expected X" at the end;
    /// "invalid UTF-8" when the cursor is on a byte that starts no valid UTF-8 sequence).
    func unexpected(_ expectation: String) -> SpecError {
        guard index < end else {
            return error(at: index, .unexpectedCharacter(expected: expectation, found: nil))
        }
        if bytes[index] >= 0x80, utf8SequenceLength(at: index) == nil {
            return invalidUTF8(at: index)
        }
        return error(at: index, .unexpectedCharacter(expected: expectation, found: describeCharacter(at: index)))
    }

    func invalidUTF8(at offset: Int) -> SpecError {
        error(at: offset, .invalidUTF8(byte: bytes[offset]))
    }

    /// The 1-based line and column of byte `offset` (columns count Unicode scalars).
    ///
    /// Computed only when an error is reported, by rescanning from the start.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var position = documentStart
        let stop = min(offset, end)
        while position < stop {
            let byte = bytes[position]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte == 0x0D {
                if position + 1 < end, bytes[position + 1] == 0x0A {
                    // CR LF: the LF ends the line.
                } else {
                    line += 1
                    column = 1
                }
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            position += 1
        }
        return (line, column)
    }

    /// `'x'` for printable ASCII, `U+000A` for controls, `'é' (U+00E9)` for other scalars.
    func describeCharacter(at offset: Int) -> String {
        let byte = bytes[offset]
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x80 { return "U+\(Self.hex(UInt32(byte), digits: 4))" }
        let length = utf8SequenceLength(at: offset) ?? 1
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
        let scalar = text.unicodeScalars.first?.value ?? 0xFFFD
        return "'\(text)' (U+\(Self.hex(scalar, digits: 4)))"
    }
}

extension JSONByteParser {
    /// `value` in upper-case hexadecimal, zero-padded to at least `digits` digits.
    static func hex<T: BinaryInteger>(_ value: T, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// `text` in double quotes with quotes, backslashes and controls escaped, for messages.
    static func quoted(_ text: String) -> String {
        JSONWriter.write(.string(text), pretty: false)
    }
}
