import LinearProgramming

/// The one tolerance these tests compare solver output with: the simplex works in doubles
/// with feasibility tolerance 1e-7, and our small hand-made problems land on vertices whose
/// coordinates it computes to within a few ulps.
let solverTolerance = 1e-9

/// Whether `a` and `b` differ by at most ``solverTolerance``.
func approximatelyEqual(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= solverTolerance
}

extension LPError {
    /// The text of an `invalidArgument` error, or nil for any other case.
    var invalidArgumentMessage: String? {
        if case .invalidArgument(let message) = self { return message }
        return nil
    }
}

/// The "Wyndor Glass" problem (Hillier & Lieberman): maximise 3x + 5y subject to
/// x ≤ 4, 2y ≤ 12, 3x + 2y ≤ 18, x, y ≥ 0.
///
/// By hand: 2y ≤ 12 gives y ≤ 6; with y = 6, 3x ≤ 18 − 12 = 6 gives x ≤ 2. The vertices are
/// (0,0) → 0, (4,0) → 12, (4,3) → 27, (2,6) → 36, (0,6) → 30, so the optimum is x = 2,
/// y = 6, objective 36, and it is unique (the objective is parallel to no edge).
func makeWyndor(direction: OptimizationDirection = .maximize) throws -> LinearProgram {
    let lp = LinearProgram(direction: direction)
    try lp.addVariables(count: 2)
    try lp.setBounds(ofVariable: 0, .atLeast(0))
    try lp.setBounds(ofVariable: 1, .atLeast(0))
    try lp.addRow(indices: [0], coefficients: [1], bounds: .atMost(4))
    try lp.addRow(indices: [1], coefficients: [2], bounds: .atMost(12))
    try lp.addRow(indices: [0, 1], coefficients: [3, 2], bounds: .atMost(18))
    let sign: Double = direction == .maximize ? 1 : -1
    try lp.setObjective(indices: [0, 1], coefficients: [3 * sign, 5 * sign])
    return lp
}

/// A family of problems with a piecewise-linear optimum, used by the warm-start and thread
/// tests: maximise x + 2y subject to x + y ≤ 4, x + 3y ≤ c, x, y ≥ 0.
///
/// By hand, for the vertices (c, 0) → c, (0, c/3) → 2c/3, the intersection
/// x + y = 4 ∧ x + 3y = c, i.e. y = (c − 4)/2, x = (12 − c)/2 → (c + 4)/2, and (0, 4) → 8:
/// - c < 0: infeasible (x + 3y ≥ 0);
/// - 0 ≤ c ≤ 4: x = c, y = 0, objective c (beats 2c/3);
/// - 4 ≤ c ≤ 12: the intersection, objective (c + 4)/2 (beats 2c/3 by (12 − c)/6);
/// - c ≥ 12: x = 0, y = 4, objective 8.
enum KinkedFamily {
    /// The expected (x, y, objective), or nil when infeasible.
    static func expected(c: Double) -> [Double]? {
        if c < 0 { return nil }
        if c <= 4 { return [c, 0, c] }
        if c <= 12 { return [(12 - c) / 2, (c - 4) / 2, (c + 4) / 2] }
        return [0, 4, 8]
    }

    /// Builds the problem for `c`; row 1 is `x + 3y ≤ c`.
    static func make(c: Double) throws -> LinearProgram {
        let lp = LinearProgram(direction: .maximize)
        try lp.addVariables(count: 2)
        try lp.setBounds(ofVariable: 0, .atLeast(0))
        try lp.setBounds(ofVariable: 1, .atLeast(0))
        try lp.addRow(indices: [0, 1], coefficients: [1, 1], bounds: .atMost(4))
        try lp.addRow(indices: [0, 1], coefficients: [1, 3], bounds: .atMost(c))
        try lp.setObjective(indices: [0, 1], coefficients: [1, 2])
        return lp
    }

    /// Solves `lp` and returns (x, y, objective), or nil when infeasible.
    static func solve(_ lp: LinearProgram) throws -> [Double]? {
        switch try lp.solve() {
        case .optimal:
            return [lp.value(ofVariable: 0), lp.value(ofVariable: 1), lp.objectiveValue]
        case .infeasible:
            return nil
        case .unbounded:
            return [.infinity]
        }
    }

    /// Builds and solves a fresh problem for `c`.
    static func solveFresh(c: Double) throws -> [Double]? {
        try solve(make(c: c))
    }

    /// Whether two results agree within ``solverTolerance``.
    static func agree(_ a: [Double]?, _ b: [Double]?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?): return a.count == b.count && zip(a, b).allSatisfy { approximatelyEqual($0, $1) }
        default: return false
        }
    }
}
