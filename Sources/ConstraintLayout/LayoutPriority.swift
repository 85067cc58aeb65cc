/// UIKit's layout priority: a number in 1…1000, where 1000 means required.
///
/// Distinct from SwiftUI's `layoutPriority` (a `Double` with default 0, read by stacks); only
/// the translator maps between the two.
public struct LayoutPriority: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    public var rawValue: Double

    /// A priority; `rawValue` should be in 1…1000 (the spec decoder and the parser check it).
    public init(rawValue: Double) { self.rawValue = rawValue }
    public init(_ rawValue: Double) { self.rawValue = rawValue }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750, the default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 250, the default content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// 50, the priority `systemLayoutSizeFitting` pulls a size to its minimum with.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether the constraint must hold.
    public var isRequired: Bool { rawValue >= 1000 }

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }

    /// The number, or the name for the named levels (`required`, `defaultHigh`…).
    public var description: String {
        switch rawValue {
        case 1000: return "required"
        case 750: return "defaultHigh"
        case 250: return "defaultLow"
        case 50: return "fittingSizeLevel"
        default: return Int(exactly: rawValue).map(String.init) ?? "\(rawValue)"
        }
    }
}
