/// A view spec (`layoutlab.view/1`, FORMATS.md §1): a SwiftUI view tree for the stack engine.
public struct ViewSpec: Sendable, Equatable {
    /// The format identifier every view spec carries.
    public static let format = "layoutlab.view/1"

    public var name: String
    public var environment: LayoutEnvironment
    public var root: ViewNode

    public init(name: String, environment: LayoutEnvironment = LayoutEnvironment(), root: ViewNode) {
        self.name = name
        self.environment = environment
        self.root = root
    }

    /// Every id in the tree (views and modifier layers), in depth-first spec order.
    package var ids: [String] {
        var result: [String] = []
        root.collectIDs(into: &result)
        return result
    }
}

/// Values every view can read: default spacing and padding, text metrics.
public struct LayoutEnvironment: Sendable, Equatable {
    /// The gap between stack children when a stack has no `spacing` (SwiftUI: 8).
    public var defaultSpacing: Double = 8
    /// The inset of `.padding()` without a length (SwiftUI: 16).
    public var defaultPadding: Double = 16
    /// Synthetic text metrics for the default font size 17.
    public var text: TextMetrics = TextMetrics()
    /// SwiftUI's dynamic type size; nil = not given (`.large`). Scales text (`scaledText`).
    public var dynamicTypeSize: DynamicTypeSize?
    /// User flags that `AnyLayout` conditions read (`isVertical`); absent flags are false.
    public var flags: [String: Bool] = [:]
    /// SwiftUI's `horizontalSizeClass`; nil = not given: the engine derives it from the solve
    /// size (``SizeClasses/of(screen:)``).
    public var horizontalSizeClass: UserInterfaceSizeClass?
    /// SwiftUI's `verticalSizeClass`; nil = derived from the solve size.
    public var verticalSizeClass: UserInterfaceSizeClass?
    /// How Text is measured: real fonts (the default, `"textModel": "font"`, FORMATS.md §5 of
    /// the project docs) or the synthetic metrics of `text` (`"textModel": "synthetic"`, for
    /// fixtures whose expectations are derived by hand).
    public var textModel: TextModel = .font
    /// A directory searched for font files before the default (`"fonts"`); nil = none.
    public var fonts: String?
    /// A run's font directory (`--fonts DIR`), searched before `fonts`; set by the caller
    /// of a solve, never read from or written to a spec; nil = none.
    package var runFonts: String?
    /// The directories searched for font files before the default, first first: the run's
    /// (`runFonts`), then the spec's (`fonts`).
    package var fontDirectories: [String] { [runFonts, fonts].compactMap { $0 } }
    /// The window's safe-area insets (`"safeAreaInsets"`; default 0 on every edge): the root's
    /// content is proposed the size inside them and placed at them, as SwiftUI places a
    /// window's root view (docs/ENGINES.md, "Safe area").
    public var safeAreaInsets = EdgeInsets()
    public init() {}
}

/// How a spec's Text views are measured.
public enum TextModel: String, Sendable, Hashable, CaseIterable {
    /// Every character `advance` wide, greedy wrapping at spaces (SEMANTICS §A).
    case synthetic
    /// Shaped in a font file (HarfBuzz), broken by UAX #14 (the TextMeasurement module).
    case font
}

/// Synthetic text metrics: every character advances the same width.
public struct TextMetrics: Sendable, Equatable {
    /// The width of one character, in points.
    public var advance: Double = 8.5
    /// The height of one line, in points.
    public var lineHeight: Double = 20.5
    /// The distance from a line's top to its baseline, in points.
    public var ascent: Double = 16
    public init() {}
    public init(advance: Double, lineHeight: Double, ascent: Double) {
        self.advance = advance
        self.lineHeight = lineHeight
        self.ascent = ascent
    }
}

/// One view of a view spec: its type, optional id, modifiers (innermost first) and children.
public struct ViewNode: Sendable, Equatable {
    public var kind: ViewKind
    /// The id of the base view, before any modifier.
    public var id: String?
    /// Modifiers in application order: the first is the innermost.
    public var modifiers: [ModifierNode]
    /// Children of containers (empty for leaves).
    public var children: [ViewNode]
    /// Lengths of the view given as `GeometryReader` expressions (Spacer `minLength`, stack
    /// `spacing`, Image `width`/`height`; the kind holds placeholders); empty outside a reader.
    public var expressions: [ExpressionLength] = []

    public init(_ kind: ViewKind, id: String? = nil, modifiers: [ModifierNode] = [], children: [ViewNode] = []) {
        self.kind = kind
        self.id = id
        self.modifiers = modifiers
        self.children = children
    }

