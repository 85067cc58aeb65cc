// Decoding Text, GeometryReader, ViewThatFits, the alignment/background/overlay/offset/
// aspectRatio/border modifiers and GeometryReader length expressions (FORMATS.md §1).

extension ViewDecoder {
    /// The modifier keys decoded here (added to `modifierKeys`).
    static let contentModifierKeys = [
        "alignmentGuide", "background", "overlay", "offset", "aspectRatio", "border", "containerRelativeFrame",
    ]

    /// The kinds `Text`, `GeometryReader` and `ViewThatFits` (GeometryReader's `content` is
    /// decoded by `geometryContent`).
    func contentKind(_ type: String, _ cursor: JSONCursor, common: [String]) throws(SpecError) -> ViewKind {
        switch type {
        case "Text":
            try cursor.checkKeys(
                common + [
                    "text", "font", "lineLimit", "metrics", "lineSpacing", "truncationMode", "multilineTextAlignment",
                    "minimumScaleFactor", "kerning", "tracking",
                ],
                what: "a Text")
            var spec = TextSpec(try cursor.required("text", "the Text's string").string())
            if let font = try cursor.optional("font") { try decodeFont(font, into: &spec) }
            if let spacing = try cursor.optional("lineSpacing") { spec.lineSpacing = try spacing.length() }
            if let mode = try cursor.optional("truncationMode") {
                spec.truncationMode = TruncationMode(
                    rawValue: try mode.choice(TruncationMode.allCases.map(\.rawValue), what: "truncation mode"))
            }
            if let alignment = try cursor.optional("multilineTextAlignment") {
                spec.alignment = TextAlignment(
                    rawValue: try alignment.choice(TextAlignment.allCases.map(\.rawValue), what: "text alignment"))
            }
            if let limit = try cursor.optional("lineLimit") {
                let value = try limit.number()
                guard let lines = Int(exactly: value), lines >= 1 else {
                    throw limit.error(
                        .mismatch(expected: "a whole number of lines ≥ 1", found: JSONWriter.formatNumber(value)))
                }
                spec.lineLimit = lines
            }
            if let factor = try cursor.optional("minimumScaleFactor") {
                spec.minimumScaleFactor = try factor.scaleFactor(allowingZero: false)
            }
            if let kerning = try cursor.optional("kerning") { spec.kerning = try kerning.letterSpacing() }
            if let tracking = try cursor.optional("tracking") { spec.tracking = try tracking.letterSpacing() }
            if let metrics = try cursor.optional("metrics") {
                spec.metrics = try TextMetrics(metrics, base: environment.text)
            }
            return .text(spec)
        case "GeometryReader":
            try cursor.checkKeys(common + ["content"], what: "a GeometryReader")
            return .geometryReader
        default:
            try cursor.checkKeys(common + ["in", "children"], what: "a ViewThatFits")
            guard let axes = try cursor.optional("in") else { return .viewThatFits(horizontal: true, vertical: true) }
            var horizontal = false
            var vertical = false
            for axis in try axes.array() {
                if try axis.choice(["horizontal", "vertical"], what: "axis") == "horizontal" {
                    horizontal = true
                } else {
                    vertical = true
                }
            }
            return .viewThatFits(horizontal: horizontal, vertical: vertical)
        }
    }

    /// A Text's `font`: `size` (required unless `style` or `name` is given), `style` (SwiftUI's
    /// text style name, `"body"` …; not with `size`), `weight` (`"semibold"` …) and `name` (a
    /// font file name in the font directories).
    private func decodeFont(_ font: JSONCursor, into spec: inout TextSpec) throws(SpecError) {
        let members = try FontMembers(font, sizeRequired: true)
        spec.fontSize = members.size
        spec.fontStyle = members.style
        spec.fontWeight = members.weight
        spec.fontName = members.name
        spec.fontRelativeTo = members.relativeTo
        spec.fontItalic = members.italic
    }

    /// A GeometryReader's one content view; lengths inside it may be expressions.
    mutating func geometryContent(_ cursor: JSONCursor, depth: Int) throws(SpecError) -> ViewNode {
        geometryDepth += 1
        defer { geometryDepth -= 1 }
        return try view(try cursor.required("content", "the GeometryReader's content view"), depth: depth)
    }

