import ConstraintLayout
import Foundation
import LayoutCore
import LayoutTesting
import StackLayout
import SwiftSourceImport
import SwiftUI
import Testing

@testable import LayoutTranslation

/// A chain pinned to its container's bottom by a member before its last, the member after it
/// a measured label (Eureka's DatePickerCell.xib root SE6-XM-XUK with `migrate
/// --measure-text`, issue 17: `picker.bottom == cell.bottom - 92.5`, a 17-pt label hung 35
/// below the picker). The label's height moves with its font, so it is no constant padding:
/// it hangs past the stack's end, `VStack(spacing: 35) { picker; label
/// .fixedSize(horizontal: false, vertical: true).frame(height: 0, alignment: .top) }
/// .padding(.bottom, 57.5)` (docs/TRANSLATION.md "A measured tail hung past a chain's end").
/// Golden `Golden/MeasuredHungTail.swift` (compiled in this target through the SwiftUI shim).
@Suite("Constraints → stacks: a measured label hung past a chain's end pin")
struct MeasuredHungTailTranslationTests {
    static let name = "measured-hung-tail"

    /// A picker 36 below the top, full width, its bottom 92.5 above the container's; a label
    /// ("Just another Label", 17 pt, hugging 251) 35 below the picker, centred.
    static let json = #"""
        { "format": "layoutlab.constraints/1", "name": "measured-hung-tail",
          "views": [ { "id": "picker" },
                     { "id": "label", "text": { "string": "Just another Label", "font": { "size": 17 } },
                       "hugging": { "horizontal": 251, "vertical": 251 } } ],
          "constraints": [ "picker.top == root.top + 36", "picker.leading == root.leading",
            "root.trailing == picker.trailing", "root.bottom == picker.bottom + 92.5",
            "label.top == picker.bottom + 35", "label.centerX == root.centerX" ] }
        """#

    /// Two views hung below the picker: the label, and a 30-high button 8 below it.
    static let twoHung = #"""
        { "format": "layoutlab.constraints/1", "name": "measured-hung-tail-two",
          "views": [ { "id": "picker" },
                     { "id": "label", "text": { "string": "Just another Label", "font": { "size": 17 } } },
                     { "id": "button" } ],
          "constraints": [ "picker.top == root.top + 36", "picker.leading == root.leading",
            "root.trailing == picker.trailing", "root.bottom == picker.bottom + 130",
            "label.top == picker.bottom + 35", "label.centerX == root.centerX",
            "button.top == label.bottom + 8", "button.height == 30", "button.width == 80",
            "button.leading == root.leading + 16" ] }
        """#

    static func translation(_ json: String = json) throws -> StackTranslation {
        try ConstraintsToStacks.translate(try constraintSpec(json))
    }

    @Test func translationMatchesItsGoldenFile() throws {
        let text =
            GoldenSwiftUITests.header(Self.name)
            + (try SwiftUISource.file(try Self.translation().spec, typeName: "MeasuredHungTail"))
        try GoldenSwiftUITests.expectGolden(text, typeName: "MeasuredHungTail")
        #expect(text.contains("VStack(spacing: 35)"), "\(text)")
        #expect(text.contains(".frame(height: 0, alignment: .top)"), "\(text)")
        #expect(text.contains("bottom: 57.5"), "\(text)")
        #expect(!text.contains("GeometryReader"), "\(text)")
    }

    @Test func theCompiledGoldenAndItsTextReadBackLayOutLikeTheConstraints() throws {
        let spec = try constraintSpec(Self.json)
        let environment = StackRecognizer.environment(for: spec)
        try LayoutCheck.enginesAgree(
            ViewSpec(name: Self.name, environment: environment, MeasuredHungTail()), spec, sizes: IdiomTests.sweep)
        let text = try SwiftUISource.file(try Self.translation().spec, typeName: "MeasuredHungTail")
        let readBack = try readBackView(text, file: "MeasuredHungTail.swift")
        try LayoutCheck.enginesAgree(readBack, spec, sizes: IdiomTests.sweep)
    }

    /// By hand, W × H, with the label's measured size w × h read from the constraint engine's
    /// label frame (its text's, which the hand cannot measure): the picker from y 36 to
    /// H − 92.5, full width, (0, 36, W, H − 128.5); the label 35 below it, centred,
    /// ((W − w) / 2, H − 57.5, w, h) — whatever h is, the picker does not move.
    @Test(arguments: [Size(width: 375, height: 667), Size(width: 768, height: 1024)])
    func framesMatchTheHandCalculation(_ size: Size) throws {
        let translation = try Self.translation()
        #expect(translation.spec.root.kind != .geometryReader, "a stack form")
        #expect(translation.approximatedViews.isEmpty, "\(translation.approximatedViews)")
        let solved = try ConstraintLayoutEngine(try constraintSpec(Self.json)).solve(in: size)
        let measured = try #require(solved.frames.first { $0.id == "label" }?.frame)
        let (w, h) = (measured.width, measured.height)
        #expect(h > 0 && w > 0, "a measured line")
        var engine = StackLayoutEngine(translation.spec)
        let solution = engine.solve(in: SolveSize(width: size.width, height: size.height))
        let expected = [
            ("picker", Rect(x: 0, y: 36, width: size.width, height: size.height - 128.5)),
            ("label", Rect(x: (size.width - w) / 2, y: size.height - 57.5, width: w, height: h)),
        ]
        for (id, frame) in expected {
            let actual = try #require(solution.frames.first { $0.id == id }?.frame)
            #expect(Tolerance.distance(actual, frame) <= Tolerance.frame, "\(id) at \(size): \(actual)")
            let constrained = try #require(solved.frames.first { $0.id == id }?.frame)
            #expect(Tolerance.distance(constrained, frame) <= Tolerance.frame, "\(id) at \(size): \(constrained)")
        }
    }

    /// Two hung views, the label and a fixed button: both hang past the stack's end in one
    /// stack (`VStack(spacing: 8)`), and the stack form lays out like the constraints.
    @Test func twoHungViewsLayOutAlike() throws {
        let spec = try constraintSpec(Self.twoHung)
        let translation = try Self.translation(Self.twoHung)
        let text = try SwiftUISource.file(translation.spec, typeName: "MeasuredHungTailTwo")
        #expect(text.contains("VStack(spacing: 8)"), "\(text)")
        #expect(text.contains("bottom: 95"), "\(text)")  // 130 − 35
        #expect(!text.contains("GeometryReader"), "\(text)")
        try LayoutCheck.enginesAgree(translation.spec, spec, sizes: IdiomTests.sweep)
    }
}
