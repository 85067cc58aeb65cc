import InterfaceBuilder
import Testing

/// The flat element store behind `IBElement`: document order, children stepping over
/// subtrees, descendants, parents, attribute lookup, `<string>` text, positions, and elements
/// built by hand. Expected values are read off the small document below.
@Suite struct ElementStoreTests {
    /// Line 1: `<document>`; line 2: `<objects>` with two views, the first holding a rect and a
    /// subviews list with one label; line 5: the label's `<string>`; line 8: a second view.
    static let text = """
        <document toolsVersion="22505">
        <objects>
        <view id="v1" key="view"><rect key="frame" x="0" y="0" width="10" height="20"/>
        <subviews><label id="l1" text="Hi">
        <string key="text">two
        lines</string></label></subviews>
        </view>
        <view id="v2" hidden="YES"/>
        </objects>
        </document>
        """

    static func root() throws -> IBElement {
        try IBXMLReader.parse(Array(text.utf8), file: "store.xib")
    }

    @Test func childrenStepOverSubtreesInDocumentOrder() throws {
        let root = try Self.root()
        #expect(root.name == "document")
        #expect(root.children.map(\.name) == ["objects"])
        let objects = try #require(root.child("objects"))
        // v1's rect, subviews, label and string lie between v1 and v2 in the store.
        #expect(objects.children.map(\.id) == ["v1", "v2"])
        #expect(objects.children.count == 2)
        let v1 = try #require(objects.children.first)
        #expect(v1.children.map(\.name) == ["rect", "subviews"])
        #expect(v1.descendants.map(\.name) == ["rect", "subviews", "label", "string"])
        #expect(objects.children("view").count == 2)
        #expect(objects.child("view", key: "view")?.id == "v1")
        #expect(objects.child("view", key: "other") == nil)
        #expect(v1.child("rect", key: "frame")?["height"] == "20")
    }

    @Test func parentsAttributesTextAndPositions() throws {
        let root = try Self.root()
        let label = try #require(root.descendants.first { $0.name == "label" })
        #expect(label.parent?.name == "subviews")
        #expect(label.parent?.parent?.id == "v1")
        #expect(root.parent == nil)
        #expect(label["text"] == "Hi")
        #expect(label["missing"] == nil)
        // Attributes come sorted by name whatever order the parser reports them in.
        #expect(label.attributes.map(\.name) == ["id", "text"])
        #expect(label.child("string")?.text == "two\nlines")
        #expect(label.text == "")
        // libxml2 reports the position just after the start tag: `<label …>` ends on line 4.
        #expect(label.line == 4)
        let v2 = try #require(root.descendants.first { $0.id == "v2" })
        #expect(v2.flag("hidden"))
        #expect(v2.children.isEmpty)
        #expect(v2.line == 8)
        #expect(v2.located == "<view> \"v2\" at \(v2.line):\(v2.column)")
        // The same element reached twice is equal; another element is not.
        #expect(root.child("objects")?.children.first == label.parent?.parent)
        #expect(v2 != label)
    }

    @Test func handBuiltElementsCopyTheirChildren() throws {
        let text = try #require(try Self.root().descendants.first { $0.name == "string" })
        let leaf = IBElement(name: "rect", attributes: [("key", "frame"), ("width", "5")])
        let view = IBElement(name: "view", attributes: [("id", "h1")], children: [leaf, text], line: 3, column: 7)
        #expect(view.children.map(\.name) == ["rect", "string"])
        #expect(view.child("rect", key: "frame")?["width"] == "5")
        #expect(view.child("string")?.text == "two\nlines")
        #expect(view.child("string")?.parent?.id == "h1")
        #expect(view.located == "<view> \"h1\" at 3:7")
    }
}
