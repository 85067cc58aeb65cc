import LinearProgramming
import Testing

@Suite struct LinearProgramRowTests {
    @Test func repeatedColumnInARowIsMerged() throws {
        // max x subject to x + x ≤ 4, i.e. 2x ≤ 4, so x = 2 (GLPK alone would abort).
        let lp = LinearProgram(direction: .maximize)
        try lp.addVariables(count: 1)
        let row = try lp.addRow(indices: [0, 0], coefficients: [1, 1], bounds: .atMost(4))
        try lp.setObjectiveCoefficient(1, ofVariable: 0)
        #expect(try lp.solve() == .optimal)
        #expect(approximatelyEqual(lp.value(ofVariable: 0), 2))
        #expect(approximatelyEqual(lp.activity(ofRow: row), 4))
        #expect(lp.dump().contains("r0: 2 x0 <= 4"))
    }

    @Test func termsCancellingToZeroLeaveAnEmptyRow() throws {
        // x − x + 0·y is the empty expression 0; 0 ≤ 1 holds, so min x with x ≥ 3 gives 3.
        let lp = LinearProgram()
        try lp.addVariables(count: 2)
        try lp.setBounds(ofVariable: 0, .atLeast(3))
        try lp.addRow(indices: [0, 0, 1], coefficients: [1, -1, 0], bounds: .atMost(1))
        try lp.setObjectiveCoefficient(1, ofVariable: 0)
        #expect(lp.dump().contains("r0: 0 <= 1"))
        #expect(try lp.solve() == .optimal)
        #expect(approximatelyEqual(lp.value(ofVariable: 0), 3))
    }

    @Test func addingZeroVariablesReturnsAnEmptyRange() throws {
        let lp = LinearProgram()
        #expect(try lp.addVariables(count: 0) == 0..<0)
        try lp.addVariables(count: 2)
        #expect(try lp.addVariables(count: 0) == 2..<2)
        #expect(lp.variableCount == 2)
    }

    @Test func emptyRowConstrainsZero() throws {
        // An empty row says lower ≤ 0 ≤ upper: satisfied for [−1, 1], not for [1, 2].
        let satisfied = LinearProgram()
        #expect(try satisfied.addRow(indices: [], coefficients: [], bounds: .between(-1, 1)) == 0)
        #expect(try satisfied.solve() == .optimal)
        #expect(approximatelyEqual(satisfied.activity(ofRow: 0), 0))

        let violated = LinearProgram()
        try violated.addVariables(count: 1)
        try violated.setBounds(ofVariable: 0, .between(0, 1))
        try violated.addRow(indices: [], coefficients: [], bounds: .between(1, 2))
        #expect(try violated.solve() == .infeasible)
    }

    @Test func setRowReplacesTheCoefficients() throws {
        // max x + y with x, y ≥ 0 and row x + y ≤ 4 → 4; after setRow to 2x + 4y ≤ 4, the best
        // is x = 2, y = 0 → 2 (x gains 1 per 2 units of the row, y 1 per 4).
        let lp = LinearProgram(direction: .maximize)
        try lp.addVariables(count: 2)
        try lp.setBounds(ofVariable: 0, .atLeast(0))
        try lp.setBounds(ofVariable: 1, .atLeast(0))
        try lp.addRow(indices: [0, 1], coefficients: [1, 1], bounds: .atMost(4))
        try lp.setObjective(indices: [0, 1], coefficients: [1, 1])
        #expect(try lp.solve() == .optimal)
        #expect(approximatelyEqual(lp.objectiveValue, 4))
        try lp.setRow(0, indices: [1, 0], coefficients: [4, 2])
        #expect(try lp.solve() == .optimal)
        #expect(approximatelyEqual(lp.value(ofVariable: 0), 2))
        #expect(approximatelyEqual(lp.value(ofVariable: 1), 0))
        #expect(approximatelyEqual(lp.objectiveValue, 2))
    }

    @Test func deleteRowsShiftsLaterRowsDown() throws {
        // max x with rows x ≤ 5, x ≤ 3, x ≤ 4: 3. Deleting row 1 leaves x ≤ 5, x ≤ 4
        // (the old row 2 is now row 1): 4.
        let lp = LinearProgram(direction: .maximize)
        try lp.addVariables(count: 1)
        try lp.setObjectiveCoefficient(1, ofVariable: 0)
        for bound in [5.0, 3.0, 4.0] {
            try lp.addRow(indices: [0], coefficients: [1], bounds: .atMost(bound))
        }
        #expect(try lp.solve() == .optimal)
        #expect(approximatelyEqual(lp.value(ofVariable: 0), 3))

        try lp.deleteRows([1])
        #expect(lp.rowCount == 2)
        #expect(try lp.bounds(ofRow: 0) == .atMost(5))
        #expect(try lp.bounds(ofRow: 1) == .atMost(4))
        #expect(try lp.solve() == .optimal)
        #expect(approximatelyEqual(lp.value(ofVariable: 0), 4))

        // Repeats and any order are fine; an empty list does nothing.
        try lp.deleteRows([])
        try lp.deleteRows([1, 1])
        #expect(lp.rowCount == 1)
        #expect(try lp.solve() == .optimal)
        #expect(approximatelyEqual(lp.value(ofVariable: 0), 5))
        try lp.deleteRows([0])
        #expect(lp.rowCount == 0)
        #expect(try lp.solve() == .unbounded)
    }

    @Test func deletingTheBindingRowsRebuildsTheBasis() throws {
        // Wyndor's binding rows are 1 (2y ≤ 12) and 2 (3x + 2y ≤ 18); they are non-basic at
        // the optimum, so deleting them leaves GLPK's saved basis invalid. Left with x ≤ 4 and
        // max 3x + 5y, y grows without limit.
        let lp = try makeWyndor()
        #expect(try lp.solve() == .optimal)
        #expect(try lp.rowStatus(1) != .basic)
        try lp.deleteRows([2, 1])
        #expect(try lp.solve() == .unbounded)
        try lp.setBounds(ofVariable: 1, .between(0, 1))
        // Now y ≤ 1: x = 4, y = 1, objective 17.
        #expect(try lp.solve() == .optimal)
        #expect(approximatelyEqual(lp.objectiveValue, 17))
    }

    @Test func failedAddRowAddsNothing() throws {
        let lp = LinearProgram()
        try lp.addVariables(count: 2)
        #expect(throws: LPError.self) {
            try lp.addRow(indices: [0, 5], coefficients: [1, 1], bounds: .atMost(1))
        }
        #expect(lp.rowCount == 0)
        // The scratch state is clean: a later row merges correctly.
        try lp.addRow(indices: [1, 0, 1], coefficients: [1, 2, 3], bounds: .atMost(1))
        #expect(lp.dump().contains("r0: 2 x0 + 4 x1 <= 1"))
    }
}
