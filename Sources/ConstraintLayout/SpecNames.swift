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
    /// The spec's views and stack views (shared with the spec, not copied): what
    /// ``margins(of:)``, ``parent(of:)`` and ``baselines(of:)`` read.
    private let views: [ConstraintView]
    private let stackViews: [StackViewSpec]
    private let viewIndices: NameTable
    private let metricIndices: NameTable
    private let metricValues: [Double]
    let isRightToLeft: Bool
    /// The index the root's safe-area guide `safeArea` stands at in constraint terms: one past
    /// the views, with no frame variables of its own (``RowCompiler`` reads it as the root
    /// inset by ``safeAreaInsets``; ``SafeAreaGuide``).
    let safeAreaIndex: Int
    let safeAreaInsets: EdgeInsets

    init(_ spec: ConstraintSpec) {
        var ids = [String]()
        ids.reserveCapacity(1 + spec.views.count + spec.stackViews.count)
        ids.append(ConstraintSpec.rootID)
        for view in spec.views { ids.append(view.id) }
        for stack in spec.stackViews { ids.append(stack.id) }
        viewIDs = ids
        views = spec.views
        stackViews = spec.stackViews
        var indices = NameTable(capacity: ids.count)
        for (index, id) in ids.enumerated() { indices.insertIfAbsent(id, index) }
        viewIndices = indices
        var metrics = NameTable(capacity: spec.metrics.count)
        var values = [Double]()
        values.reserveCapacity(spec.metrics.count)
        for (index, metric) in spec.metrics.enumerated() {
            metrics.insertIfAbsent(metric.name, index)
            values.append(metric.value)
        }
        metricIndices = metrics
        metricValues = values
        isRightToLeft = spec.isRightToLeft
        safeAreaIndex = ids.count
        safeAreaInsets = spec.safeAreaInsets
    }

    /// The layout margins of view `index` (model order; 8 on every edge for `root` and stack
    /// views).
    func margins(of index: Int) -> EdgeInsets {
        index >= 1 && index <= views.count ? views[index - 1].layoutMargins : EdgeInsets(all: 8)
    }

    /// The superview id of view `index` (`root`'s is nil): what `|` means in VFL.
    func parent(of index: Int) -> String? {
        guard index >= 1 else { return nil }
        return index <= views.count ? views[index - 1].parent : stackViews[index - 1 - views.count].parent
    }

    /// The text baselines of view `index` (nil: its baselines are its bottom).
    func baselines(of index: Int) -> TextBaselines? {
        index >= 1 && index <= views.count ? views[index - 1].baseline : nil
    }

    /// The model index of the view `id`, or nil.
    func viewIndex(of id: String) -> Int? { viewIndices.value(of: id) }

    /// The model index of the view spelled by the UTF-8 bytes `id`, or nil.
    func viewIndex(utf8 id: UnsafeBufferPointer<UInt8>) -> Int? { viewIndices.value(of: id) }

    /// The index of the constraint item `id`: a view's model index, or ``safeAreaIndex`` for
    /// `safeArea`; nil for another name.
    func itemIndex(of id: String) -> Int? {
        id == ConstraintSpec.safeAreaID ? safeAreaIndex : viewIndices.value(of: id)
    }

    /// The index of the constraint item spelled by the UTF-8 bytes `id` (see ``itemIndex(of:)``).
    func itemIndex(utf8 id: UnsafeBufferPointer<UInt8>) -> Int? {
        if id.elementsEqual(ConstraintSpec.safeAreaID.utf8) { return safeAreaIndex }
        return viewIndices.value(of: id)
    }

    /// The id of the constraint item at `index` (a view's id, or `safeArea`).
    func itemID(of index: Int) -> String {
        index == safeAreaIndex ? ConstraintSpec.safeAreaID : viewIDs[index]
    }

    /// The value of the metric `name`, or nil.
    func metric(_ name: String) -> Double? { metricIndices.value(of: name).map { metricValues[$0] } }

    /// The value of the metric spelled by the UTF-8 bytes `name`, or nil.
    func metric(utf8 name: UnsafeBufferPointer<UInt8>) -> Double? {
        metricIndices.value(of: name).map { metricValues[$0] }
    }
}
