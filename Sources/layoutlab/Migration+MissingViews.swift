import ConstraintLayout
import LayoutCore
import LayoutHarness

/// A document view the SwiftUI has no view for (a translation that dropped its id): its frame
/// cannot be compared, so it is a difference, never a pass. The comparator leaves an id
/// present on one side only out of the comparison; `migrate` puts each such view of the
/// document back in, as `infeasible` at every size with an infinite Δ, so the root is
/// `approximate` with the view listed, in the table, the JSON and the HTML pictures alike.
extension Migration {
    /// Why a missing view differs (its reason in the report).
    static let missingReason =
        "no view in the SwiftUI: the translation has no view with this id, so its frame is not compared"

    /// The document's views (not helpers: the comparator leaves those out) that the SwiftUI
    /// has no view for, in the comparator's order.
    static func missingViews(_ report: ComparisonReport, _ spec: ConstraintSpec) -> [String] {
        let documentIDs = Set(spec.views.map(\.id) + spec.stackViews.map(\.id))
        return report.unmatchedIDs.filter(documentIDs.contains)
    }

    /// `report` with each of `missing` compared: at every size a difference with no stack
    /// frame, the constraints' frame (solved again, for the pictures), Δ infinity and
    /// `missingReason`; the views move from the unmatched to the compared ids.
    static func comparingMissingViews(
        _ report: ComparisonReport, _ missing: [String], _ spec: ConstraintSpec
    ) throws -> ComparisonReport {
        guard !missing.isEmpty else { return report }
        var result = report
        let engine = try ConstraintLayoutEngine(spec)
        for index in result.sizes.indices {
            let frames = try engine.solve(in: result.sizes[index].size).frameIndex
            result.sizes[index].differences += missing.map { id in
                FrameDifference(
                    id: id, stack: nil, constraints: frames[id], distance: .infinity, agreement: .infeasible,
                    reason: missingReason)
            }
        }
        result.matchedIDs += missing
        result.unmatchedIDs.removeAll(where: missing.contains)
        return result
    }
}
