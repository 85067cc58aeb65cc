import LayoutCore
import LayoutHarness

/// The report of `layoutlab migrate`: per root exact / approximate / not translated, a summary
/// by verdict and by reason, as a table and as a `layoutlab.migrate/1` document (FORMATS.md §5).
struct MigrationReport: Sendable {
    static let format = "layoutlab.migrate/1"

    var devices: [(name: String, size: Size)]
    var roots: [RootMigration]
    /// The Dynamic Type sizes every root was laid out at (`--dynamic-type`; empty: the
    /// specs' own, Large).
    var dynamicTypeSizes: [DynamicTypeSize] = []
    /// Whether labels and buttons were sized from their text and font (`--measure-text`)
    /// rather than the frames Xcode stored.
    var measuresText = false
    /// Whether size-class constraints were imported as `variations` (`--variations`), so
    /// each device was laid out under its own size classes.
    var variations = false

    func count(_ verdict: RootMigration.Verdict) -> Int { roots.filter { $0.verdict == verdict }.count }

    /// The not-translated roots by reason category (`reasonCategory`), most frequent first.
    var notTranslatedByReason: [(reason: String, roots: Int)] {
        var counts: [String: Int] = [:]
        for root in roots where root.verdict == .notTranslated {
            for category in Set(root.reasons.map { Self.reasonCategory($0.reason) }) {
                counts[category, default: 0] += 1
            }
        }
        return counts.map { ($0.key, $0.value) }.sorted {
            $0.roots != $1.roots ? $0.roots > $1.roots : $0.reason < $1.reason
        }
    }

    /// The roots translated exactly by a GeometryReader form, by the category of the reason
    /// the stack form was not taken (a root counts once per category), most frequent first.
    var fallbackByReason: [(reason: String, roots: Int)] {
        var counts: [String: Int] = [:]
        for root in roots where root.verdict == .exact && root.form != "stacks" {
            for category in Set(root.fallbackReasons.map { Self.reasonCategory($0.reason) }) {
                counts[category, default: 0] += 1
            }
        }
        return counts.map { ($0.key, $0.value) }.sorted {
            $0.roots != $1.roots ? $0.roots > $1.roots : $0.reason < $1.reason
        }
    }

    /// A short name for a translator's reason, for the summary.
    static func reasonCategory(_ reason: String) -> String {
        let categories: [(String, String)] = [
            ("is not an edge pin, chain link, size or proportion", "a constraint of no recognised shape"),
            ("the stack form differs", "the stack form lays out differently"),
            ("the stack form has no view with this id", "a view the stack form drops"),
            ("has no SwiftUI form", "a view with no SwiftUI form"),
            ("cannot be imported", "the root cannot be imported"),
            ("does not read back", "the generated SwiftUI does not read back"),
            ("nothing places it", "a view nothing places"),
            ("not part of the chain", "a view outside its container's chain"),
            ("do not start at its edge", "a chain not starting at its container's edge"),
            ("has no stack form yet", "a stack view distribution with no stack form"),
            ("unsatisfiable at", "the constraints are unsatisfiable on a device"),
            ("left to the stack's equal shares", "a proportion SwiftUI's equal shares do not give"),
            ("measured against the root view", "a length measured against the window"),
        ]
        return categories.first { reason.contains($0.0) }?.1 ?? "other"
    }

    var summary: String {
        let total = roots.count
        func share(_ n: Int) -> String { total == 0 ? "0%" : "\(Int((Double(n) * 100 / Double(total)).rounded()))%" }
        var line =
            "\(total) roots: \(count(.exact)) exact (\(share(count(.exact)))), \(count(.approximate)) approximate, "
            + "\(count(.notTranslated)) not translated"
        if measuresText { line += "\n  labels and buttons sized from their text and font (--measure-text)" }
        if variations { line += "\n  size-class constraints per device (--variations)" }
        for form in ["stacks", "geometryReader", "affineFrames"] {
            let n = roots.filter { $0.verdict == .exact && $0.form == form }.count
            if n > 0 { line += "\n  exact as \(form): \(n)" }
        }
        for (reason, n) in fallbackByReason { line += "\n  no stack form, \(reason): \(n)" }
        for (reason, n) in notTranslatedByReason { line += "\n  not translated, \(reason): \(n)" }
        if let dynamicTypeSummary { line += "\n" + dynamicTypeSummary }
        return line
    }

