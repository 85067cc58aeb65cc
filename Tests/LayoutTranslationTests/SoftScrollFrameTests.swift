import Foundation
import LayoutCore
import LayoutTesting
import StackLayout
import SwiftSourceImport
import SwiftUI
import Testing

@testable import LayoutTranslation

/// Scroll content as large as the scroll view by a low priority (`content.width ==
/// scrollView.width @250`, `height` alike; Kingfisher Main.storyboard root 0Gi-1l-eXz, an
/// image to zoom) with nothing inside it of a length of its own: the equality is all that
/// sizes it, so it becomes `.containerRelativeFrame([.horizontal, .vertical])` inside a
/// `ScrollView([.horizontal, .vertical])` (the content may still grow past the frame), a
/// stack form: the golden `Golden/SoftScrollFrame.swift`, its compiled view and its text read
/// back lay out like the constraints over the sweep, and the frames match the hand
/// calculation.
@Suite("Constraints → stacks: scroll content as large as the scroll view by a low priority")
struct SoftScrollFrameTests {
    /// A scroll view 20 below the top and 10 above the bottom, full width; its content pinned
    /// to the content area's four edges, as large as the scroll view @250; an image inset 10
    /// inside the content.
    static func json(imageWidth: Double? = nil) -> String {
        let intrinsic =
            imageWidth.map { #", "intrinsicSize": { "width": \#($0) }, "hugging": { "horizontal": 251 }"# } ?? ""
        return #"""
            { "format": "layoutlab.constraints/1", "name": "soft-scroll-frame",
              "views": [ { "id": "scroll" }, { "id": "scroll--content", "parent": "scroll" },
                         { "id": "content", "parent": "scroll" },
                         { "id": "image", "parent": "content"\#(intrinsic) } ],
              "constraints": [ "scroll.left == root.left", "scroll.top == root.top + 20",
                "scroll.right == root.right", "scroll.bottom == root.bottom - 10",
                "scroll--content.left == scroll.left", "scroll--content.top == scroll.top",
                "content.leading == scroll--content.leading", "scroll--content.trailing == content.trailing",
                "content.top == scroll--content.top", "scroll--content.bottom == content.bottom",
                "content.width == scroll.width @250", "content.height == scroll.height @250",
                "image.leading == content.leading + 10", "content.trailing == image.trailing + 10",
                "image.top == content.top + 10", "content.bottom == image.bottom + 10" ] }
            """#
    }

    static func text(_ json: String = json()) throws -> String {
        let stacks = try ConstraintsToStacks.translate(try constraintSpec(json), helperIDs: ["scroll--content"]).spec
        return GoldenSwiftUITests.header("soft-scroll-frame")
            + (try SwiftUISource.file(stacks, typeName: SwiftUISource.typeName(for: "soft-scroll-frame")))
    }

    @Test func translationMatchesItsGoldenFile() throws {
        let text = try Self.text()
        try GoldenSwiftUITests.expectGolden(text, typeName: "SoftScrollFrame")
        #expect(text.contains("ScrollView([.horizontal, .vertical])"))
        #expect(text.contains(".containerRelativeFrame([.horizontal, .vertical])"))
        #expect(!text.contains("GeometryReader"))
    }

    @Test func compiledGoldenLaysOutLikeTheConstraints() throws {
        let spec = try constraintSpec(Self.json())
        try LayoutCheck.enginesAgree(
            ViewSpec(name: "soft-scroll-frame", environment: StackRecognizer.environment(for: spec), SoftScrollFrame()),
            spec, sizes: IdiomTests.sweep)
    }

    @Test func goldenTextReadBackLaysOutAlike() throws {
        let spec = try readBackView(try Self.text(), file: "SoftScrollFrame.swift")
        try LayoutCheck.enginesAgree(spec, try constraintSpec(Self.json()), sizes: IdiomTests.sweep)
    }

    @Test func framesMatchTheHandCalculation() throws {
        let stacks = try ConstraintsToStacks.translate(try constraintSpec(Self.json()), helperIDs: ["scroll--content"])
            .spec
        // W × H: the scroll view W × (H − 30) at y 20; the content, as large, at (0, 20); the
        // image inset 10: (10, 30, W − 20, H − 50). 375 × 667: content (0, 20, 375, 637), image
        // (10, 30, 355, 617); 768 × 1024: content (0, 20, 768, 994), image (10, 30, 748, 974).
        let expected = [
            (
                Size(width: 375, height: 667), Rect(x: 0, y: 20, width: 375, height: 637),
                Rect(x: 10, y: 30, width: 355, height: 617)
            ),
            (
                Size(width: 768, height: 1024), Rect(x: 0, y: 20, width: 768, height: 994),
                Rect(x: 10, y: 30, width: 748, height: 974)
            ),
        ]
        for (size, content, image) in expected {
            var engine = StackLayoutEngine(stacks)
            let solution = engine.solve(in: SolveSize(width: size.width, height: size.height))
            let contentFrame = try #require(solution.frames.first { $0.id == "content" }?.frame)
            let imageFrame = try #require(solution.frames.first { $0.id == "image" }?.frame)
            #expect(Tolerance.distance(contentFrame, content) <= Tolerance.frame)
            #expect(Tolerance.distance(imageFrame, image) <= Tolerance.frame)
        }
    }

    /// An image of its own width (500, hugging 251 above the equality's 250) sizes the content
    /// along that axis, not the low priority: only the height is relative to the scroll view.
    @Test func contentOfItsOwnLengthKeepsIt() throws {
        let text = try Self.text(Self.json(imageWidth: 500))
        #expect(text.contains(".frame(width: 500)"))
        #expect(text.contains(".containerRelativeFrame(.vertical)"))
        #expect(!text.contains(".containerRelativeFrame([.horizontal, .vertical])"))
    }
}
