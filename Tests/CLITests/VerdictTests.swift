import Foundation
import LayoutCore
import Testing

/// `compare`'s verdicts are true (issue 12, part 1): approximate translations, vacuous
/// comparisons, exit statuses for CI, overflow inside frames, ambiguity, unsatisfiable solves.
@Suite struct VerdictTests {
    /// A login form: a title Text, two 44-pt fields, a "Remember me" row (Text, Spacer, a
    /// 51×31 toggle) and a 50-pt button, padded by 20; its Texts measured with the synthetic
    /// model, which has no constraint form, so the translation approximates them.
    static let loginForm = """
        { "format": "layoutlab.view/1", "name": "login-form", "environment": { "textModel": "synthetic" },
          "root": { "type": "VStack", "spacing": 12, "children": [
            { "type": "Text", "id": "title", "text": "Sign in to your account" },
            { "type": "Color", "id": "email", "modifiers": [ { "frame": { "height": 44 } } ] },
            { "type": "Color", "id": "password", "modifiers": [ { "frame": { "height": 44 } } ] },
            { "type": "HStack", "id": "row", "children": [
                { "type": "Text", "id": "remember", "text": "Remember me" },
                { "type": "Spacer" },
                { "type": "Color", "id": "toggle", "modifiers": [ { "frame": { "width": 51, "height": 31 } } ] } ] },
            { "type": "Color", "id": "submit", "modifiers": [ { "frame": { "height": 50 } } ] } ],
            "modifiers": [ { "padding": 20 } ] } }
        """

    /// A settings row: a 29×29 icon and an 80×20 label, 8 apart: 29 + 8 + 80 = 117 wide.
    static func settingsRow(framed: Bool) -> String {
        """
        { "format": "layoutlab.view/1", "name": "settings-row",
          "root": { "type": "HStack", "id": "row", "spacing": 8, "children": [
              { "type": "Color", "id": "icon", "modifiers": [ { "frame": { "width": 29, "height": 29 } } ] },
              { "type": "Color", "id": "label", "modifiers": [ { "frame": { "width": 80, "height": 20 } } ] } ]
              \(framed ? ", \"modifiers\": [ { \"frame\": { \"minHeight\": 44 }, \"id\": \"cell\" } ]" : "") } }
        """
    }

    /// The settings row in constraints, leading-aligned (nothing pins the label's trailing edge).
    static let settingsConstraints = """
        { "format": "layoutlab.constraints/1", "name": "settings-row",
          "views": [ { "id": "icon" }, { "id": "label" } ],
          "constraints": [ "H:|[icon(29)]-8-[label(80)]", "V:|[icon(29)]", "V:|[label(20)]" ] }
        """

    /// A 100×100 square: centred by the stack engine, filling the root in the constraints.
    static let squareView = """
        { "format": "layoutlab.view/1", "name": "square",
          "root": { "type": "Color", "id": "a", "modifiers": [ { "frame": { "width": 100, "height": 100 } } ] } }
        """
    static let fillingConstraints = """
        { "format": "layoutlab.constraints/1", "name": "square-constraints", "views": [ { "id": "a" } ],
          "constraints": [ "H:|[a]|", "V:|[a]|" ] }
        """

    /// The agreement column of each size row of a `--no-times` table (after the size and the
    /// max Δ).
    static func verdicts(_ table: String) -> [String] {
        table.split(separator: "\n").filter { $0.first?.isNumber == true }.map { line in
            line.split(separator: " ").dropFirst(2).joined(separator: " ")
        }
    }

