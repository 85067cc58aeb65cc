import ConstraintLayout
import LayoutCore
import StackLayout
import Testing

@testable import LayoutTranslation

/// A screen's safe area as SwiftUI spells it (issue 17, item 1): a window places SwiftUI's
/// root inside the safe area, so a view pinned to the safe area gets no padding for the
/// insets; a view pinned to the root's own edges reaches past them with `.ignoresSafeArea`;
/// a pin to the root's margins is padded by the margin beyond the safe area.
///
/// Each screen is a constraint spec as the IB importer writes a controller's root: `screen`
/// fills the canvas, the helper view `safe` is `screen` inset by the safe area, and
/// `screen`'s layout margins are the safe area plus UIKit's minimum (16 on the sides of a
/// root narrower than 400 pt, 20 from 400 pt). The translation is made for the iPhone SE's
/// insets (20 at the top); the sweep lays each device's spec out beside the SwiftUI inside
/// that device's insets.
@Suite("Constraints → stacks: the safe area as SwiftUI spells it")
struct SafeAreaTranslationTests {
    /// A device: its screen and safe area.
    struct Screen {
        var size: Size
        var insets: EdgeInsets
    }

    /// iPhone SE (status bar 20), iPhone 15 (59 / 34), its landscape (59 at the sides, 21 at
    /// the bottom), iPad 11-inch (24 / 20).
    static let screens = [
        Screen(size: Size(width: 375, height: 667), insets: EdgeInsets(top: 20, bottom: 0)),
        Screen(size: Size(width: 393, height: 852), insets: EdgeInsets(top: 59, bottom: 34)),
        Screen(size: Size(width: 852, height: 393), insets: EdgeInsets(leading: 59, bottom: 21, trailing: 59)),
        Screen(size: Size(width: 834, height: 1194), insets: EdgeInsets(top: 24, bottom: 20)),
    ]

