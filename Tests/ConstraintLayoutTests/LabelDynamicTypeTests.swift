import ConstraintLayout
import LayoutCore
import Testing

/// `"dynamicTypeSize"` at a constraint spec's top level: labels' text styles take their size
/// from Apple's Dynamic Type table (body: 17 pt at large, 23 pt at xxxLarge); sizes in points
/// keep theirs. Inter: "Hello" = 6740 units, line height 3408 units, 2816 units per em.
@Suite struct LabelDynamicTypeTests {
    func spec(_ top: String, _ views: String) throws -> ConstraintSpec {
        let text = """
            { "format": "layoutlab.constraints/1", \(top) "views": [\(views)],
              "constraints": ["a.leading == root.leading", "a.top == root.top", "b.leading == root.leading", "b.top == a.bottom"] }
            """
        guard case .constraints(let spec) = try SpecDocument(bytes: Array(text.utf8)) else {
            throw SpecError(.invalidSpec, at: .file, "not a constraint spec")
        }
        return spec
    }

    static let views =
        #"{"id": "a", "text": {"string": "Hello"}}, {"id": "b", "text": {"string": "Hello", "font": {"size": 17}}}"#

    @Test func textStylesFollowTheSpecsDynamicTypeSize() throws {
        let labels = try spec(#""dynamicTypeSize": "xxxLarge","#, Self.views)
        #expect(labels.dynamicTypeSize == .xxxLarge)
        let solution = try ConstraintLayoutEngine(labels).solve(in: Size(width: 375, height: 300))
        let a = try #require(solution.frames.first { $0.id == "a" }?.frame)
        let b = try #require(solution.frames.first { $0.id == "b" }?.frame)
        // a: .body at xxxLarge = 23 pt; b: 17 pt given in points, unchanged.
        #expect(abs(a.width - 6740 * 23 / 2816) < 1e-6 && abs(a.height - 3408 * 23 / 2816) < 1e-6)
        #expect(abs(b.width - 6740 * 17 / 2816) < 1e-6 && abs(b.height - 3408 * 17 / 2816) < 1e-6)
        // Without the key: large, .body 17 pt.
        let large = try ConstraintLayoutEngine(try spec("", Self.views)).solve(in: Size(width: 375, height: 300))
        let plain = try #require(large.frames.first { $0.id == "a" }?.frame)
        #expect(abs(plain.width - 6740 * 17 / 2816) < 1e-6)
    }

    @Test func dynamicTypeSizeRoundTripsAndIsChecked() throws {
        let labels = try spec(#""dynamicTypeSize": "accessibility2","#, Self.views)
        let again = try ConstraintSpec(json: labels.json)
        #expect(again.dynamicTypeSize == .accessibility2)
        let error = #expect(throws: SpecError.self) { try spec(#""dynamicTypeSize": "huge","#, Self.views) }
        #expect(error?.location == .jsonPath("dynamicTypeSize"))
        #expect(
            error?.problem
                == .unknownName("huge", kind: "dynamic type size", allowed: DynamicTypeSize.allCases.map(\.rawValue)))
    }
}
