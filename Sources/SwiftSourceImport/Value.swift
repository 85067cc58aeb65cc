import LayoutCore

/// What a Swift expression of a view file evaluates to, as far as layout needs it.
indirect enum Value {
    case number(Double)
    case string(String)
    case bool(Bool)
    case array([Value])
    /// `lower..<upper` (a closed range is stored half-open).
    case range(Int, Int)
    /// An implicit member such as `.leading`, `.infinity` or `.accessibility1`.
    case member(String)
    /// A length that reads the layout: expression text over `geometry.width`/`height`
    /// (inside a GeometryReader) or `d.width`, `d[.trailing]` (an alignment guide's value).
    case length(String, LengthExpression.Scope)
    /// `proxy` of `GeometryReader { proxy in … }`, its `size` and its `safeAreaInsets`.
    case geometryProxy
    case geometrySize
    case geometryInsets
    /// `d` of `.alignmentGuide(.leading) { d in … }`.
    case dimensions
    /// Views (a view expression, or a group of them).
    case views([SourceView])
    /// A `GridItem`, as spec JSON.
    case gridItem(JSONValue)
    /// A `Font` (SwiftUI's, or UIKit's `UIFont` with its size only).
    case font(FontValue)
    /// `VStackLayout()`, `HStackLayout()`, … or `AnyLayout(…)`: a spec container object
    /// without children.
    case layout(JSONObject)
    /// A condition on the environment, in the spec's grammar (`isAccessibilitySize`).
    case condition(String)
    /// `@Environment(\.dynamicTypeSize) var size`: the value the environment gives.
    case environment(String)
    /// A type name used as the base of a member (`Color`, `CGFloat`, `HorizontalAlignment`).
    case type(String)
    /// A UIKit view of the file (an index into `UIKitModel.views`; 0 is the root).
    case uiView(Int)
    /// A layout anchor: the view (or guide) and the constraint attribute (`leading`,
    /// `leadingMargin`…).
    case anchor(Int, String)
    /// `safeAreaLayoutGuide` / `layoutMarginsGuide` of a view.
    case layoutGuide(Int, String)
    /// Constraints made by the file (indices into `UIKitModel.constraints`).
    case constraints([Int])
    /// `CGSize(width:height:)` (nil: `UIView.noIntrinsicMetric`).
    case size(Double?, Double?)
    /// A dictionary literal (`["gap": 20]`, VFL's `views:`), in written order.
    case dictionary([(String, Value)])
    /// A SwiftUI value read as spec JSON: `EdgeInsets(…)`, a GridItem size (`.fixed(100)`).
    case json(JSONValue)

    /// A short description for error messages.
    var description: String {
        switch self {
        case .number: return "a number"
        case .string: return "a string"
        case .bool: return "a Bool"
        case .array: return "an array"
        case .range: return "a range"
        case .member(let name): return "." + name
        case .length: return "a length read from the layout"
        case .geometryProxy: return "a GeometryProxy"
        case .geometrySize: return "a size"
        case .geometryInsets: return "safe-area insets"
        case .dimensions: return "ViewDimensions"
        case .views: return "a view"
        case .gridItem: return "a GridItem"
        case .font: return "a Font"
        case .layout: return "a layout"
        case .condition: return "a condition on the environment"
        case .environment(let key): return "the environment's \(key)"
        case .type(let name): return name
        case .json: return "a SwiftUI value"
        case .uiView: return "a view"
        case .anchor(_, let attribute): return "the \(attribute) anchor"
        case .layoutGuide(_, let name): return "the \(name) layout guide"
        case .constraints: return "constraints"
        case .size: return "a CGSize"
        case .dictionary: return "a dictionary"
        }
    }
}

/// A `Font` as far as text measurement needs it: a text style or a point size, a weight,
/// a font file name (`.custom`) with the style its size scales with, and italics. Design and
/// width are not read (docs/ENGINES.md "Text modifiers read from Swift source").
struct FontValue: Equatable {
    var size: Double?
    var style: TextStyle?
    var weight: FontWeight?
    var name: String?
    var relativeTo: TextStyle?
    var italic = false

    /// The spec's `font` object (FORMATS.md §1), members in the format's order.
    var json: JSONValue {
        let members: [(String, JSONValue?)] = [
            ("size", size.map { .number($0) }), ("style", style.map { .string($0.rawValue) }),
            ("weight", weight.map { .string($0.rawValue) }), ("name", name.map { .string($0) }),
            ("relativeTo", relativeTo.map { .string($0.rawValue) }), ("italic", italic ? .bool(true) : nil),
        ]
        return .object(JSONObject(members.compactMap { key, value in value.map { JSONMember(key, $0) } }))
    }
}
