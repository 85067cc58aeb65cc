import LayoutCore

/// The views with an intrinsic content size, their default content priorities and their
/// alignment-rect insets.
///
/// Intrinsic sizes (the documented rule, docs/FORMATS.md §5): a label, button, text field,
/// text view without scrolling, image view or known control takes as its intrinsic size the
/// size of the alignment rect IB stored, on each axis where its constraints do not stretch it
/// (``IBRootImporter`` decides stretching). A known control whose document stores no usable
/// frame falls back to ``knownSizes``.
enum IBIntrinsicContent {
    /// The elements with an intrinsic content size.
    static let elements: Set<String> = [
        "label", "button", "textField", "imageView", "switch", "slider", "stepper", "segmentedControl",
        "activityIndicatorView", "progressView", "pageControl", "searchBar", "datePicker", "pickerView",
        "navigationBar", "toolbar", "tabBar",
    ]

    /// UIKit controls' intrinsic sizes (width, height; nil = none on that axis), iOS 13–17.
    static let knownSizes: [String: (width: Double?, height: Double?)] = [
        "switch": (51, 31), "slider": (nil, 30), "stepper": (94, 32), "segmentedControl": (nil, 32),
        "activityIndicatorView": (20, 20), "progressView": (nil, 4), "pageControl": (nil, 26),
        "searchBar": (nil, 56), "pickerView": (320, 216), "navigationBar": (nil, 44), "toolbar": (nil, 44),
        "tabBar": (nil, 49),
    ]

    /// IB's placeholder intrinsic size (`placeholderIntrinsicWidth` / `placeholderIntrinsicHeight`,
    /// set for custom views whose size comes from code; `infinite` = none on that axis), or nil.
    static func placeholderSize(_ element: IBElement) -> (width: Double?, height: Double?)? {
        let width = element["placeholderIntrinsicWidth"]
        let height = element["placeholderIntrinsicHeight"]
        guard width != nil || height != nil else { return nil }
        func value(_ text: String?) -> Double? {
            guard let text, let number = Double(text), number.isFinite, number >= 0, number <= 1e9 else { return nil }
            return number
        }
        return (value(width), value(height))
    }

    /// Whether `element` is a label without text (no `text` attribute or `<string
    /// key="text">`, or an empty one, and no attributed text): UILabel's intrinsic content
    /// size is then zero on both axes, so a stored frame of no height is its intrinsic
    /// height, not "none" (as it is for an image view without an image).
    static func isEmptyLabel(_ element: IBElement) -> Bool {
        let text = element["text"] ?? element.child("string", key: "text")?.text ?? ""
        return element.name == "label" && text.isEmpty
            && element.child("attributedString", key: "attributedText") == nil
    }

    /// Whether `element` has an intrinsic content size.
    static func hasIntrinsicSize(_ element: IBElement) -> Bool {
        if element.name == "textView" { return element["scrollEnabled"] == "NO" }
        return elements.contains(element.name)
    }

    /// The class defaults Interface Builder assumes when a priority attribute is absent:
    /// hugging 251 for labels and image views, 750 for switches and steppers, 250 otherwise;
    /// compression resistance 750.
    static func defaultHugging(_ element: IBElement) -> Double {
        switch element.name {
        case "label", "imageView": return 251
        case "switch", "stepper": return 750
        default: return 250
        }
    }

    /// How far the frame extends past the alignment rect constraints act on: a UISlider 2 pt
    /// on each side and 1 pt at the bottom (a 31-pt frame around the 30-pt rect its
    /// constraints place), a UISegmentedControl of Xcode 11 and later (the iOS 13 design) 1 pt
    /// at the bottom (a 32-pt frame around a 31-pt rect), a UISwitch 2 pt on the trailing side
    /// (its frame is 2 pt wider than the switch that is drawn). Other views: none. Evidence:
    /// public storyboards whose constraints place views against these controls' bottoms.
    static func frameOutsets(_ element: IBElement, toolsVersion: Double) -> EdgeInsets {
        switch element.name {
        case "slider": return EdgeInsets(top: 0, leading: 2, bottom: 1, trailing: 2)
        case "segmentedControl" where toolsVersion >= iOS13ToolsVersion:
            return EdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 0)
        case "switch": return EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 2)
        default: return EdgeInsets()
        }
    }

    /// The first `toolsVersion` of Xcode 11, whose SDK (iOS 13) redrew the segmented control.
    static let iOS13ToolsVersion = 15000.0

    /// The alignment rect of a frame with `outsets` (left-to-right).
    static func alignmentRect(of frame: Rect, outsets: EdgeInsets) -> Rect {
        Rect(
            x: frame.x + outsets.leading, y: frame.y + outsets.top,
            width: frame.width - outsets.leading - outsets.trailing, height: frame.height - outsets.top - outsets.bottom
        )
    }

    /// The frame of an alignment rect with `outsets` (left-to-right).
    static func frame(of alignmentRect: Rect, outsets: EdgeInsets) -> Rect {
        Rect(
            x: alignmentRect.x - outsets.leading, y: alignmentRect.y - outsets.top,
            width: alignmentRect.width + outsets.leading + outsets.trailing,
            height: alignmentRect.height + outsets.top + outsets.bottom)
    }
}
