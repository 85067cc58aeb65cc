import ConstraintLayout
import LayoutCore
import StackLayout
import Testing

@testable import LayoutTranslation

/// Stacks → constraints for the safe area: the window's insets, `.safeAreaPadding`,
/// `.safeAreaInset` (docs/TRANSLATION.md "Safe areas"; the stack engine's rules in
/// docs/ENGINES.md "Safe area" and "Safe-area insets"). Each spec is translated (the replay),
/// laid out by the constraint engine and compared with the stack engine over the agreement
/// sweep, once inside an iPhone 15's insets (59 / 0 / 34 / 0) and once without; two sizes are
/// worked by hand.
@Suite("Stacks → constraints: safe areas")
struct SafeAreaConstraintsTests {
    static let iPhone15 = #"{ "safeAreaInsets": { "top": 59, "leading": 0, "bottom": 34, "trailing": 0 } }"#
    static let none = #"{ "safeAreaInsets": { "top": 0, "leading": 0, "bottom": 0, "trailing": 0 } }"#

    /// VStack(spacing: 0) { header.frame(minHeight: 44, maxHeight: 120); list }
    ///     .safeAreaPadding(EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20))
    static func padded(_ environment: String) throws -> ViewSpec {
        try viewSpec(
            """
            { "format": "layoutlab.view/1", "name": "padded", "environment": \(environment),
              "root": { "type": "VStack", "spacing": 0, "children": [
                  { "type": "Color", "modifiers": [ { "frame": { "minHeight": 44, "maxHeight": 120 }, "id": "header" } ] },
                  { "type": "Color", "id": "list" } ],
                "modifiers": [ { "safeAreaPadding": { "top": 10, "leading": 20, "bottom": 10, "trailing": 20 },
                                 "id": "padded" } ] } }
            """)
    }

    /// VStack(spacing: 0) { title.frame(height: 44); list }
    ///     .safeAreaInset(edge: .bottom, spacing: 8) { bar.frame(height: 49) }
    static func barInset(_ environment: String) throws -> ViewSpec {
        try viewSpec(
            """
            { "format": "layoutlab.view/1", "name": "bar-inset", "environment": \(environment),
              "root": { "type": "VStack", "spacing": 0, "children": [
                  { "type": "Color", "modifiers": [ { "frame": { "height": 44 }, "id": "title" } ] },
                  { "type": "Color", "id": "list" } ],
                "modifiers": [ { "safeAreaInset": { "edge": "bottom", "spacing": 8, "content":
                    { "type": "Color", "modifiers": [ { "frame": { "height": 49 }, "id": "bar" } ] } }, "id": "screen" } ] } }
            """)
    }

    /// map.safeAreaInset(edge: .top, alignment: .leading) { badge.frame(width: 120, height: 30) }
    /// (no spacing: the default, 8).
    static func badgeInset(_ environment: String) throws -> ViewSpec {
        try viewSpec(
            """
            { "format": "layoutlab.view/1", "name": "badge-inset", "environment": \(environment),
              "root": { "type": "Color", "id": "map",
                "modifiers": [ { "safeAreaInset": { "edge": "top", "alignment": "leading", "content":
                    { "type": "Color", "modifiers": [ { "frame": { "width": 120, "height": 30 }, "id": "badge" } ] } },
                    "id": "layer" } ] } }
            """)
    }

    /// HStack(spacing: 0) { side.frame(width: 80); main.safeAreaInset(edge: .trailing,
    /// alignment: .top) { Spacer(minLength: 30) } }: a nil spacing beside a Spacer is 0, a
    /// horizontal edge aligns across on `top`, inside a stack.
    static func trailingSpacer(_ environment: String) throws -> ViewSpec {
        try viewSpec(
            """
            { "format": "layoutlab.view/1", "name": "trailing-spacer", "environment": \(environment),
              "root": { "type": "HStack", "spacing": 0, "children": [
                  { "type": "Color", "modifiers": [ { "frame": { "width": 80 }, "id": "side" } ] },
                  { "type": "Color", "id": "main", "modifiers": [ { "safeAreaInset": { "edge": "trailing",
                      "alignment": "top", "content": { "type": "Spacer", "id": "gutter", "minLength": 30 } },
                      "id": "mainLayer" } ] } ] } }
            """)
    }

    static func frames(_ spec: ViewSpec, _ width: Double, _ height: Double) throws -> [String: Rect] {
        let translation = StackToConstraints.translate(spec)
        #expect(translation.notes.isEmpty, "\(translation.notes)")
        return try translatedFrames(spec, width, height)
    }

