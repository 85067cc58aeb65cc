import ConstraintLayout
import LayoutCore
import StackLayout
import SwiftSourceImport
import Testing

@testable import LayoutTranslation

/// A screen's safe area beyond a root's direct children (issue 17): a length measured against
/// the root view itself, a descendant pinned to the root's own edge, and size-class
/// variations, each translated for the iPhone SE's insets and swept over the iPhone SE, the
/// iPhone 15 in both orientations and the iPad 11-inch with the spec made for each device's
/// insets (`SafeAreaTranslationTests.screens`), the SwiftUI laid out inside them.
@Suite("Constraints → stacks: the window's lengths, deep pins and variations in the safe area")
struct ScreenLengthTranslationTests {
    typealias Screens = SafeAreaTranslationTests

    static let scrollViews = #"""
        { "id": "scroll", "parent": "screen" }, { "id": "scroll--content", "parent": "scroll" },
        { "id": "header", "parent": "scroll" }, { "id": "text", "parent": "scroll" }
        """#
    /// IQKeyboardManager TestCases.storyboard root z50-sE-5ux: a scroll view filling the safe
    /// area, a 100-high header over a text view as wide as the root view (not its safe area)
    /// and 1.1 times as tall as the scroll view.
    static let scroll = [
        "scroll.leading == safe.leading", "scroll.top == safe.top", "safe.trailing == scroll.trailing",
        "safe.bottom == scroll.bottom", "scroll--content.left == scroll.left", "scroll--content.top == scroll.top",
        "header.leading == scroll--content.leading", "scroll--content.trailing == header.trailing",
        "header.top == scroll--content.top", "header.height == 100", "text.top == header.bottom",
        "text.leading == scroll--content.leading", "scroll--content.trailing == text.trailing",
        "scroll--content.bottom == text.bottom", "text.width == screen.width", "text.height == 1.1 * scroll.height",
    ]

    /// The width measured against the root is the window's: the reader at SwiftUI's root is
    /// the safe area's width, and its `safeAreaInsets` the window's side insets.
    @Test func aWidthMeasuredAgainstTheRootViewIncludesTheSideInsets() throws {
        let translation = try Screens.translate(
            views: Self.scrollViews, constraints: Self.scroll, helpers: ["scroll--content"], allowGeometryReader: true)
        let source = try SwiftUISource.file(translation.spec, typeName: "WindowWideText")
        try GoldenSwiftUITests.expectGolden(source, typeName: "WindowWideText")
        let oneLine = source.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let window = "geometry.size.width + geometry.safeAreaInsets.leading + geometry.safeAreaInsets.trailing"
        #expect(oneLine.contains(window), "\(source)")
        let readBack = try readBackView(source, file: "WindowWideText.swift")
        // The scroll view is the safe area; the header and the text start at its top-leading
        // corner, as wide as the screen W (the content is W wide); the text 1.1 × the safe
        // area's height, below the 100-high header —
        // iPhone SE, safe area (0, 20, 375, 647): header (0, 20, 375, 100), text (0, 120, 375, 711.7);
        // iPhone 15, (0, 59, 393, 759): (0, 59, 393, 100), (0, 159, 393, 834.9);
        // landscape, (59, 0, 734, 372): (59, 0, 852, 100), (59, 100, 852, 409.2) — 118 pt wider
        // than the scroll view, which scrolls sideways;
        // iPad, (0, 24, 834, 1150): (0, 24, 834, 100), (0, 124, 834, 1265).
        let expected: [[Rect]] = [
            [
                Rect(x: 0, y: 20, width: 375, height: 647), Rect(x: 0, y: 20, width: 375, height: 100),
                Rect(x: 0, y: 120, width: 375, height: 711.7),
            ],
            [
                Rect(x: 0, y: 59, width: 393, height: 759), Rect(x: 0, y: 59, width: 393, height: 100),
                Rect(x: 0, y: 159, width: 393, height: 834.9),
            ],
            [
                Rect(x: 59, y: 0, width: 734, height: 372), Rect(x: 59, y: 0, width: 852, height: 100),
                Rect(x: 59, y: 100, width: 852, height: 409.2),
            ],
            [
                Rect(x: 0, y: 24, width: 834, height: 1150), Rect(x: 0, y: 24, width: 834, height: 100),
                Rect(x: 0, y: 124, width: 834, height: 1265),
            ],
        ]
        let ids = ["scroll", "header", "text"]
        for (screen, frames) in zip(Screens.screens, expected) {
            let (constraints, stacks) = try Screens.frames(
                translation, screen, views: Self.scrollViews, constraints: Self.scroll, ids: ids)
            try Self.expectAlike(constraints, frames, "constraints at \(screen.size)")
            try Self.expectAlike(stacks, frames, "stacks at \(screen.size)")
            try Self.expectAlike(Screens.stackFrames(readBack, screen, ids), frames, "read back at \(screen.size)")
        }
    }

    static let barViews = #"""
        { "id": "bar", "parent": "screen" }, { "id": "backdrop", "parent": "bar" }, { "id": "title", "parent": "bar" }
        """#
    /// A bar in the safe area at the top, across the screen's own edges, whose backdrop — a
    /// subview of the bar, not of the root — reaches up to the screen's top, under the status
    /// bar or the sensor housing.
    static let bar = [
        "bar.top == safe.top", "bar.leading == screen.leading", "bar.trailing == screen.trailing", "bar.height == 44",
        "backdrop.top == screen.top", "backdrop.leading == bar.leading", "backdrop.trailing == bar.trailing",
        "backdrop.bottom == bar.bottom", "title.leading == bar.leading + 16", "title.centerY == bar.centerY",
        "title.width == 100", "title.height == 20",
    ]

    /// Only the root's children used to be read for pins to its own edges: the backdrop stayed
    /// below the status bar.
    @Test func aDescendantPinnedToTheRootsEdgeIgnoresTheSafeArea() throws {
        let translation = try Screens.translate(views: Self.barViews, constraints: Self.bar)
        let source = try SwiftUISource.file(translation.spec, typeName: "BarBackdrop")
        try GoldenSwiftUITests.expectGolden(source, typeName: "BarBackdrop")
        // bar: the safe area's top, the screen's width, 44 high; backdrop: from the screen's
        // top to the bar's bottom; title: 16 from the bar's leading edge, centred in it —
        // iPhone SE (0, 20, 375, 44), (0, 0, 375, 64), (16, 32, 100, 20);
        // iPhone 15 (0, 59, 393, 44), (0, 0, 393, 103), (16, 71, 100, 20);
        // landscape, no inset at the top: (0, 0, 852, 44), (0, 0, 852, 44), (16, 12, 100, 20);
        // iPad (0, 24, 834, 44), (0, 0, 834, 68), (16, 36, 100, 20).
        let expected: [[Rect]] = [
            [
                Rect(x: 0, y: 20, width: 375, height: 44), Rect(x: 0, y: 0, width: 375, height: 64),
                Rect(x: 16, y: 32, width: 100, height: 20),
            ],
            [
                Rect(x: 0, y: 59, width: 393, height: 44), Rect(x: 0, y: 0, width: 393, height: 103),
                Rect(x: 16, y: 71, width: 100, height: 20),
            ],
            [
                Rect(x: 0, y: 0, width: 852, height: 44), Rect(x: 0, y: 0, width: 852, height: 44),
                Rect(x: 16, y: 12, width: 100, height: 20),
            ],
            [
                Rect(x: 0, y: 24, width: 834, height: 44), Rect(x: 0, y: 0, width: 834, height: 68),
                Rect(x: 16, y: 36, width: 100, height: 20),
            ],
        ]
        for (screen, frames) in zip(Screens.screens, expected) {
            let (constraints, stacks) = try Screens.frames(
                translation, screen, views: Self.barViews, constraints: Self.bar, ids: ["bar", "backdrop", "title"])
            try Self.expectAlike(constraints, frames, "constraints at \(screen.size)")
            try Self.expectAlike(stacks, frames, "stacks at \(screen.size)")
        }
    }

    static let pairViews = #"""
        { "id": "pair", "parent": "screen" }, { "id": "a", "parent": "pair" }, { "id": "b", "parent": "pair" }
        """#
    /// Two 50-pt squares 20 below the safe area's top, centred across it: stacked 8 apart
    /// where the height is regular, side by side where it is compact.
    static let pair = [
        "pair.top == safe.top + 20", "pair.centerX == safe.centerX", "a.width == 50", "a.height == 50",
        "b.width == 50", "b.height == 50",
    ]
    static let pairVariations = #"""
        [ { "when": "verticalSizeClass == regular", "constraints": [ "V:|[a]-8-[b]|", "H:|[a]|", "H:|[b]|" ] },
          { "when": "verticalSizeClass == compact", "constraints": [ "H:|[a]-8-[b]|", "V:|[a]|", "V:|[b]|" ] } ]
        """#

    /// Size-class variations used to be translated without the safe area: the status bar's 20
    /// became padding, laid out again below the window's insets.
    @Test func sizeClassVariationsAreTranslatedInTheSafeArea() throws {
        let translation = try Screens.translate(
            views: Self.pairViews, constraints: Self.pair, variations: Self.pairVariations)
        let source = try SwiftUISource.file(translation.spec, typeName: "SafeAreaSizeClassPair")
        try GoldenSwiftUITests.expectGolden(source, typeName: "SafeAreaSizeClassPair")
        #expect(source.contains("AnyLayout"), "\(source)")
        // pair: 20 below the safe area's top, centred in the safe area's width; 50 × 108 where
        // the height is regular (a over b), 108 × 50 where it is compact (a beside b) —
        // iPhone SE: x = (375 − 50) / 2 = 162.5, y = 20 + 20: (162.5, 40, 50, 108), b at y 98;
        // iPhone 15: (171.5, 79, 50, 108), b at y 137;
        // landscape, compact: x = 59 + (734 − 108) / 2 = 372, y = 20: (372, 20, 108, 50), b at x 430;
        // iPad: x = (834 − 50) / 2 = 392, y = 44: (392, 44, 50, 108), b at y 102.
        let expected: [[Rect]] = [
            [Rect(x: 162.5, y: 40, width: 50, height: 108), Rect(x: 162.5, y: 98, width: 50, height: 50)],
            [Rect(x: 171.5, y: 79, width: 50, height: 108), Rect(x: 171.5, y: 137, width: 50, height: 50)],
            [Rect(x: 372, y: 20, width: 108, height: 50), Rect(x: 430, y: 20, width: 50, height: 50)],
            [Rect(x: 392, y: 44, width: 50, height: 108), Rect(x: 392, y: 102, width: 50, height: 50)],
        ]
        for (screen, frames) in zip(Screens.screens, expected) {
            let (constraints, stacks) = try Screens.frames(
                translation, screen, views: Self.pairViews, constraints: Self.pair, variations: Self.pairVariations,
                ids: ["pair", "b"])
            try Self.expectAlike(constraints, frames, "constraints at \(screen.size)")
            try Self.expectAlike(stacks, frames, "stacks at \(screen.size)")
        }
    }

    /// `actual` within `Tolerance.frame` of `expected`, frame by frame.
    static func expectAlike(
        _ actual: [Rect?], _ expected: [Rect], _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        #expect(actual.count == expected.count, "\(what)", sourceLocation: sourceLocation)
        for (a, e) in zip(actual, expected) {
            let a = try #require(a, "\(what): no frame", sourceLocation: sourceLocation)
            #expect(Tolerance.distance(a, e) <= Tolerance.frame, "\(what): \(a) ≠ \(e)", sourceLocation: sourceLocation)
        }
    }
}
