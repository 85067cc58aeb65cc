import ConstraintLayout
import LayoutCore
import LayoutTesting
import StackLayout
import SwiftSourceImport
import Testing

@testable import LayoutTranslation

/// Scroll views (`StackRecognizer+ScrollViews.swift`): the content area as `migrate` names it
/// (a helper view renamed by its label), a horizontal ScrollView, and content as large as the
/// frame (no ScrollView). Each is verified by the translator's sweep, read back from its
/// SwiftUI text and swept again, and checked against frames worked out by hand.
@Suite("Constraints → stacks: scroll views")
struct ScrollViewTranslationTests {
    /// Cards 200 wide in a row scrolled sideways, as tall as the scroll view's frame; the
    /// content area is a helper view named `strip` (as `migrate` renames `scroll--content`).
    static let horizontal = #"""
        { "format": "layoutlab.constraints/1", "name": "card-strip",
          "views": [ { "id": "scroll" }, { "id": "strip", "parent": "scroll" }, { "id": "c1", "parent": "scroll" },
                     { "id": "c2", "parent": "scroll" }, { "id": "c3", "parent": "scroll" } ],
          "constraints": [ "scroll.left == root.left", "scroll.top == root.top + 20", "scroll.right == root.right",
            "scroll.bottom == root.bottom", "strip.left == scroll.left", "strip.top == scroll.top",
            "c1.leading == strip.leading + 16", "c2.leading == c1.trailing + 16", "c3.leading == c2.trailing + 16",
            "strip.trailing == c3.trailing + 16", "c1.top == strip.top", "strip.bottom == c1.bottom",
            "c2.top == strip.top", "c3.top == strip.top", "c1.width == 200", "c2.width == 200", "c3.width == 200",
            "c1.height == scroll.height", "c2.height == scroll.height", "c3.height == scroll.height" ] }
        """#

    /// A text view exactly as large as its scroll view's frame (IQKeyboardManager TestCases'
    /// eHE-2w-lGX): it never scrolls.
    static let frameSized = #"""
        { "format": "layoutlab.constraints/1", "name": "frame-sized",
          "views": [ { "id": "scroll" }, { "id": "scroll--content", "parent": "scroll" },
                     { "id": "text", "parent": "scroll" } ],
          "constraints": [ "scroll.left == root.left", "scroll.top == root.top + 59", "scroll.right == root.right",
            "scroll.bottom == root.bottom - 34", "scroll--content.left == scroll.left",
            "scroll--content.top == scroll.top", "text.leading == scroll--content.leading",
            "text.top == scroll--content.top", "scroll--content.trailing == text.trailing",
            "scroll--content.bottom == text.bottom", "text.width == scroll.width", "text.height == scroll.height" ] }
        """#

    /// Translates `json` (`guides` as the importer's helper views), checks the SwiftUI text
    /// reads back to a view spec laying out like the constraints, and returns both.
    static func translated(_ json: String, guides: Set<String>) throws -> (stacks: ViewSpec, source: String) {
        let spec = try constraintSpec(json)
        let stacks = try ConstraintsToStacks.translate(spec, helperIDs: guides).spec
        let source = try SwiftUISource.file(stacks, typeName: "Translated")
        guard case .view(let readBack) = try SwiftSource.read(source, file: "Translated.swift").document else {
            throw SpecError(.invalidSpec, at: .file, "not a view spec")
        }
        try LayoutCheck.enginesAgree(readBack, spec, sizes: IdiomTests.sweep)
        return (stacks, source)
    }

    static func frame(_ stacks: ViewSpec, _ id: String, at size: Size) throws -> Rect {
        var engine = StackLayoutEngine(stacks)
        let solution = engine.solve(in: SolveSize(width: size.width, height: size.height))
        return try #require(solution.frames.first { $0.id == id }?.frame)
    }

    @Test func cardsInARowScrollHorizontally() throws {
        let (stacks, source) = try Self.translated(Self.horizontal, guides: ["strip"])
        #expect(source.contains("ScrollView(.horizontal) {"))
        #expect(source.contains("HStack(spacing: 16) {"))
        // 375 × 667: the scroll view 647 high from y 20; cards at x 16, 16 + 216 = 232, 448,
        // each 200 × 647 (the content, 3 × 200 + 4 × 16 = 664 wide, overflows 375: it scrolls).
        let size = Size(width: 375, height: 667)
        #expect(try Self.frame(stacks, "c1", at: size) == Rect(x: 16, y: 20, width: 200, height: 647))
        #expect(try Self.frame(stacks, "c3", at: size) == Rect(x: 448, y: 20, width: 200, height: 647))
        // 1032 × 300: the content is narrower than the frame and starts at its leading edge.
        let wide = Size(width: 1032, height: 300)
        #expect(try Self.frame(stacks, "c2", at: wide) == Rect(x: 232, y: 20, width: 200, height: 280))
    }

    @Test func contentAsLargeAsTheFrameIsLaidOutInIt() throws {
        let (stacks, source) = try Self.translated(Self.frameSized, guides: ["scroll--content"])
        #expect(!source.contains("ScrollView"))
        // The safe area's insets: 667 − 59 − 34 = 574 high from y 59, the screen's width.
        for id in ["scroll", "text"] {
            #expect(
                try Self.frame(stacks, id, at: Size(width: 375, height: 667))
                    == Rect(x: 0, y: 59, width: 375, height: 574))
        }
    }

    @Test func anEmptyScrollViewIsAPlainView() throws {
        let json = #"""
            { "format": "layoutlab.constraints/1", "name": "empty-scroll",
              "views": [ { "id": "scroll" }, { "id": "scroll--content", "parent": "scroll" } ],
              "constraints": [ "H:|-20-[scroll]-20-|", "V:|-40-[scroll]-40-|", "scroll--content.left == scroll.left",
                "scroll--content.top == scroll.top" ] }
            """#
        let (stacks, source) = try Self.translated(json, guides: ["scroll--content"])
        #expect(!source.contains("ScrollView"))
        #expect(
            try Self.frame(stacks, "scroll", at: Size(width: 375, height: 667))
                == Rect(x: 20, y: 40, width: 335, height: 587))
    }
}
