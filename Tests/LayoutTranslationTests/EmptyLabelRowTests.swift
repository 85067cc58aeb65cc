import Foundation
import LayoutCore
import LayoutTesting
import StackLayout
import SwiftSourceImport
import SwiftUI
import Testing

@testable import LayoutTranslation

/// A row pinned at both ends of an image (intrinsic width 374) beside an empty label
/// (intrinsic 0 × 0, as the IB importer writes a label with no text), both of hugging 251 and
/// compression resistance 750 (Kingfisher Main.storyboard root bKc-TZ-DSQ, a table cell): the
/// label stretches (the last of equal hugging) and, the row too short, the image gives way —
/// the label has no length to give (`hasNothingToGive`). As SwiftUI:
/// `HStack(spacing: 8) { image.frame(minWidth: 0, maxWidth: 374).layoutPriority(1); label
/// .frame(minWidth: 0, maxWidth: .infinity) }`. The golden `Golden/EmptyLabelRow.swift`, its
/// compiled view and its text read back lay out like the constraints over the sweep, and the
/// frames match the hand calculation.
@Suite("Constraints → stacks: a row too short beside an empty label")
struct EmptyLabelRowTests {
    static let json = #"""
        { "format": "layoutlab.constraints/1", "name": "empty-label-row",
          "views": [ { "id": "image", "intrinsicSize": { "width": 374 }, "hugging": { "horizontal": 251 } },
                     { "id": "label", "intrinsicSize": { "width": 0, "height": 0 },
                       "hugging": { "horizontal": 251 } } ],
          "constraints": [ "image.leading == root.leading + 16", "label.leading == image.trailing + 8",
            "root.trailing == label.trailing + 16", "image.top == root.top + 15",
            "root.bottom == image.bottom + 15", "label.centerY == root.centerY" ] }
        """#

    static func text() throws -> String {
        let stacks = try ConstraintsToStacks.translate(try constraintSpec(json)).spec
        return GoldenSwiftUITests.header("empty-label-row")
            + (try SwiftUISource.file(stacks, typeName: SwiftUISource.typeName(for: "empty-label-row")))
    }

    @Test func translationMatchesItsGoldenFile() throws {
        let text = try Self.text()
        try GoldenSwiftUITests.expectGolden(text, typeName: "EmptyLabelRow")
        #expect(text.contains(".frame(minWidth: 0, maxWidth: 374)"))
        #expect(text.contains(".layoutPriority(1)"))
        #expect(!text.contains("GeometryReader"))
    }

    @Test func compiledGoldenLaysOutLikeTheConstraints() throws {
        let spec = try constraintSpec(Self.json)
        try LayoutCheck.enginesAgree(
            ViewSpec(name: "empty-label-row", environment: StackRecognizer.environment(for: spec), EmptyLabelRow()),
            spec, sizes: IdiomTests.sweep)
    }

    @Test func goldenTextReadBackLaysOutAlike() throws {
        let spec = try readBackView(try Self.text(), file: "EmptyLabelRow.swift")
        try LayoutCheck.enginesAgree(spec, try constraintSpec(Self.json), sizes: IdiomTests.sweep)
    }

    @Test func framesMatchTheHandCalculation() throws {
        let stacks = try ConstraintsToStacks.translate(try constraintSpec(Self.json)).spec
        // W × H: the row W − 32 wide holds image + 8 + label. The image min(W − 40, 374) wide
        // at (16, 15), H − 30 high; the label max(W − 414, 0) wide at x 16 + image + 8, y H / 2,
        // 0 high. 300 × 568: image (16, 15, 260, 538), label (284, 284, 0, 0) — the image gave
        // way; 600 × 740: image (16, 15, 374, 710), label (398, 370, 186, 0) — the label took
        // the room.
        let expected = [
            (
                Size(width: 300, height: 568), Rect(x: 16, y: 15, width: 260, height: 538),
                Rect(x: 284, y: 284, width: 0, height: 0)
            ),
            (
                Size(width: 600, height: 740), Rect(x: 16, y: 15, width: 374, height: 710),
                Rect(x: 398, y: 370, width: 186, height: 0)
            ),
        ]
        for (size, image, label) in expected {
            var engine = StackLayoutEngine(stacks)
            let solution = engine.solve(in: SolveSize(width: size.width, height: size.height))
            let imageFrame = try #require(solution.frames.first { $0.id == "image" }?.frame)
            let labelFrame = try #require(solution.frames.first { $0.id == "label" }?.frame)
            #expect(Tolerance.distance(imageFrame, image) <= Tolerance.frame)
            #expect(Tolerance.distance(labelFrame, label) <= Tolerance.frame)
        }
    }
}
