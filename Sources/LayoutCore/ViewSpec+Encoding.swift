/// `ViewSpec` → JSON in the canonical form (FORMATS.md §1): members in a fixed order
/// (`format`, `name`, `environment` when not the default, `root`), each view as `type`,
/// its kind's own members, `id`, `modifiers`, `children`; defaults left out. Decoding the
/// output gives an equal spec; canonical input round-trips byte for byte.
///
/// ```swift
/// let spec = ViewSpec(name: "one", root: ViewNode(.shape(.color), id: "a"))
/// JSONWriter.write(spec.json)
/// // {"format": "layoutlab.view/1", "name": "one", "root": {"type": "Color", "id": "a"}}
/// ```
extension ViewSpec {
    /// The canonical JSON of this spec.
    public var json: JSONValue {
        var members = [JSONMember("format", .string(Self.format)), JSONMember("name", .string(name))]
        if let environment = environment.json { members.append(JSONMember("environment", environment)) }
        members.append(JSONMember("root", root.json))
        return .object(JSONObject(members))
    }
}

extension ViewNode {
    /// The canonical JSON of this view.
    package var json: JSONValue {
        var members = [JSONMember("type", .string(kind.typeName))]
        members += withExpressions(kind.jsonMembers)
        if let id { members.append(JSONMember("id", .string(id))) }
        if !modifiers.isEmpty { members.append(JSONMember("modifiers", .array(modifiers.map(\.json)))) }
        members += childMembers
        return .object(JSONObject(members))
    }
}

extension JSONValue {
    /// A number, or the string `"infinity"` (`JSONWriter` writes both).
    static func length(_ value: Double) -> JSONValue { .number(value) }

    /// An object from the members whose value is given.
    static func object(_ members: [(String, JSONValue?)]) -> JSONValue {
        .object(JSONObject(members.compactMap { key, value in value.map { JSONMember(key, $0) } }))
    }
}
