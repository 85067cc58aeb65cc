import LayoutCore
import LayoutHarness
import Testing

/// `TextDifferences` and the classifier: the views of a row of texts, and of a text cut by a
/// line limit, are `divergent` with the rule where their frames differ; a view below them
/// that moves with them depends on them; where the texts fit, everything is identical.
@Suite struct TextDifferencesTests {
    static func specs(lineLimit: Bool = false) throws -> (ViewSpec, ConstraintSpec) {
        let limit = lineLimit ? #", "lineLimit": 1"# : ""
        // With the line limit the texts are stacked, not in a row (a row's rule comes first).
        let row = lineLimit ? "VStack" : "HStack"
        let view = """
            { "format": "layoutlab.view/1", "name": "row", "environment": { "textModel": "font" },
              "root": { "type": "VStack", "alignment": "leading", "spacing": 0,
                "modifiers": [ { "frame": { "maxWidth": "infinity", "maxHeight": "infinity", "alignment": "topLeading" } } ],
                "children": [
                  { "type": "\(row)", "spacing": 8, "children": [
                    { "type": "Text", "id": "name", "text": "Population of the metropolitan area"\(limit) },
                    { "type": "Text", "id": "value", "text": "12,628,266 inhabitants in 2021" } ] },
                  { "type": "Color", "id": "below", "modifiers": [ { "frame": { "width": 20, "height": 20 } } ] } ] } }
            """
        let constraints = """
            { "format": "layoutlab.constraints/1", "name": "row",
              "views": [
                { "id": "name", "text": { "string": "Population of the metropolitan area", "numberOfLines": \(lineLimit ? 1 : 0) } },
                { "id": "value", "text": { "string": "12,628,266 inhabitants in 2021", "numberOfLines": 0 },
                  "compressionResistance": { "horizontal": 749 } },
                { "id": "below" } ],
              "constraints": [ "H:|[name]-8-[value]", "value.trailing <= root.trailing", "name.top == root.top",
                               "value.top == root.top", "below.left == root.left", "below.width == 20",
                               "below.height == 20", "below.top >= name.bottom", "below.top >= value.bottom",
                               "below.top == root.top @250" ] }
            """
        guard case .view(let v) = try SpecDocument(bytes: Array(view.utf8), file: "row.view.json"),
            case .constraints(let c) = try SpecDocument(bytes: Array(constraints.utf8), file: "row.constraints.json")
        else { throw SpecError(.invalidSpec, at: .file, "not the expected formats") }
        return (v, c)
    }

    @Test func aRowOfTextsIsNamedForItsTextsOnly() throws {
        let (view, constraints) = try Self.specs()
        let rules = TextDifferences(viewSpec: view, constraintSpec: constraints)
        #expect(rules.reasons.keys.sorted() == ["name", "value"])
        #expect(rules.reasons["value"]?.contains("name 750, value 749") == true)
    }

    @Test func aViewMovedByTheTextsDependsOnThem() throws {
        let (view, constraints) = try Self.specs()
        let report = try LayoutComparator(viewSpec: view, constraintSpec: constraints)
            .run(sizes: [Size(width: 320, height: 600), Size(width: 1032, height: 800)])
        let narrow = Dictionary(uniqueKeysWithValues: report.sizes[0].differences.map { ($0.id, $0) })
        #expect(narrow["name"]?.agreement == .divergent)
        #expect(narrow["value"]?.reason?.contains("HStack offers its texts the width by flexibility") == true)
        #expect(narrow["below"]?.agreement == .divergent)
        #expect(
            narrow["below"]?.reason
                == "its frame depends on name, value, which SwiftUI and UIKit lay out by different text rules")
        #expect(report.sizes[1].differences.allSatisfy { $0.agreement == .identical })
    }

    @Test func aLineLimitNamesTheTruncationRule() throws {
        let (view, constraints) = try Self.specs(lineLimit: true)
        let rules = TextDifferences(viewSpec: view, constraintSpec: constraints)
        #expect(rules.reasons["name"]?.contains("cut by its line limit") == true)
        #expect(rules.reasons["value"] == nil)
    }

    @Test func specsWithoutLabelsHaveNoTextRules() throws {
        var (view, constraints) = try Self.specs()
        view.name = "row without labels"
        for index in constraints.views.indices { constraints.views[index].text = nil }
        #expect(TextDifferences(viewSpec: view, constraintSpec: constraints).reasons.isEmpty)
    }
}