    /// Decodes the modifiers of `contentModifierKeys`; `object` is the whole modifier object
    /// (for `alignment` beside `background`/`overlay`).
    mutating func contentModifier(_ key: String, _ argument: JSONCursor, object: JSONCursor, depth: Int)
        throws(SpecError) -> Modifier
    {
        switch key {
        case "alignmentGuide":
            try argument.checkKeys(["guide", "value"], what: "an alignmentGuide")
            let name = try argument.required("guide", "the guide").choice(
                GuideName.allCases.map(\.rawValue), what: "guide")
            let value = try expression(argument.required("value", "the guide's value"), scope: .dimensions)
            return .alignmentGuide(AlignmentGuideSpec(guide: GuideName(rawValue: name)!, value: value))
        case "background", "overlay":
            let alignment = try object.optional("alignment").map(Self.alignment) ?? .center
            let secondary = SecondaryView(try view(argument, depth: depth + 1), alignment: alignment)
            return key == "background" ? .background(secondary) : .overlay(secondary)
        case "offset":
            try argument.checkKeys(["x", "y"], what: "an offset")
            return .offset(x: try argument.optional("x")?.number() ?? 0, y: try argument.optional("y")?.number() ?? 0)
        case "aspectRatio":
            try argument.checkKeys(["ratio", "contentMode"], what: "an aspectRatio")
            let ratio = try argument.optional("ratio")?.number()
            if let ratio, ratio < 1 / SpecLimits.maxMagnitude {
                throw argument.error(
                    .mismatch(expected: "a ratio > 0 (at least 1e-9)", found: JSONWriter.formatNumber(ratio)),
                    key: "ratio")
            }
            let mode = try argument.optional("contentMode")?.choice(
                ContentMode.allCases.map(\.rawValue), what: "content mode")
            return .aspectRatio(ratio, contentMode: mode.flatMap(ContentMode.init(rawValue:)) ?? .fit)
        case "containerRelativeFrame":
            return .containerRelativeFrame(try containerRelativeFrame(argument))
        default:
            if case .number = argument.value { return .border(width: try argument.length()) }
            try argument.checkKeys(["width", "color"], what: "a border")
            return .border(width: try argument.optional("width")?.length() ?? 1)
        }
    }

    /// A `containerRelativeFrame`'s object: `axes` (required, non-empty), whole `count` and
    /// `span` ≥ 1, `spacing`, `multiplier`, `constant` and `alignment`.
    private func containerRelativeFrame(_ argument: JSONCursor) throws(SpecError) -> ContainerRelativeFrame {
        try argument.checkKeys(
            ["axes", "count", "span", "spacing", "multiplier", "constant", "alignment"],
            what: "a containerRelativeFrame")
        let axes = try argument.required("axes", "the axes (\"horizontal\", \"vertical\")")
        var frame = ContainerRelativeFrame(horizontal: false, vertical: false)
        for axis in try axes.array() {
            if try axis.choice(["horizontal", "vertical"], what: "axis") == "horizontal" {
                frame.horizontal = true
            } else {
                frame.vertical = true
            }
        }
        guard frame.horizontal || frame.vertical else {
            throw argument.error(.mismatch(expected: "at least one axis", found: "[]"), key: "axes")
        }
        for key in ["count", "span"] {
            guard let member = try argument.optional(key) else { continue }
            let value = try member.number()
            guard let whole = Int(exactly: value), whole >= 1, whole <= 1_000_000 else {
                throw member.error(
                    .mismatch(expected: "a whole number from 1 to 1000000", found: JSONWriter.formatNumber(value)))
            }
            if key == "count" { frame.count = whole } else { frame.span = whole }
        }
        if let spacing = try argument.optional("spacing") { frame.spacing = try spacing.length() }
        if let multiplier = try argument.optional("multiplier") { frame.multiplier = try multiplier.number() }
        if let constant = try argument.optional("constant") { frame.constant = try constant.number() }
        if let alignment = try argument.optional("alignment") { frame.alignment = try Self.alignment(alignment) }
        return frame
    }

