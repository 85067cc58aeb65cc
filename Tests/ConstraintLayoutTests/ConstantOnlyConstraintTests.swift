import ConstraintLayout
import LayoutCore
import Testing

/// Regression (found by the constraint-solve fuzzer): an optional constraint whose terms
/// cancel or only involve the root used to trap, because the solution was read after the last
/// stage's hold row had changed the LP.
@Suite struct ConstantOnlyConstraintTests {
    func solve(_ constraint: String) throws -> LayoutSolution {
        var spec = ConstraintSpec(name: "constant-only")
        spec.views = [ConstraintView(id: "v0", path: "views[0]")]
        spec.constraints = [.text(constraint, path: "constraints[0]")]
        return try ConstraintLayoutEngine(spec).solve(in: Size(width: 375, height: 568))
    }

    /// `2·568 == 375 − 20` cannot hold (1136 ≠ 355); at priority 1 it is simply violated, and
    /// the unconstrained v0 comes out all zeros (UIKit's free-axis behaviour).
    @Test func anOptionalConstraintOnTheRootAloneIsViolatedNotATrap() throws {
        let solution = try solve("2 * root.bottom == root.right - 20 @1")
        #expect(solution.status == .solved)
        #expect(solution.frame(of: "v0") == Rect(x: 0, y: 0, width: 0, height: 0))
    }

    /// `root.top + v0.left <= v0.left` reduces to `0 <= 0`: always satisfied.
    @Test func anOptionalConstraintWhoseTermsCancelIsSatisfied() throws {
        let solution = try solve("root.top + v0.left <= v0.left @750")
        #expect(solution.status == .solved)
        #expect(solution.frame(of: "v0") == Rect(x: 0, y: 0, width: 0, height: 0))
    }
}
