import Foundation
import LayoutCore
import TestSupport
import Testing

/// `compare` end to end on a genuine difference between the frameworks' text rules: an
/// HStack of two long Texts (SwiftUI splits the width by flexibility) against two labels in
/// a row, the value's compression resistance 749 (Auto Layout squeezes it first). Where the
/// texts fit side by side both agree; where they do not, both views are `divergent` with the
/// rule named, and the exit status is 1.
///
/// By hand (Inter Regular, 2816 units per em, body 17 pt): "Population of the metropolitan
/// area" is 46904 units (`scripts/font-advances.py`) = 283.156 pt unwrapped. At 375 wide
/// the constraint engine keeps the name label at that width (resistance 750 beats the
/// value's 749), so the value starts at 16 + 283.156 + 8 = 307.156.
@Suite struct TextDivergenceCLITests {
    static let viewSpec = """
        { "format": "layoutlab.view/1", "name": "text-row", "environment": { "textModel": "font" },
          "root": { "type": "HStack", "alignment": "top", "spacing": 8,
            "modifiers": [ { "padding": { "top": 0, "leading": 16, "bottom": 0, "trailing": 16 } },
                           { "frame": { "maxWidth": "infinity", "maxHeight": "infinity", "alignment": "topLeading" } } ],
            "children": [
              { "type": "Text", "id": "name", "text": "Population of the metropolitan area" },
              { "type": "Text", "id": "value", "text": "12,628,266 inhabitants in 2021" } ] } }
        """
    static let constraintSpec = """
        { "format": "layoutlab.constraints/1", "name": "text-row",
          "views": [
            { "id": "name", "text": { "string": "Population of the metropolitan area", "numberOfLines": 0 } },
            { "id": "value", "text": { "string": "12,628,266 inhabitants in 2021", "numberOfLines": 0 },
              "compressionResistance": { "horizontal": 749 } } ],
          "constraints": [ "H:|-16-[name]-8-[value]", "value.trailing <= root.trailing - 16",
                           "name.top == root.top", "value.top == root.top" ] }
        """

    func files() throws -> (view: String, constraints: String) {
        let folder = try ScratchFolder.make()
        let view = folder.appendingPathComponent("row.view.json")
        let constraints = folder.appendingPathComponent("row.constraints.json")
        try Self.viewSpec.write(to: view, atomically: true, encoding: .utf8)
        try Self.constraintSpec.write(to: constraints, atomically: true, encoding: .utf8)
        return (view.path, constraints.path)
    }

    @Test func aRowOfTwoLongTextsIsDivergentWithTheRuleNamed() throws {
        let (view, constraints) = try files()
        let result = try CLI.run([
            "compare", view, constraints, "--sizes", "375x667,834x1000", "--no-times", "--format", "json",
        ])
        #expect(result.status == 1)
        guard case .array(let reports)? = try? JSONParser.parse(result.stdout),
            case .object(let report)? = reports.first,
            case .array(let sizes)? = report["sizes"]
        else {
            Issue.record("no comparison JSON: \(result.stdout)")
            return
        }
        func views(_ index: Int) -> [String: JSONObject] {
            guard case .object(let size) = sizes[index], case .array(let views)? = size["views"] else { return [:] }
            var result: [String: JSONObject] = [:]
            for case .object(let view) in views {
                if case .string(let id)? = view["id"] { result[id] = view }
            }
            return result
        }
        let narrow = views(0)
        for id in ["name", "value"] {
            #expect(narrow[id]?["agreement"] == .string("divergent"))
            guard case .string(let reason)? = narrow[id]?["reason"] else {
                Issue.record("\(id) has no reason")
                continue
            }
            #expect(reason.contains("SwiftUI's HStack offers its texts the width by flexibility"))
            #expect(reason.contains("name 750, value 749"))
        }
        guard case .object(let name)? = narrow["name"]?["constraints"], case .number(let width)? = name["width"],
            case .object(let value)? = narrow["value"]?["constraints"], case .number(let x)? = value["x"]
        else {
            Issue.record("no constraint frames")
            return
        }
        #expect(abs(width - 46904 * 17 / 2816.0) < 1e-5)
        #expect(abs(x - (16 + 46904 * 17 / 2816.0 + 8)) < 1e-5)
        // 834 wide: both texts fit unwrapped, side by side, in both frameworks.
        #expect(views(1)["name"]?["agreement"] == .string("identical"))
        #expect(views(1)["value"]?["agreement"] == .string("identical"))
    }

    @Test func theTableNamesTheRuleOnceForEachView() throws {
        let (view, constraints) = try files()
        let result = try CLI.run(["compare", view, constraints, "--sizes", "375x667", "--no-times"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("375x667"))
        #expect(result.stdout.contains("  divergent: name: SwiftUI's HStack offers its texts the width by flexibility"))
        #expect(result.stdout.contains("  divergent: value: SwiftUI's HStack"))
    }

    /// `--dynamic-type` sweeps one report per size, named NAME@SIZE.
    @Test func dynamicTypeSizesGiveOneReportEach() throws {
        let (view, constraints) = try files()
        let result = try CLI.run([
            "compare", view, constraints, "--sizes", "834x1000", "--no-times", "--dynamic-type",
            "xSmall,accessibility5",
        ])
        #expect(result.stdout.contains("summary text-row@xSmall: 1/1 sizes agree"))
        #expect(result.stdout.contains("text-row@accessibility5"))
        let bad = try CLI.run(["compare", view, constraints, "--dynamic-type", "huge"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("invalid --dynamic-type 'huge'"))
    }
}
