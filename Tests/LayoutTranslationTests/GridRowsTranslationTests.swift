import Foundation
import LayoutCore
import LayoutHarness
import LayoutTesting
import StackLayout
import SwiftSourceImport
import SwiftUI
import Testing

@testable import LayoutTranslation

/// Views chained across and down at once (`StackRecognizer+Grids.swift`): a form's rows of
/// label + field hung from the row above, a button centred above a stepper beside a text
/// view, two views of a column beside another. Each translates to stacks; its SwiftUI text
/// is the golden file (compiled here through the SwiftUI shim); the compiled golden and the
/// golden text read back by SwiftSourceImport lay out like the constraints over a sweep; and
/// the frames match the hand calculation.
@Suite struct GridRowsTranslationTests {
    enum Case: String, CaseIterable {
        /// STResizeHorizontalViewController's form: a search field and its button, then a
        /// label and a field hung from them (`label.top == search.bottom + 12`, `field.top ==
        /// go.bottom + 8`), then a button under the field.
        case formRows = "form-rows"
        /// A reload button centred above a stepper (`reload.centerX == stepper.centerX`),
        /// level with a text view's top, the stepper beside the text view.
        case columnBesideText = "column-beside-text"
        /// Two views of a column sharing their edges (`bottom.leading == top.leading`),
        /// the lower also chained after a view on its left.
        case alignedColumns = "aligned-columns"
        /// The same column with `bottom.height == 2 × top.height`: a proportion to a sibling
        /// in a container that is not the root (`StackRecognizer+Proportions.swift`).
        case proportionInColumn = "proportion-in-column"
        /// A separator 15 below a title and a switch 30 below it, side by side with no chain
        /// across: one row of the chain, a `ZStack(alignment: .top)`.
        case separatorBesideSwitch = "separator-beside-switch"
    }

    static var views: [Case: any View] {
        [
            .formRows: FormRows(), .columnBesideText: ColumnBesideText(), .alignedColumns: AlignedColumns(),
            .proportionInColumn: ProportionInColumn(), .separatorBesideSwitch: SeparatorBesideSwitch(),
        ]
    }

