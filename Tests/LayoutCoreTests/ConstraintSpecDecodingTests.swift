import LayoutCore
import Testing

@Suite struct ConstraintSpecDecodingTests {
    func decode(_ text: String) throws(SpecError) -> ConstraintSpec {
        guard case .constraints(let spec) = try SpecDocument(bytes: Array(text.utf8), file: "c.json") else {
            throw SpecError(.invalidSpec, at: .file, "not a constraint spec")
        }
        return spec
    }

    @Test func theFormatsExampleDecodes() throws {
        let spec = try decode(
            #"""
            { "format": "layoutlab.constraints/1", "name": "adaptive-split", "metrics": { "gap": 20, "a": 1 },
              "views": [ { "id": "top" }, { "id": "bottom" },
                { "id": "t1", "parent": "top", "intrinsicSize": { "height": 50 },
                  "hugging": { "vertical": 250 }, "compressionResistance": { "vertical": "defaultHigh" } },
                { "id": "name" }, { "id": "value" } ],
              "constraints": [ "top.height >= 200",
                { "first": "t2.top", "relation": ">=", "second": "t1.bottom", "multiplier": 1,
                  "constant": 20, "priority": 1000, "identifier": "gap-1" } ],
              "stackViews": [ { "id": "row1", "axis": "horizontal", "distribution": "fillEqually", "alignment": "center",
                "spacing": 8, "arrangedSubviews": ["name", "value"] } ] }
            """#)
        #expect(spec.metrics == [Metric(name: "gap", value: 20), Metric(name: "a", value: 1)])
        #expect(spec.views.map(\.id) == ["top", "bottom", "t1", "name", "value"])
        #expect(spec.views[2].parent == "top")
        #expect(spec.views[2].intrinsicHeight == 50)
        #expect(spec.views[2].compressionResistanceVertical == 750)
        #expect(spec.constraints[0] == .text("top.height >= 200", path: "constraints[0]"))
        #expect(
            spec.constraints[1]
                == .object(
                    ConstraintObject(
                        first: "t2.top", relation: .greaterThanOrEqual, second: "t1.bottom", constant: 20,
                        identifier: "gap-1"), path: "constraints[1]"))
        #expect(spec.stackViews[0].distribution == .fillEqually)
        #expect(spec.stackViews[0].arrangedSubviews == ["name", "value"])
    }

    @Test(arguments: [
        (#""views": [ { "id": "a" }, { "id": "a" } ]"#, "views[1].id", ExpectedProblem.duplicateID("a")),
        (#""views": [ { "id": "root" } ]"#, "views[0].id", ExpectedProblem.exactly(.reservedID("root"))),
        (
            #""views": [ { "id": "a", "parent": "b" } ]"#, "views[0].parent",
            ExpectedProblem.unknownReference("b", kind: "parent")
        ),
        (
            #""views": [ { "id": "a", "parent": "b" }, { "id": "b", "parent": "a" } ]"#, "views[0].parent",

            // a → b → a: the walk from a's parent comes back to a.
            ExpectedProblem.exactly(.parentCycle(through: "a"))
        ),
        (#""views": [ { "id": "1a" } ]"#, "views[0].id", ExpectedProblem.invalidIdentifier("1a")),
        (
            #""constraints": [ { "first": "a.width", "relation": "=" } ]"#, "constraints[0].relation",
            ExpectedProblem.unknownName("=", kind: "relation")
        ),
        (
            #""constraints": [ { "first": "a.width", "relation": "==", "priority": 1001 } ]"#,
            "constraints[0].priority",
            ExpectedProblem.outOfRange(1001)
        ),
        (
            #""constraints": [ { "first": "a.width", "relation": "==", "priority": "high" } ]"#,
            "constraints[0].priority",
            ExpectedProblem.unknownName("high", kind: "priority")
        ),
        (
            #""constraints": [ 12 ]"#, "constraints[0]",
            ExpectedProblem.mismatch(expected: "a constraint string or object")
        ),
        (#""metrics": { "gap": "20" }"#, "metrics.gap", ExpectedProblem.mismatch(expected: "a finite number")),
        (
            #""stackViews": [ { "id": "s", "axis": "diagonal", "arrangedSubviews": [] } ]"#, "stackViews[0].axis",
            .unknownName("diagonal", kind: "axis")
        ),
        (
            #""stackViews": [ { "id": "s", "axis": "vertical", "arrangedSubviews": ["x"] } ]"#,
            "stackViews[0].arrangedSubviews[0]", ExpectedProblem.unknownReference("x", kind: "arranged subview")
        ),
        (#""views": [ { "id": "a", "size": 1 } ]"#, "views[0].size", ExpectedProblem.unknownKey("size")),
    ])
    func invalidSpecsNameThePath(body: String, path: String, problem: ExpectedProblem) {
        do {
            _ = try decode(#"{ "format": "layoutlab.constraints/1", "# + body + " }")
            Issue.record("decoded an invalid spec")
        } catch {
            #expect(error.location == .jsonPath(path), "\(error)")
            #expect(problem.matches(error.problem), "\(error)")
        }
    }
}
