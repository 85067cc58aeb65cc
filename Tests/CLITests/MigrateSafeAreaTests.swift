import Foundation
import TestSupport
import Testing

/// `layoutlab migrate` proves each device with its own safe area: the constraint side is
/// imported for the device (its insets, bars and margins), the read-back SwiftUI is laid out
/// inside the insets that import gave the root.
@Suite struct MigrateSafeAreaTests {
    /// A controller's root (375 × 667 on the retina4_7 the document was saved for, a 20-pt
    /// status bar) with `card` pinned 8 below its safe area's top, to its safe area's sides,
    /// 50 high.
    static let safeAreaCard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
        <scene sceneID="s1">
        <objects>
        <viewController id="vc" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="r">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <subviews>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
        <rect key="frame" x="0.0" y="28" width="375" height="50"/></view>
        </subviews>
        <viewLayoutGuide key="safeArea" id="safe"/>
        <constraints>
        <constraint firstItem="card" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="c1"/>
        <constraint firstItem="card" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c2"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="card" firstAttribute="height" constant="50" id="c4"/>
        </constraints>
        </view>
        </viewController>
        </objects>
        </scene>
        </scenes>
        </document>
        """

    /// Migrates `document` (named `name`) on `devices` into a report folder: the result and
    /// the report's HTML page.
    static func migrate(_ document: String, name: String, devices: String) throws -> (result: CLIResult, html: String) {
        let path = try CLI.temporaryFile(document, name: name)
        let report = try ScratchFolder.make().appendingPathComponent("report").path
        let result = try CLI.run(["migrate", path, "--devices", devices, "--report", report])
        let html = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        return (result, html)
    }

    @Test func eachDeviceImportsTheRootWithItsOwnSafeArea() throws {
        let (_, html) = try Self.migrate(Self.safeAreaCard, name: "Card.storyboard", devices: "iphone-se,iphone-15")
        // The constraint side, imported per device: the iPhone SE's status bar is 20 pt, so the
        // card is at y 20 + 8 = 28; the iPhone 15's safe area starts 59 down: 59 + 8 = 67, and
        // the card is as wide as its screen, 393.
        #expect(html.range(of: #"card \([a-z]+\): 0,28 375×50"#, options: .regularExpression) != nil, "\(html)")
        #expect(html.range(of: #"card \([a-z]+\): 0,67 393×50"#, options: .regularExpression) != nil)
    }
}