    func collectIDs(into result: inout [String]) {
        if let id { result.append(id) }
        for child in expandedChildren { child.collectIDs(into: &result) }
        for modifier in modifiers {
            modifier.modifier.carriedView?.collectIDs(into: &result)
            if let id = modifier.id { result.append(id) }
        }
    }
}

/// The kinds of views the stack engine lays out.
public enum ViewKind: Sendable, Equatable {
    /// `Color`, `Rectangle` and other shapes: take the proposal, nil → 10.
    case shape(ShapeKind)
    /// `Spacer(minLength:)`; nil = the environment's default spacing.
    case spacer(minLength: Double?)
    /// A non-resizable `Image` has its own size whatever the proposal.
    case image(width: Double, height: Double, resizable: Bool)
    /// `Image(systemName:)`: sized like text in its font, with a baseline (`SymbolImage`).
    case symbolImage(SymbolImage)
    /// `HStack(alignment:spacing:)`; nil spacing = SwiftUI's default spacing rules.
    case hStack(alignment: VerticalAlignment, spacing: Double?)
    /// `VStack(alignment:spacing:)`.
    case vStack(alignment: HorizontalAlignment, spacing: Double?)
    /// `ZStack(alignment:)`.
    case zStack(alignment: Alignment)
    /// `LazyVGrid` / `LazyHGrid` (children: the cells, or the sections' views in order).
    case lazyGrid(LazyGridSpec)
    /// The eager `Grid` (children: `GridRow`s).
    case grid(GridSpec)
    /// `GridRow(alignment:)` inside a `Grid`.
    case gridRow(alignment: VerticalAlignment?)
    /// `ScrollView` (children stacked like a VStack, or an HStack when horizontal only).
    case scrollView(ScrollViewSpec)
    /// `ForEach(0..<count)`: `children` holds the one template view (see `expandedChildren`).
    case forEach(count: Int)
    /// A custom `Layout` registered by name, with its JSON parameters.
    case customLayout(name: String, parameters: JSONValue?)
    /// `AnyLayout`: the environment picks the container.
    indirect case anyLayout(AnyLayoutSpec)
    /// `Text`, laid out with the synthetic metrics model (SEMANTICS §A "Leaves").
    case text(TextSpec)
    /// `GeometryReader`: `children` holds its one content view (JSON `content`).
    case geometryReader
    /// `ViewThatFits(in:)`: the axes on which a child's ideal size must fit the proposal.
    case viewThatFits(horizontal: Bool, vertical: Bool)

    /// The JSON `type` name of this kind.
    package var typeName: String {
        switch self {
        case .shape(let shape): return shape.rawValue
        case .spacer: return "Spacer"
        case .image, .symbolImage: return "Image"
        case .hStack: return "HStack"
        case .vStack: return "VStack"
        case .zStack: return "ZStack"
        case .lazyGrid(let grid): return grid.axis == .vertical ? "LazyVGrid" : "LazyHGrid"
        case .grid: return "Grid"
        case .gridRow: return "GridRow"
        case .scrollView: return "ScrollView"
        case .forEach: return "ForEach"
        case .customLayout: return "Layout"
        case .anyLayout: return "AnyLayout"
        case .text: return "Text"
        case .geometryReader: return "GeometryReader"
        case .viewThatFits: return "ViewThatFits"
        }
    }

    /// Whether the kind has children.
    package var isContainer: Bool {
        switch self {
        case .hStack, .vStack, .zStack: return true
        case .lazyGrid, .grid, .gridRow, .scrollView, .forEach, .customLayout, .anyLayout, .viewThatFits: return true
        default: return false
        }
    }
}

/// SwiftUI's shape views that lay out like `Color`.
public enum ShapeKind: String, Sendable, Equatable, CaseIterable {
    case color = "Color"
    case rectangle = "Rectangle"
    case roundedRectangle = "RoundedRectangle"
    case circle = "Circle"
    case capsule = "Capsule"
}

/// A modifier with the optional id of the view it produces.
public struct ModifierNode: Sendable, Equatable {
    public var modifier: Modifier
    /// The id of the view this modifier produces (e.g. the 30×30 frame around a 20×20 image).
    public var id: String?
    /// Lengths of the modifier given as `GeometryReader` expressions (the modifier's own
    /// fields hold placeholders for them); empty outside a GeometryReader.
    public var expressions: [ExpressionLength]
    public init(_ modifier: Modifier, id: String? = nil, expressions: [ExpressionLength] = []) {
        self.modifier = modifier
        self.id = id
        self.expressions = expressions
    }
}

