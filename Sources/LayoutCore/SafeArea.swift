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

/// The arguments of SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)` (both the
/// `VerticalEdge` and the `HorizontalEdge` form): the content shown at `edge` of the modified
/// view, which is inset by the content's length plus `spacing` and sees its safe area shrunk
/// as much (docs/ENGINES.md, "Safe-area insets").
public struct SafeAreaInset: Sendable, Equatable {
    /// The edge the content stands at: SwiftUI's `VerticalEdge` (`top`, `bottom`) or
    /// `HorizontalEdge` (`leading`, `trailing`).
    public enum Edge: String, Sendable, Hashable, CaseIterable {
        case top, leading, bottom, trailing

        /// The axis along which the content is stacked against the modified view.
        public var axis: Axis { self == .top || self == .bottom ? .vertical : .horizontal }
    }

    /// The edge of the modified view the content stands at.
    public var edge: Edge
    /// How the content is aligned across `edge.axis` with the modified view: the horizontal
    /// part for `top`/`bottom` (SwiftUI's `HorizontalAlignment`), the vertical part for
    /// `leading`/`trailing` (`VerticalAlignment`); the other part is always `center`.
    public var alignment: Alignment
    /// The distance between the modified view and the content; nil is the spacing between the
    /// two views (the environment's default spacing, 0 next to a view asking for none).
    public var spacing: Double?
    /// The content.
    public var view: ViewNode

    /// The inset of `view` at `edge`; only `alignment`'s part across `edge.axis` is kept (the
    /// other is set to `center`), so two insets that align alike are equal.
    public init(edge: Edge, alignment: Alignment = .center, spacing: Double? = nil, view: ViewNode) {
        self.edge = edge
        self.alignment =
            edge.axis == .vertical
            ? Alignment(horizontal: alignment.horizontal, vertical: .center)
            : Alignment(horizontal: .center, vertical: alignment.vertical)
        self.spacing = spacing
        self.view = view
    }

    /// The alignment's name across `edge.axis` (`"leading"`, `"firstTextBaseline"`…).
    package var alignmentName: String {
        edge.axis == .vertical ? alignment.horizontal.rawValue : alignment.vertical.rawValue
    }
}
