import LayoutCore

/// The invariants every solution must keep (RELIABILITY.md #13): no NaN; an infinite
/// coordinate or length only when the solve size has an infinite axis (FORMATS.md §1: the
/// stack engine takes an infinite proposal, and writes `"infinity"`; `.aspectRatio` and
/// geometry expressions carry a length from one axis to the other, so an infinite width can
/// become an infinite height, as in SwiftUI); non-negative sizes from
/// the stack engine; a negative size from the constraint engine only with a `negativeSize`
/// diagnostic naming the view.
public enum SolutionInvariants {
    /// The first broken invariant, as a sentence, or nil when the solution keeps them all.
    public static func violation(in solution: LayoutSolution) -> String? {
        let infiniteAxis = solution.size.width == .infinity || solution.size.height == .infinity
        for view in solution.frames {
            let r = view.frame
            let horizontal = [r.x, r.width]
            let vertical = [r.y, r.height]
            guard !(horizontal + vertical).contains(where: \.isNaN) else { return "\(view.id): NaN in \(r)" }
            guard infiniteAxis || (horizontal + vertical).allSatisfy(\.isFinite) else { return "\(view.id): non-finite frame \(r) at a finite size" }
            guard r.width < 0 || r.height < 0 else { continue }
            if solution.engine == .stack { return "\(view.id): negative size \(r) from the stack engine" }
            let explained = solution.diagnostics.contains { $0.kind == .negativeSize && $0.views.contains(view.id) }
            if !explained { return "\(view.id): negative size \(r) without a negativeSize diagnostic" }
        }
        return nil
    }
}
