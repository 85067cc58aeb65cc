/// The one place where LayoutLab compares numbers approximately (model: Yoga's
/// `yoga/numeric/Comparison.h`): every tolerance is named and documented here once, and every
/// approximate comparison in the engines goes through one of these functions.
///
/// Frames from the two engines are "identical" when every coordinate differs by at most
/// ``frame`` points (0.001 pt: far below a pixel on any screen, far above the rounding noise of
/// the simplex). Never used for `Equatable`.
///
/// The constraint engine's tolerances are `package` API (for ConstraintLayout only):
///
/// | Name | Value | What it separates |
/// |---|---|---|
/// | ``cancellation`` | 10⁻¹² relative | a coefficient from a cancelled one (`0.1 + 0.2 − 0.3`) |
/// | ``rounding`` | 10⁻⁹ relative | a constant relation that holds from one that does not; a basic variable inside its bound; a frame value from 0 |
/// | ``exactOptimum`` | 10⁻¹¹ absolute | a stage optimum from 0 (the hold is then exactly 0) |
/// | ``holdLoosening`` | 10⁻⁷ relative | the retry of a hold after numerical trouble (GLPK's own primal feasibility tolerance) |
/// | ``ambiguity`` | 10⁻⁶ relative | an ambiguous range from rounding |
@usableFromInline package enum Tolerance {
    /// The default tolerance for frame comparisons, in points.
    @usableFromInline package static let frame: Double = 0.001

    /// Whether `a` and `b` differ by at most `tolerance`.
    @inlinable package static func equal(_ a: Double, _ b: Double, within tolerance: Double = frame) -> Bool {
        if a == b { return true }  // also equal infinities
        return abs(a - b) <= tolerance
    }

    /// The largest coordinate difference between two rectangles (x, y, width, height).
    @inlinable package static func distance(_ a: Rect, _ b: Rect) -> Double {
        max(max(abs(a.x - b.x), abs(a.y - b.y)), max(abs(a.width - b.width), abs(a.height - b.height)))
    }

    // MARK: Constraint engine

    /// A row's coefficient is cancelled (dropped) when it is at most this fraction of the row's
    /// largest coefficient (or of 1, when all are smaller): `a.left − a.left`, `0.1 + 0.2 − 0.3`.
    @inlinable package static var cancellation: Double { 1e-12 }

    /// The simplex's rounding, relative to `1 + |magnitude|`: far below any layout length, far
    /// above GLPK's rounding of well-scaled rows (10⁻¹³ relative).
    @inlinable package static var rounding: Double { 1e-9 }

    /// A stage optimum below this (absolute) is exactly 0: the hold row then asks for no error
    /// at all, and later stages cannot spend rounding noise.
    @inlinable package static var exactOptimum: Double { 1e-11 }

    /// How far a hold is loosened, relative to `1 + |optimum|`, when the next stage found the LP
    /// infeasible (numerical trouble): GLPK's own primal feasibility tolerance.
    @inlinable package static var holdLoosening: Double { 1e-7 }

    /// A frame variable's range is ambiguous when it is wider than this, relative to
    /// `1 + |min| + |max|`.
    @inlinable package static var ambiguity: Double { 1e-6 }

    /// Whether `coefficient` is cancelled in a row whose largest coefficient is `largest`.
    @inlinable package static func isCancelled(_ coefficient: Double, largest: Double) -> Bool {
        !(abs(coefficient) > cancellation * max(1, largest))
    }

    /// The cancellation rule over one row: calls `body` with every index of `indices` whose
    /// coefficient is not cancelled (``isCancelled(_:largest:)``, `largest` over all of
    /// `indices`), in order, and returns that largest magnitude (for range checks).
    @inlinable @discardableResult
    package static func forEachUncancelled<Indices: Collection>(
        _ indices: Indices, coefficient: (Indices.Element) -> Double, _ body: (Indices.Element, Double) -> Void
    ) -> Double {
        var largest = 0.0
        for index in indices { largest = max(largest, abs(coefficient(index))) }
        let threshold = cancellation * max(1, largest)
        for index in indices {
            let c = coefficient(index)
            if abs(c) > threshold { body(index, c) }
        }
        return largest
    }

    /// The rounding slack around `magnitude`: ``rounding`` × (1 + |magnitude|).
    @inlinable package static func roundingSlack(_ magnitude: Double) -> Double {
        rounding * (1 + abs(magnitude))
    }

    /// Whether a rate of change is 0 for a ratio test (below ``cancellation``, absolute).
    @inlinable package static func isNegligibleRate(_ rate: Double) -> Bool {
        abs(rate) < cancellation
    }

    /// `value` with the simplex's rounding around 0 removed (below ``rounding``: 0, and no `-0`).
    @inlinable package static func cleaned(_ value: Double) -> Double {
        abs(value) < rounding ? 0 : value
    }

    /// A stage's optimum as its hold row keeps it (below ``exactOptimum``: exactly 0).
    @inlinable package static func exactOptimum(_ value: Double) -> Double {
        abs(value) < exactOptimum ? 0 : value
    }

    /// The loosened hold for `optimum` (see ``holdLoosening``).
    @inlinable package static func loosenedHold(_ optimum: Double) -> Double {
        optimum + holdLoosening * (1 + abs(optimum))
    }

    /// Whether [minimum, maximum] is wider than rounding (see ``ambiguity``).
    @inlinable package static func isWiderThanRounding(_ minimum: Double, _ maximum: Double) -> Bool {
        maximum - minimum > ambiguity * (1 + abs(minimum) + abs(maximum))
    }

    /// The largest magnitude of a row bound or coefficient for which an LP's answer is exact to
    /// ``frame``: GLPK's feasibility tolerance (10⁻⁷ relative) is then below 10⁻³ pt. Beyond it
    /// (`1e308` widths), two equivalent LPs — reduced and unreduced — may legitimately disagree,
    /// so the checked seam compares only well-scaled models.
    @inlinable package static var wellScaledMagnitude: Double { 1e4 }

    /// Whether two solved frames agree within ``frame`` on every coordinate: the checked seam's
    /// comparison of an acceleration with the reference solve.
    @inlinable package static func framesAgree(_ a: [Rect], _ b: [Rect]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) where !(distance(x, y) <= frame) { return false }
        return true
    }
}
