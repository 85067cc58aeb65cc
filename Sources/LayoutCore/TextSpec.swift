/// A `Text` view (FORMATS.md §1): its string, font size, line limit and optional metrics.
///
/// Laid out with the synthetic metrics model of SEMANTICS.md §A: every character advances
/// `metrics.advance × fontSize / 17`; lines wrap greedily at spaces.
public struct TextSpec: Sendable, Equatable {
    /// The string shown.
    public var text: String
    /// The font size in points; nil = the default size 17.
    public var fontSize: Double?
    /// The maximum number of lines; nil = unlimited.
    public var lineLimit: Int?
    /// Metrics overriding the environment's for this Text (still for size 17 and scaled by
    /// `fontSize`); nil = the environment's.
    public var metrics: TextMetrics?
    /// `.font(.body)` …: the text style (font model; its size follows Dynamic Type).
    public var fontStyle: TextStyle?
    /// `.fontWeight(_:)` / `.system(size:weight:)` (font model); nil = the style's weight.
    public var fontWeight: FontWeight?
    /// `.custom(name, size:)`: a font file name (font model); nil = the system font.
    public var fontName: String?
    /// `.custom(name, size:relativeTo:)` (`.custom(name, size:)`: `.body`): the text style a
    /// named font's size scales with under Dynamic Type (font model); nil = a fixed size
    /// (`.custom(name, fixedSize:)`).
    public var fontRelativeTo: TextStyle?
    /// `.italic()` (font model): the italic face.
    public var fontItalic = false
    /// `.lineSpacing(_:)` in points (font model); nil = 0.
    public var lineSpacing: Double?
    /// `.truncationMode(_:)` (font model); nil = tail.
    public var truncationMode: TruncationMode?
    /// `.multilineTextAlignment(_:)` (font model: line offsets only); nil = leading.
    public var alignment: TextAlignment?
    /// `.minimumScaleFactor(_:)` (font model), in (0, 1]: when the Text does not fit its
    /// proposed width within its `lineLimit`, its font shrinks down to this fraction of its
    /// size until it fits; nil = 1 (never shrinks).
    public var minimumScaleFactor: Double?
    /// `.kerning(_:)` in points (font model): added after every grapheme cluster, a line's
    /// last included; nil = 0.
    public var kerning: Double?
    /// `.tracking(_:)` in points (font model): added after every grapheme cluster but a
    /// line's last (it hangs as trailing white space); nil = 0.
    public var tracking: Double?

    public init(_ text: String, fontSize: Double? = nil, lineLimit: Int? = nil, metrics: TextMetrics? = nil) {
        self.text = text
        self.fontSize = fontSize
        self.lineLimit = lineLimit
        self.metrics = metrics
    }

    /// The font size metrics are given for.
    package static let defaultFontSize = 17.0

    /// The metrics this Text lays out with in `environment`, scaled from size 17 to
    /// `fontSize` (or, without one, its text style's size at `.large`).
    package func resolvedMetrics(in environment: LayoutEnvironment) -> TextMetrics {
        let base = metrics ?? environment.text
        let size = fontSize ?? fontStyle?.pointSize(at: .large) ?? Self.defaultFontSize
        // Dynamic Type scales every text size (DynamicTypeSize.textScale; 1 at .large).
        let scale = size / Self.defaultFontSize * (environment.dynamicTypeSize?.textScale ?? 1)
        return TextMetrics(
            advance: base.advance * scale, lineHeight: base.lineHeight * scale, ascent: base.ascent * scale)
    }
}

/// The alignment guides a view can report explicit values for (SwiftUI's
/// `HorizontalAlignment` and `VerticalAlignment` built-ins). JSON names are the raw values.
public enum GuideName: String, Sendable, Hashable, CaseIterable {
    case leading, horizontalCenter, trailing
    case top, verticalCenter, bottom, firstTextBaseline, lastTextBaseline

    /// The axis the guide measures along (leading… horizontal, top… vertical).
    package var axis: Axis {
        switch self {
        case .leading, .horizontalCenter, .trailing: return .horizontal
        default: return .vertical
        }
    }

    /// The guide of a `HorizontalAlignment`.
    package init(_ alignment: HorizontalAlignment) {
        switch alignment {
        case .leading: self = .leading
        case .center: self = .horizontalCenter
        case .trailing: self = .trailing
        }
    }

    /// The guide of a `VerticalAlignment`.
    package init(_ alignment: VerticalAlignment) {
        switch alignment {
        case .top: self = .top
        case .center: self = .verticalCenter
        case .bottom: self = .bottom
        case .firstTextBaseline: self = .firstTextBaseline
        case .lastTextBaseline: self = .lastTextBaseline
        }
    }

    /// The default value of the guide for a view of `size` without text: its edges and
    /// centre; baselines are the bottom (SEMANTICS §A "Alignment guides").
    package func defaultValue(in size: Size) -> Double {
        switch self {
        case .leading, .top: return 0
        case .horizontalCenter: return size.width / 2
        case .verticalCenter: return size.height / 2
        case .trailing: return size.width
        case .bottom, .firstTextBaseline, .lastTextBaseline: return size.height
        }
    }
}

/// `.alignmentGuide(guide) { d in value }`: an explicit value for one guide of the view.
public struct AlignmentGuideSpec: Sendable, Equatable {
    /// The guide the value is given for.
    public var guide: GuideName
    /// The value, an expression over `d.width`, `d.height` and `d[.guide]` (a plain number
    /// is a constant expression).
    public var value: LengthExpression
    public init(guide: GuideName, value: LengthExpression) {
        self.guide = guide
        self.value = value
    }
}

/// The view of `.background(_:alignment:)` / `.overlay(_:alignment:)`: proposed the
/// primary view's size and aligned inside it.
public struct SecondaryView: Sendable, Equatable {
    /// The background or overlay view.
    public var view: ViewNode
    /// Where it is aligned inside the primary view (default centre).
    public var alignment: Alignment
    public init(_ view: ViewNode, alignment: Alignment = .center) {
        self.view = view
        self.alignment = alignment
    }
}

/// `.aspectRatio(_:contentMode:)`'s content mode.
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    /// The largest size of the ratio inside the proposal.
    case fit
    /// The smallest size of the ratio around the proposal.
    case fill
}

/// A length of a modifier given as an expression over the enclosing `GeometryReader`'s
/// size (`"clamp(0.5 * geometry.height, 200, 400)"`). The modifier's own field holds a
/// placeholder; the engine replaces it with the expression's value when the reader is laid
/// out.
public struct ExpressionLength: Sendable, Equatable {
    /// The JSON member of the modifier's argument the expression stands for (`"height"`,
    /// `"minHeight"`, `"top"`, `"x"`, or `"length"` for `{"padding": "<expr>"}`).
    public var key: String
    /// The expression over `geometry.width` / `geometry.height`.
    public var expression: LengthExpression
    public init(key: String, expression: LengthExpression) {
        self.key = key
        self.expression = expression
    }
}
