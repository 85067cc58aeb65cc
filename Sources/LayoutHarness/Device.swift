import LayoutCore

/// A screen preset accepted by `--size` and listed by `layoutlab devices`: its point size in
/// portrait, its scale (pixels per point) and its safe-area insets in both orientations.
public struct Device: Sendable, Equatable {
    /// The name `--size` takes: `iphone-16` (`-landscape` appended for landscape).
    public var name: String
    /// Apple's name for the device: `iPhone 16`.
    public var displayName: String
    /// The screen in points, portrait.
    public var size: Size
    /// Pixels per point (`UIScreen.scale`).
    public var scale: Int
    /// `safeAreaInsets` of a full-screen window in portrait (status bar or sensor housing on
    /// top, home indicator at the bottom).
    public var portraitSafeArea: EdgeInsets
    /// `safeAreaInsets` in landscape (the sensor housing on the leading side: both sides are
    /// inset alike).
    public var landscapeSafeArea: EdgeInsets
    /// Other names accepted for it (earlier presets of the same screen).
    public var aliases: [String] = []

    /// The screen in points in landscape.
    public var landscapeSize: Size { Size(width: size.height, height: size.width) }
}

extension Device {
    /// The presets, phones then tablets, largest last within each.
    ///
    /// Point sizes and scales: Apple's Human Interface Guidelines, "Layout" → "Specifications"
    /// (the iOS and iPadOS device screen-size tables), which agree with each device's published
    /// technical specifications (pixels ÷ scale; `DevicePresetTests` checks the product).
    /// Safe-area insets are not in that table: they are UIKit's `safeAreaInsets` of a
    /// full-screen window on iOS 18 (Xcode 16's Simulator) as widely republished — the iPhone 16
    /// Pro and Pro Max's Dynamic Island gives 62 pt on top (portrait) or on each side
    /// (landscape), the iPhone 16 and 16 Plus's 59 pt, the notched 16e's 47 pt, every Face ID
    /// iPhone a 34-pt home indicator (21 pt in landscape); iPads with a home indicator have a
    /// 24-pt status bar and a 20-pt home indicator in both orientations. (The 16 Pro Max's
    /// figures also appear in the device_preview presets on pub.dev; a few sources give 20
    /// instead of 21 pt for the landscape home indicator.) Treat them as nominal: a status bar
    /// that is hidden, or an iPad in a window, changes them.
    public static let presets: [Device] = [
        // HIG: 375×667 pt @2x (750×1334 px); Touch ID, a 20-pt status bar, no home indicator;
        // the status bar is hidden in landscape.
        phone(
            "iphone-se-3", "iPhone SE (3rd generation)", 375, 667, scale: 2, top: 20, bottom: 0, side: 0,
            landscapeBottom: 0,
            aliases: ["iphone-se"]),
        // HIG: 390×844 pt @3x (1170×2532 px); notch: 47 pt on top.
        phone("iphone-16e", "iPhone 16e", 390, 844, scale: 3, top: 47, bottom: 34, side: 47, landscapeBottom: 21),
        // HIG: 393×852 pt @3x (1179×2556 px); Dynamic Island: 59 pt (as the iPhone 15).
        phone(
            "iphone-16", "iPhone 16", 393, 852, scale: 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21,
            aliases: ["iphone-15"]),
        // HIG: 402×874 pt @3x (1206×2622 px); Dynamic Island: 62 pt.
        phone("iphone-16-pro", "iPhone 16 Pro", 402, 874, scale: 3, top: 62, bottom: 34, side: 62, landscapeBottom: 21),
        // HIG: 430×932 pt @3x (1290×2796 px), the iPhone 15 Pro Max's screen; 59 pt.
        phone(
            "iphone-16-plus", "iPhone 16 Plus", 430, 932, scale: 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21,
            aliases: ["iphone-15-pro-max"]),
        // HIG: 440×956 pt @3x (1320×2868 px); Dynamic Island: 62 pt.
        phone(
            "iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, scale: 3, top: 62, bottom: 34, side: 62,
            landscapeBottom: 21),
        // HIG: 744×1133 pt @2x (1488×2266 px).
        tablet("ipad-mini-a17-pro", "iPad mini (A17 Pro)", 744, 1133),
        // HIG: 820×1180 pt @2x (1640×2360 px).
        tablet("ipad-air-11", "iPad Air 11-inch (M2)", 820, 1180),
        // HIG: 834×1194 pt @2x (1668×2388 px): the iPad Pro 11-inch of 2018–2022, kept as the
        // earlier `ipad-11` preset.
        tablet("ipad-pro-11-4th-gen", "iPad Pro 11-inch (4th generation)", 834, 1194, aliases: ["ipad-11"]),
        // HIG: 834×1210 pt @2x (1668×2420 px).
        tablet("ipad-pro-11", "iPad Pro 11-inch (M4)", 834, 1210),
        // HIG: 1024×1366 pt @2x (2048×2732 px).
        tablet("ipad-air-13", "iPad Air 13-inch (M2)", 1024, 1366),
        // HIG: 1032×1376 pt @2x (2064×2752 px).
        tablet("ipad-pro-13", "iPad Pro 13-inch (M4)", 1032, 1376, aliases: ["ipad-13"]),
    ]

    /// A phone: the status bar or sensor housing on top in portrait, on both sides in
    /// landscape; the home indicator at the bottom.
    static func phone(
        _ name: String, _ displayName: String, _ width: Double, _ height: Double, scale: Int, top: Double,
        bottom: Double, side: Double, landscapeBottom: Double, aliases: [String] = []
    ) -> Device {
        Device(
            name: name, displayName: displayName, size: Size(width: width, height: height), scale: scale,
            portraitSafeArea: EdgeInsets(top: top, bottom: bottom),
            landscapeSafeArea: EdgeInsets(leading: side, bottom: landscapeBottom, trailing: side), aliases: aliases)
    }

    /// An iPad with a home indicator: 24 pt of status bar on top and 20 pt of home indicator at
    /// the bottom, in both orientations, at 2×.
    static func tablet(_ name: String, _ displayName: String, _ width: Double, _ height: Double, aliases: [String] = [])
        -> Device
    {
        let insets = EdgeInsets(top: 24, bottom: 20)
        return Device(
            name: name, displayName: displayName, size: Size(width: width, height: height), scale: 2,
            portraitSafeArea: insets, landscapeSafeArea: insets, aliases: aliases)
    }

    /// The preset called `name` or one of its aliases; nil when unknown.
    public static func named(_ name: String) -> Device? {
        presets.first { $0.name == name || $0.aliases.contains(name) }
    }

    /// The size of a device name, with an optional `-landscape` suffix; nil when unknown.
    public static func size(named name: String) -> Size? {
        let landscape = name.hasSuffix("-landscape")
        let base = landscape ? String(name.dropLast("-landscape".count)) : name
        guard let device = named(base) else { return nil }
        return landscape ? device.landscapeSize : device.size
    }

    /// The devices whose widths and heights make the default sweeps (an axis `--sweep` leaves
    /// out, the benchmarks' corpus sizes), by their original preset names, in a fixed order.
    public static let all: [(name: String, size: Size)] = [
        "iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-11", "ipad-13",
    ]
    .map { ($0, size(named: $0)!) }
}

extension Device {
    /// The size classes a full-screen app gets on this device (``SizeClasses/of(screen:)``,
    /// Apple's HIG "Device size classes").
    public func sizeClasses(landscape: Bool) -> SizeClasses {
        SizeClasses.of(screen: landscape ? landscapeSize : size)
    }
}