/// The layout modifiers (FORMATS.md §1).
public enum Modifier: Sendable, Equatable {
    /// `.frame(width:height:alignment:)`.
    case frame(FixedFrame)
    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case flexibleFrame(FlexibleFrame)
    /// `.padding(_:)` with resolved insets.
    case padding(EdgeInsets)
    /// `.layoutPriority(_:)`.
    case layoutPriority(Double)
    /// `.fixedSize(horizontal:vertical:)`.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `.alignmentGuide(_:computeValue:)`.
    case alignmentGuide(AlignmentGuideSpec)
    /// `.background(_:alignment:)`: a view behind, proposed the primary view's size.
    case background(SecondaryView)
    /// `.overlay(_:alignment:)`: a view in front, proposed the primary view's size.
    case overlay(SecondaryView)
    /// `.offset(x:y:)`: moves the drawing, not the layout.
    case offset(x: Double, y: Double)
    /// `.aspectRatio(_:contentMode:)`; nil ratio = the child's ideal width / height.
    case aspectRatio(Double?, contentMode: ContentMode)
    /// `.border(_:width:)`: drawn only, no effect on layout.
    case border(width: Double)
    /// `.containerRelativeFrame(…)`: lengths derived from the enclosing ScrollView's or the
    /// root's.
    case containerRelativeFrame(ContainerRelativeFrame)
    /// `.ignoresSafeArea(_:edges:)`: on `edges`, a frame that reaches the safe area's edge
    /// extends to the edge of the region outside it (docs/ENGINES.md, "Safe area").
    case ignoresSafeArea(SafeAreaRegions, edges: EdgeSet)
    /// `.safeAreaInset(edge:alignment:spacing:content:)`: the content at one edge, the
    /// modified view inset by its length plus the spacing, with its safe area shrunk as much
    /// (docs/ENGINES.md, "Safe-area insets").
    case safeAreaInset(SafeAreaInset)
    /// `.safeAreaPadding(_:_:)` / `.safeAreaPadding(_:)` with resolved insets: laid out as
    /// `.padding`, and the content's safe area shrunk by the insets, so a content ignoring the
    /// safe area extends back over them (docs/ENGINES.md, "Safe-area insets").
    case safeAreaPadding(EdgeInsets)
}

extension Modifier {
    /// The view a modifier carries besides the one it modifies (a background's, an overlay's,
    /// a safe-area inset's content); nil for every other modifier.
    package var carriedView: ViewNode? {
        switch self {
        case .background(let secondary), .overlay(let secondary): return secondary.view
        case .safeAreaInset(let inset): return inset.view
        default: return nil
        }
    }
}

/// The arguments of a fixed `.frame(width:height:alignment:)`.
public struct FixedFrame: Sendable, Equatable {
    public var width: Double?
    public var height: Double?
    public var alignment: Alignment
    public init(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }
}

/// The arguments of a flexible frame, per axis (`FrameLimits`) plus the alignment.
public struct FlexibleFrame: Sendable, Equatable {
    public var horizontal: FrameLimits
    public var vertical: FrameLimits
    public var alignment: Alignment
    public init(
        horizontal: FrameLimits = FrameLimits(), vertical: FrameLimits = FrameLimits(), alignment: Alignment = .center
    ) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.alignment = alignment
    }
    /// The limits along `axis`.
    @inlinable package subscript(axis: Axis) -> FrameLimits {
        axis == .horizontal ? horizontal : vertical
    }
}

/// The min, ideal and max of a flexible frame along one axis (nil = not given; max may be
/// infinity).
public struct FrameLimits: Sendable, Equatable {
    public var min: Double?
    public var ideal: Double?
    public var max: Double?
    public init(min: Double? = nil, ideal: Double? = nil, max: Double? = nil) {
        self.min = min
        self.ideal = ideal
        self.max = max
    }

    /// Whether min ≤ ideal ≤ max holds for the given values (negatives are contradictory).
    package var isConsistent: Bool {
        let values = [min, ideal, max].compactMap { $0 }
        if values.contains(where: { $0 < 0 }) { return false }
        for i in values.indices.dropFirst() where values[i - 1] > values[i] { return false }
        return true
    }

    /// The limits normalised as SwiftUI does: min = max(min, 0), ideal ≥ min, max ≥ ideal.
    package var normalized: FrameLimits {
        var result = self
        if let m = result.min { result.min = Swift.max(m, 0) }
        if let i = result.ideal, let m = result.min { result.ideal = Swift.max(i, m) }
        let floor = result.ideal ?? result.min
        if let x = result.max, let f = floor { result.max = Swift.max(x, f) }
        if let x = result.max, result.min == nil, result.ideal == nil { result.max = Swift.max(x, 0) }
        return result
    }
}
