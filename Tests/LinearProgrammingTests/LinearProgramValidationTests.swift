import LinearProgramming
import Testing

/// A call that must be rejected with ``LPError/invalidArgument(_:)`` before reaching GLPK,
/// made on a fresh problem with 2 variables and 1 row.
struct InvalidCall: Sendable, CustomTestStringConvertible {
    let name: String
    /// Words the error text must contain.
    let mentions: String
    let call: @Sendable (LinearProgram) throws -> Void

    var testDescription: String { name }

    static let all: [InvalidCall] = [
        InvalidCall(name: "NaN lower bound", mentions: "not finite") {
            try $0.setBounds(ofVariable: 0, .atLeast(.nan))
        },
        InvalidCall(name: "infinite upper bound", mentions: "not finite") {
            try $0.setBounds(ofVariable: 0, .atMost(.infinity))
        },
        InvalidCall(name: "minus infinity lower bound on a row", mentions: "not finite") {
            try $0.setBounds(ofRow: 0, .between(-.infinity, 0))
        },
        InvalidCall(name: "lower above upper on a variable", mentions: "greater than upper") {
            try $0.setBounds(ofVariable: 1, .between(2, 1))
        },
        InvalidCall(name: "lower above upper on a new row", mentions: "greater than upper") {
            try $0.addRow(indices: [0], coefficients: [1], bounds: .between(3, -3))
        },
        InvalidCall(name: "NaN coefficient", mentions: "not finite") {
            try $0.addRow(indices: [0, 1], coefficients: [1, .nan], bounds: .atMost(1))
        },
        InvalidCall(name: "infinite coefficient", mentions: "not finite") {
            try $0.setRow(0, indices: [0], coefficients: [-.infinity])
        },
        InvalidCall(name: "coefficients overflowing when merged", mentions: "sum to") {
            try $0.addRow(
                indices: [0, 0], coefficients: [.greatestFiniteMagnitude, .greatestFiniteMagnitude], bounds: .free)
        },
        InvalidCall(name: "NaN objective coefficient", mentions: "not finite") {
            try $0.setObjectiveCoefficient(.nan, ofVariable: 0)
        },
        InvalidCall(name: "infinite objective constant", mentions: "not finite") {
            try $0.setObjectiveConstant(.infinity)
        },
        InvalidCall(name: "infinite coefficient in objective", mentions: "not finite") {
            try $0.setObjective(indices: [1], coefficients: [.infinity])
        },
        InvalidCall(name: "variable index past the end", mentions: "out of range 0..<2") {
            try $0.setBounds(ofVariable: 2, .free)
        },
        InvalidCall(name: "negative variable index", mentions: "out of range") {
            try $0.setObjectiveCoefficient(1, ofVariable: -1)
        },
        InvalidCall(name: "variable index past the end in a row", mentions: "variable index 7") {
            try $0.addRow(indices: [7], coefficients: [1], bounds: .free)
        },
        InvalidCall(name: "variable index past the end in the objective", mentions: "out of range") {
            try $0.setObjective(indices: [0, 2], coefficients: [1, 1])
        },
        InvalidCall(name: "row index past the end", mentions: "row index 1") {
            try $0.setBounds(ofRow: 1, .free)
        },
        InvalidCall(name: "row index past the end in setRow", mentions: "row index") {
            try $0.setRow(3, indices: [], coefficients: [])
        },
        InvalidCall(name: "row index past the end in deleteRows", mentions: "row index 1") {
            try $0.deleteRows([0, 1])
        },
        InvalidCall(name: "row status index", mentions: "row index") {
            _ = try $0.rowStatus(-1)
        },
        InvalidCall(name: "variable status index", mentions: "variable index") {
            try $0.setVariableStatus(.basic, ofVariable: 9)
        },
        InvalidCall(name: "more indices than coefficients", mentions: "2 indices but 1 coefficients") {
            try $0.addRow(indices: [0, 1], coefficients: [1], bounds: .free)
        },
        InvalidCall(name: "negative variable count", mentions: "negative") {
            try $0.addVariables(count: -1)
        },
        InvalidCall(name: "more variables than GLPK holds", mentions: "limit") {
            try $0.addVariables(count: 100_000_000)
        },
        InvalidCall(name: "negative iteration limit", mentions: "iterationLimit") {
            $0.iterationLimit = -1
            _ = try $0.solve()
        },
        InvalidCall(name: "time limit beyond Int32", mentions: "timeLimitMilliseconds") {
            $0.timeLimitMilliseconds = Int(Int32.max) + 1
            _ = try $0.solve()
        },
        InvalidCall(name: "empty CPLEX path", mentions: "path") {
            try $0.writeCPLEX(toPath: "")
        },
    ]
}

@Suite struct LinearProgramValidationTests {
    @Test(arguments: InvalidCall.all)
    func invalidArgumentIsRejectedBeforeGLPK(_ invalid: InvalidCall) throws {
        let lp = LinearProgram()
        try lp.addVariables(count: 2)
        try lp.addRow(indices: [0, 1], coefficients: [1, 1], bounds: .atMost(10))
        let before = lp.dump()
        let error = #expect(throws: LPError.self) { try invalid.call(lp) }
        let message = error?.invalidArgumentMessage
        #expect(message != nil, "expected invalidArgument, got \(String(describing: error))")
        #expect(message?.contains(invalid.mentions) == true, "\(message ?? "nil")")
        // The problem is unchanged and still solvable (objective 0: any feasible point).
        #expect(lp.dump() == before)
        lp.iterationLimit = 100
        lp.timeLimitMilliseconds = 1_000
        #expect(try lp.solve() == .optimal)
    }

    @Test func boundsHelpersSpellOutTheirSides() {
        #expect(LPBounds.free == LPBounds(lower: nil, upper: nil))
        #expect(LPBounds.atLeast(1) == LPBounds(lower: 1, upper: nil))
        #expect(LPBounds.atMost(2) == LPBounds(lower: nil, upper: 2))
        #expect(LPBounds.between(1, 2) == LPBounds(lower: 1, upper: 2))
        #expect(LPBounds.equal(to: 3) == LPBounds(lower: 3, upper: 3))
    }
}
