import LayoutCore
import Testing

/// The `containerRelativeFrame` modifier of FORMATS.md §1: members, defaults, the JSON it
/// writes back, and bad members at their JSON paths.
@Suite struct ContainerRelativeFrameDecodingTests {
    func decode(_ modifier: String) throws(SpecError) -> ViewSpec {
        let text =
            #"{ "format": "layoutlab.view/1", "root": { "type": "Color", "modifiers": [ "# + modifier + #" ] } }"#
        guard case .view(let spec) = try SpecDocument(bytes: Array(text.utf8), file: "t.json") else {
            throw SpecError(.invalidSpec, at: .file, "not a view spec")
        }
        return spec
    }

    @Test func membersAndDefaults() throws {
        let spec = try decode(
            #"{ "containerRelativeFrame": { "axes": ["vertical"], "count": 3, "span": 2, "spacing": 10, "multiplier": 1.1, "constant": -20, "alignment": "top" } }"#
        )
        #expect(
            spec.root.modifiers[0].modifier
                == .containerRelativeFrame(
                    ContainerRelativeFrame(
                        horizontal: false, vertical: true, count: 3, span: 2, spacing: 10, multiplier: 1.1,
                        constant: -20, alignment: .top)))
        let plain = try decode(#"{ "containerRelativeFrame": { "axes": ["horizontal", "vertical"] } }"#)
        #expect(
            plain.root.modifiers[0].modifier
                == .containerRelativeFrame(ContainerRelativeFrame(horizontal: true, vertical: true)))
    }

    @Test func encodingReadsBackTheSameSpec() throws {
        let spec = try decode(
            #"{ "containerRelativeFrame": { "axes": ["horizontal"], "count": 4, "spacing": 8, "alignment": "leading" } }"#
        )
        let bytes = Array(JSONWriter.write(spec.json).utf8)
        guard case .view(let again) = try SpecDocument(bytes: bytes, file: "again.json") else {
            Issue.record("not a view spec")
            return
        }
        #expect(again.root == spec.root)
    }

    @Test(arguments: [
        (#"{ "containerRelativeFrame": { "count": 2 } }"#, "root.modifiers[0].containerRelativeFrame"),
        (#"{ "containerRelativeFrame": { "axes": [] } }"#, "root.modifiers[0].containerRelativeFrame.axes"),
        (#"{ "containerRelativeFrame": { "axes": ["depth"] } }"#, "root.modifiers[0].containerRelativeFrame.axes[0]"),
        (
            #"{ "containerRelativeFrame": { "axes": ["vertical"], "count": 0 } }"#,
            "root.modifiers[0].containerRelativeFrame.count"
        ),
        (
            #"{ "containerRelativeFrame": { "axes": ["vertical"], "span": 1.5 } }"#,
            "root.modifiers[0].containerRelativeFrame.span"
        ),
        (
            #"{ "containerRelativeFrame": { "axes": ["vertical"], "ratio": 2 } }"#,
            "root.modifiers[0].containerRelativeFrame.ratio"
        ),
    ])
    func badMembersAreErrorsAtTheirPaths(modifier: String, path: String) {
        do {
            _ = try decode(modifier)
            Issue.record("\(modifier) decoded")
        } catch {
            #expect(error.location.description == path, "\(error)")
        }
    }
}
