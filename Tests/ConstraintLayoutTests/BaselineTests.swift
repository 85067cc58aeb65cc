import ConstraintLayout
import LayoutCore
import Testing

/// `firstBaseline` / `lastBaseline`: top + the view's `baseline` offsets, or its bottom.
@Suite struct BaselineTests {
    /// label: top 10, baselines 16 and 36 from its top; `b.top == label.lastBaseline` → 46;
    /// `c.bottom == label.firstBaseline` → 26. A view without `baseline` (b, 20 tall at 46):
    /// its baseline is its bottom, so `d.top == b.firstBaseline` → 66.
    @Test func baselinesAreOffsetsFromTheTop() throws {
        var label = ConstraintView(id: "label", path: "views[0]")
        label.baseline = TextBaselines(first: 16, last: 36)
        let spec = makeSpec(
            views: [label] + plainViews("b", "c", "d"),
            [
                "label.top == 10", "label.height == 44", "b.top == label.lastBaseline", "b.height == 20",
                "c.bottom == label.firstBaseline", "c.height == 6", "d.top == b.firstBaseline", "d.height == 1",
            ])
        let solution = try solve(spec, 300, 300)
        #expect(solution.frame(of: "b")?.y == 46)
        #expect(solution.frame(of: "c")?.y == 20)
        #expect(solution.frame(of: "d")?.y == 66)
    }

    /// The JSON form (FORMATS.md §5): `last` defaults to `first`; negative offsets are rejected.
    @Test func baselineDecodes() throws {
        func document(_ baseline: String) throws -> ConstraintSpec {
            let text = """
                { "format": "layoutlab.constraints/1", "name": "b",
                  "views": [ { "id": "label", "baseline": \(baseline) } ], "constraints": [] }
                """
            guard case .constraints(let spec) = try SpecDocument(bytes: Array(text.utf8)) else {
                throw SpecError(.invalidSpec, at: .file, "not a constraint spec")
            }
            return spec
        }
        #expect(try document("{\"first\": 16, \"last\": 36}").views[0].baseline == TextBaselines(first: 16, last: 36))
        #expect(try document("{\"first\": 16}").views[0].baseline == TextBaselines(first: 16, last: 16))
        #expect(throws: SpecError.self) { try document("{\"last\": 3}") }
        #expect(throws: SpecError.self) { try document("{\"first\": -1}") }
        #expect(throws: SpecError.self) { try document("{\"first\": 1, \"middle\": 2}") }
    }
}
