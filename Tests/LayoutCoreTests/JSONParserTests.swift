import Testing

@testable import LayoutCore

/// One invalid document and the error it must give: the place and the typed problem.
struct JSONErrorCase: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var line: Int
    var column: Int
    var problem: SpecProblem

    init(_ name: String, _ text: String, _ line: Int, _ column: Int, _ problem: SpecProblem) {
        self.init(name, bytes: Array(text.utf8), line, column, problem)
    }

    init(_ name: String, bytes: [UInt8], _ line: Int, _ column: Int, _ problem: SpecProblem) {
        self.name = name
        self.bytes = bytes
        self.line = line
        self.column = column
        self.problem = problem
    }

    var testDescription: String { name }
}

/// `SpecProblem.unexpectedCharacter`: `found` is the character as the parser shows it
/// (`'x'`, or the code point for an invisible one); nil at the end of the input.
private func unexpected(_ expected: String, _ found: String?) -> SpecProblem {
    .unexpectedCharacter(expected: expected, found: found)
}

@Suite("JSONParser")
struct JSONParserTests {
    static let manyKeys = (0..<12).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
    static let afterElement = "',' or ']' after an array element"
    static let afterMember = "',' or '}' after an object member"

    static let errorCases: [JSONErrorCase] = [
        // Structure.
        .init(
            "duplicate key on a later line", "{\n  \"a\": 1,\n  \"a\": 2\n}", 3, 3,
            .duplicateKey("a", first: .lineColumn(line: 2, column: 3))),
        .init(
            "duplicate key on one line", #"{"x":1,"y":2,"x":3}"#, 1, 14,
            .duplicateKey("x", first: .lineColumn(line: 1, column: 2))),
        // `{` + 3 members `"kN": N, ` of 9 characters: "k3" starts at column 2 + 27 = 29.
        .init(
            "duplicate key in a large object", "{\(Self.manyKeys), \"k3\": 0}", 1, 114,
            .duplicateKey("k3", first: .lineColumn(line: 1, column: 29))),
        .init(
            "duplicate key in a nested object", #"[{"a":1},{"a":1,"a":2}]"#, 1, 17,
            .duplicateKey("a", first: .lineColumn(line: 1, column: 11))),
        .init("missing comma between members", #"{"a": 1 "b": 2}"#, 1, 9, unexpected(Self.afterMember, "'\"'")),
        .init("missing comma between elements", "[1 2]", 1, 4, unexpected(Self.afterElement, "'2'")),
        .init("wrong closing bracket", #"{"a": [1}"#, 1, 9, unexpected(Self.afterElement, "'}'")),
        .init("missing colon", #"{"a" 1}"#, 1, 6, unexpected("':' after an object key", "'1'")),
        .init("non-string key", "{1: 2}", 1, 2, unexpected("a string key or '}'", "'1'")),
        .init("trailing comma in an object", #"{"a":1,}"#, 1, 8, unexpected("a string key after ','", "'}'")),
        .init("trailing comma in an array", "[1,]", 1, 4, unexpected("a value", "']'")),
        .init("empty input", "", 1, 1, unexpected("a value", nil)),
        .init("only whitespace", " \n\t ", 2, 3, unexpected("a value", nil)),
        .init("end inside an object", "{\"a\": ", 1, 7, unexpected("a value", nil)),
        .init("end after a member", "{\"a\": 1", 1, 8, unexpected(Self.afterMember, nil)),
        .init("end after an element", "[1,\n 2", 2, 3, unexpected(Self.afterElement, nil)),
        .init("trailing characters", "[1, 2] x", 1, 8, .malformedJSON(.trailingCharacters)),
        .init("two documents", "{}\n{}", 2, 1, .malformedJSON(.trailingCharacters)),
        .init("single quotes", "['a']", 1, 2, unexpected("a value", "'''")),
        .init("bare word", "[abc]", 1, 2, .malformedJSON(.bareWord("abc"))),
        .init("capitalised literal", "True", 1, 1, .malformedJSON(.bareWord("True"))),
        .init("truncated literal", "[nul]", 1, 2, .malformedJSON(.bareWord("nul"))),
        .init("NaN", #"{"w": NaN}"#, 1, 7, .malformedJSON(.bareWord("NaN"))),
        .init("Infinity", "[1, Infinity]", 1, 5, .malformedJSON(.bareWord("Infinity"))),
        .init("form feed is not whitespace", "\u{0C}1", 1, 1, unexpected("a value", "U+000C")),
        .init("no-break space is not whitespace", "[\u{A0}1]", 1, 2, unexpected("a value", "'\u{A0}' (U+00A0)")),
        // Strings.
        .init("unterminated string", #"["abc"#, 1, 2, .malformedJSON(.unterminatedString)),
        .init("unterminated string after an escape", #""ab\"#, 1, 1, .malformedJSON(.unterminatedString)),
        .init("invalid escape", #"["a\x"]"#, 1, 4, .malformedJSON(.invalidEscape(#"\x"#))),
        .init("escaped apostrophe", #""it\'s""#, 1, 4, .malformedJSON(.invalidEscape(#"\'"#))),
        .init(
            "newline in a string", "{\"a\": \"x\ny\"}", 1, 9,
            .malformedJSON(.controlCharacter("U+000A", escape: #"\n"#))),
        .init("tab in a string", "\"a\tb\"", 1, 3, .malformedJSON(.controlCharacter("U+0009", escape: #"\t"#))),
        .init("short \\u escape", #""\u12""#, 1, 2, .malformedJSON(.shortUnicodeEscape)),
        .init("non-hex \\u escape", #""\u12G4""#, 1, 2, .malformedJSON(.shortUnicodeEscape)),
        .init("lone high surrogate", #""\uD800""#, 1, 2, .malformedJSON(.loneSurrogate(0xD800))),
        .init("high surrogate then a non-surrogate", #""x\uD83D\u0041""#, 1, 3, .malformedJSON(.loneSurrogate(0xD83D))),
        .init("lone low surrogate", #""\uDE00""#, 1, 2, .malformedJSON(.loneSurrogate(0xDE00))),
        .init("invalid UTF-8 byte", bytes: [0x22, 0x61, 0xFF, 0x22], 1, 3, .invalidUTF8(byte: 0xFF)),
        .init("overlong UTF-8", bytes: [0x22, 0xC0, 0xAF, 0x22], 1, 2, .invalidUTF8(byte: 0xC0)),
        .init("UTF-8 encoded surrogate", bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], 1, 2, .invalidUTF8(byte: 0xED)),
        .init("truncated UTF-8", bytes: [0x22, 0xE2, 0x82], 1, 2, .invalidUTF8(byte: 0xE2)),
        .init("invalid UTF-8 outside a string", bytes: [0x5B, 0x0A, 0x80, 0x5D], 2, 1, .invalidUTF8(byte: 0x80)),
        // Numbers.
        .init("lone minus", "-", 1, 2, .malformedJSON(.number(.digitAfterMinus, found: nil))),
        .init("minus then a letter", "[-a]", 1, 3, .malformedJSON(.number(.digitAfterMinus, found: "'a'"))),
        .init("leading zero", "01", 1, 2, .malformedJSON(.number(.leadingZero, found: "'1'"))),
        .init("negative leading zero", "[-007]", 1, 4, .malformedJSON(.number(.leadingZero, found: "'0'"))),
        .init("no fraction digits", "1.", 1, 3, .malformedJSON(.number(.digitAfterPoint, found: nil))),
        .init("no integer digits", "[.5]", 1, 2, unexpected("a value", "'.'")),
        .init("plus sign", "[+1]", 1, 2, unexpected("a value", "'+'")),
        .init("no exponent digits", "1e+", 1, 4, .malformedJSON(.number(.exponentDigit, found: nil))),
        .init("hex number", "[0x10]", 1, 3, unexpected(Self.afterElement, "'x'")),
        .init("overflow", "[\n  1e400\n]", 2, 3, .malformedJSON(.numberOutOfRange("1e400"))),
        .init("negative overflow", "-1.8e308", 1, 1, .malformedJSON(.numberOutOfRange("-1.8e308"))),
        // The number's text is shown abbreviated to its first 40 characters and "…".
        .init(
            "long overflowing integer", "1" + String(repeating: "0", count: 400), 1, 1,
            .malformedJSON(.numberOutOfRange("1" + String(repeating: "0", count: 39) + "…"))),
        // Positions.
        .init("columns count Unicode scalars", #"["é😀", x]"#, 1, 8, .malformedJSON(.bareWord("x"))),
        .init("CR LF ends a line once", "[1,\r\n2,\r\n]", 3, 1, unexpected("a value", "']'")),
        .init("lone CR ends a line", "[1,\r2,\r]", 3, 1, unexpected("a value", "']'")),
        .init(
            "byte order mark takes no column", bytes: [0xEF, 0xBB, 0xBF] + Array("[1 2]".utf8), 1, 4,
            unexpected(Self.afterElement, "'2'")),
        .init(
            "byte order mark only at the start", bytes: Array(" ".utf8) + [0xEF, 0xBB, 0xBF], 1, 2,
            unexpected("a value", "'\u{FEFF}' (U+FEFF)")),
    ]

    @Test(arguments: Self.errorCases)
    func invalidDocumentIsReportedAtTheOffendingCharacter(_ example: JSONErrorCase) {
        let error = #expect(throws: SpecError.self) {
            try JSONParser.parse(example.bytes, file: "spec.json")
        }
        guard let error else { return }
        #expect(error.kind == .invalidJSON)
        #expect(error.file == "spec.json")
        #expect(error.location == .lineColumn(line: example.line, column: example.column), "\(error)")
        #expect(error.problem == example.problem, "\(error)")
    }

    /// The sentences of the JSON syntax problems (the one place this suite reads prose): each
    /// shape, with the hint a bare word gets for its likely intent.
    @Test(arguments: [
        (SpecProblem.duplicateKey("a", first: .lineColumn(line: 2, column: 3)), #"duplicate key "a" (first at 2:3)"#),
        (unexpected("a value", nil), "unexpected end of input; expected a value"),
        (.invalidUTF8(byte: 0xC0), "invalid UTF-8 (byte 0xC0)"),
        (
            .malformedJSON(.bareWord("abc")),
            #"expected a value, found the word "abc" (strings must be in double quotes)"#
        ),
        (.malformedJSON(.bareWord("True")), #"expected a value, found the word "True" (JSON literals are lower-case)"#),
        (.malformedJSON(.bareWord("NaN")), #"expected a value, found the word "NaN" (JSON has no NaN or infinity)"#),
        (
            .malformedJSON(.controlCharacter("U+000A", escape: #"\n"#)),
            #"control character in string: U+000A must be written as an escape (\n)"#
        ),
        (.malformedJSON(.loneSurrogate(0xD800)), #"lone surrogate \uD800 in a string; a high surrogate must be"#),
        (.malformedJSON(.loneSurrogate(0xDE00)), #"lone surrogate \uDE00 in a string; a low surrogate must"#),
        (
            .malformedJSON(.number(.leadingZero, found: "'1'")),
            "invalid number: leading zeros are not allowed, found '1'"
        ),
        (
            .malformedJSON(.number(.digitAfterMinus, found: nil)),
            "invalid number: expected a digit after '-' (unexpected end of input)"
        ),
        (.malformedJSON(.numberOutOfRange("1e400")), "number out of range: 1e400 does not fit in a 64-bit float"),
    ])
    func syntaxProblemSentences(_ problem: SpecProblem, _ sentence: String) {
        #expect(problem.message.hasPrefix(sentence), "\(problem.message)")
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
