import ConstraintLayout
import LayoutCore
import StackLayout
import Testing

@testable import LayoutTranslation

/// Constraints → stacks for a hand-written spec pinning views to the root's safe-area guide
/// (`safeArea.*`): read as the Interface Builder importer's safe-area guide is (the guide a
/// helper view, `RootSafeArea` naming it), so the SwiftUI lies inside the safe area a window
/// gives it and a view pinned to the root's own edges ignores the safe area.
@Suite("Constraints → stacks: the safe-area guide")
struct SafeAreaGuideStacksTests {
    /// backdrop pinned to the root's edges; header (44) on the guide's top, bar (49) on its
    /// bottom, list between them, all three between the guide's leading and trailing edges.
    static func spec(_ insets: EdgeInsets) throws -> ConstraintSpec {
        var spec = try constraintSpec(
            #"""
            { "format": "layoutlab.constraints/1", "name": "Screen",
              "views": [ { "id": "backdrop" }, { "id": "header" }, { "id": "list" }, { "id": "bar" } ],
              "constraints": [
                "backdrop.top == root.top", "backdrop.bottom == root.bottom",
                "backdrop.leading == root.leading", "backdrop.trailing == root.trailing",
                "header.top == safeArea.top", "header.leading == safeArea.leading",
                "header.trailing == safeArea.trailing", "header.height == 44",
                "list.top == header.bottom", "list.leading == safeArea.leading",
                "list.trailing == safeArea.trailing", "list.bottom == bar.top",
                { "first": "bar.bottom", "relation": "==", "second": "safeArea.bottom" },
                "bar.leading == safeArea.leading", "bar.trailing == safeArea.trailing", "bar.height == 49" ] }
            """#)
        spec.safeAreaInsets = insets
        return spec
    }

    static func stackFrames(_ spec: ViewSpec, _ insets: EdgeInsets, _ width: Double, _ height: Double)
        -> [String: Rect]
    {
        var inside = spec
        inside.environment.safeAreaInsets = insets
        var engine = StackLayoutEngine(inside)
        let solution = engine.solve(in: SolveSize(width: width, height: height))
        return Dictionary(solution.frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func theSwiftUILiesInsideTheSafeAreaOnBothDevices() throws {
        let portrait = SafeAreaGuideTranslationTests.portrait
        let landscape = SafeAreaGuideTranslationTests.landscape
        let translation = try ConstraintsToStacks.translate(try Self.spec(portrait))
        // The helper the guide became is no view of the SwiftUI; the view spec carries the insets.
        #expect(translation.spec.ids.sorted() == ["backdrop", "bar", "header", "list"])
        #expect(translation.spec.environment.safeAreaInsets == portrait)
        let source = try SwiftUISource.make(translation.spec, typeName: "Screen")
        #expect(source.contains(".ignoresSafeArea()"), "\(source)")
        #expect(!source.contains("59") && !source.contains("34") && !source.contains("padding"), "\(source)")
        // Portrait 393 × 852, safe area (0, 59, 393, 759): bar at 852 − 34 − 49 = 769, list from
        // 59 + 44 = 103 to 769 (666 high); the backdrop is the whole screen.
        let p = Self.stackFrames(translation.spec, portrait, 393, 852)
        SafeAreaConstraintsTests.expect(p, "backdrop", 0, 0, 393, 852)
        SafeAreaConstraintsTests.expect(p, "header", 0, 59, 393, 44)
        SafeAreaConstraintsTests.expect(p, "list", 0, 103, 393, 666)
        SafeAreaConstraintsTests.expect(p, "bar", 0, 769, 393, 49)
        // Landscape 852 × 393, safe area (59, 0, 734, 372): bar at 323, list 44…323 (279 high).
        let l = Self.stackFrames(translation.spec, landscape, 852, 393)
        SafeAreaConstraintsTests.expect(l, "backdrop", 0, 0, 852, 393)
        SafeAreaConstraintsTests.expect(l, "header", 59, 0, 734, 44)
        SafeAreaConstraintsTests.expect(l, "list", 59, 44, 734, 279)
        SafeAreaConstraintsTests.expect(l, "bar", 59, 323, 734, 49)
        // The constraint engine agrees on the landscape spec (only its insets changed).
        let constraints = try SafeAreaGuideTranslationTests.frames(try Self.spec(landscape), 852, 393)
        for id in ["backdrop", "header", "list", "bar"] {
            #expect(constraints[id].map { Tolerance.distance($0, l[id]!) <= Tolerance.frame } == true, "\(id)")
        }
    }

    @Test func theHelperTakesAnIDTheSpecLeavesFree() throws {
        var spec = try Self.spec(SafeAreaGuideTranslationTests.portrait)
        spec.views.append(ConstraintView(id: "_safeArea"))
        #expect(ConstraintsToStacks.safeAreaHelperID(spec) == "_safeArea2")
        let form = try #require(ConstraintsToStacks.importerForm(ofSafeAreaGuide: spec))
        #expect(form.1.guides == ["_safeArea2"])
        #expect(form.0.safeAreaInsets == EdgeInsets())
        let rows = form.0.constraints.map { JSONWriter.write($0.json, pretty: false) }
        #expect(rows.contains(#""header.top == _safeArea2.top""#))
        #expect(rows.contains(#""_safeArea2.top == root.top + 59""#))
        #expect(rows.allSatisfy { !$0.contains("\"safeArea.") && !$0.contains(" safeArea.") })
    }

    @Test func aSpecWithoutGuideOrInsetsIsNotRewritten() throws {
        let spec = try constraintSpec(
            #"{ "format": "layoutlab.constraints/1", "views": [ { "id": "a" } ], "constraints": [ "a.top == root.top" ] }"#
        )
        #expect(ConstraintsToStacks.importerForm(ofSafeAreaGuide: spec) == nil)
    }
}
