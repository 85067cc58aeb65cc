import ConstraintLayout
import Dispatch
import LayoutCore
import StackLayout

/// Errors of a comparison run.
public enum ComparisonError: Error, Sendable, CustomStringConvertible {
    /// The constraint engine failed (GLPK limit or status); not a layout conflict.
    case solverFailed(String)

    public var description: String {
        switch self {
        case .solverFailed(let reason): return "the constraint engine failed: \(reason)"
        }
    }
}

/// Solves one layout with both engines at many sizes and compares the frames view by view.
///
/// Each engine is built once; every size is then a warm solve (the stack engine reuses its
/// flat tree and buffers; the constraint engine edits the root bounds and re-solves from
/// the previous basis).
public struct Comparator {
    public let viewSpec: ViewSpec
    public let constraintSpec: ConstraintSpec
    /// The tolerance below which frames are identical (default `Tolerance.frame`).
    public var tolerance: Double = Tolerance.frame

    public init(viewSpec: ViewSpec, constraintSpec: ConstraintSpec) {
        self.viewSpec = viewSpec
        self.constraintSpec = constraintSpec
    }

    /// Runs both engines at every size, in order.
    public func run(sizes: [Size]) throws -> ComparisonReport {
        let stackIDs = viewSpec.ids
        let constraintIDs = Set(constraintSpec.views.map(\.id) + constraintSpec.stackViews.map(\.id))
        let matched = stackIDs.filter { constraintIDs.contains($0) }
        let matchedSet = Set(matched)
        let unmatched =
            stackIDs.filter { !matchedSet.contains($0) }
            + (constraintSpec.views.map(\.id) + constraintSpec.stackViews.map(\.id)).filter { !matchedSet.contains($0) }

        var start = DispatchTime.now().uptimeNanoseconds
        var stackEngine = StackLayoutEngine(viewSpec)
        let stackBuild = seconds(since: start)
        start = DispatchTime.now().uptimeNanoseconds
        let constraintEngine = try ConstraintLayoutEngine(constraintSpec)
        let constraintBuild = seconds(since: start)

        var results: [SizeComparison] = []
        results.reserveCapacity(sizes.count)
        for size in sizes {
            start = DispatchTime.now().uptimeNanoseconds
            let stackSolution = stackEngine.solve(in: SolveSize(size))
            let stackTime = seconds(since: start)
            start = DispatchTime.now().uptimeNanoseconds
            let constraintSolution: LayoutSolution
            do {
                constraintSolution = try constraintEngine.solve(in: size)
            } catch {
                throw ComparisonError.solverFailed("\(error)")
            }
            let constraintTime = seconds(since: start)
            let stackFrames = stackSolution.frameIndex
            let constraintFrames = constraintSolution.frameIndex
            let differences = matched.map { id in
                let (distance, agreement) = classify(
                    stack: stackFrames[id], constraints: constraintFrames[id], tolerance: tolerance)
                return FrameDifference(
                    id: id, stack: stackFrames[id], constraints: constraintFrames[id], distance: distance,
                    agreement: agreement)
            }
            results.append(
                SizeComparison(
                    size: size, differences: differences, stackSeconds: stackTime, constraintSeconds: constraintTime,
                    stackDiagnostics: stackSolution.diagnostics, constraintDiagnostics: constraintSolution.diagnostics))
        }
        return ComparisonReport(
            name: viewSpec.name.isEmpty ? constraintSpec.name : viewSpec.name, matchedIDs: matched,
            unmatchedIDs: unmatched, stackBuildSeconds: stackBuild, constraintBuildSeconds: constraintBuild,
            sizes: results)
    }

    private func seconds(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
