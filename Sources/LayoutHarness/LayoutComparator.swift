import ConstraintLayout
import Dispatch
import Foundation
import LayoutCore
import LayoutTranslation
import StackLayout

/// Errors of a comparison run.
public enum ComparisonError: Error, Sendable, CustomStringConvertible {
    /// The constraint engine failed (GLPK limit or status); not a layout conflict.
    case solverFailed(String)
    /// The two specs share no view id (apart from a translator's helper views): a
    /// comparison would compare nothing, so it is refused rather than called agreement.
    case noViewsInCommon(viewSpec: String, constraintSpec: String)

    public var description: String {
        switch self {
        case .solverFailed(let reason): return "the constraint engine failed: \(reason)"
        case .noViewsInCommon(let viewSpec, let constraintSpec):
            return
                "the view spec \"\(viewSpec)\" and the constraint spec \"\(constraintSpec)\" have no view id in common (helper views of a translation do not count): there is nothing to compare; give the views the same ids in both specs"
        }
    }
}

/// Solves one layout with both engines at many sizes and compares the frames view by view.
///
/// Before the sweep, each engine is built and solved once at the first size on the calling
/// thread (`EngineTiming`: build and cold solve). The sweep then runs on `workers` threads,
/// each with its own engines (GLPK state never crosses threads), over contiguous chunks of
/// the sizes; every size is a warm solve. Results are stored by size index, so the report is
/// the same whatever the number of workers (apart from timings).
///
/// ```swift
/// let report = try LayoutComparator(viewSpec: view, constraintSpec: constraints)
///     .run(sizes: [Size(width: 393, height: 852)])
/// print(report.table())
/// ```
public struct LayoutComparator: Sendable {
    public let viewSpec: ViewSpec
    public let constraintSpec: ConstraintSpec
    /// The tolerance below which frames are identical (default `Tolerance.frame`).
    public var tolerance: Double = Tolerance.frame
    /// Threads used for the sweep (default: every core).
    public var workers: Int = ProcessInfo.processInfo.activeProcessorCount
    /// Called with (sizes done, total) from worker threads; must be thread-safe.
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// Views a translator added to one side (the `_v…`/`_h…` helpers of stacks → constraints):
    /// neither compared nor listed as "not in both specs".
    public var helperIDs: Set<String> = []
    /// The views a translation only approximates (`approximate` at every size) and the names
    /// of everything it approximates (differing views are then `approximate` too); see
    /// `FrameClassifier`. Empty when the two specs were written by hand.
    public var approximatedViews: [ApproximatedView] = []
    public var approximatedNames: [String] = []
    /// A run's font directory (`--fonts DIR`), searched by both engines before the view spec's
    /// `"fonts"` and the default; nil = none.
    public var fonts: String?

    public init(viewSpec: ViewSpec, constraintSpec: ConstraintSpec) {
        self.viewSpec = viewSpec
        self.constraintSpec = constraintSpec
    }

    /// Runs both engines at every size. `indexOffset` is added to each size's index (for
    /// shards of a larger sweep). Throws `ComparisonError.noViewsInCommon` when the specs share
    /// no view id outside `helperIDs`.
    public func run(sizes: [Size], indexOffset: Int = 0) throws -> ComparisonReport {
        let constraintIDs = constraintSpec.views.map(\.id) + constraintSpec.stackViews.map(\.id)
        let constraintSet = Set(constraintIDs)
        let matched = viewSpec.ids.filter { constraintSet.contains($0) && !helperIDs.contains($0) }
        guard !matched.isEmpty else {
            throw ComparisonError.noViewsInCommon(viewSpec: viewSpec.name, constraintSpec: constraintSpec.name)
        }
        let matchedSet = Set(matched)
        let unmatched = (viewSpec.ids + constraintIDs).filter { !matchedSet.contains($0) && !helperIDs.contains($0) }
        let (stackTiming, constraintTiming) = try measureColdStart(at: sizes.first)

        let textDifferences = TextDifferences(viewSpec: viewSpec, constraintSpec: constraintSpec)
        let results = ResultBox(count: sizes.count)
        let workerCount = max(1, min(workers, sizes.count))
        let total = sizes.count
        DispatchQueue.concurrentPerform(iterations: workerCount) { worker in
            let chunk = (total * worker / workerCount)..<(total * (worker + 1) / workerCount)
            do {
                try compareChunk(
                    sizes, chunk, matched: matched, indexOffset: indexOffset, textDifferences: textDifferences,
                    into: results)
            } catch {
                results.fail(error)
            }
        }
        if let error = results.error { throw error }
        return ComparisonReport(
            name: viewSpec.name.isEmpty ? constraintSpec.name : viewSpec.name, matchedIDs: matched,
            unmatchedIDs: unmatched, stackTiming: stackTiming, constraintTiming: constraintTiming,
            sizes: results.values.compactMap { $0 },
            approximatedViews: approximatedViews.filter { matchedSet.contains($0.id) })
    }

