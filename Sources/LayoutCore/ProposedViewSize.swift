/// A size proposed by a parent to a child, as in SwiftUI: each dimension is nil
/// (unspecified: "your ideal size"), 0 ("your minimum"), a finite length, or infinity
/// ("your maximum").
public struct ProposedViewSize: Sendable, Hashable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }
    /// A proposal from lengths along a major axis and the other axis.
    @inlinable package init(major: Double?, minor: Double?, along axis: Axis) {
        if axis == .horizontal {
            self.init(width: major, height: minor)
        } else {
            self.init(width: minor, height: major)
        }
    }

    /// Both dimensions unspecified: asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both dimensions 0: asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions infinite: asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposed length along `axis`.
    @inlinable package subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The proposal with nil dimensions replaced by `size` (SwiftUI's default is 10).
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }
}

/// What kind of length a proposal dimension is, for traces and diagnostics.
package enum ProposalKind: String, Sendable, Hashable {
    case unspecified = "nil"
    case zero = "0"
    case infinity = "∞"
    case finite = "finite"

    package init(_ length: Double?) {
        switch length {
        case nil: self = .unspecified
        case .some(let v) where v == 0: self = .zero
        case .some(let v) where v == .infinity: self = .infinity
        default: self = .finite
        }
    }
}
