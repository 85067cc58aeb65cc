import ConstraintLayout
import Foundation
import LayoutCore
import LayoutTesting
import StackLayout
import SwiftUI
import Testing

@testable import LayoutTranslation

/// Text in both directions (font text model): labels become `Text` with their font, line
/// limit and truncation; `Text` becomes a label the constraint engine measures. Each is
/// proved by a golden compiled through the SwiftUI shim, a frame sweep over widths and
/// Dynamic Type sizes, and frames computed by hand from the font's advances.
///
/// Hand figures: Inter Regular (Debian's fonts-inter) has 2816 units per em, ascender 2728,
/// descender −680, no line gap, so a line is 3408 units high; `scripts/font-advances.py`
/// gives "Stacks and labels agree" 31712 units, "Stacks and" 14760 and "labels agree"
/// 16160 (the only pair kerning, r·e, −48, included).
@Suite("Text translation")
struct TextTranslationTests {
    static let card = """
        { "format": "layoutlab.constraints/1", "name": "text-card",
          "views": [
            { "id": "title", "text": { "string": "Stacks and labels agree", "font": { "style": "headline" } } },
            { "id": "body", "text": { "string": "A label of several lines wraps at its width in UIKit as a Text does in SwiftUI.",
                                      "numberOfLines": 0 } },
            { "id": "caption", "text": { "string": "Updated \\"5 minutes\\" ago by someone with a long name",
                                         "font": { "size": 13, "weight": "semibold" },
                                         "lineBreakMode": "byTruncatingMiddle" } },
            { "id": "note", "text": { "string": "Stacks and labels agree", "numberOfLines": 0 } }
          ],
          "constraints": [ "H:|-16-[title]-16-|", "H:|-16-[body]-16-|", "H:|-16-[caption]-16-|",
                           "note.leading == root.leading + 16", "note.width == 100",
                           "V:|-20-[title]-8-[body]-8-[caption]-8-[note]" ] }
        """

    static let widths: [Double] = [320, 375, 430, 834, 1032]
    static let dynamicTypeSizes: [DynamicTypeSize] = [.xSmall, .large, .accessibility3]

