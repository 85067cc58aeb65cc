import ConstraintLayout
import InterfaceBuilder
import LayoutCore
import Testing

/// Layout guides: the safe area per device and Xcode generation, legacy top/bottom guides with
/// bars, a root view's margins. Frames derived by hand beside each case.
@Suite struct GuideTests {
    /// A root (375 × 667) with `a` 10 below the safe area's top across its width, 50 tall, and
    /// `b` on the safe area's bottom, 100 × 40.
    static let safeAreaRoot = """
        <view key="view" contentMode="scaleToFill" id="root1">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <subviews>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
        <rect key="frame" x="0.0" y="30" width="375" height="50"/></view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
        <rect key="frame" x="0.0" y="627" width="100" height="40"/></view>
        </subviews>
        <viewLayoutGuide key="safeArea" id="safe"/>
        <constraints>
        <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="10" id="c1"/>
        <constraint firstItem="a" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c2"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="a" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="a" firstAttribute="height" constant="50" id="c4"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="b" secondAttribute="bottom" id="c5"/>
        <constraint firstItem="b" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c6"/>
        <constraint firstItem="b" firstAttribute="width" constant="100" id="c7"/>
        <constraint firstItem="b" firstAttribute="height" constant="40" id="c8"/>
        </constraints>
        </view>
        """

    @Test func safeAreaOfTheDesignDeviceAtTheStoredSize() throws {
        // retina4_7: status bar 20, no bottom inset → a = (0, 30, 375, 50), b = (0, 627, 100, 40).
        let frames = try IB.frames(IB.storyboard(Self.safeAreaRoot))
        #expect(frames["a"] == Rect(x: 0, y: 30, width: 375, height: 50))
        #expect(frames["b"] == Rect(x: 0, y: 627, width: 100, height: 40))
    }

    /// Re-solving the same root on other devices: the guide follows each device's insets.
    @Test(arguments: [
        // retina6_12 (393 × 852): top 59, bottom 34 → a.y = 69, b.y = 852 − 34 − 40 = 778.
        ("retina6_12", 393.0, 852.0, 69.0, 778.0),
        // retina5_9 saved by Xcode 14+ (toolsVersion 22505): top 50, bottom 34 → 60, 812 − 74 = 738.
        ("retina5_9", 375.0, 812.0, 60.0, 738.0),
        // ipad12_9 (1024 × 1366): status bar 20, no bottom inset → 30, 1366 − 40 = 1326.
        ("ipad12_9", 1024.0, 1366.0, 30.0, 1326.0),
    ])
    func safeAreaFollowsAnotherDevice(device: String, width: Double, height: Double, aY: Double, bY: Double) throws {
        let preset = try #require(IBDevice.resolved(device, toolsVersion: 22505))
        let imported = try IB.document(IB.storyboard(Self.safeAreaRoot)).importRoot(
            options: IBImportOptions(device: preset))
        let solution = imported.reported(
            try ConstraintLayoutEngine(imported.spec).solve(in: Size(width: preset.width, height: preset.height)))
        let frames = solution.frameIndex
        #expect(frames["a"] == Rect(x: 0, y: aY, width: width, height: 50))
        #expect(frames["b"]?.y == bY)
    }

    @Test(arguments: [("17156", 44.0), ("22154", 48.0)])
    func retina6_1TopInsetDependsOnTheXcodeGeneration(toolsVersion: String, top: Double) throws {
        // iPhone 11 class: 44 in files saved up to Xcode 13, 48 from Xcode 14 → a.y = top + 10.
        let frames = try IB.frames(IB.storyboard(Self.safeAreaRoot, device: "retina6_1", toolsVersion: toolsVersion))
        #expect(frames["a"]?.y == top + 10)
    }

    /// A root with the legacy guides: `a` 8 below the top guide, `b` 8 above the bottom guide.
    static let legacyRoot = """
        <view key="view" contentMode="scaleToFill" id="root1">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <subviews>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
        <rect key="frame" x="0.0" y="28" width="10" height="10"/></view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
        <rect key="frame" x="0.0" y="649" width="10" height="10"/></view>
        </subviews>
        <constraints>
        <constraint firstItem="a" firstAttribute="top" secondItem="tg" secondAttribute="bottom" constant="8" id="c1"/>
        <constraint firstItem="bg" firstAttribute="top" secondItem="b" secondAttribute="bottom" constant="8" id="c2"/>
        <constraint firstItem="a" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="c3"/>
        <constraint firstItem="b" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="c4"/>
        <constraint firstItem="a" firstAttribute="width" constant="10" id="c5"/>
        <constraint firstItem="a" firstAttribute="height" constant="10" id="c6"/>
        <constraint firstItem="b" firstAttribute="width" constant="10" id="c7"/>
        <constraint firstItem="b" firstAttribute="height" constant="10" id="c8"/>
        </constraints>
        </view>
        """
    static let legacyGuides = """
        <layoutGuides>
        <viewControllerLayoutGuide type="top" id="tg"/>
        <viewControllerLayoutGuide type="bottom" id="bg"/>
        </layoutGuides>
        """

