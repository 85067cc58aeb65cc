import ConstraintLayout
import LayoutCore
import Testing

/// Conflicting required constraints: an `.unsatisfiable` solution naming a minimal set.
@Suite struct UnsatisfiableTests {
    @Test func conflictIsReportedNotThrown() throws {
        let spec = makeSpec(
            views: plainViews("a"), ["a.width == 100", "a.left == 0", "a.width >= 150 # wide", "a.height == 10"])
        let solution = try solve(spec, 400, 400)
        #expect(solution.status == .unsatisfiable)
        #expect(solution.frames.isEmpty)
        let diagnostic = try #require(solution.diagnostics.first)
        #expect(solution.diagnostics.count == 1)
        #expect(diagnostic.kind == .unsatisfiable)
        // 100 ≠ ≥ 150: only constraints[0] and "wide" conflict; a.left and a.height are innocent.
        #expect(diagnostic.constraints == ["constraints[0]", "wide"])
        #expect(diagnostic.views == ["a"])
        #expect(diagnostic.message.hasPrefix("Unable to simultaneously satisfy constraints at 400x400."))
        #expect(diagnostic.message.contains("\"a.width >= 150 # wide\" (wide)"))
    }

    /// a.left = 0 and a.width = 100 put a.right at 100, so b.left = 110, which b.left <= 50
    /// forbids: all four are needed, the two b.width/c.width rows are not.
    static let chain = [
        "a.left == 0", "c.width == 5", "a.width == 100", "b.left == a.right + 10", "b.width == 3", "b.left <= 50",
    ]

    @Test func theSetIsMinimal() throws {
        let solution = try solve(makeSpec(views: plainViews("a", "b", "c"), Self.chain), 400, 400)
        let conflict = try #require(solution.diagnostics.first?.constraints)
        #expect(conflict == ["constraints[0]", "constraints[2]", "constraints[3]", "constraints[5]"])
        #expect(solution.diagnostics.first?.views == ["a", "b"])
        // Removing any one member leaves a satisfiable layout (RELIABILITY.md #9).
        for member in conflict {
            let kept = Self.chain.enumerated().filter { "constraints[\($0.offset)]" != member }.map(\.element)
            #expect(try solve(makeSpec(views: plainViews("a", "b", "c"), kept), 400, 400).status == .solved)
        }
    }

    /// The deletion filter scans in spec order and drops every constraint whose removal leaves
    /// the rest infeasible: with two independent conflicts, removing constraints[0] and [1]
    /// still leaves b's conflict, so the set reported is b's: constraints[2] and [3].
    @Test func twoConflictsReportTheLastOneInSpecOrder() throws {
        let spec = makeSpec(
            views: plainViews("a", "b"), ["a.width == 1", "a.width == 2", "b.width == 1", "b.width == 2"])
        #expect(try solve(spec, 400, 400).diagnostics.first?.constraints == ["constraints[2]", "constraints[3]"])
    }

    /// A conflict that depends on the size: the engine recovers for the next size of a sweep.
    @Test func sizeDependentConflictAndRecovery() throws {
        let engine = try ConstraintLayoutEngine(
            makeSpec(views: plainViews("a"), ["a.width == root.width", "a.width <= 300 # max", "a.width >= 10 @500"]))
        for (width, expected) in [(400.0, nil), (200, 200.0), (400, nil), (250, 250), (300, 300), (301, nil), (5, 5)] {
            let solution = try engine.solve(in: Size(width: width, height: 100))
            if let expected {
                #expect(solution.status == .solved)
                #expect(abs((solution.frame(of: "a")?.width ?? -1) - expected) < 1e-9)
            } else {
                #expect(solution.status == .unsatisfiable)
                #expect(solution.diagnostics.first?.constraints == ["constraints[0]", "max"])
            }
        }
    }

    /// `a.left - a.left == 5` has no terms left: `0 == 5` is false at every size.
    @Test func constantContradictionIsUnsatisfiable() throws {
        let spec = makeSpec(views: plainViews("a"), ["a.width == 10", "a.left - a.left == 5 # never"])
        let solution = try solve(spec, 400, 400)
        #expect(solution.status == .unsatisfiable)
        #expect(solution.diagnostics.first?.constraints == ["never"])
        // Optional, it is simply always violated.
        let optional = makeSpec(views: plainViews("a"), ["a.width == 10", "a.left - a.left == 5 @250"])
        #expect(try solve(optional, 400, 400).status == .solved)
    }

    /// Required intrinsic-size constraints take part under their generated names. Scanning in
    /// spec order: constraints[0] is needed; without the hugging row, 50 still conflicts with
    /// the compression resistance row, so hugging is dropped and the pair is reported.
    @Test func requiredIntrinsicConstraintsAreNamed() throws {
        var label = ConstraintView(id: "label", path: "views[0]")
        label.intrinsicWidth = 100
        label.huggingHorizontal = 1000
        label.compressionResistanceHorizontal = 1000
        let solution = try solve(makeSpec(views: [label], ["label.width == 50"]), 400, 400)
        #expect(
            solution.diagnostics.first?.constraints == ["constraints[0]", "label.compressionResistance.horizontal"])
    }
}
