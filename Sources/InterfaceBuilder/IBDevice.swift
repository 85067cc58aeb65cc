import LayoutCore

/// The size classes and idiom a layout is solved for (`--traits`), as UIKit's
/// `UITraitCollection`: `wC`/`wR` width class, `hC`/`hR` height class, idiom.
public struct IBTraits: Sendable, Equatable {
    /// A horizontal or vertical size class.
    public enum SizeClass: String, Sendable, Equatable { case compact, regular }
    /// The horizontal size class (`widthClass=` in variation keys).
    public var widthClass: SizeClass
    /// The vertical size class (`heightClass=`).
    public var heightClass: SizeClass
    /// `phone`, `pad` or `mac` (IB's `userInterfaceIdiom`).
    public var idiom: String

    /// Traits from their parts.
    public init(widthClass: SizeClass, heightClass: SizeClass, idiom: String) {
        self.widthClass = widthClass
        self.heightClass = heightClass
        self.idiom = idiom
    }

    /// Parses `wC,hR`, `wr hc`, `wC,hR,pad` (classes and idiom in any order; missing parts keep `base`'s).
    public static func parse(_ text: String, base: IBTraits) -> IBTraits? {
        var traits = base
        for part in text.split(whereSeparator: { $0 == "," || $0 == " " }) {
            switch part.lowercased() {
            case "wc": traits.widthClass = .compact
            case "wr": traits.widthClass = .regular
            case "hc": traits.heightClass = .compact
            case "hr": traits.heightClass = .regular
            case "phone", "pad", "mac": traits.idiom = part.lowercased()
            default: return nil
            }
        }
        return traits
    }
}

/// An Interface Builder device preset (`<device id="retina6_1">`) and what a layout on it sees:
/// the screen size, the safe-area insets, the size classes and the root view's minimum margins.
///
/// Sources: Apple's Human Interface Guidelines "Layout" device tables (screen sizes, size
/// classes), the safe-area insets iOS reports on each device in portrait and landscape
/// (status bar / sensor housing on top, home indicator at the bottom), and, for the Xcode
/// generation rule, the frames IB stores in public documents (docs/FORMATS.md §5).
public struct IBDevice: Sendable, Equatable {
    /// IB's device id.
    public var id: String
    /// Portrait screen width in points.
    public var width: Double
    /// Portrait screen height in points.
    public var height: Double
    /// Portrait safe-area insets (top, bottom).
    public var portraitInsets: EdgeInsets
    /// Landscape safe-area insets (top, sides, bottom).
    public var landscapeInsets: EdgeInsets
    /// Whether landscape has a regular width class (Plus / Max phones).
    public var landscapeRegularWidth: Bool
    /// `phone` or `pad`.
    public var idiom: String
    /// Points to pixels (2 or 3): frames lie on the 1/scale grid.
    public var scale: Double

