import LayoutCore
import LayoutHarness
import LayoutTesting
import StackLayout
import SwiftSourceImport
import Testing

@testable import LayoutTranslation

/// A measured caption above a field centred in its container and nothing below it
/// (IQKeyboardManager General.storyboard's rows under `--measure-text`): the side after the
/// field is empty, and a bare `Spacer` would give way to the caption's side (its layout
/// priority is −∞), so it is framed to take its half.
@Suite("Hung chains of measured text")
struct HungTextTranslationTests {
    static let json = #"""
        { "format": "layoutlab.constraints/1", "name": "hung-caption",
          "views": [ { "id": "caption", "text": { "string": "Name", "font": { "size": 14 } } }, { "id": "field" } ],
          "constraints": [ "H:|-20-[caption]-20-|", "H:|-20-[field]-20-|", "field.height == 34",
            "field.centerY == root.centerY", "field.top == caption.bottom + 4" ] }
        """#

    @Test func theEmptySideIsAFramedSpacer() throws {
        let stacks = try ConstraintsToStacks.translate(try constraintSpec(Self.json)).spec
        let text = try SwiftUISource.file(stacks, typeName: "HungCaption")
        #expect(
            text.contains("Spacer(minLength: 0)\n                .frame(minHeight: 0, maxHeight: .infinity)"), "\(text)"
        )
    }

    @Test func theReadBackSourceLaysOutLikeTheConstraints() throws {
        let spec = try constraintSpec(Self.json)
        let stacks = try ConstraintsToStacks.translate(spec).spec
        let view = try readBackView(try SwiftUISource.file(stacks, typeName: "HungCaption"), file: "h.swift")
        try LayoutCheck.enginesAgree(view, spec, sizes: IdiomTests.sweep)
    }

    /// The caption is 3408 / 2816 × 14 = 16.943182 high (Inter's line). 375 × 667: the field
    /// at 667 / 2 − 17 = 316.5, the caption at 316.5 − 4 − 16.943182 = 295.556818; 1032 × 300:
    /// 150 − 17 = 133 and 112.056818.
    @Test(arguments: [
        (Size(width: 375, height: 667), 316.5, 295.556818), (Size(width: 1032, height: 300), 133, 112.056818),
    ])
    func framesMatchTheHandCalculation(_ size: Size, field: Double, caption: Double) throws {
        let stacks = try ConstraintsToStacks.translate(try constraintSpec(Self.json)).spec
        var engine = StackLayoutEngine(stacks)
        let solution = engine.solve(in: SolveSize(width: size.width, height: size.height))
        let expected = [
            "field": Rect(x: 20, y: field, width: size.width - 40, height: 34),
            "caption": Rect(x: 20, y: caption, width: size.width - 40, height: 16.943182),
        ]
        for (id, frame) in expected {
            let actual = try #require(solution.frames.first { $0.id == id }?.frame)
            #expect(Tolerance.distance(actual, frame) <= Tolerance.frame, "\(id) at \(size)")
        }
    }
}
