import ConstraintLayout
import LayoutCore
import StackLayout
import SwiftSourceImport
import Testing

@testable import LayoutTranslation

/// A view at a fraction of a screen's root view (`label.centerY == 0.333333 × root.bottom +
/// 1`, SwiftMessages' iMessageDemo LaunchScreen.storyboard root Ze5-6b-2t3): a third of the
/// screen's height, not of its safe area's. The Spacers placing it share the window's height:
/// their VStack ignores the safe area vertically. Translated for the iPhone SE's insets and
/// swept over the four screens of `SafeAreaTranslationTests.screens`, each with the spec made
/// for its insets.
@Suite("Constraints → stacks: a position at a fraction of the screen's root")
struct ScreenFractionTranslationTests {
    typealias Screens = SafeAreaTranslationTests

    static let views = #"{ "id": "label", "parent": "screen" }"#
    static let constraints = [
        "label.centerY == 0.333333 * screen.bottom + 1", "label.leading == safe.leading + 20",
        "safe.trailing == label.trailing + 20", "label.height == 40",
    ]

    @Test func aThirdOfTheScreensHeightIgnoresTheSafeArea() throws {
        let translation = try Screens.translate(views: Self.views, constraints: Self.constraints)
        let source = try SwiftUISource.file(translation.spec, typeName: "ScreenFraction")
        try GoldenSwiftUITests.expectGolden(source, typeName: "ScreenFraction")
        #expect(source.contains(".ignoresSafeArea(edges: .vertical)"), "\(source)")
        #expect(!source.contains("GeometryReader"), "\(source)")
        let readBack = try readBackView(source, file: "ScreenFraction.swift")
        // The label's centre at 0.333333 × the screen's height H + 1, 40 high (y = centre −
        // 20), 20 inside the safe area's sides —
        // iPhone SE 375 × 667: centre 223.333111, (20, 203.333111, 335, 40);
        // iPhone 15 393 × 852: centre 284.999716, (20, 264.999716, 353, 40);
        // landscape 852 × 393, sides 59: centre 131.999869, (79, 111.999869, 694, 40);
        // iPad 834 × 1194: centre 398.999602, (20, 378.999602, 794, 40).
        let expected = [
            Rect(x: 20, y: 203.333111, width: 335, height: 40), Rect(x: 20, y: 264.999716, width: 353, height: 40),
            Rect(x: 79, y: 111.999869, width: 694, height: 40), Rect(x: 20, y: 378.999602, width: 794, height: 40),
        ]
        for (screen, frame) in zip(Screens.screens, expected) {
            let (constraints, stacks) = try Screens.frames(
                translation, screen, views: Self.views, constraints: Self.constraints, ids: ["label"])
            try ScreenLengthTranslationTests.expectAlike(constraints, [frame], "constraints at \(screen.size)")
            try ScreenLengthTranslationTests.expectAlike(stacks, [frame], "stacks at \(screen.size)")
            try ScreenLengthTranslationTests.expectAlike(
                Screens.stackFrames(readBack, screen, ["label"]), [frame], "read back at \(screen.size)")
        }
    }

    /// Without a screen's safe area (a plain translation) the Spacers need no modifier.
    @Test func withoutASafeAreaNothingIsIgnored() throws {
        let spec = try Screens.spec(
            Screens.Screen(size: Size(width: 375, height: 667), insets: EdgeInsets()), views: Self.views,
            constraints: Self.constraints)
        let translation = try ConstraintsToStacks.translate(spec, helperIDs: ["safe"])
        let source = try SwiftUISource.file(translation.spec, typeName: "ScreenFraction")
        #expect(!source.contains("ignoresSafeArea"), "\(source)")
    }
}
