import LayoutCore

/// A font as SwiftUI names it: a text style (`.body`), the system font at a size and weight
/// (`.system(size:weight:)`), or a named font at a size (`.custom(_:fixedSize:)`), or at a
/// size scaled as a text style is (`.custom(_:size:relativeTo:)`; `.custom(_:size:)` is
/// relative to `.body`).
public enum FontDescriptor: Sendable, Hashable {
    case style(TextStyle, weight: FontWeight? = nil)
    case system(size: Double, weight: FontWeight = .regular)
    case named(String, size: Double, relativeTo: TextStyle? = nil)

    /// The font of a Text or label given by its spec members: `.custom(name, size:)` for a
    /// `name` (size 17 when not given), the text style (default `.body`, which scales with
    /// Dynamic Type) unless a `size` is given, then `.system(size:weight:)` (a fixed size, as
    /// in SwiftUI and `UIFont.systemFont(ofSize:weight:)`); a named font scales with
    /// `relativeTo` when given.
    public init(size: Double?, style: TextStyle?, weight: FontWeight?, name: String?, relativeTo: TextStyle? = nil) {
        if let name {
            self = .named(name, size: size ?? 17, relativeTo: relativeTo)
        } else if let size, style == nil {
            self = .system(size: size, weight: weight ?? .regular)
        } else {
            self = .style(style ?? .body, weight: weight)
        }
    }

    /// SwiftUI's default font: `.body`.
    public static let body = FontDescriptor.style(.body)

    /// The point size at `dynamicTypeSize` (text styles scale with it; `.system` and named
    /// fonts without `relativeTo` keep their size; a named font relative to a style scales
    /// by `relativeScale`).
    public func pointSize(at dynamicTypeSize: DynamicTypeSize?) -> Double {
        switch self {
        case .style(let style, _): return style.pointSize(at: dynamicTypeSize)
        case .system(let size, _), .named(_, let size, nil): return size
        case .named(_, let size, let style?): return size * Self.relativeScale(style, at: dynamicTypeSize)
        }
    }

    /// How much a size relative to `style` grows at `dynamicTypeSize`: the style's size
    /// there over its size at `.large`, Apple's table's ratio (`UIFontMetrics` scales by its
    /// own curve per style, which Apple does not publish; docs/ENGINES.md "Fonts").
    public static func relativeScale(_ style: TextStyle, at dynamicTypeSize: DynamicTypeSize?) -> Double {
        style.pointSize(at: dynamicTypeSize) / style.pointSize(at: .large)
    }
}
