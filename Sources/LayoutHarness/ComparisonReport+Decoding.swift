import LayoutCore
import LayoutTranslation

extension ComparisonReport {
    /// Decodes a `layoutlab.comparison/1` document (for `layoutlab merge`).
    public init(json: JSONValue) throws(SpecError) {
        let document = JSONCursor(json)
        let format = try document.required("format", "\"\(Self.format)\"").string()
        guard format == Self.format else {
            throw document.error(.mismatch(expected: "\"\(Self.format)\"", found: "\"\(format)\""), key: "format")
        }
        let strings = { (key: String) throws(SpecError) -> [String] in
            try (try document.optional(key)?.array() ?? []).map { (c: JSONCursor) throws(SpecError) in try c.string() }
        }
        var stackTiming = EngineTiming()
        var constraintTiming = EngineTiming()
        if let timing = try document.optional("timing") {
            func seconds(_ key: String) throws(SpecError) -> Double { (try timing.optional(key)?.number() ?? 0) / 1e9 }
            stackTiming = EngineTiming(
                buildSeconds: try seconds("stackBuildNanoseconds"),
                coldSolveSeconds: try seconds("stackColdSolveNanoseconds"))
            constraintTiming = EngineTiming(
                buildSeconds: try seconds("constraintsBuildNanoseconds"),
                coldSolveSeconds: try seconds("constraintsColdSolveNanoseconds"))
        }
        var sizes: [SizeComparison] = []
        for item in try document.required("sizes", "a list of sizes").array() {
            sizes.append(try Self.decodeSize(item))
        }
        var approximated: [ApproximatedView] = []
        for item in try document.optional("approximated")?.array() ?? [] {
            approximated.append(
                ApproximatedView(
                    id: try item.required("id", "a view id").string(),
                    reason: try item.required("reason", "why the view is approximate").string()))
        }
        self.init(
            name: try document.required("name", "the layout's name").string(), matchedIDs: try strings("views"),
            unmatchedIDs: try strings("unmatched"), stackTiming: stackTiming, constraintTiming: constraintTiming,
            sizes: sizes,
            shard: try document.optional("shard").flatMap { (c: JSONCursor) throws(SpecError) in
                Shard(try c.string())
            }, approximatedViews: approximated)
    }

    private static func decodeSize(_ item: JSONCursor) throws(SpecError) -> SizeComparison {
        let index = try item.required("index", "the size's index").number()
        guard let position = Int(exactly: index), position >= 0 else {
            throw item.error(
                .mismatch(expected: "a non-negative integer index", found: JSONWriter.formatNumber(index)), key: "index"
            )
        }
        var differences: [FrameDifference] = []
        for view in try item.required("views", "per-view differences").array() {
            let agreementText = try view.required("agreement", "an agreement class").choice(
                Agreement.allCases.map(\.rawValue), what: "agreement")
            differences.append(
                FrameDifference(
                    id: try view.required("id", "a view id").string(),
                    stack: try view.optional("stack").map(decodeRect),
                    constraints: try view.optional("constraints").map(decodeRect),
                    distance: try view.optional("distance")?.number() ?? .infinity,
                    agreement: Agreement(rawValue: agreementText)!,
                    reason: try view.optional("reason")?.string()))
        }
        return SizeComparison(
            index: position,
            size: Size(
                width: try item.required("width", "a width").number(),
                height: try item.required("height", "a height").number()),
            differences: differences,
            stackSeconds: (try item.optional("stackSolveNanoseconds")?.number() ?? 0) / 1e9,
            constraintSeconds: (try item.optional("constraintsSolveNanoseconds")?.number() ?? 0) / 1e9,
            stackDiagnostics: try decodeDiagnostics(item.optional("stackDiagnostics")),
            constraintDiagnostics: try decodeDiagnostics(item.optional("constraintsDiagnostics")))
    }

    private static func decodeRect(_ cursor: JSONCursor) throws(SpecError) -> Rect {
        Rect(
            x: try cursor.required("x", "a number").number(), y: try cursor.required("y", "a number").number(),
            width: try cursor.required("width", "a number").number(),
            height: try cursor.required("height", "a number").number())
    }

    private static func decodeDiagnostics(_ cursor: JSONCursor?) throws(SpecError) -> [Diagnostic] {
        guard let cursor else { return [] }
        var result: [Diagnostic] = []
        for item in try cursor.array() {
            let kindText = try item.required("kind", "a diagnostic kind").string()
            guard let kind = Diagnostic.Kind(rawValue: kindText) else {
                throw item.error(
                    .unknownName(kindText, kind: "diagnostic kind", allowed: Diagnostic.Kind.allCases.map(\.rawValue)),
                    key: "kind")
            }
            let list = { (key: String) throws(SpecError) -> [String] in
                try (try item.optional(key)?.array() ?? []).map { (c: JSONCursor) throws(SpecError) in try c.string() }
            }
            let axis = try item.optional("axis")?.choice(["horizontal", "vertical"], what: "axis")
            var diagnostic = Diagnostic(
                kind, try item.optional("message")?.string() ?? "", views: try list("views"),
                constraints: try list("constraints"),
                axis: axis.map { $0 == "horizontal" ? Axis.horizontal : Axis.vertical },
                amount: try item.optional("amount")?.number())
            for range in try item.optional("ranges")?.array() ?? [] {
                diagnostic.ranges.append(
                    ValueRange(
                        field: try range.required("field", "x, y, width or height").string(),
                        minimum: try range.required("min", "a bound").number(
                            allowInfinity: true, allowNegativeInfinity: true),
                        maximum: try range.required("max", "a bound").number(allowInfinity: true)))
            }
            result.append(diagnostic)
        }
        return result
    }

    /// Joins shards of one sweep (same layout) into one report, sizes in sweep order.
    public static func merge(_ shards: [ComparisonReport]) throws(SpecError) -> ComparisonReport {
        guard var merged = shards.first else {
            throw SpecError(.nothingToMerge, at: .file)
        }
        for shard in shards.dropFirst() where shard.name != merged.name || shard.matchedIDs != merged.matchedIDs {
            throw SpecError(.shardsOfDifferentLayouts(merged.name, shard.name), at: .jsonPath("name"))
        }
        merged.sizes = shards.flatMap(\.sizes).sorted { $0.index < $1.index }
        for pair in zip(merged.sizes, merged.sizes.dropFirst()) where pair.0.index == pair.1.index {
            throw SpecError(.sizeInTwoShards(index: pair.0.index), at: .jsonPath("sizes"))
        }
        merged.shard = nil
        return merged
    }
}
