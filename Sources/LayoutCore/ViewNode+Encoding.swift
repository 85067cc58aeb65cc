/// The kind-specific members and modifiers of a view in canonical JSON (see
/// `ViewSpec.json`).
extension ViewKind {
    /// The members after `type`, in the order FORMATS.md §1 lists them; defaults left out.
    var jsonMembers: [JSONMember] {
        switch self {
        case .shape, .gridRow(nil), .geometryReader:
            return []
        case .spacer(let minLength):
            return minLength.map { [JSONMember("minLength", .number($0))] } ?? []
        case .image(let width, let height, let resizable):
            return [JSONMember("width", .number(width)), JSONMember("height", .number(height))]
                + (resizable ? [JSONMember("resizable", .bool(true))] : [])
        case .symbolImage(let symbol):
            return symbol.jsonMembers
        case .hStack(let alignment, let spacing):
            return stackMembers(alignment == .center ? nil : alignment.rawValue, spacing)
        case .vStack(let alignment, let spacing):
            return stackMembers(alignment == .center ? nil : alignment.rawValue, spacing)
        case .zStack(let alignment):
            return stackMembers(alignment == .center ? nil : alignment.name, nil)
        default:
            return extendedMembers
        }
    }

    private func stackMembers(_ alignment: String?, _ spacing: Double?) -> [JSONMember] {
        var members: [JSONMember] = []
        if let alignment { members.append(JSONMember("alignment", .string(alignment))) }
        if let spacing { members.append(JSONMember("spacing", .number(spacing))) }
        return members
    }
}

extension ModifierNode {
    /// `{ "<modifier>": value, "id": … }` (plus `alignment` for background/overlay).
    package var json: JSONValue {
        var members = modifier.jsonMembers
        if !expressions.isEmpty, !members.isEmpty { members[0].value = withExpressions(members[0].value) }
        if let id { members.append(JSONMember("id", .string(id))) }
        return .object(JSONObject(members))
    }

    /// The argument with each GeometryReader expression written back as its source string.
    private func withExpressions(_ argument: JSONValue) -> JSONValue {
        if let length = expressions.first(where: { $0.key == "length" }), case .padding(let e) = modifier {
            if e.top == e.leading, e.top == e.bottom, e.top == e.trailing { return .string(length.expression.source) }
            let edges = [("top", e.top), ("leading", e.leading), ("bottom", e.bottom), ("trailing", e.trailing)]
            return .object([
                ("edges", .array(edges.filter { $0.1 != 0 }.map { .string($0.0) })),
                ("length", .string(length.expression.source)),
            ])
        }
        guard case .object(var object) = argument else { return argument }
        for expression in expressions { object[expression.key] = .string(expression.expression.source) }
        return .object(object)
    }
}

extension Modifier {
    var jsonMembers: [JSONMember] {
        switch self {
        case .frame(let frame):
            return [
                JSONMember(
                    "frame",
                    .object([
                        ("width", frame.width.map(JSONValue.number)), ("height", frame.height.map(JSONValue.number)),
                        ("alignment", frame.alignment == .center ? nil : frame.alignment.name.map(JSONValue.string)),
                    ]))
            ]
        case .flexibleFrame(let frame):
            let h = frame.horizontal
            let v = frame.vertical
            return [
                JSONMember(
                    "frame",
                    .object([
                        ("minWidth", h.min.map(JSONValue.number)), ("idealWidth", h.ideal.map(JSONValue.number)),
                        ("maxWidth", h.max.map(JSONValue.number)), ("minHeight", v.min.map(JSONValue.number)),
                        ("idealHeight", v.ideal.map(JSONValue.number)), ("maxHeight", v.max.map(JSONValue.number)),
                        ("alignment", frame.alignment == .center ? nil : frame.alignment.name.map(JSONValue.string)),
                    ]))
            ]
        case .padding(let e):
            return [JSONMember("padding", e.paddingJSON)]
        case .layoutPriority(let value):
            return [JSONMember("layoutPriority", .number(value))]
        case .fixedSize(let horizontal, let vertical):
            if horizontal && vertical { return [JSONMember("fixedSize", .bool(true))] }
            return [
                JSONMember(
                    "fixedSize", .object([("horizontal", .bool(horizontal)), ("vertical", .bool(vertical))]))
            ]
        default:
            return extendedMembers
        }
    }
}

extension EdgeInsets {
    /// A padding's JSON argument: one number when every inset is the same, else
    /// `{top, leading, bottom, trailing}`.
    var paddingJSON: JSONValue {
        if top == leading, top == bottom, top == trailing { return .number(top) }
        return .object([
            ("top", .number(top)), ("leading", .number(leading)), ("bottom", .number(bottom)),
            ("trailing", .number(trailing)),
        ])
    }
}
