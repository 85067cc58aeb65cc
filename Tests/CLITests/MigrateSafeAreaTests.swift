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

    @Test func aViewPinnedToTheSafeAreaIsExactOnEveryDeviceAndPaddedOnlyByItsConstant() throws {
        let path = try CLI.temporaryFile(Self.safeAreaCard, name: "Card.storyboard")
        let report = try ScratchFolder.make().appendingPathComponent("report").path
        let result = try CLI.run(["migrate", path, "--report", report, "--devices", "iphone-se,iphone-15,ipad-11"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("1 roots: 1 exact (100%)"), "\(result.stdout)")
        // The window places the SwiftUI root inside the safe area: the card is padded by its
        // own 8, not 20 + 8 (the status bar of the document's iPhone 8).
        let source = try String(contentsOfFile: report + "/CardR.swift", encoding: .utf8)
        #expect(source.contains(".padding(.top, 8)") && !source.contains("28"), "\(source)")
        // The root view is the window's size: a background that ignores the safe area.
        #expect(source.contains(".background {") && source.contains(".id(\"r\")"), "\(source)")
        // Both engines on the iPhone 15: the constraint side imported with its 59-pt top inset,
        // the SwiftUI laid out inside it: 59 + 8 = 67, identical.
        let html = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        #expect(html.contains("card (identical): 0,67 393×50"), "\(result.stdout)")
    }

    /// The card of ``safeAreaCard`` pinned to the root view's own top instead (8 below the
    /// screen's top edge, under the status bar).
    static let screenCard = safeAreaCard.replacingOccurrences(
        of: #"firstItem="card" firstAttribute="top" secondItem="safe""#,
        with: #"firstItem="card" firstAttribute="top" secondItem="r""#)

    @Test func aViewPinnedToTheRootsOwnTopIgnoresTheSafeAreaThere() throws {
        let path = try CLI.temporaryFile(Self.screenCard, name: "Card.storyboard")
        let report = try ScratchFolder.make().appendingPathComponent("report").path
        let result = try CLI.run(["migrate", path, "--report", report, "--devices", "iphone-se,iphone-15"])
        let source = try String(contentsOfFile: report + "/CardR.swift", encoding: .utf8)
        // UIKit: the card 8 below the screen's top on every device (under the status bar or
        // the Dynamic Island); SwiftUI: padded by 8 inside a layer that ignores the top inset.
        #expect(source.contains(".ignoresSafeArea(edges:"), "\(source)")
        #expect(result.status == 0, "\(result.stdout)\(source)")
        let html = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        // 8 below the screen's top on both: (0, 8, 375, 50) and (0, 8, 393, 50).
        #expect(html.contains("card (identical): 0,8 375×50"), "\(result.stdout)")
        #expect(html.contains("card (identical): 0,8 393×50"), "\(result.stdout)")
    }
}
