import Foundation
import LayoutCore
import TestSupport
import Testing

/// `layoutlab import DOC --variations`: size-class constraints written as the spec's
/// `variations`, re-solved per size; `--traits` excludes it.
@Suite struct ImportVariationsCLITests {
    /// A 375 × 667 root whose `a` is 20 from the leading edge, 30 from the top, 100 wide, and
    /// 200 high under `heightClass=regular` (`hr`) or 50 under `heightClass=compact` (`hc`).
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
        <view contentMode="scaleToFill" id="top">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <subviews>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
        <rect key="frame" x="20" y="30" width="100" height="200"/></view>
        </subviews>
        <constraints>
        <constraint firstItem="a" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstItem="a" firstAttribute="top" secondItem="top" secondAttribute="top" constant="30" id="c2"/>
        <constraint firstItem="a" firstAttribute="width" constant="100" id="c3"/>
        <constraint firstItem="a" firstAttribute="height" constant="200" id="hr"/>
        <constraint firstItem="a" firstAttribute="height" constant="50" id="hc"/>
        </constraints>
        <variation key="default"><mask key="constraints"><exclude reference="hr"/><exclude reference="hc"/></mask></variation>
        <variation key="heightClass=compact"><mask key="constraints"><include reference="hc"/></mask></variation>
        <variation key="heightClass=regular"><mask key="constraints"><include reference="hr"/></mask></variation>
        </view>
        </objects>
        </document>
        """

    @Test func importedVariationsResolvePerSize() throws {
        let path = try CLI.temporaryFile(Self.xib, name: "classes.xib")
        let output = try ScratchFolder.make().appendingPathComponent("classes.json").path
        let result = try CLI.run(["import", path, "--variations", "--output", output])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.contains("\"when\": \"verticalSizeClass == regular\""))
        #expect(text.contains("\"when\": \"verticalSizeClass == compact\""))
        // Portrait (wC hR): `hr` → a = (20, 30, 100, 200); landscape 667 × 375 (wC hC): `hc` → height 50.
        let portrait = try CLI.run(["solve", output, "--size", "375x667", "--format", "json"])
        #expect(portrait.stdout.contains("\"height\": 200"), "\(portrait.stdout)")
        let landscape = try CLI.run(["solve", output, "--size", "667x375", "--format", "json"])
        #expect(landscape.stdout.contains("\"height\": 50"), "\(landscape.stdout)")
        #expect(!landscape.stdout.contains("\"height\": 200"))
    }

    @Test func variationsAndTraitsExcludeEachOther() throws {
        let path = try CLI.temporaryFile(Self.xib, name: "classes.xib")
        let result = try CLI.run(["import", path, "--variations", "--traits", "wR"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("--variations and --traits exclude each other"))
    }
}