    /// A number (a constant expression) or an expression string, with parse errors at the
    /// value's JSON path and the column in the string.
    func expression(_ cursor: JSONCursor, scope: LengthExpression.Scope) throws(SpecError) -> LengthExpression {
        guard case .string(let source) = cursor.value else { return LengthExpression(constant: try cursor.number()) }
        do {
            return try LengthExpression(parsing: source, scope: scope)
        } catch {
            throw cursor.error(.syntax(error))
        }
    }

    /// Inside a GeometryReader, replaces the expression strings of a `frame`, `padding` or
    /// `offset` argument or an `aspectRatio`'s `ratio` by placeholders and returns them as
    /// `ExpressionLength`s: a ratio by 1, fixed lengths, `min…`, paddings and offsets by 0,
    /// `ideal…` by the given min (else 0), `max…` by infinity, a padding `length` by 1
    /// (marking the edges it sets). The engine substitutes the values when it lays the
    /// reader out.
    func extractExpressions(_ key: String, _ argument: JSONCursor) throws(SpecError)
        -> (JSONCursor, [ExpressionLength])
    {
        guard geometryDepth > 0, ["frame", "padding", "offset", "aspectRatio"].contains(key) else {
            return (argument, [])
        }
        if case .string(let text) = argument.value, key == "padding", text != "default" {
            let parsed = try expression(argument, scope: .geometry)
            return (JSONCursor(.number(1), path: argument.path), [ExpressionLength(key: "length", expression: parsed)])
        }
        guard case .object(var object) = argument.value else { return (argument, []) }
        var found: [ExpressionLength] = []
        for member in object.members {
            guard case .string(let text) = member.value, text != "infinity",
                member.key != "alignment", member.key != "contentMode"
            else { continue }
            let parsed = try expression(JSONCursor(member.value, path: argument.path(of: member.key)), scope: .geometry)
            found.append(ExpressionLength(key: member.key, expression: parsed))
            object[member.key] = Self.placeholder(member.key, in: object)
        }
        return (JSONCursor(.object(object), path: argument.path), found)
    }

    /// Inside a GeometryReader, replaces the expression strings of a Spacer's `minLength`, a
    /// stack's `spacing` and an Image's `width`/`height` by the placeholder 0 and returns them.
    func extractViewExpressions(_ type: String, _ cursor: JSONCursor) throws(SpecError)
        -> (JSONCursor, [ExpressionLength])
    {
        let keys: [String]
        switch type {
        case "Spacer": keys = ["minLength"]
        case "HStack", "VStack": keys = ["spacing"]
        case "Image": keys = ["width", "height"]
        default: return try extractContainerExpressions(type, cursor)
        }
        guard geometryDepth > 0, case .object(var object) = cursor.value else { return (cursor, []) }
        var found: [ExpressionLength] = []
        for key in keys {
            guard case .string(let text)? = object[key], text != "infinity" else { continue }
            let parsed = try expression(JSONCursor(.string(text), path: cursor.path(of: key)), scope: .geometry)
            found.append(ExpressionLength(key: key, expression: parsed))
            object[key] = .number(0)
        }
        return (found.isEmpty ? cursor : JSONCursor(.object(object), path: cursor.path), found)
    }

    private static func placeholder(_ key: String, in object: JSONObject) -> JSONValue {
        if key.hasPrefix("max") { return .string("infinity") }
        // An aspectRatio's `ratio` must be > 0.
        if key == "ratio" { return .number(1) }
        // Marks the edges a `{"edges", "length"}` padding sets, for the engine to find.
        if key == "length" { return .number(1) }
        if key.hasPrefix("ideal") {
            let minKey = "min" + key.dropFirst("ideal".count)
            if case .number(let value)? = object[minKey] { return .number(value) }
        }
        return .number(0)
    }
}

extension JSONCursor {
    /// A Text's `kerning` or `tracking`: points, negative allowed, at most
    /// `SpecLimits.maxMagnitude` either way.
    func letterSpacing() throws(SpecError) -> Double {
        let value = try number()
        guard abs(value) <= SpecLimits.maxMagnitude else {
            throw error(
                .mismatch(
                    expected: "points of letter spacing within ±\(JSONWriter.formatNumber(SpecLimits.maxMagnitude))",
                    found: JSONWriter.formatNumber(value)))
        }
        return value
    }
}
