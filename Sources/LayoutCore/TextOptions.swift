/// SwiftUI's `Text.TruncationMode` (UIKit's `NSLineBreakMode.byTruncatingTail/Head/Middle`):
/// where the ellipsis goes when the text does not fit its line limit.
public enum TruncationMode: String, Sendable, Hashable, CaseIterable {
    case head, middle, tail
}

/// SwiftUI's `TextAlignment` (`multilineTextAlignment`, UIKit's `NSTextAlignment`): how lines
/// narrower than the text's width are placed. It moves lines only; it never changes a size.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case leading, center, trailing

    /// The fraction of the free width put before a line: 0, ½, 1.
    public var offsetFraction: Double {
        switch self {
        case .leading: return 0
        case .center: return 0.5
        case .trailing: return 1
        }
    }
}
