import LayoutCore

/// How a text is laid out besides its string, font and width: SwiftUI's `lineLimit`,
/// `lineSpacing`, `truncationMode` and `multilineTextAlignment`, and UILabel's
/// `lineBreakMode` (``init(lineBreakMode:lineLimit:)``).
public struct TextLayoutOptions: Sendable, Hashable {
    /// Where lines may break.
    public enum Wrapping: Sendable, Hashable {
        /// At UAX #14 break opportunities (words); a word wider than the line by characters.
        case words
        /// At any grapheme cluster (UIKit's `byCharWrapping`).
        case characters
    }

    /// What the last line shows when `lineLimit` cuts the text.
    public enum Cut: Sendable, Hashable {
        /// What fits beside a measured ellipsis, placed by `truncationMode` (SwiftUI's Text,
        /// UIKit's `byTruncating…` modes).
        case ellipsis
        /// The line as it wrapped, nothing more (`byWordWrapping`, `byCharWrapping`).
        case atBreak
        /// The rest of the paragraph on one line, clipped at the width (`byClipping`).
        case clipped
    }

    /// The most lines shown; nil = as many as the text needs.
    public var lineLimit: Int?
    /// Extra space between lines, in points (SwiftUI's `lineSpacing`, default 0).
    public var lineSpacing: Double
    /// Where the ellipsis goes when lines are cut by `lineLimit`.
    public var truncationMode: TruncationMode
    /// How each line is placed inside the text's width.
    public var alignment: TextAlignment
    /// Where lines may break (default: words).
    public var wrapping: Wrapping = .words
    /// What the last line shows when `lineLimit` cuts the text (default: an ellipsis).
    public var cut: Cut = .ellipsis
    /// SwiftUI's `kerning(_:)` in points: added after every grapheme cluster, the last of a
    /// line included ("the kerning affects the trailing edge of the text view as well").
    public var kerning = 0.0
    /// SwiftUI's `tracking(_:)` in points: added after every grapheme cluster but the last of
    /// a line, which it follows as trailing white space does (Apple: "the system treats
    /// tracking as trailing whitespace").
    public var tracking = 0.0

    public init(
        lineLimit: Int? = nil, lineSpacing: Double = 0, truncationMode: TruncationMode = .tail,
        alignment: TextAlignment = .leading
    ) {
        self.lineLimit = lineLimit
        self.lineSpacing = lineSpacing
        self.truncationMode = truncationMode
        self.alignment = alignment
    }

    /// UILabel's measurement options: `numberOfLines` (0 = unlimited) and `lineBreakMode`.
    /// The wrapping modes break at words (`byWordWrapping`) or characters (`byCharWrapping`)
    /// and cut the last line at its break; `byClipping` wraps at words and shows the rest of
    /// the paragraph on the last line, clipped at the width; the truncating modes wrap at
    /// words and end the last line with an ellipsis at the head, middle or tail.
    public init(lineBreakMode: LineBreakMode, lineLimit: Int?) {
        self.init(lineLimit: lineLimit, truncationMode: lineBreakMode.truncationMode ?? .tail)
        switch lineBreakMode {
        case .byWordWrapping: cut = .atBreak
        case .byCharWrapping:
            wrapping = .characters
            cut = .atBreak
        case .byClipping: cut = .clipped
        case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: cut = .ellipsis
        }
    }

    /// Throws unless `lineLimit` ≥ 1, `lineSpacing` is finite and ≥ 0, and `kerning` and
    /// `tracking` are finite.
    func validate() throws {
        if let lineLimit, lineLimit < 1 {
            throw TextMeasurementError.invalidArgument(name: "lineLimit", value: "\(lineLimit)", expected: "at least 1")
        }
        guard lineSpacing.isFinite, lineSpacing >= 0 else {
            throw TextMeasurementError.invalidArgument(
                name: "lineSpacing", value: "\(lineSpacing)", expected: "a finite number ≥ 0")
        }
        for (name, value) in [("kerning", kerning), ("tracking", tracking)] where !value.isFinite {
            throw TextMeasurementError.invalidArgument(name: name, value: "\(value)", expected: "a finite number")
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
