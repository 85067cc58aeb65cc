import LayoutCore

/// The names a constraint string may use — view ids (with `root`) and metrics — with their
/// indices, built once per spec.
///
/// The name tables (``NameTable``) are for lookups only; nothing iterates them (models are built in spec
/// order, so that every run gives the same result). A class of constants: every parser of a
/// spec shares one (a struct would retain each of its arrays and dictionaries per copy).
final class SpecNames: Sendable {
    /// View ids in model order: `root` (index 0), then `views`, then `stackViews`.
    let viewIDs: [String]
    /// Each view's layout margins, by view index.
    let margins: [EdgeInsets]
    /// Each view's superview id, by view index (`root`'s is nil): what `|` means in VFL.
    let parents: [String?]
    /// Each view's text baselines, by view index (nil: its baselines are its bottom).
    let baselines: [TextBaselines?]
    private let viewIndices: NameTable
    private let metricIndices: NameTable
    private let metricValues: [Double]
    let isRightToLeft: Bool

    init(_ spec: ConstraintSpec) {
        var ids = [ConstraintSpec.rootID]
        var margins = [EdgeInsets(all: 8)]
        var parents: [String?] = [nil]
        var baselines: [TextBaselines?] = [nil]
        let count = 1 + spec.views.count + spec.stackViews.count
        ids.reserveCapacity(count)
        margins.reserveCapacity(count)
        parents.reserveCapacity(count)
        baselines.reserveCapacity(count)
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
        var indices = NameTable(capacity: ids.count)
        for (index, id) in ids.enumerated() { indices.insertIfAbsent(id, index) }
        viewIndices = indices
        var metrics = NameTable(capacity: spec.metrics.count)
        for (index, metric) in spec.metrics.enumerated() { metrics.insertIfAbsent(metric.name, index) }
        metricIndices = metrics
        metricValues = spec.metrics.map(\.value)
        isRightToLeft = spec.isRightToLeft
    }

    /// The model index of the view `id`, or nil.
    func viewIndex(of id: String) -> Int? { viewIndices.value(of: id) }

    /// The model index of the view spelled by the UTF-8 bytes `id`, or nil.
    func viewIndex(utf8 id: ArraySlice<UInt8>) -> Int? { viewIndices.value(of: id) }

    /// The value of the metric `name`, or nil.
    func metric(_ name: String) -> Double? { metricIndices.value(of: name).map { metricValues[$0] } }

    /// The value of the metric spelled by the UTF-8 bytes `name`, or nil.
    func metric(utf8 name: ArraySlice<UInt8>) -> Double? { metricIndices.value(of: name).map { metricValues[$0] } }

    /// A short list of the declared view ids for "unknown view" messages.
    var viewListForMessages: String {
        let shown = viewIDs.prefix(12).joined(separator: ", ")
        return viewIDs.count > 12 ? shown + ", …" : shown
    }
}
