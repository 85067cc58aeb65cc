/// SwiftUI's `Font.TextStyle` (`.largeTitle` … `.caption2`); `uiKitName` is the matching
/// `UIFont.TextStyle` (`title1`, `caption1` where the names differ). JSON names are SwiftUI's.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// The style named by SwiftUI (`"title"`) or UIKit (`"title1"`, `"caption1"`,
    /// `"UIFontTextStyleBody"`, `"UICTFontTextStyleTitle0"`).
    package init?(name: String) {
        if let style = TextStyle(rawValue: name) {
            self = style
            return
        }
        var short = name
        for prefix in ["UICTFontTextStyle", "UIFontTextStyle"] where short.hasPrefix(prefix) {
            short = String(short.dropFirst(prefix.count))
            short = short.prefix(1).lowercased() + short.dropFirst()
        }
        switch short {
        case "title0": self = .largeTitle
        case "title1": self = .title
        case "caption1": self = .caption
        case "subhead": self = .subheadline
        default:
            guard let style = TextStyle(rawValue: short) else { return nil }
            self = style
        }
    }

    /// The name of the style in `UIFont.TextStyle`.
    package var uiKitName: String {
        switch self {
        case .title: return "title1"
        case .caption: return "caption1"
        default: return rawValue
        }
    }

    /// The style's point size at `size` (Apple's Dynamic Type table; nil = `.large`).
    package func pointSize(at size: DynamicTypeSize? = nil) -> Double {
        DynamicTypeTable.entry(self, size ?? .large).size
    }

    /// The style's leading (recommended baseline-to-baseline distance) at `size`, from the
    /// same table. Layout uses the font's own line height; this is the typographic value.
    package func leading(at size: DynamicTypeSize? = nil) -> Double {
        DynamicTypeTable.entry(self, size ?? .large).leading
    }

    /// The style's weight: semibold for `.headline`, regular for every other style.
    package var weight: FontWeight { self == .headline ? .semibold : .regular }
}

/// SwiftUI's `Font.Weight` (UIKit's `UIFont.Weight`), lightest first.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The OpenType `wght` value (`usWeightClass`) of the weight: 100 … 900 with ultraLight
    /// 200 and thin 100, as SF Pro's and Inter's instances are named.
    package var openTypeWeight: Double {
        switch self {
        case .thin: return 100
        case .ultraLight: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }

    /// The style name of the weight's instance in Inter's static files (`Inter-SemiBold.otf`).
    package var interStyleName: String {
        switch self {
        case .thin: return "Thin"
        case .ultraLight: return "ExtraLight"
        case .light: return "Light"
        case .regular: return "Regular"
        case .medium: return "Medium"
        case .semibold: return "SemiBold"
        case .bold: return "Bold"
        case .heavy: return "ExtraBold"
        case .black: return "Black"
        }
    }

    /// The style name of the weight in SF Pro's static files (`SF-Pro-Text-Semibold.otf`).
    package var sfStyleName: String {
        switch self {
        case .ultraLight: return "Ultralight"
        default: return rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}
