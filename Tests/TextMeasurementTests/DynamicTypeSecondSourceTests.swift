import LayoutCore
import Testing

@testable import TextMeasurement

/// The Dynamic Type table against sources other than the HIG's table (TextStyleTests checks
/// that one at three categories):
/// - every style's size at every category as UIKit reported it: temoki/UIKit_DynamicType's
///   README, "Font size change due to combination UIContentSizeCategory and
///   UIFont.TextStyle", measured with `UIFont.preferredFont(forTextStyle:)` on the iOS 13.3
///   simulator (Xcode 11.3); rows copied here in that README's style order;
/// - the size and leading of every style at the default category (Large): "How Dynamic Type
///   sizes work in SwiftUI", swiftuiprototyping.com, which reprints the HIG's Large table with
///   its Leading column.
/// No second source for the leading at the other categories was found; those stay the HIG's.
@Suite struct DynamicTypeSecondSourceTests {
    /// Columns XS, S, M, L, XL, XXL, XXXL, AX1 … AX5.
    static let measuredSizes: [(TextStyle, [Double])] = [
        (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        (.title, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        (.caption, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]),
    ]

    @Test(arguments: 0..<11) func sizeAtEveryCategoryMatchesUIKitsMeasuredSize(_ row: Int) {
        let (style, sizes) = Self.measuredSizes[row]
        #expect(DynamicTypeSize.allCases.count == sizes.count)
        for (category, size) in zip(DynamicTypeSize.allCases, sizes) {
            #expect(style.pointSize(at: category) == size, "\(style) at \(category)")
        }
    }

    /// (style, size, leading) at Large, in the reprint's order.
    static let largeColumn: [(TextStyle, Double, Double)] = [
        (.largeTitle, 34, 41), (.title, 28, 34), (.title2, 22, 28), (.title3, 20, 25), (.headline, 17, 22),
        (.body, 17, 22), (.callout, 16, 21), (.subheadline, 15, 20), (.footnote, 13, 18), (.caption, 12, 16),
        (.caption2, 11, 13),
    ]

    @Test func largeSizesAndLeadingMatchTheReprintedTable() {
        for (style, size, leading) in Self.largeColumn {
            #expect(style.pointSize(at: .large) == size, "\(style)")
            #expect(style.leading(at: .large) == leading, "\(style)")
        }
    }
}
