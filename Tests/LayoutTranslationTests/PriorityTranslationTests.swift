import Foundation
import LayoutCore
import LayoutHarness
import LayoutTesting
import StackLayout
import SwiftSourceImport
import SwiftUI
import Testing

@testable import LayoutTranslation

/// Priorities below required in a chain pinned at both ends (`StackRecognizer+Priorities.swift`):
/// the view of lowest compression resistance gives way first when the chain is too short —
/// the stretched view losing its minimum, or another one `.frame(minWidth: 0, maxWidth:
/// intrinsic).layoutPriority(1)`. Golden SwiftUI compiled here, engines agreeing over a
/// sweep (both sides of the point where the views stop fitting), hand-worked frames.
@Suite struct PriorityTranslationTests {
    enum Case: String, CaseIterable {
        /// A title (hugging 251, compression resistance 749) and a value (250, 750) on one
        /// row: the value stretches, the title gives way.
        case labelGivesWay = "label-gives-way"
        /// A button (hugging 251, resistance 751) and a text field (250, 750), as
        /// SpecialCase.storyboard's alert row: the field both stretches and gives way.
        case fieldGivesWay = "field-gives-way"
    }

    static var views: [Case: any View] { [.labelGivesWay: LabelGivesWay(), .fieldGivesWay: FieldGivesWay()] }

    static func json(_ idiom: Case) -> String {
        switch idiom {
        case .labelGivesWay:
            #"""
            { "format": "layoutlab.constraints/1", "name": "label-gives-way",
              "views": [ { "id": "title", "intrinsicSize": { "width": 200, "height": 20 }, "hugging": { "horizontal": 251 },
                           "compressionResistance": { "horizontal": 749 } },
                         { "id": "value", "intrinsicSize": { "width": 150, "height": 20 } } ],
              "constraints": [ "title.leading == root.leading + 16", "value.leading == title.trailing + 8",
                "value.trailing == root.trailing - 16", "title.top == root.top + 20", "value.top == root.top + 20" ] }
            """#
        case .fieldGivesWay:
            #"""
            { "format": "layoutlab.constraints/1", "name": "field-gives-way",
              "views": [ { "id": "button", "intrinsicSize": { "width": 173, "height": 30 }, "hugging": { "horizontal": 251 },
                           "compressionResistance": { "horizontal": 751 } },
                         { "id": "field", "intrinsicSize": { "width": 226, "height": 34 } } ],
              "constraints": [ "button.leading == root.leading + 5", "field.leading == button.trailing + 5",
                "field.trailing == root.trailing - 5", "button.top == root.top + 20", "field.top == root.top + 20" ] }
            """#
        }
    }

    /// Frames worked by hand at width `w` (tops 20).
    static func expectedFrames(_ idiom: Case, _ w: Double) -> [String: Rect] {
        switch idiom {
        case .labelGivesWay:
            // w − 16 − 16 − 8 = w − 40 for both. At least 350: the title keeps 200, the value
            // takes w − 240. Less: the value keeps 150, the title w − 190 (185 at 375).
            let title = w - 40 >= 350 ? 200 : w - 190
            return [
                "title": Rect(x: 16, y: 20, width: title, height: 20),
                "value": Rect(x: 24 + title, y: 20, width: w - 40 - title, height: 20),
            ]
        case .fieldGivesWay:
            // The button keeps 173 at 5; the field from 183 to w − 5, below its 226 when
            // w < 414 (132 at 320).
            return [
                "button": Rect(x: 5, y: 20, width: 173, height: 30),
                "field": Rect(x: 183, y: 20, width: w - 188, height: 34),
            ]
        }
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
    func compiledGoldenAndItsReadBackLayOutLikeTheConstraints(_ idiom: Case) throws {
        let spec = try constraintSpec(Self.json(idiom))
        let view = try #require(Self.views[idiom])
        try LayoutCheck.enginesAgree(
            ViewSpec(name: idiom.rawValue, environment: StackRecognizer.environment(for: spec), view), spec,
            sizes: GridRowsTranslationTests.sweep)
        let readBack = try readBackView(try Self.text(idiom), file: "\(idiom.rawValue).swift")
        try LayoutCheck.enginesAgree(readBack, spec, sizes: GridRowsTranslationTests.sweep)
    }

    @Test(arguments: Case.allCases)
    func framesMatchTheHandCalculation(_ idiom: Case) throws {
        let stacks = try ConstraintsToStacks.translate(try constraintSpec(Self.json(idiom))).spec
        for w in [320.0, 375, 600] {
            var engine = StackLayoutEngine(stacks)
            let solution = engine.solve(in: SolveSize(width: w, height: 667))
            for (id, frame) in Self.expectedFrames(idiom, w).sorted(by: { $0.key < $1.key }) {
                let actual = try #require(solution.frames.first { $0.id == id }?.frame)
                #expect(Tolerance.distance(actual, frame) <= Tolerance.frame, "\(idiom.rawValue) \(id) at \(w)")
            }
        }
    }

    /// A field (hugging 249) beside a measured button (its title a helper label the button
    /// hugs, as `import --measure-text` writes it): the button counts as sized by its
    /// content, so the field stretches and the button keeps its title's width. Before, the
    /// button (a view with a subview) stopped the rule and the field kept 200, the row
    /// centred: the translation failed its verification.
    @Test func aMeasuredButtonKeepsItsTitlesWidthBesideAStretchedField() throws {
        let spec = try constraintSpec(
            #"""
            { "format": "layoutlab.constraints/1", "name": "search-row",
              "views": [ { "id": "field", "intrinsicSize": { "width": 200, "height": 34 }, "hugging": { "horizontal": 249 } },
                         { "id": "go" },
                         { "id": "title", "parent": "go", "text": { "string": "Search", "font": { "size": 15 } },
                           "hugging": { "horizontal": 1000, "vertical": 1000 },
                           "compressionResistance": { "horizontal": 1000, "vertical": 1000 } } ],
              "constraints": [ "field.leading == root.leading + 20", "go.leading == field.trailing + 8",
                "go.trailing == root.trailing - 20", "field.top == root.top + 20", "go.top == root.top + 20",
                "title.left == go.left", "title.top == go.top + 6",
                "go.width <= title.width @250", "go.width >= title.width @750",
                "go.height <= title.height + 12 @250", "go.height >= title.height + 12 @750" ] }
            """#)
        let translation = try ConstraintsToStacks.translate(spec, helperIDs: ["title"])
        let text = try SwiftUISource.file(translation.spec, typeName: "SearchRow")
        #expect(text.contains(".frame(minWidth: 200, maxWidth: .infinity)"), "\(text)")
        #expect(text.contains("Text(\"Search\")"))
    }

    @Test func theViewThatGivesWayIsServedFirst() throws {
        let text = try Self.text(.labelGivesWay)
        #expect(text.contains(".frame(minWidth: 0, maxWidth: 200)"))
        #expect(text.contains(".layoutPriority(1)"))
        #expect(!(try Self.text(.fieldGivesWay)).contains("minWidth: 226"))
    }
}
