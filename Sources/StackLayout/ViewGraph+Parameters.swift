import LayoutCore

// The kind-specific parameter tables of `ViewGraph`, one small struct per kind.

/// An HStack (major axis horizontal) or a VStack (major axis vertical).
struct StackParameters: Sendable {
    /// The major axis.
    var axis: Axis
    /// The alignment guide on the minor axis.
    var guide: Guide
    /// The sum of the gaps between the children (SEMANTICS §A rule 1).
    var totalGap: Double
}

/// A Spacer: its minimum length (minLength, or the default spacing) and the axis of the
/// enclosing stack (nil outside a stack: flexible on both axes).
struct SpacerParameters: Sendable {
    var minLength: Double
    var axis: Axis?
}

/// An Image: its own size; a resizable one takes the proposal instead. A symbol image has a
/// baseline (its first and last text baseline, from its top); NaN = none (the bottom).
struct ImageParameters: Sendable {
    var size: Size
    var resizable: Bool
    var baseline: Double = .nan
}

/// A fixed `.frame(width:height:alignment:)` after dropping invalid dimensions; NaN stands
/// for a dimension not given (as in `Proposal`).
struct FixedFrameParameters: Sendable {
    var width: Double
    var height: Double
    var guides: Guides
    @inline(__always) subscript(axis: Axis) -> Double {
        axis == .horizontal ? width : height
    }
}

/// A flexible frame with its limits normalised as SwiftUI does, per axis. Stored as six
/// Doubles and one byte of flags (56 bytes, not two padded `FrameAxisLimits` and the
/// guides' 72): one is built per flexible frame, the most common modifier.
struct FlexibleFrameParameters: Sendable {
    private var horizontalMin: Double
    private var horizontalIdeal: Double
    private var horizontalMax: Double
    private var verticalMin: Double
    private var verticalIdeal: Double
    private var verticalMax: Double
    /// Which limits were given: `hasMin` and `hasMax`, horizontal then vertical (bits 0–3).
    private var given: UInt8
    var guides: Guides

    @inline(__always) init(horizontal: FrameAxisLimits, vertical: FrameAxisLimits, guides: Guides) {
        horizontalMin = horizontal.min
        horizontalIdeal = horizontal.ideal
        horizontalMax = horizontal.max
        verticalMin = vertical.min
        verticalIdeal = vertical.ideal
        verticalMax = vertical.max
        given =
            (horizontal.hasMin ? 1 : 0) | (horizontal.hasMax ? 2 : 0) | (vertical.hasMin ? 4 : 0)
            | (vertical.hasMax ? 8 : 0)
        self.guides = guides
    }

    @inline(__always) var horizontal: FrameAxisLimits {
        FrameAxisLimits(
            min: horizontalMin, ideal: horizontalIdeal, max: horizontalMax, hasMin: given & 1 != 0,
            hasMax: given & 2 != 0)
    }

    @inline(__always) var vertical: FrameAxisLimits {
        FrameAxisLimits(
            min: verticalMin, ideal: verticalIdeal, max: verticalMax, hasMin: given & 4 != 0, hasMax: given & 8 != 0)
    }

    @inline(__always) subscript(axis: Axis) -> FrameAxisLimits {
        axis == .horizontal ? horizontal : vertical
    }
}

/// Normalised `FrameLimits` of one axis in plain Doubles: a missing min is −∞, a missing
/// max +∞ and a missing ideal NaN, with flags for the rules that depend on which limits
/// were given.
struct FrameAxisLimits: Sendable {
    var min: Double
    var ideal: Double
    var max: Double
    var hasMin: Bool
    var hasMax: Bool

    @inline(__always) init(_ limits: FrameLimits) {
        min = limits.min ?? -.infinity
        ideal = limits.ideal ?? .nan
        max = limits.max ?? .infinity
        hasMin = limits.min != nil
        hasMax = limits.max != nil
    }

    @inline(__always) init(min: Double, ideal: Double, max: Double, hasMin: Bool, hasMax: Bool) {
        self.min = min
        self.ideal = ideal
        self.max = max
        self.hasMin = hasMin
        self.hasMax = hasMax
    }
}

/// The axes a `.fixedSize` modifier fixes.
struct FixedAxes: Sendable {
    var horizontal: Bool
    var vertical: Bool
}

/// The edges of a view that ask for zero spacing from a neighbouring stack child
/// (SEMANTICS §A rule 1 and the rule-7 choices documented on `StackLayoutEngine`).
struct SpacingEdges: OptionSet, Sendable {
    var rawValue: UInt8
    static let leading = SpacingEdges(rawValue: 1)
    static let trailing = SpacingEdges(rawValue: 2)
    static let top = SpacingEdges(rawValue: 4)
    static let bottom = SpacingEdges(rawValue: 8)
    static let all: SpacingEdges = [.leading, .trailing, .top, .bottom]

    /// The start edge (leading or top) along `axis`.
    static func start(_ axis: Axis) -> SpacingEdges { axis == .horizontal ? .leading : .top }
    /// The end edge (trailing or bottom) along `axis`.
    static func end(_ axis: Axis) -> SpacingEdges { axis == .horizontal ? .trailing : .bottom }
}
