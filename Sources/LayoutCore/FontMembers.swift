/// The members of a `font` object (a Text's, a label's): `size`, `style` (a text style name,
/// not with `size`), `weight`, `name` (a font file name without `/`), `relativeTo` (the text
/// style a named font's size scales with, SwiftUI's `.custom(_:size:relativeTo:)`; only with
/// `name`) and `italic` (a boolean).
struct FontMembers {
    var size: Double?
    var style: TextStyle?
    var weight: FontWeight?
    var name: String?
    var relativeTo: TextStyle?
    var italic = false

    /// Decodes `font`; with `sizeRequired`, `size` must be given unless `style` or `name` is.
    init(_ font: JSONCursor, sizeRequired: Bool) throws(SpecError) {
        try font.checkKeys(["size", "style", "weight", "name", "relativeTo", "italic"], what: "a font")
        if let relative = try font.optional("relativeTo") {
            relativeTo = TextStyle(
                rawValue: try relative.choice(TextStyle.allCases.map(\.rawValue), what: "text style"))
            if try font.optional("name") == nil {
                throw font.error(
                    .mismatch(expected: "a font name beside relativeTo (a custom font's size)", found: "none"),
                    key: "relativeTo")
            }
        }
        if let italic = try font.optional("italic") { self.italic = try italic.bool() }
        if let style = try font.optional("style") {
            self.style = TextStyle(rawValue: try style.choice(TextStyle.allCases.map(\.rawValue), what: "text style"))
        }
        if let weight = try font.optional("weight") {
            self.weight = FontWeight(rawValue: try weight.choice(FontWeight.allCases.map(\.rawValue), what: "weight"))
        }
        if let name = try font.optional("name") {
            let value = try name.string()
            if value.isEmpty || value.contains("/") {
                throw name.error(.mismatch(expected: "a font file name without '/'", found: "\"\(value)\""))
            }
            self.name = value
        }
        if style != nil, try font.optional("size") != nil {
            throw font.error(.mismatch(expected: "either a text style or a size", found: "both"), key: "size")
        }
        guard style == nil else { return }
        let required = sizeRequired && name == nil
        guard let sizeCursor = required ? try font.required("size", "the font size") : try font.optional("size")
        else { return }
        let size = try sizeCursor.number()
        if size <= 0 {
            throw font.error(.mismatch(expected: "a font size > 0", found: JSONWriter.formatNumber(size)), key: "size")
        }
        self.size = size
    }

    /// The canonical JSON members (in decoding order), empty when none is given.
    static func json(
        size: Double?, style: TextStyle?, weight: FontWeight?, name: String?, relativeTo: TextStyle? = nil,
        italic: Bool = false
    ) -> [JSONMember] {
        JSONValue.members([
            ("size", size.map { .number($0) }), ("style", style.map { .string($0.rawValue) }),
            ("weight", weight.map { .string($0.rawValue) }), ("name", name.map { .string($0) }),
            ("relativeTo", relativeTo.map { .string($0.rawValue) }), ("italic", italic ? .bool(true) : nil),
        ])
    }
}

extension LabelText {
    /// `{"string": "…", "font": {…}, "numberOfLines": 0, "lineBreakMode": "byWordWrapping"}`
    /// (FORMATS.md §5).
    init(_ cursor: JSONCursor) throws(SpecError) {
        try cursor.checkKeys(
            [
                "string", "font", "numberOfLines", "lineBreakMode", "adjustsFontSizeToFitWidth", "minimumScaleFactor",
                "kerning", "tracking",
            ],
            what: "a label's text")
        self.init(try cursor.required("string", "the label's string").string())
        if let font = try cursor.optional("font") {
            let members = try FontMembers(font, sizeRequired: false)
            fontSize = members.size
            fontStyle = members.style
            fontWeight = members.weight
            fontName = members.name
            fontRelativeTo = members.relativeTo
            fontItalic = members.italic
        }
        if let lines = try cursor.optional("numberOfLines") {
            let value = try lines.number()
            guard let count = Int(exactly: value), count >= 0 else {
                throw lines.error(
                    .mismatch(
                        expected: "a whole number of lines ≥ 0 (0 = unlimited)", found: JSONWriter.formatNumber(value)))
            }
            numberOfLines = count
        }
        if let mode = try cursor.optional("lineBreakMode") {
            lineBreakMode =
                LineBreakMode(
                    rawValue: try mode.choice(LineBreakMode.allCases.map(\.rawValue), what: "line break mode"))
                ?? .byTruncatingTail
        }
        if let adjusts = try cursor.optional("adjustsFontSizeToFitWidth") {
            adjustsFontSizeToFitWidth = try adjusts.bool()
        }
        if let factor = try cursor.optional("minimumScaleFactor") {
            minimumScaleFactor = try factor.scaleFactor(allowingZero: true)
        }
        if let kerning = try cursor.optional("kerning") { self.kerning = try kerning.letterSpacing() }
        if let tracking = try cursor.optional("tracking") { self.tracking = try tracking.letterSpacing() }
    }

    /// The canonical JSON form (defaults left out).
    var json: JSONValue {
        var members = [JSONMember("string", .string(string))]
        let font = FontMembers.json(
            size: fontSize, style: fontStyle, weight: fontWeight, name: fontName, relativeTo: fontRelativeTo,
            italic: fontItalic)
        if !font.isEmpty { members.append(JSONMember("font", .object(JSONObject(font)))) }
        if numberOfLines != 1 { members.append(JSONMember("numberOfLines", .number(Double(numberOfLines)))) }
        if lineBreakMode != .byTruncatingTail {
            members.append(JSONMember("lineBreakMode", .string(lineBreakMode.rawValue)))
        }
        if adjustsFontSizeToFitWidth { members.append(JSONMember("adjustsFontSizeToFitWidth", .bool(true))) }
        if minimumScaleFactor != 0 { members.append(JSONMember("minimumScaleFactor", .number(minimumScaleFactor))) }
        if kerning != 0 { members.append(JSONMember("kerning", .number(kerning))) }
        if tracking != 0 { members.append(JSONMember("tracking", .number(tracking))) }
        return .object(JSONObject(members))
    }
}

extension JSONCursor {
    /// A font scale factor: a number in (0, 1], or [0, 1] when `allowingZero` (UIKit's
    /// `minimumScaleFactor`, where 0 means no shrinking).
    func scaleFactor(allowingZero: Bool) throws(SpecError) -> Double {
        let value = try number()
        guard value <= 1, allowingZero ? value >= 0 : value > 0 else {
            throw error(
                .mismatch(
                    expected: allowingZero ? "a scale factor from 0 to 1" : "a scale factor greater than 0, at most 1",
                    found: JSONWriter.formatNumber(value)))
        }
        return value
    }
}
