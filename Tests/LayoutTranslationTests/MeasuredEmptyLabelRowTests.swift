import ConstraintLayout
import Foundation
import LayoutCore
import LayoutTesting
import StackLayout
import SwiftSourceImport
import SwiftUI
import Testing

@testable import LayoutTranslation

/// The row of `EmptyLabelRowTests` with its label measured (Kingfisher Main.storyboard root
/// bKc-TZ-DSQ with `migrate --measure-text`, issue 17): the label's text is empty, so it is
/// 0 wide in every font and at every Dynamic Type size and has no width to give
/// (`hasEmptyText`); the image (intrinsic width 374) gives way when the row is too short:
/// `HStack(spacing: 8) { image.frame(minWidth: 0, maxWidth: 374).layoutPriority(1);
/// Text("").frame(maxWidth: .infinity) }`. Golden `Golden/MeasuredEmptyLabelRow.swift`
/// (compiled in this target through the SwiftUI shim).
@Suite("Constraints → stacks: a row too short beside a measured empty label")
struct MeasuredEmptyLabelRowTests {
    static let name = "measured-empty-label-row"

    static let json = #"""
        { "format": "layoutlab.constraints/1", "name": "measured-empty-label-row",
          "views": [ { "id": "image", "intrinsicSize": { "width": 374 }, "hugging": { "horizontal": 251 } },
                     { "id": "label", "text": { "string": "", "font": { "size": 17 } },
                       "hugging": { "horizontal": 251, "vertical": 251 } } ],
          "constraints": [ "image.leading == root.leading + 16", "label.leading == image.trailing + 8",
            "root.trailing == label.trailing + 16", "image.top == root.top + 15",
            "root.bottom == image.bottom + 15", "label.centerY == root.centerY" ] }
        """#

    static func translation() throws -> StackTranslation {
        try ConstraintsToStacks.translate(try constraintSpec(json))
    }

    @Test func translationMatchesItsGoldenFile() throws {
        let text =
            GoldenSwiftUITests.header(Self.name)
            + (try SwiftUISource.file(try Self.translation().spec, typeName: "MeasuredEmptyLabelRow"))
        try GoldenSwiftUITests.expectGolden(text, typeName: "MeasuredEmptyLabelRow")
        #expect(text.contains(".frame(minWidth: 0, maxWidth: 374)"), "\(text)")
        #expect(text.contains(".layoutPriority(1)"), "\(text)")
        #expect(text.contains("Text(\"\")"), "\(text)")
        #expect(!text.contains("GeometryReader"), "\(text)")
    }

    @Test func theCompiledGoldenAndItsTextReadBackLayOutLikeTheConstraints() throws {
        let spec = try constraintSpec(Self.json)
        let environment = StackRecognizer.environment(for: spec)
        try LayoutCheck.enginesAgree(
            ViewSpec(name: Self.name, environment: environment, MeasuredEmptyLabelRow()), spec,
            sizes: IdiomTests.sweep)
        let text = try SwiftUISource.file(try Self.translation().spec, typeName: "MeasuredEmptyLabelRow")
        let readBack = try readBackView(text, file: "MeasuredEmptyLabelRow.swift")
        try LayoutCheck.enginesAgree(readBack, spec, sizes: IdiomTests.sweep)
    }

    /// By hand, W × H, with the empty label's line height h read from the constraint engine's
    /// label frame (a font's line, which the hand cannot measure): the row W − 32 wide holds
    /// image + 8 + label; the image min(W − 40, 374) wide at (16, 15), H − 30 high; the label
    /// max(W − 414, 0) wide at x 16 + image + 8, centred: y (H − h) / 2. At 300 the image gave
    /// way (260 wide, the label 0 at x 284); at 600 the label took the room (186 at x 398).
    @Test(arguments: [Size(width: 300, height: 568), Size(width: 600, height: 740)])
    func framesMatchTheHandCalculation(_ size: Size) throws {
        let translation = try Self.translation()
        #expect(translation.spec.root.kind != .geometryReader, "a stack form")
        #expect(translation.approximatedViews.isEmpty, "\(translation.approximatedViews)")
        let solved = try ConstraintLayoutEngine(try constraintSpec(Self.json)).solve(in: size)
        let h = try #require(solved.frames.first { $0.id == "label" }?.frame).height
        #expect(h > 0, "an empty label is a line high")
        let image = min(size.width - 40, 374)
        let expected = [
            ("image", Rect(x: 16, y: 15, width: image, height: size.height - 30)),
            ("label", Rect(x: 16 + image + 8, y: (size.height - h) / 2, width: max(size.width - 414, 0), height: h)),
        ]
        var engine = StackLayoutEngine(translation.spec)
        let solution = engine.solve(in: SolveSize(width: size.width, height: size.height))
        for (id, frame) in expected {
            let actual = try #require(solution.frames.first { $0.id == id }?.frame)
            #expect(Tolerance.distance(actual, frame) <= Tolerance.frame, "\(id) at \(size): \(actual)")
            let constrained = try #require(solved.frames.first { $0.id == id }?.frame)
            #expect(Tolerance.distance(constrained, frame) <= Tolerance.frame, "\(id) at \(size): \(constrained)")
        }
    }
}
