extension ViewDecoder {
    /// The modifier keys this build decodes.
    static let modifierKeys =
        ["frame", "padding", "layoutPriority", "fixedSize"] + contentModifierKeys + [
            "ignoresSafeArea", "safeAreaInset", "safeAreaPadding",
        ]

    /// Decodes one modifier object: exactly one modifier key plus an optional `id`.
    mutating func modifier(_ cursor: JSONCursor, depth: Int = 0) throws(SpecError) -> ModifierNode {
        let object = try cursor.object()
        let secondary = object["background"] != nil || object["overlay"] != nil
        let keys = object.keys.filter { $0 != "id" && !(secondary && $0 == "alignment") }
        guard keys.count == 1, let key = keys.first else {
            throw cursor.error(
                .mismatch(
                    expected:
                        "exactly one modifier key (one of: \(Self.modifierKeys.joined(separator: ", "))) plus an optional \"id\"",
                    found: keys.isEmpty ? "none" : keys.map { "\"\($0)\"" }.joined(separator: ", ")))
        }
        guard Self.modifierKeys.contains(key) else {
            throw cursor.error(.unknownName(key, kind: "modifier", allowed: Self.modifierKeys), key: key)
        }
        let id = try cursor.optional("id")?.string()
        let (argument, expressions) = try extractExpressions(key, try cursor.required(key, "the modifier's argument"))
        if !expressions.isEmpty {
            // Decode the argument with its placeholders, then attach the expressions.
            let rewritten = JSONCursor(.object(JSONObject([JSONMember(key, argument.value)])), path: cursor.path)
            var node = try modifier(rewritten)
            node.id = id
            node.expressions = expressions
            return node
        }
        if Self.contentModifierKeys.contains(key) {
            return ModifierNode(try contentModifier(key, argument, object: cursor, depth: depth), id: id)
        }
        switch key {
        case "frame": return ModifierNode(try frame(argument), id: id)
        case "padding": return ModifierNode(.padding(try padding(argument)), id: id)
        case "layoutPriority": return ModifierNode(.layoutPriority(try argument.number()), id: id)
        case "ignoresSafeArea": return ModifierNode(try ignoresSafeArea(argument), id: id)
        case "safeAreaInset": return ModifierNode(try safeAreaInset(argument, depth: depth), id: id)
        case "safeAreaPadding": return ModifierNode(try safeAreaPadding(argument), id: id)
        default: return ModifierNode(try fixedSize(argument), id: id)
        }
    }

    private func frame(_ cursor: JSONCursor) throws(SpecError) -> Modifier {
        let fixedKeys = ["width", "height"]
        let flexibleKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        try cursor.checkKeys(fixedKeys + flexibleKeys + ["alignment"], what: "a frame")
        let keys = try cursor.object().keys
        let alignment = try cursor.optional("alignment").map(Self.alignment) ?? .center
        let hasFixed = keys.contains { fixedKeys.contains($0) }
        let hasFlexible = keys.contains { flexibleKeys.contains($0) }
        if hasFixed && hasFlexible {
            throw cursor.error(
                .conflictingMembers(
                    first: "fixed (width, height)",
                    second: "flexible (minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight)",
                    in: "a frame"))
        }
        if !hasFlexible {
            return .frame(
                FixedFrame(
                    width: try cursor.optional("width")?.length(),
                    height: try cursor.optional("height")?.length(), alignment: alignment))
        }
        // Flexible frames accept contradictory (even negative) values: they are normalised
        // by the engine and reported, as SwiftUI does (FORMATS.md §1).
        func limits(_ axis: String) throws(SpecError) -> FrameLimits {
            FrameLimits(
                min: try cursor.optional("min" + axis)?.number(allowInfinity: true),
                ideal: try cursor.optional("ideal" + axis)?.number(allowInfinity: false),
                max: try cursor.optional("max" + axis)?.number(allowInfinity: true))
        }
        let horizontal = try limits("Width")
        let vertical = try limits("Height")
        for (name, value) in [("minWidth", horizontal.min), ("minHeight", vertical.min)] where value == .infinity {
            throw cursor.error(.mismatch(expected: "a finite number", found: "\"infinity\""), key: name)
        }
        return .flexibleFrame(FlexibleFrame(horizontal: horizontal, vertical: vertical, alignment: alignment))
    }

    /// A padding's argument (`padding`, `safeAreaPadding`: `what` names it in errors): a
    /// number, `"default"`, `{edges, length}` or `{top, leading, bottom, trailing}`.
    func padding(_ cursor: JSONCursor, what: String = "padding") throws(SpecError) -> EdgeInsets {
        switch cursor.value {
        case .number:
            return EdgeInsets(all: try cursor.number())
        case .string("default"):
            return EdgeInsets(all: environment.defaultPadding)
        case .object(let object) where object["edges"] != nil || object["length"] != nil:
            try cursor.checkKeys(["edges", "length"], what: what)
            let length = try cursor.optional("length")?.number() ?? environment.defaultPadding
            let names = ["all", "horizontal", "vertical", "top", "leading", "bottom", "trailing"]
            var insets = EdgeInsets()
            for edge in try cursor.optional("edges")?.array() ?? [] {
                switch try edge.choice(names, what: "edge set") {
                case "all": insets = EdgeInsets(all: length)
                case "horizontal":
                    insets.leading = length
                    insets.trailing = length
                case "vertical":
                    insets.top = length
                    insets.bottom = length
                case "top": insets.top = length
                case "leading": insets.leading = length
                case "bottom": insets.bottom = length
                default: insets.trailing = length
                }
            }
            if try cursor.optional("edges") == nil { insets = EdgeInsets(all: length) }
            return insets
        case .object:
            try cursor.checkKeys(["top", "leading", "bottom", "trailing"], what: what)
            return EdgeInsets(
                top: try cursor.optional("top")?.number() ?? 0,
                leading: try cursor.optional("leading")?.number() ?? 0,
                bottom: try cursor.optional("bottom")?.number() ?? 0,
                trailing: try cursor.optional("trailing")?.number() ?? 0)
        default:
            throw cursor.mismatch("a number, \"default\", {top, leading, bottom, trailing} or {edges, length}")
        }
    }

    private func fixedSize(_ cursor: JSONCursor) throws(SpecError) -> Modifier {
        if case .bool(let flag) = cursor.value {
            return .fixedSize(horizontal: flag, vertical: flag)
        }
        guard case .object = cursor.value else {
            throw cursor.mismatch("true, false or {horizontal, vertical}")
        }
        try cursor.checkKeys(["horizontal", "vertical"], what: "fixedSize")
        return .fixedSize(
            horizontal: try cursor.optional("horizontal")?.bool() ?? false,
            vertical: try cursor.optional("vertical")?.bool() ?? false)
    }
}
