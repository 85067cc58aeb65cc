/// SwiftUI's `DynamicTypeSize`, smallest first (`xSmall` … `accessibility5`).
///
/// Text metrics scale with it by Apple's body-text point sizes (Human Interface Guidelines,
/// "Dynamic Type sizes", iOS body style): xSmall 14, small 15, medium 16, large 17 (the
/// default), xLarge 19, xxLarge 21, xxxLarge 23, accessibility1 28, accessibility2 33,
/// accessibility3 40, accessibility4 47, accessibility5 53. The scale is that size / 17.
public enum DynamicTypeSize: String, Sendable, Equatable, Comparable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The body-text point size at this size (Apple's table).
    package var bodyPointSize: Double {
        switch self {
        case .xSmall: return 14
        case .small: return 15
        case .medium: return 16
        case .large: return 17
        case .xLarge: return 19
        case .xxLarge: return 21
        case .xxxLarge: return 23
        case .accessibility1: return 28
        case .accessibility2: return 33
        case .accessibility3: return 40
        case .accessibility4: return 47
        case .accessibility5: return 53
        }
    }

    /// The factor text metrics are multiplied by: `bodyPointSize / 17` (1 at `.large`).
    package var textScale: Double { bodyPointSize / 17 }

    /// UIKit's `UIContentSizeCategory` name of this size (`extraSmall` … `accessibilityMedium`
    /// … `accessibilityExtraExtraExtraLarge`).
    public var uiKitCategoryName: String {
        switch self {
        case .xSmall: return "extraSmall"
        case .small: return "small"
        case .medium: return "medium"
        case .large: return "large"
        case .xLarge: return "extraLarge"
        case .xxLarge: return "extraExtraLarge"
        case .xxxLarge: return "extraExtraExtraLarge"
        case .accessibility1: return "accessibilityMedium"
        case .accessibility2: return "accessibilityLarge"
        case .accessibility3: return "accessibilityExtraLarge"
        case .accessibility4: return "accessibilityExtraExtraLarge"
        case .accessibility5: return "accessibilityExtraExtraExtraLarge"
        }
    }

    /// The size UIKit's `UIContentSizeCategory` named `name` stands for (nil: no such name).
    public init?(uiKitCategoryName name: String) {
        guard let size = Self.allCases.first(where: { $0.uiKitCategoryName == name }) else { return nil }
        self = size
    }

    /// Whether this is one of the accessibility sizes (SwiftUI's `isAccessibilitySize`).
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension LayoutEnvironment {
    /// The text metrics after `dynamicTypeSize` scaling (equal to `text` when it is nil or
    /// `.large`): every length multiplied by `DynamicTypeSize.textScale`.
    package var scaledText: TextMetrics {
        guard let size = dynamicTypeSize, size != .large else { return text }
        let scale = size.textScale
        return TextMetrics(
            advance: text.advance * scale, lineHeight: text.lineHeight * scale, ascent: text.ascent * scale)
    }

    /// The value of the user flag `name` (false when the environment does not set it).
    package func flag(_ name: String) -> Bool { flags[name] ?? false }
}
