import ConstraintLayout
import LayoutCore
import LayoutHarness
import LayoutTesting
import SwiftSourceImport
import Testing

@testable import LayoutTranslation

/// `--to uikit` of a spec with variations, read back by `SwiftSourceImport`: the trait
/// method `applyVariations(for:)` becomes the spec's variations again — the same conditions,
/// constraints (as text, in order) and stack view properties, and the same frames under
/// every trait (docs/TRANSLATION.md "UIKit anchor code").
@Suite struct UIKitVariationRoundTripTests {
    /// The spec's UIKit code read back.
    static func readBack(_ spec: ConstraintSpec, _ typeName: String) throws -> ConstraintSpec {
        let source = try UIKitSource.make(spec, typeName: typeName)
        guard case .constraints(let readBack) = try SwiftSource.read(source, file: "\(typeName).swift").document else {
            throw SpecError(.invalidSpec, at: .file, "not read back as a constraint spec")
        }
        return readBack
    }

    /// The compiled constraints whose path starts with `prefix` (`constraints`,
    /// `variations[1]`), as text, in the order the engine lists them; a variation's are
    /// compiled as the spec's own (the engine lists those installed at a solve only then),
    /// keeping the paths they were read at.
    static func texts(_ spec: ConstraintSpec, _ prefix: String) throws -> [String] {
        var compiled = spec
        if let variation = spec.variations.first(where: { $0.path == prefix }) {
            compiled.constraints = variation.constraints
            compiled.variations = []
        }
        return try ConstraintLayoutEngine(compiled).constraints.filter { $0.path.hasPrefix(prefix) }.map(\.description)
    }

    /// The constraints, per variation its condition, constraints and stack view properties.
    static func expectSameVariations(_ readBack: ConstraintSpec, _ spec: ConstraintSpec) throws {
        #expect(try texts(readBack, "constraints").sorted() == texts(spec, "constraints").sorted())
        // Stack views' configuration (an arranged stack view's parent is its stack view when
        // read back, the root in a spec that leaves it out: not part of the layout).
        let configuration = { (stack: StackViewSpec) in
            "\(stack.id) \(stack.axis) \(stack.distribution) \(stack.alignment) \(stack.spacing) \(stack.arrangedSubviews)"
        }
        #expect(readBack.stackViews.map(configuration) == spec.stackViews.map(configuration))
        #expect(readBack.variations.count == spec.variations.count)
        for (index, (back, original)) in zip(readBack.variations, spec.variations).enumerated() {
            #expect(back.condition == original.condition)
            #expect(back.stackViews == original.stackViews)
            let path = "variations[\(index)]"
            #expect(back.path == path && original.path == path)
            #expect(try texts(readBack, path) == texts(spec, path), "\(path)")
        }
    }

    static func frames(_ spec: ConstraintSpec, _ size: Size, _ dynamicTypeSize: DynamicTypeSize? = nil) throws
        -> [String: Rect]
    {
        var spec = spec
        spec.dynamicTypeSize = dynamicTypeSize
        return try ConstraintLayoutEngine(spec).solve(in: size).frameIndex
    }

