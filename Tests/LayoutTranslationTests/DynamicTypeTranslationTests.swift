import ConstraintLayout
import LayoutCore
import StackLayout
import SwiftSourceImport
import Testing

@testable import LayoutTranslation

/// A variation setting a stack view's `axis`, `alignment` and `spacing` under a Dynamic Type
/// condition ↔ `AnyLayout` on `dynamicTypeSize.isAccessibilitySize` (docs/TRANSLATION.md
/// "Dynamic Type"), as the size-class case.
@Suite struct DynamicTypeTranslationTests {
    /// Two boxes (a 40 × 20, b 60 × 30) in a centred stack view: a centred row 8 apart, a
    /// leading column 4 apart at accessibility sizes.
    static let pair = #"""
        { "format": "layoutlab.constraints/1", "name": "accessible-pair",
          "views": [ { "id": "a" }, { "id": "b" } ],
          "constraints": [ "s.centerX == root.centerX", "s.centerY == root.centerY",
            "a.width == 40", "a.height == 20", "b.width == 60", "b.height == 30" ],
          "stackViews": [ { "id": "s", "axis": "horizontal", "alignment": "center", "spacing": 8,
            "arrangedSubviews": ["a", "b"] } ],
          "variations": [ { "when": "isAccessibilitySize", "stackViews": [
            { "id": "s", "axis": "vertical", "alignment": "leading", "spacing": 4 } ] } ] }
        """#

    static func spec(_ size: DynamicTypeSize? = nil) throws -> ConstraintSpec {
        guard case .constraints(var spec) = try SpecDocument(bytes: Array(pair.utf8), file: "pair.json") else {
            throw SpecError(.invalidSpec, at: .file, "not a constraint spec")
        }
        spec.dynamicTypeSize = size
        return spec
    }

    /// At 375 × 667. Large: the row is 40 + 8 + 60 = 108 × 30, centred at (133.5, 318.5); a
    /// centred on it vertically, (133.5, 323.5); b at x = 133.5 + 48 = 181.5. accessibility2:
    /// the column is 60 × (20 + 4 + 30) = 54, centred at (157.5, 306.5); a and b at its
    /// leading edge, b at y = 306.5 + 24 = 330.5.
    static let expected: [DynamicTypeSize: [String: Rect]] = [
        .large: [
            "s": Rect(x: 133.5, y: 318.5, width: 108, height: 30),
            "a": Rect(x: 133.5, y: 323.5, width: 40, height: 20),
            "b": Rect(x: 181.5, y: 318.5, width: 60, height: 30),
        ],
        .accessibility2: [
            "s": Rect(x: 157.5, y: 306.5, width: 60, height: 54),
            "a": Rect(x: 157.5, y: 306.5, width: 40, height: 20),
            "b": Rect(x: 157.5, y: 330.5, width: 60, height: 30),
        ],
    ]

    static func check(_ frames: [String: Rect], _ size: DynamicTypeSize, _ form: String) {
        for (id, rect) in (expected[size] ?? [:]).sorted(by: { $0.key < $1.key }) {
            let actual = frames[id]
            #expect(actual.map { Tolerance.distance($0, rect) <= Tolerance.frame } == true, "\(form) \(size) \(id)")
        }
    }

    @Test func theVariationBecomesAnAnyLayoutOnIsAccessibilitySize() throws {
        let stacks = try ConstraintsToStacks.translate(try Self.spec()).spec
        guard case .anyLayout(let any) = stacks.root.kind else {
            Issue.record("expected an AnyLayout at the root, got \(stacks.root.kind)")
            return
        }
        #expect(stacks.root.id == "s")
        #expect(any.cases.map(\.condition.source) == ["isAccessibilitySize"])
        #expect(any.cases.first?.layout == .vStack(alignment: .leading, spacing: 4))
        #expect(any.defaultLayout == .hStack(alignment: .center, spacing: 8))
        #expect(stacks.environment.dynamicTypeSize == nil)
    }

    /// The constraints, the translated view spec and its SwiftUI read back lay out the hand
    /// frames above at both sizes.
    @Test(arguments: [DynamicTypeSize.large, .accessibility2])
    func theSwiftUIReadsBackAndEveryFormHasTheHandFrames(_ size: DynamicTypeSize) throws {
        let stacks = try ConstraintsToStacks.translate(try Self.spec()).spec
        let source = try SwiftUISource.file(stacks, typeName: "AccessiblePair")
        #expect(source.contains("    @Environment(\\.dynamicTypeSize) private var dynamicTypeSize\n"))
        // Past 120 columns on one line: broken before `?`, as swift-format breaks a ternary.
        #expect(
            source.contains(
                "        let layout =\n            dynamicTypeSize.isAccessibilitySize\n            ? "
                    + "AnyLayout(VStackLayout(alignment: .leading, spacing: 4)) : AnyLayout(HStackLayout(spacing: 8))\n"
            ),
            "\(source)")
        guard case .view(let readBack) = try SwiftSource.read(source, file: "AccessiblePair.swift").document else {
            Issue.record("not a view spec")
            return
        }
        #expect(readBack.root == stacks.root)
        let screen = Size(width: 375, height: 667)
        Self.check(try ConstraintLayoutEngine(try Self.spec(size)).solve(in: screen).frameIndex, size, "constraints")
        for (name, form) in [("translated", stacks), ("read back", readBack)] {
            var atSize = form
            atSize.environment.dynamicTypeSize = size
            var engine = StackLayoutEngine(atSize)
            Self.check(engine.solve(in: SolveSize(screen)).frameIndex, size, name)
        }
    }

    /// The other way: the AnyLayout → one variation per group of sizes, solving like the stack
    /// engine at the spec's own size (large, and accessibility2 when the environment says so).
    @Test(arguments: [DynamicTypeSize.large, .accessibility2])
    func anAnyLayoutOnIsAccessibilitySizeBecomesVariations(_ size: DynamicTypeSize) throws {
        var stacks = try ConstraintsToStacks.translate(try Self.spec()).spec
        stacks.environment.dynamicTypeSize = size
        let translation = StackToConstraints.translate(stacks)
        #expect(
            translation.spec.variations.map(\.condition.source).sorted() == [
                "!isAccessibilitySize", "isAccessibilitySize",
            ])
        #expect(translation.spec.dynamicTypeSize == size)
        #expect(translation.notes.isEmpty)
        let screen = Size(width: 375, height: 667)
        Self.check(try ConstraintLayoutEngine(translation.spec).solve(in: screen).frameIndex, size, "replay")
    }

    /// `--to uikit`: the variation is seed 003's `traitCollectionDidChange` code — the stack
    /// view's own values, then the accessibility ones when the category is one — also run
    /// from `viewWillAppear` (iOS 13 does not report the first traits).
    @Test func uikitCodeSetsTheStackViewInTraitCollectionDidChange() throws {
        let source = try UIKitSource.make(try Self.spec(), typeName: "AccessiblePairViewController")
        let expected = """
                private func applyVariations(for traits: UITraitCollection) {
                    s.axis = .horizontal
                    s.alignment = .center
                    s.spacing = 8
                    if traits.preferredContentSizeCategory.isAccessibilityCategory {
                        s.axis = .vertical
                        s.alignment = .leading
                        s.spacing = 4
                    }
                }
            }

            """
        #expect(source.hasSuffix(expected), "\(source)")
        #expect(source.contains("        super.traitCollectionDidChange(previousTraitCollection)\n"))
        #expect(
            source.contains("        super.viewWillAppear(animated)\n        applyVariations(for: traitCollection)\n"))
        var flagged = try Self.spec()
        flagged.variations[0].condition = try EnvironmentCondition(parsing: "isCompact")
        #expect(throws: TranslationError.self) { try UIKitSource.make(flagged, typeName: "Flagged") }
    }

    /// Groups of sizes are named as simply as the grammar allows.
    @Test func conditionsNameTheGroupsOfSizes() {
        let all = TraitCombination.allowed(
            horizontal: nil, vertical: nil, readsClasses: false, readsDynamicType: true)
        func name(_ sizes: [DynamicTypeSize]) -> String {
            TraitCombination.condition(for: all.filter { sizes.contains($0.dynamicTypeSize!) }, among: all)
        }
        let accessibility = DynamicTypeSize.allCases.filter(\.isAccessibilitySize)
        #expect(name(accessibility) == "isAccessibilitySize")
        #expect(name(DynamicTypeSize.allCases.filter { !$0.isAccessibilitySize }) == "!isAccessibilitySize")
        #expect(name([.xxLarge, .xxxLarge] + accessibility) == "dynamicTypeSize >= xxLarge")
        #expect(name([.xSmall, .small]) == "dynamicTypeSize <= small")
        #expect(name([.large, .xLarge]) == "dynamicTypeSize >= large && dynamicTypeSize <= xLarge")
        #expect(name([.medium]) == "dynamicTypeSize == medium")
        #expect(name([.small, .large]) == "dynamicTypeSize == small || dynamicTypeSize == large")
        // With the size classes: the portrait classes at accessibility sizes.
        let both = TraitCombination.allowed(
            horizontal: .compact, vertical: nil, readsClasses: true, readsDynamicType: true)
        let group = both.filter { $0.classes?.vertical == .regular && $0.dynamicTypeSize!.isAccessibilitySize }
        #expect(
            TraitCombination.condition(for: group, among: both) == "verticalSizeClass == regular && isAccessibilitySize"
        )
    }
}
