/// The one place where LayoutLab compares lengths approximately.
///
/// Frames from the two engines are "identical" when every coordinate differs by at most
/// `Tolerance.frame` points (0.001 pt: far below a pixel on any screen, far above the
/// rounding noise of the simplex). Never used for `Equatable`.
public enum Tolerance {
    /// The default tolerance for frame comparisons, in points.
    public static let frame: Double = 0.001

    /// Whether `a` and `b` differ by at most `tolerance`.
    @inlinable public static func equal(_ a: Double, _ b: Double, within tolerance: Double = frame) -> Bool {
        if a == b { return true }  // also equal infinities
        return abs(a - b) <= tolerance
    }

    /// The largest coordinate difference between two rectangles (x, y, width, height).
    @inlinable public static func distance(_ a: Rect, _ b: Rect) -> Double {
        max(max(abs(a.x - b.x), abs(a.y - b.y)), max(abs(a.width - b.width), abs(a.height - b.height)))
    }
}