    @Test func legacyGuidesFollowTheStatusBar() throws {
        // Top guide: 20 tall (status bar) → a.y = 28; bottom guide: 0 tall → b.y = 667 − 8 − 10 = 649.
        let frames = try IB.frames(IB.storyboard(Self.legacyRoot, controllerExtra: Self.legacyGuides))
        #expect(frames["a"]?.y == 28)
        #expect(frames["b"]?.y == 649)
    }

    @Test func simulatedNavigationBarAndInheritedTabBar() throws {
        // A simulated navigation bar: top guide 20 + 44 = 64 → a.y = 72. A tab bar controller
        // whose viewControllers relationship leads to the controller: bottom guide 49 →
        // b.y = 667 − 49 − 8 − 10 = 600.
        let tabs = """
            <scene sceneID="s2"><objects>
            <tabBarController id="tabs" sceneMemberID="viewController">
            <connections><segue destination="vc" kind="relationship" relationship="viewControllers" id="sg1"/></connections>
            </tabBarController>
            </objects></scene>
            """
        let text = IB.storyboard(
            Self.legacyRoot,
            controllerExtra: Self.legacyGuides
                + "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>",
            otherScenes: tabs)
        let frames = try IB.frames(text)
        #expect(frames["a"]?.y == 72)
        #expect(frames["b"]?.y == 600)
    }

    @Test(arguments: [("NO", 20.0), ("YES", 176.0)])
    func marginsFollowingTheReadableWidth(follows: String, x: Double) throws {
        // A 1024-wide iPad root (margins 20): following the readable width (672), the margins
        // grow by (1024 − 40 − 672)/2 = 156 each → a.x = 176.
        let root = """
            <view key="view" contentMode="scaleToFill" layoutMarginsFollowReadableWidth="\(follows)" id="root1">
            <rect key="frame" x="0.0" y="0.0" width="1024" height="1366"/>
            <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
            <rect key="frame" x="\(x)" y="20" width="10" height="10"/></view>
            </subviews>
            <constraints>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root1" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root1" secondAttribute="top" id="c2"/>
            <constraint firstItem="a" firstAttribute="width" constant="10" id="c3"/>
            <constraint firstItem="a" firstAttribute="height" constant="10" id="c4"/>
            </constraints>
            </view>
            """
        #expect(try IB.frames(IB.storyboard(root, device: "ipad12_9"))["a"]?.x == x)
    }

    @Test func barsAreInheritedThroughAPushFromANavigationStack() throws {
        // nav (large titles) → rootViewController vc0 → show segue → vc: vc gets the large-title
        // navigation bar, 96 tall: safe area top 20 + 96 = 116 → a.y = 126.
        let stack = """
            <scene sceneID="s2"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" prefersLargeTitles="YES" id="bar">
            <rect key="frame" x="0.0" y="20" width="375" height="96"/></navigationBar>
            <connections><segue destination="vc0" kind="relationship" relationship="rootViewController" id="sg1"/></connections>
            </navigationController>
            </objects></scene>
            <scene sceneID="s3"><objects>
            <viewController id="vc0" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="v0"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews><button opaque="NO" id="go"><rect key="frame" x="0.0" y="200" width="40" height="30"/>
            <connections><segue destination="vc" kind="show" id="sg2"/></connections></button></subviews>
            </view>
            </viewController>
            </objects></scene>
            """
        let frames = try IB.frames(IB.storyboard(Self.safeAreaRoot, otherScenes: stack), root: "root1")
        #expect(frames["a"]?.y == 126)
    }

    @Test(arguments: [("YES", 20.0), ("NO", 0.0)])
    func rootMarginsLeaveTheSafeAreaOutWhenAsked(insets: String, y: Double) throws {
        // retina4_7's 20 pt status bar: the root's top margin is 20, or 0 with
        // insetsLayoutMarginsFromSafeArea="NO" → a.y = 20 or 0.
        let root = """
            <view key="view" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="\(insets)" id="root1">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
            <rect key="frame" x="16" y="\(y)" width="10" height="10"/></view>
            </subviews>
            <constraints>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root1" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root1" secondAttribute="topMargin" id="c2"/>
            <constraint firstItem="a" firstAttribute="width" constant="10" id="c3"/>
            <constraint firstItem="a" firstAttribute="height" constant="10" id="c4"/>
            </constraints>
            </view>
            """
        #expect(try IB.frames(IB.storyboard(root))["a"]?.y == y)
    }

