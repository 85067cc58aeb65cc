/// The text of a label in a constraint spec (`"text"` on a view, FORMATS.md §5): its string,
/// font and number of lines. The constraint engine measures it with a font (the
/// TextMeasurement module) for the view's intrinsic content size and baselines.
public struct LabelText: Sendable, Equatable {
    /// The string shown.
    public var string: String
    /// The font size in points; nil = the text style's size (default `.body`, 17).
    public var fontSize: Double?
    /// `UIFont.preferredFont(forTextStyle:)`'s style; nil = `.body` unless a size is given.
    public var fontStyle: TextStyle?
    /// The weight (`UIFont.systemFont(ofSize:weight:)`); nil = the style's.
    public var fontWeight: FontWeight?
    /// A font file name in the font directories (`UIFont(name:size:)`); nil = the system font.
    public var fontName: String?
    /// The text style a named font's size scales with (`UIFontMetrics(forTextStyle:)`);
    /// nil = a fixed size.
    public var fontRelativeTo: TextStyle?
    /// Whether the font is italic (the face's italic file; `UIFontDescriptor.traitItalic`).
    public var fontItalic = false
    /// UILabel's `numberOfLines`: 0 = as many as needed; default 1.
    public var numberOfLines: Int = 1
    /// UILabel's `lineBreakMode`; default `.byTruncatingTail`.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// UILabel's `adjustsFontSizeToFitWidth`: whether the text shrinks (down to
    /// `minimumScaleFactor`) to fit the label's bounds; default false. The intrinsic content
    /// size stays that of the unshrunk text, as UIKit's.
    public var adjustsFontSizeToFitWidth = false
    /// UILabel's `minimumScaleFactor`, in [0, 1]: the smallest fraction of the font size the
    /// text shrinks to with `adjustsFontSizeToFitWidth`; 0 (the default) = the font size
    /// itself, as UIKit's.
    public var minimumScaleFactor = 0.0
    /// The attributed text's `.kern` in points: added after every character, a line's last
    /// included (as SwiftUI's `kerning(_:)`); default 0.
    public var kerning = 0.0
    /// The attributed text's `.tracking` in points: added after every character but a
    /// line's last, which it follows as trailing white space; default 0.
    public var tracking = 0.0

    public init(_ string: String) {
        self.string = string
    }
}