    /// The device presets (portrait sizes; insets as iOS reports them).
    public static let presets: [IBDevice] = [
        phone("retina3_5", 320, 480, top: 20, bottom: 0),
        phone("retina4_0", 320, 568, top: 20, bottom: 0),
        phone("retina4_7", 375, 667, top: 20, bottom: 0),
        phone("retina5_5", 414, 736, top: 20, bottom: 0, plus: true),
        phone("retina5_9", 375, 812, top: 44, bottom: 34, side: 44, landscapeBottom: 21),
        phone("retina5_9-2022", 375, 812, top: 50, bottom: 34, side: 50, landscapeBottom: 21),
        phone("retina6_5", 414, 896, top: 44, bottom: 34, side: 44, landscapeBottom: 21, plus: true),
        // The iPhone 11 / XR; Xcode 14 and later simulate it with iOS 16's 48 pt top inset (see `resolved`).
        phone("retina6_1", 414, 896, top: 44, bottom: 34, side: 44, landscapeBottom: 21, plus: true),
        phone("retina6_1-2022", 414, 896, top: 48, bottom: 34, side: 48, landscapeBottom: 21, plus: true),
        phone("retina6_1-2025", 414, 896, top: 96, bottom: 68, side: 48, landscapeBottom: 21, plus: true),
        phone("retina5_4", 375, 812, top: 50, bottom: 34, side: 50, landscapeBottom: 21),
        phone("retina6_7", 428, 926, top: 47, bottom: 34, side: 47, landscapeBottom: 21, plus: true),
        phone("retina6_12", 393, 852, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("retina6_72", 430, 932, top: 59, bottom: 34, side: 59, landscapeBottom: 21, plus: true),
        pad("ipad9_7", 768, 1024, top: 20, bottom: 0),
        pad("ipad10_2", 810, 1080, top: 20, bottom: 0),
        pad("ipad10_5", 834, 1112, top: 20, bottom: 0),
        pad("ipad10_9rounded", 820, 1180, top: 24, bottom: 20),
        pad("ipad11", 834, 1194, top: 24, bottom: 20),
        pad("ipad12_9", 1024, 1366, top: 20, bottom: 0),
        pad("ipad12_9rounded", 1024, 1366, top: 24, bottom: 20),
    ]

    /// The first toolsVersion of Xcode 14, whose simulated iOS 16 gives the notched phones
    /// their newer top insets (`retina6_1` 48 instead of 44, `retina5_9` 50 instead of 44);
    /// files saved up to toolsVersion 20037 (Xcode 13) use the older ones. Inferred from the
    /// frames public documents store (22154 and later: 48; 20037 and earlier: 44).
    public static let xcode14Generation = 21000.0
    /// The first toolsVersion of Xcode 26. Its `retina6_1` documents store frames that fit a
    /// safe area of 96 at the top and 68 at the bottom (twice the iPhone 11's 48 and 34) with
    /// no bar simulated; the table follows the stored frames (low confidence: one document set).
    public static let xcode26Generation = 24000.0
    /// The presets whose insets changed with ``xcode14Generation`` / ``xcode26Generation``.
    static let regenerated: Set<String> = ["retina6_1", "retina5_9"]
    static let regenerated2025: Set<String> = ["retina6_1"]

    /// The preset for `id` as the Xcode that saved the file (`toolsVersion`) drew it;
    /// nil for an unknown id.
    public static func resolved(_ id: String, toolsVersion: Double) -> IBDevice? {
        let key =
            regenerated2025.contains(id) && toolsVersion >= xcode26Generation
            ? id + "-2025" : regenerated.contains(id) && toolsVersion >= xcode14Generation ? id + "-2022" : id
        return presets.first { $0.id == key }.map { preset in
            var device = preset
            device.id = id
            return device
        }
    }

    /// The safe-area insets in `orientation`.
    public func safeAreaInsets(landscape: Bool) -> EdgeInsets {
        landscape ? landscapeInsets : portraitInsets
    }

    /// The size classes of the device in `orientation`.
    public func traits(landscape: Bool) -> IBTraits {
        if idiom == "pad" { return IBTraits(widthClass: .regular, heightClass: .regular, idiom: "pad") }
        if landscape {
            return IBTraits(
                widthClass: landscapeRegularWidth ? .regular : .compact, heightClass: .compact, idiom: idiom)
        }
        return IBTraits(widthClass: .compact, heightClass: .regular, idiom: idiom)
    }

    /// A root view's minimum horizontal margins (`systemMinimumLayoutMargins`): on iPads
    /// ``SystemMinimumLayoutMargins/regular``, elsewhere
    /// ``SystemMinimumLayoutMargins/side(rootWidth:)`` (16 below 400 pt, 20 from it); 0 at the
    /// top and bottom.
    public func systemMinimumMargin(rootWidth: Double) -> Double {
        if idiom == "pad" { return SystemMinimumLayoutMargins.regular }
        return SystemMinimumLayoutMargins.side(rootWidth: rootWidth)
    }

    /// The 3× phones; the others (and every iPad) are 2×.
    static let threeTimes: Set<String> = [
        "retina5_5", "retina5_9", "retina6_5", "retina5_4", "retina6_7", "retina6_12", "retina6_72",
    ]

    private static func phone(
        _ id: String, _ width: Double, _ height: Double, top: Double, bottom: Double, side: Double = 0,
        landscapeBottom: Double = 0, plus: Bool = false
    ) -> IBDevice {
        IBDevice(
            id: id, width: width, height: height,
            portraitInsets: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
            landscapeInsets: EdgeInsets(top: 0, leading: side, bottom: landscapeBottom, trailing: side),
            landscapeRegularWidth: plus, idiom: "phone",
            scale: threeTimes.contains(String(id.prefix { $0 != "-" })) ? 3 : 2)
    }

    private static func pad(_ id: String, _ width: Double, _ height: Double, top: Double, bottom: Double) -> IBDevice {
        let insets = EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0)
        return IBDevice(
            id: id, width: width, height: height, portraitInsets: insets, landscapeInsets: insets,
            landscapeRegularWidth: true, idiom: "pad", scale: 2)
    }
}
