import LayoutCore
import StackLayout
import Testing

/// Contradictory flexible frames are normalised as SwiftUI does and reported, not rejected
/// (FORMATS.md §1; SEMANTICS §A "Frames").
@Suite struct FrameDiagnosticTests {
    @Test func minAboveMaxIsNormalisedToMinAndReported() {
        // Color "c" .frame(minWidth: 200, maxWidth: 100) in 300×100: max = max(100, 200) = 200,
        // so the width is clamp(300, 200, 200) = 200, centred at x 50.
        let solution = solve(color("c").frame(minWidth: 200, maxWidth: 100), width: 300, height: 100)
        expectFrame(solution, "c", 50, 0, 200, 100)
        #expect(solution.diagnostics.count == 1)
        let diagnostic = solution.diagnostics.first
        #expect(diagnostic?.kind == .contradictoryFrame)
        #expect(diagnostic?.views == ["c"])
        #expect(diagnostic?.axis == .horizontal)
    }

    @Test func idealBelowMinIsRaisedToMin() {
        // .frame(minWidth: 50, idealWidth: 20, maxWidth: 100).fixedSize() in 200×100: ideal =
        // max(20, 50) = 50, the nil width proposal takes the ideal → 50; height: the Color's
        // ideal 10. Centred at (75, 45). The frame's own id is reported.
        let root = color("c").frame(minWidth: 50, idealWidth: 20, maxWidth: 100, id: "f").fixedSize()
        let solution = solve(root, width: 200, height: 100)
        expectFrame(solution, "f", 75, 45, 50, 10)
        #expect(solution.diagnostics.map(\.kind) == [.contradictoryFrame])
        #expect(solution.diagnostics.first?.views == ["f"])
    }

    @Test func negativeMinIsRaisedToZeroAndReported() {
        // .frame(minHeight: −10) → min 0: a min-only frame of a Color proposed 100 tall:
        // max(min(100, 100), 0) = 100.
        let solution = solve(color("c").frame(minHeight: -10), width: 50, height: 100)
        expectFrame(solution, "c", 0, 0, 50, 100)
        #expect(solution.diagnostics.map(\.kind) == [.contradictoryFrame])
        #expect(solution.diagnostics.first?.axis == .vertical)
    }

    @Test func negativeIdealWithoutMinBecomesZero() {
        // SwiftUI: ideal = max(min ?? 0, ideal) → .frame(idealWidth: −5) has ideal 0, so
        // under fixedSize the frame is 0 wide (the Color's 10 tall), at (50, 45) in 100×100.
        let solution = solve(color("c").frame(idealWidth: -5).fixedSize(), width: 100, height: 100)
        expectFrame(solution, "c", 50, 45, 0, 10)
        #expect(solution.diagnostics.map(\.kind) == [.contradictoryFrame])
    }

    @Test func contradictionsOnBothAxesAreOneDiagnosticWithoutAnAxis() {
        let root = color("c").frame(minWidth: 20, maxWidth: 10, minHeight: 20, maxHeight: 10)
        let solution = solve(root, width: 100, height: 100)
        #expect(solution.diagnostics.count == 1)
        #expect(solution.diagnostics.first?.axis == nil)
    }

    @Test func consistentFramesAreNotReported() {
        let root = color("c").frame(minWidth: 10, idealWidth: 20, maxWidth: 30, minHeight: 0, maxHeight: .infinity)
        #expect(solve(root, width: 100, height: 100).diagnostics.isEmpty)
    }

    @Test func invalidFixedFrameDimensionIsIgnoredAndReported() {
        // .frame(width: −5, height: 20): the negative width is dropped (SwiftUI: "Invalid
        // frame dimension"), so the width follows the child: the Color takes 100.
        let solution = solve(color("c").frame(width: -5, height: 20), width: 100, height: 100)
        expectFrame(solution, "c", 0, 40, 100, 20)
        #expect(solution.diagnostics.map(\.kind) == [.contradictoryFrame])
        #expect(solution.diagnostics.first?.axis == .horizontal)
    }

    @Test func unnamedFrameIsReportedByTheNearestEnclosingId() {
        // No id on the view or the frame: the enclosing stack "row" is named.
        let root = hStack(id: "row", color().frame(minWidth: 5, maxWidth: 1))
        #expect(solve(root, width: 100, height: 100).diagnostics.first?.views == ["row"])
    }
}
