/// `Text` with LayoutLab's synthetic metrics (a fixed advance per character, greedy wrapping
/// at spaces; FORMATS.md §1).
public struct Text: PrimitiveView, Sendable {
    public var spec: TextSpec
    public var viewNodes: [ViewNode] { [ViewNode(.text(spec))] }

    public init(_ text: String) { spec = TextSpec(text) }

    /// `.font(.system(size:))`: scales the metrics by size / 17.
    public func font(_ font: Font) -> Text {
        var copy = self
        copy.spec.fontSize = font.size
        return copy
    }

    /// `.lineLimit(_:)`.
    public func lineLimit(_ limit: Int?) -> Text {
        var copy = self
        copy.spec.lineLimit = limit
        return copy
    }
}

/// A font, as far as layout is concerned: its size.
public struct Font: Sendable, Equatable {
    public var size: Double
    public static func system(size: Double) -> Font { Font(size: size) }
    public static let body = Font(size: 17)
    public static let headline = Font(size: 17)
    public static let subheadline = Font(size: 15)
    public static let footnote = Font(size: 13)
    public static let caption = Font(size: 12)
    public static let title = Font(size: 28)
    public static let largeTitle = Font(size: 34)
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
