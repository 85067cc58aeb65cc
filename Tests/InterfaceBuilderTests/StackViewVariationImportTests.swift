import ConstraintLayout
import LayoutCore
import Testing

@testable import InterfaceBuilder

/// A `<stackView>` whose `axis`, `alignment` and `spacing` have size-class property
/// variations: with `--variations` each becomes the variations' `stackViews` (FORMATS.md),
/// so one spec re-solves on every device; with `--traits` it is resolved. Frames by hand.
@Suite struct StackViewVariationImportTests {
    /// An iPhone 8 (375 × 667) XIB, written for this test: a stack view `s` pinned 20 from the
    /// leading edge and 30 from the top, arranging `a` (100 × 40) and `b` (60 × 50) —
    /// vertical, leading-aligned, 8 apart; in compact height horizontal, top-aligned, 20 apart.
    static let document = IB.xib(
        """
        <view contentMode="scaleToFill" id="top">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <subviews>
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="leading" spacing="8" \
        translatesAutoresizingMaskIntoConstraints="NO" id="s">
        <rect key="frame" x="20" y="30" width="100" height="98"/>
        <subviews>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
        <rect key="frame" x="0.0" y="0.0" width="100" height="40"/></view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
        <rect key="frame" x="0.0" y="48" width="60" height="50"/></view>
        </subviews>
        <constraints>
        <constraint firstItem="a" firstAttribute="width" constant="100" id="aw"/>
        <constraint firstItem="a" firstAttribute="height" constant="40" id="ah"/>
        <constraint firstItem="b" firstAttribute="width" constant="60" id="bw"/>
        <constraint firstItem="b" firstAttribute="height" constant="50" id="bh"/>
        </constraints>
        <variation key="heightClass=compact" axis="horizontal" alignment="top" spacing="20"/>
        </stackView>
        </subviews>
        <constraints>
        <constraint firstItem="s" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="sl"/>
        <constraint firstItem="s" firstAttribute="top" secondItem="top" secondAttribute="top" constant="30" id="st"/>
        </constraints>
        </view>
        """)

    static func imported(_ options: IBImportOptions = IBImportOptions(writesVariations: true)) throws
        -> IBImportedRoot
    {
        try IB.document(document).importRoot(options: options)
    }

    @Test func thePropertyVariationsBecomeTheVariationsStackViews() throws {
        let spec = try Self.imported().spec
        #expect(
            spec.variations.map(\.condition.source) == ["verticalSizeClass == regular", "verticalSizeClass == compact"])
        #expect(spec.variations.allSatisfy { $0.constraints.isEmpty })
        #expect(spec.variations.map(\.stackViews.count) == [1, 1])
        #expect(spec.variations[0].stackViews.first?.axis == .vertical)
        #expect(spec.variations[0].stackViews.first?.alignment == .leading)
        #expect(spec.variations[0].stackViews.first?.spacing == 8)
        #expect(spec.variations[1].stackViews.first?.axis == .horizontal)
        #expect(spec.variations[1].stackViews.first?.alignment == .top)
        #expect(spec.variations[1].stackViews.first?.spacing == 20)
        #expect(spec.variations[1].stackViews.first?.distribution == nil)
        #expect(Set(spec.variations.compactMap(\.stackViews.first?.id)) == ["s"])
        // The spec writes, reads back and writes the same bytes.
        let again = try ConstraintSpec(json: spec.json)
        #expect(JSONWriter.write(again.json) == JSONWriter.write(spec.json))
        #expect(again.variations.map(\.stackViews.count) == [1, 1])
    }

    /// Portrait (375 × 667, hR): a column — a at (20, 30, 100, 40), b 8 below it at
    /// y = 30 + 40 + 8 = 78, leading-aligned. Landscape (667 × 375, hC): a row, top-aligned —
    /// a at (20, 30), b 20 after it at x = 20 + 100 + 20 = 140. An iPad (1024 × 768, hR): the
    /// column again.
    @Test(arguments: [
        (Size(width: 375, height: 667), Rect(x: 20, y: 78, width: 60, height: 50)),
        (Size(width: 667, height: 375), Rect(x: 140, y: 30, width: 60, height: 50)),
        (Size(width: 1024, height: 768), Rect(x: 20, y: 78, width: 60, height: 50)),
    ])
    func oneSpecFollowsEachSizesClasses(size: Size, b: Rect) throws {
        let root = try Self.imported()
        let frames = root.reported(try ConstraintLayoutEngine(root.spec).solve(in: size)).frameIndex
        #expect(frames["a"] == Rect(x: 20, y: 30, width: 100, height: 40))
        #expect(frames["b"] == b)
    }

    @Test func traitsResolveTheStackViewsProperties() throws {
        // `--traits hC`: no variations; the stack view is horizontal, top-aligned, 20 apart.
        let traits = IBTraits(widthClass: .compact, heightClass: .compact, idiom: "phone")
        let spec = try Self.imported(IBImportOptions(traits: traits)).spec
        #expect(spec.variations.isEmpty)
        let stack = try #require(spec.stackViews.first { $0.id == "s" })
        #expect(stack.axis == .horizontal && stack.alignment == .top && stack.spacing == 20)
    }
}
