import LayoutCore
import LayoutHarness

/// Reading `layoutlab.migrate/1` back, and joining the reports of `migrate --shard K/N` runs
/// (`migrate --merge`), as `check --merge` joins `layoutlab.check/1`.
extension MigrationReport {
    /// The report `json` describes (the SwiftUI files and pictures are not in it).
    init(json: JSONValue) throws(SpecError) {
        let document = JSONCursor(json)
        let format = try document.required("format", "\"\(Self.format)\"").string()
        guard format == Self.format else {
            throw document.error(.mismatch(expected: "\"\(Self.format)\"", found: "\"\(format)\""), key: "format")
        }
        var devices: [(name: String, size: Size)] = []
        for device in try document.required("devices", "a list of devices").array() {
            let size = Size(
                width: try device.required("width", "a number").number(),
                height: try device.required("height", "a number").number())
            devices.append((try device.required("name", "a device name").string(), size))
        }
        var dynamicTypeSizes: [DynamicTypeSize] = []
        for item in try document.optional("dynamicTypeSizes")?.array() ?? [] {
            let names = DynamicTypeSize.allCases.map(\.rawValue)
            dynamicTypeSizes.append(DynamicTypeSize(rawValue: try item.choice(names, what: "Dynamic Type size"))!)
        }
        var roots: [RootMigration] = []
        for item in try document.required("roots", "a list of roots").array() {
            roots.append(try Self.decodeRoot(item))
        }
        self.init(
            devices: devices, roots: roots, dynamicTypeSizes: dynamicTypeSizes,
            measuresText: try document.optional("measuresText")?.bool() ?? false,
            variations: try document.optional("variations")?.bool() ?? false)
    }

    private static func decodeRoot(_ item: JSONCursor) throws(SpecError) -> RootMigration {
        let verdicts = [RootMigration.Verdict.exact, .approximate, .notTranslated].map(\.rawValue)
        let verdict = RootMigration.Verdict(
            rawValue: try item.required("verdict", "a verdict").choice(verdicts, what: "verdict"))!
        var root = RootMigration(
            document: try item.required("document", "the document's path").string(),
            root: try item.required("root", "the root's IB id").string(), verdict: verdict)
        root.form = try item.optional("form")?.choice(
            ["stacks", "geometryReader", "affineFrames"], what: "SwiftUI form")
        root.maxDifference = try item.optional("maxDifference")?.number(allowInfinity: true) ?? 0
        for (key, name) in try item.optional("names")?.object().members.map({ ($0.key, $0.value) }) ?? [] {
            guard case .string(let id) = name else {
                throw item.error(.mismatch(expected: "a string", found: name.typeDescription), key: "names.\(key)")
            }
            root.names[key] = id
        }
        root.reasons = try decodeReasons(item.optional(verdict == .notTranslated ? "reasons" : "views"))
        root.fallbackReasons = try decodeReasons(item.optional("fallbackReasons"))
        root.dynamicTypeVerdicts = try decodeDynamicTypeVerdicts(item.optional("dynamicTypeVerdicts"))
        return root
    }

    private static func decodeReasons(_ list: JSONCursor?) throws(SpecError) -> [(view: String, reason: String)] {
        var reasons: [(view: String, reason: String)] = []
        for entry in try list?.array() ?? [] {
            reasons.append(
                (try entry.required("id", "an id").string(), try entry.required("reason", "a reason").string()))
        }
        return reasons
    }

    /// The shards' roots in one report, sorted by document path (each root once; the devices
    /// Dynamic Type sizes, text measuring and variations the same in every shard).
    static func merge(_ reports: [MigrationReport]) throws(SpecError) -> MigrationReport {
        guard let first = reports.first else { return MigrationReport(devices: [], roots: []) }
        var seen: Set<String> = []
        for report in reports {
            guard report.devices.map(\.name) == first.devices.map(\.name),
                report.dynamicTypeSizes == first.dynamicTypeSizes, report.measuresText == first.measuresText,
                report.variations == first.variations
            else {
                throw SpecError(.shardsOfDifferentSettings, at: .file)
            }
            for root in report.roots {
                guard seen.insert(root.document + "\u{0}" + root.root).inserted else {
                    throw SpecError(.rootInTwoShards(root: root.root, document: root.document), at: .file)
                }
            }
        }
        let roots = reports.flatMap(\.roots).enumerated().sorted { a, b in
            let (x, y) = (Array(a.element.document.utf8), Array(b.element.document.utf8))
            return x == y ? a.offset < b.offset : x.lexicographicallyPrecedes(y)
        }
        return MigrationReport(
            devices: first.devices, roots: roots.map(\.element), dynamicTypeSizes: first.dynamicTypeSizes,
            measuresText: first.measuresText, variations: first.variations)
    }
}
