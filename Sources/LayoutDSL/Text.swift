/// `Text`, measured as the spec's `environment.textModel` says: by default shaped in its font
/// (README "Text"), or with LayoutLab's synthetic metrics (a fixed advance per character,
/// greedy wrapping at spaces; FORMATS.md §1) when the environment asks for `.synthetic`.
public struct Text: PrimitiveView, Sendable {
    public var spec: TextSpec
    public var viewNodes: [ViewNode] { [ViewNode(.text(spec))] }

    public init(_ text: String) { spec = TextSpec(text) }

    /// A copy with one property of the text's spec set: what each modifier above does.
    private func setting<Value>(_ property: WritableKeyPath<TextSpec, Value>, _ value: Value) -> Text {
        var copy = self
        copy.spec[keyPath: property] = value
        return copy
    }

    /// `.font(_:)`: a text style (`.headline`), `.system(size:weight:)` or `.custom(_:size:)`.
    public func font(_ font: Font) -> Text {
        var copy = self
        copy.spec.fontSize = font.size
        copy.spec.fontStyle = font.style
        copy.spec.fontWeight = font.weight
        copy.spec.fontName = font.name
        copy.spec.fontRelativeTo = font.relativeTo
        copy.spec.fontItalic = font.isItalic
        return copy
    }

    /// `.kerning(_:)`: points added after every character, the last included.
    public func kerning(_ kerning: Double) -> Text {
        setting(\.kerning, kerning)
    }

    /// `.tracking(_:)`: points added after every character but a line's last.
    public func tracking(_ tracking: Double) -> Text {
        setting(\.tracking, tracking)
    }

    /// `.italic()`: the italic face of the font.
    public func italic() -> Text {
        setting(\.fontItalic, true)
    }

    /// `.fontWeight(_:)`.
    public func fontWeight(_ weight: FontWeight?) -> Text {
        setting(\.fontWeight, weight)
    }

    /// `.lineLimit(_:)`.
    public func lineLimit(_ limit: Int?) -> Text {
        setting(\.lineLimit, limit)
    }

    /// `.truncationMode(_:)`: where the ellipsis goes when the line limit cuts the text.
    public func truncationMode(_ mode: TruncationMode) -> Text {
        setting(\.truncationMode, mode)
    }

    /// `.lineSpacing(_:)`: points added between lines.
    public func lineSpacing(_ spacing: Double) -> Text {
        setting(\.lineSpacing, spacing)
    }

    /// `.multilineTextAlignment(_:)`: moves lines inside the text's width.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> Text {
        setting(\.alignment, alignment)
    }

    /// `.minimumScaleFactor(_:)`: with a `lineLimit`, the font shrinks down to `factor` of its
    /// size while the text needs more lines at its proposed width (font model;
    /// docs/ENGINES.md "Shrinking text").
    public func minimumScaleFactor(_ factor: Double) -> Text {
        setting(\.minimumScaleFactor, factor)
    }
}

/// A font as SwiftUI names it: a text style (its size follows Dynamic Type), the system font
/// at a size and weight, or a named font at a size. With the synthetic text model only the
/// size counts (a style's size at `.large`).
public struct Font: Sendable, Equatable {
    /// `Font.Weight`, SwiftUI's name for the weights.
    public typealias Weight = FontWeight
    /// The size in points (`.system(size:)`, `.custom(_:size:)`); nil for a text style.
    public var size: Double?
    /// The text style (`.headline`); nil for a sized font.
    public var style: TextStyle?
    /// The weight; nil = the style's (semibold for `.headline`) or regular.
    public var weight: FontWeight?
    /// A font file name in the font directories (`.custom`); nil = the system font.
    public var name: String?
    /// The text style a named font's size scales with (`.custom(_:size:)`: `.body`); nil =
    /// a fixed size (`.custom(_:fixedSize:)`).
    public var relativeTo: TextStyle?
    /// Whether the font is italic (`.italic()`).
    public var isItalic = false

