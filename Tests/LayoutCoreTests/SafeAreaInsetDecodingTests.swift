import LayoutCore
import Testing

/// The `safeAreaInset` and `safeAreaPadding` modifiers (docs/FORMATS.md, "Safe-area insets and
/// padding"): decoding, writing back, and errors at their JSON paths.
@Suite struct SafeAreaInsetDecodingTests {
    let decoding = SafeAreaDecodingTests()

    func root(_ modifier: String) -> String {
        #"{ "type": "Color", "modifiers": [ "# + modifier + " ] }"
    }

    func decodedModifier(_ modifier: String) throws -> Modifier? {
        let spec = try decoding.decode(decoding.document(root: root(modifier)))
        #expect(try decoding.roundTripped(spec) == spec)
        return spec.root.modifiers.first?.modifier
    }

    @Test func anInsetIsReadWithItsDefaultsAndRoundTrips() throws {
        let bar = ViewNode(.shape(.color), id: "bar")
        #expect(
            try decodedModifier(
                #"{ "safeAreaInset": { "edge": "bottom", "content": { "type": "Color", "id": "bar" } } }"#)
                == .safeAreaInset(SafeAreaInset(edge: .bottom, alignment: .center, spacing: nil, view: bar)))
        // A horizontal edge takes a vertical alignment; the spacing may be 0.
        #expect(
            try decodedModifier(
                #"{ "safeAreaInset": { "edge": "leading", "alignment": "firstTextBaseline", "spacing": 0, "content": { "type": "Color", "id": "bar" } } }"#
            )
                == .safeAreaInset(
                    SafeAreaInset(
                        edge: .leading, alignment: Alignment(horizontal: .center, vertical: .firstTextBaseline),
                        spacing: 0, view: bar)))
    }

    @Test func anInsetIsWrittenWithOnlyTheMembersThatDiffer() throws {
        let inset = Modifier.safeAreaInset(
            SafeAreaInset(edge: .top, alignment: .trailing, spacing: 4, view: ViewNode(.shape(.color))))
        let spec = ViewSpec(name: "t", root: ViewNode(.shape(.color), modifiers: [ModifierNode(inset)]))
        let text = JSONWriter.write(spec.json, pretty: false)
        #expect(text.contains(#""safeAreaInset":{"edge":"top","alignment":"trailing","spacing":4,"content":{"#))
        let plain = Modifier.safeAreaInset(SafeAreaInset(edge: .top, view: ViewNode(.shape(.color))))
        let plainSpec = ViewSpec(name: "t", root: ViewNode(.shape(.color), modifiers: [ModifierNode(plain)]))
        #expect(JSONWriter.write(plainSpec.json, pretty: false).contains(#""safeAreaInset":{"edge":"top","content":{"#))
    }

    @Test(arguments: [
        (#"{ "safeAreaPadding": 20 }"#, EdgeInsets(all: 20)),
        (#"{ "safeAreaPadding": "default" }"#, EdgeInsets(all: 16)),
        (#"{ "safeAreaPadding": { "edges": ["horizontal"], "length": 12 } }"#, EdgeInsets(leading: 12, trailing: 12)),
        (#"{ "safeAreaPadding": { "edges": ["bottom"] } }"#, EdgeInsets(bottom: 16)),
        (
            #"{ "safeAreaPadding": { "top": 1, "leading": 2, "bottom": 3, "trailing": 4 } }"#,
            EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        ),
    ])
    func paddingIsReadAsPaddingIsAndRoundTrips(modifier: String, insets: EdgeInsets) throws {
        #expect(try decodedModifier(modifier) == .safeAreaPadding(insets))
    }

    @Test(arguments: [
        (
            #"{ "safeAreaInset": { "content": { "type": "Color" } } }"#, "root.modifiers[0].safeAreaInset",
            ExpectedProblem.missingKey("edge")
        ),
        (
            #"{ "safeAreaInset": { "edge": "bottom" } }"#, "root.modifiers[0].safeAreaInset",
            ExpectedProblem.missingKey("content")
        ),
        (
            #"{ "safeAreaInset": { "edge": "middle", "content": { "type": "Color" } } }"#,
            "root.modifiers[0].safeAreaInset.edge", ExpectedProblem.unknownName("middle", kind: "safe-area inset edge")
        ),
        // A bottom edge aligns its content horizontally: "top" is no horizontal alignment.
        (
            #"{ "safeAreaInset": { "edge": "bottom", "alignment": "top", "content": { "type": "Color" } } }"#,
            "root.modifiers[0].safeAreaInset.alignment",
            ExpectedProblem.unknownName("top", kind: "horizontal alignment")
        ),
        (
            #"{ "safeAreaInset": { "edge": "leading", "alignment": "trailing", "content": { "type": "Color" } } }"#,
            "root.modifiers[0].safeAreaInset.alignment",
            ExpectedProblem.unknownName("trailing", kind: "vertical alignment")
        ),
        (
            #"{ "safeAreaInset": { "edge": "top", "spacing": "8", "content": { "type": "Color" } } }"#,
            "root.modifiers[0].safeAreaInset.spacing", ExpectedProblem.mismatchStarting("a finite number")
        ),
        (
            #"{ "safeAreaInset": { "edge": "top", "content": { "type": "Colour" } } }"#,
            "root.modifiers[0].safeAreaInset.content.type", ExpectedProblem.unknownName("Colour", kind: "view type")
        ),
        (
            #"{ "safeAreaInset": { "edge": "top", "view": { "type": "Color" } } }"#,
            "root.modifiers[0].safeAreaInset.view", ExpectedProblem.unknownKey("view")
        ),
        (
            #"{ "safeAreaInset": "bottom" }"#, "root.modifiers[0].safeAreaInset",
            ExpectedProblem.mismatch(expected: "{edge, alignment, spacing, content}")
        ),
        (
            #"{ "safeAreaPadding": -4 }"#, "root.modifiers[0].safeAreaPadding",
            ExpectedProblem.mismatch(expected: "a length ≥ 0")
        ),
        (
            #"{ "safeAreaPadding": { "top": 1, "bottom": -2 } }"#, "root.modifiers[0].safeAreaPadding.bottom",
            ExpectedProblem.mismatch(expected: "a length ≥ 0")
        ),
        (
            #"{ "safeAreaPadding": { "edges": ["top"], "length": -1 } }"#, "root.modifiers[0].safeAreaPadding.length",
            ExpectedProblem.mismatch(expected: "a length ≥ 0")
        ),
        (
            #"{ "safeAreaPadding": { "left": 3 } }"#, "root.modifiers[0].safeAreaPadding.left",
            ExpectedProblem.unknownKey("left")
        ),
        (
            #"{ "safeAreaPadding": true }"#, "root.modifiers[0].safeAreaPadding",
            ExpectedProblem.mismatchStarting("a number, \"default\"")
        ),
    ])
    func badModifiersAreLocated(modifier: String, path: String, expected: ExpectedProblem) {
        decoding.expectFailure(decoding.document(root: root(modifier)), path: path, expected)
    }
}
