import InterfaceBuilder
import LayoutCore
import Testing

/// Constraints as Interface Builder writes them: each attribute form, with frames derived by
/// hand beside each case (root 200 × 100 XIB views on retina4_7: no safe area in a XIB).
@Suite struct ConstraintFormTests {
    static func root(_ subviews: String, constraints: String) -> String {
        IB.xib(
            """
            <view contentMode="scaleToFill" id="top" userLabel="Top">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <subviews>\(subviews)</subviews>
            <constraints>\(constraints)</constraints>
            </view>
            """)
    }

    static func box(_ id: String, x: Double = 0, y: Double = 0, width: Double = 10, height: Double = 10) -> String {
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
        </view>
        """
    }

    @Test func missingFirstItemIsTheOwningViewAndMissingSecondItemIsAConstant() throws {
        // a.leading = top.leading + 10; top.trailing = a.trailing + 30 (firstItem omitted: top)
        // → a.x = 10, a.width = 200 − 10 − 30 = 160; a.top = 5, a.height == 40 (constant only).
        let text = Self.root(
            Self.box("a"),
            constraints: """
                <constraint firstItem="a" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="10" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="30" id="c2"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="top" secondAttribute="top" constant="5" id="c3"/>
                <constraint firstItem="a" firstAttribute="height" constant="40" id="c4"/>
                """)
        let frames = try IB.frames(text)
        #expect(frames["top"] == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(frames["a"] == Rect(x: 10, y: 5, width: 160, height: 40))
    }

    @Test(arguments: [("0.5", 100.0), ("1:2", 100.0), ("3/4", 150.0), ("2:1", 400.0)])
    func multiplierForms(multiplier: String, width: Double) throws {
        // a.width = m × top.width (200): 0.5 → 100, 1:2 → 100, 3/4 → 150, 2:1 → 400.
        let text = Self.root(
            Self.box("a"),
            constraints: """
                <constraint firstItem="a" firstAttribute="width" secondItem="top" secondAttribute="width" multiplier="\(multiplier)" id="c1"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c2"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="top" secondAttribute="top" id="c3"/>
                <constraint firstItem="a" firstAttribute="height" constant="10" id="c4"/>
                """)
        #expect(try IB.frames(text)["a"]?.width == width)
    }

    @Test func symbolicConstantIsTheStandardSpacingAndPlaceholdersAreRemoved() throws {
        // b.leading = a.trailing + 8 (symbolic, no constant); a at x 0, width 20 → b.x = 28.
        // The placeholder b.leading == 100 is removed at build time, so it does not conflict.
        let text = Self.root(
            Self.box("a") + Self.box("b"),
            constraints: """
                <constraint firstItem="a" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c1"/>
                <constraint firstItem="a" firstAttribute="width" constant="20" id="c2"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" symbolic="YES" id="c3"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="100" placeholder="YES" id="c4"/>
                <constraint firstItem="b" firstAttribute="width" constant="20" id="c5"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="top" secondAttribute="top" id="c6"/>
                <constraint firstItem="b" firstAttribute="top" secondItem="top" secondAttribute="top" id="c7"/>
                <constraint firstItem="a" firstAttribute="height" constant="10" id="c8"/>
                <constraint firstItem="b" firstAttribute="height" constant="10" id="c9"/>
                """)
        #expect(try IB.frames(text)["b"]?.x == 28)
    }

    @Test func relationsAndPrioritiesAsWritten() throws {
        // a.width <= 50 (required) beats a.width == 120 @750: width 50.
        // a.leading >= top.leading + 30 with a.leading == 0 @250: x 30.
        let text = Self.root(
            Self.box("a"),
            constraints: """
                <constraint firstItem="a" firstAttribute="width" relation="lessThanOrEqual" constant="50" id="c1"/>
                <constraint firstItem="a" firstAttribute="width" priority="750" constant="120" id="c2"/>
                <constraint firstItem="a" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="top" secondAttribute="leading" constant="30" id="c3"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="top" secondAttribute="leading" priority="250" id="c4"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="top" secondAttribute="top" id="c5"/>
                <constraint firstItem="a" firstAttribute="height" constant="10" id="c6"/>
                """)
        let a = try #require(try IB.frames(text)["a"])
        #expect(a.width == 50)
        #expect(a.x == 30)
    }

    @Test func marginAttributesUseEightPointMarginsOfPlainViews() throws {
        // container c pinned to top at x 20, 100 × 60; a pinned to c's leading/top margins
        // (8 each, a plain view's default) and trailing margin → a = (28, 8, 100 − 16, 10).
        let container = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c">
            <rect key="frame" x="20" y="0.0" width="100" height="60"/>
            <subviews>\(Self.box("a", x: 8, y: 8, width: 84))</subviews>
            <constraints>
            <constraint firstItem="a" firstAttribute="leading" secondItem="c" secondAttribute="leadingMargin" id="m1"/>
            <constraint firstAttribute="trailingMargin" secondItem="a" secondAttribute="trailing" id="m2"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="c" secondAttribute="topMargin" id="m3"/>
            <constraint firstItem="a" firstAttribute="height" constant="10" id="m4"/>
            </constraints>
            </view>
            """
        let text = Self.root(
            container,
            constraints: """
                <constraint firstItem="c" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="c" firstAttribute="top" secondItem="top" secondAttribute="top" id="c2"/>
                <constraint firstItem="c" firstAttribute="width" constant="100" id="c3"/>
                <constraint firstItem="c" firstAttribute="height" constant="60" id="c4"/>
                """)
        let frames = try IB.frames(text)
        #expect(frames["a"] == Rect(x: 28, y: 8, width: 84, height: 10))
    }

