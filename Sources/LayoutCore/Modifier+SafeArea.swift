/// The safe-area modifiers in JSON (FORMATS.md §1 of the project docs, "Safe area"):
/// `{"ignoresSafeArea": true}` (every region, every edge) or
/// `{"ignoresSafeArea": {"regions": "container", "edges": ["top", "bottom"]}}`;
/// `{"safeAreaInset": {"edge": "bottom", "alignment": "leading", "spacing": 0, "content": VIEW}}`;
/// `{"safeAreaPadding": ARGUMENT}` with `padding`'s arguments, every length ≥ 0.
extension ViewDecoder {
    /// Decodes the argument of `ignoresSafeArea`.
    func ignoresSafeArea(_ cursor: JSONCursor) throws(SpecError) -> Modifier {
        switch cursor.value {
        case .bool(true):
            return .ignoresSafeArea(.all, edges: .all)
        case .object:
            try cursor.checkKeys(["regions", "edges"], what: "ignoresSafeArea")
            let regions = try cursor.optional("regions")?.choice(
                SafeAreaRegions.allCases.map(\.rawValue), what: "safe-area regions")
            return .ignoresSafeArea(
                regions.flatMap(SafeAreaRegions.init(rawValue:)) ?? .all,
                edges: try cursor.optional("edges").map(Self.edgeSet) ?? .all)
        default:
            throw cursor.mismatch("true or {regions, edges}")
        }
    }

    /// Decodes the argument of `safeAreaInset`: `edge` (required), `alignment` (a name across
    /// the edge's axis), `spacing` (a number; absent is the spacing between the two views)
    /// and `content` (required, a view).
    mutating func safeAreaInset(_ cursor: JSONCursor, depth: Int) throws(SpecError) -> Modifier {
        guard case .object = cursor.value else { throw cursor.mismatch("{edge, alignment, spacing, content}") }
        try cursor.checkKeys(["edge", "alignment", "spacing", "content"], what: "safeAreaInset")
        let name = try cursor.required("edge", "the edge: top, leading, bottom or trailing").choice(
            SafeAreaInset.Edge.allCases.map(\.rawValue), what: "safe-area inset edge")
        let edge = SafeAreaInset.Edge(rawValue: name) ?? .bottom
        var alignment = Alignment.center
        if let cursor = try cursor.optional("alignment") {
            if edge.axis == .vertical {
                let name = try cursor.choice(HorizontalAlignment.allCases.map(\.rawValue), what: "horizontal alignment")
                alignment.horizontal = HorizontalAlignment(rawValue: name) ?? .center
            } else {
                let name = try cursor.choice(VerticalAlignment.allCases.map(\.rawValue), what: "vertical alignment")
                alignment.vertical = VerticalAlignment(rawValue: name) ?? .center
            }
        }
        let spacing = try cursor.optional("spacing")?.number()
        let content = try view(try cursor.required("content", "the inset's content view"), depth: depth + 1)
        return .safeAreaInset(SafeAreaInset(edge: edge, alignment: alignment, spacing: spacing, view: content))
    }

    /// Decodes the argument of `safeAreaPadding`: `padding`'s forms, every length ≥ 0 (each
    /// checked where it stands, so an error names its member).
    func safeAreaPadding(_ cursor: JSONCursor) throws(SpecError) -> Modifier {
        switch cursor.value {
        case .number: _ = try cursor.length()
        case .object:
            for key in ["length", "top", "leading", "bottom", "trailing"] { _ = try cursor.optional(key)?.length() }
        default: break
        }
        return .safeAreaPadding(try padding(cursor, what: "safeAreaPadding"))
    }

    /// An array of edge-set names (`all`, `horizontal`, `vertical`, `top`, `leading`,
    /// `bottom`, `trailing`): their union.
    static func edgeSet(_ cursor: JSONCursor) throws(SpecError) -> EdgeSet {
        var result: EdgeSet = []
        for item in try cursor.array() {
            let name = try item.choice(EdgeSet.names.map(\.0), what: "edge set")
            for (candidate, set) in EdgeSet.names where candidate == name { result.formUnion(set) }
        }
        return result
    }
}

extension Modifier {
    /// The JSON members of a safe-area modifier; nil for every other modifier.
    var safeAreaJSON: [JSONMember]? {
        if case .safeAreaInset(let inset) = self {
            return [
                JSONMember(
                    "safeAreaInset",
                    .object([
                        ("edge", .string(inset.edge.rawValue)),
                        ("alignment", inset.alignmentName == "center" ? nil : .string(inset.alignmentName)),
                        ("spacing", inset.spacing.map(JSONValue.number)), ("content", inset.view.json),
                    ]))
            ]
        }
        if case .safeAreaPadding(let insets) = self { return [JSONMember("safeAreaPadding", insets.paddingJSON)] }
        guard case .ignoresSafeArea(let regions, let edges) = self else { return nil }
        if regions == .all && edges == .all { return [JSONMember("ignoresSafeArea", .bool(true))] }
        return [
            JSONMember(
                "ignoresSafeArea",
                .object([
                    ("regions", regions == .all ? nil : .string(regions.rawValue)),
                    ("edges", edges == .all ? nil : .array(edges.jsonNames.map(JSONValue.string))),
                ]))
        ]
    }
}
