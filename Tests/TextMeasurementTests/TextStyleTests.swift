import LayoutCore
import Testing

@testable import TextMeasurement

/// Text style sizes and leading against Apple's Dynamic Type table (Human Interface
/// Guidelines, "Typography", iOS Dynamic Type sizes), copied here column by column for three
/// content size categories, independent of `DynamicTypeTable`'s row layout.
@Suite struct TextStyleTests {
    // (style, xSmall size/leading, Large size/leading, AX5 size/leading), from the HIG.
    static let expected: [(TextStyle, Double, Double, Double, Double, Double, Double)] = [
        (.largeTitle, 31, 38, 34, 41, 60, 70),
        (.title, 25, 31, 28, 34, 58, 68),
        (.title2, 19, 24, 22, 28, 56, 66),
        (.title3, 17, 22, 20, 25, 55, 65),
        (.headline, 14, 19, 17, 22, 53, 62),
        (.body, 14, 19, 17, 22, 53, 62),
        (.callout, 13, 18, 16, 21, 51, 60),
        (.subheadline, 12, 16, 15, 20, 49, 58),
        (.footnote, 12, 16, 13, 18, 44, 52),
        (.caption, 11, 13, 12, 16, 43, 51),
        (.caption2, 11, 13, 11, 13, 41, 49),
    ]

    @Test(arguments: 0..<11) func sizeAndLeadingAtThreeCategories(_ row: Int) {
        let (style, xsSize, xsLeading, lSize, lLeading, ax5Size, ax5Leading) = Self.expected[row]
        #expect(style.pointSize(at: .xSmall) == xsSize)
        #expect(style.leading(at: .xSmall) == xsLeading)
        #expect(style.pointSize(at: .large) == lSize)
        #expect(style.pointSize() == lSize)
        #expect(style.leading(at: .large) == lLeading)
        #expect(style.pointSize(at: .accessibility5) == ax5Size)
        #expect(style.leading(at: .accessibility5) == ax5Leading)
    }

    @Test func bodyFollowsTheEnginesDynamicTypeScale() {
        // LayoutCore's DynamicTypeSize.bodyPointSize is the same table's body column.
        for size in DynamicTypeSize.allCases { #expect(TextStyle.body.pointSize(at: size) == size.bodyPointSize) }
    }

    @Test func sizesGrowWithTheCategory() {
        for style in TextStyle.allCases {
            let sizes = DynamicTypeSize.allCases.map { style.pointSize(at: $0) }
            #expect(sizes == sizes.sorted())
        }
    }

    @Test func weightsAndNames() {
        #expect(TextStyle.headline.weight == .semibold)
        #expect(TextStyle.allCases.filter { $0.weight != .regular } == [.headline])
        #expect(TextStyle(name: "title1") == .title)
        #expect(TextStyle(name: "caption1") == .caption)
        #expect(TextStyle(name: "UIFontTextStyleSubheadline") == .subheadline)
        #expect(TextStyle(name: "UICTFontTextStyleTitle0") == .largeTitle)
        #expect(TextStyle(name: "large") == nil)
        #expect(TextStyle.title.uiKitName == "title1")
        #expect(FontDescriptor.style(.title).pointSize(at: .xxxLarge) == 34)
        #expect(FontDescriptor.system(size: 13).pointSize(at: .accessibility5) == 13)
    }
}
