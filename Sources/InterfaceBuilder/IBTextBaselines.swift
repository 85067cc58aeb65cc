import LayoutCore

/// Text baselines of labels, buttons and text fields, for `firstBaseline` / `lastBaseline`
/// constraints and baseline-aligned stacks (docs/FORMATS.md §5).
///
/// The estimate uses the system font's metrics (SF Pro: ascender 0.952 em, descender 0.241 em,
/// line height 1.193 em) at the element's `fontDescription` size (a `pointSize`, or a text
/// style's default size; 17 when none): a single line is centred vertically in the stored
/// height, so its baseline is (height − line height) / 2 + ascender from the top; text of
/// several lines (`numberOfLines` other than 1) fills the height, first baseline at the
/// ascender, last baseline a descender above the bottom.
enum IBTextBaselines {
    static let ascender = 0.952
    static let descender = 0.241
    static let lineHeight = 1.193

    /// Default sizes of UIKit's text styles (Large, the default Dynamic Type size).
    static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
        "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
        "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
        "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]

    /// The elements whose baselines are their text's.
    static let elements: Set<String> = ["label", "button", "textField"]

    /// The font size of `element` (points).
    static func fontSize(_ element: IBElement) -> Double {
        guard let font = element.child("fontDescription", key: "fontDescription") else { return 17 }
        if let size = Double(font["pointSize"] ?? ""), size > 0, size <= 1000 { return size }
        return textStyleSizes[font["style"] ?? ""] ?? 17
    }

    /// The baselines of `element` in a view `height` tall, or nil for an element without text.
    static func baselines(of element: IBElement, height: Double) -> TextBaselines? {
        guard elements.contains(element.name) else { return nil }
        let size = fontSize(element)
        let multiline = element.name == "label" && (element["numberOfLines"] ?? "1") != "1"
        if multiline {
            return TextBaselines(first: ascender * size, last: height - descender * size)
        }
        let baseline = (height - lineHeight * size) / 2 + ascender * size
        return TextBaselines(first: baseline, last: baseline)
    }
}
