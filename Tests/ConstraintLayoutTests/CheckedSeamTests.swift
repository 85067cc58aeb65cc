import ConstraintLayout
import Foundation
import LayoutCore
import Testing

/// The checked seam (docs/ENGINES.md, "Checked seam"): with `ReferenceCheck` on, every answer of
/// a shortcut is compared with the reference staged solve, and a deliberately broken shortcut
/// (the test-only `shortcutFaultForTesting`) is caught.
@Suite struct CheckedSeamTests {
    /// Messages handed to the test's handler instead of a trap.
    final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [String] = []
        func append(_ message: String) { lock.withLock { storage.append(message) } }
        var messages: [String] { lock.withLock { storage } }
    }

    /// `a` is half the root's width and 100 high (@750), at the origin: two stages (the
    /// priority, then the tie-break), so the merged LP answers, and a width sweep re-uses one
    /// basis, so segments answer too. Hand-computed: a = (0, 0, W / 2, 100).
    static let half = makeSpec(
        views: plainViews("a"), ["a.left == 0", "a.top == 0", "a.width == 0.5 * root.width", "a.height == 100 @750"])

    static let widths: [Double] = [300, 320, 340, 310, 330, 335]

    /// Sweeps `widths` at height 500, returning the disagreements reported and the engine.
    func sweep(fault: Double) throws -> ([String], ConstraintLayoutEngine) {
        let engine = try ConstraintLayoutEngine(Self.half)
        engine.shortcutFaultForTesting = fault
        let collected = Collected()
        let handler: @Sendable (String) -> Void = { collected.append($0) }
        try ReferenceCheck.collectingDisagreements(handler) {
            for width in Self.widths {
                let solution = try engine.solve(in: Size(width: width, height: 500))
                if fault == 0 {
                    #expect(solution.frame(of: "a") == Rect(x: 0, y: 0, width: width / 2, height: 100))
                }
            }
        }
        return (collected.messages, engine)
    }

    @Test func healthyShortcutsAgreeWithTheReference() throws {
        let (messages, engine) = try sweep(fault: 0)
        #expect(messages.isEmpty, "\(messages)")
        // Both shortcuts really answered (else the check above proves nothing).
        #expect(engine.statistics.mergedSolveCount > 0)
        #expect(engine.cacheHitCount > 0)
    }

    @Test func aBrokenShortcutIsCaught() throws {
        let (messages, engine) = try sweep(fault: 1)
        #expect(engine.statistics.mergedSolveCount > 0)
        #expect(engine.cacheHitCount > 0)
        // Every shortcut answer is reported, naming the shortcut, both answers and the size.
        #expect(messages.contains { $0.contains("the merged LP") })
        #expect(messages.contains { $0.contains("a parametric segment") })
        #expect(messages.allSatisfy { $0.hasPrefix("LAYOUTLAB_VERIFY: constraint engine, spec test at ") })
        #expect(messages.count == engine.statistics.mergedSolveCount + engine.cacheHitCount)
    }

    @Test func aBrokenShortcutIsCaughtInTheFramesOnlyPath() throws {
        let engine = try ConstraintLayoutEngine(Self.half)
        engine.shortcutFaultForTesting = 1
        let collected = Collected()
        var frames: [Rect] = []
        let handler: @Sendable (String) -> Void = { collected.append($0) }
        try ReferenceCheck.collectingDisagreements(handler) {
            for width in Self.widths { _ = try engine.solveFrames(in: Size(width: width, height: 500), into: &frames) }
        }
        #expect(engine.cacheHitCount > 0)
        #expect(collected.messages.contains { $0.contains("a parametric segment (frames only)") })
    }

    @Test func withoutCheckingNothingIsCompared() throws {
        let engine = try ConstraintLayoutEngine(Self.half)
        engine.shortcutFaultForTesting = 1
        let collected = Collected()
        try ReferenceCheck.withChecking(false) {
            // A handler is installed only by collectingDisagreements, which turns checking on:
            // here nothing is checked, so the broken answer goes through unreported.
            let solution = try engine.solve(in: Size(width: 300, height: 500))
            #expect(solution.frame(of: "a")?.width == 151)  // 300 / 2 + the fault
        }
        #expect(collected.messages.isEmpty)
    }
}
