import ConstraintLayout
import LayoutCore
import Testing

/// The LP reduction (substituted equalities, bounds) changes no frame: the same spec solved
/// with LP recording (which keeps the unreduced LP) gives the same frames.
@Suite struct ReductionTests {
    /// A chain of 4 views (peers/README.md's chain, N = 4) and a view placed from the root's
    /// width (negative when the root is narrower than 300).
    static let spec = ConstraintSpec(
        name: "reduction",
        views: ["v0", "v1", "v2", "v3", "side"].map { ConstraintView(id: $0) },
        constraints: [
            "v0.top == root.top", "v0.left == root.left", "v0.width == root.width",
            "v1.top == v0.bottom + 8", "v1.left == root.left", "v1.width == root.width",
            "v2.top == v1.bottom + 8", "v2.left == root.left", "v2.width == root.width",
            "v3.top == v2.bottom + 8", "v3.left == root.left", "v3.width == root.width",
            "v3.bottom == root.bottom",
            "v0.height >= 20", "v0.height <= 80", "v0.height == 40 @250",
            "v1.height >= 25", "v1.height <= 90", "v1.height == 47 @250",
            "v2.height >= 30", "v2.height <= 100", "v2.height == 54 @250",
            "v3.height >= 20", "v3.height <= 110", "v3.height == 61 @250",
            "side.left == v0.right - 300", "side.width == 100", "side.top >= 10", "side.height == 0.5 * root.height",
        ].enumerated().map { .text($0.element, path: "constraints[\($0.offset)]") })

    @Test func reducedAndUnreducedLPsGiveTheSameFrames() throws {
        let reduced = try ConstraintLayoutEngine(Self.spec)
        let unreduced = try ConstraintLayoutEngine(Self.spec, options: .init(recordsLP: true))
        // Heights 24 + 4·a for a = 40…70 and back (the chain's sweep), widths either side of 300.
        for (width, a) in [(393.0, 40.0), (393, 55), (200, 70), (200, 62.5), (393, 41)] {
            let size = Size(width: width, height: 24 + 4 * a)
            let x = try reduced.solve(in: size)
            let y = try unreduced.solve(in: size)
            #expect(x.status == .solved && y.status == .solved)
            for (p, q) in zip(x.frames, y.frames) {
                #expect(Tolerance.distance(p.frame, q.frame) <= 1e-9, "\(p.id) at \(size)")
            }
            // side: left = root.width − 300 (negative at 200), top on its bound 10.
            #expect(x.frame(of: "side") == Rect(x: width - 300, y: 10, width: 100, height: size.height / 2))
        }
        // The reduced LP: root 4 + v0…v3.height 4 (bounds fix their sign) + side.top 1 (its
        // bound 10 fixes it) + 8 errors = 17 columns; every left, width and top but side.top is
        // substituted (side.left = root.width − 300 depends on the root alone).
        #expect(reduced.statistics.variableCount == 17)
    }

    @Test func conflictsOfSubstitutedConstraintsAreStillNamed() throws {
        // Too short for the chain: minimums 20 + 25 + 30 + 20 = 95, + 3 gaps of 8 = 119 > 100.
        let solution = try ConstraintLayoutEngine(Self.spec).solve(in: Size(width: 393, height: 100))
        #expect(solution.status == .unsatisfiable)
        #expect(solution.diagnostics.first?.constraints.contains("constraints[12]") == true)
    }
}
