import ConstraintLayout
import InterfaceBuilder
import LayoutCore
import LayoutHarness
import Testing

/// `--measure-text` (``IBImportOptions/measuresText``): labels and buttons sized from their text
/// and `fontDescription` instead of their stored frames. Widths and heights in Inter (the
/// default font: 2816 units per em, line height 3408 units; advances from
/// `scripts/font-advances.py`, as in ConstraintLayoutTests' LabelTextTests): "Hello" = 2084 +
/// 1640 + 668 + 668 + 1680 = 6740 units, "ab" = 1588 + 1748 = 3336 units.
@Suite struct MeasuredTextTests {
    func u(_ units: Double, size: Double = 17) -> Double { units * size / 2816 }

    /// Root `r` 300 × 200 holding `subviews`, each pinned at its leading and top by `constraints`.
    static func document(_ subviews: String, constraints: String) -> String {
        IB.xib(
            """
            <view contentMode="scaleToFill" id="r">
            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
            <subviews>\(subviews)</subviews>
            <constraints>\(constraints)</constraints>
            </view>
            """)
    }

    /// The raw solved frames (no pixel rounding) of the imported root, by spec id.
    func solve(_ text: String, measuring: Bool) throws -> [String: Rect] {
        let imported = try IB.document(text).importRoot(options: IBImportOptions(measuresText: measuring))
        return try ConstraintLayoutEngine(imported.spec).solve(in: imported.size).frameIndex
    }

    static let pins = """
        <constraint firstItem="l" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="10" id="c1"/>
        <constraint firstItem="l" firstAttribute="top" secondItem="r" secondAttribute="top" constant="10" id="c2"/>
        """

    @Test func labelIsMeasuredFromItsTextInsteadOfItsStoredFrame() throws {
        // The stored frame (100 × 40) is not the text's size: without measuring it is the
        // intrinsic size; measured, "Hello" at 17 pt is 6740 × 3408 units.
        let text = Self.document(
            """
            <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="l">
            <rect key="frame" x="10" y="10" width="100" height="40"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, constraints: Self.pins)
        #expect(try solve(text, measuring: false)["l"] == Rect(x: 10, y: 10, width: 100, height: 40))
        let label = try #require(try solve(text, measuring: true)["l"])
        #expect(abs(label.width - u(6740)) < 1e-6 && abs(label.height - u(3408)) < 1e-6)
    }

    @Test func multiLineStringTextAndNumberOfLinesAreRead() throws {
        // `<string key="text">` with a line break and numberOfLines 0: two lines, the widest
        // "ab" (3336 units) at 34 pt (boldSystem is the bold weight: its own advances, so only
        // the height is checked here: 2 × 3408 units at 34 pt).
        let text = Self.document(
            """
            <label numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="l">
            <rect key="frame" x="10" y="10" width="100" height="40"/>
            <string key="text">ab
            cd</string>
            <fontDescription key="fontDescription" type="system" pointSize="34"/>
            </label>
            """, constraints: Self.pins)
        let spec = try IB.document(text).importRoot(options: IBImportOptions(measuresText: true)).spec
        let view = try #require(spec.views.first { $0.id == "l" })
        #expect(view.text?.numberOfLines == 0 && view.text?.fontSize == 34)
        #expect(view.text?.string.hasPrefix("ab\n") == true)
        let label = try #require(try solve(text, measuring: true)["l"])
        #expect(abs(label.height - 2 * u(3408, size: 34)) < 1e-6)
    }

    @Test func buttonIsItsTitlePlusPaddingOrContentInsets() throws {
        // No contentEdgeInsets: the title ("Hello" at 17 pt) plus 6 pt above and below; with
        // insets 8 / 4 / 8 / 4 (minX, minY, maxX, maxY): the title plus 16 × 8.
        let buttons = Self.document(
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="l">
            <rect key="frame" x="10" y="10" width="10" height="10"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <state key="normal" title="Hello"/>
            </button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="m">
            <rect key="frame" x="10" y="100" width="10" height="10"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <inset key="contentEdgeInsets" minX="8" minY="4" maxX="8" maxY="4"/>
            <state key="normal" title="Hello"/>
            </button>
            """,
            constraints: Self.pins + """
                <constraint firstItem="m" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="10" id="c3"/>
                <constraint firstItem="m" firstAttribute="top" secondItem="r" secondAttribute="top" constant="100" id="c4"/>
                """)
        let frames = try solve(buttons, measuring: true)
        let plain = try #require(frames["l"])
        #expect(abs(plain.width - u(6740)) < 1e-6 && abs(plain.height - (u(3408) + 12)) < 1e-6)
        let inset = try #require(frames["m"])
        #expect(abs(inset.width - (u(6740) + 16)) < 1e-6 && abs(inset.height - (u(3408) + 8)) < 1e-6)
        // The helper title view is not reported.
        let imported = try IB.document(buttons).importRoot(options: IBImportOptions(measuresText: true))
        #expect(!imported.ibIDs.contains { $0.specID == "l--title" })
    }

    @Test func checkCountsTheViewsMeasuringMoves() throws {
        // `l` is stored 100 × 40 (measured: about 40.7 × 20.6, so it moves); `v` is a fixed
        // 50 × 50 view pinned below the root's top, not tied to the label: it stays.
        let text = Self.document(
            """
            <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="l">
            <rect key="frame" x="10" y="10" width="100" height="40"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v">
            <rect key="frame" x="10" y="100" width="50" height="50"/>
            </view>
            """,
            constraints: Self.pins + """
                <constraint firstItem="v" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="10" id="c3"/>
                <constraint firstItem="v" firstAttribute="top" secondItem="r" secondAttribute="top" constant="100" id="c4"/>
                <constraint firstItem="v" firstAttribute="width" constant="50" id="c5"/>
                <constraint firstItem="v" firstAttribute="height" constant="50" id="c6"/>
                """)
        let document = try IB.document(text)
        let plain = InterfaceBuilderCheck.check(document, root: "r", path: "t.xib")
        #expect(plain.movedByMeasuredText == nil && plain.off.isEmpty)
        let measured = InterfaceBuilderCheck.check(document, root: "r", path: "t.xib", measuresText: true)
        #expect(measured.movedByMeasuredText == 1)
        #expect(measured.off.map(\.id) == ["l"])
        #expect(measured.off.first?.label == "label \"Hello\"")
        let report = CheckReport(roots: [measured])
        #expect(report.measuredTextLine?.hasPrefix("measuring text moves 1 of 3 views by more than 0.5 pt") == true)
        #expect(try CheckReport(json: report.json) == report)
        // The table names the view by IB id and label.
        let line = try #require(report.table.split(separator: "\n").first { $0.hasPrefix("r ") })
        #expect(
            line.split(separator: " ", omittingEmptySubsequences: true).prefix(4) == ["r", "l", "label", "\"Hello\""])
    }
}
