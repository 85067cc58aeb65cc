import Foundation
import LayoutCore
import LayoutHarness
import Testing

@testable import layoutlab

/// `migrate` counts a view of the document that the read-back SwiftUI has no view for as a
/// difference: the root is `approximate` with that view listed, Δ infinity in the table, the
/// JSON (`"infinity"`, JSON having no infinite number) and the HTML. Before, the comparator
/// left the id out as "not in both specs" and the other views' agreement called it `exact`.
@Suite struct MigrateMissingViewTests {
    /// `a` fills the screen; `b` is a 10 × 10 square at its top-left corner.
    static let constraints = #"""
        { "format": "layoutlab.constraints/1", "name": "two-views",
          "views": [ { "id": "a" }, { "id": "b" } ],
          "constraints": [ "H:|[a]|", "V:|[a]|", "H:|[b(10)]", "V:|[b(10)]" ] }
        """#
    /// A translation that lost b's id: a Color fills the proposed size, as `a` does in the
    /// constraints (375 × 667 on the iPhone SE), and no view has the id `b`.
    static let readBack = #"""
        { "format": "layoutlab.view/1", "name": "two-views", "root": { "type": "Color", "id": "a" } }
        """#
    static let devices = [("iphone-se", Size(width: 375, height: 667)), ("ipad-13", Size(width: 1032, height: 1376))]

    static func spec(_ json: String) throws -> SpecDocument {
        try SpecDocument(bytes: Array(json.utf8), file: "t.json")
    }

    /// The root compared as `migrate` compares it, with `helperIDs`.
    static func migrated(helperIDs: Set<String> = []) throws -> RootMigration {
        guard case .constraints(let constraints) = try spec(Self.constraints),
            case .view(let view) = try spec(Self.readBack)
        else { throw SpecError(.invalidSpec, at: .file, "not the expected specs") }
        var result = RootMigration(document: "Two.xib", root: "r", verdict: .notTranslated)
        // Each device's side: the same spec, no safe area (a freeform view, as a XIB's).
        let sides = Self.devices.map { name, _ in
            Migration.DeviceSide(device: MigrationDevice(named: name)!, spec: constraints, safeAreaInsets: EdgeInsets())
        }
        Migration.compare(sides, view, helperIDs, nil, into: &result)
        return result
    }

    @Test func theRootIsApproximateWithTheMissingViewListed() throws {
        let root = try Self.migrated()
        #expect(root.verdict == .approximate)
        #expect(root.maxDifference == .infinity)
        #expect(root.reasons.map(\.view) == ["b"])
        #expect(root.reasons.first?.reason == "Δ infinity (\(Migration.missingReason))")
        // Compared (and listed in the pictures), no longer "not in both specs".
        #expect(root.comparisons.first?.matchedIDs == ["a", "b"])
        #expect(root.comparisons.first?.unmatchedIDs == [])
    }

    @Test func theTableSaysInfinityAndWhy() throws {
        let report = MigrationReport(devices: Self.devices, roots: [try Self.migrated()])
        #expect(report.table.contains("approximate  Two.xib  r (max Δ infinity)\n"))
        #expect(report.table.contains("\n    b: Δ infinity (no view in the SwiftUI: "))
        #expect(report.table.contains("1 roots: 0 exact (0%), 1 approximate, 0 not translated"))
    }

    /// Strict JSON (Foundation's parser refuses a bare `inf` or `Infinity`), the documented
    /// `"infinity"`, read back by `--merge` as infinity.
    @Test func theJSONIsValidAndReadsBack() throws {
        let report = MigrationReport(devices: Self.devices, roots: [try Self.migrated()])
        let text = JSONWriter.write(report.json)
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let root = try #require((parsed?["roots"] as? [[String: Any]])?.first)
        #expect(root["maxDifference"] as? String == "infinity")
        let views = try #require(root["views"] as? [[String: Any]])
        #expect(views.map { $0["id"] as? String } == ["b"])
        let merged = try MigrationReport.merge([MigrationReport(json: JSONParser.parse(Array(text.utf8), file: "m"))])
        #expect(merged.roots.first?.maxDifference == .infinity)
        #expect(merged.roots.first?.verdict == .approximate)
    }

    /// The HTML lists b at every device: infeasible, no stack frame ("—"), and why.
    @Test func theHTMLListsTheViewAtEveryDevice() throws {
        let html = HTMLReport(includeTimes: false).render(try Self.migrated().comparisons)
        let row =
            "<tr><td>b</td><td><span class=\"swatch c-infeasible\"></span>"
        #expect(html.components(separatedBy: row).count - 1 == Self.devices.count)
        #expect(html.contains("<td class=\"why\">\(Migration.missingReason)</td>"))
        #expect(html.contains("<td class=\"num\">inf</td>"))
    }

    @Test func aMissingHelperViewIsNoDifference() throws {
        let root = try Self.migrated(helperIDs: ["b"])
        #expect(root.verdict == .exact)
        #expect(root.reasons.isEmpty)
    }
}
