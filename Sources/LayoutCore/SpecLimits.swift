/// Documented size limits, enforced before decoding work grows (RELIABILITY.md #6).
public struct SpecLimits: Sendable, Equatable {
    /// The largest spec file, in bytes (64 MiB).
    public var maxBytes: Int = 64 << 20
    /// The deepest view nesting (containers and modifier layers count one level each).
    public var maxDepth: Int = 256
    /// The most views in one spec.
    public var maxViews: Int = 200_000
    /// The most constraints in one constraint spec.
    public var maxConstraints: Int = 500_000

    /// The largest magnitude of any number in a spec (lengths, metrics, constants, priorities):
    /// 1e9 points, far beyond any screen, so that sums and products of lengths stay finite.
    public static let maxMagnitude: Double = 1e9

    public init() {}
    /// The limits every `layoutlab` command applies.
    public static let standard = SpecLimits()
}
