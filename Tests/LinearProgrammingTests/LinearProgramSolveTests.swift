import LinearProgramming
import Testing

@Suite struct LinearProgramSolveTests {
    @Test func wyndorMaximumIsAtTwoSix() throws {
        // Hand calculation beside makeWyndor: x = 2, y = 6, objective 36.
        let lp = try makeWyndor()
        #expect(try lp.solve() == .optimal)
        #expect(approximatelyEqual(lp.value(ofVariable: 0), 2))
        #expect(approximatelyEqual(lp.value(ofVariable: 1), 6))
        #expect(approximatelyEqual(lp.objectiveValue, 36))
        // Row activities: x = 2, 2y = 12, 3x + 2y = 18.
        #expect(approximatelyEqual(lp.activity(ofRow: 0), 2))
        #expect(approximatelyEqual(lp.activity(ofRow: 1), 12))
        #expect(approximatelyEqual(lp.activity(ofRow: 2), 18))
    }

    @Test func minimizingTheNegatedObjectiveGivesTheSamePoint() throws {
        // min −3x − 5y has the same optimum as max 3x + 5y, with value −36.
        let lp = try makeWyndor(direction: .minimize)
        #expect(try lp.solve() == .optimal)
        var values: [Double] = []
        lp.values(into: &values)
        #expect(values.count == 2)
        #expect(approximatelyEqual(values[0], 2) && approximatelyEqual(values[1], 6))
        #expect(approximatelyEqual(lp.objectiveValue, -36))
    }

    @Test func objectiveConstantShiftsTheValueOnly() throws {
        // Same optimum, objective 36 + 100.
        let lp = try makeWyndor()
        try lp.setObjectiveConstant(100)
        #expect(try lp.solve() == .optimal)
        #expect(approximatelyEqual(lp.value(ofVariable: 0), 2))
        #expect(approximatelyEqual(lp.objectiveValue, 136))
    }

    @Test func contradictoryRowsAreInfeasible() throws {
        // x + y ≥ 5 and x + y ≤ 3 cannot both hold.
        let lp = LinearProgram()
        try lp.addVariables(count: 2)
        try lp.addRow(indices: [0, 1], coefficients: [1, 1], bounds: .atLeast(5))
        try lp.addRow(indices: [0, 1], coefficients: [1, 1], bounds: .atMost(3))
        #expect(try lp.solve() == .infeasible)
        #expect(!lp.hasSolution)
    }

    @Test func rowBelowAVariablesLowerBoundIsInfeasible() throws {
        // x ≥ 0 and the row x ≤ −1.
        let lp = LinearProgram()
        try lp.addVariables(count: 1)
        try lp.setBounds(ofVariable: 0, .atLeast(0))
        try lp.addRow(indices: [0], coefficients: [1], bounds: .atMost(-1))
        #expect(try lp.solve() == .infeasible)
    }

    @Test func objectiveGrowingAlongARayIsUnbounded() throws {
        // max x subject to x − y ≤ 1, x, y ≥ 0: x = y + 1 grows without limit.
        let lp = LinearProgram(direction: .maximize)
        try lp.addVariables(count: 2)
        try lp.setBounds(ofVariable: 0, .atLeast(0))
        try lp.setBounds(ofVariable: 1, .atLeast(0))
        try lp.addRow(indices: [0, 1], coefficients: [1, -1], bounds: .atMost(1))
        try lp.setObjectiveCoefficient(1, ofVariable: 0)
        #expect(try lp.solve() == .unbounded)
        #expect(!lp.hasSolution)
    }

    @Test func freeVariableWithoutRowsIsUnbounded() throws {
        // No rows at all (GLPK's "trivial LP" path): min x with x free.
        let lp = LinearProgram()
        try lp.addVariables(count: 1)
        try lp.setObjectiveCoefficient(1, ofVariable: 0)
        #expect(try lp.solve() == .unbounded)
    }

    @Test func emptyProblemIsOptimalWithTheConstant() throws {
        // No variables, no rows: the objective is its constant, 7.
        let lp = LinearProgram()
        try lp.setObjectiveConstant(7)
        #expect(try lp.solve() == .optimal)
        #expect(lp.objectiveValue == 7)
        var values = [1.0, 2.0]
        lp.values(into: &values)
        #expect(values.isEmpty)
    }

    @Test func equalBoundsFixTheVariable() throws {
        // min x + y with x = 3 (GLP_FX), y ≥ 1, x + y ≥ 5: y = 2, objective 5.
        let lp = LinearProgram()
        try lp.addVariables(count: 2)
        try lp.setBounds(ofVariable: 0, .equal(to: 3))
        try lp.setBounds(ofVariable: 1, .atLeast(1))
        try lp.addRow(indices: [0, 1], coefficients: [1, 1], bounds: .atLeast(5))
        try lp.setObjective(indices: [0, 1], coefficients: [1, 1])
        #expect(try lp.bounds(ofVariable: 0) == .equal(to: 3))
        #expect(try lp.solve() == .optimal)
        #expect(approximatelyEqual(lp.value(ofVariable: 0), 3))
        #expect(approximatelyEqual(lp.value(ofVariable: 1), 2))
        #expect(approximatelyEqual(lp.objectiveValue, 5))
    }

    @Test func equalRowBoundsMakeAnEquality() throws {
        // max x subject to x + y = 7 (GLP_FX row), y ≥ 2, x ≥ 0: x = 5.
        let lp = LinearProgram(direction: .maximize)
        try lp.addVariables(count: 2)
        try lp.setBounds(ofVariable: 0, .atLeast(0))
        try lp.setBounds(ofVariable: 1, .atLeast(2))
        try lp.addRow(indices: [0, 1], coefficients: [1, 1], bounds: .between(7, 7))
        try lp.setObjectiveCoefficient(1, ofVariable: 0)
        #expect(try lp.bounds(ofRow: 0) == .equal(to: 7))
        #expect(try lp.solve() == .optimal)
        #expect(approximatelyEqual(lp.value(ofVariable: 0), 5))
    }

    @Test func newVariablesAreFreeWithZeroCost() throws {
        let lp = LinearProgram()
        #expect(try lp.addVariables(count: 3) == 0..<3)
        #expect(try lp.addVariables(count: 2) == 3..<5)
        #expect(lp.variableCount == 5)
        for j in 0..<5 {
            #expect(try lp.bounds(ofVariable: j) == .free)
            #expect(try lp.objectiveCoefficient(ofVariable: j) == 0)
        }
    }

    @Test func setObjectiveReplacesEveryCoefficient() throws {
        let lp = LinearProgram()
        try lp.addVariables(count: 3)
        try lp.setObjective(indices: [0, 1], coefficients: [4, 5])
        try lp.setObjective(indices: [2, 2], coefficients: [1, 2])
        #expect(try lp.objectiveCoefficient(ofVariable: 0) == 0)
        #expect(try lp.objectiveCoefficient(ofVariable: 1) == 0)
        #expect(try lp.objectiveCoefficient(ofVariable: 2) == 3)
    }

    @Test func changingTheProblemForgetsTheSolution() throws {
        let lp = try makeWyndor()
        #expect(try lp.solve() == .optimal)
        #expect(lp.hasSolution)
        try lp.setBounds(ofVariable: 0, .between(0, 1))
        #expect(!lp.hasSolution)
        lp.direction = .minimize
        #expect(lp.direction == .minimize)
    }
}
