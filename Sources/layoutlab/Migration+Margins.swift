import LayoutCore
import LayoutHarness

/// The root-margins note of an approximate root: the SwiftUI pads the document's device's
/// margin on every device, while UIKit's minimum steps with the width (16 pt below 400 pt,
/// 20 from it). The note is given only where it is true — where laying the root out with the
/// document's margin on every device removes differences.
extension Migration {
    /// The root view's leading margin beyond the safe area `insets` in `spec` (UIKit's
    /// minimum: ``SystemMinimumLayoutMargins``; a cell's content view's likewise); nil when
    /// `spec` has no such view.
    static func rootMargin(_ spec: ConstraintSpec, _ root: String, _ insets: EdgeInsets) -> Double? {
        spec.views.first { $0.id == root }.map { $0.layoutMargins.leading - insets.leading }
    }

    /// The note for an approximate root whose comparison at `dynamicTypeSize` is `compared`,
    /// when the root's margin differs on some of `sides` from `documentMargin` and that explains
    /// differences: the sides are compared again with the document's margin everywhere and the
    /// note is given when fewer views differ then, saying what is left; nil when no side's
    /// margin differs or the same views differ with the document's margin.
    static func marginNote(
        _ sides: [DeviceSide], _ readBack: ViewSpec, _ helperIDs: Set<String>, _ dynamicTypeSize: DynamicTypeSize?,
        root: String, documentMargin: Double, compared: ComparisonReport
    ) -> String? {
        let stepped = sides.filter { rootMargin($0.spec, root, $0.safeAreaInsets) != documentMargin }
        guard !stepped.isEmpty else { return nil }
        let counterfactual = sides.map { withRootMargin($0, documentMargin, root: root) }
        var check = RootMigration(document: "", root: root, verdict: .notTranslated)
        compare(counterfactual, readBack, helperIDs, dynamicTypeSize, into: &check)
        guard let checked = check.comparisons.first,
            differingViews(checked).count < differingViews(compared).count
        else { return nil }
        return marginNoteText(
            documentMargin, stepped.map(\.device.name), leftOver: check.verdict == .exact ? nil : check.maxDifference)
    }

    /// `side` with its root view's leading and trailing margins `margin` beyond its safe area.
    static func withRootMargin(_ side: DeviceSide, _ margin: Double, root: String) -> DeviceSide {
        var result = side
        for index in result.spec.views.indices where result.spec.views[index].id == root {
            result.spec.views[index].layoutMargins.leading = side.safeAreaInsets.leading + margin
            result.spec.views[index].layoutMargins.trailing = side.safeAreaInsets.trailing + margin
        }
        return result
    }

    /// Why views pinned to the root's margins differ on `devices`: the SwiftUI pads the
    /// document's device's `margin` on every device, UIKit's minimum steps with the width;
    /// `leftOver`, the largest Δ with the document's margin everywhere (nil: none).
    static func marginNoteText(_ margin: Double, _ devices: [String], leftOver: Double?) -> String {
        let rule = SystemMinimumLayoutMargins.self
        let result =
            "root margins: the SwiftUI pads \(JSONWriter.formatNumber(margin)) pt (the document's device's) on every "
            + "device; UIKit's minimum differs on \(devices.joined(separator: ", ")) "
            + "(\(JSONWriter.formatNumber(rule.compact)) pt on screens narrower than "
            + "\(JSONWriter.formatNumber(rule.regularWidth)) pt, \(JSONWriter.formatNumber(rule.regular)) on wider "
            + "ones and iPads)"
        guard let leftOver else { return result + "; with the document's margin every view agrees" }
        return result + "; with the document's margin the largest Δ is \(deltaText(leftOver))"
    }
}
