import ConstraintLayout
import LayoutCore
import StackLayout
import SwiftSourceImport
import SwiftUI
import Testing

@testable import LayoutTranslation

/// A bar pinned to the safe area's bottom (or top) with the content pinned to it, written as
/// SwiftUI writes it (issue 17): `content.safeAreaInset(edge: .bottom, spacing: 0) { bar }`,
/// not a `VStack` of the two (`BarInset`). Each screen is `SafeAreaTranslationTests`' spec for
/// its device's insets; the translation is made for the iPhone SE's.
@Suite("Constraints → stacks: a bar on the safe area as .safeAreaInset")
struct BarInsetTranslationTests {
    typealias Screens = SafeAreaTranslationTests

    static let toolbarViews = #"{ "id": "table", "parent": "screen" }, { "id": "toolbar", "parent": "screen" }"#
    /// A list above a bottom toolbar: the toolbar 44 high across the safe area at its bottom,
    /// the list from the safe area's top down to the toolbar.
    static let toolbar = [
        "table.top == safe.top", "table.leading == safe.leading", "table.trailing == safe.trailing",
        "table.bottom == toolbar.top", "toolbar.leading == safe.leading", "toolbar.trailing == safe.trailing",
        "toolbar.bottom == safe.bottom", "toolbar.height == 44",
    ]

    /// The frames of table and toolbar worked out by hand: the safe area is the screen less
    /// the insets; the toolbar its bottom 44 pt, the table the rest above it —
    /// iPhone SE (insets 20/0): table (0, 20, 375, 667 − 20 − 44 = 603), toolbar (0, 623, 375, 44);
    /// iPhone 15 (59/34, safe area 59…818): table (0, 59, 393, 774 − 59 = 715), toolbar (0, 774, 393, 44);
    /// landscape 852 × 393 (0/59/21/59, safe area x 59…793, y 0…372): table (59, 0, 734, 328),
    /// toolbar (59, 328, 734, 44);
    /// iPad 11 (24/20, safe area 24…1174): table (0, 24, 834, 1106), toolbar (0, 1130, 834, 44).
    static let toolbarFrames: [[Rect]] = [
        [Rect(x: 0, y: 20, width: 375, height: 603), Rect(x: 0, y: 623, width: 375, height: 44)],
        [Rect(x: 0, y: 59, width: 393, height: 715), Rect(x: 0, y: 774, width: 393, height: 44)],
        [Rect(x: 59, y: 0, width: 734, height: 328), Rect(x: 59, y: 328, width: 734, height: 44)],
        [Rect(x: 0, y: 24, width: 834, height: 1106), Rect(x: 0, y: 1130, width: 834, height: 44)],
    ]

    @Test func aToolbarOnTheSafeAreasBottomIsASafeAreaInset() throws {
        let translation = try Screens.translate(views: Self.toolbarViews, constraints: Self.toolbar)
        let source = try SwiftUISource.file(translation.spec, typeName: "BottomToolbar")
        try GoldenSwiftUITests.expectGolden(source, typeName: "BottomToolbar")
        #expect(source.contains(".safeAreaInset(edge: .bottom, spacing: 0) {"), "\(source)")
        #expect(!source.contains("VStack"), "\(source)")
        let readBack = try readBackView(source, file: "BottomToolbar.swift")
        let compiled = ViewSpec(name: "screen", BottomToolbar())
        let ids = ["table", "toolbar"]
        for (screen, frames) in zip(Screens.screens, Self.toolbarFrames) {
            let (constraints, stacks) = try Screens.frames(
                translation, screen, views: Self.toolbarViews, constraints: Self.toolbar, ids: ids)
            #expect(constraints == frames, "constraints at \(screen.size)")
            #expect(stacks == frames, "stacks at \(screen.size)")
            #expect(Screens.stackFrames(readBack, screen, ids) == frames, "read back at \(screen.size)")
            #expect(Screens.stackFrames(compiled, screen, ids) == frames, "compiled at \(screen.size)")
        }
    }

    static let searchViews = #"{ "id": "search", "parent": "screen" }, { "id": "results", "parent": "screen" }"#
    /// A search bar 56 high across the safe area at its top, the results 8 below it down to
    /// the safe area's bottom (written `bar.bottom + 8 == results.top`, the other way round).
    static let search = [
        "search.top == safe.top", "search.leading == safe.leading", "search.trailing == safe.trailing",
        "search.height == 56", "search.bottom + 8 == results.top", "results.leading == safe.leading",
        "results.trailing == safe.trailing", "results.bottom == safe.bottom",
    ]

