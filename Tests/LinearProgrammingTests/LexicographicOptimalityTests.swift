import LinearProgramming
import Testing

/// `isLexicographicallyOptimal(_:tolerance:)`: reduced costs over a sequence of objectives.
@Suite struct LexicographicOptimalityTests {
    /// x, y in [0, 10], row 0: x − y ≤ 2. Lexicographic (min y, then min −x): y = 0 first, so
    /// x ≤ 2, then x = 2. The weighted objective y − 2x instead runs along x = y + 2 with value
    /// −y − 4 down to x = 10, y = 8, which is optimal for it but not lexicographically: there
    /// x is at its upper bound with reduced-cost vector (1, …) for (y, −x) — lowering x
    /// lowers y — so the check must fail.
    static func makeLP() throws -> LinearProgram {
        let lp = LinearProgram()
        try lp.addVariables(count: 2)
        try lp.setBounds(ofVariable: 0, .between(0, 10))
        try lp.setBounds(ofVariable: 1, .between(0, 10))
        _ = try lp.addRow(indices: [0, 1], coefficients: [1, -1], bounds: .atMost(2))
        return lp
    }

    static let stages = [
        LPObjectiveTerms(indices: [1], coefficients: [1]),
        LPObjectiveTerms(indices: [0], coefficients: [-1]),
    ]

    @Test func weightedOptimumThatIsNotLexicographicFails() throws {
        let lp = try Self.makeLP()
        try lp.setObjective(indices: [1, 0], coefficients: [1, -2])
        #expect(try lp.solve() == .optimal)
        #expect(lp.value(ofVariable: 0) == 10 && lp.value(ofVariable: 1) == 8)
        #expect(try lp.isLexicographicallyOptimal(Self.stages) == false)
        // The same basis is lexicographically optimal for the weighted objective itself.
        let weighted = LPObjectiveTerms(indices: [1, 0], coefficients: [1, -2])
        #expect(try lp.isLexicographicallyOptimal([weighted]) == true)
    }

    @Test func steepWeightsGiveTheLexicographicOptimum() throws {
        let lp = try Self.makeLP()
        try lp.setObjective(indices: [1, 0], coefficients: [1000, -1])
        #expect(try lp.solve() == .optimal)
        #expect(lp.value(ofVariable: 0) == 2 && lp.value(ofVariable: 1) == 0)
        #expect(try lp.isLexicographicallyOptimal(Self.stages) == true)
        // Reversed order (min −x first: x = 10, then y ≥ 8) is not met by this basis.
        #expect(try lp.isLexicographicallyOptimal(Self.stages.reversed()) == false)
    }

    /// x, y in [0, 10], row 0: x + y ≥ 4; min x + y leaves the edge x + y = 4 open, where
    /// the second objective decides: (x = 0, y = 4) for min x, (4, 0) for min y. At the vertex
    /// x = 4, y = 0 the first objective's reduced cost of y is 0, so the second decides: it
    /// passes for (x + y, y) and fails for (x + y, x).
    @Test func tiesInTheFirstObjectiveAreDecidedByTheSecond() throws {
        let lp = LinearProgram()
        try lp.addVariables(count: 2)
        try lp.setBounds(ofVariable: 0, .between(0, 10))
        try lp.setBounds(ofVariable: 1, .between(0, 10))
        _ = try lp.addRow(indices: [0, 1], coefficients: [1, 1], bounds: .atLeast(4))
        try lp.setObjective(indices: [0, 1], coefficients: [1000, 1001])
        #expect(try lp.solve() == .optimal)
        #expect(lp.value(ofVariable: 0) == 4 && lp.value(ofVariable: 1) == 0)
        let sum = LPObjectiveTerms(indices: [0, 1], coefficients: [1, 1])
        #expect(try lp.isLexicographicallyOptimal([sum, LPObjectiveTerms(indices: [1], coefficients: [1])]))
        #expect(try !lp.isLexicographicallyOptimal([sum, LPObjectiveTerms(indices: [0], coefficients: [1])]))
        // Maximising flips every sign: max −(x + y), then max −y holds here too.
        lp.direction = .maximize
        let negated = [sum, LPObjectiveTerms(indices: [1], coefficients: [1])].map {
            LPObjectiveTerms(indices: $0.indices, coefficients: $0.coefficients.map { -$0 })
        }
        #expect(try lp.isLexicographicallyOptimal(negated))
    }

    /// The statuses the check derives from bound types follow a type change made after an
    /// earlier check. makeLP with y fixed at 0 and min 1000y − x: x = 2 basic, row 0 at its
    /// upper bound, y non-basic fixed (exempt). For (y, −x): y's cost is on no basic variable,
    /// so y = B⁻ᵀc_B = 0 and only the row stays open; leaving the row's upper bound lowers x,
    /// useless for −x: optimal. For (−x, y) likewise optimal (y exempt). Made y ∈ [0, 10] again
    /// (non-basic at its lower bound), raising y lets x rise: (−x, y) must now fail, as it does
    /// for makeLP (steepWeightsGiveTheLexicographicOptimum).
    @Test func boundTypeChangesReachTheCheck() throws {
        let lp = try Self.makeLP()
        try lp.setBounds(ofVariable: 1, .equal(to: 0))
        try lp.setObjective(indices: [1, 0], coefficients: [1000, -1])
        #expect(try lp.solve() == .optimal)
        #expect(lp.value(ofVariable: 0) == 2 && lp.value(ofVariable: 1) == 0)
        #expect(try lp.isLexicographicallyOptimal(Self.stages) == true)
        #expect(try lp.isLexicographicallyOptimal(Self.stages.reversed()) == true)
        try lp.setBounds(ofVariable: 1, .between(0, 10))
        #expect(try lp.isLexicographicallyOptimal(Self.stages) == true)
        #expect(try lp.isLexicographicallyOptimal(Self.stages.reversed()) == false)
        try lp.setBounds(ofVariable: 1, .equal(to: 0))
        #expect(try lp.isLexicographicallyOptimal(Self.stages.reversed()) == true)
    }

    @Test func invalidObjectivesThrow() throws {
        let lp = try Self.makeLP()
        #expect(try lp.solve() == .optimal)
        #expect(throws: LPError.self) {
            try lp.isLexicographicallyOptimal([LPObjectiveTerms(indices: [2], coefficients: [1])])
        }
        #expect(throws: LPError.self) {
            try lp.isLexicographicallyOptimal([LPObjectiveTerms(indices: [0], coefficients: [1, 2])])
        }
        #expect(throws: LPError.self) {
            try lp.isLexicographicallyOptimal([LPObjectiveTerms(indices: [0], coefficients: [.nan])])
        }
        #expect(throws: LPError.self) { try lp.isLexicographicallyOptimal([], tolerance: -1) }
    }
}
