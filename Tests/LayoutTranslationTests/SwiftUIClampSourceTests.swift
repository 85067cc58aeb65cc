import Testing

@testable import LayoutTranslation

/// The view spec's `clamp(x, lo, hi)` is not a SwiftUI function: generated Swift writes it
/// with Swift's own `min` and `max` (`min(max(x, lo), hi)` is `x` held between `lo` and `hi`).
@Suite struct SwiftUIClampSourceTests {
    @Test func aClampIsWrittenWithMinAndMax() {
        #expect(
            SwiftUISource.swiftExpression("clamp(0.3 * geometry.height, 100, 300)")
                == "min(max(0.3 * geometry.size.height, 100), 300)")
    }

    @Test func nestedClampsAndTheirNeighboursAreWrittenOut() {
        #expect(
            SwiftUISource.expandingClamps("clamp(clamp(a, 1, 2), 0, 3) + max(b, clamp(c - 1, 4, 5))")
                == "min(max(min(max(a, 1), 2), 0), 3) + max(b, min(max(c - 1, 4), 5))")
    }

    @Test func namesEndingInClampAreLeftAlone() {
        #expect(SwiftUISource.expandingClamps("myclamp(a, 1, 2)") == "myclamp(a, 1, 2)")
        #expect(SwiftUISource.expandingClamps("min(a, 2)") == "min(a, 2)")
    }
}
