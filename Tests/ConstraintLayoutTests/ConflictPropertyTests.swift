import ConstraintLayout
import LayoutCore
import TestSupport
import Testing

/// Property: on random infeasible systems of required constraints, the reported set is an
/// irreducible infeasible subset — on its own it still conflicts, and without any one of its
/// members it is satisfiable. Seeded; a failure names its seed (`seed 17`) for replay.
@Suite struct ConflictPropertyTests {
    static let attributes = ["left", "right", "width", "centerX"]
    static let relations = ["==", ">=", "<="]

    /// Random constraints over 3 views on the horizontal axis, `# c<k>` each, until the system
    /// is infeasible at 400 × 400 (or 40 constraints).
    static func infeasibleSystem(seed: UInt64) throws -> [String]? {
        var rng = SplitMix64(state: seed)
        var constraints: [String] = []
        for k in 0..<40 {
            let a = ["a", "b", "c"].randomElement(using: &rng)!
            let attribute = attributes.randomElement(using: &rng)!
            let relation = relations.randomElement(using: &rng)!
            let constant = Int.random(in: -50...300, using: &rng)
            let right =
                Bool.random(using: &rng)
                ? "\(constant)"
                : "\(["a", "b", "c", "root"].randomElement(using: &rng)!).\(attributes.randomElement(using: &rng)!) + \(constant)"
            constraints.append("\(a).\(attribute) \(relation) \(right) # c\(k)")
            if try solve(constraints) == .unsatisfiable { return constraints }
        }
        return nil
    }

    static func solve(_ constraints: [String]) throws -> LayoutSolution.Status {
        try ConflictPropertyTests.solution(constraints).status
    }

    static func solution(_ constraints: [String]) throws -> LayoutSolution {
        try ConstraintLayoutEngine(makeSpec(views: plainViews("a", "b", "c"), constraints))
            .solve(in: Size(width: 400, height: 400))
    }

    @Test(arguments: 1...40)
    func reportedSetIsMinimal(seed: UInt64) throws {
        guard let system = try Self.infeasibleSystem(seed: seed) else { return }
        let solution = try Self.solution(system)
        let names = try #require(solution.diagnostics.first?.constraints, "seed \(seed)")
        #expect(!names.isEmpty, "seed \(seed)")
        let members = system.filter { line in names.contains { line.hasSuffix("# \($0)") } }
        #expect(members.count == names.count, "seed \(seed): \(names)")
        #expect(try Self.solve(members) == .unsatisfiable, "seed \(seed): the set alone must conflict: \(members)")
        for index in members.indices {
            var rest = members
            rest.remove(at: index)
            #expect(
                try Self.solve(rest) == .solved,
                "seed \(seed): without \(members[index]) the set must be satisfiable: \(members)")
        }
    }

    /// The generator does produce conflicts (otherwise the property would hold vacuously).
    @Test func mostSeedsGiveInfeasibleSystems() throws {
        var count = 0
        for seed in 1...40 where try Self.infeasibleSystem(seed: UInt64(seed)) != nil { count += 1 }
        #expect(count >= 30, "only \(count) of 40 seeds gave an infeasible system")
    }
}
