import ConstraintLayout
import LayoutCore
import SwiftSourceImport
import Testing

/// A controller's trait method (`applyVariations(for traits: UITraitCollection)`, called from
/// `traitCollectionDidChange` or `viewWillAppear`) read as the spec's `variations`; anything
/// else in it is an error at its line and column.
@Suite struct UIKitTraitMethodTests {
    /// A controller with a stack view (fill alignment) of two 100 × 40 boxes at its top left,
    /// whose trait method is `body` (from line `bodyLine`, at column 9).
    static func source(_ body: String, caller: String = "traitCollectionDidChange") -> String {
        let call =
            caller == "traitCollectionDidChange"
            ? """
                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                    super.traitCollectionDidChange(previousTraitCollection)
                    applyVariations(for: traitCollection)
                }
            """
            : """
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    self.applyVariations(for: traitCollection)
                }
            """
        return """
            import UIKit

            final class Traits: UIViewController {
                let box = UIView()
                let other = UIView()
                let s = UIStackView()
                private var extra: [[NSLayoutConstraint]] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    s.axis = .horizontal
                    s.spacing = 8
                    s.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(s)
                    s.addArrangedSubview(box)
                    s.addArrangedSubview(other)
                    NSLayoutConstraint.activate([
                        s.topAnchor.constraint(equalTo: view.topAnchor),
                        s.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 40),
                        other.widthAnchor.constraint(equalToConstant: 100), other.heightAnchor.constraint(equalToConstant: 40),
                    ])
                    extra = [[s.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor)]]
                }

            \(call)

                private func applyVariations(for traits: UITraitCollection) {
            \(body.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }.joined(separator: "\n"))
                }
            }
            """
    }

    static let bodyLine = 32

    /// The location of the error importing `body`'s controller.
    static func location(_ body: String) throws -> SpecLocation {
        try #require(SwiftSourceSupport.error(source(body))).location
    }

