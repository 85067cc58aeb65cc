import Foundation
import TestSupport
import Testing

/// The screen's root view is the window's size in UIKit, while SwiftUI's root lies inside the
/// safe area: the translation puts the root view's id on a background that ignores the safe
/// area — also when the id sits under frames that only let the root fill its proposal.
@Suite struct MigrateRootViewTests {
    /// PartialUpdates.storyboard (ReactiveX/RxSwift, MIT), root Q1a-BU-VHX: three lists side
    /// by side, equally wide, between the top and bottom layout guides, in a root under a
    /// navigation bar. Its stack carries the root's id under `.frame(maxWidth: .infinity,
    /// alignment: .leading)`, so the id stayed on the stack: on the iPhone 15 the root view
    /// was the safe area's height, 34 pt (the home indicator's inset) short of UIKit's.
    static let partialUpdates =
        "Tests/InterfaceBuilderTests/Fixtures/docs/ReactiveX__RxSwift__RxExample__RxExample__Examples__TableViewPartialUpdates__PartialUpdates.storyboard"

    @Test func theRootViewUnderAFillingFrameIsTheWindowsSize() throws {
        let report = try ScratchFolder.make().appendingPathComponent("report").path
        let result = try CLI.run([
            "migrate", Self.partialUpdates, "--devices", "iphone-se,iphone-15", "--report", report,
        ])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("exact [stacks]  "), "\(result.stdout)")
        let source = try String(contentsOfFile: report + "/PartialUpdatesQ1aBUVHX.swift", encoding: .utf8)
        // The id is on the background (which ignores the safe area), not on the stack.
        let background = try #require(source.range(of: ".background {"), "\(source)")
        let id = try #require(source.range(of: ".id(\"Q1a-BU-VHX\")"), "\(source)")
        #expect(background.lowerBound < id.lowerBound, "\(source)")
        #expect(!result.stdout.contains("root margins"), "\(result.stdout)")
    }
}
