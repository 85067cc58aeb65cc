import LayoutCore

/// A `ProposedViewSize` as the engine carries it internally: two plain Doubles, with NaN
/// standing for nil ("unspecified: your ideal size") — Yoga's convention for an undefined
/// length. Two registers instead of two optionals, compared by bit pattern in the cache.
///
/// Every rule that reads a dimension checks `isUnspecified` first (NaN never reaches
/// arithmetic that would turn it into a length); the public API converts at the boundary
/// (`init(_:)`, `proposedViewSize`).
struct Proposal: Sendable {
    var width: Double
    var height: Double

    /// The length that stands for nil.
    static let unspecified = Double.nan

    @inline(__always) init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A proposal from the public type: nil (and NaN) is unspecified, a negative length is 0.
    @inline(__always) init(_ proposal: ProposedViewSize) {
        width = proposal.width.map { $0 < 0 ? 0 : $0 } ?? Self.unspecified
        height = proposal.height.map { $0 < 0 ? 0 : $0 } ?? Self.unspecified
    }

    /// Proposes `size` on both axes.
    @inline(__always) init(_ size: Size) {
        width = size.width
        height = size.height
    }

    /// A proposal from lengths along a major axis and the other (minor) axis.
    @inline(__always) init(major: Double, minor: Double, along axis: Axis) {
        if axis == .horizontal {
            width = major
            height = minor
        } else {
            width = minor
            height = major
        }
    }

    /// The proposed length along `axis` (NaN = unspecified).
    @inline(__always) subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The public form (NaN → nil).
    var proposedViewSize: ProposedViewSize {
        ProposedViewSize(width: width.isNaN ? nil : width, height: height.isNaN ? nil : height)
    }
}

extension Double {
    /// Whether this proposal length is nil (`Proposal.unspecified`). Written `self != self`
    /// (one unordered compare) rather than `isNaN`, which the standard library computes from
    /// the bit pattern in several instructions: every sizing rule reads it.
    @inline(__always) var isUnspecified: Bool { self != self }

    /// This proposal length, or `fallback` when it is unspecified (`proposal ?? fallback`).
    @inline(__always) func specified(or fallback: Double) -> Double {
        self != self ? fallback : self
    }
}
