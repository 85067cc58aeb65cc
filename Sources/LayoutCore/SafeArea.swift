/// A set of a rectangle's edges: SwiftUI's `Edge.Set`.
public struct EdgeSet: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let top = EdgeSet(rawValue: 1)
    public static let leading = EdgeSet(rawValue: 2)
    public static let bottom = EdgeSet(rawValue: 4)
    public static let trailing = EdgeSet(rawValue: 8)
    public static let horizontal: EdgeSet = [.leading, .trailing]
    public static let vertical: EdgeSet = [.top, .bottom]
    public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]

    /// The JSON names of the sets, in the order the writer tries them (FORMATS.md §1).
    package static let names: [(String, EdgeSet)] = [
        ("all", .all), ("horizontal", .horizontal), ("vertical", .vertical), ("top", .top), ("leading", .leading),
        ("bottom", .bottom), ("trailing", .trailing),
    ]

    /// The fewest names whose union is this set (`["all"]`, `["top", "bottom"]` → `["vertical"]`).
    package var jsonNames: [String] {
        var rest = self
        var result: [String] = []
        for (name, set) in Self.names where !set.isEmpty && rest.isSuperset(of: set) {
            result.append(name)
            rest.subtract(set)
        }
        return result
    }
}

/// SwiftUI's `SafeAreaRegions`: which safe areas `.ignoresSafeArea` ignores.
public enum SafeAreaRegions: String, Sendable, Hashable, CaseIterable {
    /// The safe area of the device and of containers (`.safeAreaInset`).
    case container
    /// The software keyboard's safe area; no keyboard is modelled, so ignoring it changes nothing.
    case keyboard
    /// Both.
    case all
}
