import ConstraintLayout
import Foundation
import LayoutCore
import LayoutTesting
import StackLayout
import SwiftSourceImport
import SwiftUI
import Testing

@testable import LayoutTranslation

/// PhoneNumberKit's CustomCell with its labels measured (`migrate --measure-text`, issue
/// 17): a vertical `fill` stack view pinned at both ends of a cell holds three rows, each a
/// horizontal stack view of two measured labels. UIKit stretches the last row (equal hugging,
/// 251: the last of equals) and its `fill` alignment makes both labels as tall as the row; the
/// other rows are a line tall. SwiftUI: the last row `.frame(maxHeight: .infinity)`, its
/// labels `.frame(maxHeight: .infinity, alignment: .leading)` (docs/TRANSLATION.md "A
/// stretched row of measured labels"). Golden `Golden/StretchedLabelRows.swift` (compiled
/// in this target through the SwiftUI shim).
@Suite("Constraints → stacks: a stretched row of measured labels")
struct StretchedLabelRowsTranslationTests {
    static let name = "stretched-label-rows"

    /// Rows `prefix`, `flag`, `name` of a caption (hugging 251) and a value ("Label", hugging
    /// 251), 17 pt, spacing 8; the column 16 from the sides and 8 from the top and bottom.
    static let json = #"""
        { "format": "layoutlab.constraints/1", "name": "stretched-label-rows",
          "views": [ { "id": "prefixCaption", "text": { "string": "Prefix:", "font": { "size": 17 } },
                       "hugging": { "horizontal": 251, "vertical": 251 } },
                     { "id": "prefixValue", "text": { "string": "Label", "font": { "size": 17 } },
                       "hugging": { "horizontal": 251, "vertical": 251 } },
                     { "id": "flagCaption", "text": { "string": "Flag:", "font": { "size": 17 } },
                       "hugging": { "horizontal": 251, "vertical": 251 } },
                     { "id": "flagValue", "text": { "string": "Label", "font": { "size": 17 } },
                       "hugging": { "horizontal": 251, "vertical": 251 } },
                     { "id": "nameCaption", "text": { "string": "Name:", "font": { "size": 17 } },
                       "hugging": { "horizontal": 251, "vertical": 251 } },
                     { "id": "nameValue", "text": { "string": "Label", "font": { "size": 17 } },
                       "hugging": { "horizontal": 251, "vertical": 251 } } ],
          "stackViews": [
            { "id": "column", "axis": "vertical", "arrangedSubviews": [ "prefix", "flag", "name" ] },
            { "id": "prefix", "axis": "horizontal", "spacing": 8, "arrangedSubviews": [ "prefixCaption", "prefixValue" ] },
            { "id": "flag", "axis": "horizontal", "spacing": 8, "arrangedSubviews": [ "flagCaption", "flagValue" ] },
            { "id": "name", "axis": "horizontal", "spacing": 8, "arrangedSubviews": [ "nameCaption", "nameValue" ] } ],
          "constraints": [ "column.leading == root.leading + 16", "root.trailing == column.trailing + 16",
            "column.top == root.top + 8", "root.bottom == column.bottom + 8" ] }
        """#

    static func translation() throws -> StackTranslation {
        try ConstraintsToStacks.translate(try constraintSpec(json))
    }

    @Test func translationMatchesItsGoldenFile() throws {
        let text =
            GoldenSwiftUITests.header(Self.name)
            + (try SwiftUISource.file(try Self.translation().spec, typeName: "StretchedLabelRows"))
        try GoldenSwiftUITests.expectGolden(text, typeName: "StretchedLabelRows")
        #expect(text.contains(".frame(maxHeight: .infinity, alignment: .leading)"), "\(text)")
        #expect(!text.contains("GeometryReader"), "\(text)")
    }

    @Test func theCompiledGoldenAndItsTextReadBackLayOutLikeTheConstraints() throws {
        let spec = try constraintSpec(Self.json)
        let environment = StackRecognizer.environment(for: spec)
        try LayoutCheck.enginesAgree(
            ViewSpec(name: Self.name, environment: environment, StretchedLabelRows()), spec, sizes: IdiomTests.sweep)
        let text = try SwiftUISource.file(try Self.translation().spec, typeName: "StretchedLabelRows")
        let readBack = try readBackView(text, file: "StretchedLabelRows.swift")
        try LayoutCheck.enginesAgree(readBack, spec, sizes: IdiomTests.sweep)
    }

    /// By hand, W × H, with the line height h and each caption's width c read from the
    /// constraint engine's frames of the first row's caption and of each caption (the text's
    /// measure, which the hand cannot take): the column (16, 8, W − 32, H − 16); rows
    /// `prefix` and `flag` a line tall at y 8 and 8 + h; the `name` row takes the rest, at
    /// y 8 + 2h, H − 16 − 2h tall, both its labels that tall. In a row the caption (the first
    /// of equal hugging) keeps its width c at x 16, the value takes the rest, W − 40 − c at
    /// x 24 + c.
    @Test(arguments: [Size(width: 375, height: 667), Size(width: 768, height: 300)])
    func framesMatchTheHandCalculation(_ size: Size) throws {
        let translation = try Self.translation()
        #expect(translation.spec.root.kind != .geometryReader, "a stack form")
        #expect(translation.approximatedViews.isEmpty, "\(translation.approximatedViews)")
        let solved = try ConstraintLayoutEngine(try constraintSpec(Self.json)).solve(in: size)
        func measured(_ id: String) throws -> Rect { try #require(solved.frames.first { $0.id == id }?.frame) }
        let h = try measured("prefixCaption").height
        let (W, H) = (size.width, size.height)
        var expected = [("column", Rect(x: 16, y: 8, width: W - 32, height: H - 16))]
        for (index, row) in ["prefix", "flag", "name"].enumerated() {
            let y = 8 + Double(index) * h
            let height = index == 2 ? H - 16 - 2 * h : h
            let c = try measured(row + "Caption").width
            expected += [
                (row, Rect(x: 16, y: y, width: W - 32, height: height)),
                (row + "Caption", Rect(x: 16, y: y, width: c, height: height)),
                (row + "Value", Rect(x: 24 + c, y: y, width: W - 40 - c, height: height)),
            ]
        }
        var engine = StackLayoutEngine(translation.spec)
        let solution = engine.solve(in: SolveSize(width: W, height: H))
        for (id, frame) in expected {
            let actual = try #require(solution.frames.first { $0.id == id }?.frame)
            #expect(Tolerance.distance(actual, frame) <= Tolerance.frame, "\(id) at \(size): \(actual)")
            #expect(Tolerance.distance(try measured(id), frame) <= Tolerance.frame, "\(id) at \(size)")
        }
    }
}
