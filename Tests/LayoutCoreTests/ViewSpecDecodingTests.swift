import LayoutCore
import Testing

@Suite struct ViewSpecDecodingTests {
    func decode(_ text: String) throws(SpecError) -> ViewSpec {
        guard case .view(let spec) = try SpecDocument(bytes: Array(text.utf8), file: "t.json") else {
            throw SpecError(.invalidSpec, at: .file, "not a view spec")
        }
        return spec
    }

    func wrap(_ root: String) -> String { #"{ "format": "layoutlab.view/1", "root": "# + root + " }" }

    @Test func theFormatsExampleDecodes() throws {
        let spec = try decode(
            #"""
            { "format": "layoutlab.view/1", "name": "adaptive-split",
              "environment": { "defaultSpacing": 8, "defaultPadding": 16, "text": { "advance": 8.5, "lineHeight": 20.5, "ascent": 16 } },
              "root": { "type": "VStack", "spacing": 0, "children": [
                { "type": "VStack", "children": [
                    { "type": "Color", "id": "t1", "modifiers": [ { "frame": { "height": 50 } } ] },
                    { "type": "Spacer", "minLength": 20 } ],
                  "modifiers": [ { "frame": { "minHeight": 200, "maxHeight": "infinity" }, "id": "top" } ] },
                { "type": "Color", "id": "bottom" } ] } }
            """#)
        #expect(spec.name == "adaptive-split")
        #expect(spec.ids == ["t1", "top", "bottom"])
        #expect(spec.root.kind == .vStack(alignment: .center, spacing: 0))
        let top = spec.root.children[0]
        #expect(
            top.modifiers == [
                ModifierNode(
                    .flexibleFrame(FlexibleFrame(vertical: FrameLimits(min: 200, max: .infinity))), id: "top")
            ])
        #expect(top.children[1].kind == .spacer(minLength: 20))
    }

    @Test func paddingForms() throws {
        let spec = try decode(
            wrap(
                #"""
                { "type": "Color", "modifiers": [ { "padding": 12 }, { "padding": "default" },
                  { "padding": { "top": 1, "leading": 2 } }, { "padding": { "edges": ["horizontal"], "length": 10 } } ] }
                """#))
        #expect(
            spec.root.modifiers.map(\.modifier) == [
                .padding(EdgeInsets(all: 12)), .padding(EdgeInsets(all: 16)),
                .padding(EdgeInsets(top: 1, leading: 2)), .padding(EdgeInsets(leading: 10, trailing: 10)),
            ])
    }

    /// Each invalid spec fails at the JSON path named, with the expectation in the message.
    @Test(arguments: [
        (#"{ "type": "Colour" }"#, "root.type", ExpectedProblem.unknownName("Colour", kind: "view type")),
        (
            #"{ "type": "Color", "modifiers": [ { "frmae": {} } ] }"#, "root.modifiers[0].frmae",
            ExpectedProblem.unknownName("frmae", kind: "modifier")
        ),
        (
            #"{ "type": "Color", "modifiers": [ { "frame": { "width": 10, "maxWidth": 20 } } ] }"#,
            "root.modifiers[0].frame", ExpectedProblem.conflictingMembers(in: "a frame")
        ),
        (
            #"{ "type": "Color", "modifiers": [ { "frame": { "width": "infinity" } } ] }"#,
            "root.modifiers[0].frame.width", ExpectedProblem.mismatch(expected: "a finite number")
        ),
        (
            #"{ "type": "Color", "modifiers": [ { "frame": { "height": -1 } } ] }"#,
            "root.modifiers[0].frame.height", ExpectedProblem.mismatch(expected: "a length ≥ 0")
        ),
        (
            #"{ "type": "HStack", "children": [ { "type": "Color", "colour": "red" } ] }"#,
            "root.children[0].colour", ExpectedProblem.unknownKey("colour")
        ),
        (
            #"{ "type": "HStack", "alignment": "leading" }"#, "root.alignment",
            ExpectedProblem.unknownName("leading", kind: "HStack alignment")
        ),
        (
            #"{ "type": "Spacer", "minLength": "8" }"#, "root.minLength",
            ExpectedProblem.mismatch(expected: "a finite number")
        ),
        (#"{ "type": "Image", "width": 20 }"#, "root", ExpectedProblem.missingKey("height")),
        (
            #"{ "type": "Color", "modifiers": [ { "padding": 1, "layoutPriority": 1 } ] }"#, "root.modifiers[0]",
            .mismatchStarting("exactly one modifier key")
        ),
        (
            #"{ "type": "Color", "modifiers": [ { "fixedSize": 1 } ] }"#, "root.modifiers[0].fixedSize",
            ExpectedProblem.mismatch(expected: "true, false or {horizontal, vertical}")
        ),
        (
            #"{ "type": "VStack", "children": [ { "type": "Color", "id": "a" }, { "type": "Color", "id": "a" } ] }"#,
            "root", ExpectedProblem.duplicateID("a")
        ),
    ])
    func invalidSpecsNameThePath(root: String, path: String, problem: ExpectedProblem) {
        do {
            _ = try decode(wrap(root))
            Issue.record("decoded an invalid spec")
        } catch {
            #expect(error.kind == .invalidSpec)
            #expect(error.location == .jsonPath(path), "\(error)")
            #expect(problem.matches(error.problem), "\(error)")
            #expect(error.file == "t.json")
        }
    }

    @Test func depthLimitIsEnforcedAtTheLimitPlusOne() throws {
        var limits = SpecLimits()
        limits.maxDepth = 10
        func nested(_ depth: Int) -> String {
            var text = #"{ "type": "Color" }"#
            for _ in 1..<depth { text = #"{ "type": "VStack", "children": ["# + text + "] }" }
            return wrap(text)
        }
        // Depth 10 (ten nested views) is at the limit; 11 is one past it.
        #expect(throws: Never.self) { try SpecDocument(bytes: Array(nested(10).utf8), limits: limits) }
        let error = #expect(throws: SpecError.self) { try SpecDocument(bytes: Array(nested(11).utf8), limits: limits) }
        #expect(error?.kind == .limitExceeded)
    }

    @Test func unknownFormatIsRejected() {
        let error = #expect(throws: SpecError.self) {
            try SpecDocument(bytes: Array(#"{ "format": "layoutlab.view/2" }"#.utf8))
        }
        #expect(error?.location == .jsonPath("format"))
    }
}