    /// One line per root (verdict, document, root, reasons indented), then the summary.
    var table: String {
        var lines: [String] = []
        for root in roots {
            let delta = root.verdict == .approximate ? " (max Δ \(Migration.deltaText(root.maxDifference)))" : ""
            let form = root.form.map { " [\($0)]" } ?? ""
            lines.append("\(root.verdict.rawValue)\(form)  \(root.document)  \(root.root)\(delta)")
            if let line = Self.dynamicTypeLine(root) { lines.append(line) }
            if let first = root.fallbackReasons.first {
                lines.append("    no stack form: \(first.view): \(first.reason)")
            }
            for (view, reason) in root.reasons.prefix(5) { lines.append("    \(view): \(reason)") }
            if root.reasons.count > 5 { lines.append("    … \(root.reasons.count - 5) more") }
        }
        return (lines + [summary]).joined(separator: "\n") + "\n"
    }

    var json: JSONValue {
        var object = JSONObject()
        object["format"] = .string(Self.format)
        object["devices"] = .array(
            devices.map { device in
                .object(
                    JSONObject([
                        JSONMember("name", .string(device.name)), JSONMember("width", .number(device.size.width)),
                        JSONMember("height", .number(device.size.height)),
                    ]))
            })
        if !dynamicTypeSizes.isEmpty {
            object["dynamicTypeSizes"] = .array(dynamicTypeSizes.map { .string($0.rawValue) })
        }
        object["measuresText"] = .bool(measuresText)
        if variations { object["variations"] = .bool(true) }
        var summary = JSONObject()
        summary["roots"] = .number(Double(roots.count))
        summary["exact"] = .number(Double(count(.exact)))
        summary["approximate"] = .number(Double(count(.approximate)))
        summary["notTranslated"] = .number(Double(count(.notTranslated)))
        summary["exactByForm"] = .object(
            JSONObject(
                ["stacks", "geometryReader", "affineFrames"].map { form in
                    JSONMember(form, .number(Double(roots.filter { $0.verdict == .exact && $0.form == form }.count)))
                }))
        summary["notTranslatedByReason"] = .object(
            JSONObject(notTranslatedByReason.map { JSONMember($0.reason, .number(Double($0.roots))) }))
        summary["fallbackByReason"] = .object(
            JSONObject(fallbackByReason.map { JSONMember($0.reason, .number(Double($0.roots))) }))
        if !dynamicTypeSizes.isEmpty {
            summary["exactByDynamicType"] = .object(
                JSONObject(exactByDynamicType.map { JSONMember($0.size.rawValue, .number(Double($0.roots))) }))
        }
        object["summary"] = .object(summary)
        object["roots"] = .array(
            roots.map { root in
                var entry = JSONObject()
                entry["document"] = .string(root.document)
                entry["root"] = .string(root.root)
                entry["verdict"] = .string(root.verdict.rawValue)
                if let form = root.form { entry["form"] = .string(form) }
                if !root.names.isEmpty {
                    entry["names"] = .object(
                        JSONObject(root.names.sorted { $0.key < $1.key }.map { JSONMember($0.key, .string($0.value)) }))
                }
                if root.verdict == .approximate { entry["maxDifference"] = .number(root.maxDifference) }
                if !root.dynamicTypeVerdicts.isEmpty { entry["dynamicTypeVerdicts"] = Self.dynamicTypeJSON(root) }
                if !root.fallbackReasons.isEmpty {
                    entry["fallbackReasons"] = .array(
                        root.fallbackReasons.map { reason in
                            .object(
                                JSONObject([
                                    JSONMember("id", .string(reason.view)),
                                    JSONMember("reason", .string(reason.reason)),
                                ]))
                        })
                }
                entry[root.verdict == .notTranslated ? "reasons" : "views"] = .array(
                    root.reasons.map { reason in
                        .object(
                            JSONObject([
                                JSONMember("id", .string(reason.view)), JSONMember("reason", .string(reason.reason)),
                            ]))
                    })
                return .object(entry)
            })
        return .object(object)
    }
}
