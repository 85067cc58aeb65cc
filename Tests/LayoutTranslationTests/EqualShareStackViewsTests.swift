import LayoutCore
import StackLayout
import Testing

@testable import LayoutTranslation

/// Two stack views of one equal share (`right.width == left.width`, a chain pinned at both
/// ends) are each exactly that share in Auto Layout, and a `fill` alignment pins their views
/// to it (required), compressing a view whose intrinsic width is larger. The stack form
/// stretches both stack views to the share, so their views take it too (before, the first
/// column kept its fields' intrinsic width and the second took the rest: IQKeyboardManager
/// General.storyboard hC1-xV-1iw, 157.67 and 157.33 for UIKit's 157.5 and 157.5).
@Suite("Constraints → stacks: stack views of one equal share")
struct EqualShareStackViewsTests {
    /// Columns `left` and `right` 20 from the sides and 20 apart, equal widths, each of two
    /// fields of intrinsic size 160 × 34 (compression resistance 750), 8 apart.
    static let json = #"""
        { "format": "layoutlab.constraints/1", "name": "equal-columns",
          "views": [ { "id": "a1", "intrinsicSize": { "width": 160, "height": 34 } },
                     { "id": "a2", "intrinsicSize": { "width": 160, "height": 34 } },
                     { "id": "b1", "intrinsicSize": { "width": 160, "height": 34 } },
                     { "id": "b2", "intrinsicSize": { "width": 160, "height": 34 } } ],
          "stackViews": [
            { "id": "left", "axis": "vertical", "spacing": 8, "arrangedSubviews": [ "a1", "a2" ] },
            { "id": "right", "axis": "vertical", "spacing": 8, "arrangedSubviews": [ "b1", "b2" ] } ],
          "constraints": [ "left.leading == root.leading + 20", "right.leading == left.trailing + 20",
            "root.trailing == right.trailing + 20", "right.width == left.width",
            "left.top == root.top + 20", "right.top == root.top + 20" ] }
        """#

    /// By hand: each column (W − 60) / 2 wide, its fields as wide (fill alignment), 34 high at
    /// y 20 and 62 — at 320: 130 (fields compressed from 160), columns at x 20 and 170; at 1024:
    /// 482 (stretched past 160), at x 20 and 522.
    @Test(arguments: [320.0, 375, 1024])
    func bothColumnsAndTheirFieldsAreOneShare(_ width: Double) throws {
        let translation = try ConstraintsToStacks.translate(try constraintSpec(Self.json))
        #expect(translation.spec.root.kind != .geometryReader, "a stack form")
        var engine = StackLayoutEngine(translation.spec)
        let solution = engine.solve(in: SolveSize(width: width, height: 667))
        let share = (width - 60) / 2
        let expected: [(String, Rect)] = [
            ("left", Rect(x: 20, y: 20, width: share, height: 76)),
            ("a1", Rect(x: 20, y: 20, width: share, height: 34)),
            ("a2", Rect(x: 20, y: 62, width: share, height: 34)),
            ("right", Rect(x: 40 + share, y: 20, width: share, height: 76)),
            ("b1", Rect(x: 40 + share, y: 20, width: share, height: 34)),
            ("b2", Rect(x: 40 + share, y: 62, width: share, height: 34)),
        ]
        for (id, frame) in expected {
            let actual = try #require(solution.frames.first { $0.id == id }?.frame)
            #expect(Tolerance.distance(actual, frame) <= Tolerance.frame, "\(id) at \(width): \(actual)")
        }
    }
}
