/// A view with modifiers applied; what every modifier method returns.
public struct ModifiedView: PrimitiveView, Sendable {
    public var viewNodes: [ViewNode]
}

/// SwiftUI's edges, for `.padding(_:_:)`.
public enum Edge: Sendable {
    case top, leading, bottom, trailing

    /// A set of edges: `.all`, `.horizontal`, `[.top, .leading]`…
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

extension View {
    /// Applies `modifier` to every node of this view.
    func modified(_ modifier: Modifier) -> ModifiedView {
        ModifiedView(
            viewNodes: nodes.map { node in
                var copy = node
                copy.modifiers.append(ModifierNode(modifier))
                return copy
            })
    }

    /// Names the view this chain has produced so far: the base view when no modifier has
    /// been applied yet, else the outermost modifier's view (`.frame(height: 50).id("a")`
    /// names the 50-pt frame; `Color.red.id("a").frame(height: 50)` the Color inside it).
    /// This is how frames are reported by id (SwiftUI's `.id` is identity, not layout).
    public func id(_ id: String) -> ModifiedView {
        ModifiedView(
            viewNodes: nodes.map { node in
                var copy = node
                if copy.modifiers.isEmpty { copy.id = id } else { copy.modifiers[copy.modifiers.count - 1].id = id }
                return copy
            })
    }

    /// `.frame(width:height:alignment:)`.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ModifiedView {
        modified(.frame(FixedFrame(width: width, height: height, alignment: alignment)))
    }

    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
        idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
    ) -> ModifiedView {
        modified(
            .flexibleFrame(
                FlexibleFrame(
                    horizontal: FrameLimits(min: minWidth, ideal: idealWidth, max: maxWidth),
                    vertical: FrameLimits(min: minHeight, ideal: idealHeight, max: maxHeight),
                    alignment: alignment)))
    }

    /// `.padding(_:)`: the same inset on every edge; nil = the default padding, 16.
    public func padding(_ length: Double? = nil) -> ModifiedView {
        padding(.all, length)
    }

    /// `.padding(_:_:)`: `length` (nil = 16, LayoutLab's default padding) on `edges`.
    public func padding(_ edges: Edge.Set, _ length: Double? = nil) -> ModifiedView {
        let inset = length ?? LayoutEnvironment().defaultPadding
        return modified(
            .padding(
                EdgeInsets(
                    top: edges.contains(.top) ? inset : 0, leading: edges.contains(.leading) ? inset : 0,
                    bottom: edges.contains(.bottom) ? inset : 0, trailing: edges.contains(.trailing) ? inset : 0)))
    }

    /// `.padding(EdgeInsets(top:leading:bottom:trailing:))`.
    public func padding(_ insets: EdgeInsets) -> ModifiedView {
        modified(.padding(insets))
    }

    /// `.layoutPriority(_:)`.
    public func layoutPriority(_ value: Double) -> ModifiedView {
        modified(.layoutPriority(value))
    }

    /// `.fixedSize()`: the ideal size on both axes.
    public func fixedSize() -> ModifiedView {
        modified(.fixedSize(horizontal: true, vertical: true))
    }

    /// `.fixedSize(horizontal:vertical:)`.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedView {
        modified(.fixedSize(horizontal: horizontal, vertical: vertical))
    }
}