    static func json(_ idiom: Case) -> String {
        switch idiom {
        case .formRows:
            #"""
            { "format": "layoutlab.constraints/1", "name": "form-rows",
              "views": [ { "id": "search", "intrinsicSize": { "width": 200, "height": 30 }, "hugging": { "horizontal": 249 } },
                         { "id": "go", "intrinsicSize": { "width": 48, "height": 30 } },
                         { "id": "name", "intrinsicSize": { "width": 46, "height": 21 }, "hugging": { "horizontal": 251 } },
                         { "id": "field", "intrinsicSize": { "width": 200, "height": 30 } },
                         { "id": "more", "intrinsicSize": { "width": 67, "height": 30 } } ],
              "constraints": [ "search.top == root.top + 40", "go.top == root.top + 40",
                "search.leading == root.leading + 20", "go.leading == search.trailing + 8",
                "go.trailing == root.trailing - 20", "name.top == search.bottom + 12", "field.top == go.bottom + 8",
                "name.leading == root.leading + 20", "field.leading == name.trailing + 8",
                "field.trailing == root.trailing - 20", "more.top == field.bottom + 8",
                "more.trailing == root.trailing - 20" ] }
            """#
        case .columnBesideText:
            #"""
            { "format": "layoutlab.constraints/1", "name": "column-beside-text",
              "views": [ { "id": "notes" }, { "id": "reload", "intrinsicSize": { "width": 97, "height": 30 } },
                         { "id": "stepper", "intrinsicSize": { "width": 94, "height": 32 } } ],
              "constraints": [ "notes.leading == root.leading + 10", "notes.top == root.top + 100", "notes.height == 150",
                "reload.top == notes.top", "reload.centerX == stepper.centerX", "stepper.top == reload.bottom + 10",
                "stepper.leading == notes.trailing + 10", "stepper.trailing == root.trailing - 10" ] }
            """#
        case .alignedColumns:
            #"""
            { "format": "layoutlab.constraints/1", "name": "aligned-columns",
              "views": [ { "id": "left" }, { "id": "top" }, { "id": "bottom" } ],
              "constraints": [ "left.leading == root.leading + 16", "left.top == root.top + 20",
                "left.bottom == root.bottom - 20", "left.width == 100", "bottom.leading == left.trailing + 8",
                "bottom.leading == top.leading", "bottom.trailing == top.trailing", "top.trailing == root.trailing - 16",
                "top.top == left.top", "bottom.top == top.bottom + 8", "bottom.bottom == left.bottom",
                "top.height == 60" ] }
            """#
        case .proportionInColumn:
            #"""
            { "format": "layoutlab.constraints/1", "name": "proportion-in-column",
              "views": [ { "id": "left" }, { "id": "top" }, { "id": "bottom" } ],
              "constraints": [ "left.leading == root.leading + 16", "left.top == root.top + 20",
                "left.bottom == root.bottom - 20", "left.width == 100", "top.leading == left.trailing + 8",
                "top.trailing == root.trailing - 16", "bottom.leading == top.leading", "bottom.trailing == top.trailing",
                "top.top == left.top", "bottom.top == top.bottom + 8", "bottom.bottom == left.bottom",
                "bottom.height == 2 * top.height" ] }
            """#
        case .separatorBesideSwitch:
            #"""
            { "format": "layoutlab.constraints/1", "name": "separator-beside-switch",
              "views": [ { "id": "title", "intrinsicSize": { "height": 30 } },
                         { "id": "line" }, { "id": "toggle", "intrinsicSize": { "width": 51, "height": 31 } } ],
              "constraints": [ "title.top == root.top + 20", "title.leading == root.leading + 16",
                "title.trailing == root.trailing - 16", "toggle.top == title.bottom + 30",
                "toggle.trailing == root.trailing - 16", "line.top == title.bottom + 15",
                "line.leading == root.leading + 16", "line.trailing == root.trailing", "line.height == 1" ] }
            """#
        }
    }

    /// Frames worked by hand at 375 × 667 and 320 × 480.
    static func expectedFrames(_ idiom: Case, _ w: Double, _ h: Double) -> [String: Rect] {
        switch idiom {
        case .formRows:
            // Row 1 at y 40: go 48 wide at the right edge less 20; search (lowest hugging)
            // stretches from 20 to 8 before it: w − 20 − 20 − 8 − 48. Row 2 hangs from row 1's
            // bottom (70): the label 12 below (82), the field 8 below (78), the field from
            // 20 + 46 + 8 = 74 to w − 20. `more` 8 below the field's bottom (108): 116.
            [
                "search": Rect(x: 20, y: 40, width: w - 96, height: 30),
                "go": Rect(x: w - 68, y: 40, width: 48, height: 30),
                "name": Rect(x: 20, y: 82, width: 46, height: 21),
                "field": Rect(x: 74, y: 78, width: w - 94, height: 30),
                "more": Rect(x: w - 87, y: 116, width: 67, height: 30),
            ]
        case .columnBesideText:
            // The stepper 94 wide ends 10 before the right edge: x = w − 104, y = 100 + 30 + 10.
            // The reload button (97) centred on it: x = w − 104 + 47 − 48.5 = w − 105.5. The
            // text view from 10 to 10 before the stepper: width w − 104 − 20.
            [
                "notes": Rect(x: 10, y: 100, width: w - 124, height: 150),
                "reload": Rect(x: w - 105.5, y: 100, width: 97, height: 30),
                "stepper": Rect(x: w - 104, y: 140, width: 94, height: 32),
            ]
        case .alignedColumns:
            // left: 16…116, 20…h − 20. The column from 116 + 8 = 124 to w − 16; top 60 high
            // at 20, bottom 8 below it (88) down to left's bottom (h − 20).
            [
                "left": Rect(x: 16, y: 20, width: 100, height: h - 40),
                "top": Rect(x: 124, y: 20, width: w - 140, height: 60),
                "bottom": Rect(x: 124, y: 88, width: w - 140, height: h - 108),
            ]
        case .proportionInColumn:
            // The column is h − 40 long from y 20: top + 8 + 2·top = h − 40, so top = (h − 48) / 3
            // (206.33 at 667), bottom twice that from 20 + top + 8.
            [
                "left": Rect(x: 16, y: 20, width: 100, height: h - 40),
                "top": Rect(x: 124, y: 20, width: w - 140, height: (h - 48) / 3),
                "bottom": Rect(x: 124, y: 28 + (h - 48) / 3, width: w - 140, height: 2 * (h - 48) / 3),
            ]
        case .separatorBesideSwitch:
            // The title from 20 to 50; the line 15 below (65), from 16 to the right edge; the
            // switch 30 below (80), 16 from the right edge: x = w − 16 − 51.
            [
                "title": Rect(x: 16, y: 20, width: w - 32, height: 30),
                "line": Rect(x: 16, y: 65, width: w - 16, height: 1),
                "toggle": Rect(x: w - 67, y: 80, width: 51, height: 31),
            ]
        }
    }

    static let sweep: [Size] = [300.0, 360, 414, 600, 768, 1024, 1366].flatMap { w in
        [250.0, 568, 740, 1024, 1400].map { Size(width: w, height: $0) }
    }

    static func text(_ idiom: Case) throws -> String {
        let spec = try constraintSpec(json(idiom))
        let stacks = try ConstraintsToStacks.translate(spec).spec
        return GoldenSwiftUITests.header(idiom.rawValue)
            + (try SwiftUISource.file(stacks, typeName: SwiftUISource.typeName(for: spec.name)))
    }

    @Test(arguments: Case.allCases)
    func translationMatchesItsGoldenFile(_ idiom: Case) throws {
        try GoldenSwiftUITests.expectGolden(
            try Self.text(idiom), typeName: SwiftUISource.typeName(for: idiom.rawValue))
    }

    @Test(arguments: Case.allCases)
    func compiledGoldenLaysOutLikeTheConstraints(_ idiom: Case) throws {
        let view = try #require(Self.views[idiom])
        let spec = try constraintSpec(Self.json(idiom))
        try LayoutCheck.enginesAgree(
            ViewSpec(name: idiom.rawValue, environment: StackRecognizer.environment(for: spec), view), spec,
            sizes: Self.sweep)
    }

    @Test(arguments: Case.allCases)
    func goldenTextReadBackBySwiftSourceImportLaysOutAlike(_ idiom: Case) throws {
        let spec = try readBackView(try Self.text(idiom), file: "\(idiom.rawValue).swift")
        try LayoutCheck.enginesAgree(spec, try constraintSpec(Self.json(idiom)), sizes: Self.sweep)
    }

    @Test(arguments: Case.allCases)
    func framesMatchTheHandCalculation(_ idiom: Case) throws {
        let stacks = try ConstraintsToStacks.translate(try constraintSpec(Self.json(idiom))).spec
        for (w, h) in [(375.0, 667.0), (320, 480)] {
            var engine = StackLayoutEngine(stacks)
            let solution = engine.solve(in: SolveSize(width: w, height: h))
            for (id, frame) in Self.expectedFrames(idiom, w, h).sorted(by: { $0.key < $1.key }) {
                let actual = try #require(solution.frames.first { $0.id == id }?.frame)
                #expect(Tolerance.distance(actual, frame) <= Tolerance.frame, "\(idiom.rawValue) \(id) at \(w)×\(h)")
            }
        }
    }

    /// The rows are stacks across with their members' offsets, not a fallback.
    @Test func rowsAreStacksAcross() throws {
        let form = try Self.text(.formRows)
        #expect(form.contains("HStack(alignment: .top, spacing: 8)"))
        #expect(form.contains(".padding(.top, 4)"))
        #expect(!form.contains("GeometryReader"))
        #expect(try Self.text(.columnBesideText).contains("VStack(spacing: 10)"))
        #expect(try Self.text(.separatorBesideSwitch).contains("ZStack(alignment: .top)"))
        let column = try Self.text(.proportionInColumn)
        #expect(column.contains("GeometryReader { geometry in"))
        #expect(column.contains(".frame(height: (geometry.size.height - 8) / 3)"))
    }
}
