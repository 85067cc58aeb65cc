import ConstraintLayout
import Foundation
import LayoutCore
import LayoutTesting
import StackLayout
import SwiftSourceImport
import SwiftUI
import Testing

@testable import LayoutTranslation

/// Issue 17, XLPagerTabStrip ButtonCell.xib (root zg4-fX-zUF) as a hand-written idiom: views
/// inside a content view of a fixed frame at the container's top-left corner, placed only by
/// pins to the container itself (centred on it, or below its top): they become the
/// container's layers beside the content view. The translation is its golden file
/// (`Golden/CellLayers.swift`, compiled in this target through the SwiftUI shim); the
/// compiled view and the golden text read back lay out like the constraints over the idiom
/// sweep; the frames match the hand calculation.
@Suite("Constraints → stacks: views placed by their container's container")
struct GrandparentPinTranslationTests {
    /// `content` 80 × 40 at the root's top-left; inside it `badge` 35 × 35 centred on the root
    /// and `caption` (intrinsic 37 × 17) centred across the root, 20 above its bottom (a pin the
    /// content view cannot pass on: it is not pinned at the bottom).
    static let json = #"""
        { "format": "layoutlab.constraints/1", "name": "cell-layers",
          "views": [ { "id": "content" },
                     { "id": "badge", "parent": "content" },
                     { "id": "caption", "parent": "content", "intrinsicSize": { "width": 37, "height": 17 } } ],
          "constraints": [ "content.left == root.left", "content.top == root.top", "content.width == 80",
            "content.height == 40", "badge.width == 35", "badge.height == 35",
            "badge.centerX == root.centerX", "badge.centerY == root.centerY",
            "caption.centerX == root.centerX", "caption.bottom == root.bottom - 20" ] }
        """#

    static func text() throws -> String {
        let stacks = try ConstraintsToStacks.translate(try constraintSpec(Self.json)).spec
        return GoldenSwiftUITests.header("cell-layers") + (try SwiftUISource.file(stacks, typeName: "CellLayers"))
    }

    @Test func translationMatchesItsGoldenFile() throws {
        try GoldenSwiftUITests.expectGolden(try Self.text(), typeName: "CellLayers")
    }

    @Test func translationIsExact() throws {
        let translation = try ConstraintsToStacks.translate(try constraintSpec(Self.json))
        #expect(translation.notes.isEmpty, "\(translation.notes)")
        #expect(translation.approximatedViews.isEmpty)
    }

    @Test func compiledGoldenLaysOutLikeTheConstraints() throws {
        let spec = try constraintSpec(Self.json)
        try LayoutCheck.enginesAgree(
            ViewSpec(name: "cell-layers", environment: StackRecognizer.environment(for: spec), CellLayers()),
            spec, sizes: IdiomTests.sweep)
    }

    @Test func goldenTextReadBackLaysOutAlike() throws {
        let spec = try readBackView(try Self.text(), file: "cell-layers.swift")
        try LayoutCheck.enginesAgree(spec, try constraintSpec(Self.json), sizes: IdiomTests.sweep)
    }

    /// `content` (0, 0, 80, 40) at every size; `badge` ((W − 35) / 2, (H − 35) / 2, 35, 35);
    /// `caption` ((W − 37) / 2, H − 20 − 17, 37, 17). 300 × 250: badge (132.5, 107.5), caption
    /// (131.5, 213). 1024 × 740: badge (494.5, 352.5), caption (493.5, 703).
    @Test(arguments: [Size(width: 300, height: 250), Size(width: 1024, height: 740)])
    func framesMatchTheHandCalculation(_ size: Size) throws {
        let expected = [
            ("content", Rect(x: 0, y: 0, width: 80, height: 40)),
            ("badge", Rect(x: (size.width - 35) / 2, y: (size.height - 35) / 2, width: 35, height: 35)),
            ("caption", Rect(x: (size.width - 37) / 2, y: size.height - 37, width: 37, height: 17)),
        ]
        let stacks = try ConstraintsToStacks.translate(try constraintSpec(Self.json)).spec
        var engine = StackLayoutEngine(stacks)
        let solution = engine.solve(in: SolveSize(width: size.width, height: size.height))
        let solved = try ConstraintLayoutEngine(try constraintSpec(Self.json)).solve(in: size)
        for (id, frame) in expected {
            let actual = try #require(solution.frames.first { $0.id == id }?.frame)
            #expect(Tolerance.distance(actual, frame) <= Tolerance.frame, "\(id) at \(size): \(actual)")
            let constrained = try #require(solved.frames.first { $0.id == id }?.frame)
            #expect(Tolerance.distance(constrained, frame) <= Tolerance.frame, "\(id) at \(size): \(constrained)")
        }
    }
}
