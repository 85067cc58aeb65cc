import LayoutCore

/// How a text is laid out besides its string, font and width: SwiftUI's `lineLimit`,
/// `lineSpacing`, `truncationMode` and `multilineTextAlignment`.
public struct TextLayoutOptions: Sendable, Hashable {
    /// The most lines shown; nil = as many as the text needs.
    public var lineLimit: Int?
    /// Extra space between lines, in points (SwiftUI's `lineSpacing`, default 0).
    public var lineSpacing: Double
    /// Where the ellipsis goes when lines are cut by `lineLimit`.
    public var truncationMode: TruncationMode
    /// How each line is placed inside the text's width.
    public var alignment: TextAlignment

    public init(
        lineLimit: Int? = nil, lineSpacing: Double = 0, truncationMode: TruncationMode = .tail,
        alignment: TextAlignment = .leading
    ) {
        self.lineLimit = lineLimit
        self.lineSpacing = lineSpacing
        self.truncationMode = truncationMode
        self.alignment = alignment
    }

    /// Throws unless `lineLimit` ≥ 1 and `lineSpacing` is finite and ≥ 0.
    func validate() throws {
        if let lineLimit, lineLimit < 1 {
            throw TextMeasurementError.invalidArgument(name: "lineLimit", value: "\(lineLimit)", expected: "at least 1")
        }
        guard lineSpacing.isFinite, lineSpacing >= 0 else {
            throw TextMeasurementError.invalidArgument(
                name: "lineSpacing", value: "\(lineSpacing)", expected: "a finite number ≥ 0")
        }
    }
}

/// One laid-out line of a text.
public struct TextLine: Sendable, Equatable {
    /// The UTF-8 offsets of the string's characters shown on the line (white space at a break
    /// included; an ellipsis replaces what a truncation cut, see `text`).
    public var range: Range<Int>
    /// What the line shows, ellipsis included.
    public var text: String
    /// The line's width in points (trailing white space not counted, ellipsis counted).
    public var width: Double
    /// The line's x offset inside the text's width (from `multilineTextAlignment`).
    public var x: Double
    /// The line's baseline, from the text's top.
    public var baseline: Double
}

/// A text laid out under a width: its lines, its size (SwiftUI's `sizeThatFits`) and its
/// baselines.
public struct TextLayout: Sendable, Equatable {
    /// The lines, top to bottom.
    public var lines: [TextLine]
    /// The widest line, in points.
    public var width: Double
    /// lines × line height + (lines − 1) × lineSpacing, in points.
    public var height: Double
    /// The first line's baseline (SwiftUI's `firstTextBaseline`): the font's ascender.
    public var firstBaseline: Double
    /// The last line's baseline (`lastTextBaseline`).
    public var lastBaseline: Double
    /// Whether `lineLimit` cut the text (an ellipsis is shown).
    public var isTruncated: Bool

    /// No lines, zero size.
    public static let empty = TextLayout(
        lines: [], width: 0, height: 0, firstBaseline: 0, lastBaseline: 0, isTruncated: false)
}
