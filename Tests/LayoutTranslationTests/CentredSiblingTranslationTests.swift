import LayoutCore
import LayoutTesting
import StackLayout
import SwiftSourceImport
import SwiftUI
import Testing

@testable import LayoutTranslation

/// A column hung from a field centred in its container, the others aligned on that field's
/// edges (RxSwift's Numbers, root Seh-9R-sJD, issue 17): `first` and `line` end where the
/// centred `second` ends, the measured `caption` spans `line`'s band (its frame 100 wide, as
/// Auto Layout stretches the label, `bandLength`), a "+" label sits before
/// `second`, centred on it, and a measured caption below makes the column's length no
/// constant, so the column splits at `second` (`hungHalves`). Nothing pins the others to the
/// container across the column: each is placed by its offset from the container's centre
/// (`StackRecognizer+CentredSiblings.swift`), and on a screen the split stack ignores the
/// safe area vertically, centring `second` on the window as UIKit does
/// (`ConstraintsToStacks+SplitAnchors.swift`). Golden `Golden/CentredSiblingColumn.swift`.
@Suite("Constraints → stacks: views placed from a centred sibling")
struct CentredSiblingTranslationTests {
    static let name = "centred-sibling-column"

    /// The column's views and constraints in `container` ("root" for the canvas, "screen"
    /// for a screen of `SafeAreaTranslationTests`).
    static func parts(in container: String) -> (views: String, constraints: [String]) {
        let parent = container == "root" ? "" : #", "parent": "\#(container)""#
        let views = [
            #"{ "id": "first"\#(parent) }"#, #"{ "id": "second"\#(parent) }"#,
            #"{ "id": "plus", "intrinsicSize": { "width": 10, "height": 20 }\#(parent) }"#,
            #"{ "id": "line"\#(parent) }"#,
            #"{ "id": "caption", "text": { "string": "Total", "font": { "size": 17 } }\#(parent) }"#,
        ]
        let constraints = [
            "second.centerX == \(container).centerX", "second.centerY == \(container).centerY",
            "second.width == 80", "second.height == 30", "first.width == 80", "first.height == 30",
            "second.trailing == first.trailing", "second.top == first.bottom + 8",
            "plus.centerY == second.centerY", "second.leading == plus.trailing + 8",
            "line.width == 100", "line.height == 1", "line.trailing == second.trailing",
            "line.top == second.bottom + 8", "caption.leading == line.leading", "caption.trailing == line.trailing",
            "caption.top == line.bottom + 8",
        ]
        return (views.joined(separator: ", "), constraints)
    }

