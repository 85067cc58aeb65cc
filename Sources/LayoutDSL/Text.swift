/// `Text`, measured as the spec's `environment.textModel` says: by default shaped in its font
/// (README "Text"), or with LayoutLab's synthetic metrics (a fixed advance per character,
/// greedy wrapping at spaces; FORMATS.md §1) when the environment asks for `.synthetic`.
public struct Text: PrimitiveView, Sendable {
    public var spec: TextSpec
    public var viewNodes: [ViewNode] { [ViewNode(.text(spec))] }

    public init(_ text: String) { spec = TextSpec(text) }

    /// `.font(_:)`: a text style (`.headline`: its weight and Dynamic Type size) or
    /// `.system(size:)` (the synthetic model scales its metrics by size / 17).
    public func font(_ font: Font) -> Text {
        var copy = self
        if let style = font.style {
            copy.spec.fontStyle = style
            copy.spec.fontSize = nil
        } else {
            copy.spec.fontSize = font.size
            copy.spec.fontStyle = nil
        }
        return copy
    }

    /// `.lineLimit(_:)`.
    public func lineLimit(_ limit: Int?) -> Text {
        var copy = self
        copy.spec.lineLimit = limit
        return copy
    }

    /// `.minimumScaleFactor(_:)`: with a `lineLimit`, the font shrinks down to `factor` of its
    /// size while the text needs more lines at its proposed width (font model;
    /// docs/ENGINES.md "Shrinking text").
    public func minimumScaleFactor(_ factor: Double) -> Text {
        var copy = self
        copy.spec.minimumScaleFactor = factor
        return copy
    }
}

/// A font, as far as layout is concerned: a SwiftUI text style, or a size.
public struct Font: Sendable, Equatable {
    /// The point size: the style's at the default Dynamic Type size, or `.system(size:)`'s.
    public var size: Double
    /// The text style (`.body` …); nil for `.system(size:)`.
    public var style: TextStyle?
    public init(size: Double, style: TextStyle? = nil) {
        self.size = size
        self.style = style
    }
    public static func system(size: Double) -> Font { Font(size: size) }
    public static let largeTitle = styled(.largeTitle)
    public static let title = styled(.title)
    public static let title2 = styled(.title2)
    public static let title3 = styled(.title3)
    public static let headline = styled(.headline)
    public static let body = styled(.body)
    public static let callout = styled(.callout)
    public static let subheadline = styled(.subheadline)
    public static let footnote = styled(.footnote)
    public static let caption = styled(.caption)
    public static let caption2 = styled(.caption2)
    private static func styled(_ style: TextStyle) -> Font { Font(size: style.pointSize(at: .large), style: style) }
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
