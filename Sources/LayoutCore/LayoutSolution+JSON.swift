extension LayoutSolution {
    /// The format identifier of solution documents.
    public static let format = "layoutlab.solution/1"

    /// The `layoutlab.solution/1` document (FORMATS.md §3), members in a fixed order.
    public var json: JSONValue {
        var object = JSONObject()
        object["format"] = .string(LayoutSolution.format)
        object["engine"] = .string(engine.rawValue)
        object["spec"] = .string(spec)
        object["status"] = .string(status.rawValue)
        object["size"] = .object(
            JSONObject([
                JSONMember("width", Self.lengthJSON(size.width)), JSONMember("height", Self.lengthJSON(size.height)),
            ]))
        object["frames"] = .object(JSONObject(frames.map { JSONMember($0.id, Self.rectJSON($0.frame)) }))
        object["diagnostics"] = .array(diagnostics.map(\.json))
        return .object(object)
    }

    /// A length, `"infinity"` or null.
    package static func lengthJSON(_ value: Double?) -> JSONValue {
        guard let value else { return .null }
        return value == .infinity ? .string("infinity") : .number(value)
    }

    /// A bound: a number, `"infinity"` or `"-infinity"`.
    package static func boundJSON(_ value: Double) -> JSONValue {
        value.isFinite ? .number(value) : .string(value > 0 ? "infinity" : "-infinity")
    }

    /// `{x, y, width, height}`.
    package static func rectJSON(_ rect: Rect) -> JSONValue {
        .object(
            JSONObject([
                JSONMember("x", .number(rect.x)), JSONMember("y", .number(rect.y)),
                JSONMember("width", .number(rect.width)), JSONMember("height", .number(rect.height)),
            ]))
    }
}

extension Diagnostic {
    /// The diagnostic as a JSON object: `kind`, `message`, then the details that are set.
    package var json: JSONValue {
        var object = JSONObject()
        object["kind"] = .string(kind.rawValue)
        object["message"] = .string(message)
        if !views.isEmpty { object["views"] = .array(views.map(JSONValue.string)) }
        if !constraints.isEmpty { object["constraints"] = .array(constraints.map(JSONValue.string)) }
        if let axis { object["axis"] = .string(axis == .horizontal ? "horizontal" : "vertical") }
        if let amount { object["amount"] = .number(amount) }
        if !ranges.isEmpty {
            object["ranges"] = .array(
                ranges.map {
                    .object(
                        JSONObject([
                            JSONMember("field", .string($0.field)),
                            JSONMember("min", LayoutSolution.boundJSON($0.minimum)),
                            JSONMember("max", LayoutSolution.boundJSON($0.maximum)),
                        ]))
                })
        }
        return .object(object)
    }
}
