import LayoutCore

/// Named screen sizes (portrait, in points), accepted by `--size` and used by sweeps.
public enum Device {
    /// The named devices in a fixed order: name and portrait size.
    public static let all: [(name: String, size: Size)] = [
        ("iphone-se", Size(width: 375, height: 667)),
        ("iphone-15", Size(width: 393, height: 852)),
        ("iphone-15-pro-max", Size(width: 430, height: 932)),
        ("ipad-11", Size(width: 834, height: 1194)),
        ("ipad-13", Size(width: 1032, height: 1376)),
    ]

    /// The size of a device name, with an optional `-landscape` suffix; nil when unknown.
    public static func size(named name: String) -> Size? {
        let landscape = name.hasSuffix("-landscape")
        let base = landscape ? String(name.dropLast("-landscape".count)) : name
        guard let size = all.first(where: { $0.name == base })?.size else { return nil }
        return landscape ? Size(width: size.height, height: size.width) : size
    }
}