    @Test func aBarOnTheSafeAreasTopIsASafeAreaInsetWithItsSpacing() throws {
        let translation = try Screens.translate(views: Self.searchViews, constraints: Self.search)
        let source = try SwiftUISource.file(translation.spec, typeName: "TopSearchBar")
        #expect(source.contains(".safeAreaInset(edge: .top, spacing: 8) {"), "\(source)")
        // search: the safe area's top 56 pt; results: from 8 below it to the safe area's bottom —
        // iPhone SE (0, 20, 375, 56), (0, 84, 375, 667 − 84 = 583);
        // iPhone 15 (0, 59, 393, 56), (0, 123, 393, 818 − 123 = 695);
        // landscape (59, 0, 734, 56), (59, 64, 734, 372 − 64 = 308);
        // iPad (0, 24, 834, 56), (0, 88, 834, 1174 − 88 = 1086).
        let expected: [[Rect]] = [
            [Rect(x: 0, y: 20, width: 375, height: 56), Rect(x: 0, y: 84, width: 375, height: 583)],
            [Rect(x: 0, y: 59, width: 393, height: 56), Rect(x: 0, y: 123, width: 393, height: 695)],
            [Rect(x: 59, y: 0, width: 734, height: 56), Rect(x: 59, y: 64, width: 734, height: 308)],
            [Rect(x: 0, y: 24, width: 834, height: 56), Rect(x: 0, y: 88, width: 834, height: 1086)],
        ]
        for (screen, frames) in zip(Screens.screens, expected) {
            let (constraints, stacks) = try Screens.frames(
                translation, screen, views: Self.searchViews, constraints: Self.search, ids: ["search", "results"])
            #expect(constraints == frames, "constraints at \(screen.size)")
            #expect(stacks == frames, "stacks at \(screen.size)")
        }
    }

    static let inputViews = #"""
        { "id": "list", "parent": "screen" }, { "id": "panel", "parent": "screen" }, { "id": "input", "parent": "screen" }
        """#
    /// A list, a 50-pt panel and a 44-pt input bar on the safe area's bottom, each pinned to the
    /// next, the panel and the bar as wide as the list (IQKeyboardManager's TestCases
    /// K57-tY-6IX has this shape).
    static let input = [
        "list.top == safe.top", "list.leading == safe.leading", "list.trailing == safe.trailing",
        "panel.top == list.bottom", "panel.leading == list.leading", "panel.trailing == list.trailing",
        "panel.height == 50", "input.top == panel.bottom", "input.leading == list.leading",
        "input.trailing == list.trailing", "input.bottom == safe.bottom", "input.height == 44",
    ]

    /// The bar insets the rest of the stack, not only its neighbour.
    @Test func aBarBelowSeveralViewsInsetsTheirStack() throws {
        let translation = try Screens.translate(views: Self.inputViews, constraints: Self.input)
        let source = try SwiftUISource.file(translation.spec, typeName: "InputBar")
        #expect(source.contains("VStack(spacing: 0) {"), "\(source)")
        #expect(source.contains("        }\n        .safeAreaInset(edge: .bottom, spacing: 0) {"), "\(source)")
        // input: the safe area's bottom 44 pt; panel: 50 above it; list: the rest above —
        // iPhone SE: list (0, 20, 375, 667 − 20 − 94 = 553), panel (0, 573, 375, 50), input (0, 623, 375, 44);
        // iPhone 15: (0, 59, 393, 724 − 59 = 665), (0, 724, 393, 50), (0, 774, 393, 44);
        // landscape: (59, 0, 734, 278), (59, 278, 734, 50), (59, 328, 734, 44);
        // iPad: (0, 24, 834, 1080 − 24 = 1056), (0, 1080, 834, 50), (0, 1130, 834, 44).
        let expected: [[Rect]] = [
            [
                Rect(x: 0, y: 20, width: 375, height: 553), Rect(x: 0, y: 573, width: 375, height: 50),
                Rect(x: 0, y: 623, width: 375, height: 44),
            ],
            [
                Rect(x: 0, y: 59, width: 393, height: 665), Rect(x: 0, y: 724, width: 393, height: 50),
                Rect(x: 0, y: 774, width: 393, height: 44),
            ],
            [
                Rect(x: 59, y: 0, width: 734, height: 278), Rect(x: 59, y: 278, width: 734, height: 50),
                Rect(x: 59, y: 328, width: 734, height: 44),
            ],
            [
                Rect(x: 0, y: 24, width: 834, height: 1056), Rect(x: 0, y: 1080, width: 834, height: 50),
                Rect(x: 0, y: 1130, width: 834, height: 44),
            ],
        ]
        for (screen, frames) in zip(Screens.screens, expected) {
            let (constraints, stacks) = try Screens.frames(
                translation, screen, views: Self.inputViews, constraints: Self.input, ids: ["list", "panel", "input"])
            #expect(constraints == frames, "constraints at \(screen.size)")
            #expect(stacks == frames, "stacks at \(screen.size)")
        }
    }

    /// A note 20 high above a card, neither pinned to the safe area's bottom: a root `VStack`
    /// ending in a fixed-height view is not a bar (the previous attempt's mistake).
    @Test func aFixedHeightViewNotPinnedToTheSafeAreaIsNoBar() throws {
        let views = #"{ "id": "card", "parent": "screen" }, { "id": "note", "parent": "screen" }"#
        let constraints = [
            "card.top == safe.top", "card.leading == safe.leading", "card.trailing == safe.trailing",
            "card.bottom == note.top", "note.leading == safe.leading", "note.trailing == safe.trailing",
            "note.bottom == safe.bottom - 10", "note.height == 20",
        ]
        let translation = try Screens.translate(views: views, constraints: constraints)
        let source = try SwiftUISource.file(translation.spec, typeName: "CardNote")
        #expect(!source.contains(".safeAreaInset"), "\(source)")
    }
}