    @Test func twoSizeClassVariationsReadBack() throws {
        let spec = try constraintSpec(UIKitVariationTests.json)
        let readBack = try Self.readBack(spec, "PairViewController")
        try Self.expectSameVariations(readBack, spec)
        #expect(
            readBack.variations.map(\.condition.source) == [
                "verticalSizeClass == regular", "verticalSizeClass == compact",
            ])
        // Regular height (375 × 667, an iPhone in portrait): a over b, 8 apart, equal heights
        // (667 − 8) / 2 = 329.5, full width.
        let portrait = try Self.frames(readBack, Size(width: 375, height: 667))
        #expect(portrait["a"] == Rect(x: 0, y: 0, width: 375, height: 329.5))
        #expect(portrait["b"] == Rect(x: 0, y: 337.5, width: 375, height: 329.5))
        // Compact height (667 × 375, in landscape): side by side, (667 − 8) / 2 = 329.5 wide;
        // the soft `a.leading == root.leading + 4 @750` loses to `H:|[a]`.
        let landscape = try Self.frames(readBack, Size(width: 667, height: 375))
        #expect(landscape["a"] == Rect(x: 0, y: 0, width: 329.5, height: 375))
        #expect(landscape["b"] == Rect(x: 337.5, y: 0, width: 329.5, height: 375))
        // The lists: 7 constraints (`V:|[a]-8-[b]|` three, `H:|[a]|` and `H:|[b]|` two each),
        // and the same across plus the soft leading pin.
        #expect(try Self.texts(readBack, "variations[0]").count == 7)
        let compact = try Self.texts(readBack, "variations[1]")
        #expect(compact.count == 8)
        #expect(compact.filter { $0.contains(" @") } == ["a.leading == root.leading + 4 @defaultHigh"])
    }

    @Test func countryDetailsReadsBackWithItsAccessibilityRows() throws {
        let json = try #require(Corpus.translatableEntries.first { $0.name == "country-details" }?.constraintSpec)
        let spec = try constraintSpec(json)
        let readBack = try Self.readBack(spec, "CountryDetailsViewController")
        try Self.expectSameVariations(readBack, spec)
        #expect(readBack.variations.map(\.condition.source) == ["isAccessibilitySize"])
        #expect(readBack.variations.first?.stackViews.map(\.id) == ["r0", "r1", "r2"])
        #expect(readBack.variations.first?.stackViews.first?.axis == .vertical)
        for (size, dynamicType) in [
            (Size(width: 375, height: 667), nil), (Size(width: 667, height: 375), nil),
            (Size(width: 375, height: 667), DynamicTypeSize.accessibility2),
        ] {
            let expected = try Self.frames(spec, size, dynamicType)
            let actual = try Self.frames(readBack, size, dynamicType)
            for (id, frame) in expected.sorted(by: { $0.key < $1.key }) {
                let other = try #require(actual[id], "\(id)")
                #expect(
                    Tolerance.distance(other, frame) <= Tolerance.frame,
                    "\(id) at \(size) \(String(describing: dynamicType))")
            }
        }
        // At accessibility2 the rows are vertical: each value under its name, both the row's
        // width (375 − 32 = 343) at x = 16.
        let large = try Self.frames(readBack, Size(width: 375, height: 667), .accessibility2)
        let name0 = try #require(large["name0"])
        let value0 = try #require(large["value0"])
        #expect(name0.x == 16 && value0.x == 16 && name0.width == 343 && value0.width == 343)
        #expect(abs(value0.y - (name0.y + name0.height + 8)) <= Tolerance.frame)
    }

    /// Every stack view property a variation sets, conditions on a dynamic type size and on
    /// both size classes, and a stack view's own `baselineRelativeArrangement`.
    @Test func everyStackViewPropertyAndConditionReadsBack() throws {
        let spec = try constraintSpec(
            """
            { "format": "layoutlab.constraints/1", "name": "props",
              "views": [ { "id": "a" }, { "id": "b" } ],
              "constraints": [ "s.leading == root.leading @250", "s.top == root.top", "a.width == 40", "a.height == 20",
                "b.width == 60", "b.height == 30" ],
              "stackViews": [ { "id": "s", "axis": "horizontal", "alignment": "top", "spacing": 8,
                "baselineRelativeArrangement": true, "arrangedSubviews": ["a", "b"] } ],
              "variations": [
                { "when": "dynamicTypeSize >= xxLarge && horizontalSizeClass != regular",
                  "stackViews": [ { "id": "s", "spacing": 2, "baselineRelativeArrangement": false } ] },
                { "when": "isAccessibilitySize || verticalSizeClass == compact",
                  "constraints": [ "s.leading == root.leading + 10" ],
                  "stackViews": [ { "id": "s", "axis": "vertical", "distribution": "equalSpacing", "alignment": "leading" } ] } ] }
            """)
        let source = try UIKitSource.make(spec, typeName: "PropsViewController")
        #expect(source.contains("        s.isBaselineRelativeArrangement = true\n"))
        #expect(
            source.contains(
                "if traits.preferredContentSizeCategory >= .extraExtraLarge && traits.horizontalSizeClass != .regular {"
            ))
        let readBack = try Self.readBack(spec, "PropsViewController")
        try Self.expectSameVariations(readBack, spec)
        #expect(readBack.stackViews.first?.isBaselineRelativeArrangement == true)
        // xxLarge in portrait (wC): the first variation, a then b 2 apart: b at x = 42.
        // accessibility1: the second (the first needs wC too, and holds: xxLarge <= a1), a
        // column at x = 10 (the variation's pin over the soft one at 0), spacing 2 from the
        // first: b at y = 20 + 2.
        let row = try Self.frames(readBack, Size(width: 375, height: 667), .xxLarge)
        #expect(row["b"] == Rect(x: 42, y: 0, width: 60, height: 30))
        let column = try Self.frames(readBack, Size(width: 375, height: 667), .accessibility1)
        #expect(column["b"] == Rect(x: 10, y: 22, width: 60, height: 30))
        for dynamicType in [DynamicTypeSize.large, .xxLarge, .accessibility3] {
            for size in [Size(width: 375, height: 667), Size(width: 667, height: 375)] {
                #expect(try Self.frames(readBack, size, dynamicType) == Self.frames(spec, size, dynamicType))
            }
        }
    }
}
