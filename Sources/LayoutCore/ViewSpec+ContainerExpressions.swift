// GeometryReader length expressions in the lengths of ZStack, the lazy grids (spacing and
// every grid item's size and spacing) and Grid (FORMATS.md §1: inside a GeometryReader
// "any length may be a string expression").

extension ViewDecoder {
    /// Inside a GeometryReader, replaces the expression strings of a container's lengths by
    /// placeholders that pass the kind's checks and returns them as `ExpressionLength`s
    /// keyed by their JSON path inside the view: `spacing` (ZStack, lazy grids; placeholder
    /// 0), `horizontalSpacing`/`verticalSpacing` (Grid; 0), and for each grid item
    /// `columns[i].spacing` (0), `columns[i].size.fixed` (0),
    /// `columns[i].size.flexible.minimum` / `….adaptive.minimum` (1) and `….maximum`
    /// (infinity), with `rows` for a LazyHGrid. The engine substitutes the values when it
    /// lays the reader out.
    func extractContainerExpressions(_ type: String, _ cursor: JSONCursor) throws(SpecError)
        -> (JSONCursor, [ExpressionLength])
    {
        guard geometryDepth > 0, case .object(var object) = cursor.value else { return (cursor, []) }
        var found: [ExpressionLength] = []
        switch type {
        case "ZStack":
            try extract(&object, "spacing", at: cursor.path, placeholder: .number(0), into: &found)
        case "Grid":
            try extract(&object, "horizontalSpacing", at: cursor.path, placeholder: .number(0), into: &found)
            try extract(&object, "verticalSpacing", at: cursor.path, placeholder: .number(0), into: &found)
        case "LazyVGrid", "LazyHGrid":
            try extract(&object, "spacing", at: cursor.path, placeholder: .number(0), into: &found)
            let itemsKey = type == "LazyVGrid" ? "columns" : "rows"
            guard case .array(var items)? = object[itemsKey] else { break }
            for index in items.indices {
                let name = "\(itemsKey)[\(index)]"
                items[index] = try gridItem(items[index], name: name, path: cursor.path(of: name), into: &found)
            }
            object[itemsKey] = .array(items)
        default:
            return (cursor, [])
        }
        return (found.isEmpty ? cursor : JSONCursor(.object(object), path: cursor.path), found)
    }

    /// One grid item with its expressions replaced (see `extractContainerExpressions`).
    private func gridItem(_ item: JSONValue, name: String, path: String, into found: inout [ExpressionLength])
        throws(SpecError) -> JSONValue
    {
        guard case .object(var object) = item else { return item }
        try extract(&object, "spacing", at: path, prefix: name, placeholder: .number(0), into: &found)
        guard case .object(var size)? = object["size"] else { return .object(object) }
        let sizePath = path + ".size"
        let sizeName = name + ".size"
        try extract(&size, "fixed", at: sizePath, prefix: sizeName, placeholder: .number(0), into: &found)
        for kind in ["flexible", "adaptive"] {
            guard case .object(var limits)? = size[kind] else { continue }
            let limitsPath = sizePath + "." + kind
            let limitsName = sizeName + "." + kind
            try extract(&limits, "minimum", at: limitsPath, prefix: limitsName, placeholder: .number(1), into: &found)
            try extract(
                &limits, "maximum", at: limitsPath, prefix: limitsName, placeholder: .string("infinity"), into: &found)
            size[kind] = .object(limits)
        }
        object["size"] = .object(size)
        return .object(object)
    }

    /// Replaces the expression string at `key` of `object` (at JSON path `path`) by
    /// `placeholder`, recording it as `prefix.key` (just `key` without a prefix).
    private func extract(
        _ object: inout JSONObject, _ key: String, at path: String, prefix: String = "", placeholder: JSONValue,
        into found: inout [ExpressionLength]
    ) throws(SpecError) {
        guard case .string(let text)? = object[key], text != "infinity" else { return }
        let memberPath = path.isEmpty ? key : path + "." + key
        let parsed = try expression(JSONCursor(.string(text), path: memberPath), scope: .geometry)
        found.append(ExpressionLength(key: prefix.isEmpty ? key : prefix + "." + key, expression: parsed))
        object[key] = placeholder
    }
}

extension ViewNode {
    /// The kind's members with each of the view's GeometryReader expressions written back as
    /// its source string at its key path (`spacing`, `columns[1].size.flexible.minimum`), so
    /// a spec with expressions round-trips.
    func withExpressions(_ members: [JSONMember]) -> [JSONMember] {
        guard !expressions.isEmpty else { return members }
        var object = JSONObject(members)
        for item in expressions {
            var segments = item.key.split(separator: ".").map(String.init)
            var index: Int?
            if let open = segments[0].firstIndex(of: "["), segments[0].hasSuffix("]") {
                index = Int(
                    segments[0][segments[0].index(after: open)..<segments[0].index(before: segments[0].endIndex)])
                segments[0] = String(segments[0][..<open])
            }
            let source = JSONValue.string(item.expression.source)
            guard let index else {
                object = Self.setting(source, at: segments[...], in: object)
                continue
            }
            guard case .array(var items)? = object[segments[0]], items.indices.contains(index),
                case .object(let element) = items[index]
            else { continue }
            items[index] = .object(Self.setting(source, at: segments.dropFirst(), in: element))
            object[segments[0]] = .array(items)
        }
        return object.members
    }

    private static func setting(_ value: JSONValue, at path: ArraySlice<String>, in object: JSONObject) -> JSONObject {
        guard let key = path.first else { return object }
        var result = object
        if path.count == 1 {
            result[key] = value
        } else {
            guard case .object(let inner)? = object[key] else { return object }
            result[key] = .object(setting(value, at: path.dropFirst(), in: inner))
        }
        return result
    }
}
