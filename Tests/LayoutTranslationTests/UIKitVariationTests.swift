import ConstraintLayout
import LayoutCore
import SwiftSourceImport
import Testing

@testable import LayoutTranslation

/// `--to uikit` of a spec whose variations have constraints (size classes, as Interface
/// Builder installs them): the constraints are made once in `viewDidLoad` and activated per
/// variation in `applyVariations(for:)` (docs/TRANSLATION.md; FORMATS.md additions).
@Suite struct UIKitVariationTests {
    /// FORMATS.md's example: a and b stacked under regular height, side by side under compact.
    static let json = """
        { "format": "layoutlab.constraints/1", "name": "pair",
          "views": [ { "id": "a" }, { "id": "b" } ],
          "constraints": [ "a.width == b.width", "a.height == b.height" ],
          "variations": [
            { "when": "verticalSizeClass == regular", "constraints": [ "V:|[a]-8-[b]|", "H:|[a]|", "H:|[b]|" ] },
            { "when": "verticalSizeClass == compact", "constraints": [ "H:|[a]-8-[b]|", "V:|[a]|", "V:|[b]|", "a.leading == root.leading + 4 @750" ] }
          ] }
        """

    @Test func variationConstraintsAreActivatedByTheirTraits() throws {
        let spec = try constraintSpec(Self.json)
        let source = try UIKitSource.make(spec, typeName: "PairViewController")
        #expect(source.contains("    private var variationConstraints: [[NSLayoutConstraint]] = []\n"), "\(source)")
        // The first variation's VFL, expanded as the spec's constraints are: a.top == root.top,
        // b.top == a.bottom + 8, root.bottom == b.bottom, then the two H lines.
        #expect(source.contains("                a.topAnchor.constraint(equalTo: view.topAnchor),\n"), "\(source)")
        #expect(source.contains("                b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8),\n"))
        // A soft constraint is declared with its priority, not activated, and listed by name.
        #expect(
            source.contains(
                """
                        let aLeading = a.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 4)
                        aLeading.priority = UILayoutPriority(750)
                        variationConstraints = [

                """), "\(source)")
        #expect(source.contains("                aLeading,\n"))
        #expect(!source.contains("aLeading.isActive"))
        let expected = """
                private func applyVariations(for traits: UITraitCollection) {
                    NSLayoutConstraint.deactivate(variationConstraints.flatMap { $0 })
                    if traits.verticalSizeClass == .regular {
                        NSLayoutConstraint.activate(variationConstraints[0])
                    }
                    if traits.verticalSizeClass == .compact {
                        NSLayoutConstraint.activate(variationConstraints[1])
                    }
                }
            }

            """
        #expect(source.hasSuffix(expected), "\(source)")
        // The lists hold 7 and 8 constraints: `V:|[a]-8-[b]|` is three (a.top, the gap,
        // b.bottom), `H:|[a]|` and `H:|[b]|` two each; the second list the same plus aLeading.
        let lists = source.components(separatedBy: "variationConstraints = [")[1].components(
            separatedBy: "\n        ]")[0]
        #expect(lists.components(separatedBy: "\n            [").count - 1 == 2)
        #expect(lists.components(separatedBy: "Anchor.constraint(").count - 1 == 7 + 7)
        // Lines ending in a comma: the 15 constraints and the first list's `],` (the second's
        // ends the text cut here).
        #expect(lists.components(separatedBy: ",\n").count - 1 == 7 + 8 + 1)
    }
}