    @Test(arguments: [(375.0, 16.0), (414.0, 20.0)])
    func rootMarginsAreTheSystemMinimumOverTheSafeArea(width: Double, leading: Double) throws {
        // A root view's leading margin is 16 below 400 pt of width, 20 from 400; its top margin
        // is the safe area's top (20 on retina4_7) → a = (leading, 20).
        let root = """
            <view key="view" contentMode="scaleToFill" id="root1">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="667"/>
            <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
            <rect key="frame" x="16" y="20" width="10" height="10"/></view>
            </subviews>
            <constraints>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root1" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root1" secondAttribute="topMargin" id="c2"/>
            <constraint firstItem="a" firstAttribute="width" constant="10" id="c3"/>
            <constraint firstItem="a" firstAttribute="height" constant="10" id="c4"/>
            </constraints>
            </view>
            """
        let frames = try IB.frames(IB.storyboard(root))
        #expect(frames["a"]?.x == leading)
        #expect(frames["a"]?.y == 20)
    }

    @Test(arguments: [(375.0, 359.0), (348.5, 340.5)])
    func tableCellContentViewIsARootWithCellMargins(contentWidth: Double, trailingEdge: Double) throws {
        // A prototype cell 375 wide; its content view (as wide, or narrowed to 348.5 by an
        // accessory) is a root with margins 11 top/bottom and 16 at the sides — the trailing
        // one 8 beside an accessory. `l` fills the margins: (16, 11) to (359, 69), or to 340.5.
        let cell = """
            <view key="view" contentMode="scaleToFill" id="root1">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
            <tableView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="table">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <prototypes>
            <tableViewCell contentMode="scaleToFill" id="cell1">
            <rect key="frame" x="0.0" y="0.0" width="375" height="80"/>
            <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell1" id="content1">
            <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="80"/>
            <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="l">
            <rect key="frame" x="16" y="11" width="10" height="58"/></view>
            </subviews>
            <constraints>
            <constraint firstItem="l" firstAttribute="leading" secondItem="content1" secondAttribute="leadingMargin" id="k1"/>
            <constraint firstAttribute="trailingMargin" secondItem="l" secondAttribute="trailing" id="k2"/>
            <constraint firstItem="l" firstAttribute="top" secondItem="content1" secondAttribute="topMargin" id="k3"/>
            <constraint firstAttribute="bottomMargin" secondItem="l" secondAttribute="bottom" id="k4"/>
            </constraints>
            </tableViewCellContentView>
            </tableViewCell>
            </prototypes>
            </tableView>
            </subviews>
            </view>
            """
        let text = IB.storyboard(cell)
        #expect(try IB.document(text).roots.map { $0.view.id } == ["root1", "content1"])
        let frames = try IB.frames(text, root: "content1")
        #expect(frames["l"] == Rect(x: 16, y: 11, width: trailingEdge - 16, height: 58))
        #expect(frames["table"] == nil)
    }

    /// The readable content guide as a constraint item: a 1024 × 768 XIB root (no controller,
    /// no safe-area inset; margins 20 at the sides, 0 at the top and bottom).
    /// - stored size: margins leave 984, the guide is 672 wide centred in them: x = 20 +
    ///   (984 − 672)/2 = 176; `a` (top 10 below the guide's top, 20 tall, the guide's width)
    ///   is (176, 10, 672, 20);
    /// - re-solved at 375 × 667 (the margins stay 20): 335 < 672, so the guide is the margins'
    ///   width: `a` = (20, 10, 335, 20).
    /// The layout margins guide (`b` on its trailing edge, 10 wide) is the margins: b.x = 1024
    /// − 20 − 10 = 994, then 375 − 30 = 345.
    @Test func readableContentAndLayoutMarginsGuidesAsItems() throws {
        let text = IB.xib(
            """
            <view contentMode="scaleToFill" id="r">
            <rect key="frame" x="0.0" y="0.0" width="1024" height="768"/>
            <subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="176" y="10" width="672" height="20"/></view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="994" y="40" width="10" height="10"/></view>
            </subviews>
            <viewLayoutGuide key="readableContentGuide" id="read"/>
            <viewLayoutGuide key="layoutMarginsGuide" id="marg"/>
            <constraints>
            <constraint firstItem="a" firstAttribute="leading" secondItem="read" secondAttribute="leading" id="c1"/>
            <constraint firstItem="read" firstAttribute="trailing" secondItem="a" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="read" secondAttribute="top" constant="10" id="c3"/>
            <constraint firstItem="a" firstAttribute="height" constant="20" id="c4"/>
            <constraint firstItem="marg" firstAttribute="trailing" secondItem="b" secondAttribute="trailing" id="c5"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="r" secondAttribute="top" constant="40" id="c6"/>
            <constraint firstItem="b" firstAttribute="width" constant="10" id="c7"/>
            <constraint firstItem="b" firstAttribute="height" constant="10" id="c8"/>
            </constraints>
            </view>
            """)
        let stored = try IB.frames(text)
        #expect(stored["a"] == Rect(x: 176, y: 10, width: 672, height: 20))
        #expect(stored["b"]?.x == 994)
        let imported = try IB.document(text).importRoot()
        let small = imported.reported(
            try ConstraintLayoutEngine(imported.spec).solve(in: Size(width: 375, height: 667))
        ).frameIndex
        #expect(small["a"] == Rect(x: 20, y: 10, width: 335, height: 20))
        #expect(small["b"]?.x == 345)
    }
}
