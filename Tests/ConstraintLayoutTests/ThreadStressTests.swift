import ConstraintLayout
import Foundation
import LayoutCore
import LinearProgramming
import Testing

/// Many threads solving at once (RELIABILITY.md #17): every thread builds its own engines,
/// waits at a barrier so that all start together, solves a sweep of a VFL + stack view spec
/// (with recovery and the ambiguity check on, the most GLPK work per solve), frees GLPK's
/// environment, and the results must equal a single-threaded reference. Repeated; run under
/// `swift test --sanitize=thread` as well.
@Suite struct ThreadStressTests {
    static let threadCount = 8
    static let rounds = 5
    static let widths = stride(from: 200.0, through: 900, by: 35).map { $0 }

    static var spec: ConstraintSpec {
        var a = ConstraintView(id: "a", parent: "row", path: "views[0]")
        a.intrinsicWidth = 100
        a.intrinsicHeight = 20
        var b = ConstraintView(id: "b", parent: "row", path: "views[1]")
        b.intrinsicWidth = 50
        b.intrinsicHeight = 30
        var spec = makeSpec(
            views: [a, b, ConstraintView(id: "c", path: "views[2]")],
            ["H:|-[row]-|", "V:|-[row]-[c(>=10)]-|", "H:|[c]|"])
        spec.stackViews = [
            StackViewSpec(
                id: "row", axis: .horizontal, distribution: .equalSpacing, alignment: .center, spacing: 8,
                arrangedSubviews: ["a", "b"], path: "stackViews[0]")
        ]
        return spec
    }

    static func sweep() throws -> [LayoutSolution] {
        let engine = try ConstraintLayoutEngine(spec, options: .init(checksAmbiguity: true, recovers: true))
        return try widths.map { try engine.solve(in: Size(width: $0, height: 300)) }
    }

    /// A reusable barrier: `wait()` returns once `count` threads have called it.
    final class Barrier: @unchecked Sendable {
        let condition = NSCondition()
        let count: Int
        var waiting = 0
        var generation = 0
        init(count: Int) { self.count = count }
        func wait() {
            condition.lock()
            defer { condition.unlock() }
            let current = generation
            waiting += 1
            if waiting == count {
                waiting = 0
                generation += 1
                condition.broadcast()
            } else {
                while generation == current { condition.wait() }
            }
        }
    }

    /// Results collected from the threads (guarded by a lock).
    final class Results: @unchecked Sendable {
        let lock = NSLock()
        var solutions: [[LayoutSolution]] = []
        var errors: [String] = []
        func add(_ result: Result<[LayoutSolution], Error>) {
            lock.lock()
            defer { lock.unlock() }
            switch result {
            case .success(let value): solutions.append(value)
            case .failure(let error): errors.append("\(error)")
            }
        }
    }

    @Test func manyThreadsSolveConcurrently() throws {
        let reference = try Self.sweep()
        #expect(reference.allSatisfy { $0.status == .solved })
        for round in 0..<Self.rounds {
            let barrier = Barrier(count: Self.threadCount)
            let results = Results()
            let done = DispatchGroup()
            for _ in 0..<Self.threadCount {
                done.enter()
                let thread = Thread {
                    barrier.wait()
                    results.add(Result { try Self.sweep() })
                    GLPKEnvironment.releaseThreadResources()
                    done.leave()
                }
                thread.start()
            }
            done.wait()
            #expect(results.errors.isEmpty, "round \(round): \(results.errors)")
            #expect(results.solutions.count == Self.threadCount)
            for solutions in results.solutions { #expect(solutions == reference, "round \(round)") }
        }
    }
}
