/// A horizontal alignment guide, as SwiftUI's `HorizontalAlignment` (used by `VStack`).
public enum HorizontalAlignment: String, Sendable, Hashable, CaseIterable {
    case leading, center, trailing

    /// The guide's position within a length (0 for leading, half for center, all for trailing).
    @inlinable package func position(in length: Double) -> Double {
        switch self {
        case .leading: return 0
        case .center: return length / 2
        case .trailing: return length
        }
    }
}

/// A vertical alignment guide, as SwiftUI's `VerticalAlignment` (used by `HStack`).
public enum VerticalAlignment: String, Sendable, Hashable, CaseIterable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline

    /// The guide's position within a height, for views without text (baselines of a
    /// non-text view are its bottom, SEMANTICS.md §A).
    @inlinable package func position(in length: Double) -> Double {
        switch self {
        case .top: return 0
        case .center: return length / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: return length
        }
    }
}

/// A two-dimensional alignment, as SwiftUI's `Alignment` (used by `ZStack` and frames).
public struct Alignment: Sendable, Hashable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The nine named alignments, by their SwiftUI names, in a fixed order.
    package static let named: [(name: String, value: Alignment)] = [
        ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
        ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
    ]

    /// The SwiftUI name of this alignment (`"topLeading"`…), or nil for a baseline pair.
    package var name: String? { Alignment.named.first { $0.value == self }?.name }

    /// The guide's position along `axis` within a length.
    @inlinable package func position(along axis: Axis, in length: Double) -> Double {
        axis == .horizontal ? horizontal.position(in: length) : vertical.position(in: length)
    }
}
