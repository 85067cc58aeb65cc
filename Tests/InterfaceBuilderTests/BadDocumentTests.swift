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
        guard case .interfaceBuilder(.notWellFormed) = error.problem else {
            Issue.record("\(error)")
            return
        }
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
            #expect(error.problem == .interfaceBuilder(.notUTF8(offset: 19)))
            #expect(error.file == "bad.xib")
        }
    }

    @Test func notAnInterfaceBuilderDocument() throws {
        let error = try #require(Self.error("<plist version=\"1.0\"><dict/></plist>"))
        #expect(error.problem == .interfaceBuilder(.element("plist", id: nil, .notADocument)))
        #expect(error.file == "test.xib")
        guard case .lineColumn(line: 1, _) = error.location else {
            Issue.record("not at line 1: \(error)")
            return
        }
    }

    static let frame = "<rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/>"

    /// Each bad element's problem: the element, its IB id and the issue with what was found and expected.
    @Test(arguments: [
        (
            "<view id=\"v1\"><rect key=\"frame\" x=\"a\" y=\"0\" width=\"1\" height=\"1\"/></view>",
            InterfaceBuilderProblem.element("view", id: "v1", .notANumber(attribute: "x", value: "a", child: "rect"))
        ),
        (
            "<view id=\"v1\">\(frame)<subviews><view id=\"v2\"/></subviews></view>",
            .element("view", id: "v2", .missingFrame)
        ),
        (
            "<view id=\"v1\">\(frame)<constraints><constraint firstAttribute=\"width\" multiplier=\"1:0\" secondItem=\"v1\" secondAttribute=\"height\" id=\"k1\"/></constraints></view>",
            .element(
                "constraint", id: "k1",
                .invalidValue(
                    attribute: "multiplier", value: "1:0", expected: "a number (0.8), a ratio (1:1) or a fraction (2/3)"
                ))
        ),
        (
            "<view id=\"v1\">\(frame)<constraints><constraint firstAttribute=\"width\" relation=\"about\" constant=\"3\" id=\"k1\"/></constraints></view>",
            .element(
                "constraint", id: "k1",
                .invalidValue(attribute: "relation", value: "about", expected: "lessThanOrEqual or greaterThanOrEqual"))
        ),
        (
            "<view id=\"v1\">\(frame)<constraints><constraint firstAttribute=\"width\" constant=\"wide\" id=\"k1\"/></constraints></view>",
            .element("constraint", id: "k1", .notANumber(attribute: "constant", value: "wide", child: nil))
        ),
        (
            "<view id=\"v1\">\(frame)<constraints><constraint firstAttribute=\"width\" constant=\"3\" priority=\"0\" id=\"k1\"/></constraints></view>",
            .element(
                "constraint", id: "k1",
                .invalidValue(attribute: "priority", value: "0", expected: "a number from 1 to 1000"))
        ),
        (
            "<view id=\"v1\">\(frame)<constraints><constraint constant=\"3\" id=\"k1\"/></constraints></view>",
            .element("constraint", id: "k1", .missingAttribute("firstAttribute"))
        ),
        (
            "<view id=\"v1\">\(frame)<constraints><constraint firstAttribute=\"width\" secondAttribute=\"height\" id=\"k1\"/></constraints></view>",
            .element("constraint", id: "k1", .secondAttributeWithoutItem)
        ),
        (
            "<view id=\"v1\">\(frame)<constraints><constraint firstAttribute=\"width\" constant=\"3\"/></constraints></view>",
            .element("constraint", id: nil, .missingID(what: "constraint"))
        ),
        (
            "<view id=\"v1\">\(frame)<constraints><constraint firstItem=\"zz\" firstAttribute=\"width\" constant=\"3\" id=\"k1\"/></constraints></view>",
            .element("constraint", id: "k1", .unknownItem("zz", root: "v1"))
        ),
        (
            "<view id=\"v1\">\(frame)<subviews><view>\(frame)</view></subviews></view>",
            .element("view", id: nil, .missingID(what: "view"))
        ),
        (
            "<view id=\"v1\">\(frame)<subviews><view id=\"v1\">\(frame)</view></subviews></view>",
            .element("view", id: "v1", .duplicateID("v1"))
        ),
    ])
    func badElementsNameTheirIdAndWhatWasExpected(objects: String, problem: InterfaceBuilderProblem) throws {
        let error = try #require(Self.error(IB.xib(objects)))
        #expect(error.problem == .interfaceBuilder(problem), "\(error)")
        #expect(error.kind == .invalidSpec)
        #expect(error.file == "test.xib")
        guard case .lineColumn = error.location else {
            Issue.record("no line:column in \(error)")
            return
        }
    }

    @Test func aBadLayoutAttributeListsTheAttributes() throws {
        let text = IB.xib(
            "<view id=\"v1\">\(Self.frame)<constraints><constraint firstAttribute=\"middle\" constant=\"3\" id=\"k1\"/></constraints></view>"
        )
        let error = try #require(Self.error(text))
        guard
            case .interfaceBuilder(
                .element("constraint", "k1", .invalidValue("firstAttribute", "middle", let expected))) =
                error.problem
        else {
            Issue.record("\(error)")
            return
        }
        #expect(expected.hasPrefix("a layout attribute: one of baseline, bottom"))
        // The message is derived from the case: the element, its IB id, what was found and
        // what was expected (this family's one check of the sentence).
        #expect(error.message.hasPrefix("<constraint> \"k1\": firstAttribute=\"middle\"; expected a layout attribute"))
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
        #expect(
            error.problem
                == .interfaceBuilder(.element("view", id: "9ab", .idClash("9ab", kind: "view", mappedTo: "ib-9ab"))))
    }

    @Test func unknownRootListsTheRoots() throws {
        let text = IB.xib("<view id=\"v1\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/></view>")
        let error = try #require(Self.error(text, root: "nope"))
        #expect(error.problem == .interfaceBuilder(.noSuchRoot("nope", roots: ["v1"])))
        #expect(error.file == "test.xib")
    }
}
