import Foundation
import LayoutCore
import LayoutTesting
import StackLayout
import SwiftSourceImport
import SwiftUI
import Testing

@testable import LayoutTranslation

/// A chain pinned to its container's bottom by a member before its last (Eureka's
/// DatePickerCell.xib root SE6-XM-XUK: `picker.bottom == cell.bottomMargin - 84.5`, a label
/// hung 35 below the picker, its bottom free): the label's fixed height and gap come off the
/// pin's inset, `VStack(spacing: 35) { picker; label }.padding(.bottom, 36.5)`, a stack form.
/// The golden `Golden/HungTail.swift`, its compiled view and its text read back lay out like
/// the constraints over the sweep, and the frames match the hand calculation.
@Suite("Constraints → stacks: a chain pinned at its end before its last member")
struct HungTailTranslationTests {
    /// A picker 36 below the top, full width, its bottom 92.5 above the container's; a label
    /// (142 × 21) 35 below the picker, centred.
    static let json = #"""
        { "format": "layoutlab.constraints/1", "name": "hung-tail",
          "views": [ { "id": "picker" }, { "id": "label", "intrinsicSize": { "width": 142, "height": 21 } } ],
          "constraints": [ "picker.top == root.top + 36", "picker.leading == root.leading",
            "root.trailing == picker.trailing", "root.bottom == picker.bottom + 92.5",
            "label.top == picker.bottom + 35", "label.centerX == root.centerX" ] }
        """#

    /// Two views hung below the picker: the label, and a 30-high button 8 below it; the
    /// picker's bottom 130 above the container's (130 − 35 − 21 − 8 − 30 = 36 left).
    static let twoHung = #"""
        { "format": "layoutlab.constraints/1", "name": "hung-tail-two",
          "views": [ { "id": "picker" }, { "id": "label", "intrinsicSize": { "width": 142, "height": 21 } },
                     { "id": "button" } ],
          "constraints": [ "picker.top == root.top + 36", "picker.leading == root.leading",
            "root.trailing == picker.trailing", "root.bottom == picker.bottom + 130",
            "label.top == picker.bottom + 35", "label.centerX == root.centerX",
            "button.top == label.bottom + 8", "button.height == 30", "button.width == 80",
            "button.leading == root.leading + 16" ] }
        """#

    static func text() throws -> String {
        let stacks = try ConstraintsToStacks.translate(try constraintSpec(json)).spec
        return GoldenSwiftUITests.header("hung-tail")
            + (try SwiftUISource.file(stacks, typeName: SwiftUISource.typeName(for: "hung-tail")))
    }

    @Test func translationMatchesItsGoldenFile() throws {
        let text = try Self.text()
        try GoldenSwiftUITests.expectGolden(text, typeName: "HungTail")
        #expect(text.contains("VStack(spacing: 35)"))
        #expect(text.contains("bottom: 36.5"))
        #expect(!text.contains("GeometryReader"))
    }

    @Test func compiledGoldenLaysOutLikeTheConstraints() throws {
        let spec = try constraintSpec(Self.json)
        try LayoutCheck.enginesAgree(
            ViewSpec(name: "hung-tail", environment: StackRecognizer.environment(for: spec), HungTail()), spec,
            sizes: IdiomTests.sweep)
    }

    @Test func goldenTextReadBackLaysOutAlike() throws {
        let spec = try readBackView(try Self.text(), file: "HungTail.swift")
        try LayoutCheck.enginesAgree(spec, try constraintSpec(Self.json), sizes: IdiomTests.sweep)
    }

    @Test func framesMatchTheHandCalculation() throws {
        let stacks = try ConstraintsToStacks.translate(try constraintSpec(Self.json)).spec
        // W × H: the picker from y 36 to H − 92.5, full width: (0, 36, W, H − 128.5); the label
        // 35 below it, centred: ((W − 142) / 2, H − 57.5, 142, 21). 375 × 667: picker (0, 36,
        // 375, 538.5), label (116.5, 609.5, 142, 21); 768 × 1024: (0, 36, 768, 895.5), (313,
        // 966.5, 142, 21).
        let expected = [
            (
                Size(width: 375, height: 667), Rect(x: 0, y: 36, width: 375, height: 538.5),
                Rect(x: 116.5, y: 609.5, width: 142, height: 21)
            ),
            (
                Size(width: 768, height: 1024), Rect(x: 0, y: 36, width: 768, height: 895.5),
                Rect(x: 313, y: 966.5, width: 142, height: 21)
            ),
        ]
        for (size, picker, label) in expected {
            var engine = StackLayoutEngine(stacks)
            let solution = engine.solve(in: SolveSize(width: size.width, height: size.height))
            let pickerFrame = try #require(solution.frames.first { $0.id == "picker" }?.frame)
            let labelFrame = try #require(solution.frames.first { $0.id == "label" }?.frame)
            #expect(Tolerance.distance(pickerFrame, picker) <= Tolerance.frame)
            #expect(Tolerance.distance(labelFrame, label) <= Tolerance.frame)
        }
    }

    /// Two hung views: their lengths and gaps both come off the inset (36 left), and the
    /// stack form lays out like the constraints over the sweep.
    @Test func twoHungViewsLayOutAlike() throws {
        let spec = try constraintSpec(Self.twoHung)
        let stacks = try ConstraintsToStacks.translate(spec).spec
        let text = try SwiftUISource.file(stacks, typeName: "HungTailTwo")
        #expect(text.contains(".padding(.vertical, 36)"), "\(text)")  // 36 above and below
        try LayoutCheck.enginesAgree(stacks, spec, sizes: IdiomTests.sweep)
    }
}
