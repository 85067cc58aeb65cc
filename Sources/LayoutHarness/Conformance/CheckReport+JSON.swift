import LayoutCore

extension CheckReport {
    /// The report as a `layoutlab.check/1` document (docs/FORMATS.md §5): it depends only on
    /// the documents, so it is byte-identical between runs.
    public var json: JSONValue {
        var object = JSONObject()
        object["format"] = .string(Self.format)
        object["tolerance"] = .number(FrameCheck.tolerance)
        if let shard { object["shard"] = .string("\(shard.index)/\(shard.count)") }
        object["roots"] = .array(roots.map(Self.rootJSON))
        var summary = JSONObject([
            JSONMember("views", .number(Double(views))), JSONMember("within", .number(Double(within))),
            JSONMember("roots", .number(Double(roots.count))),
            JSONMember("passed", .number(Double(count(.passed)))),
            JSONMember("failed", .number(Double(count(.failed)))),
            JSONMember("errors", .number(Double(count(.error)))),
        ])
        if let moved = movedByMeasuredText { summary["measuredTextMoved"] = .number(Double(moved)) }
        object["summary"] = .object(summary)
        return .object(object)
    }

    private static func rootJSON(_ root: RootCheck) -> JSONValue {
        var object = JSONObject()
        object["document"] = .string(root.document)
        object["root"] = .string(root.root)
        object["verdict"] = .string(root.verdict.rawValue)
        object["views"] = .number(Double(root.views))
        object["within"] = .number(Double(root.within))
        object["off"] = .array(
            root.off.map { view in
                var item = JSONObject()
                item["id"] = .string(view.id)
                if let label = view.label { item["label"] = .string(label) }
                if let conflict = view.conflict { item["recordedConflict"] = .string(conflict) }
                item["recorded"] = rectJSON(view.recorded)
                item["solved"] = view.solved.map(rectJSON) ?? .null
                item["maxDelta"] = view.solved == nil ? .null : .number(view.maxDelta)
                return .object(item)
            })
        if let error = root.error { object["error"] = .string(error) }
        if let moved = root.movedByMeasuredText { object["measuredTextMoved"] = .number(Double(moved)) }
        return .object(object)
    }

    private static func rectJSON(_ rect: Rect) -> JSONValue {
        .object(
            JSONObject([
                JSONMember("x", .number(rect.x)), JSONMember("y", .number(rect.y)),
                JSONMember("width", .number(rect.width)), JSONMember("height", .number(rect.height)),
            ]))
    }

    /// Decodes a `layoutlab.check/1` document (for `layoutlab check --merge`); the summary is
    /// recomputed from the roots.
    public init(json: JSONValue) throws(SpecError) {
        let document = JSONCursor(json)
        let format = try document.required("format", "\"\(Self.format)\"").string()
        guard format == Self.format else {
            throw document.error(.mismatch(expected: "\"\(Self.format)\"", found: "\"\(format)\""), key: "format")
        }
        var roots: [RootCheck] = []
        for item in try document.required("roots", "a list of roots").array() {
            var off: [OffView] = []
            for view in try item.required("off", "the views off").array() {
                let solved = try view.optional("solved")
                off.append(
                    OffView(
                        id: try view.required("id", "a view id").string(),
                        label: try view.optional("label")?.string(),
                        conflict: try view.optional("recordedConflict")?.string(),
                        recorded: try Self.decodeRect(try view.required("recorded", "the recorded frame")),
                        solved: try solved.flatMap { (c: JSONCursor) throws(SpecError) -> Rect? in
                            c.value == .null ? nil : try Self.decodeRect(c)
                        }))
            }
            let views = try item.required("views", "the number of views checked").number()
            guard let count = Int(exactly: views), count >= off.count else {
                throw item.error(
                    .mismatch(
                        expected: "an integer at least the number of views off", found: JSONWriter.formatNumber(views)),
                    key: "views")
            }
            var root = RootCheck(
                document: try item.required("document", "the document's path").string(),
                root: try item.required("root", "the root's IB id").string(), views: count, off: off,
                error: try item.optional("error")?.string())
            if let moved = try item.optional("measuredTextMoved") {
                let number = try moved.number()
                guard let value = Int(exactly: number), value >= 0, value <= count else {
                    throw moved.error(
                        .mismatch(
                            expected: "an integer from 0 to the number of views checked",
                            found: JSONWriter.formatNumber(number)))
                }
                root.movedByMeasuredText = value
            }
            roots.append(root)
        }
        let shard = try document.optional("shard").map { (c: JSONCursor) throws(SpecError) -> Shard in
            guard let shard = Shard(try c.string()) else {
                throw c.error(.mismatch(expected: "K/N with 1 ≤ K ≤ N", found: "\"\(try c.string())\""))
            }
            return shard
        }
        self.init(roots: roots, shard: shard)
    }

    private static func decodeRect(_ c: JSONCursor) throws(SpecError) -> Rect {
        Rect(
            x: try c.required("x", "a number").number(), y: try c.required("y", "a number").number(),
            width: try c.required("width", "a number").number(), height: try c.required("height", "a number").number())
    }
}
