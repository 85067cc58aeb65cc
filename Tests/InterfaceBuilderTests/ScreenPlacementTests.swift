import ConstraintLayout
import InterfaceBuilder
import LayoutCore
import Testing

/// Where a root sits on the simulated screen: a controller's view stored below the top of the
/// screen, opaque bars, and cells used as roots. Frames derived by hand beside each case.
@Suite struct ScreenPlacementTests {
    /// A root stored at `y`, `height` tall, with `a` 10 below the safe area's top across its
    /// width (50 tall) and `b` on the safe area's bottom (100 × 40).
    static func root(y: Double, height: Double) -> String {
        """
        <view key="view" contentMode="scaleToFill" id="root1">
        <rect key="frame" x="0.0" y="\(y)" width="375" height="\(height)"/>
        <subviews>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
        <rect key="frame" x="0.0" y="10" width="375" height="50"/></view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
        <rect key="frame" x="0.0" y="563" width="100" height="40"/></view>
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
    }

    static let navigationBar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
    static let opaqueNavigationBar =
        #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#

    @Test func rootStoredBelowTheNavigationBarIsAtTheOriginAndNotCovered() throws {
        // retina4_7 with a navigation bar: insets top 20 + 44 = 64. The root is stored at y 64,
        // 603 tall: the bars end where it starts, so its safe area top is 64 − 64 = 0 and
        // a.y = 10; the root ends at 667, the screen's bottom, so b.y = 603 − 40 = 563.
        let text = IB.storyboard(Self.root(y: 64, height: 603), controllerExtra: Self.navigationBar)
        let frames = try IB.frames(text)
        #expect(frames["root1"] == Rect(x: 0, y: 0, width: 375, height: 603))
        #expect(frames["a"] == Rect(x: 0, y: 10, width: 375, height: 50))
        #expect(frames["b"] == Rect(x: 0, y: 563, width: 100, height: 40))
        // The recorded frames a check compares are in root coordinates too (root at 0,0).
        let recorded = try IB.document(text).importRoot().recordedFrames
        #expect(recorded.first { $0.ibID == "root1" }?.frame == Rect(x: 0, y: 0, width: 375, height: 603))
        #expect(recorded.first { $0.ibID == "a" }?.frame == Rect(x: 0, y: 10, width: 375, height: 50))
    }

    @Test func rootStoredPastTheScreensBottomHasThatPartUnsafe() throws {
        // Xcode 8 stored such roots at y 64 with the full screen height, 667: the root ends at
        // 731, 64 below the screen, so the bottom inset is 0 + 64 and b.y = 667 − 64 − 40 = 563.
        let text = IB.storyboard(Self.root(y: 64, height: 667), controllerExtra: Self.navigationBar)
        let frames = try IB.frames(text)
        #expect(frames["a"]?.y == 10)
        #expect(frames["b"] == Rect(x: 0, y: 563, width: 100, height: 40))
    }

    @Test func opaqueNavigationBarLeavesNoTopInset() throws {
        // An opaque bar: the view is laid out below it (and below the status bar), so the safe
        // area's top inset is 0: a.y = 10; b.y = 603 − 40 = 563 in a 603-pt root at y 0.
        let frames = try IB.frames(
            IB.storyboard(Self.root(y: 0, height: 603), controllerExtra: Self.opaqueNavigationBar))
        #expect(frames["a"]?.y == 10)
        #expect(frames["b"]?.y == 563)
    }

    @Test func extendedLayoutIncludesOpaqueBarsKeepsTheBarsInset() throws {
        // With extendedLayoutIncludesOpaqueBars the view goes under the opaque bar: top inset
        // 20 + 44 = 64, a.y = 74.
        let text = IB.storyboard(Self.root(y: 0, height: 603), controllerExtra: Self.opaqueNavigationBar)
            .replacingOccurrences(
                of: #"<viewController id="vc""#,
                with: #"<viewController id="vc" extendedLayoutIncludesOpaqueBars="YES""#)
        #expect(try IB.frames(text)["a"]?.y == 74)
    }

    @Test(arguments: [(nil, 578.0), ("NO", 627.0)])
    func opaqueTabBarLeavesNoBottomInset(translucent: String?, bY: Double) throws {
        // A tab bar adds 49 at the bottom: b.y = 667 − 49 − 40 = 578; an opaque one covers
        // nothing of the view, which ends above it: b.y = 667 − 40 = 627.
        let bar =
            #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics""#
            + (translucent.map { " translucent=\"\($0)\"" } ?? "") + "/>"
        #expect(try IB.frames(IB.storyboard(Self.root(y: 0, height: 667), controllerExtra: bar))["b"]?.y == bY)
    }

    @Test(arguments: [
        // No edge extended: below the navigation bar and above the tab bar, nothing covers the
        // view (stored 667 − 64 − 49 = 554 tall): a.y = 10, b.y = 554 − 40 = 514.
        (#"<extendedEdge key="edgesForExtendedLayout"/>"#, 10.0, 514.0),
        // Only the top extended: top inset 20 + 44 = 64, a.y = 74; the bottom still above the
        // tab bar: b.y = 514.
        (#"<extendedEdge key="edgesForExtendedLayout" top="YES"/>"#, 74.0, 514.0),
        // Only the bottom: a.y = 10; the tab bar covers 49: b.y = 554 − 49 − 40 = 465.
        (#"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>"#, 10.0, 465.0),
    ])
    func edgesForExtendedLayoutLeavesTheOtherBarsOut(edges: String, aY: Double, bY: Double) throws {
        let bars = Self.navigationBar + #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"# + edges
        let frames = try IB.frames(IB.storyboard(Self.root(y: 0, height: 554), controllerExtra: bars))
        #expect(frames["a"]?.y == aY)
        #expect(frames["b"]?.y == bY)
    }

    @Test func collectionViewCellWhoseContentViewHasNoIDIsTheRoot() throws {
        // XIBs store a collection view cell's `<view key="contentView">` without an id and
        // constrain the subviews to the cell: the cell is the root. A 35 × 35 image centred in
        // the 80 × 40 cell: x = (80 − 35) / 2 = 22.5, y = (40 − 35) / 2 = 2.5.
        let cell = """
            <collectionViewCell opaque="NO" contentMode="center" id="cell1">
            <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
            <view key="contentView" opaque="NO" contentMode="center">
            <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
            <imageView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="img">
            <rect key="frame" x="22.5" y="2.5" width="35" height="35"/>
            <constraints>
            <constraint firstAttribute="width" constant="35" id="w"/>
            <constraint firstAttribute="height" constant="35" id="h"/>
            </constraints>
            </imageView>
            </subviews>
            </view>
            <constraints>
            <constraint firstItem="img" firstAttribute="centerY" secondItem="cell1" secondAttribute="centerY" id="cy"/>
            <constraint firstItem="img" firstAttribute="centerX" secondItem="cell1" secondAttribute="centerX" id="cx"/>
            </constraints>
            </collectionViewCell>
            """
        let document = try IB.document(IB.xib(cell))
        #expect(document.roots.map(\.view.id) == ["cell1"])
        let frames = try IB.frames(IB.xib(cell))
        #expect(frames["cell1"] == Rect(x: 0, y: 0, width: 80, height: 40))
        #expect(frames["cell1-contentView"] == Rect(x: 0, y: 0, width: 80, height: 40))
        #expect(frames["img"] == Rect(x: 22.5, y: 2.5, width: 35, height: 35))
    }

    @Test(arguments: [("11762", 8.0, 8.0), ("13142", 16.0, 11.0)])
    func tableCellMarginsFollowTheXcodeGeneration(toolsVersion: String, x: Double, y: Double) throws {
        // `a` at the content view's leading and top margins. Before Xcode 9 (iOS 8–10) a cell's
        // content view had UIView's 8 on every side: a = (8, 8); from Xcode 9 (iOS 11) the
        // system minimum at the sides, 16 in a 320-pt cell, and 11 at the top: a = (16, 11).
        let cell = """
            <tableViewCell contentMode="scaleToFill" id="cell1">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell1" id="content">
            <rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>
            <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
            <rect key="frame" x="8" y="8" width="10" height="10"/></view>
            </subviews>
            <constraints>
            <constraint firstItem="a" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
            <constraint firstItem="a" firstAttribute="width" constant="10" id="w"/>
            <constraint firstItem="a" firstAttribute="height" constant="10" id="h"/>
            </constraints>
            </tableViewCellContentView>
            </tableViewCell>
            """
        let frames = try IB.frames(IB.xib(cell, toolsVersion: toolsVersion))
        #expect(frames["a"] == Rect(x: x, y: y, width: 10, height: 10))
    }

    @Test func tableCellContentViewWithoutAFrameIsTheCellLessTheSeparator() throws {
        // Xcode 6 stored no frame for this content view: the cell is 320 × 44, the content view
        // 320 × (44 − 1); `a` pinned to its top and bottom is 43 tall.
        let cell = """
            <tableViewCell contentMode="scaleToFill" id="cell1">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell1" id="content">
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
            <rect key="frame" x="0.0" y="0.0" width="10" height="43"/></view>
            </subviews>
            <constraints>
            <constraint firstItem="a" firstAttribute="top" secondItem="content" secondAttribute="top" id="t"/>
            <constraint firstItem="content" firstAttribute="bottom" secondItem="a" secondAttribute="bottom" id="b"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="l"/>
            <constraint firstItem="a" firstAttribute="width" constant="10" id="w"/>
            </constraints>
            </tableViewCellContentView>
            </tableViewCell>
            """
        let frames = try IB.frames(IB.xib(cell, toolsVersion: "7528.3"))
        #expect(frames["content"] == Rect(x: 0, y: 0, width: 320, height: 43))
        #expect(frames["a"] == Rect(x: 0, y: 0, width: 10, height: 43))
    }
}
