import InterfaceBuilder
import LayoutCore
import Testing

/// Bad documents: each error names the file, the element's line:column, its IB id and what
/// was expected; none crashes.
@Suite struct BadDocumentTests {
    static func error(_ text: String, root: String? = nil) -> SpecError? {
        do {
            _ = try IB.document(text).importRoot(root)
            return nil
        } catch let error as SpecError {
            return error
        } catch {
            return nil
        }
    }

    @Test func malformedXMLIsLocated() throws {
        let error = try #require(Self.error("<document>\n<objects>\n<view id=\"a\">\n"))
        #expect(error.file == "test.xib")
        guard case .lineColumn(let line, _) = error.location else {
            Issue.record("no line:column in \(error)")
            return
        }
        #expect(line >= 3)
        #expect(error.description.contains("not a well-formed XML document"))
    }

    /// Bytes that are not UTF-8 (here in an attribute name, where FoundationXML's parser traps
    /// instead of reporting them: the FuzzIBReader regression) are refused before parsing, at
    /// their line and column: line 2, the 0xFF after `<rect ke` 3 bytes into the line's `<r…`.
    @Test func invalidUTF8IsRefusedAtItsPlace() throws {
        let bytes = Array("<document>\n<rect ke".utf8) + [0xFF, 0xFF] + Array("y=\"frame\"/></document>".utf8)
        do {
            _ = try IBDocument(bytes: bytes, file: "bad.xib")
            Issue.record("accepted")
        } catch {
            #expect(error.location == .lineColumn(line: 2, column: 9))
            #expect(error.description.hasPrefix("bad.xib:2:9: not UTF-8"))
        }
    }

    @Test func notAnInterfaceBuilderDocument() throws {
        let error = try #require(Self.error("<plist version=\"1.0\"><dict/></plist>"))
        #expect(error.description.contains("test.xib:1:"))
        #expect(error.description.contains("expected the <document> element"))
    }

    @Test(arguments: [
        (
            "<view id=\"v1\"><rect key=\"frame\" x=\"a\" y=\"0\" width=\"1\" height=\"1\"/></view>",
            "<view> \"v1\": <rect>: attribute x=\"a\" is not a number"
        ),
        (
            "<view id=\"v1\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/><subviews><view id=\"v2\"/></subviews></view>",
            "<view> \"v2\": missing <rect key=\"frame\">"
        ),
        (
            "<view id=\"v1\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/><constraints><constraint firstAttribute=\"width\" multiplier=\"1:0\" secondItem=\"v1\" secondAttribute=\"height\" id=\"k1\"/></constraints></view>",
            "<constraint> \"k1\": multiplier=\"1:0\""
        ),
        (
            "<view id=\"v1\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/><constraints><constraint firstAttribute=\"width\" relation=\"about\" constant=\"3\" id=\"k1\"/></constraints></view>",
            "<constraint> \"k1\": relation=\"about\""
        ),
        (
            "<view id=\"v1\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/><constraints><constraint firstAttribute=\"middle\" constant=\"3\" id=\"k1\"/></constraints></view>",
            "<constraint> \"k1\": firstAttribute=\"middle\" is not a layout attribute"
        ),
        (
            "<view id=\"v1\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/><constraints><constraint firstItem=\"zz\" firstAttribute=\"width\" constant=\"3\" id=\"k1\"/></constraints></view>",
            "<constraint> \"k1\": item \"zz\" is not a view or layout guide"
        ),
    ])
    func badElementsNameTheirIdAndWhatWasExpected(objects: String, message: String) throws {
        let error = try #require(Self.error(IB.xib(objects)))
        #expect(error.description.contains(message), "\(error)")
        guard case .lineColumn = error.location else {
            Issue.record("no line:column in \(error)")
            return
        }
    }

    @Test func idsThatClashOnceMappedAreRefused() throws {
        // "9ab" maps to "ib-9ab", which another view already uses.
        let text = IB.xib(
            """
            <view id="r"><rect key="frame" x="0" y="0" width="1" height="1"/><subviews>
            <view id="ib-9ab"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
            <view id="9ab"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
            </subviews></view>
            """)
        let error = try #require(Self.error(text))
        #expect(error.description.contains("<view> \"9ab\": view id \"9ab\" clashes"), "\(error)")
    }

    @Test func unknownRootListsTheRoots() throws {
        let text = IB.xib("<view id=\"v1\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/></view>")
        let error = try #require(Self.error(text, root: "nope"))
        #expect(error.description.contains("no root view with id \"nope\"; roots: v1"))
    }
}