    /// `.system(size:weight:)`: the system font at a fixed size.
    public static func system(size: Double, weight: FontWeight? = nil) -> Font {
        Font(size: size, weight: weight)
    }
    /// `.system(_:)`: a text style.
    public static func system(_ style: TextStyle) -> Font { Font(style: style) }
    /// `.custom(_:size:)`: a named font whose size scales with `.body` under Dynamic Type.
    public static func custom(_ name: String, size: Double) -> Font {
        Font(size: size, name: name, relativeTo: .body)
    }
    /// `.custom(_:size:relativeTo:)`: a named font whose size scales with `textStyle`.
    public static func custom(_ name: String, size: Double, relativeTo textStyle: TextStyle) -> Font {
        Font(size: size, name: name, relativeTo: textStyle)
    }
    /// `.custom(_:fixedSize:)`: a named font at a size Dynamic Type does not change.
    public static func custom(_ name: String, fixedSize: Double) -> Font { Font(size: fixedSize, name: name) }
    public static let largeTitle = Font(style: .largeTitle)
    public static let title = Font(style: .title)
    public static let title2 = Font(style: .title2)
    public static let title3 = Font(style: .title3)
    public static let headline = Font(style: .headline)
    public static let body = Font(style: .body)
    public static let callout = Font(style: .callout)
    public static let subheadline = Font(style: .subheadline)
    public static let footnote = Font(style: .footnote)
    public static let caption = Font(style: .caption)
    public static let caption2 = Font(style: .caption2)

    /// The same font at `weight` (`.body.weight(.bold)`).
    public func weight(_ weight: FontWeight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// The same font, bold.
    public func bold() -> Font { weight(.bold) }

    /// The same font, italic.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }
}

/// `ViewThatFits(in:content:)`: the first child whose ideal size fits.
public struct ViewThatFits: PrimitiveView, Sendable {
    public var viewNodes: [ViewNode]
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> some View) {
        let kind = ViewKind.viewThatFits(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))
        viewNodes = [ViewNode(kind, children: content().nodes)]
    }
}

extension Axis {
    /// A set of axes, for `ViewThatFits(in:)`.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

extension View {
    /// `.background(_:alignment:)`: a view behind, proposed this view's size.
    public func background(_ view: some View, alignment: Alignment = .center) -> ModifiedView {
        modified(.background(SecondaryView(Self.single(view), alignment: alignment)))
    }

    /// `.overlay(_:alignment:)`: a view in front, proposed this view's size.
    public func overlay(_ view: some View, alignment: Alignment = .center) -> ModifiedView {
        modified(.overlay(SecondaryView(Self.single(view), alignment: alignment)))
    }

    /// `.background(alignment:content:)`: SwiftUI's closure form of `background(_:alignment:)`.
    public func background(alignment: Alignment = .center, @ViewBuilder content: () -> some View) -> ModifiedView {
        background(content(), alignment: alignment)
    }

    /// `.overlay(alignment:content:)`: SwiftUI's closure form of `overlay(_:alignment:)`.
    public func overlay(alignment: Alignment = .center, @ViewBuilder content: () -> some View) -> ModifiedView {
        overlay(content(), alignment: alignment)
    }

    /// `.offset(x:y:)`: moves the view when drawn, not its layout.
    public func offset(x: Double = 0, y: Double = 0) -> ModifiedView {
        modified(.offset(x: x, y: y))
    }

    /// `.aspectRatio(_:contentMode:)`.
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode = .fit) -> ModifiedView {
        modified(.aspectRatio(ratio, contentMode: contentMode))
    }

    /// `.border(_:width:)` (drawn only; the colour is ignored).
    public func border(_ color: Color = .black, width: Double = 1) -> ModifiedView {
        modified(.border(width: width))
    }

    /// One node for a secondary view (several are stacked in a ZStack, as SwiftUI does).
    static func single(_ view: some View) -> ViewNode {
        let nodes = view.nodes
        return nodes.count == 1 ? nodes[0] : ViewNode(.zStack(alignment: .center), children: nodes)
    }
}
