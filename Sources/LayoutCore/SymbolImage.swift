/// A symbol image: SwiftUI's `Image(systemName:)`, UIKit's `UIImageView` showing
/// `UIImage(systemName:)` with a symbol configuration (`"systemName"` on a view spec's
/// `Image`, `"image"` on a constraint view; FORMATS.md). A symbol image is sized like text
/// in its font (default `.body`, which follows Dynamic Type) and has a baseline; the rule is
/// `ResolvedFont.symbolImageMetrics` in TextMeasurement (docs/ENGINES.md "Symbol images").
public struct SymbolImage: Sendable, Equatable {
    /// The SF Symbols name (`"checkmark.circle"`); reported, not read by the size rule.
    public var systemName: String
    /// The font size in points (`.font(.system(size:))`, `UIImage.SymbolConfiguration(pointSize:)`);
    /// nil = the text style's size.
    public var fontSize: Double?
    /// The text style (`.font(.title)`, `SymbolConfiguration(textStyle:)`); nil = `.body`
    /// unless a size is given.
    public var fontStyle: TextStyle?
    /// The weight (`.fontWeight(_:)`, `SymbolConfiguration(weight:)`); nil = the style's.
    public var fontWeight: FontWeight?

    public init(systemName: String, fontSize: Double? = nil, fontStyle: TextStyle? = nil, fontWeight: FontWeight? = nil)
    {
        self.systemName = systemName
        self.fontSize = fontSize
        self.fontStyle = fontStyle
        self.fontWeight = fontWeight
    }
}

extension SymbolImage {
    /// `{"systemName": "…", "font": {"size" | "style", "weight"}}`: the members of a view
    /// spec's `Image` or a constraint view's `image` (`keys` lists the other members allowed).
    init(_ cursor: JSONCursor, otherKeys: [String], what: String) throws(SpecError) {
        try cursor.checkKeys(otherKeys + ["systemName", "font"], what: what)
        let name = try cursor.required("systemName", "the symbol's name").string()
        guard !name.isEmpty else {
            throw cursor.error(.mismatch(expected: "a symbol name", found: "\"\""), key: "systemName")
        }
        self.init(systemName: name)
        guard let font = try cursor.optional("font") else { return }
        let members = try FontMembers(font, sizeRequired: false)
        if members.name != nil || members.italic {
            throw font.error(
                .mismatch(
                    expected: "a symbol image's font: size or style, and weight",
                    found: members.italic ? "italic" : "a font name"),
                key: members.italic ? "italic" : "name")
        }
        fontSize = members.size
        fontStyle = members.style
        fontWeight = members.weight
    }

    /// The canonical JSON members: `systemName`, then `font` when given.
    var jsonMembers: [JSONMember] {
        var members = [JSONMember("systemName", .string(systemName))]
        let font = FontMembers.json(size: fontSize, style: fontStyle, weight: fontWeight, name: nil)
        if !font.isEmpty { members.append(JSONMember("font", .object(JSONObject(font)))) }
        return members
    }
}
