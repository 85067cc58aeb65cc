import LayoutCore

/// A font as SwiftUI names it: a text style (`.body`), the system font at a size and weight
/// (`.system(size:weight:)`), or a named font at a size (`.custom(_:size:)`).
public enum FontDescriptor: Sendable, Hashable {
    case style(TextStyle, weight: FontWeight? = nil)
    case system(size: Double, weight: FontWeight = .regular)
    case named(String, size: Double)

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
