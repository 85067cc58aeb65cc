import LinearProgramming
import Testing

/// `addVariables(bounds:)`, `addRows(_:)` and the pricing / ratio-test options.
@Suite struct LinearProgramBatchTests {
    /// max x + 2y with x ∈ [0, 3], y ≥ 0, x + y ≤ 4 and x − y ≥ −2 (with x + x merged):
    /// the optimum is at x + y = 4, x − y = −2, i.e. x = 1, y = 3, objective 7.
    @Test func batchLoadedProblemSolves() throws {
        let lp = LinearProgram(direction: .maximize)
        #expect(try lp.addVariables(bounds: [.between(0, 3), .atLeast(0)]) == 0..<2)
        var batch = LPRowBatch()
        batch.append(indices: [0, 1], coefficients: [1, 1], bounds: .atMost(4))
        batch.append(indices: [0, 1, 0], coefficients: [0.5, -1, 0.5], bounds: .atLeast(-2))
        #expect(batch.count == 2)
        #expect(try lp.addRows(batch) == 0..<2)
        #expect(try lp.bounds(ofVariable: 0) == .between(0, 3))
        #expect(try lp.bounds(ofRow: 1) == .atLeast(-2))
        try lp.setObjective(indices: [0, 1], coefficients: [1, 2])
        lp.pricing = .standard
        lp.ratioTest = .standard
        #expect(lp.pricing == .standard && lp.ratioTest == .standard)
        #expect(try lp.solve() == .optimal)
        #expect(abs(lp.value(ofVariable: 0) - 1) < 1e-9)
        #expect(abs(lp.value(ofVariable: 1) - 3) < 1e-9)
        #expect(abs(lp.objectiveValue - 7) < 1e-9)
    }

    /// A bad row anywhere in the batch adds nothing, as a bad `addRow` does.
    @Test func invalidBatchAddsNothing() throws {
        let lp = LinearProgram()
        try lp.addVariables(bounds: [.free])
        var batch = LPRowBatch()
        batch.append(indices: [0], coefficients: [1], bounds: .atMost(1))
        batch.append(indices: [5], coefficients: [1], bounds: .atMost(1))
        #expect(throws: LPError.self) { try lp.addRows(batch) }
        var mismatched = LPRowBatch()
        mismatched.append(indices: [0, 0], coefficients: [1], bounds: .free)
        #expect(throws: LPError.self) { try lp.addRows(mismatched) }
        #expect(throws: LPError.self) { try lp.addVariables(bounds: [.between(2, 1)]) }
        #expect(lp.rowCount == 0)
        #expect(lp.variableCount == 1)
    }
}
