import LayoutCore

/// The verdicts per Dynamic Type size (`migrate --dynamic-type`): a root is exact only when it
/// is exact at every size, and the report says at which sizes it is (a GeometryReader form
/// holds its labels in the frames of the spec's own size, so it can be exact there alone).
extension MigrationReport {
    /// Per size laid out, the roots exact at it (empty without `--dynamic-type`).
    var exactByDynamicType: [(size: DynamicTypeSize, roots: Int)] {
        dynamicTypeSizes.map { size in
            (
                size,
                roots.filter { root in root.dynamicTypeVerdicts.contains { $0.size == size && $0.verdict == .exact } }
                    .count
            )
        }
    }

    /// `  exact per Dynamic Type size: xSmall 66, small 66, …` (nil without `--dynamic-type`).
    var dynamicTypeSummary: String? {
        guard !dynamicTypeSizes.isEmpty else { return nil }
        return "  exact per Dynamic Type size: "
            + exactByDynamicType.map { "\($0.size.rawValue) \($0.roots)" }.joined(separator: ", ")
    }

    /// `    exact at large; approximate at xSmall (Δ 3 pt), …` for a root whose verdict
    /// differs between sizes (nil when it is the same at every size).
    static func dynamicTypeLine(_ root: RootMigration) -> String? {
        let exact = root.dynamicTypeVerdicts.filter { $0.verdict == .exact }
        let approximate = root.dynamicTypeVerdicts.filter { $0.verdict != .exact }
        guard !exact.isEmpty, !approximate.isEmpty else { return nil }
        // The affine form's labels sit in the frames solved at the spec's own size.
        let why = root.form == "affineFrames" ? " (affine frames are solved at the spec's own size)" : ""
        return "    exact at " + exact.map(\.size.rawValue).joined(separator: ", ") + "; approximate at "
            + approximate.map { "\($0.size.rawValue) (Δ \(Migration.deltaText($0.maxDifference)))" }
            .joined(separator: ", ") + why
    }

    /// The root's `dynamicTypeVerdicts` as JSON: `[{"size", "verdict", "maxDifference"}]`.
    static func dynamicTypeJSON(_ root: RootMigration) -> JSONValue {
        .array(
            root.dynamicTypeVerdicts.map { entry in
                .object(
                    JSONObject([
                        JSONMember("size", .string(entry.size.rawValue)),
                        JSONMember("verdict", .string(entry.verdict.rawValue)),
                        JSONMember("maxDifference", .number(entry.maxDifference)),
                    ]))
            })
    }

    /// Reads a root's `dynamicTypeVerdicts` back (`--merge`).
    static func decodeDynamicTypeVerdicts(_ list: JSONCursor?) throws(SpecError)
        -> [(size: DynamicTypeSize, verdict: RootMigration.Verdict, maxDifference: Double)]
    {
        var result: [(size: DynamicTypeSize, verdict: RootMigration.Verdict, maxDifference: Double)] = []
        for entry in try list?.array() ?? [] {
            let size = try entry.required("size", "a Dynamic Type size").choice(
                DynamicTypeSize.allCases.map(\.rawValue), what: "Dynamic Type size")
            let verdict = try entry.required("verdict", "a verdict").choice(["exact", "approximate"], what: "verdict")
            result.append(
                (
                    DynamicTypeSize(rawValue: size)!, RootMigration.Verdict(rawValue: verdict)!,
                    try entry.required("maxDifference", "a number").number(allowInfinity: true)
                ))
        }
        return result
    }
}
