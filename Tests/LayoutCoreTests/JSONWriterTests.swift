import Testing

@testable import LayoutCore

@Suite("JSONWriter")
struct JSONWriterTests {
    /// A number and how `JSONWriter.formatNumber` writes it.
    static let numberFormatCases: [(Double, String)] = [
        (400.0, "400"),
        (-3, "-3"),
        (0, "0"),
        (-0.0, "0"),
        (0.5, "0.5"),
        (-0.25, "-0.25"),
        (1.0 / 3, "0.333333"),
        (2.0 / 3, "0.666667"),
        (-2.0 / 3, "-0.666667"),
        (199.99999999997, "200"),
        (0.1 + 0.2, "0.3"),
        (123.456, "123.456"),
        (0.000001, "0.000001"),
        (0.0000015, "0.000002"),
        (-0.0000025, "-0.000003"),
        (1e-7, "0"),
        (-1e-7, "0"),
        (393.5, "393.5"),
        (852, "852"),
        (999_999_999.5, "999999999.5"),
        (1_234_567_890.25, "1234567890.25"),
        (1e14, "100000000000000"),
        (999_999_999_999_999, "999999999999999"),
        (-999_999_999_999_999, "-999999999999999"),
        (1e15, "1000000000000000"),
        (-4_503_599_627_370_496.0, "-4503599627370496"),
        (1e16, "1e+16"),
        (1e20, "1e+20"),
        (-1e20, "-1e+20"),
        (Double.infinity, "infinity"),
        (-Double.infinity, "-infinity"),
        (Double.nan, "nan"),
    ]

    @Test(arguments: Self.numberFormatCases)
    func numberFormat(_ x: Double, _ expected: String) {
        #expect(JSONWriter.formatNumber(x) == expected)
    }

    @Test(arguments: [1e20, -1e20, 1e15, 1.5e300, .leastNonzeroMagnitude, 1_234_567_890.25, 1e9, 12_345_678_901.000002])
    func largeOrTinyNumbersParseBackExactly(_ x: Double) throws {
        // 5e-324 rounds to 0 at 6 places; everything ≥ 1e9 round-trips exactly.
        let expected = x.magnitude < 1e-6 ? 0 : x
        #expect(try JSONParser.parse(JSONWriter.formatNumber(x)) == .number(expected))
    }

    @Test func nonFiniteNumbersAreWrittenAsValidJSON() throws {
        let value = JSONValue.array([.number(.infinity), .number(-.infinity), .number(.nan), .number(1)])
        let text = JSONWriter.write(value, pretty: false)
        #expect(text == #"["infinity","-infinity",null,1]"#)
        _ = try JSONParser.parse(text)
    }

    @Test func prettyOutputUsesTwoSpaceIndentAndStoredOrder() {
        let value = JSONValue.object(
            JSONObject([
                JSONMember("format", .string("layoutlab.solution/1")),
                JSONMember(
                    "size",
                    .object(
                        JSONObject([
                            JSONMember("width", .number(393)), JSONMember("height", .number(852)),
                        ]))),
                JSONMember("frames", .object(JSONObject())),
                JSONMember("diagnostics", .array([])),
                JSONMember("values", .array([.number(0.5), .null, .bool(true), .array([.bool(false)])])),
            ]))
        let expected = """
            {
              "format": "layoutlab.solution/1",
              "size": {
                "width": 393,
                "height": 852
              },
              "frames": {},
              "diagnostics": [],
              "values": [
                0.5,
                null,
                true,
                [
                  false
                ]
              ]
            }
            """
        #expect(JSONWriter.write(value) == expected)
        #expect(JSONWriter.write(value, pretty: true) == expected)
    }

    @Test func compactOutputHasNoWhitespace() {
        let value = JSONValue.object(
            JSONObject([
                JSONMember("b", .array([.number(1), .number(-2.5), .object(JSONObject())])),
                JSONMember("a", .string("x y")),
                JSONMember("c", .array([])),
            ]))
        #expect(JSONWriter.write(value, pretty: false) == #"{"b":[1,-2.5,{}],"a":"x y","c":[]}"#)
    }

    @Test(arguments: [
        ("plain", #""plain""#),
        ("quote \" backslash \\ slash /", #""quote \" backslash \\ slash /""#),
        ("\n\r\t\u{8}\u{C}", #""\n\r\t\b\f""#),
        ("\u{0}\u{1}\u{1F}\u{7F}", "\"\\u0000\\u0001\\u001F\u{7F}\""),
        ("é😀\u{2028}", "\"é😀\u{2028}\""),
    ])
    func stringsAreEscapedPerRFC8259(_ text: String, _ expected: String) {
        #expect(JSONWriter.write(.string(text)) == expected)
    }

    @Test func keysAreEscapedLikeStrings() {
        let value = JSONValue.object(JSONObject([JSONMember("a\"b\n", .null)]))
        #expect(JSONWriter.write(value, pretty: false) == #"{"a\"b\n":null}"#)
    }

    @Test(arguments: [
        "null",
        "[]",
        "{}",
        #"{"z": 1, "a": [true, false, null], "m": {"nested": {"deeper": [[], {}]}}}"#,
        #"["\u0000\u001f\"\\\/\b\f\n\r\t", "é😀\uD834\uDD1E", "\u2028"]"#,
        #"[0, -0, 1.5, -3, 400, 0.333333, 123456.789, 1e20, 1e-6, 12345678901.5]"#,
        #"{"format": "layoutlab.view/1", "root": {"type": "HStack", "spacing": 8, "children": [{"type": "Spacer"}]}}"#,
    ])
    func parseWriteParseRoundTrips(_ text: String) throws {
        let value = try JSONParser.parse(text)
        for pretty in [true, false] {
            let written = JSONWriter.write(value, pretty: pretty)
            #expect(try JSONParser.parse(written) == value, "\(written)")
            #expect(JSONWriter.write(try JSONParser.parse(written), pretty: pretty) == written)
        }
    }

    @Test func everyControlCharacterRoundTrips() throws {
        let text = String(String.UnicodeScalarView((0..<0x80).compactMap(Unicode.Scalar.init)))
        let written = JSONWriter.write(.string(text))
        #expect(written.utf8.allSatisfy { $0 >= 0x20 })
        #expect(try JSONParser.parse(written) == .string(text))
    }

    @Test func deepestParsableDocumentIsWritable() throws {
        let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        let value = try JSONParser.parse(text)
        #expect(JSONWriter.write(value, pretty: false) == text)
        #expect(try JSONParser.parse(JSONWriter.write(value)) == value)
    }
}
