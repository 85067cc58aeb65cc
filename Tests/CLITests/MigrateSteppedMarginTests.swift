import Foundation
import TestSupport
import Testing

/// `layoutlab migrate` on a root whose views are pinned to its margins: UIKit's minimum
/// (16 pt below 400 pt wide, 20 from 400 pt and on iPads, applied by the importer to the
/// screen's width) and the SwiftUI's `min(max(4 * geometry.size.width - 1580, 16), 20)` (the
/// width inside the side insets) agree on portrait, landscape and iPad screens.
@Suite struct MigrateSteppedMarginTests {
    /// ``MigrateSafeAreaTests/safeAreaCard`` with the card between the root's margins.
    static let marginCard = MigrateSafeAreaTests.safeAreaCard
        .replacingOccurrences(
            of: #"firstItem="card" firstAttribute="leading" secondItem="safe" secondAttribute="leading""#,
            with: #"firstItem="card" firstAttribute="leading" secondItem="r" secondAttribute="leadingMargin""#
        )
        .replacingOccurrences(
            of: #"firstItem="safe" firstAttribute="trailing" secondItem="card" secondAttribute="trailing""#,
            with: #"firstItem="r" firstAttribute="trailingMargin" secondItem="card" secondAttribute="trailing""#)

    @Test func marginsPinsAreExactOnPortraitLandscapeAndIPad() throws {
        let path = try CLI.temporaryFile(Self.marginCard, name: "Card.storyboard")
        let report = try ScratchFolder.make().appendingPathComponent("report").path
        let devices = "iphone-se,iphone-15-pro-max,iphone-15-pro-max-landscape,ipad-11"
        let result = try CLI.run(["migrate", path, "--report", report, "--devices", devices])
        let source = try String(contentsOfFile: report + "/CardR.swift", encoding: .utf8)
        #expect(source.contains("let margin = min(max(4 * geometry.size.width - 1580, 16), 20)"), "\(source)")
        #expect(source.contains(".padding(.horizontal, margin)"), "\(source)")
        #expect(result.status == 0, "\(result.stdout)\(source)")
        #expect(result.stdout.contains("1 roots: 1 exact (100%)"), "\(result.stdout)")
        #expect(result.stdout.contains("exact [stacks]"), "\(result.stdout)")
        let html = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        // The card 8 below the safe area's top, between the margins, 50 high: iPhone SE
        // (16, 28, 343, 50); 15 Pro Max, 430 wide, 59 down: (20, 67, 390, 50); its landscape,
        // 932 wide with 59 at each side: (59 + 20, 8, 932 − 158, 50) = (79, 8, 774, 50); iPad
        // 11, 834 wide, 24 down: (20, 32, 794, 50).
        for frame in ["16,28 343×50", "20,67 390×50", "79,8 774×50", "20,32 794×50"] {
            #expect(html.contains("card (identical): " + frame), "\(frame): \(result.stdout)")
        }
    }
}
