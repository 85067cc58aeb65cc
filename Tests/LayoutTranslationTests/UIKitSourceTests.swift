import ConstraintLayout
import LayoutCore
import LayoutHarness
import LayoutTesting
import SwiftSourceImport
import Testing

@testable import LayoutTranslation

/// `UIKitSource`: constraint specs → UIKit anchor code, read back by SwiftSourceImport to the
/// same constraints (compared one by one, VFL expanded) and the same frames.
@Suite("Constraints → UIKit anchor code")
struct UIKitSourceTests {
    static var specs: [(name: String, json: String)] {
        // adaptive-split has an equal-gaps constraint: no anchor form (named below).
        Corpus.translatableEntries.filter { ["pricing-rows", "country-details", "pro-rows"].contains($0.name) }.map {
            ($0.name, $0.constraintSpec)
        }
            // layout-margins: SwiftSourceImport does not read `directionalLayoutMargins` yet;
            // equal-spacing, hugging-stretch, sibling-centre, fill-alignment,
            // proportional-by-content, bottom-anchored, margin-centred, redundant-minimum,
            // lengthless-fill, hung-chain, squeezed-columns, settings-panel, square-photo,
            // photo-over-picker:
            // unlabelled intrinsic sizes; scroll-form: its content area is the importer's helper
            // view `scroll--content` (no Swift name; UIKit's is the contentLayoutGuide);
            // button-row, button-on-stepper: its buttons' titles are the importer's helper labels `ok--title` (no
            // Swift name; UIKit's is the button's titleLabel).
            + Idiom.allCases.filter {
                ![
                    .equalGaps, .layoutMargins, .equalSpacing, .huggingStretch, .siblingCentre, .fillAlignment,
                    .proportionalByContent, .bottomAnchored, .marginCentred, .redundantMinimum, .scrollView,
                    .lengthlessFill, .hungChain, .squeezedColumns, .settingsPanel, .buttonRow,
                    .buttonOnStepper, .squarePhoto, .photoOverPicker,
                ]
                .contains($0)
            }.map {
                ($0.rawValue, $0.json)
            }
    }

    /// Each constraint as text (`a.top == root.top + 20 @750 # id`), sorted: the order
    /// of activation is not part of a layout.
    static func constraintTexts(_ spec: ConstraintSpec) throws -> [String] {
        try ConstraintLayoutEngine(spec).constraints.filter { $0.path.hasPrefix("constraints") }
            .map { $0.description }.sorted()
    }

    @Test(arguments: specs.map(\.name))
    func anchorCodeReadsBackToTheSameConstraints(_ name: String) throws {
        let json = try #require(Self.specs.first { $0.name == name }?.json)
        let spec = try constraintSpec(json)
        let source = try UIKitSource.make(spec, typeName: UIKitSource.typeName(for: name))
        let imported = try SwiftSource.read(source, file: "\(name).swift")
        guard case .constraints(let readBack) = imported.document else {
            Issue.record("the UIKit source did not read back as a constraint spec")
            return
        }
        #expect(try Self.constraintTexts(readBack) == Self.constraintTexts(spec))
        #expect(readBack.views.map(\.id).sorted() == spec.views.map(\.id).sorted())
        // Labels included: the importer measures a UILabel's text in its font as the
        // constraint engine measures a spec's `text`.
        let sizes = [Size(width: 320, height: 568), Size(width: 375, height: 667), Size(width: 1032, height: 1376)]
        for size in sizes {
            let expected = try ConstraintLayoutEngine(spec).solve(in: size)
            let actual = try ConstraintLayoutEngine(readBack).solve(in: size)
            for frame in expected.frames {
                let other = try #require(actual.frames.first { $0.id == frame.id }?.frame)
                #expect(Tolerance.distance(other, frame.frame) <= Tolerance.frame, "\(name) \(frame.id) at \(size)")
            }
        }
    }

    @Test func aSoftConstraintKeepsItsPriorityAndAName() throws {
        let source = try UIKitSource.make(try constraintSpec(Idiom.readableWidth.json), typeName: "ReadableWidth")
        #expect(
            source.contains(
                "let fieldLeading = field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)"))
        #expect(source.contains("fieldLeading.priority = UILayoutPriority(750)"))
        #expect(source.contains("field.widthAnchor.constraint(lessThanOrEqualToConstant: 400),"))
    }

    @Test func anEqualGapsConstraintIsNamedAsHavingNoAnchorForm() throws {
        #expect {
            _ = try UIKitSource.make(try constraintSpec(Idiom.equalGaps.json), typeName: "EqualGaps")
        } throws: { error in
            guard case TranslationError.noUIKitForm(let notes) = error else { return false }
            return notes.map(\.view) == ["equal-gaps"]
        }
    }

    @Test func labelsCarryTheirTextFontLinesAndLineBreakMode() throws {
        let spec = try constraintSpec(
            """
            { "format": "layoutlab.constraints/1", "name": "caption",
              "views": [ { "id": "caption", "text": { "string": "Line one\\nand \\"two\\"", "font": { "size": 13, "weight": "semibold" },
                           "numberOfLines": 2, "lineBreakMode": "byTruncatingMiddle" } } ],
              "constraints": [ "H:|-16-[caption]-16-|", "caption.top == root.top + 20" ] }
            """)
        let source = try UIKitSource.make(spec, typeName: "Caption")
        #expect(source.contains(#"caption.text = "Line one\nand \"two\"""#))
        #expect(source.contains("caption.font = .systemFont(ofSize: 13, weight: .semibold)"))
        #expect(source.contains("caption.numberOfLines = 2"))
        #expect(source.contains("caption.lineBreakMode = .byTruncatingMiddle"))
    }

    @Test func anUnlabelledIntrinsicSizeIsNamed() throws {
        let spec = try constraintSpec(
            """
            { "format": "layoutlab.constraints/1", "name": "country-details",
              "views": [ { "id": "name0", "intrinsicSize": { "width": 60, "height": 21 } } ],
              "constraints": [ "name0.left == root.left + 16", "name0.top == root.top" ] }
            """)
        #expect {
            _ = try UIKitSource.make(spec, typeName: "CountryDetails")
        } throws: { error in
            guard case TranslationError.noUIKitForm(let notes) = error else { return false }
            return notes.contains { $0.view == "name0" && $0.reason.contains("intrinsic size") }
        }
    }
}
