import LinearProgramming
import Testing

/// `snapshot(into:)` (basis and values in one pass) and `cplexText()`.
@Suite struct LinearProgramSnapshotTests {
    /// Wyndor (max 3x + 5y, x ≤ 4, 2y ≤ 12, 3x + 2y ≤ 18): optimum x = 2, y = 6; x, y and row 0
    /// (activity 2 < 4) basic; rows 1 and 2 at their upper bounds 12 and 18. Raising row 2's
    /// bound to 20 keeps the basis and moves the values affinely: x = (20 − 12) / 3 = 8/3.
    @Test func snapshotHoldsBasisAndValues() throws {
        let lp = try makeWyndor()
        #expect(try lp.solve() == .optimal)
        var first = LPSnapshot()
        lp.snapshot(into: &first)
        #expect(first.values == [2, 6, 2, 12, 18])
        #expect((0..<5).map(first.isBasic) == [true, true, true, false, false])
        try lp.setBounds(ofRow: 2, .atMost(20))
        #expect(try lp.solve() == .optimal)
        var second = LPSnapshot()
        lp.snapshot(into: &second)
        #expect(second.statuses == first.statuses)
        #expect(abs(second.values[0] - 8.0 / 3) < 1e-12 && second.values[1] == 6)
    }

    @Test func cplexTextIsTheWrittenFile() throws {
        let lp = try makeWyndor(direction: .minimize)
        let text = try lp.cplexText()
        #expect(text.contains("Minimize") && text.contains("Subject To") && text.contains("r_3:"))
    }
}

/// The dual simplex option gives the same optimum as the primal after a bound change.
@Suite struct SimplexMethodTests {
    /// Wyndor with row 2 raised to 20: x = 8/3, y = 6, 3x + 5y = 38, by either method.
    @Test func dualThenPrimalAgreesWithPrimal() throws {
        let lp = try makeWyndor()
        #expect(lp.method == .primal)
        #expect(try lp.solve() == .optimal)
        lp.method = .dualThenPrimal
        #expect(lp.method == .dualThenPrimal)
        try lp.setBounds(ofRow: 2, .atMost(20))
        #expect(try lp.solve() == .optimal)
        #expect(abs(lp.objectiveValue - 38) < 1e-9)
    }
}

/// `captureBasis(into:)` / `restoreBasis(_:)` and the presolver option.
@Suite struct BasisRestoreTests {
    /// Wyndor: the optimal basis, captured and restored over a slack basis, is optimal again
    /// (no pivots); a wrongly shaped basis changes nothing.
    @Test func restoredBasisNeedsNoPivots() throws {
        let lp = try makeWyndor()
        #expect(try lp.solve() == .optimal)
        var optimal: [Int32] = []
        lp.captureBasis(into: &optimal)
        #expect(optimal.count == lp.variableCount + lp.rowCount)
        let other = try makeWyndor()
        #expect(!other.restoreBasis([1, 2]))
        #expect(other.restoreBasis(optimal))
        other.method = .dualThenPrimal
        #expect(try other.solve() == .optimal)
        #expect(other.iterationCount == 0)
        #expect(abs(other.objectiveValue - 36) < 1e-9)
    }

    /// With the presolver the optimum is the same and the full basis is recovered.
    @Test func presolveRecoversTheBasis() throws {
        let lp = try makeWyndor()
        lp.usesPresolve = true
        #expect(lp.usesPresolve)
        #expect(try lp.solve() == .optimal)
        #expect(abs(lp.objectiveValue - 36) < 1e-9)
        lp.usesPresolve = false
        var after: [Int32] = []
        lp.captureBasis(into: &after)
        let reference = try makeWyndor()
        #expect(try reference.solve() == .optimal)
        var expected: [Int32] = []
        reference.captureBasis(into: &expected)
        #expect(after == expected)
    }
}