    @Test func blocksBecomeVariationsWithTheirConditions() throws {
        let spec = try UIKitSourceSupport.spec(
            Self.source(
                """
                NSLayoutConstraint.deactivate(extra.flatMap { $0 })
                s.axis = .horizontal
                s.spacing = 8
                if traits.horizontalSizeClass != .regular, !traits.preferredContentSizeCategory.isAccessibilityCategory {
                    s.spacing = 4
                }
                if traits.preferredContentSizeCategory >= .accessibilityMedium || traits.verticalSizeClass == .compact {
                    s.axis = .vertical
                    NSLayoutConstraint.activate(extra[0])
                }
                """, caller: "viewWillAppear"))
        #expect(
            spec.variations.map(\.condition.source) == [
                "horizontalSizeClass != regular && !isAccessibilitySize",
                "dynamicTypeSize >= accessibility1 || verticalSizeClass == compact",
            ])
        #expect(
            spec.variations[0].stackViews == [
                StackViewOverride(id: "s", spacing: 4, path: "variations[0].stackViews[0]")
            ])
        #expect(spec.variations[1].stackViews.first?.axis == .vertical)
        #expect(spec.variations[1].constraints.count == 1)
        // 375 × 667 is an iPhone in portrait, wC hR. Large: the first variation holds, spacing
        // 4: other at x = 100 + 4. accessibility1 (>= accessibilityMedium): only the second,
        // a column spaced 8: other at y = 40 + 8.
        var large = spec
        large.dynamicTypeSize = .large
        let row = try ConstraintLayoutEngine(large).solve(in: Size(width: 375, height: 667)).frameIndex
        #expect(row["other"] == Rect(x: 104, y: 0, width: 100, height: 40))
        large.dynamicTypeSize = .accessibility1
        let column = try ConstraintLayoutEngine(large).solve(in: Size(width: 375, height: 667)).frameIndex
        #expect(column["other"] == Rect(x: 0, y: 48, width: 100, height: 40))
    }

    @Test func aStatementOtherThanAnIfAfterTheBlocksIsLocated() throws {
        let body =
            "s.axis = .horizontal\nif traits.verticalSizeClass == .compact {\n    s.axis = .vertical\n}\nprint(1)"
        #expect(try Self.location(body) == .lineColumn(line: Self.bodyLine + 4, column: 9))
    }

    @Test func anUnknownStatementBeforeTheBlocksIsLocated() throws {
        let error = try #require(SwiftSourceSupport.error(Self.source("s.axis = .horizontal\nprint(traits)")))
        #expect(error.location == .lineColumn(line: Self.bodyLine + 1, column: 9))
        #expect("\(error)".contains("NSLayoutConstraint.deactivate"))
    }

    @Test func aPropertyWithoutItsResetIsLocated() throws {
        let error = try #require(
            SwiftSourceSupport.error(Self.source("if traits.verticalSizeClass == .compact {\n    s.spacing = 2\n}")))
        #expect(error.location == .lineColumn(line: Self.bodyLine + 1, column: 13))
        #expect("\(error)".contains("`s.spacing = …`"))
    }

    @Test func aPropertyOfAPlainViewIsLocated() throws {
        // The member access `box.alpha`.
        #expect(try Self.location("box.alpha = 1") == .lineColumn(line: Self.bodyLine, column: 9))
    }

    @Test func elseBranchesAndNestedIfsBecomeVariationsWithCombinedConditions() throws {
        let spec = try UIKitSourceSupport.spec(
            Self.source(
                """
                s.axis = .horizontal
                s.spacing = 8
                if traits.verticalSizeClass == .compact {
                    s.spacing = 2
                } else if traits.preferredContentSizeCategory.isAccessibilityCategory {
                    s.axis = .vertical
                    if traits.horizontalSizeClass == .regular || traits.preferredContentSizeCategory >= .accessibilityLarge {
                        s.spacing = 30
                    }
                } else {
                    s.spacing = 20
                }
                """))
        // The `else if` holds where the first condition does not; the nested `if` where both
        // its own and the enclosing block's hold (an `||` inside an `&&`, multiplied out); the
        // `else` where neither condition does. `.accessibilityLarge` is accessibility2.
        #expect(
            spec.variations.map(\.condition.source) == [
                "verticalSizeClass == compact",
                "verticalSizeClass != compact && isAccessibilitySize",
                "verticalSizeClass != compact && isAccessibilitySize && horizontalSizeClass == regular"
                    + " || verticalSizeClass != compact && isAccessibilitySize && dynamicTypeSize >= accessibility2",
                "verticalSizeClass != compact && !isAccessibilitySize",
            ])
        // 375 × 667: an iPhone in portrait, wC hR; 667 × 375 in landscape, wC hC.
        func other(_ size: Size, _ dynamicType: DynamicTypeSize) throws -> Rect? {
            var variant = spec
            variant.dynamicTypeSize = dynamicType
            return try ConstraintLayoutEngine(variant).solve(in: size).frameIndex["other"]
        }
        let portrait = Size(width: 375, height: 667)
        // Large in portrait: only the `else`, a row spaced 20: other at x = 100 + 20.
        #expect(try other(portrait, .large) == Rect(x: 120, y: 0, width: 100, height: 40))
        // accessibility1: the `else if` alone, a column spaced 8: y = 40 + 8.
        #expect(try other(portrait, .accessibility1) == Rect(x: 0, y: 48, width: 100, height: 40))
        // accessibility2: the nested `if` too, spaced 30: y = 40 + 30.
        #expect(try other(portrait, .accessibility2) == Rect(x: 0, y: 70, width: 100, height: 40))
        // Landscape, accessibility2: the first block only, a row spaced 2: x = 100 + 2.
        #expect(try other(Size(width: 667, height: 375), .accessibility2) == Rect(x: 102, y: 0, width: 100, height: 40))
    }

    @Test func aStatementOtherThanAPropertyOrActivationInAnElseIsLocated() throws {
        let body =
            "s.axis = .horizontal\nif traits.verticalSizeClass == .compact {\n    s.axis = .vertical\n} else {\n    print(1)\n}"
        #expect(try Self.location(body) == .lineColumn(line: Self.bodyLine + 4, column: 13))
    }

    @Test func aConditionNotOnTheTraitsIsLocated() throws {
        let error = try #require(SwiftSourceSupport.error(Self.source("if traits.displayScale == 2 {\n}")))
        #expect(error.location == .lineColumn(line: Self.bodyLine, column: 12))
    }

    @Test func anUnknownContentSizeCategoryIsLocated() throws {
        let body = "if traits.preferredContentSizeCategory >= .huge {\n}"
        #expect(try Self.location(body) == .lineColumn(line: Self.bodyLine, column: 12))
    }

    @Test func activatingAConstraintNotDeactivatedFirstIsLocated() throws {
        let body = "if traits.verticalSizeClass == .compact {\n    NSLayoutConstraint.activate(extra[0])\n}"
        // The argument `extra[0]`.
        #expect(try Self.location(body) == .lineColumn(line: Self.bodyLine + 1, column: 41))
    }

    @Test func aMethodNoTraitChangeCallsIsNotRead() throws {
        // Without a caller, the method is not a trait method: the controller reads as before.
        let source = Self.source("print(1)").replacingOccurrences(
            of: "applyVariations(for: traitCollection)", with: "")
        #expect(try UIKitSourceSupport.spec(source).variations.isEmpty)
    }
}
