import InterfaceBuilder
import LayoutCore
import LayoutHarness
import LayoutTranslation

/// The proof on every device: each device compares the root imported for that device (its
/// safe area, bars and margins) with the read-back SwiftUI laid out inside the same safe area.
extension Migration {
    /// One device's side of the proof: the constraint spec imported for it and the safe-area
    /// insets that import gave the root (zero for a cell's content view), which the read-back
    /// SwiftUI is laid out inside (`environment.safeAreaInsets`), as a window places its root.
    struct DeviceSide: Sendable {
        var device: MigrationDevice
        var spec: ConstraintSpec
        var safeAreaInsets: EdgeInsets
    }

    /// Root `rootID` imported for each of `devices` (``MigrationDevice/options(_:documentTraits:)``),
    /// named as ``canonical(_:path:)`` names the translated one.
    static func deviceSides(
        _ document: IBDocument, _ rootID: String, _ path: String, _ devices: [MigrationDevice],
        _ options: IBImportOptions
    ) throws -> [DeviceSide] {
        let traits = document.device.traits(landscape: document.isLandscape)
        return try devices.map { device in
            let imported = try document.importRoot(rootID, options: device.options(options, documentTraits: traits))
            return DeviceSide(
                device: device, spec: try canonical(imported, path: path).spec,
                safeAreaInsets: imported.safeAreaInsets)
        }
    }

    /// The sides as the translator's ``DeviceSafeAreas``: each device's window size and insets,
    /// and root `rootID` imported for that device with other insets (the affine fallback reads
    /// how its frames follow them).
    static func deviceSafeAreas(
        _ sides: [DeviceSide], _ document: IBDocument, _ rootID: String, _ path: String, _ options: IBImportOptions
    ) -> DeviceSafeAreas {
        let traits = document.device.traits(landscape: document.isLandscape)
        return DeviceSafeAreas(devices: sides.map { .init(size: $0.device.size, insets: $0.safeAreaInsets) }) {
            index, insets in
            var deviceOptions = sides[index].device.options(options, documentTraits: traits)
            deviceOptions.safeAreaInsets = insets
            return try canonical(document.importRoot(rootID, options: deviceOptions), path: path).spec
        }
    }

    /// Lays out each side's spec and `readBack` (inside the side's safe area) at the side's
    /// device size and `dynamicTypeSize` (nil: as the specs say), adding the comparison (one
    /// report, a size per device), its differing views and the verdict to `result`.
    static func compare(
        _ sides: [DeviceSide], _ readBack: ViewSpec, _ helperIDs: Set<String>, _ dynamicTypeSize: DynamicTypeSize?,
        into result: inout RootMigration
    ) {
        let suffix = dynamicTypeSize.map { " @ " + $0.rawValue } ?? ""
        do {
            var report: ComparisonReport?
            for (index, side) in sides.enumerated() {
                var constraints = side.spec
                var view = readBack
                view.environment.safeAreaInsets = side.safeAreaInsets
                if let dynamicTypeSize {
                    constraints.dynamicTypeSize = dynamicTypeSize
                    view.environment.dynamicTypeSize = dynamicTypeSize
                }
                var comparator = LayoutComparator(viewSpec: view, constraintSpec: constraints)
                // The translation's assumptions were verified at these very sizes, so the
                // devices' frames alone decide (the approximations are not passed on).
                comparator.helperIDs = helperIDs
                comparator.workers = 1
                var device = try comparator.run(sizes: [side.device.size], indexOffset: index)
                device = try comparingMissingViews(device, missingViews(device, constraints), constraints)
                report = report.map { joined($0, device) } ?? device
            }
            guard var report else { return }
            report.name += suffix
            result.comparisons.append(report)
            result.maxDifference = max(result.maxDifference, report.maxDifference)
            let differing = differingViews(report).map { ($0.view, $0.reason + suffix) }
            let agrees = report.worstAgreement.agrees && differing.isEmpty
            if let dynamicTypeSize {
                result.dynamicTypeVerdicts.append(
                    (dynamicTypeSize, agrees ? .exact : .approximate, report.maxDifference))
            }
            result.verdict = !agrees || result.verdict == .approximate ? .approximate : .exact
            result.reasons += differing
        } catch {
            result.verdict = .approximate
            if let dynamicTypeSize { result.dynamicTypeVerdicts.append((dynamicTypeSize, .approximate, .infinity)) }
            result.reasons.append((result.root, "the layouts cannot be compared\(suffix): \(error)"))
        }
    }

    /// One report of two devices' comparisons: `next`'s sizes after `report`'s, the views
    /// compared on either (the same views on every device: one root, one translation).
    static func joined(_ report: ComparisonReport, _ next: ComparisonReport) -> ComparisonReport {
        var result = report
        result.sizes += next.sizes
        for id in next.matchedIDs where !result.matchedIDs.contains(id) { result.matchedIDs.append(id) }
        for id in next.unmatchedIDs where !result.unmatchedIDs.contains(id) { result.unmatchedIDs.append(id) }
        for view in next.approximatedViews where !result.approximatedViews.contains(where: { $0.id == view.id }) {
            result.approximatedViews.append(view)
        }
        return result
    }
}
