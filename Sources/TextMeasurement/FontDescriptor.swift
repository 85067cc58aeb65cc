import LayoutCore

/// A font as SwiftUI names it: a text style (`.body`), the system font at a size and weight
/// (`.system(size:weight:)`), or a named font at a size (`.custom(_:size:)`).
public enum FontDescriptor: Sendable, Hashable {
    case style(TextStyle, weight: FontWeight? = nil)
    case system(size: Double, weight: FontWeight = .regular)
    case named(String, size: Double)

    /// The font of a Text or label given by its spec members: `.custom(name, size:)` for a
    /// `name` (size 17 when not given), the text style (default `.body`, which scales with
    /// Dynamic Type) unless a `size` is given, then `.system(size:weight:)` (a fixed size, as
    /// in SwiftUI and `UIFont.systemFont(ofSize:weight:)`).
    public init(size: Double?, style: TextStyle?, weight: FontWeight?, name: String?) {
        if let name {
            self = .named(name, size: size ?? 17)
        } else if let size, style == nil {
            self = .system(size: size, weight: weight ?? .regular)
        } else {
            self = .style(style ?? .body, weight: weight)
        }
    }

    /// SwiftUI's default font: `.body`.
    public static let body = FontDescriptor.style(.body)

    /// The point size at `dynamicTypeSize` (text styles scale with it; `.system` and named
    /// fonts keep their size, as in SwiftUI without `relativeTo:`).
    public func pointSize(at dynamicTypeSize: DynamicTypeSize?) -> Double {
        switch self {
        case .style(let style, _): return style.pointSize(at: dynamicTypeSize)
        case .system(let size, _), .named(_, let size): return size
        }
    }
}
