import Testing

@testable import LayoutCore

/// One invalid document and the error it must give.
struct JSONErrorCase: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var line: Int
    var column: Int
    var fragment: String
    var kind: SpecError.Kind = .invalidJSON

    init(_ name: String, _ text: String, _ line: Int, _ column: Int, _ fragment: String) {
        self.name = name
        self.bytes = Array(text.utf8)
        self.line = line
        self.column = column
        self.fragment = fragment
    }

    init(_ name: String, bytes: [UInt8], _ line: Int, _ column: Int, _ fragment: String) {
        self.name = name
        self.bytes = bytes
        self.line = line
        self.column = column
        self.fragment = fragment
    }

    var testDescription: String { name }
}

@Suite("JSONParser")
struct JSONParserTests {
    static let manyKeys = (0..<12).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")

    static let errorCases: [JSONErrorCase] = [
        // Structure.
        .init(
            "duplicate key on a later line", "{\n  \"a\": 1,\n  \"a\": 2\n}", 3, 3, "duplicate key \"a\" (first at 2:3)"
        ),
        .init("duplicate key on one line", #"{"x":1,"y":2,"x":3}"#, 1, 14, #"duplicate key "x" (first at 1:2)"#),
        .init(
            "duplicate key in a large object", "{\(Self.manyKeys), \"k3\": 0}", 1, 114,
            #"duplicate key "k3" (first at 1:29)"#),
        .init(
            "duplicate key in a nested object", #"[{"a":1},{"a":1,"a":2}]"#, 1, 17,
            #"duplicate key "a" (first at 1:11)"#),
        .init(
            "missing comma between members", #"{"a": 1 "b": 2}"#, 1, 9,
            "expected ',' or '}' after an object member, found '\"'"),
        .init("missing comma between elements", "[1 2]", 1, 4, "expected ',' or ']' after an array element, found '2'"),
        .init("wrong closing bracket", #"{"a": [1}"#, 1, 9, "expected ',' or ']' after an array element, found '}'"),
        .init("missing colon", #"{"a" 1}"#, 1, 6, "expected ':' after an object key, found '1'"),
        .init("non-string key", "{1: 2}", 1, 2, "expected a string key or '}', found '1'"),
        .init("trailing comma in an object", #"{"a":1,}"#, 1, 8, "expected a string key after ',', found '}'"),
        .init("trailing comma in an array", "[1,]", 1, 4, "expected a value, found ']'"),
        .init("empty input", "", 1, 1, "unexpected end of input; expected a value"),
        .init("only whitespace", " \n\t ", 2, 3, "unexpected end of input; expected a value"),
        .init("end inside an object", "{\"a\": ", 1, 7, "unexpected end of input; expected a value"),
        .init(
            "end after a member", "{\"a\": 1", 1, 8,
            "unexpected end of input; expected ',' or '}' after an object member"),
        .init(
            "end after an element", "[1,\n 2", 2, 3,
            "unexpected end of input; expected ',' or ']' after an array element"),
        .init("trailing characters", "[1, 2] x", 1, 8, "trailing characters after the JSON document"),
        .init("two documents", "{}\n{}", 2, 1, "trailing characters after the JSON document"),
        .init("single quotes", "['a']", 1, 2, "expected a value, found '''"),
        .init("bare word", "[abc]", 1, 2, #"found the word "abc" (strings must be in double quotes)"#),
        .init("capitalised literal", "True", 1, 1, "JSON literals are lower-case"),
        .init("truncated literal", "[nul]", 1, 2, #"found the word "nul""#),
        .init("NaN", #"{"w": NaN}"#, 1, 7, "JSON has no NaN or infinity"),
        .init("Infinity", "[1, Infinity]", 1, 5, "JSON has no NaN or infinity"),
        .init("form feed is not whitespace", "\u{0C}1", 1, 1, "expected a value, found U+000C"),
        .init("no-break space is not whitespace", "[\u{A0}1]", 1, 2, "expected a value, found '\u{A0}' (U+00A0)"),
        // Strings.
        .init("unterminated string", #"["abc"#, 1, 2, "unterminated string"),
        .init("unterminated string after an escape", #""ab\"#, 1, 1, "unterminated string"),
        .init("invalid escape", #"["a\x"]"#, 1, 4, #"invalid escape \x"#),
        .init("escaped apostrophe", #""it\'s""#, 1, 4, #"invalid escape \'"#),
        .init(
            "newline in a string", "{\"a\": \"x\ny\"}", 1, 9,
            "control character in string: U+000A must be written as an escape (\\n)"),
        .init("tab in a string", "\"a\tb\"", 1, 3, "control character in string: U+0009"),
        .init("short \\u escape", #""\u12""#, 1, 2, "invalid \\u escape in a string: expected 4 hex digits"),
        .init("non-hex \\u escape", #""\u12G4""#, 1, 2, "expected 4 hex digits"),
        .init("lone high surrogate", #""\uD800""#, 1, 2, "lone surrogate \\uD800"),
        .init("high surrogate then a non-surrogate", #""x\uD83D\u0041""#, 1, 3, "lone surrogate \\uD83D"),
        .init("lone low surrogate", #""\uDE00""#, 1, 2, "lone surrogate \\uDE00"),
        .init("invalid UTF-8 byte", bytes: [0x22, 0x61, 0xFF, 0x22], 1, 3, "invalid UTF-8 (byte 0xFF)"),
        .init("overlong UTF-8", bytes: [0x22, 0xC0, 0xAF, 0x22], 1, 2, "invalid UTF-8 (byte 0xC0)"),
        .init("UTF-8 encoded surrogate", bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], 1, 2, "invalid UTF-8 (byte 0xED)"),
        .init("truncated UTF-8", bytes: [0x22, 0xE2, 0x82], 1, 2, "invalid UTF-8"),
        .init("invalid UTF-8 outside a string", bytes: [0x5B, 0x0A, 0x80, 0x5D], 2, 1, "invalid UTF-8 (byte 0x80)"),
        // Numbers.
        .init("lone minus", "-", 1, 2, "invalid number: expected a digit after '-'"),
        .init("minus then a letter", "[-a]", 1, 3, "invalid number: expected a digit after '-', found 'a'"),
        .init("leading zero", "01", 1, 2, "invalid number: leading zeros are not allowed"),
        .init("negative leading zero", "[-007]", 1, 4, "invalid number: leading zeros are not allowed"),
        .init("no fraction digits", "1.", 1, 3, "invalid number: expected a digit after '.'"),
        .init("no integer digits", "[.5]", 1, 2, "expected a value, found '.'"),
        .init("plus sign", "[+1]", 1, 2, "expected a value, found '+'"),
        .init("no exponent digits", "1e+", 1, 4, "invalid number: expected a digit in the exponent"),
        .init("hex number", "[0x10]", 1, 3, "expected ',' or ']' after an array element, found 'x'"),
        .init("overflow", "[\n  1e400\n]", 2, 3, "number out of range: 1e400"),
        .init("negative overflow", "-1.8e308", 1, 1, "number out of range"),
        .init("long overflowing integer", "1" + String(repeating: "0", count: 400), 1, 1, "number out of range"),
        // Positions.
        .init("columns count Unicode scalars", #"["é😀", x]"#, 1, 8, #"expected a value, found the word "x""#),
        .init("CR LF ends a line once", "[1,\r\n2,\r\n]", 3, 1, "expected a value, found ']'"),
        .init("lone CR ends a line", "[1,\r2,\r]", 3, 1, "expected a value, found ']'"),
        .init(
            "byte order mark takes no column", bytes: [0xEF, 0xBB, 0xBF] + Array("[1 2]".utf8), 1, 4,
            "expected ',' or ']'"),
        .init(
            "byte order mark only at the start", bytes: Array(" ".utf8) + [0xEF, 0xBB, 0xBF], 1, 2,
            "expected a value, found '\u{FEFF}' (U+FEFF)"),
    ]

    @Test(arguments: Self.errorCases)
    func invalidDocumentIsReportedAtTheOffendingCharacter(_ example: JSONErrorCase) {
        let error = #expect(throws: SpecError.self) {
            try JSONParser.parse(example.bytes, file: "spec.json")
        }
        guard let error else { return }
        #expect(error.kind == example.kind)
        #expect(error.file == "spec.json")
        #expect(error.location == .lineColumn(line: example.line, column: example.column), "\(error)")
        #expect(error.message.contains(example.fragment), "\(error.message)")
    }

    /// The typed problem of each JSON syntax error other than an unexpected character: the
    /// case and its values (the place is checked by the table above).
    @Test(arguments: [
        ("[1, 2] x", SpecProblem.malformedJSON(.trailingCharacters)),
        (#"["a\x"]"#, .malformedJSON(.invalidEscape("\\x"))),
        (#"["abc"#, .malformedJSON(.unterminatedString)),
        (#""\u12""#, .malformedJSON(.shortUnicodeEscape)),
        (#""\uDE00""#, .malformedJSON(.loneSurrogate(0xDE00))),
        ("\"a\tb\"", .malformedJSON(.controlCharacter("U+0009", escape: "\\t"))),
        ("01", .malformedJSON(.number(.leadingZero, found: "'1'"))),
        ("-", .malformedJSON(.number(.digitAfterMinus, found: nil))),
        ("1e400", .malformedJSON(.numberOutOfRange("1e400"))),
        ("True", .malformedJSON(.bareWord("True"))),
    ])
    func syntaxErrorsAreTypedProblems(_ text: String, _ expected: SpecProblem) {
        let error = #expect(throws: SpecError.self) { try JSONParser.parse(text, file: "spec.json") }
        #expect(error?.problem == expected, "\(String(describing: error))")
    }

    @Test func errorDescriptionNamesFileLineAndColumn() {
        let error = #expect(throws: SpecError.self) { try JSONParser.parse("[1,\n 2 3]", file: "a.json") }
        #expect(error?.problem == .unexpectedCharacter(expected: "',' or ']' after an array element", found: "'3'"))
        #expect(error?.description == "a.json:2:4: expected ',' or ']' after an array element, found '3'")
    }

    @Test func nestingAtTheLimitParses() throws {
        let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        var value = try JSONParser.parse(text)
        var depth = 0
        while case .array(let elements) = value {
            depth += 1
            value = elements.first ?? .null
        }
        #expect(depth == 512)
    }

    @Test func nestingOneBeyondTheLimitIsLimitExceeded() {
        let text = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        let error = #expect(throws: SpecError.self) { try JSONParser.parse(text) }
        #expect(error?.kind == .limitExceeded)
        #expect(error?.location == .lineColumn(line: 1, column: 513))
        #expect(error?.problem == .limitExceeded(.jsonNesting(max: 512)))
    }

    @Test func nestedObjectsCountTowardsTheLimit() throws {
        let deep = { (levels: Int) in
            String(repeating: #"{"a":"#, count: levels) + "1" + String(repeating: "}", count: levels)
        }
        _ = try JSONParser.parse(deep(512))
        let error = #expect(throws: SpecError.self) { try JSONParser.parse(deep(513)) }
        #expect(error?.kind == .limitExceeded)
    }

    @Test func customDepthLimit() throws {
        _ = try JSONParser.parse("[[1]]", maxDepth: 2)
        let error = #expect(throws: SpecError.self) { try JSONParser.parse(#"[{"a": []}]"#, maxDepth: 2) }
        #expect(error?.kind == .limitExceeded)
        #expect(error?.location == .lineColumn(line: 1, column: 8))
        #expect(error?.problem == .limitExceeded(.jsonNesting(max: 2)))
    }

    @Test func hugeNestingIsRejectedWithoutOverflowingTheStack() {
        let text = String(repeating: "[", count: 1_000_000)
        let error = #expect(throws: SpecError.self) { try JSONParser.parse(text) }
        #expect(error?.kind == .limitExceeded)
    }

    @Test func objectMembersKeepTheirWrittenOrder() throws {
        let value = try JSONParser.parse(#"{"z": 1, "a": 2, "m": {"y": true, "b": null}}"#)
        guard case .object(let object) = value, case .object(let inner)? = object["m"] else {
            Issue.record("expected objects, got \(value)")
            return
        }
        #expect(object.keys == ["z", "a", "m"])
        #expect(inner.keys == ["y", "b"])
    }

    @Test func largeObjectsKeepOrderAndValues() throws {
        let keys = (0..<100).map { "key\(99 - $0)" }
        let text = "{" + keys.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ",") + "}"
        guard case .object(let object) = try JSONParser.parse(text) else {
            Issue.record("expected an object")
            return
        }
        #expect(object.keys == keys)
        #expect(object["key0"] == .number(99))
    }

    static let validDocuments: [(String, JSONValue)] = [
        ("null", .null),
        ("true", .bool(true)),
        (" \t\r\nfalse\n", .bool(false)),
        (#""""#, .string("")),
        ("[]", .array([])),
        ("{}", .object(JSONObject())),
        ("[ ]", .array([])),
        ("{\n}", .object(JSONObject())),
        (
            #"[1, "a", null, [true], {"k": {}}]"#,
            .array([
                .number(1), .string("a"), .null, .array([.bool(true)]),
                .object(JSONObject([JSONMember("k", .object(JSONObject()))])),
            ])
        ),
    ]

    @Test(arguments: Self.validDocuments)
    func validDocumentParses(_ text: String, _ expected: JSONValue) throws {
        #expect(try JSONParser.parse(text) == expected)
    }

    static let numberCases: [(String, Double)] = [
        ("0", 0.0),
        ("-1", -1),
        ("400", 400),
        ("1.5", 1.5),
        ("-0.25", -0.25),
        ("1e3", 1000),
        ("1E-3", 0.001),
        ("2.5e+2", 250),
        ("0.1", 0.1),
        ("0.30000000000000004", 0.30000000000000004),
        ("123456789012345678901234567890", 1.2345678901234568e29),
        ("9007199254740993", 9007199254740992),
        ("1.7976931348623157e308", 1.7976931348623157e308),
        ("2.2250738585072014e-308", 2.2250738585072014e-308),
        ("5e-324", .leastNonzeroMagnitude),
        ("1e-400", 0),
        ("0e999999999999", 0),
        ("0.000001", 0.000001),
        ("123.456e-5", 0.00123456),
        ("1e22", 1e22),
        ("1e23", 1e23),
        ("8.98846567431158e307", 8.98846567431158e307),
        ("0." + String(repeating: "0", count: 30) + "1", 1e-31),
    ]

    @Test(arguments: Self.numberCases)
    func numberParsesToTheCorrectlyRoundedDouble(_ text: String, _ expected: Double) throws {
        #expect(try JSONParser.parse(text) == .number(expected))
    }

    @Test func negativeZeroKeepsItsSign() throws {
        guard case .number(let x) = try JSONParser.parse("-0") else {
            Issue.record("expected a number")
            return
        }
        #expect(x == 0 && x.sign == .minus)
    }

    static let escapeCases: [(String, String)] = [
        (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{8}\u{C}\n\r\t"),
        (#""\u0041\u00e9\u00E9""#, "Aéé"),
        (#""\u0000""#, "\u{0}"),
        (#""\uD83D\uDE00""#, "😀"),
        (#""a\ud834\udd1eb""#, "a𝄞b"),
        (#""\uDBFF\uDFFF""#, "\u{10FFFF}"),
        (#""é😀 raw""#, "é😀 raw"),
        (#""\u2028\u2029""#, "\u{2028}\u{2029}"),
        (#""<\/script>""#, "</script>"),
    ]

    @Test(arguments: Self.escapeCases)
    func stringEscapesDecode(_ text: String, _ expected: String) throws {
        #expect(try JSONParser.parse(text) == .string(expected))
    }

    @Test func byteOrderMarkAtTheStartIsSkipped() throws {
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == .array([.number(1)]))
    }

    @Test func textAndBytesParseTheSame() throws {
        let text = #"{"name": "héllo", "sizes": [1, 2.5, -3e2]}"#
        #expect(try JSONParser.parse(text) == JSONParser.parse(Array(text.utf8)))
    }

    @Test func oneMegabyteArrayParses() throws {
        var text = "["
        var count = 0
        while text.utf8.count < 1_000_000 {
            if count > 0 { text += ",\n" }
            switch count % 4 {
            case 0: text += "\(count)"
            case 1: text += "\(Double(count) / 7)"
            case 2: text += "\"item \(count) é\""
            default: text += #"{"id": \#(count), "ok": true}"#
            }
            count += 1
        }
        text += "]"
        guard case .array(let elements) = try JSONParser.parse(text) else {
            Issue.record("expected an array")
            return
        }
        #expect(elements.count == count)
        #expect(elements[0] == .number(0))
        #expect(elements[2] == .string("item 2 é"))
        #expect(elements[count - 1] != .null)
    }
}
