import ConstraintLayout
import LayoutCore
import LayoutDSL
import StackLayout
import SwiftSourceImport
import Testing

@testable import LayoutTranslation

/// A root's margins that are UIKit's minimum (16 pt on the sides of a root narrower than
/// 400 pt, 20 from 400 pt and on iPads: the IB importer's rule, docs/FORMATS.md "Layout
/// margins") step with the device in the SwiftUI too (issue 17, item 4):
/// `.padding(.horizontal, margin)` with `let margin = min(max(4 * geometry.size.width - 1580,
/// 16), 20)` inside a GeometryReader at the root, which SwiftUI's window sizes to the safe area.
///
/// The screen specs are `SafeAreaTranslationTests.spec`'s (the importer's rule applied to
/// the screen's width); the translation is made for the iPhone SE.
@Suite("Constraints → stacks: root margins that step with the width")
struct SteppedMarginTranslationTests {
    typealias Screen = SafeAreaTranslationTests.Screen

    /// iPhone SE (375 wide: 16), iPhone 15 Pro Max (430: 20; 59 / 34), its landscape (932
    /// wide, 59 at the sides, 21 at the bottom: 20, as 932 − 118 = 814 inside the safe area
    /// is 400 or more too), iPad 11-inch (834: 20; 24 / 20).
    static let screens = [
        Screen(size: Size(width: 375, height: 667), insets: EdgeInsets(top: 20, bottom: 0)),
        Screen(size: Size(width: 430, height: 932), insets: EdgeInsets(top: 59, bottom: 34)),
        Screen(size: Size(width: 932, height: 430), insets: EdgeInsets(leading: 59, bottom: 21, trailing: 59)),
        Screen(size: Size(width: 834, height: 1194), insets: EdgeInsets(top: 24, bottom: 20)),
    ]

    static let views = #"{ "id": "field", "parent": "screen" }, { "id": "note", "parent": "screen" }"#
    /// `field` between the margins; `note` 8 inside the leading margin and on the trailing
    /// edge of the screen's safe area.
    static let constraints = [
        "field.top == safe.top + 20", "field.leading == screen.leadingMargin",
        "field.trailing == screen.trailingMargin", "field.height == 44", "note.top == field.bottom + 8",
        "note.leading == screen.leadingMargin + 8", "note.trailing == safe.trailing", "note.height == 20",
    ]

    static func translation() throws -> StackTranslation {
        let screen = screens[0]
        return try ConstraintsToStacks.translate(
            try SafeAreaTranslationTests.spec(screen, views: views, constraints: constraints), helperIDs: ["safe"],
            safeArea: RootSafeArea(root: "screen", insets: screen.insets, guides: ["safe"]),
            minimumMarginsOf: "screen")
    }

    /// field: 20 below the safe area's top, 44 high, between the margins; note: 8 below it,
    /// 20 high, from the leading margin + 8 to the safe area's trailing edge —
    /// iPhone SE (margin 16): field (16, 40, 343, 44), note (24, 92, 351, 20);
    /// iPhone 15 Pro Max (20): field (20, 79, 390, 44), note (28, 131, 402, 20);
    /// landscape (59 + 20 = 79): field (79, 20, 932 − 158 = 774, 44), note (87, 72, 932 − 59 − 87 = 786, 20);
    /// iPad 11 (20): field (20, 44, 794, 44), note (28, 96, 806, 20).
    static let expected: [[Rect]] = [
        [Rect(x: 16, y: 40, width: 343, height: 44), Rect(x: 24, y: 92, width: 351, height: 20)],
        [Rect(x: 20, y: 79, width: 390, height: 44), Rect(x: 28, y: 131, width: 402, height: 20)],
        [Rect(x: 79, y: 20, width: 774, height: 44), Rect(x: 87, y: 72, width: 786, height: 20)],
        [Rect(x: 20, y: 44, width: 794, height: 44), Rect(x: 28, y: 96, width: 806, height: 20)],
    ]

    @Test func theMarginsAreALengthOfTheWidthThatStepsAt400() throws {
        let source = try SwiftUISource.file(try Self.translation().spec, typeName: "SteppedMargins")
        try GoldenSwiftUITests.expectGolden(source, typeName: "SteppedMargins")
        #expect(source.contains("GeometryReader { geometry in"), "\(source)")
        #expect(source.contains("let margin = min(max(4 * geometry.size.width - 1580, 16), 20)"), "\(source)")
        #expect(source.contains(".padding(.horizontal, margin)"), "\(source)")
        #expect(source.contains(".padding(.leading, margin)"), "\(source)")
    }

    @Test func bothEnginesGiveTheHandCalculationOnEveryDevice() throws {
        let translation = try Self.translation()
        for (screen, frames) in zip(Self.screens, Self.expected) {
            let (constraints, stacks) = try SafeAreaTranslationTests.frames(
                translation, screen, views: Self.views, constraints: Self.constraints, ids: ["field", "note"])
            #expect(constraints == frames, "constraints at \(screen.size)")
            #expect(stacks == frames, "stacks at \(screen.size)")
        }
    }

    @Test func theSourceReadsBackAndLaysOutAlike() throws {
        let source = try SwiftUISource.file(try Self.translation().spec, typeName: "SteppedMargins")
        var spec = try readBackView(source, file: "SteppedMargins.swift")
        // The compiled golden (LayoutDSL) too.
        var compiled = ViewSpec(name: "SteppedMargins", SteppedMargins())
        for (screen, frames) in zip(Self.screens, Self.expected) {
            spec.environment.safeAreaInsets = screen.insets
            compiled.environment.safeAreaInsets = screen.insets
            for view in [spec, compiled] {
                var engine = StackLayoutEngine(view)
                let solved = engine.solve(in: SolveSize(screen.size))
                let found = ["field", "note"].map { id in solved.frames.first { $0.id == id }?.frame }
                #expect(found == frames, "\(screen.size)")
            }
        }
    }

    /// The step itself: 16 up to 399 pt, 20 from 400 pt (UIKit's rule on whole-point widths).
    @Test func theExpressionIsUIKitsMinimumAtWholePointWidths() throws {
        let expression = try LengthExpression(
            parsing: ConstraintsToStacks.minimumMarginExpression, scope: .geometry)
        for width in [320.0, 375, 393, 399, 400, 402, 430, 734, 744, 814, 1032] {
            let value = expression.evaluate { $0 == .geometryWidth ? width : 800 }
            #expect(value == ConstraintsToStacks.minimumMargin(width: width), "\(width)")
            #expect(value == (width < 400 ? 16 : 20), "\(width)")
        }
    }
}
