import ConstraintLayout
import LayoutCore
import Testing

/// Small API surface checks.
@Suite struct ConstraintEngineAPITests {
    /// The example of `ConstraintLayoutEngine`'s documentation.
    let spec = ConstraintSpec(
        name: "half", views: [ConstraintView(id: "a")],
        constraints: [
            .text("a.left == 0", path: "constraints[0]"), .text("a.top == 0", path: "constraints[1]"),
            .text("a.width == 0.5 * root.width", path: "constraints[2]"),
            .text("a.height == 100 @750", path: "constraints[3]"),
        ])

    /// The example of `ConstraintLayoutEngine`'s documentation: width 0.5 × 393 = 196.5.
    @Test func documentationExample() throws {
        let engine = try ConstraintLayoutEngine(spec)
        #expect(engine.statistics.stageCount == 0)
        let solution = try engine.solve(in: Size(width: 393, height: 852))
        #expect(solution.frame(of: "a") == Rect(x: 0, y: 0, width: 196.5, height: 100))
        #expect(solution.spec == "half")
        #expect(solution.size == SolveSize(width: 393, height: 852))
        let dump = engine.dump()
        #expect(
            dump.hasPrefix(
                "spec \"half\": 1 view, 4 constraints, 4 rows\nstages: priority defaultHigh, tie-break: free axes at zero\n"
            ))
        // The reduction substitutes the three required equalities (a.left = 0, a.top = 0,
        // a.width = 0.5 × root.width): columns root 0…3, a.height± 4–5 (no bound fixes its
        // sign), then the two errors of the optional equality; rows: the optional equality only.
        // Its hold row is added when the stages run one by one; this solve was one merged LP
        // (two stages, the lexicographic check passed), which needs none.
        #expect(dump.contains("x4 a.height⁺, x5 a.height⁻, x6 e⁺ constraints[3], x7 e⁻ constraints[3]"))
        #expect(dump.contains("rows: r0 constraints[3]: a.height == 100 @defaultHigh\n"))
        #expect(engine.statistics.mergedSolveCount == 1)
        #expect(engine.statistics.rowCount == 1)
        #expect(dump.contains("reduced: constraints[0]: a.left == 0, constraints[1]: a.top == 0, constraints[2]:"))
    }

    /// The same spec solved stage by stage (LP recording: unreduced, never merged): the four
    /// constraints are rows r0…r3, and the priority level gets its hold row r4 before the
    /// stages run (the last stage, the free-axes tie-break, needs none): 5 rows.
    @Test func stagedSolveAddsTheHoldRows() throws {
        let engine = try ConstraintLayoutEngine(spec, options: .init(recordsLP: true))
        let solution = try engine.solve(in: Size(width: 393, height: 852))
        #expect(solution.frame(of: "a") == Rect(x: 0, y: 0, width: 196.5, height: 100))
        #expect(engine.statistics.rowCount == 5)
        #expect(engine.statistics.mergedSolveCount == 0)
        #expect(engine.dump().contains(", r4 hold: priority defaultHigh\n"))
    }

    @Test func specWithoutConstraintsSolvesToZeros() throws {
        let solution = try solve(makeSpec(views: plainViews("a", "b"), []), 100, 100)
        #expect(solution.status == .solved)
        #expect(solution.frames == [ViewFrame(id: "a", frame: .zero), ViewFrame(id: "b", frame: .zero)])
    }

    @Test func rootOnlyConstraintsStillDecideSatisfiability() throws {
        let spec = makeSpec(views: plainViews("a"), ["root.width >= 300 # wide-enough"])
        #expect(try solve(spec, 400, 100).status == .solved)
        let narrow = try solve(spec, 200, 100)
        #expect(narrow.status == .unsatisfiable)
        #expect(narrow.diagnostics.first?.constraints == ["wide-enough"])
        #expect(narrow.diagnostics.first?.views == [])
    }

    @Test func uikitStyleInitializer() {
        let c = LayoutConstraint(
            item: "a", attribute: .width, relatedBy: .lessThanOrEqual, toItem: "b", attribute: .width, multiplier: 0.5,
            constant: -8, priority: .defaultHigh, identifier: "half")
        #expect(c.description == "a.width <= 0.5 * b.width - 8 @defaultHigh # half")
        #expect(LayoutPriority(500).description == "500")
        #expect(LayoutPriority(999.5).description == "999.5")
    }

    @Test func errorsDescribeTheStage() {
        let error = ConstraintLayoutError(
            .iterationLimit, stage: "priority 750", spec: "s", size: Size(width: 393, height: 852.5))
        #expect(
            error.description
                == "constraint engine, spec s at 393x852.5, priority 750: the LP solver reached its iteration limit")
    }
}

extension ConstraintEngineAPITests {
    /// The example of the module overview (ConstraintLayout.docc): a label of intrinsic width
    /// 100 pinned into an 80-pt box at @500 keeps its 100 (compression resistance 750).
    @Test func moduleOverviewExample() throws {
        var label = ConstraintView(id: "label", parent: "box")
        label.intrinsicWidth = 100
        let spec = ConstraintSpec(
            name: "label-in-box", views: [ConstraintView(id: "box"), label],
            constraints: [
                .text("box.left == 0", path: "constraints[0]"), .text("box.width == 80", path: "constraints[1]"),
                .text("label.left == box.left", path: "constraints[2]"),
                .text("label.right == box.right @500 # pin", path: "constraints[3]"),
            ])
        let solution = try ConstraintLayoutEngine(spec).solve(in: Size(width: 393, height: 852))
        #expect(solution.frame(of: "label")?.width == 100)
    }
}