    static var json: String {
        let (views, constraints) = parts(in: "root")
        let list = constraints.map { "\"\($0)\"" }.joined(separator: ", ")
        return #"""
            { "format": "layoutlab.constraints/1", "name": "centred-sibling-column",
              "views": [ \#(views) ], "constraints": [ \#(list) ] }
            """#
    }

    static func translation() throws -> StackTranslation {
        try ConstraintsToStacks.translate(try constraintSpec(json))
    }

    @Test func translationMatchesItsGoldenFile() throws {
        let stacks = try Self.translation().spec
        let text =
            GoldenSwiftUITests.header(Self.name) + (try SwiftUISource.file(stacks, typeName: "CentredSiblingColumn"))
        try GoldenSwiftUITests.expectGolden(text, typeName: "CentredSiblingColumn")
        // `line` (100 wide) ends where `second` (80, centred) ends: its centre 10 before the
        // container's, padded 2 × 10 on the trailing side.
        #expect(text.contains(".padding(.trailing, 20)"), "\(text)")
    }

    @Test func theCompiledGoldenAndItsTextReadBackLayOutLikeTheConstraints() throws {
        let spec = try constraintSpec(Self.json)
        let environment = StackRecognizer.environment(for: spec)
        try LayoutCheck.enginesAgree(
            ViewSpec(name: Self.name, environment: environment, CentredSiblingColumn()), spec, sizes: IdiomTests.sweep)
        let text = try SwiftUISource.file(try Self.translation().spec, typeName: "CentredSiblingColumn")
        let readBack = try readBackView(text, file: "CentredSiblingColumn.swift")
        try LayoutCheck.enginesAgree(readBack, spec, sizes: IdiomTests.sweep)
    }

    /// By hand, in a W × H container (centre W/2, H/2): `second` (W/2 − 40, H/2 − 15, 80,
    /// 30); `first` ends where it ends and is 80 wide, 8 above it: (W/2 − 40, H/2 − 53);
    /// `plus` 8 before it, 10 wide, centred on it: (W/2 − 58, H/2 − 10, 10, 20); `line` ends
    /// at W/2 + 40, 100 wide, 8 below: (W/2 − 60, H/2 + 23, 100, 1); `caption` spans `line`'s
    /// band, 8 below it: x W/2 − 60, 100 wide, y H/2 + 32 (its height is its text's).
    static func expected(width w: Double, height h: Double) -> [(String, Rect)] {
        let (x, y) = (w / 2, h / 2)
        return [
            ("second", Rect(x: x - 40, y: y - 15, width: 80, height: 30)),
            ("first", Rect(x: x - 40, y: y - 53, width: 80, height: 30)),
            ("plus", Rect(x: x - 58, y: y - 10, width: 10, height: 20)),
            ("line", Rect(x: x - 60, y: y + 23, width: 100, height: 1)),
        ]
    }

    @Test(arguments: [Size(width: 375, height: 667), Size(width: 1024, height: 300)])
    func framesMatchTheHandCalculation(_ size: Size) throws {
        let translation = try Self.translation()
        #expect(translation.spec.root.kind != .geometryReader, "a stack form")
        var engine = StackLayoutEngine(translation.spec)
        let solution = engine.solve(in: SolveSize(size))
        for (id, frame) in Self.expected(width: size.width, height: size.height) {
            let actual = try #require(solution.frames.first { $0.id == id }?.frame)
            #expect(Tolerance.distance(actual, frame) <= Tolerance.frame, "\(id) at \(size): \(actual)")
        }
        let caption = try #require(solution.frames.first { $0.id == "caption" }?.frame)
        #expect(abs(caption.x - (size.width / 2 - 60)) <= Tolerance.frame && caption.width == 100, "\(caption)")
        #expect(abs(caption.y - (size.height / 2 + 32)) <= Tolerance.frame, "\(caption)")
    }

    /// On a screen the column is centred on the window, not the safe area: the frames above
    /// with W × H the device's, on the iPhone SE (20 / 0), the iPhone 15 (59 / 34, where
    /// centring in the safe area would put `second` (59 − 34) / 2 = 12.5 pt lower), its
    /// landscape (59 at both sides, 21 at the bottom) and the iPad (24 / 20).
    @Test func onAScreenTheColumnIsCentredOnTheWindow() throws {
        let (views, constraints) = Self.parts(in: "screen")
        let translation = try SafeAreaTranslationTests.translate(views: views, constraints: constraints)
        let source = try SwiftUISource.file(translation.spec, typeName: "ScreenCentredColumn")
        #expect(source.contains(".ignoresSafeArea(edges: .vertical)"), "\(source)")
        let ids = ["second", "first", "plus", "line"]
        for screen in SafeAreaTranslationTests.screens {
            let (solved, stacks) = try SafeAreaTranslationTests.frames(
                translation, screen, views: views, constraints: constraints, ids: ids)
            let expected = Self.expected(width: screen.size.width, height: screen.size.height).map(\.1)
            for (id, (frame, (constraint, stack))) in zip(ids, zip(expected, zip(solved, stacks))) {
                let constraint = try #require(constraint)
                let stack = try #require(stack)
                #expect(Tolerance.distance(constraint, frame) <= Tolerance.frame, "\(id) constraints: \(constraint)")
                #expect(Tolerance.distance(stack, frame) <= Tolerance.frame, "\(id) on \(screen.size): \(stack)")
            }
        }
    }
}
