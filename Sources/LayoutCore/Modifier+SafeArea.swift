/// The safe-area modifiers in JSON (FORMATS.md §1 of the project docs, "Safe area"):
/// `{"ignoresSafeArea": true}` (every region, every edge) or
/// `{"ignoresSafeArea": {"regions": "container", "edges": ["top", "bottom"]}}`.
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
