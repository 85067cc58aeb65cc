import ConstraintLayout
import LayoutCore
import Testing

@testable import LayoutTranslation

/// The translator's verification sweep counts a view of the constraint spec that the stack
/// form has no view for (a translation that dropped its id) as a difference: before, it
/// compared only the ids both sides have, so the other views' agreement passed it.
@Suite("Constraints → stacks: a view missing from the stack form is a difference")
struct MissingViewSweepTests {
    /// `a` fills the screen; `b` is a 10 × 10 square at its top-left corner.
    static let constraints = #"""
        { "format": "layoutlab.constraints/1", "name": "two-views",
          "views": [ { "id": "a" }, { "id": "b" } ],
          "constraints": [ "H:|[a]|", "V:|[a]|", "H:|[b(10)]", "V:|[b(10)]" ] }
        """#
    /// A stack form with `a` alone: a Color fills the size proposed to the root, as `a` does
    /// in the constraints (375 × 667 at 375 × 667), and nothing has the id `b`.
    static let withoutB = #"""
        { "format": "layoutlab.view/1", "name": "two-views", "root": { "type": "Color", "id": "a" } }
        """#
    static let sizes = [Size(width: 375, height: 667), Size(width: 1032, height: 1376)]

    @Test func theMissingViewIsNamedAndTheOthersStillAgree() throws {
        let spec = try constraintSpec(Self.constraints)
        let differences = try ConstraintsToStacks.differences(
            spec, try ConstraintLayoutEngine(spec), try viewSpec(Self.withoutB), Self.sizes)
        // `a` is (0, 0, 375, 667) on both sides, so b's absence is the only difference.
        #expect(differences.map(\.view) == ["b"])
        #expect(differences.first?.reason == ConstraintsToStacks.missingViewReason)
    }

    @Test func everySizeListsItOnceToo() throws {
        let spec = try constraintSpec(Self.constraints)
        let differences = try ConstraintsToStacks.differences(
            spec, try ConstraintLayoutEngine(spec), try viewSpec(Self.withoutB), Self.sizes, everySize: true)
        #expect(differences.map(\.view) == ["b"])
    }

    @Test func aHelperViewMayBeLeftOut() throws {
        let spec = try constraintSpec(Self.constraints)
        let differences = try ConstraintsToStacks.differences(
            spec, try ConstraintLayoutEngine(spec), try viewSpec(Self.withoutB), Self.sizes, helperIDs: ["b"])
        #expect(differences.isEmpty)
    }

    /// With `b` in the stack form, placed as the constraints place it, nothing differs: the
    /// difference above is b's absence, not its frame.
    @Test func withTheViewPresentNothingDiffers() throws {
        let spec = try constraintSpec(Self.constraints)
        let withB = try viewSpec(
            #"""
            { "format": "layoutlab.view/1", "name": "two-views",
              "root": { "type": "ZStack", "alignment": "topLeading", "children": [
                { "type": "Color", "id": "a" },
                { "type": "Color", "id": "b", "modifiers": [ { "frame": { "width": 10, "height": 10 } } ] } ] } }
            """#)
        let differences = try ConstraintsToStacks.differences(
            spec, try ConstraintLayoutEngine(spec), withB, Self.sizes)
        #expect(differences.isEmpty)
    }
}
