import LayoutCore

/// The result of `layoutlab check`: the checked roots, in sorted-document order, and which
/// shard produced them.
public struct CheckReport: Sendable, Equatable {
    /// The format identifier of check documents (docs/FORMATS.md §5).
    public static let format = "layoutlab.check/1"

    public var roots: [RootCheck]
    /// The shard of the sorted document list the roots come from (nil: all of it, or merged).
    public var shard: Shard?

    public init(roots: [RootCheck], shard: Shard? = nil) {
        self.roots = roots
        self.shard = shard
    }

    /// Views compared, in all roots.
    public var views: Int { roots.reduce(0) { $0 + $1.views } }
    /// Views within the tolerance, in all roots.
    public var within: Int { roots.reduce(0) { $0 + $1.within } }
    /// With `--measure-text`: the views measuring text moved, in all roots (nil without).
    public var movedByMeasuredText: Int? {
        let counts = roots.compactMap(\.movedByMeasuredText)
        return counts.isEmpty ? nil : counts.reduce(0, +)
    }

    /// `measuring text moves M of T views by more than 0.5 pt`, or nil without `--measure-text`.
    public var measuredTextLine: String? {
        guard let moved = movedByMeasuredText else { return nil }
        return "measuring text moves \(moved) of \(views) views by more than "
            + "\(TextTable.fixed(FrameCheck.tolerance, 1)) pt (from the frames solved with the stored sizes)"
    }

    /// The number of roots with `verdict`.
    public func count(_ verdict: RootCheck.Verdict) -> Int { roots.filter { $0.verdict == verdict }.count }
    /// Whether every root passed (exit 0).
    public var passed: Bool { roots.allSatisfy { $0.verdict == .passed } }

    /// `K of T views within 0.5 pt (P%); roots: A passed, B failed`, where error roots count as
    /// failed and are named as `(C errors)` when there are any. P has one decimal; 100.0 for no views.
    public var summaryLine: String {
        let percent = views == 0 ? 100 : Double(within) * 100 / Double(views)
        let errors = count(.error)
        let failed = count(.failed) + errors
        return "\(within) of \(views) views within \(TextTable.fixed(FrameCheck.tolerance, 1)) pt "
            + "(\(TextTable.fixed(percent, 1))%); roots: \(count(.passed)) passed, \(failed) failed"
            + (errors > 0 ? " (\(errors) errors)" : "")
    }

    /// Joins reports (shards) into one: roots sorted by document path (stable, so each
    /// document's roots keep their order), no shard. A root appearing twice is an error.
    public static func merge(_ reports: [CheckReport]) throws(SpecError) -> CheckReport {
        var seen: Set<String> = []
        for root in reports.flatMap(\.roots) {
            let key = root.document + "\u{0}" + root.root
            guard seen.insert(key).inserted else {
                throw SpecError(.rootInTwoShards(root: root.root, document: root.document), at: .file)
            }
        }
        let roots = reports.flatMap(\.roots).enumerated().sorted { a, b in
            let (x, y) = (Array(a.element.document.utf8), Array(b.element.document.utf8))
            return x == y ? a.offset < b.offset : x.lexicographicallyPrecedes(y)
        }
        return CheckReport(roots: roots.map(\.element))
    }
}
