import LayoutCore
import Testing

/// A constraint spec's `safeAreaInsets` and the reserved id `safeArea` (docs/FORMATS.md §5,
/// "The safe-area guide"): decoding, writing back, errors at their JSON paths.
@Suite struct ConstraintSafeAreaDecodingTests {
    func decode(_ body: String) throws(SpecError) -> ConstraintSpec {
        let text = #"{ "format": "layoutlab.constraints/1", "name": "s""# + (body.isEmpty ? "" : ", " + body) + " }"
        guard case .constraints(let spec) = try SpecDocument(bytes: Array(text.utf8), file: "c.json") else {
            throw SpecError(.invalidSpec, at: .file, "not a constraint spec")
        }
        return spec
    }

    @Test func insetsDefaultToZeroAndAreNotWritten() throws {
        let spec = try decode("")
        #expect(spec.safeAreaInsets == EdgeInsets())
        #expect(!JSONWriter.write(spec.json, pretty: false).contains("safeAreaInsets"))
    }

    @Test func absentMembersAreZeroAndAllFourAreWritten() throws {
        let spec = try decode(#""safeAreaInsets": { "top": 59, "bottom": 34 }"#)
        #expect(spec.safeAreaInsets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        let written = JSONWriter.write(spec.json, pretty: false)
        #expect(written.contains(#""safeAreaInsets":{"top":59,"leading":0,"bottom":34,"trailing":0}"#), "\(written)")
        let again = try ConstraintSpec(json: spec.json)
        #expect(again == spec)
    }

    @Test(arguments: [
        (#""safeAreaInsets": { "top": -1 }"#, "safeAreaInsets.top", ExpectedProblem.mismatchStarting("a length")),
        (
            #""safeAreaInsets": { "top": "59" }"#, "safeAreaInsets.top",
            ExpectedProblem.mismatch(expected: "a finite number")
        ),
        (#""safeAreaInsets": { "left": 0 }"#, "safeAreaInsets.left", ExpectedProblem.unknownKey("left")),
        (
            #""safeAreaInsets": 20"#, "safeAreaInsets",
            ExpectedProblem.mismatch(expected: "{top, leading, bottom, trailing}")
        ),
        (#""views": [ { "id": "safeArea" } ]"#, "views[0].id", ExpectedProblem.exactly(.reservedID("safeArea"))),
        (
            #""stackViews": [ { "id": "safeArea", "axis": "vertical", "arrangedSubviews": [] } ]"#, "stackViews[0].id",
            ExpectedProblem.exactly(.reservedID("safeArea"))
        ),
        (
            #""views": [ { "id": "a", "parent": "safeArea" } ]"#, "views[0].parent",
            ExpectedProblem.unknownReference("safeArea", kind: "parent")
        ),
    ])
    func badInsetsAndTheReservedIDAreLocated(body: String, path: String, expected: ExpectedProblem) {
        do {
            _ = try decode(body)
            Issue.record("decoded")
        } catch {
            #expect(error.location == .jsonPath(path), "\(error)")
            #expect(expected.matches(error.problem), "\(error.problem)")
        }
    }
}
