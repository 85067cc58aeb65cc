import Foundation
import LayoutCore
import LayoutTesting
import StackLayout
import SwiftSourceImport
import SwiftUI
import Testing

@testable import LayoutTranslation

/// Scroll content sized from the scroll view's frame (`text.height == 1.1 × scroll.height`,
/// IQKeyboardManager TestCases.storyboard root z50-sE-5ux) becomes
/// `.containerRelativeFrame(.vertical) { length, _ in length * 1.1 }` inside the ScrollView,
/// a stack form (no GeometryReader): the golden file `Golden/FrameRelative.swift` (compiled in
/// this target through the SwiftUI shim), its compiled view and its text read back by the
/// Swift importer lay out like the constraints over the sweep, and the frames match the hand
/// calculation.
@Suite("Constraints → stacks: content relative to the scroll view's frame")
struct ScrollRelativeFrameTests {
    /// A 100-high header above a text view 1.1 times as tall as the scroll view, which fills
    /// the safe area (insets 59 and 34), both as wide as the screen.
    static let json = #"""
        { "format": "layoutlab.constraints/1", "name": "frame-relative",
          "views": [ { "id": "scroll" }, { "id": "scroll--content", "parent": "scroll" },
                     { "id": "header", "parent": "scroll" }, { "id": "text", "parent": "scroll" } ],
          "constraints": [ "scroll.left == root.left", "scroll.top == root.top + 59", "scroll.right == root.right",
            "scroll.bottom == root.bottom - 34", "scroll--content.left == scroll.left",
            "scroll--content.top == scroll.top", "header.leading == scroll--content.leading",
            "scroll--content.trailing == header.trailing", "header.top == scroll--content.top",
            "header.height == 100", "text.top == header.bottom", "text.leading == scroll--content.leading",
            "scroll--content.trailing == text.trailing", "scroll--content.bottom == text.bottom",
            "text.width == root.width", "text.height == 1.1 * scroll.height" ] }
        """#

    static func text() throws -> String {
        let stacks = try ConstraintsToStacks.translate(try constraintSpec(json), helperIDs: ["scroll--content"]).spec
        return GoldenSwiftUITests.header("frame-relative")
            + (try SwiftUISource.file(stacks, typeName: SwiftUISource.typeName(for: "frame-relative")))
    }

    @Test func translationMatchesItsGoldenFile() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Golden/FrameRelative.swift")
        let text = try Self.text()
        if ProcessInfo.processInfo.environment["LAYOUTLAB_RECORD"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == text, "re-record with LAYOUTLAB_RECORD=1")
        #expect(text.contains(".containerRelativeFrame(.vertical) { length, _ in length * 1.1 }"))
        #expect(!text.contains("GeometryReader"))
    }

    @Test func compiledGoldenLaysOutLikeTheConstraints() throws {
        let spec = try constraintSpec(Self.json)
        try LayoutCheck.enginesAgree(
            ViewSpec(name: "frame-relative", environment: StackRecognizer.environment(for: spec), FrameRelative()),
            spec, sizes: IdiomTests.sweep)
    }

    @Test func goldenTextReadBackLaysOutAlike() throws {
        let spec = try readBackView(try Self.text(), file: "FrameRelative.swift")
        try LayoutCheck.enginesAgree(spec, try constraintSpec(Self.json), sizes: IdiomTests.sweep)
    }

    @Test func framesMatchTheHandCalculation() throws {
        let stacks = try ConstraintsToStacks.translate(try constraintSpec(Self.json), helperIDs: ["scroll--content"])
            .spec
        // 375 × 667: the scroll view 667 − 59 − 34 = 574 high from y 59; the header 375 × 100
        // at y 59; the text 1.1 × 574 = 631.4 high at 59 + 100 = 159 (the content, 731.4 high,
        // scrolls). 390 × 844: 751 high; the text 826.1 at 159.
        for (size, height) in [(Size(width: 375, height: 667), 631.4), (Size(width: 390, height: 844), 826.1)] {
            var engine = StackLayoutEngine(stacks)
            let solution = engine.solve(in: SolveSize(width: size.width, height: size.height))
            let text = try #require(solution.frames.first { $0.id == "text" }?.frame)
            let header = try #require(solution.frames.first { $0.id == "header" }?.frame)
            #expect(Tolerance.distance(text, Rect(x: 0, y: 159, width: size.width, height: height)) <= Tolerance.frame)
            #expect(Tolerance.distance(header, Rect(x: 0, y: 59, width: size.width, height: 100)) <= Tolerance.frame)
        }
    }
}