    @Test func viewWithoutConstraintsIsPinnedToItsStoredFrame() throws {
        // IB's prototyping constraints: a (no constraints, not translating its mask) stays at
        // its stored frame (12, 7, 30, 40).
        let text = Self.root(Self.box("a", x: 12, y: 7, width: 30, height: 40), constraints: "")
        #expect(try IB.frames(text)["a"] == Rect(x: 12, y: 7, width: 30, height: 40))
    }

    @Test func labelsAreUserLabelsClassesOrTexts() throws {
        let text = Self.root(
            Self.box("a")
                + """
                <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                <rect key="frame" x="0.0" y="50" width="40" height="20"/></label>
                """, constraints: "")
        let spec = try IB.document(text).importRoot().spec
        #expect(spec.views.first { $0.id == "top" }?.label == "Top")
        #expect(spec.views.first { $0.id == "l" }?.label == "label \"Hello\"")
    }

    @Test func idsStartingWithADigitArePrefixedInTheSpecButReportedAsWritten() throws {
        let text = Self.root(
            Self.box("9ab-cd-efg", x: 3, y: 4, width: 5, height: 6), constraints: "")
        let imported = try IB.document(text).importRoot()
        #expect(imported.spec.views.contains { $0.id == "ib-9ab-cd-efg" })
        #expect(try IB.frames(text)["9ab-cd-efg"] == Rect(x: 3, y: 4, width: 5, height: 6))
    }

    @Test(arguments: [("NO", 12.0), ("YES", 16.0)])
    func preservesSuperviewLayoutMargins(preserves: String, x: Double) throws {
        // The 200-wide XIB root's leading margin is 16 (system minimum below 400 pt). c sits at
        // x 4: its own leading margin is 8 → a.x = 4 + 8 = 12; preserving the root's margins it
        // is max(8, 16 − 4) = 12 → a.x = 4 + 12 = 16.
        let container = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" preservesSuperviewLayoutMargins="\(preserves)" id="c">
            <rect key="frame" x="4" y="0.0" width="192" height="60"/>
            <subviews>\(Self.box("a", x: x - 4, y: 0, width: 10))</subviews>
            <constraints>
            <constraint firstItem="a" firstAttribute="leading" secondItem="c" secondAttribute="leadingMargin" id="m1"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="c" secondAttribute="top" id="m2"/>
            <constraint firstItem="a" firstAttribute="width" constant="10" id="m3"/>
            <constraint firstItem="a" firstAttribute="height" constant="10" id="m4"/>
            </constraints>
            </view>
            """
        let text = Self.root(
            container,
            constraints: """
                <constraint firstItem="c" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="4" id="c1"/>
                <constraint firstItem="c" firstAttribute="top" secondItem="top" secondAttribute="top" id="c2"/>
                <constraint firstItem="c" firstAttribute="width" constant="192" id="c3"/>
                <constraint firstItem="c" firstAttribute="height" constant="60" id="c4"/>
                """)
        #expect(try IB.frames(text)["a"]?.x == x)
    }
}
