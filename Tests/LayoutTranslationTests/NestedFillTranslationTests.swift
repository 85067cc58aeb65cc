import ConstraintLayout
import LayoutCore
import StackLayout
import Testing

@testable import LayoutTranslation

/// A container filled exactly by its lone content, itself a container whose chain gives it
/// modifiers (RxSwift's Geolocation.storyboard: the root view, a view pinned to its four
/// edges, a column of views inside): both containers keep their ids in the stack form. Before,
/// the outer one's id was written over the inner one's on the same modifier, and the
/// translator's sweep, which compares the ids both sides have, did not notice.
@Suite("Constraints → stacks: nested containers that fill each other")
struct NestedFillTranslationTests {
    static let spec = #"""
        { "format": "layoutlab.constraints/1", "name": "nested-fill",
          "views": [ { "id": "outer" }, { "id": "inner", "parent": "outer" },
                     { "id": "a", "parent": "inner" }, { "id": "b", "parent": "inner" } ],
          "constraints": [ "outer.left == root.left", "outer.top == root.top", "outer.right == root.right",
            "outer.bottom == root.bottom", "inner.left == outer.left", "inner.top == outer.top",
            "inner.right == outer.right", "inner.bottom == outer.bottom",
            "a.top == inner.top + 20", "a.width == 100", "a.height == 40", "a.centerX == inner.centerX",
            "b.top == a.bottom + 10", "b.width == 100", "b.height == 40", "b.centerX == inner.centerX" ] }
        """#

    @Test func bothContainersKeepTheirIds() throws {
        let translation = try ConstraintsToStacks.translate(try constraintSpec(Self.spec))
        var engine = StackLayoutEngine(translation.spec)
        let frames = engine.solve(in: SolveSize(width: 375, height: 667)).frames
        func frame(_ id: String) -> Rect? { frames.first { $0.id == id }?.frame }
        // outer and inner are both the whole 375 × 667 screen; a is centred at the top + 20:
        // x = (375 − 100) / 2 = 137.5; b 10 below it, at 20 + 40 + 10 = 70.
        #expect(frame("outer") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(frame("inner") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(frame("a") == Rect(x: 137.5, y: 20, width: 100, height: 40))
        #expect(frame("b") == Rect(x: 137.5, y: 70, width: 100, height: 40))
    }
}
