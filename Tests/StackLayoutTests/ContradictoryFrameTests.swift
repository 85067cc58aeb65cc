import LayoutCore
import StackLayout
import Testing

/// A flexible frame whose min exceeds its max, without an ideal (docs/ENGINES.md,
/// "Contradictory frames"). The figures are those recorded from real SwiftUI (macOS 26.6,
/// `LayoutSubview.sizeThatFits` answers) for `Rectangle().frame(width: 20, height: 20)`
/// inside `.frame(minWidth: 80, maxWidth: 40)`: 80 × 20 offered 100 × 100 and 80 × 20 offered
/// nil — the min wins — and derived by hand below from the rule the engine follows
/// (max raised to min when building, then SEMANTICS §A's flexible-frame formulation).
@Suite struct ContradictoryFrameTests {
    static let square = color("square").frame(width: 20, height: 20, id: "fixed")

    @Test func minWinsUnderAConcreteProposal() {
        // Limits 80…40 → 80…80. Proposal 100 concrete, both limits: clamp(100, 80, 80) = 80,
        // the child not asked. Height: no limits → the child's 20. The root 100 × 100 centres
        // the 80 × 20 frame at (10, 40); the 20 × 20 square is centred in it at (40, 40).
        let solution = solve(Self.square.frame(minWidth: 80, maxWidth: 40, id: "frame"), width: 100, height: 100)
        expectFrame(solution, "frame", 10, 40, 80, 20)
        expectFrame(solution, "fixed", 40, 40, 20, 20)
        #expect(solution.diagnostics.contains { $0.kind == .contradictoryFrame && $0.views == ["frame"] })
    }

    @Test func minWinsUnderANilProposal() {
        // Proposal nil, no ideal: the child is proposed nil and answers 20; both limits →
        // clamp(20, 80, 80) = 80. Placed at 0 (a nil solve dimension places the root at 0).
        let solution = solve(Self.square.frame(minWidth: 80, maxWidth: 40, id: "frame"), width: nil, height: nil)
        expectFrame(solution, "frame", 0, 0, 80, 20)
        expectFrame(solution, "fixed", 30, 0, 20, 20)
    }

    @Test func theControlFrameFollowsItsLimits() {
        // The recording's control, min 40 … max 80: clamp(100, 40, 80) = 80 offered 100;
        // offered nil, clamp(20, 40, 80) = 40.
        let offered = solve(Self.square.frame(minWidth: 40, maxWidth: 80, id: "frame"), width: 100, height: 100)
        expectFrame(offered, "frame", 10, 40, 80, 20)
        let ideal = solve(Self.square.frame(minWidth: 40, maxWidth: 80, id: "frame"), width: nil, height: nil)
        expectFrame(ideal, "frame", 0, 0, 40, 20)
    }

    @Test func aShapeInAContradictoryFrameIsProposedTheFramesLength() {
        // Color in .frame(minWidth: 80, maxWidth: 40) at 100 × 50: the frame is 80 wide
        // (clamp(100, 80, 80)) and 50 tall (no height limits: the Color takes the 50
        // proposed). Placing, the frame proposes its own length, 80, since its proposal was
        // concrete: the Color is 80 × 50 at (10, 0).
        let solution = solve(color("c").frame(minWidth: 80, maxWidth: 40, id: "frame"), width: 100, height: 50)
        expectFrame(solution, "frame", 10, 0, 80, 50)
        expectFrame(solution, "c", 10, 0, 80, 50)
    }

    @Test func anIdealOutsideTheLimitsFollowsTheSameRecording() {
        // Recorded in the same run, offered nil: .frame(minWidth: 60, idealWidth: 40) → 60
        // (ideal raised to the min: max(60, 40)), .frame(idealWidth: 100, maxWidth: 80) → 100
        // (max raised to the ideal: max(100, 80)); a nil proposal with an ideal takes the ideal.
        let minOverIdeal = solve(Self.square.frame(minWidth: 60, idealWidth: 40, id: "frame"), width: nil, height: nil)
        expectFrame(minOverIdeal, "frame", 0, 0, 60, 20)
        let idealOverMax = solve(Self.square.frame(idealWidth: 100, maxWidth: 80, id: "frame"), width: nil, height: nil)
        expectFrame(idealOverMax, "frame", 0, 0, 100, 20)
    }
}
