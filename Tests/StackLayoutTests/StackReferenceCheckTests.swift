import Foundation
import LayoutCore
@testable import StackLayout
import Testing

/// The checked seam (`Engine+ReferenceCheck.swift`): with `ReferenceCheck` on, an
/// acceleration that gives another answer than the rule is reported; an intact engine reports
/// nothing, and checking changes no frame.
@Suite struct StackReferenceCheckTests {
    /// Messages collected from `ReferenceCheck.collectingDisagreements`.
    final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [String] = []
        func append(_ message: String) { lock.withLock { storage.append(message) } }
        var messages: [String] { lock.withLock { storage } }
        /// The handler that appends each message here.
        var handler: @Sendable (String) -> Void { { [self] in append($0) } }
    }

    /// Nested stacks of framed Colors, Text and a ZStack: every acceleration of the seam
    /// steps in (memoised containers, stamps, kept probes, kept placements).
    static let spec = ViewSpec(
        name: "checked",
        root: vStack(
            id: "root", spacing: 0,
            hStack(id: "row", color("a").frame(minWidth: 20, maxWidth: 80), text("t", "one two three"), spacer()),
            zStack(id: "z", color("b").frame(width: 30, height: 40), color("c").padding(4)),
            hStack(id: "bottom", color("d").frame(minHeight: 10, maxHeight: 50), color("e").layoutPriority(1))))

    static let size = SolveSize(width: 300, height: 400)

    static func frames(_ engine: StackLayoutEngine) -> [Rect] {
        engine.ids.indices.map { engine.frame(ofViewAt: $0) }
    }

    @Test func anIntactEngineHasNoDisagreementAndTheSameFrames() {
        let collected = Collected()
        var checked = StackLayoutEngine(Self.spec)
        var plain = StackLayoutEngine(Self.spec)
        ReferenceCheck.collectingDisagreements(collected.handler) {
            checked.layout(in: Self.size)
            checked.layout(in: SolveSize(width: 200, height: nil))
            checked.layout(in: Self.size)
        }
        ReferenceCheck.withChecking(false) {
            plain.layout(in: Self.size)
            plain.layout(in: SolveSize(width: 200, height: nil))
            plain.layout(in: Self.size)
        }
        #expect(collected.messages.isEmpty, "\(collected.messages)")
        #expect(Self.frames(checked) == Self.frames(plain))
        #expect(checked.measurementCount == plain.measurementCount)
    }

    /// The seam sizes a flexible frame around a shape per axis, inline; break that answer by
    /// one point (`SolveBuffers.framedShapeFaultForTesting`) and the frame's sizing rule disagrees.
    @Test func aBrokenFramedShapeFastPathIsCaught() {
        let collected = Collected()
        var engine = StackLayoutEngine(Self.spec)
        engine.buffers.framedShapeFaultForTesting = 1
        ReferenceCheck.collectingDisagreements(collected.handler) { engine.layout(in: Self.size) }
        #expect(collected.messages.contains { $0.contains("a frame around a shape") }, "\(collected.messages)")
        var intact = StackLayoutEngine(Self.spec)
        let quiet = Collected()
        ReferenceCheck.collectingDisagreements(quiet.handler) { intact.layout(in: Self.size) }
        #expect(quiet.messages.isEmpty, "\(quiet.messages)")
    }

    @Test func aPerturbedCachedSizeIsCaught() {
        var engine = StackLayoutEngine(Self.spec)
        ReferenceCheck.withChecking(false) { engine.layout(in: Self.size) }
        // A warm pass at the same size answers the containers from the kept cache slots;
        // break them by one point, as a stale or wrong acceleration would.
        engine.cache.perturbKeptAnswers(by: 1)
        let collected = Collected()
        ReferenceCheck.collectingDisagreements(collected.handler) { engine.layout(in: Self.size) }
        let messages = collected.messages
        #expect(!messages.isEmpty)
        #expect(messages.contains { $0.contains("memoised size") && $0.contains("\"root\"") }, "\(messages)")
        #expect(messages.allSatisfy { $0.hasPrefix("LAYOUTLAB_VERIFY: ") })
    }

    @Test func theSamePerturbationGoesUnnoticedWithoutChecking() {
        var engine = StackLayoutEngine(Self.spec)
        ReferenceCheck.withChecking(false) { engine.layout(in: Self.size) }
        engine.cache.perturbKeptAnswers(by: 1)
        let collected = Collected()
        ReferenceCheck.withChecking(false) { engine.layout(in: Self.size) }
        #expect(collected.messages.isEmpty)
        // The root's width, 300 proposed and taken, now comes out one point wider: the broken
        // acceleration changes the layout, which only the check reports.
        #expect(engine.frame(of: "root")?.width == 301)
    }

    @Test func aStaleKeptPlacementIsCaught() {
        var engine = StackLayoutEngine(Self.spec)
        ReferenceCheck.withChecking(false) { engine.layout(in: Self.size) }
        // A warm pass at the same size keeps the root's placement, so its subtree's frames
        // are not rewritten; move one of them as a stale placement would.
        let index = engine.ids.firstIndex(of: "a")!
        let node = Int(engine.graph.idNodes[index])
        let kept = engine.buffers.frames[node]
        engine.buffers.frames[node] = Rect(x: kept.x + 5, y: kept.y, width: kept.width, height: kept.height)
        let collected = Collected()
        ReferenceCheck.collectingDisagreements(collected.handler) { engine.layout(in: Self.size) }
        #expect(collected.messages.contains { $0.contains("kept frame") }, "\(collected.messages)")
    }
}