    static var goldenURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/TextCard.swift")
    }

    static func goldenText() throws -> String {
        let stacks = try ConstraintsToStacks.translate(try constraintSpec(card)).spec
        return GoldenSwiftUITests.header("text-card") + (try SwiftUISource.file(stacks, typeName: "TextCard"))
    }

    @Test func labelsTranslateToTextWithTheirStringsAndFonts() throws {
        let text = try Self.goldenText()
        if ProcessInfo.processInfo.environment["LAYOUTLAB_RECORD"] == "1" {
            try text.write(to: Self.goldenURL, atomically: true, encoding: .utf8)
            return
        }
        #expect(try String(contentsOf: Self.goldenURL, encoding: .utf8) == text, "re-record with LAYOUTLAB_RECORD=1")
        #expect(text.contains("Text(\"Stacks and labels agree\")\n                .font(.headline)\n"))
        #expect(text.contains(".font(.system(size: 13, weight: .semibold))"))
        #expect(text.contains("Text(\"Updated \\\"5 minutes\\\" ago by someone with a long name\")"))
        #expect(text.contains(".truncationMode(.middle)"))
        #expect(!text.contains("Color"))
    }

    /// The compiled golden (font model) against the constraint spec, every width at three
    /// Dynamic Type sizes.
    @Test(arguments: dynamicTypeSizes)
    func compiledGoldenLaysOutLikeTheLabels(_ size: DynamicTypeSize) throws {
        var spec = try constraintSpec(Self.card)
        spec.dynamicTypeSize = size
        var environment = LayoutEnvironment()
        environment.textModel = .font
        environment.dynamicTypeSize = size
        let sizes = Self.widths.flatMap { w in [300.0, 852].map { Size(width: w, height: $0) } }
        try LayoutCheck.enginesAgree(
            ViewSpec(name: "text-card", environment: environment, TextCard()), spec, sizes: sizes)
    }

    /// By hand at 375 × 667, Dynamic Type large (body 17 pt, a line 3408 × 17 / 2816 =
    /// 20.574 pt): the title fills 16…359 (343 wide) at y 20, one line of the headline;
    /// note is 100 wide: "Stacks and" (89.105) fits, "Stacks and labels" (140.88) does not,
    /// "labels agree" (97.557) fits, so two lines, 41.148 high. At xSmall (body 14 pt) a
    /// line is 3408 × 14 / 2816 = 16.943 and note's lines are 73.381 and 80.341 wide: still
    /// two lines, 33.886 high.
    @Test func framesMatchTheFontAdvances() throws {
        let lineHeight = 3408 * 17 / 2816.0
        var engine = StackLayoutEngine(try ConstraintsToStacks.translate(try constraintSpec(Self.card)).spec)
        let solution = engine.solve(in: SolveSize(width: 375, height: 667))
        let title = try #require(solution.frames.first { $0.id == "title" }?.frame)
        #expect(abs(title.x - 16) < 1e-9 && abs(title.y - 20) < 1e-9 && abs(title.width - 343) < 1e-9)
        let note = try #require(solution.frames.first { $0.id == "note" }?.frame)
        #expect(abs(note.width - 100) < 1e-9 && abs(note.height - 2 * lineHeight) < 1e-6)

        var small = try constraintSpec(Self.card)
        small.dynamicTypeSize = .xSmall
        var smallEngine = StackLayoutEngine(try ConstraintsToStacks.translate(small).spec)
        let smallNote = try #require(
            smallEngine.solve(in: SolveSize(width: 375, height: 667)).frames.first { $0.id == "note" }?.frame)
        #expect(abs(smallNote.height - 2 * 3408 * 14 / 2816.0) < 1e-6)
    }

    /// Stacks → constraints: each Text becomes a label with the same string and font, and
    /// the labels' frames equal the Texts' over the widths and Dynamic Type sizes. By hand:
    /// the one-line Text "Stacks and labels agree" is 31712 × 17 / 2816 = 191.443 wide.
    @Test(arguments: dynamicTypeSizes)
    func textBecomesAMeasuredLabel(_ size: DynamicTypeSize) throws {
        var environment = LayoutEnvironment()
        environment.textModel = .font
        environment.dynamicTypeSize = size
        let view = ViewSpec(
            name: "texts", environment: environment,
            VStack(alignment: .leading) {
                Text("Stacks and labels agree").id("short")
                Text("A Text of several lines wraps at the width its stack offers it, as its label does.")
                    .font(.callout).id("long")
                HStack(alignment: .top) {
                    Text("Leading").font(.headline).id("left")
                    // Not cut at these sizes: where a line limit cuts a text the frameworks differ
                    // (TextDifferences, "a truncated line").
                    Text("End").lineLimit(2).truncationMode(.head).id("right")
                }
            }
            .padding(16))
        let translation = StackToConstraints.translate(view)
        #expect(translation.notes.isEmpty, "\(translation.notes)")
        let labels = translation.spec.views.compactMap(\.text)
        #expect(labels.map(\.string).contains("Stacks and labels agree"))
        #expect(labels.contains { $0.fontStyle == .callout && $0.numberOfLines == 0 })
        #expect(labels.contains { $0.numberOfLines == 2 && $0.lineBreakMode == .byTruncatingHead })
        #expect(translation.spec.dynamicTypeSize == size)
        var stack = StackLayoutEngine(view)
        let constraints = try ConstraintLayoutEngine(translation.spec)
        for width in Self.widths {
            let solveSize = Size(width: width, height: 852)
            let expected = stack.solve(in: SolveSize(width: width, height: 852))
            let actual = try constraints.solve(in: solveSize)
            for frame in expected.frames {
                let other = try #require(actual.frames.first { $0.id == frame.id }?.frame)
                #expect(Tolerance.distance(other, frame.frame) <= Tolerance.frame, "\(frame.id) at \(width), \(size)")
            }
            if size == .large {
                let short = try #require(actual.frames.first { $0.id == "short" }?.frame)
                #expect(abs(short.width - 31712 * 17 / 2816.0) < 1e-6)
            }
        }
    }

    /// `translate --to constraints` (the minimal form): a Text with its own id stays a label
    /// with its string and font, sized by its text (no size constraint), placed by one
    /// constraint per axis; verified at the 25 verification sizes (nil otherwise).
    @Test func minimalConstraintsKeepTextsAsLabels() throws {
        var environment = LayoutEnvironment()
        environment.textModel = .font
        let view = ViewSpec(
            name: "settings", environment: environment,
            VStack(alignment: .leading, spacing: 12) {
                Text("Settings").font(.headline).id("title")
                Text("Version 2.1").font(.system(size: 13)).id("detail")
            }
            .padding(16))
        let minimal = try #require(MinimalConstraints.translate(view))
        #expect(minimal.spec.views.map(\.text?.string) == ["Settings", "Version 2.1"])
        #expect(minimal.spec.views.first?.text?.fontStyle == .headline)
        #expect(minimal.spec.views.last?.text?.fontSize == 13)
        #expect(minimal.spec.constraints.count == 4)
    }
}
