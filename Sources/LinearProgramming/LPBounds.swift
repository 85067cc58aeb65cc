/// The range a variable, or a row's expression, may take: `lower ≤ value ≤ upper`.
///
/// `nil` means "no bound on that side". Both bounds must be finite numbers with
/// `lower ≤ upper`; ``LinearProgram`` checks this when the bounds are applied and throws
/// ``LPError/invalidArgument(_:)`` otherwise (an infinite bound is written as `nil`, never as
/// `.infinity`).
///
/// ```swift
/// try lp.setBounds(ofVariable: width, .between(0, 320))
/// ```
public struct LPBounds: Sendable, Equatable {
    /// The smallest allowed value, or `nil` for no lower bound.
    public var lower: Double?
    /// The largest allowed value, or `nil` for no upper bound.
    public var upper: Double?

    /// Bounds from `lower` to `upper`; `nil` leaves that side unbounded.
    public init(lower: Double? = nil, upper: Double? = nil) {
        self.lower = lower
        self.upper = upper
    }

    /// No bound on either side.
    public static let free = LPBounds()

    /// Exactly `value` (GLPK's fixed type, `GLP_FX`).
    public static func equal(to value: Double) -> LPBounds {
        LPBounds(lower: value, upper: value)
    }

    /// At least `lower`, no upper bound.
    public static func atLeast(_ lower: Double) -> LPBounds {
        LPBounds(lower: lower)
    }

    /// At most `upper`, no lower bound.
    public static func atMost(_ upper: Double) -> LPBounds {
        LPBounds(upper: upper)
    }

    /// From `lower` to `upper`, inclusive. Equal values mean ``equal(to:)``.
    public static func between(_ lower: Double, _ upper: Double) -> LPBounds {
        LPBounds(lower: lower, upper: upper)
    }
}