    /// The stack engine of `viewSpec`, its fonts searched in the run's directory first.
    private func makeStackEngine() -> StackLayoutEngine {
        var spec = viewSpec
        if let fonts { spec.environment.runFonts = fonts }
        return StackLayoutEngine(spec)
    }

    /// The constraint engine of `constraintSpec`, its labels' fonts searched in the run's
    /// directory first.
    private func makeConstraintEngine(checksAmbiguity: Bool = false) throws(SpecError) -> ConstraintLayoutEngine {
        try ConstraintLayoutEngine(
            constraintSpec, options: ConstraintLayoutEngine.Options(checksAmbiguity: checksAmbiguity, fonts: fonts))
    }

    /// Builds and solves each engine once on this thread, timing both steps.
    private func measureColdStart(at size: Size?) throws -> (EngineTiming, EngineTiming) {
        var start = Clock.now()
        var stackEngine = makeStackEngine()
        var stack = EngineTiming(buildSeconds: Clock.seconds(since: start))
        start = Clock.now()
        let constraintEngine = try makeConstraintEngine()
        var constraints = EngineTiming(buildSeconds: Clock.seconds(since: start))
        guard let size else { return (stack, constraints) }
        start = Clock.now()
        _ = stackEngine.solve(in: SolveSize(size))
        stack.coldSolveSeconds = Clock.seconds(since: start)
        start = Clock.now()
        do {
            _ = try constraintEngine.solve(in: size)
        } catch {
            throw ComparisonError.solverFailed("\(error)")
        }
        constraints.coldSolveSeconds = Clock.seconds(since: start)
        return (stack, constraints)
    }

    /// One worker: its own engines, warm solves over a contiguous chunk.
    private func compareChunk(
        _ sizes: [Size], _ chunk: Range<Int>, matched: [String], indexOffset: Int,
        textDifferences: TextDifferences, into results: ResultBox
    ) throws {
        guard !chunk.isEmpty else { return }
        var stackEngine = makeStackEngine()
        let constraintEngine = try makeConstraintEngine()
        var ambiguityEngine: ConstraintLayoutEngine?
        // Warm both engines once so that every timed solve below is a warm one.
        _ = stackEngine.solve(in: SolveSize(sizes[chunk.lowerBound]))
        _ = try? constraintEngine.solve(in: sizes[chunk.lowerBound])
        for index in chunk {
            let size = sizes[index]
            var start = Clock.now()
            let stackSolution = stackEngine.solve(in: SolveSize(size))
            let stackTime = Clock.seconds(since: start)
            start = Clock.now()
            let constraintSolution: LayoutSolution
            do {
                constraintSolution = try constraintEngine.solve(in: size)
            } catch {
                throw ComparisonError.solverFailed("\(error)")
            }
            let constraintTime = Clock.seconds(since: start)
            var classifier = FrameClassifier(tolerance: tolerance)
            classifier.approximatedViews = approximatedViews
            classifier.approximatedNames = approximatedNames
            classifier.textDifferences = textDifferences
            var differences = classifier.classify(ids: matched, stack: stackSolution, constraints: constraintSolution)
            // The ambiguity ranges found below stay with the size (the report draws them).
            var constraintDiagnostics = constraintSolution.diagnostics
            if constraintSolution.status == .solved, differences.contains(where: { !$0.agreement.agrees }) {
                // Only where the engines differ: ask for the ranges of optimal values (costly).
                if ambiguityEngine == nil {
                    ambiguityEngine = try makeConstraintEngine(checksAmbiguity: true)
                }
                if let checked = try? ambiguityEngine?.solve(in: size) {
                    var withRanges = constraintSolution
                    withRanges.diagnostics += checked.diagnostics.filter { $0.kind == .ambiguous }
                    differences = classifier.classify(ids: matched, stack: stackSolution, constraints: withRanges)
                    constraintDiagnostics = withRanges.diagnostics
                }
            }
            results.set(
                index,
                SizeComparison(
                    index: index + indexOffset, size: size, differences: differences, stackSeconds: stackTime,
                    constraintSeconds: constraintTime, stackDiagnostics: stackSolution.diagnostics,
                    constraintDiagnostics: constraintDiagnostics))
            if let progress { progress(results.incrementDone(), sizes.count) }
        }
    }
}

/// Monotonic time in nanoseconds.
enum Clock {
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
    static func seconds(since start: UInt64) -> Double { Double(now() &- start) / 1e9 }
}

/// Results written by index from worker threads.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [SizeComparison?]
    private(set) var error: Error?
    private var done = 0

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: SizeComparison) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    func fail(_ error: Error) {
        lock.lock()
        if self.error == nil { self.error = error }
        lock.unlock()
    }

    func incrementDone() -> Int {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        return done
    }
}