    static func expect(_ frames: [String: Rect], _ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double) {
        let expected = Rect(x: x, y: y, width: w, height: h)
        #expect(
            frames[id].map { Tolerance.distance($0, expected) <= Tolerance.frame } == true,
            "\(id): \(String(describing: frames[id])), expected \(expected)")
    }

    @Test(arguments: [iPhone15, none])
    func sweepsAgree(_ environment: String) throws {
        for spec in [
            try Self.padded(environment), try Self.barInset(environment), try Self.badgeInset(environment),
            try Self.trailingSpacer(environment),
        ] {
            try EngineAgreementTests.assertAgree(spec)
        }
    }

    @Test func safeAreaPaddingByHand() throws {
        // iPhone 15 (393 × 852, insets 59/0/34/0): the root is proposed 393 × (852 − 93) = 759
        // and placed at y 59. The padding proposes the VStack 353 × 739 at (20, 69). The
        // header (flexibility 76) is offered first: 739 / 2 = 369.5, clamped to 120; the list
        // takes 739 − 120 = 619.
        let phone = try Self.frames(try Self.padded(Self.iPhone15), 393, 852)
        Self.expect(phone, "padded", 0, 59, 393, 759)
        Self.expect(phone, "header", 20, 69, 353, 120)
        Self.expect(phone, "list", 20, 189, 353, 619)
        // iPhone SE without insets (375 × 667): VStack 335 × 647 at (20, 10); header offered
        // 323.5 → 120; list 527.
        let se = try Self.frames(try Self.padded(Self.none), 375, 667)
        Self.expect(se, "padded", 0, 0, 375, 667)
        Self.expect(se, "header", 20, 10, 335, 120)
        Self.expect(se, "list", 20, 130, 335, 527)
    }

    @Test func bottomBarByHand() throws {
        // iPhone 15: the layer is proposed 393 × 759 at y 59. The VStack at proposal 0 is the
        // title's 44, so the bar is proposed 759 − 8 − 44 = 707 and takes its 49; the VStack is
        // proposed 759 − 49 − 8 = 702 (title 44, list 658). The bar stands at the layer's bottom,
        // 59 + 759 − 49 = 769 (its bottom 818 = 852 − 34), full width; the list ends at 761 =
        // the bar's top − 8.
        let phone = try Self.frames(try Self.barInset(Self.iPhone15), 393, 852)
        Self.expect(phone, "screen", 0, 59, 393, 759)
        Self.expect(phone, "title", 0, 59, 393, 44)
        Self.expect(phone, "list", 0, 103, 393, 658)
        Self.expect(phone, "bar", 0, 769, 393, 49)
        // iPhone SE without insets: the VStack is proposed 667 − 57 = 610 (list 566), the bar
        // at 667 − 49 = 618.
        let se = try Self.frames(try Self.barInset(Self.none), 375, 667)
        Self.expect(se, "title", 0, 0, 375, 44)
        Self.expect(se, "list", 0, 44, 375, 566)
        Self.expect(se, "bar", 0, 618, 375, 49)
    }

    @Test func leadingBadgeByHand() throws {
        // iPhone 15: spacing 8 (the default between two Colors); the map at proposal 0 is 0, so
        // the badge is its 30; the map is proposed 759 − 38 = 721 and stands at the layer's
        // bottom, 59 + 38 = 97; the badge at the top, x = 0 (leading on the map's leading).
        let phone = try Self.frames(try Self.badgeInset(Self.iPhone15), 393, 852)
        Self.expect(phone, "badge", 0, 59, 120, 30)
        Self.expect(phone, "map", 0, 97, 393, 721)
        // iPhone SE without insets: map 667 − 38 = 629 high at y 38.
        let se = try Self.frames(try Self.badgeInset(Self.none), 375, 667)
        Self.expect(se, "badge", 0, 0, 120, 30)
        Self.expect(se, "map", 0, 38, 375, 629)
    }

    @Test func minimalFormWhereTheFramesAreAffine() throws {
        // The bar layout has no clamp: a minimal form (no helper views) that agrees at the
        // verification sizes. The padded header clamps (H / 2 within 44…120): no minimal form.
        let bar = try #require(MinimalConstraints.translate(try Self.barInset(Self.iPhone15)))
        #expect(bar.spec.views.allSatisfy { !$0.id.hasPrefix("_") })
        #expect(MinimalConstraints.translate(try Self.padded(Self.iPhone15)) == nil)
    }

    /// VStack { Color.ignoresSafeArea() } under `modifier`, in `environment`.
    static func ignoring(_ modifier: String, _ environment: String) throws -> ViewSpec {
        try viewSpec(
            """
            { "format": "layoutlab.view/1", "name": "ignoring", "environment": \(environment),
              "root": { "type": "VStack", "children": [
                  { "type": "Color", "id": "backdrop", "modifiers": [ { "ignoresSafeArea": true } ] } ],
                "modifiers": [ \(modifier) ] } }
            """)
    }

    static let padding = #"{ "safeAreaPadding": 16 }"#
    static let inset =
        #"{ "safeAreaInset": { "edge": "bottom", "content": { "type": "Color", "modifiers": [ { "frame": { "height": 49 } } ] } } }"#

    @Test(arguments: [padding, inset])
    func ignoringThroughAnInsetIsRefused(_ modifier: String) throws {
        // The backdrop extends back over the padding (or under the bar) only on the edges its
        // frame reaches: refused, naming the view, rather than laid out in the padding.
        let translation = StackToConstraints.translate(try Self.ignoring(modifier, Self.none))
        #expect(translation.refusals.map(\.view) == ["backdrop"])
        #expect(translation.refusals.first?.reason.contains("safeAreaInset") == true)
        #expect(throws: TranslationError.noConstraintForm(translation.refusals)) {
            try translation.requiringConstraintForm()
        }
    }

    @Test func ignoringTheWindowsInsetsIsRefused() throws {
        let spec = try Self.ignoring(#"{ "padding": 0 }"#, Self.iPhone15)
        #expect(StackToConstraints.translate(spec).refusals.map(\.view) == ["backdrop"])
    }

    @Test func ignoringWithNothingToIgnoreIsTheContent() throws {
        // No insets and no safe-area layer: the modifier changes nothing, exactly.
        try EngineAgreementTests.assertAgree(try Self.ignoring(#"{ "padding": 0 }"#, Self.none))
    }
}
