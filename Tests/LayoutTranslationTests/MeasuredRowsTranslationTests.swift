import Foundation
import LayoutCore
import LayoutTesting
import StackLayout
import SwiftSourceImport
import SwiftUI
import Testing

@testable import LayoutTranslation

/// PhoneNumberKit's options with their labels measured (`migrate --measure-text`, issue 17):
/// an `equalCentering` column of rows, each a label beside a switch. With measured labels no
/// row has a constant height, so the column is written as equal gaps (rows of one font are
/// alike: verified), and a horizontal stack view's `fill` alignment makes each label as tall
/// as its row (31, the switch), which SwiftUI spells with a frame of unlimited height in a
/// row of fixed vertical size (docs/TRANSLATION.md "Rows of measured labels"). Golden
/// `Golden/MeasuredOptionRows.swift` (compiled in this target through the SwiftUI shim).
@Suite("Constraints → stacks: rows of measured labels")
struct MeasuredRowsTranslationTests {
    static let name = "measured-option-rows"

    /// Three rows (`withPrefix`, `withFlag`, `withExamplePlaceholder`, 17 pt, one line, hugging
    /// 251; switches 49 × 31, hugging 750) in a column pinned 36 from both sides and at its
    /// top only.
    static let json = #"""
        { "format": "layoutlab.constraints/1", "name": "measured-option-rows",
          "views": [ { "id": "prefixLabel", "text": { "string": "withPrefix", "font": { "size": 17 } },
                       "hugging": { "horizontal": 251, "vertical": 251 } },
                     { "id": "prefixSwitch", "intrinsicSize": { "width": 49, "height": 31 },
                       "hugging": { "horizontal": 750, "vertical": 750 } },
                     { "id": "flagLabel", "text": { "string": "withFlag", "font": { "size": 17 } },
                       "hugging": { "horizontal": 251, "vertical": 251 } },
                     { "id": "flagSwitch", "intrinsicSize": { "width": 49, "height": 31 },
                       "hugging": { "horizontal": 750, "vertical": 750 } },
                     { "id": "exampleLabel", "text": { "string": "withExamplePlaceholder", "font": { "size": 17 } },
                       "hugging": { "horizontal": 251, "vertical": 251 } },
                     { "id": "exampleSwitch", "intrinsicSize": { "width": 49, "height": 31 },
                       "hugging": { "horizontal": 750, "vertical": 750 } } ],
          "stackViews": [
            { "id": "options", "axis": "vertical", "distribution": "equalCentering", "spacing": 8,
              "arrangedSubviews": [ "prefix", "flag", "example" ] },
            { "id": "prefix", "axis": "horizontal", "arrangedSubviews": [ "prefixLabel", "prefixSwitch" ] },
            { "id": "flag", "axis": "horizontal", "arrangedSubviews": [ "flagLabel", "flagSwitch" ] },
            { "id": "example", "axis": "horizontal", "arrangedSubviews": [ "exampleLabel", "exampleSwitch" ] } ],
          "constraints": [ "options.leading == root.leading + 36", "options.trailing == root.trailing - 36",
            "options.top == root.top + 130" ] }
        """#

    static func translation() throws -> StackTranslation {
        try ConstraintsToStacks.translate(try constraintSpec(json))
    }

    @Test func translationMatchesItsGoldenFile() throws {
        let stacks = try Self.translation().spec
        let text =
            GoldenSwiftUITests.header(Self.name) + (try SwiftUISource.file(stacks, typeName: "MeasuredOptionRows"))
        try GoldenSwiftUITests.expectGolden(text, typeName: "MeasuredOptionRows")
        #expect(text.contains(".frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)"), "\(text)")
        #expect(text.contains(".fixedSize(horizontal: false, vertical: true)"), "\(text)")
        #expect(text.contains("VStack(spacing: 8)"), "\(text)")
    }

    @Test func theCompiledGoldenAndItsTextReadBackLayOutLikeTheConstraints() throws {
        let spec = try constraintSpec(Self.json)
        let environment = StackRecognizer.environment(for: spec)
        try LayoutCheck.enginesAgree(
            ViewSpec(name: Self.name, environment: environment, MeasuredOptionRows()), spec, sizes: IdiomTests.sweep)
        let text = try SwiftUISource.file(try Self.translation().spec, typeName: "MeasuredOptionRows")
        let readBack = try readBackView(text, file: "MeasuredOptionRows.swift")
        try LayoutCheck.enginesAgree(readBack, spec, sizes: IdiomTests.sweep)
    }

    /// By hand: a 17-pt line is shorter than the switch's 31, so every row is 31 high and the
    /// labels are stretched to it; rows of one height have the minimum gaps, 8: rows at y 130,
    /// 169 and 208. The column is W − 72 wide from x 36; in a row the label (hugging 251)
    /// takes what the switch (750) leaves: W − 72 − 49 wide, the switch at its end.
    @Test(arguments: [375.0, 1024])
    func framesMatchTheHandCalculation(_ width: Double) throws {
        let translation = try Self.translation()
        #expect(translation.spec.root.kind != .geometryReader, "a stack form")
        #expect(translation.approximatedViews.isEmpty, "\(translation.approximatedViews)")
        var engine = StackLayoutEngine(translation.spec)
        let solution = engine.solve(in: SolveSize(width: width, height: 667))
        let label = width - 72 - 49
        var expected = [("options", Rect(x: 36, y: 130, width: width - 72, height: 3 * 31 + 2 * 8))]
        for (index, row) in ["prefix", "flag", "example"].enumerated() {
            let y = 130 + Double(index) * (31 + 8)
            expected += [
                (row, Rect(x: 36, y: y, width: width - 72, height: 31)),
                (row + "Label", Rect(x: 36, y: y, width: label, height: 31)),
                (row + "Switch", Rect(x: 36 + label, y: y, width: 49, height: 31)),
            ]
        }
        for (id, frame) in expected {
            let actual = try #require(solution.frames.first { $0.id == id }?.frame)
            #expect(Tolerance.distance(actual, frame) <= Tolerance.frame, "\(id) at \(width): \(actual)")
        }
    }
}
