import ConstraintLayout
import InterfaceBuilder
import LayoutCore
import Testing

/// Size-class variations, autoresizing masks, stack views, scroll views and alignment-rect
/// insets, on small XIBs (no safe area). Frames derived by hand beside each case.
@Suite struct LayoutFeatureTests {
    static func xibRoot(
        _ subviews: String, constraints: String, extra: String = "", width: Int = 200, height: Int = 100
    )
        -> String
    {
        IB.xib(
            """
            <view contentMode="scaleToFill" id="top">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <subviews>\(subviews)</subviews>
            <constraints>\(constraints)</constraints>
            \(extra)
            </view>
            """)
    }

    /// Solves root `top` at `size` (default: stored).
    static func solve(_ text: String, size: Size? = nil, options: IBImportOptions = IBImportOptions()) throws
        -> [String: Rect]
    {
        let imported = try IB.document(text).importRoot(options: options)
        return imported.reported(try ConstraintLayoutEngine(imported.spec).solve(in: size ?? imported.size))
            .frameIndex
    }

    // MARK: Variations

    static let variationRoot = xibRoot(
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
        <rect key="frame" x="10" y="0.0" width="10" height="10"/></view>
        """,
        constraints: """
            <constraint firstItem="a" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="10" id="c1">
            <variation key="widthClass=regular" constant="30"/>
            </constraint>
            <constraint firstItem="a" firstAttribute="top" secondItem="top" secondAttribute="top" id="c2"/>
            <constraint firstItem="a" firstAttribute="height" constant="10" id="c3"/>
            <constraint firstItem="a" firstAttribute="width" constant="10" id="c4"/>
            <constraint firstItem="a" firstAttribute="width" constant="50" id="c5"/>
            """,
        extra: """
            <variation key="default"><mask key="constraints"><exclude reference="c5"/></mask></variation>
            <variation key="widthClass=regular"><mask key="constraints">
            <exclude reference="c4"/><include reference="c5"/></mask></variation>
            """)

    @Test func deviceClassesSelectTheDefaultVariation() throws {
        // retina4_7 portrait is wC hR: c1's constant stays 10, c5 is not installed → (10, 0, 10, 10).
        #expect(try Self.solve(Self.variationRoot)["a"] == Rect(x: 10, y: 0, width: 10, height: 10))
    }

    @Test func regularWidthTraitsApplyConstantAndMaskVariations() throws {
        // wR: c1's constant 30; c4 excluded, c5 (width 50) included → (30, 0, 50, 10).
        let traits = try #require(
            IBTraits.parse("wR", base: IBTraits(widthClass: .compact, heightClass: .regular, idiom: "phone")))
        let frames = try Self.solve(Self.variationRoot, options: IBImportOptions(traits: traits))
        #expect(frames["a"] == Rect(x: 30, y: 0, width: 50, height: 10))
    }

    @Test func subviewsNotInstalledForTheTraitsAreLeftOut() throws {
        let text = Self.xibRoot(
            """
            <view contentMode="scaleToFill" id="gone"><rect key="frame" x="0.0" y="0.0" width="5" height="5"/></view>
            """, constraints: "",
            extra: """
                <variation key="default"><mask key="subviews"><exclude reference="gone"/></mask></variation>
                """)
        #expect(try Self.solve(text)["gone"] == nil)
    }

    @Test func constraintsOnAViewThatIsNotInstalledAreNotInstalled() throws {
        // `gone` is left out for wC; the root's constraint on it is skipped (not an error), and
        // `a` keeps its own constraints: (5, 0, 10, 10).
        let text = Self.xibRoot(
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="gone">
            <rect key="frame" x="0.0" y="0.0" width="5" height="5"/></view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
            <rect key="frame" x="5" y="0.0" width="10" height="10"/></view>
            """,
            constraints: """
                <constraint firstItem="gone" firstAttribute="width" constant="5" id="g1"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="5" id="c1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="top" secondAttribute="top" id="c2"/>
                <constraint firstItem="a" firstAttribute="width" constant="10" id="c3"/>
                <constraint firstItem="a" firstAttribute="height" constant="10" id="c4"/>
                """,
            extra: """
                <variation key="widthClass=compact"><mask key="subviews"><exclude reference="gone"/></mask></variation>
                """)
        let frames = try Self.solve(text)
        #expect(frames["gone"] == nil)
        #expect(frames["a"] == Rect(x: 5, y: 0, width: 10, height: 10))
    }

    // MARK: Autoresizing

    /// View `a` stored at (10, 20, 50, 30) in a 200 × 100 root, solved at 300 × 200 (Δ 100 each way).
    @Test(arguments: [
        // No mask element: nothing flexible → stays (10, 20, 50, 30).
        ("", Rect(x: 10, y: 20, width: 50, height: 30)),
        // Fixed top-left corner.
        ("flexibleMaxX=\"YES\" flexibleMaxY=\"YES\"", Rect(x: 10, y: 20, width: 50, height: 30)),
        // Flexible width and height take the whole change: 150 × 130.
        ("widthSizable=\"YES\" heightSizable=\"YES\"", Rect(x: 10, y: 20, width: 150, height: 130)),
        // Flexible leading margin takes it: x 110, y 120.
        ("flexibleMinX=\"YES\" flexibleMinY=\"YES\"", Rect(x: 110, y: 120, width: 50, height: 30)),
        // Both margins share Δ 100 as 10 : 140 (x = 10 + 100·10/150 = 16.67) and 20 : 50
        // (y = 20 + 100·20/70 = 48.57); on the 2× pixel grid x 16.5, maxX 66.67 → 66.5,
        // y 48.5, maxY 78.57 → 78.5.
        (
            "flexibleMinX=\"YES\" flexibleMaxX=\"YES\" flexibleMinY=\"YES\" flexibleMaxY=\"YES\"",
            Rect(x: 16.5, y: 48.5, width: 50, height: 30)
        ),
        // All three horizontal parts 10 : 50 : 140 → x = 10 + 100·10/200 = 15, width = 50 + 100·50/200 = 75.
        (
            "flexibleMinX=\"YES\" widthSizable=\"YES\" flexibleMaxX=\"YES\"",
            Rect(x: 15, y: 20, width: 75, height: 30)
        ),
    ])
    func autoresizingMaskSharesTheSuperviewsChange(mask: String, expected: Rect) throws {
        let maskElement = mask.isEmpty ? "" : "<autoresizingMask key=\"autoresizingMask\" \(mask)/>"
        let text = Self.xibRoot(
            """
            <view contentMode="scaleToFill" id="a"><rect key="frame" x="10" y="20" width="50" height="30"/>\(maskElement)</view>
            """, constraints: "")
        let a = try #require(try Self.solve(text, size: Size(width: 300, height: 200))["a"])
        for (got, want) in [
            (a.x, expected.x), (a.y, expected.y), (a.width, expected.width), (a.height, expected.height),
        ] {
            #expect(abs(got - want) < 1e-6, "\(a) vs \(expected)")
        }
    }

    // MARK: Stack views, scroll views, alignment rects

    @Test func fillEquallyStackSplitsItsWidth() throws {
        // Horizontal stack pinned to the 200 × 100 root, spacing 10: each label (200 − 10)/2 = 95 wide.
        let text = Self.xibRoot(
            """
            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="s">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <subviews>
            <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="l1"><rect key="frame" x="0.0" y="0.0" width="95" height="100"/></label>
            <label text="B" translatesAutoresizingMaskIntoConstraints="NO" id="l2"><rect key="frame" x="105" y="0.0" width="95" height="100"/></label>
            </subviews>
            </stackView>
            """,
            constraints: """
                <constraint firstItem="s" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c1"/>
                <constraint firstItem="s" firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="s" firstAttribute="top" secondItem="top" secondAttribute="top" id="c3"/>
                <constraint firstItem="s" firstAttribute="bottom" secondItem="top" secondAttribute="bottom" id="c4"/>
                """)
        let frames = try Self.solve(text)
        #expect(frames["l1"] == Rect(x: 0, y: 0, width: 95, height: 100))
        #expect(frames["l2"] == Rect(x: 105, y: 0, width: 95, height: 100))
    }

    @Test func scrollViewEdgesConstrainTheContentNotTheFrame() throws {
        // The scroll view fills the 200 × 100 root; its content view c is pinned to its four
        // edges (the content area), as wide as the scroll view and 300 tall: c = (0, 0, 200, 300)
        // while the scroll view stays 200 × 100 (offset 0).
        let text = Self.xibRoot(
            """
            <scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sv">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c">
            <rect key="frame" x="0.0" y="0.0" width="200" height="300"/></view>
            </subviews>
            <constraints>
            <constraint firstItem="c" firstAttribute="leading" secondItem="sv" secondAttribute="leading" id="s1"/>
            <constraint firstAttribute="trailing" secondItem="c" secondAttribute="trailing" id="s2"/>
            <constraint firstItem="c" firstAttribute="top" secondItem="sv" secondAttribute="top" id="s3"/>
            <constraint firstAttribute="bottom" secondItem="c" secondAttribute="bottom" id="s4"/>
            <constraint firstItem="c" firstAttribute="width" secondItem="sv" secondAttribute="width" id="s5"/>
            <constraint firstItem="c" firstAttribute="height" constant="300" id="s6"/>
            </constraints>
            </scrollView>
            """,
            constraints: """
                <constraint firstItem="sv" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c1"/>
                <constraint firstItem="sv" firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="sv" firstAttribute="top" secondItem="top" secondAttribute="top" id="c3"/>
                <constraint firstItem="sv" firstAttribute="bottom" secondItem="top" secondAttribute="bottom" id="c4"/>
                """)
        let frames = try Self.solve(text)
        #expect(frames["sv"] == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(frames["c"] == Rect(x: 0, y: 0, width: 200, height: 300))
    }

    @Test func sliderAndSwitchFramesIncludeTheirAlignmentInsets() throws {
        // Constraints act on alignment rects: the slider's leading at 20 and width 100 give the
        // frame (18, 50, 104, 31); the switch's leading at 20 gives x 20 and its stored frame
        // width 51 (alignment width 49 + 2 trailing) back.
        let text = Self.xibRoot(
            """
            <slider opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="sl"><rect key="frame" x="18" y="50" width="104" height="31"/></slider>
            <switch opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="sw"><rect key="frame" x="20" y="0.0" width="51" height="31"/></switch>
            """,
            constraints: """
                <constraint firstItem="sl" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="sl" firstAttribute="width" constant="100" id="c2"/>
                <constraint firstItem="sl" firstAttribute="top" secondItem="top" secondAttribute="top" constant="50" id="c3"/>
                <constraint firstItem="sw" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="c4"/>
                <constraint firstItem="sw" firstAttribute="top" secondItem="top" secondAttribute="top" id="c5"/>
                """)
        let frames = try Self.solve(text)
        #expect(frames["sl"] == Rect(x: 18, y: 50, width: 104, height: 31))
        #expect(frames["sw"] == Rect(x: 20, y: 0, width: 51, height: 31))
    }

    @Test func sliderAlignmentRectEndsOnePointAboveItsFrame() throws {
        // A UISlider's 31-pt frame holds a 30-pt alignment rect (frame inset 0 top, 1 bottom),
        // as public storyboards show: a label pinned 8 below a slider whose frame is y 50 h 31
        // is stored at y 88 = 50 + 30 + 8, not 89. Here the slider's top is at 50 and the
        // label's top 8 below the slider's bottom: label y = 50 + 30 + 8 = 88; the slider's
        // reported frame is still (18, 50, 104, 31).
        let text = Self.xibRoot(
            """
            <slider opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="sl"><rect key="frame" x="18" y="50" width="104" height="31"/></slider>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="20" y="88" width="10" height="10"/></view>
            """,
            constraints: """
                <constraint firstItem="sl" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="sl" firstAttribute="width" constant="100" id="c2"/>
                <constraint firstItem="sl" firstAttribute="top" secondItem="top" secondAttribute="top" constant="50" id="c3"/>
                <constraint firstItem="v" firstAttribute="top" secondItem="sl" secondAttribute="bottom" constant="8" id="c4"/>
                <constraint firstItem="v" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="c5"/>
                <constraint firstItem="v" firstAttribute="width" constant="10" id="c6"/>
                <constraint firstItem="v" firstAttribute="height" constant="10" id="c7"/>
                """, height: 200)
        let frames = try Self.solve(text)
        #expect(frames["sl"] == Rect(x: 18, y: 50, width: 104, height: 31))
        #expect(frames["v"] == Rect(x: 20, y: 88, width: 10, height: 10))
    }

    @Test func segmentedControlOfXcode11AndLaterEndsOnePointAboveItsFrame() throws {
        // The iOS 13 segmented control: a 32-pt frame around a 31-pt alignment rect. A view 5
        // below a segmented control whose frame starts at y 10 sits at 10 + 31 + 5 = 46 in a
        // document saved by Xcode 14 (toolsVersion 22505); in one saved by Xcode 10 (14490,
        // a 28-pt control with no known inset) at 10 + 28 + 5 = 43.
        func root(height: Int) -> String {
            """
            <view contentMode="scaleToFill" id="top"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <subviews>
            <segmentedControl opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="sc"><rect key="frame" x="20" y="10" width="120" height="\(height)"/></segmentedControl>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="20" y="46" width="10" height="10"/></view>
            </subviews>
            <constraints>
            <constraint firstItem="sc" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="sc" firstAttribute="top" secondItem="top" secondAttribute="top" constant="10" id="c2"/>
            <constraint firstItem="v" firstAttribute="top" secondItem="sc" secondAttribute="bottom" constant="5" id="c3"/>
            <constraint firstItem="v" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="c4"/>
            <constraint firstItem="v" firstAttribute="width" constant="10" id="c5"/>
            <constraint firstItem="v" firstAttribute="height" constant="10" id="c6"/>
            </constraints>
            </view>
            """
        }
        let new = try Self.solve(IB.xib(root(height: 32), toolsVersion: "22505"))
        #expect(new["sc"] == Rect(x: 20, y: 10, width: 120, height: 32))
        #expect(new["v"]?.y == 46)
        let old = try Self.solve(IB.xib(root(height: 28), toolsVersion: "14490"))
        #expect(old["sc"] == Rect(x: 20, y: 10, width: 120, height: 28))
        #expect(old["v"]?.y == 43)
    }

    @Test func stretchedLabelKeepsNoIntrinsicWidthButAContentSizedOneDoes() throws {
        // l1 is pinned leading and trailing to the root: stretched, no intrinsic width.
        // l2 is pinned only at its leading: its intrinsic width is its stored 40.
        let text = Self.xibRoot(
            """
            <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="l1"><rect key="frame" x="0.0" y="0.0" width="200" height="20"/></label>
            <label text="B" translatesAutoresizingMaskIntoConstraints="NO" id="l2"><rect key="frame" x="0.0" y="30" width="40" height="20"/></label>
            """,
            constraints: """
                <constraint firstItem="l1" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="l1" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="l1" firstAttribute="top" secondItem="top" secondAttribute="top" id="c3"/>
                <constraint firstItem="l2" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c4"/>
                <constraint firstItem="l2" firstAttribute="top" secondItem="l1" secondAttribute="bottom" constant="10" id="c5"/>
                """)
        let views = try IB.document(text).importRoot().spec.views
        #expect(views.first { $0.id == "l1" }?.intrinsicWidth == nil)
        #expect(views.first { $0.id == "l1" }?.intrinsicHeight == 20)
        #expect(views.first { $0.id == "l2" }?.intrinsicWidth == 40)
        #expect(views.first { $0.id == "l2" }?.huggingHorizontal == 251)
    }

    // MARK: Baselines and placeholder intrinsic sizes

    @Test func labelBaselinesFromTheSystemFontsMetrics() throws {
        // One line of 17 pt text centred in 20.5: (20.5 − 1.193·17)/2 + 0.952·17 = 16.2935.
        // Three lines of 15 pt (numberOfLines 0) in 60: first 0.952·15 = 14.28, last 60 − 0.241·15 = 56.385.
        let text = Self.xibRoot(
            """
            <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="one"><rect key="frame" x="0.0" y="0.0" width="40" height="20.5"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            <label text="B" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="many"><rect key="frame" x="0.0" y="30" width="40" height="60"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/></label>
            <view contentMode="scaleToFill" placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="infinite" translatesAutoresizingMaskIntoConstraints="NO" id="custom">
            <rect key="frame" x="0.0" y="0.0" width="100" height="10"/></view>
            """, constraints: "")
        let views = try IB.document(text).importRoot().spec.views
        let one = try #require(views.first { $0.id == "one" }?.baseline)
        #expect(abs(one.first - 16.2935) < 1e-9 && one.last == one.first)
        let many = try #require(views.first { $0.id == "many" }?.baseline)
        #expect(abs(many.first - 14.28) < 1e-9 && abs(many.last - 56.385) < 1e-9)
        let custom = try #require(views.first { $0.id == "custom" })
        #expect(custom.intrinsicWidth == 100 && custom.intrinsicHeight == nil)
        #expect(custom.baseline == nil)
    }

    @Test func baselineConstraintsUseTheLabelsBaseline() throws {
        // b.top == one.baseline (IB's `baseline` = last baseline): one at y 10 → 10 + 16.2935 =
        // 26.2935, on the 2× grid 26.5.
        let text = Self.xibRoot(
            """
            <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="one"><rect key="frame" x="0.0" y="10" width="40" height="20.5"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="50" y="26.5" width="10" height="10"/></view>
            """,
            constraints: """
                <constraint firstItem="one" firstAttribute="top" secondItem="top" secondAttribute="top" constant="10" id="c1"/>
                <constraint firstItem="one" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c2"/>
                <constraint firstItem="b" firstAttribute="top" secondItem="one" secondAttribute="baseline" id="c3"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="50" id="c4"/>
                <constraint firstItem="b" firstAttribute="width" constant="10" id="c5"/>
                <constraint firstItem="b" firstAttribute="height" constant="10" id="c6"/>
                """)
        #expect(try Self.solve(text)["b"]?.y == 26.5)
    }

    // MARK: Pixel grid

    @Test(arguments: [("retina4_7", 33.5), ("retina6_12", 100.0 / 3)])
    func framesLieOnTheDevicesPixelGrid(device: String, width: Double) throws {
        // a.width = 1/3 × 100 = 33.33…: on a 2× device the trailing edge rounds to 33.5 (67 px),
        // on a 3× device 100 px is exactly 33.33… pt.
        let text = IB.xib(
            """
            <view contentMode="scaleToFill" id="top">
            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            <subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
            <rect key="frame" x="0.0" y="0.0" width="33.5" height="10"/></view></subviews>
            <constraints>
            <constraint firstItem="a" firstAttribute="width" secondItem="top" secondAttribute="width" multiplier="1/3" id="c1"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c2"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="top" secondAttribute="top" id="c3"/>
            <constraint firstItem="a" firstAttribute="height" constant="10" id="c4"/>
            </constraints>
            </view>
            """, device: device)
        let a = try #require(try Self.solve(text)["a"])
        #expect(abs(a.width - width) < 1e-9, "\(a)")
    }
}
