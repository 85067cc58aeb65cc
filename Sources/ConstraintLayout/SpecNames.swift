import LayoutCore

/// The names a constraint string may use — view ids (with `root`) and metrics — with their
/// indices, built once per spec.
///
/// The dictionaries are for lookups only; nothing iterates them (models are built in spec
/// order, so that every run gives the same result).
struct SpecNames {
    /// View ids in model order: `root` (index 0), then `views`, then `stackViews`.
    let viewIDs: [String]
    /// Each view's layout margins, by view index.
    let margins: [EdgeInsets]
    /// Each view's superview id, by view index (`root`'s is nil): what `|` means in VFL.
    let parents: [String?]
    /// Each view's text baselines, by view index (nil: its baselines are its bottom).
    let baselines: [TextBaselines?]
    private let viewIndices: [String: Int]
    private let metricValues: [String: Double]
    let isRightToLeft: Bool

    init(_ spec: ConstraintSpec) {
        var ids = [ConstraintSpec.rootID]
        var margins = [EdgeInsets(all: 8)]
        var parents: [String?] = [nil]
        var baselines: [TextBaselines?] = [nil]
        ids.reserveCapacity(1 + spec.views.count + spec.stackViews.count)
        for view in spec.views {
            ids.append(view.id)
            margins.append(view.layoutMargins)
            parents.append(view.parent)
            baselines.append(view.baseline)
        }
        for stack in spec.stackViews {
            ids.append(stack.id)
            margins.append(EdgeInsets(all: 8))
            parents.append(stack.parent)
            baselines.append(nil)
        }
        viewIDs = ids
        self.margins = margins
        self.parents = parents
        self.baselines = baselines
        var indices: [String: Int] = [:]
        indices.reserveCapacity(ids.count)
        for (index, id) in ids.enumerated() where indices[id] == nil { indices[id] = index }
        viewIndices = indices
        var metrics: [String: Double] = [:]
        for metric in spec.metrics where metrics[metric.name] == nil { metrics[metric.name] = metric.value }
        metricValues = metrics
        isRightToLeft = spec.isRightToLeft
    }

    /// The model index of the view `id`, or nil.
    func viewIndex(of id: String) -> Int? { viewIndices[id] }

    /// The value of the metric `name`, or nil.
    func metric(_ name: String) -> Double? { metricValues[name] }

    /// A short list of the declared view ids for "unknown view" messages.
    var viewListForMessages: String {
        let shown = viewIDs.prefix(12).joined(separator: ", ")
        return viewIDs.count > 12 ? shown + ", …" : shown
    }
}
