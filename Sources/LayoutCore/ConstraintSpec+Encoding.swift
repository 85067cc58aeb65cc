/// `ConstraintSpec` → JSON in the canonical form (FORMATS.md §2): members in the order the
/// format documents them, defaults left out, constraint strings as written. Decoding the
/// output gives an equal spec, and for canonical input `JSONWriter.write(spec.json)`
/// reproduces the input byte for byte.
///
/// ```swift
/// let spec = ConstraintSpec(name: "pin", views: [ConstraintView(id: "a")],
///                           constraints: [.text("a.left == 20", path: "constraints[0]")])
/// JSONWriter.write(spec.json)  // {"format": "layoutlab.constraints/1", "name": "pin", …}
/// ```
extension ConstraintSpec {
    /// The canonical JSON of this spec.
    public var json: JSONValue {
        var members = [JSONMember("format", .string(Self.format)), JSONMember("name", .string(name))]
        if isRightToLeft { members.append(JSONMember("layoutDirection", .string("rightToLeft"))) }
        if let size = dynamicTypeSize { members.append(JSONMember("dynamicTypeSize", .string(size.rawValue))) }
        if let horizontalSizeClass {
            members.append(JSONMember("horizontalSizeClass", .string(horizontalSizeClass.rawValue)))
        }
        if let verticalSizeClass {
            members.append(JSONMember("verticalSizeClass", .string(verticalSizeClass.rawValue)))
        }
        if safeAreaInsets != EdgeInsets() {
            members.append(JSONMember("safeAreaInsets", LayoutEnvironment.safeAreaInsetsJSON(safeAreaInsets)))
        }
        if !metrics.isEmpty {
            members.append(
                JSONMember("metrics", .object(JSONObject(metrics.map { JSONMember($0.name, .number($0.value)) }))))
        }
        if !views.isEmpty { members.append(JSONMember("views", .array(views.map(\.json)))) }
        if !constraints.isEmpty { members.append(JSONMember("constraints", .array(constraints.map(\.json)))) }
        if !stackViews.isEmpty { members.append(JSONMember("stackViews", .array(stackViews.map(\.json)))) }
        if !variations.isEmpty { members.append(JSONMember("variations", .array(variations.map(\.json)))) }
        return .object(JSONObject(members))
    }
}

extension ConstraintView {
    /// The canonical JSON of this view (only what differs from the defaults).
    package var json: JSONValue {
        var members = [JSONMember("id", .string(id))]
        if parent != ConstraintSpec.rootID { members.append(JSONMember("parent", .string(parent))) }
        if let label { members.append(JSONMember("label", .string(label))) }
        let intrinsic = [("width", intrinsicWidth), ("height", intrinsicHeight)].compactMap { key, value in
            value.map { JSONMember(key, .number($0)) }
        }
        if !intrinsic.isEmpty { members.append(JSONMember("intrinsicSize", .object(JSONObject(intrinsic)))) }
        if let baseline {
            var text = [JSONMember("first", .number(baseline.first))]
            if baseline.last != baseline.first { text.append(JSONMember("last", .number(baseline.last))) }
            members.append(JSONMember("baseline", .object(JSONObject(text))))
        }
        if let text { members.append(JSONMember("text", text.json)) }
        if let symbolImage { members.append(JSONMember("image", .object(JSONObject(symbolImage.jsonMembers)))) }
        func pair(_ key: String, _ h: Double, _ v: Double, default value: Double) {
            let given = [("horizontal", h), ("vertical", v)].filter { $0.1 != value }
            guard !given.isEmpty else { return }
            members.append(JSONMember(key, .object(JSONObject(given.map { JSONMember($0.0, .number($0.1)) }))))
        }
        pair("hugging", huggingHorizontal, huggingVertical, default: 250)
        pair("compressionResistance", compressionResistanceHorizontal, compressionResistanceVertical, default: 750)
        if layoutMargins != EdgeInsets(all: 8) {
            let m = layoutMargins
            let uniform = m.top == m.leading && m.top == m.bottom && m.top == m.trailing
            members.append(
                JSONMember(
                    "layoutMargins",
                    uniform
                        ? .number(m.top)
                        : .object(
                            JSONObject([
                                JSONMember("top", .number(m.top)), JSONMember("leading", .number(m.leading)),
                                JSONMember("bottom", .number(m.bottom)), JSONMember("trailing", .number(m.trailing)),
                            ]))))
        }
        return .object(JSONObject(members))
    }
}

extension ConstraintEntry {
    /// A string entry as written; an object with its non-default members.
    package var json: JSONValue {
        switch self {
        case .text(let text, _):
            return .string(text)
        case .object(let object, _):
            var members = [
                JSONMember("first", .string(object.first)), JSONMember("relation", .string(object.relation.rawValue)),
            ]
            if let second = object.second { members.append(JSONMember("second", .string(second))) }
            if object.multiplier != 1 { members.append(JSONMember("multiplier", .number(object.multiplier))) }
            if object.constant != 0 { members.append(JSONMember("constant", .number(object.constant))) }
            if object.priority != 1000 { members.append(JSONMember("priority", .number(object.priority))) }
            if let identifier = object.identifier { members.append(JSONMember("identifier", .string(identifier))) }
            return .object(JSONObject(members))
        }
    }
}

extension StackViewSpec {
    /// The canonical JSON of this stack view.
    package var json: JSONValue {
        var members = [JSONMember("id", .string(id))]
        if parent != ConstraintSpec.rootID { members.append(JSONMember("parent", .string(parent))) }
        members.append(JSONMember("axis", .string(axis == .horizontal ? "horizontal" : "vertical")))
        if distribution != .fill { members.append(JSONMember("distribution", .string(distribution.rawValue))) }
        if alignment != .fill { members.append(JSONMember("alignment", .string(alignment.rawValue))) }
        if spacing != 0 { members.append(JSONMember("spacing", .number(spacing))) }
        members.append(JSONMember("arrangedSubviews", .array(arrangedSubviews.map { .string($0) })))
        if isBaselineRelativeArrangement { members.append(JSONMember("baselineRelativeArrangement", .bool(true))) }
        return .object(JSONObject(members))
    }
}