    @Test func textComparedAtThreeSizesIsApproximateNeverIdenticalOrDivergent() throws {
        let path = try CLI.temporaryFile(Self.loginForm, name: "login.view.json")
        let result = try CLI.run(["compare", path, "--sizes", "375x667,393x852,1032x1376", "--no-times"])
        // approximate is below divergent: the default --fail-on divergent exits 0.
        #expect(result.status == 0, "\(result.stderr)")
        let verdicts = Self.verdicts(result.stdout)
        #expect(verdicts.count == 3, "\(result.stdout)")
        for verdict in verdicts {
            // Synthetic Text has no linear form: the translation gives `title` its proposal, so `title`
            // and every view placed after it (all the views below it move) are approximate.
            #expect(verdict.hasPrefix("title approximate"), "\(verdict)")
            #expect(!verdict.contains("identical") && !verdict.contains("divergent"), "\(verdict)")
        }
        #expect(
            result.stdout.contains(
                "  approximate: title: Text has no constraint form yet; it is given its proposal (0 when nil)"))
        #expect(
            result.stdout.contains(
                "  approximate: remember: Text has no constraint form yet; it is given its proposal (0 when nil)"))
        #expect(result.stdout.contains("0/3 sizes agree (0.0%), 3 approximate"))
    }

    @Test func failOnApproximateExits1AfterTheWholeOutput() throws {
        let path = try CLI.temporaryFile(Self.loginForm, name: "login.view.json")
        let result = try CLI.run(["compare", path, "--sizes", "375x667", "--no-times", "--fail-on", "approximate"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("summary login-form:"), "the table is written before exiting 1")
        #expect(
            result.stderr.contains(
                "layoutlab: login-form: 1 of 1 sizes are approximate or worse (worst: approximate); exit 1 (--fail-on approximate)"
            ))
    }

    @Test func comparisonJSONListsTheApproximatedViewsAndMergeKeepsThem() throws {
        let path = try CLI.temporaryFile(Self.loginForm, name: "login.view.json")
        let shard = try CLI.temporaryFile("", name: "shard.json")
        let compared = try CLI.run([
            "compare", path, "--sizes", "375x667", "--no-times", "--format", "json", "--output", shard,
        ])
        #expect(compared.status == 0)
        let merged = try CLI.run(["merge", shard, "--no-times", "--format", "json"])
        #expect(merged.status == 0, "\(merged.stderr)")
        guard case .array(let reports) = try JSONParser.parse(merged.stdout), case .object(let report) = reports.first,
            case .array(let approximated) = report["approximated"]
        else {
            Issue.record("no approximated list: \(merged.stdout)")
            return
        }
        // The two Texts, in the view spec's order.
        let ids = approximated.compactMap { item -> String? in
            guard case .object(let object) = item, case .string(let id) = object["id"] else { return nil }
            return id
        }
        #expect(ids == ["title", "remember"])
        #expect(merged.stdout.contains("\"agreement\": \"approximate\""))
    }

    @Test func solveThroughTranslationCarriesOneApproximatedDiagnosticPerView() throws {
        let path = try CLI.temporaryFile(Self.loginForm, name: "login.view.json")
        let json = try CLI.run(["solve", path, "--size", "375x667", "--engine", "constraints", "--format", "json"])
        #expect(json.status == 0)
        guard case .object(let solution) = try JSONParser.parse(json.stdout),
            case .array(let diagnostics) = solution["diagnostics"]
        else {
            Issue.record("not a solution: \(json.stdout)")
            return
        }
        let approximated = diagnostics.compactMap { item -> JSONValue? in
            guard case .object(let d) = item, d["kind"] == .string("approximated") else { return nil }
            return d["views"]
        }
        #expect(approximated == [.array([.string("title")]), .array([.string("remember")])])
        let table = try CLI.run(["solve", path, "--size", "375x667", "--engine", "constraints"])
        #expect(
            table.stdout.contains(
                "  approximated: title is approximated by the translation: Text has no constraint form yet"))
    }

    @Test func renderDrawsApproximatedViewsAmber() throws {
        let path = try CLI.temporaryFile(Self.loginForm, name: "login.view.json")
        let out = try CLI.temporaryFile("", name: "login.svg")
        let result = try CLI.run(["render", path, "--size", "375x667", "--out", out])
        #expect(result.status == 0)
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        // Both panels draw the approximated Text in the approximate colour; nothing divergent.
        #expect(svg.components(separatedBy: "class=\"view approximate\" data-view=\"title\"").count - 1 == 2)
        #expect(!svg.contains("class=\"view divergent\""))
        #expect(svg.contains(">approximate: the translation for the other engine is only approximate"))
    }

    @Test func comparisonWithNoViewIdInCommonExits65NamingBothSpecs() throws {
        let noIDs = """
            { "format": "layoutlab.view/1", "name": "card",
              "root": { "type": "VStack", "children": [ { "type": "Color" }, { "type": "Color" } ] } }
            """
        let view = try CLI.temporaryFile(noIDs, name: "card.view.json")
        let constraints = try CLI.temporaryFile(Self.fillingConstraints, name: "square.constraints.json")
        let pair = try CLI.run(["compare", view, constraints, "--sizes", "375x667"])
        #expect(pair.status == 65)
        #expect(pair.stdout.isEmpty)
        #expect(pair.stderr.contains("\(view) and \(constraints): no view id in common"), "\(pair.stderr)")
        #expect(!pair.stderr.contains("agree"))
        // One spec whose translation shares only helper views (`_v1`…) with it.
        let alone = try CLI.run(["compare", view, "--sizes", "375x667"])
        #expect(alone.status == 65)
        #expect(alone.stderr.contains("\(view) and its translation: no view id in common"), "\(alone.stderr)")
        #expect(alone.stdout.isEmpty)
    }

    @Test func divergentCompareExits1AndFailOnNeverExits0() throws {
        let view = try CLI.temporaryFile(Self.squareView, name: "square.view.json")
        let constraints = try CLI.temporaryFile(Self.fillingConstraints, name: "square.constraints.json")
        let result = try CLI.run(["compare", view, constraints, "--sizes", "375x667", "--no-times"])
        #expect(result.status == 1)
        // Stack: 100×100 centred in 375×667 → (137.5, 283.5); constraints: (0, 0, 375, 667).
        // Largest difference: height 667 − 100 = 567.
        #expect(Self.verdicts(result.stdout) == ["a divergent"], "\(result.stdout)")
        #expect(result.stdout.contains("567.000"))
        #expect(result.stdout.contains("summary square:"))
        #expect(result.stderr.contains("1 of 1 sizes are divergent or worse"))
        let never = try CLI.run([
            "compare", view, constraints, "--sizes", "375x667", "--no-times", "--fail-on", "never",
        ])
        #expect(never.status == 0)
        #expect(never.stdout == result.stdout)
        let bad = try CLI.run(["compare", view, constraints, "--fail-on", "sometimes"])
        #expect(bad.status == 64)
        #expect(
            bad.stderr.contains(
                "invalid --fail-on 'sometimes'; expected one of: divergent, ambiguous, approximate, never"))
    }

    @Test func mergeExits1OnADivergentMergedResult() throws {
        let view = try CLI.temporaryFile(Self.squareView, name: "square.view.json")
        let constraints = try CLI.temporaryFile(Self.fillingConstraints, name: "square.constraints.json")
        let shard = try CLI.temporaryFile("", name: "shard.json")
        let compared = try CLI.run([
            "compare", view, constraints, "--sizes", "375x667", "--format", "json", "--output", shard, "--fail-on",
            "never",
        ])
        #expect(compared.status == 0)
        let merged = try CLI.run(["merge", shard, "--format", "table", "--no-times"])
        #expect(merged.status == 1)
        #expect(merged.stdout.contains("a divergent"))
        #expect(try CLI.run(["merge", shard, "--fail-on", "never"]).status == 0)
    }

    @Test func stackOverflowingInsideAFlexibleFrameReportsOverflowAsWithoutTheFrame() throws {
        let framed = try CLI.temporaryFile(Self.settingsRow(framed: true), name: "framed.view.json")
        let plain = try CLI.temporaryFile(Self.settingsRow(framed: false), name: "plain.view.json")
        // 117 pt of children in 60: the HStack overflows by 117 − 60 = 57, frame or not.
        let line = "  overflow: HStack \"row\" overflows its proposed width 60 by 57: its children take 117"
        for path in [framed, plain] {
            let result = try CLI.run(["solve", path, "--size", "60x100"])
            #expect(result.status == 0)
            #expect(result.stdout.contains(line), "\(path): \(result.stdout)")
        }
        let constraints = try CLI.temporaryFile(Self.settingsConstraints, name: "settings.constraints.json")
        for path in [framed, plain] {
            // The stack centres the overflowing row (icon at x = (60 − 117) / 2 = −28.5), the
            // constraints start it at 0: the sizes differ because SwiftUI lets the row overflow.
            let result = try CLI.run(["compare", path, constraints, "--sizes", "60x100", "--no-times"])
            #expect(result.status == 0, "overflow is below divergent")
            #expect(Self.verdicts(result.stdout) == ["icon overflow, label overflow"], "\(result.stdout)")
        }
    }

    @Test func compareChecksAmbiguityWhereTheEnginesDiffer() throws {
        let view = """
            { "format": "layoutlab.view/1", "name": "badge",
              "root": { "type": "Color", "id": "a", "modifiers": [ { "frame": { "width": 100, "height": 50 } } ] } }
            """
        // Only bounds hold `a` inside the root: x may be anything in 0…275, y in 0…617.
        let constraints = """
            { "format": "layoutlab.constraints/1", "name": "badge", "views": [ { "id": "a" } ],
              "constraints": [ "a.width == 100", "a.height == 50", "a.left >= root.left", "a.right <= root.right",
                               "a.top >= root.top", "a.bottom <= root.bottom" ] }
            """
        let viewPath = try CLI.temporaryFile(view, name: "badge.view.json")
        let constraintPath = try CLI.temporaryFile(constraints, name: "badge.constraints.json")
        // The stack centres it at (137.5, 308.5), inside both ranges: ambiguous, without any flag.
        let result = try CLI.run(["compare", viewPath, constraintPath, "--sizes", "375x667", "--no-times"])
        #expect(result.status == 0)
        #expect(Self.verdicts(result.stdout) == ["ambiguous (a)"], "\(result.stdout)")
        let strict = try CLI.run([
            "compare", viewPath, constraintPath, "--sizes", "375x667", "--no-times", "--fail-on", "ambiguous",
        ])
        #expect(strict.status == 1)
    }

    @Test func unsatisfiableSolvePrintsTheReportOnceAndNoEmptyTable() throws {
        let row = """
            { "format": "layoutlab.constraints/1", "name": "vfl-row",
              "views": [ { "id": "name" }, { "id": "value" } ],
              "constraints": [ "H:|-[name]-[value(==name)]-|", "V:|-[name(44)]", "V:|-[value(44)]",
                               "name.width <= 150 # name-max" ] }
            """
        let path = try CLI.temporaryFile(row, name: "row.json")
        // (375 − 20 − 8 − 20) / 2 = 163.5 > 150: the required constraints conflict.
        let result = try CLI.run(["solve", path, "--size", "375x667"])
        #expect(result.status == 1)
        #expect(result.stdout == "vfl-row — constraints engine at 375x667: unsatisfiable\n")
        #expect(result.stderr.components(separatedBy: "Unable to simultaneously satisfy constraints").count == 2)
        #expect(result.stderr.contains("\"name.width <= 150 # name-max\" (name-max)"))
    }
}
