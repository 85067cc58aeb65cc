import LayoutCore
import TextMeasurement

/// The parameter tables of Text, GeometryReader, ViewThatFits and the alignment-guide,
/// background/overlay, offset and aspectRatio modifiers: one field of `ViewGraph`, indexed
/// by `Node.payload` like the other tables.
struct ContentTables: Sendable {
    var texts: [TextParameters] = []
    /// Word lengths in characters of every Text, runs of `TextParameters.words`; −1 is a
    /// line break (`\n`).
    var words: [Int32] = []
    /// The Texts measured with fonts (`"textModel": "font"`), indexed by `TextParameters.font`.
    var fontTexts: [FontTextParameters] = []
    var alignmentGuides: [AlignmentGuideSpec] = []
    var secondaries: [SecondaryParameters] = []
    var safeAreaInsets: [SafeAreaInsetParameters] = []
    var offsets: [Point] = []
    var aspectRatios: [AspectRatioParameters] = []
    var containerRelativeFrames: [ContainerRelativeFrame] = []
    var viewThatFits: [FitParameters] = []
    /// Modifier lengths given as expressions, grouped by the GeometryReader that resolves them.
    var bindings: [ExpressionBinding] = []
    /// Per GeometryReader (payload): its bindings, a range of `bindings`.
    var readers: [Range<Int>] = []
    /// The alignment guide name of each stack (parallel to `ViewGraph.stacks`).
    var stackGuides: [GuideName] = []
    /// The guide names of each ZStack (parallel to `ViewGraph.zStacks`).
    var zStackGuides: [GuidePair] = []
    /// The environment, for views built inside modifiers (background/overlay).
    var environment = LayoutEnvironment()
    /// The GeometryReaders enclosing the node being built (build step only).
    var openReaders: [Int32] = []
}

/// A Text's resolved metrics (font size applied) and its words.
struct TextParameters: Sendable {
    var advance: Double
    var lineHeight: Double
    var ascent: Double
    /// `lineLimit`, or `Int.max`.
    var lineLimit: Int
    /// The Text's run of `ContentTables.words`.
    var words: Range<Int>
    /// Its entry in `ContentTables.fontTexts` when measured with a font, else −1.
    var font: Int32 = -1
}

/// A Text measured with a font: its string, the font file at its point size and its
/// layout options (line limit, spacing, truncation, alignment).
struct FontTextParameters: Sendable {
    var string: String
    var font: ResolvedFont
    var options: TextLayoutOptions
    /// `.minimumScaleFactor(_:)`, in (0, 1]; 1 = never shrinks.
    var minimumScaleFactor: Double = 1
}

/// A background or overlay: its alignment inside the primary view (the node's child) and
/// the outermost node of the secondary view.
struct SecondaryParameters: Sendable {
    var guides: Guides
    var view: Int32
}

/// A `.safeAreaInset`: its edge, the guide that aligns the content with the modified view
/// across the edge's axis, the spacing (resolved at BUILD) and the content's outermost node.
struct SafeAreaInsetParameters: Sendable {
    var edge: SafeAreaInset.Edge
    var guide: GuideName
    var spacing: Double
    var view: Int32
}

/// `.aspectRatio`: the ratio (NaN = the child's ideal width / height) and the mode.
struct AspectRatioParameters: Sendable {
    var ratio: Double
    var fill: Bool
}

/// `ViewThatFits(in:)`: the axes on which a child's ideal size must fit.
struct FitParameters: Sendable {
    var horizontal: Bool
    var vertical: Bool
}

/// A 2-D alignment as two guide names.
struct GuidePair: Sendable {
    var horizontal: GuideName
    var vertical: GuideName
    init(_ alignment: Alignment) {
        horizontal = GuideName(alignment.horizontal)
        vertical = GuideName(alignment.vertical)
    }
}

/// One modifier or view whose lengths are GeometryReader expressions: the node to update,
/// the modifier as decoded (placeholders in place; nil for a view: Spacer, stack, Image) and
/// the expressions.
struct ExpressionBinding: Sendable {
    var node: Int32
    var modifier: Modifier?
    var expressions: [ExpressionLength]
    /// The GeometryReader whose size the expressions read.
    var reader: Int32
    /// For a stack's `spacing`: the enclosing build's environment (gaps are recomputed).
    var environment: LayoutEnvironment? = nil
}

extension GuideName {
    /// This guide's bit in `NodeInfo.explicitGuides`.
    @inline(__always) var bit: UInt8 {
        switch self {
        case .leading: return 1
        case .horizontalCenter: return 2
        case .trailing: return 4
        case .top: return 8
        case .verticalCenter: return 16
        case .bottom: return 32
        case .firstTextBaseline: return 64
        case .lastTextBaseline: return 128
        }
    }
}
