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
    package var offsetFraction: Double {
        switch self {
        case .leading: return 0
        case .center: return 0.5
        case .trailing: return 1
        }
    }
}

/// UIKit's `NSLineBreakMode` for a label (`lineBreakMode`): how lines wrap and what the last
/// line shows when `numberOfLines` cuts the text. UILabel's default is `byTruncatingTail`.
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable {
    /// Lines wrap at word boundaries; the last line allowed is cut at a word, no ellipsis.
    case byWordWrapping
    /// Lines wrap at any character (grapheme cluster); the last line is cut, no ellipsis.
    case byCharWrapping
    /// Lines wrap at word boundaries; the last line is clipped at its edge, no ellipsis.
    case byClipping
    /// Lines wrap at word boundaries; the last line allowed ends in an ellipsis at its start.
    case byTruncatingHead
    /// … an ellipsis at its end (the default).
    case byTruncatingTail
    /// … an ellipsis in its middle.
    case byTruncatingMiddle

    /// The ellipsis position of a truncating mode; nil for the wrapping and clipping modes.
    package var truncationMode: TruncationMode? {
        switch self {
        case .byTruncatingHead: return .head
        case .byTruncatingTail: return .tail
        case .byTruncatingMiddle: return .middle
        case .byWordWrapping, .byCharWrapping, .byClipping: return nil
        }
    }
}
