import ConstraintLayout
import InterfaceBuilder
import LayoutCore
import Testing

/// `baselineRelativeArrangement` on stack views: in a vertical stack the spacing runs from a
/// view's last baseline to the next view's first baseline (UIStackView's
/// `isBaselineRelativeArrangement`). Frames derived by hand beside each case.
@Suite struct StackBaselineTests {
    /// A vertical stack at (0, 0), 100 wide, spacing `spacing`, arranging `arranged`.
    static func stack(_ arranged: String, spacing: Double, baselineRelative: Bool, axis: String = "vertical") -> String
    {
        """
        <view key="view" contentMode="scaleToFill" id="root1">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <subviews>
        <stackView opaque="NO" contentMode="scaleToFill" axis="\(axis)" spacing="\(spacing)" \
        baselineRelativeArrangement="\(baselineRelative ? "YES" : "NO")" \
        translatesAutoresizingMaskIntoConstraints="NO" id="stack">
        <rect key="frame" x="0.0" y="0.0" width="100" height="70"/>
        <subviews>\(arranged)</subviews>
        </stackView>
        </subviews>
        <constraints>
        <constraint firstItem="stack" firstAttribute="top" secondItem="root1" secondAttribute="top" id="t"/>
        <constraint firstItem="stack" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="l"/>
        <constraint firstItem="stack" firstAttribute="width" constant="100" id="w"/>
        </constraints>
        </view>
        """
    }

    /// A plain view `id`, `height` tall (a required height constraint).
    static func plain(_ id: String, height: Double) -> String {
        """
        <view contentMode="scaleToFill" id="\(id)">
        <rect key="frame" x="0.0" y="0.0" width="100" height="\(height)"/>
        <constraints><constraint firstAttribute="height" constant="\(height)" id="\(id)-h"/></constraints>
        </view>
        """
    }

    @Test(arguments: [(false, 70.0), (true, 50.0)])
    func plainViewsMeasureTheSpacingFromTheirBottoms(baselineRelative: Bool, bY: Double) throws {
        // A (40 tall) above B (20 tall), spacing 30. Edge to edge: B.top = 40 + 30 = 70.
        // Baseline-relative: a view without text has its baselines at its bottom, so
        // B.bottom = A.bottom + 30 = 70 and B.top = 70 − 20 = 50 (B overlaps the gap).
        let text = IB.storyboard(
            Self.stack(
                Self.plain("a", height: 40) + Self.plain("b", height: 20), spacing: 30,
                baselineRelative: baselineRelative))
        let frames = try IB.frames(text)
        #expect(frames["a"] == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(frames["b"] == Rect(x: 0, y: bY, width: 100, height: 20))
        #expect(frames["stack"]?.height == bY + 20)
    }

    @Test func aMultilineLabelsLastBaselineStartsTheGap() throws {
        // A two-line label (numberOfLines 0, 10 pt, stored 30 tall: its intrinsic height) and a
        // plain view V (20 tall), spacing 8. The label's last baseline is a descender above its
        // bottom: 30 − 0.241 × 10 = 27.59; V.firstBaseline (its bottom) = 27.59 + 8 = 35.59,
        // so V.y = 35.59 − 20 = 15.59, reported on the 2× pixel grid: 15.5.
        let label = """
            <label opaque="NO" contentMode="left" text="One Two" numberOfLines="0" id="lbl">
            <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
            <fontDescription key="fontDescription" type="system" pointSize="10"/>
            </label>
            """
        let frames = try IB.frames(
            IB.storyboard(Self.stack(label + Self.plain("v", height: 20), spacing: 8, baselineRelative: true)))
        #expect(frames["lbl"] == Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(frames["v"] == Rect(x: 0, y: 15.5, width: 100, height: 20))
    }

    @Test func aHorizontalStackIgnoresIt() throws {
        // Apple: "This property is only used by vertical stack views." Two views in a 100-wide
        // horizontal stack with spacing 30, `a` 40 wide: b.x = 40 + 30 = 70, b.width = 30,
        // the edge-to-edge spacing (baselines would have put b's bottom 30 past a's).
        let arranged = """
            <view contentMode="scaleToFill" id="a"><rect key="frame" x="0.0" y="0.0" width="40" height="10"/>
            <constraints><constraint firstAttribute="width" constant="40" id="aw"/></constraints></view>
            <view contentMode="scaleToFill" id="b"><rect key="frame" x="70" y="0.0" width="30" height="10"/></view>
            """
        let frames = try IB.frames(
            IB.storyboard(Self.stack(arranged, spacing: 30, baselineRelative: true, axis: "horizontal")))
        #expect(frames["b"]?.x == 70)
        #expect(frames["b"]?.width == 30)
    }

    @Test func theSpecKeyRoundTrips() throws {
        // FORMATS.md §5: `"baselineRelativeArrangement": true` on a stack view; written only when true.
        let json = """
            {"format": "layoutlab.constraints/1", "name": "s", "views": [{"id": "a"}],
             "stackViews": [{"id": "st", "axis": "vertical", "baselineRelativeArrangement": true,
                             "arrangedSubviews": ["a"]}]}
            """
        let spec = try ConstraintSpec(json: try JSONParser.parse(json))
        #expect(spec.stackViews[0].isBaselineRelativeArrangement)
        let again = try ConstraintSpec(json: spec.json)
        #expect(again.stackViews[0].isBaselineRelativeArrangement)
        var plain = spec
        plain.stackViews[0].isBaselineRelativeArrangement = false
        #expect(!JSONWriter.write(plain.json).contains("baselineRelativeArrangement"))
    }
}