    /// The screen spec for `screen` with `views` (JSON objects), `constraints` (strings) and
    /// `variations` (a JSON array, or empty for none).
    static func spec(_ screen: Screen, views: String, constraints: [String], variations: String = "") throws
        -> ConstraintSpec
    {
        let i = screen.insets
        let minimum = screen.size.width >= 400 ? 20.0 : 16.0
        func n(_ value: Double) -> String { JSONWriter.formatNumber(value) }
        let margins =
            #"{"top": \#(n(i.top)), "leading": \#(n(i.leading + minimum)), "bottom": \#(n(i.bottom)), "trailing": \#(n(i.trailing + minimum))}"#
        let own = [
            "screen.left == root.left", "screen.top == root.top", "screen.width == root.width",
            "screen.height == root.height", "safe.left == screen.left + \(n(i.leading))",
            "safe.top == screen.top + \(n(i.top))", "safe.right == screen.right - \(n(i.trailing))",
            "safe.bottom == screen.bottom - \(n(i.bottom))",
        ]
        let list = (own + constraints).map { "\"\($0)\"" }.joined(separator: ", ")
        return try constraintSpec(
            #"""
            { "format": "layoutlab.constraints/1", "name": "screen",
              "views": [ { "id": "screen", "layoutMargins": \#(margins) }, { "id": "safe", "parent": "screen" }, \#(views) ],
              "constraints": [ \#(list) ]\#(variations.isEmpty ? "" : ", \"variations\": " + variations) }
            """#)
    }

    /// The translation for the iPhone SE's insets (`helpers` besides the safe area, the
    /// GeometryReader forms allowed or not, as `migrate` allows them).
    static func translate(
        views: String, constraints: [String], variations: String = "", helpers: Set<String> = [],
        allowGeometryReader: Bool = false
    ) throws -> StackTranslation {
        let screen = screens[0]
        return try ConstraintsToStacks.translate(
            try spec(screen, views: views, constraints: constraints, variations: variations),
            allowGeometryReader: allowGeometryReader, helperIDs: helpers.union(["safe"]),
            safeArea: RootSafeArea(root: "screen", insets: screen.insets, guides: ["safe"]))
    }

    /// `ids`' frames on `screen`: the constraint engine's of the spec for its insets, the
    /// stack engine's of `translation` laid out inside them.
    static func frames(
        _ translation: StackTranslation, _ screen: Screen, views: String, constraints: [String],
        variations: String = "", ids: [String]
    )
        throws -> (constraints: [Rect?], stacks: [Rect?])
    {
        let solved = try ConstraintLayoutEngine(
            try spec(screen, views: views, constraints: constraints, variations: variations)
        )
        .solve(in: screen.size)
        return (
            ids.map { id in solved.frames.first { $0.id == id }?.frame }, stackFrames(translation.spec, screen, ids)
        )
    }

    /// `ids`' frames on `screen` of `spec` laid out inside the screen's insets, as a window
    /// lays out SwiftUI's root.
    static func stackFrames(_ spec: ViewSpec, _ screen: Screen, _ ids: [String]) -> [Rect?] {
        var view = spec
        view.environment.safeAreaInsets = screen.insets
        var engine = StackLayoutEngine(view)
        let stacked = engine.solve(in: SolveSize(screen.size))
        return ids.map { id in stacked.frames.first { $0.id == id }?.frame }
    }

    static let cardViews = #"{ "id": "card", "parent": "screen" }"#
    static let card = [
        "card.top == safe.top + 8", "card.leading == safe.leading", "card.trailing == safe.trailing",
        "card.height == 50",
    ]

    @Test func aViewPinnedToTheSafeAreaIsNotPaddedByTheInsets() throws {
        let translation = try Self.translate(views: Self.cardViews, constraints: Self.card)
        let source = try SwiftUISource.file(translation.spec, typeName: "SafeAreaCard")
        try GoldenSwiftUITests.expectGolden(source, typeName: "SafeAreaCard")
        #expect(!source.contains("28"), "the status bar's 20 is the window's, not padding: \(source)")
        // card: 8 below the safe area's top, across the safe area, 50 high —
        // iPhone SE (0, 28, 375, 50); iPhone 15 (0, 67, 393, 50); landscape (59, 8, 734, 50);
        // iPad (0, 32, 834, 50). The screen is the window: (0, 0) and the device's size.
        let expected = [
            Rect(x: 0, y: 28, width: 375, height: 50), Rect(x: 0, y: 67, width: 393, height: 50),
            Rect(x: 59, y: 8, width: 734, height: 50), Rect(x: 0, y: 32, width: 834, height: 50),
        ]
        for (screen, card) in zip(Self.screens, expected) {
            let (constraints, stacks) = try Self.frames(
                translation, screen, views: Self.cardViews, constraints: Self.card, ids: ["card", "screen"])
            #expect(constraints == [card, Rect(origin: Point(x: 0, y: 0), size: screen.size)])
            #expect(stacks == constraints, "\(screen.size)")
        }
    }

    static let tableViews = #"{ "id": "table", "parent": "screen" }"#
    static let table = [
        "table.left == screen.left", "table.top == screen.top", "table.right == screen.right",
        "table.bottom == screen.bottom",
    ]

    @Test func aViewPinnedToTheRootsEdgesIgnoresTheSafeArea() throws {
        let translation = try Self.translate(views: Self.tableViews, constraints: Self.table)
        let source = try SwiftUISource.file(translation.spec, typeName: "FullScreenTable")
        try GoldenSwiftUITests.expectGolden(source, typeName: "FullScreenTable")
        #expect(source.contains(".ignoresSafeArea()"), "\(source)")
        // The table is the whole screen on every device, under the bars and the home indicator:
        // (0, 0, 375, 667), (0, 0, 393, 852), (0, 0, 852, 393), (0, 0, 834, 1194).
        for screen in Self.screens {
            let whole = Rect(origin: Point(x: 0, y: 0), size: screen.size)
            let (constraints, stacks) = try Self.frames(
                translation, screen, views: Self.tableViews, constraints: Self.table, ids: ["table", "screen"])
            #expect(constraints == [whole, whole])
            #expect(stacks == constraints, "\(screen.size)")
        }
    }

    /// Lays out `views` and `constraints` on each screen beside `translation`, which pads the
    /// SE's 16-pt margin on every device: the constraints give `expected` (the frame of `id`
    /// on each screen); the stacks give the same on the two narrow screens, and where UIKit's
    /// margin is 20 (the two wide screens) a frame 4 pt wider on each side — the step the
    /// migration's proof reports.
    static func expectSixteenPointMargins(
        _ translation: StackTranslation, views: String, constraints: [String], id: String, expected: [Rect]
    ) throws {
        for (index, (screen, frame)) in zip(screens, expected).enumerated() {
            let (solved, stacks) = try frames(translation, screen, views: views, constraints: constraints, ids: [id])
            #expect(solved == [frame])
            if index < 2 {
                #expect(stacks == solved, "\(screen.size)")
            } else {
                let narrower = Rect(x: frame.x - 4, y: frame.y, width: frame.width + 8, height: frame.height)
                #expect(stacks == [narrower], "\(screen.size)")
            }
        }
    }

    static let fieldViews = #"{ "id": "field", "parent": "screen" }"#
    static let field = [
        "field.top == safe.top + 20", "field.leading == screen.leadingMargin",
        "field.trailing == screen.trailingMargin", "field.height == 44",
    ]

    @Test func aPinToTheRootsMarginsIsPaddedByTheMarginBeyondTheSafeArea() throws {
        let translation = try Self.translate(views: Self.fieldViews, constraints: Self.field)
        let source = try SwiftUISource.file(translation.spec, typeName: "MarginField")
        try GoldenSwiftUITests.expectGolden(source, typeName: "MarginField")
        #expect(source.contains("leading: 16, bottom: 0, trailing: 16"), "\(source)")
        // field: 20 below the safe area, between the root's margins (safe area + 16, or + 20
        // from 400 pt wide) — iPhone SE (16, 40, 343, 44); iPhone 15 (16, 79, 361, 44);
        // landscape, 852 wide: (59 + 20, 20, 852 − 158, 44) = (79, 20, 694, 44); iPad
        // (20, 44, 794, 44). SwiftUI pads 16 on every device: the two wide screens differ by
        // 4 pt on each side, which the migration's proof reports.
        let expected = [
            Rect(x: 16, y: 40, width: 343, height: 44), Rect(x: 16, y: 79, width: 361, height: 44),
            Rect(x: 79, y: 20, width: 694, height: 44), Rect(x: 20, y: 44, width: 794, height: 44),
        ]
        try Self.expectSixteenPointMargins(
            translation, views: Self.fieldViews, constraints: Self.field, id: "field", expected: expected)
    }

    static let logoViews = #"{ "id": "logo", "parent": "screen" }"#
    static let logo = [
        "logo.leading == screen.leadingMargin", "logo.centerX == screen.centerX", "logo.centerY == screen.centerY",
        "logo.height == 40",
    ]

    /// A launch screen's banner (SwiftMessages' LaunchScreen, root Ze5-6b-2t3): its leading
    /// edge on the root's margin, centred on the root. Only its vertical edges may ignore the
    /// safe area; ignoring the horizontal ones put it 59 pt too far out on a landscape phone.
    @Test func aViewCentredOnTheRootButPinnedToItsMarginKeepsTheSideInsets() throws {
        let translation = try Self.translate(views: Self.logoViews, constraints: Self.logo)
        let source = try SwiftUISource.file(translation.spec, typeName: "MarginLogo")
        #expect(source.contains(".ignoresSafeArea(edges: .vertical)"), "\(source)")
        // logo: x = the leading margin, width = 2 × (centre − margin), y = centre − 20, in the
        // window (UIKit centres on the root's centre, not the safe area's) —
        // iPhone SE: margin 16, (16, 333.5 − 20, 375 − 32, 40) = (16, 313.5, 343, 40);
        // iPhone 15: (16, 426 − 20, 393 − 32, 40) = (16, 406, 361, 40);
        // landscape, safe area 0 top, 59 at the sides, 21 bottom, 852 wide: margin 59 + 20,
        // (79, 196.5 − 20, 2 × (426 − 79), 40) = (79, 176.5, 694, 40);
        // iPad: margin 20, (20, 597 − 20, 834 − 40, 40) = (20, 577, 794, 40).
        // SwiftUI pads the SE's 16 beyond the safe area on every device: 4 pt wider on each
        // side on the two wide screens, as for the field above.
        let expected = [
            Rect(x: 16, y: 313.5, width: 343, height: 40), Rect(x: 16, y: 406, width: 361, height: 40),
            Rect(x: 79, y: 176.5, width: 694, height: 40), Rect(x: 20, y: 577, width: 794, height: 40),
        ]
        try Self.expectSixteenPointMargins(
            translation, views: Self.logoViews, constraints: Self.logo, id: "logo", expected: expected)
    }

    static let rowViews = #"{ "id": "field", "parent": "screen" }, { "id": "button", "parent": "screen" }"#
    static let row = [
        "field.top == safe.top + 20", "field.leading == screen.leading + 20", "field.height == 30",
        "button.top == safe.top + 20", "button.leading == field.trailing + 8",
        "button.trailing == screen.trailing - 20", "button.width == 48", "button.height == 30",
    ]

    /// A row 20 from the root's own edges (STResizeHorizontalViewController, root eoh-YR-kF4):
    /// the row, not its children padded inside it, ignores the side insets, since only a view
    /// that reaches the safe area's edge grows past it in SwiftUI.
    @Test func aRowPinnedToTheRootsEdgesIgnoresTheSideInsetsAsARow() throws {
        let translation = try Self.translate(views: Self.rowViews, constraints: Self.row)
        // field: 20 from the screen's leading edge, 20 below the safe area's top, up to 8 before
        // the button, 48 wide and 20 from the screen's trailing edge — width = W − 20 − 8 − 48 − 20:
        // iPhone SE (20, 40, 279, 30), button (307, 40, 48, 30); iPhone 15 (20, 79, 297, 30),
        // (325, 79, 48, 30); landscape 852 wide, safe area 0 at the top, the 59-pt side insets
        // not applying: (20, 20, 756, 30), (784, 20, 48, 30); iPad (20, 44, 738, 30), (766, 44, 48, 30).
        let expected: [[Rect]] = [
            [Rect(x: 20, y: 40, width: 279, height: 30), Rect(x: 307, y: 40, width: 48, height: 30)],
            [Rect(x: 20, y: 79, width: 297, height: 30), Rect(x: 325, y: 79, width: 48, height: 30)],
            [Rect(x: 20, y: 20, width: 756, height: 30), Rect(x: 784, y: 20, width: 48, height: 30)],
            [Rect(x: 20, y: 44, width: 738, height: 30), Rect(x: 766, y: 44, width: 48, height: 30)],
        ]
        for (screen, frames) in zip(Self.screens, expected) {
            let (constraints, stacks) = try Self.frames(
                translation, screen, views: Self.rowViews, constraints: Self.row, ids: ["field", "button"])
            #expect(constraints == frames)
            #expect(stacks == constraints, "\(screen.size)")
        }
    }
}
