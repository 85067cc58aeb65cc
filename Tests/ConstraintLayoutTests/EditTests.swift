import ConstraintLayout
import LayoutCore
import Testing

/// The edit API (kiwi's `suggestValue`): edited constants and sizes re-solve warm and equal
/// cold solves of the edited spec.
@Suite struct EditTests {
    static func constraints(gap: Double) -> [String] {
        [
            "t1.left == 0", "t1.top == 0", "t1.height == 50", "t1.width == root.width",
            "t2.top == t1.bottom + \(gap) # gap", "t2.height == 50 @750", "t2.bottom <= root.bottom",
            "t2.left >= 0", "t2.width == 0.5 * root.width @500",
        ]
    }

    /// Over gaps 0…100 and heights 80…300: the warm engine, edited in place, gives the frames
    /// of a fresh engine built with that gap. E.g. gap 40 at height 120: t2.top = 90, its
    /// height is squeezed from 50 to 120 − 90 = 30 (the @750 equality yields to the required
    /// `bottom <= root.bottom`).
    @Test func editedConstantsEqualColdSolves() throws {
        let warm = try ConstraintLayoutEngine(makeSpec(views: plainViews("t1", "t2"), Self.constraints(gap: 20)))
        for gap in stride(from: 0.0, through: 100, by: 20) {
            try warm.setConstant(gap, ofConstraint: "gap")
            for height in stride(from: 80.0, through: 300, by: 40) {
                let size = Size(width: 200, height: height)
                let edited = try warm.solve(in: size)
                let cold = try solve(makeSpec(views: plainViews("t1", "t2"), Self.constraints(gap: gap)), 200, height)
                #expect(edited.status == cold.status, "gap \(gap) height \(height)")
                for (x, y) in zip(edited.frames, cold.frames) {
                    #expect(Tolerance.distance(x.frame, y.frame) <= 1e-9, "gap \(gap) height \(height)")
                }
            }
        }
        try warm.setConstant(40, ofConstraint: "gap")
        #expect(
            close(
                try warm.solve(in: Size(width: 200, height: 120)).frame(of: "t2"),
                Rect(x: 0, y: 90, width: 100, height: 30)))
        #expect(warm.constraints.first { $0.name == "gap" }?.description == "t2.top == t1.bottom + 40 # gap")
    }

    /// An edit that makes the layout conflict is reported like any conflict, and undone by the
    /// next edit (gap 10: t2.top = 50 + 10).
    @Test func editsCanCreateAndResolveConflicts() throws {
        let spec = makeSpec(views: plainViews("t1", "t2"), Self.constraints(gap: 20) + ["t2.height >= 10"])
        let engine = try ConstraintLayoutEngine(spec)
        // 0 + 50 + 500 + 10 > 300.
        try engine.setConstant(500, ofConstraint: "gap")
        #expect(try engine.solve(in: Size(width: 200, height: 300)).status == .unsatisfiable)
        try engine.setConstant(10, ofConstraint: "gap")
        #expect(try engine.solve(in: Size(width: 200, height: 300)).frame(of: "t2")?.y == 60)
    }

    @Test func invalidEditsAreTypedErrors() throws {
        let engine = try ConstraintLayoutEngine(makeSpec(views: plainViews("t1", "t2"), Self.constraints(gap: 20)))
        #expect(throws: ConstraintEditError.self) { try engine.setConstant(1, ofConstraint: "nope") }
        #expect(throws: ConstraintEditError.self) { try engine.setConstant(.nan, ofConstraint: "gap") }
        #expect((try? engine.setConstant(1, ofConstraint: "constraints[0]")) != nil)
    }
}
