import LayoutCore
import Testing

/// The view spec's `environment.safeAreaInsets` and the `ignoresSafeArea` modifier
/// (docs/FORMATS.md, "Safe area"): decoding, writing back, and errors at their JSON paths.
@Suite struct SafeAreaDecodingTests {
    func decode(_ text: String) throws(SpecError) -> ViewSpec {
        guard case .view(let spec) = try SpecDocument(bytes: Array(text.utf8), file: "t.json") else {
            throw SpecError(.invalidSpec, at: .file, "not a view spec")
        }
        return spec
    }

    func document(environment: String = "{}", root: String = #"{ "type": "Color" }"#) -> String {
        #"{ "format": "layoutlab.view/1", "environment": "# + environment + #", "root": "# + root + " }"
    }

    /// The spec decoded, written and decoded again.
    func roundTripped(_ spec: ViewSpec) throws(SpecError) -> ViewSpec {
        try decode(JSONWriter.write(spec.json, pretty: false))
    }

    @Test func insetsDefaultToZeroAndAreNotWritten() throws {
        let spec = try decode(document())
        #expect(spec.environment.safeAreaInsets == EdgeInsets())
        #expect(!JSONWriter.write(spec.json, pretty: false).contains("safeAreaInsets"))
    }

    @Test func insetsAreReadAndRoundTrip() throws {
        let spec = try decode(document(environment: #"{ "safeAreaInsets": { "top": 47, "bottom": 34 } }"#))
        #expect(spec.environment.safeAreaInsets == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(try roundTripped(spec) == spec)
    }

    @Test(arguments: [
        (
            #"{ "type": "Color", "modifiers": [ { "ignoresSafeArea": true } ] }"#,
            Modifier.ignoresSafeArea(.all, edges: .all)
        ),
        (
            #"{ "type": "Color", "modifiers": [ { "ignoresSafeArea": { "regions": "container", "edges": ["top", "horizontal"] } } ] }"#,
            Modifier.ignoresSafeArea(.container, edges: [.top, .leading, .trailing])
        ),
        (
            #"{ "type": "Color", "modifiers": [ { "ignoresSafeArea": { "regions": "keyboard" } } ] }"#,
            Modifier.ignoresSafeArea(.keyboard, edges: .all)
        ),
        (
            #"{ "type": "Color", "modifiers": [ { "ignoresSafeArea": { "edges": ["vertical"] } } ] }"#,
            Modifier.ignoresSafeArea(.all, edges: .vertical)
        ),
    ])
    func ignoresSafeAreaIsReadAndRoundTrips(root: String, expected: Modifier) throws {
        let spec = try decode(document(root: root))
        #expect(spec.root.modifiers.map(\.modifier) == [expected])
        #expect(try roundTripped(spec) == spec)
    }

    @Test func edgeSetsAreWrittenWithTheFewestNames() {
        // top + bottom = vertical; top + leading + trailing = horizontal and top.
        #expect(EdgeSet.vertical.jsonNames == ["vertical"])
        #expect(EdgeSet([.top, .leading, .trailing]).jsonNames == ["horizontal", "top"])
        #expect(EdgeSet.all.jsonNames == ["all"])
    }

    @Test(arguments: [
        (
            #"{ "safeAreaInsets": { "top": -1 } }"#, "environment.safeAreaInsets.top",
            ExpectedProblem.mismatch(expected: "a length ≥ 0")
        ),
        (
            #"{ "safeAreaInsets": { "left": 10 } }"#, "environment.safeAreaInsets.left",
            ExpectedProblem.unknownKey("left")
        ),
        (
            #"{ "safeAreaInsets": 20 }"#, "environment.safeAreaInsets",
            ExpectedProblem.mismatch(expected: "{top, leading, bottom, trailing}")
        ),
    ])
    func badInsetsAreLocated(environment: String, path: String, expected: ExpectedProblem) {
        expectFailure(document(environment: environment), path: path, expected)
    }

    @Test(arguments: [
        (
            #"{ "type": "Color", "modifiers": [ { "ignoresSafeArea": false } ] }"#, "root.modifiers[0].ignoresSafeArea",
            ExpectedProblem.mismatch(expected: "true or {regions, edges}")
        ),
        (
            #"{ "type": "Color", "modifiers": [ { "ignoresSafeArea": { "edges": ["middle"] } } ] }"#,
            "root.modifiers[0].ignoresSafeArea.edges[0]", ExpectedProblem.unknownName("middle", kind: "edge set")
        ),
        (
            #"{ "type": "Color", "modifiers": [ { "ignoresSafeArea": { "regions": "window" } } ] }"#,
            "root.modifiers[0].ignoresSafeArea.regions",
            ExpectedProblem.unknownName("window", kind: "safe-area regions")
        ),
        (
            #"{ "type": "Color", "modifiers": [ { "ignoresSafeArea": { "edge": "top" } } ] }"#,
            "root.modifiers[0].ignoresSafeArea.edge", ExpectedProblem.unknownKey("edge")
        ),
    ])
    func badModifiersAreLocated(root: String, path: String, expected: ExpectedProblem) {
        expectFailure(document(root: root), path: path, expected)
    }

    func expectFailure(
        _ text: String, path: String, _ expected: ExpectedProblem, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            _ = try decode(text)
            Issue.record("decoded", sourceLocation: sourceLocation)
        } catch {
            #expect(error.location.description == path, sourceLocation: sourceLocation)
            #expect(expected.matches(error.problem), "\(error.problem)", sourceLocation: sourceLocation)
        }
    }
}
