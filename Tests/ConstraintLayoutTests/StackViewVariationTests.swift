import ConstraintLayout
import LayoutCore
import Testing

/// A variation's `stackViews`: stack view properties set under a condition (FORMATS.md
/// additions, §2 "Variations"), as UIKit code sets `axis` in `traitCollectionDidChange`.
@Suite struct StackViewVariationTests {
    func spec(_ text: String) throws -> ConstraintSpec {
        guard case .constraints(let spec) = try SpecDocument(bytes: Array(text.utf8), file: "t.json") else {
            throw SpecError(.invalidSpec, at: .file, "not a constraint spec")
        }
        return spec
    }

    /// A row `s` of two boxes (a 40 × 20, b 60 × 30) pinned at (10, 10); horizontal with
    /// spacing 8 and alignment top, unless a variation says otherwise.
    static func rows(_ variations: String, top: String = "") -> String {
        """
        { "format": "layoutlab.constraints/1", "name": "row", \(top)
          "views": [ { "id": "a", "intrinsicSize": { "width": 40, "height": 20 } },
                     { "id": "b", "intrinsicSize": { "width": 60, "height": 30 } } ],
          "constraints": [ "s.left == root.left + 10", "s.top == root.top + 10" ],
          "stackViews": [ { "id": "s", "axis": "horizontal", "alignment": "top", "spacing": 8, "arrangedSubviews": ["a", "b"] } ],
          "variations": \(variations) }
        """
    }

    static let accessibility = #"""
        [ { "when": "isAccessibilitySize", "stackViews": [
            { "id": "s", "axis": "vertical", "alignment": "leading", "spacing": 4 } ] } ]
        """#

    @Test func decodesAndWritesTheSameBytes() throws {
        let text = Self.rows(Self.accessibility)
        let decoded = try spec(text)
        #expect(
            decoded.variations[0].stackViews == [
                StackViewOverride(
                    id: "s", axis: .vertical, alignment: .leading, spacing: 4, path: "variations[0].stackViews[0]")
            ])
        #expect(decoded.variations[0].constraints.isEmpty)
        let written = JSONWriter.write(decoded.json)
        #expect(try spec(written) == decoded)
        #expect(JSONWriter.write(try spec(written).json) == written)
        let compact = written.filter { !$0.isWhitespace }
        #expect(
            compact.contains(
                #""variations":[{"when":"isAccessibilitySize","stackViews":[{"id":"s","axis":"vertical","alignment":"leading","spacing":4}]}]"#
            ))
    }

    /// Large (the default): horizontal, top-aligned — a at (10, 10, 40, 20), b at 10 + 40 + 8
    /// = 58, (58, 10, 60, 30). accessibility1: vertical, leading, spacing 4 — a at (10, 10, 40,
    /// 20), b below it at 10 + 20 + 4 = 34, left-aligned: (10, 34, 60, 30); the stack 60 × 54.
    @Test func aDynamicTypeConditionSetsTheStackViewsProperties() throws {
        let size = Size(width: 375, height: 667)
        let large = try ConstraintLayoutEngine(try spec(Self.rows(Self.accessibility))).solve(in: size)
        #expect(large.frame(of: "b") == Rect(x: 58, y: 10, width: 60, height: 30))
        #expect(large.frame(of: "s") == Rect(x: 10, y: 10, width: 108, height: 30))
        let text = Self.rows(Self.accessibility, top: #""dynamicTypeSize": "accessibility1","#)
        let accessible = try ConstraintLayoutEngine(try spec(text)).solve(in: size)
        #expect(accessible.frame(of: "a") == Rect(x: 10, y: 10, width: 40, height: 20))
        #expect(accessible.frame(of: "b") == Rect(x: 10, y: 34, width: 60, height: 30))
        #expect(accessible.frame(of: "s") == Rect(x: 10, y: 10, width: 60, height: 54))
    }

    /// Per solve size: a landscape phone (852 × 393, hC) gets the vertical stack, a portrait one
    /// the horizontal; both variations hold in landscape and are applied in list order, so the
    /// later spacing (12) wins: b at 10 + 20 + 12 = 42.
    @Test func sizeClassConditionsFollowTheSolveSizeInListOrder() throws {
        let variations = #"""
            [ { "when": "verticalSizeClass == compact", "stackViews": [ { "id": "s", "axis": "vertical", "spacing": 4 } ] },
              { "when": "verticalSizeClass == compact", "stackViews": [ { "id": "s", "spacing": 12 } ] } ]
            """#
        let engine = try ConstraintLayoutEngine(try spec(Self.rows(variations)))
        let portrait = try engine.solve(in: Size(width: 393, height: 852))
        #expect(portrait.frame(of: "b") == Rect(x: 58, y: 10, width: 60, height: 30))
        let landscape = try engine.solve(in: Size(width: 852, height: 393))
        // alignment top stays (in a vertical stack view UIKit reads `top` as `leading`).
        #expect(landscape.frame(of: "b") == Rect(x: 10, y: 42, width: 60, height: 30))
        #expect(try engine.solve(in: Size(width: 393, height: 852)).frame(of: "b")?.x == 58)
    }

    @Test(arguments: [
        (
            #"[ { "when": "isAccessibilitySize", "stackViews": [ { "id": "nope", "axis": "vertical" } ] } ]"#,
            "variations[0].stackViews[0].id"
        ),
        (
            #"[ { "when": "isAccessibilitySize", "stackViews": [ { "id": "a", "axis": "vertical" } ] } ]"#,
            "variations[0].stackViews[0].id"
        ),
        (
            #"[ { "when": "isAccessibilitySize", "stackViews": [ { "id": "s", "axis": "diagonal" } ] } ]"#,
            "variations[0].stackViews[0].axis"
        ),
        (
            #"[ { "when": "isAccessibilitySize", "stackViews": [ { "id": "s", "alignment": "middle" } ] } ]"#,
            "variations[0].stackViews[0].alignment"
        ),
        (
            #"[ { "when": "isAccessibilitySize", "stackViews": [ { "id": "s", "spacing": "wide" } ] } ]"#,
            "variations[0].stackViews[0].spacing"
        ),
        (#"[ { "when": "isAccessibilitySize", "stackViews": [ { "id": "s" } ] } ]"#, "variations[0].stackViews[0]"),
        (
            #"[ { "when": "isAccessibilitySize", "stackViews": [ { "id": "s", "hidden": true } ] } ]"#,
            "variations[0].stackViews[0].hidden"
        ),
        (
            #"[ { "when": "isAccessibilitySize", "stackViews": { "s": { "axis": "vertical" } } } ]"#,
            "variations[0].stackViews"
        ),
    ])
    func badOverridesNameTheirPath(variations: String, path: String) {
        let error = #expect(throws: SpecError.self) { try spec(Self.rows(variations)) }
        #expect(error?.location == .jsonPath(path), "\(String(describing: error))")
    }

    @Test func anUnknownStackViewIsNamed() {
        let variations =
            #"[ { "when": "isAccessibilitySize", "stackViews": [ { "id": "nope", "axis": "vertical" } ] } ]"#
        let error = #expect(throws: SpecError.self) { try spec(Self.rows(variations)) }
        #expect(
            error?.problem
                == .unknownReference("nope", kind: "stack view", context: "(not one of the spec's stackViews)"))
    }
}
