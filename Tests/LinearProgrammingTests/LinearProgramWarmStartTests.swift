import LinearProgramming
import Testing

@Suite struct LinearProgramWarmStartTests {
    /// 50 values of c from −2 to 12.7 in steps of 0.3: through the infeasible, x-only,
    /// intersection and y-only regimes of ``KinkedFamily``.
    static let sweep = (0..<50).map { -2 + 0.3 * Double($0) }

    @Test func warmResolveMatchesFreshProblemsOverABoundSweep() throws {
        let warm = try KinkedFamily.make(c: Self.sweep[0])
        for c in Self.sweep {
            try warm.setBounds(ofRow: 1, .atMost(c))
            let resolved = try KinkedFamily.solve(warm)
            let fresh = try KinkedFamily.solveFresh(c: c)
            #expect(
                KinkedFamily.agree(resolved, fresh),
                "c = \(c): warm \(String(describing: resolved)), fresh \(String(describing: fresh))")
            #expect(
                KinkedFamily.agree(resolved, KinkedFamily.expected(c: c)), "c = \(c): \(String(describing: resolved))")
        }
    }

    @Test func resolvingAnUnchangedProblemTakesNoIterations() throws {
        let lp = try makeWyndor()
        #expect(try lp.solve() == .optimal)
        let iterations = lp.iterationCount
        #expect(iterations > 0)
        #expect(try lp.solve() == .optimal)
        #expect(lp.iterationCount == iterations)
        #expect(approximatelyEqual(lp.objectiveValue, 36))
    }

    @Test func savedBasisRestartsAnotherProblemAtTheOptimum() throws {
        let solved = try makeWyndor()
        #expect(try solved.solve() == .optimal)
        let variables = try (0..<solved.variableCount).map { try solved.variableStatus($0) }
        let rows = try (0..<solved.rowCount).map { try solved.rowStatus($0) }
        // At (2, 6) both variables are basic, as is row 0 (x ≤ 4 has slack 2).
        #expect(variables == [.basic, .basic])
        #expect(rows == [.basic, .upperBound, .upperBound])

        let restored = try makeWyndor()
        for (j, status) in variables.enumerated() { try restored.setVariableStatus(status, ofVariable: j) }
        for (i, status) in rows.enumerated() { try restored.setRowStatus(status, ofRow: i) }
        #expect(try restored.solve() == .optimal)
        #expect(restored.iterationCount == 0)
        #expect(approximatelyEqual(restored.value(ofVariable: 0), 2))
        #expect(approximatelyEqual(restored.value(ofVariable: 1), 6))
    }

    @Test func invalidBasisIsReplacedBeforeSolving() throws {
        // Every variable and row marked basic: 5 basic variables for 3 rows (GLP_EBADB), so the
        // solve rebuilds a basis and still finds (2, 6).
        let lp = try makeWyndor()
        for j in 0..<2 { try lp.setVariableStatus(.basic, ofVariable: j) }
        for i in 0..<3 { try lp.setRowStatus(.basic, ofRow: i) }
        #expect(try lp.solve() == .optimal)
        #expect(approximatelyEqual(lp.objectiveValue, 36))
    }

    @Test func iterationLimitStopsAProblemNeedingTwoPivots() throws {
        // max x + y with rows x ≤ 2 and y ≤ 3 (x, y ≥ 0): from the all-slack basis, x and y
        // must each enter the basis, one pivot each, so one iteration is not enough.
        let lp = LinearProgram(direction: .maximize)
        try lp.addVariables(count: 2)
        try lp.setBounds(ofVariable: 0, .atLeast(0))
        try lp.setBounds(ofVariable: 1, .atLeast(0))
        try lp.addRow(indices: [0], coefficients: [1], bounds: .atMost(2))
        try lp.addRow(indices: [1], coefficients: [1], bounds: .atMost(3))
        try lp.setObjective(indices: [0, 1], coefficients: [1, 1])
        lp.iterationLimit = 1
        #expect(throws: LPError.iterationLimit) { try lp.solve() }
        #expect(!lp.hasSolution)
        // With room, the solve continues from where it stopped: x = 2, y = 3, objective 5.
        lp.iterationLimit = 100
        #expect(try lp.solve() == .optimal)
        #expect(approximatelyEqual(lp.objectiveValue, 5))
        #expect(lp.iterationCount == 2)
    }

    @Test func zeroIterationLimitStopsBeforeAnyPivot() throws {
        let lp = try makeWyndor()
        lp.iterationLimit = 0
        #expect(throws: LPError.iterationLimit) { try lp.solve() }
    }
}
