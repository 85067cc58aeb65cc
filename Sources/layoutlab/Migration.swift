import ConstraintLayout
import InterfaceBuilder
import LayoutCore
import LayoutHarness
import LayoutTranslation
import SwiftSourceImport

/// One root's migration: its constraint spec translated to SwiftUI, the SwiftUI read back by
/// the Swift importer, and both laid out at every device size (`layoutlab migrate`).
struct RootMigration: Sendable {
    /// How a root came out.
    enum Verdict: String, Sendable {
        /// Every view of the read-back SwiftUI has the constraints' frame on every device.
        case exact
        /// Translated, but some views differ (or rest on an assumption checked at a few sizes).
        case approximate
        /// No SwiftUI: the constraints (or views) named in `reasons`.
        case notTranslated = "not translated"
    }

    var document: String
    var root: String
    var verdict: Verdict
    /// Per not-translated constraint or view: its name and why; per approximate view: its id
    /// and the largest Δ.
    var reasons: [(view: String, reason: String)] = []
    /// The form the SwiftUI took: `stacks`, `geometryReader` (sizes proportional to the
    /// screen) or `affineFrames` (every frame from `geometry.size`, the last resort); nil when
    /// not translated.
    var form: String?
    /// Why the stack form was not taken, when `form` is a GeometryReader form (the stack
    /// attempt's constraints or views and reasons).
    var fallbackReasons: [(view: String, reason: String)] = []
    /// The views named by their IB labels: name → the id the importer gave.
    var names: [String: String] = [:]
    /// The generated SwiftUI file (nil when not translated).
    var source: String?
    /// The comparisons over the devices, one per Dynamic Type size (empty when not translated).
    var comparisons: [ComparisonReport] = []
    /// The largest frame difference over the devices.
    var maxDifference: Double = 0
    /// With `--dynamic-type`: the verdict at each size on its own (exact where every device
    /// agrees at that size) and its largest difference, in the order laid out.
    var dynamicTypeVerdicts: [(size: DynamicTypeSize, verdict: Verdict, maxDifference: Double)] = []
}

/// The migration of IB roots to SwiftUI (see `RootMigration`).
enum Migration {
    /// Migrates every root of `document` (read from `path`) at `sizes`, at each of
    /// `dynamicTypeSizes` (nil: the spec's own, Large by default), imported with `options`
    /// (`measuresText`: labels and buttons sized from their text and font, as `import
    /// --measure-text` does, so they translate to `Text`).
    static func migrate(
        _ document: IBDocument, path: String, sizes: [Size], dynamicTypeSizes: [DynamicTypeSize?] = [nil],
        options: IBImportOptions = IBImportOptions()
    ) -> [RootMigration] {
        document.roots.map {
            migrate(
                document, root: $0.view.id ?? "", path: path, sizes: sizes, dynamicTypeSizes: dynamicTypeSizes,
                options: options)
        }
    }

    /// Migrates root `rootID`: import with `options`, translate (the GeometryReader fallback
    /// allowed), write the SwiftUI file, read it back, compare at `sizes`.
    static func migrate(
        _ document: IBDocument, root rootID: String, path: String, sizes: [Size],
        dynamicTypeSizes: [DynamicTypeSize?] = [nil], options: IBImportOptions = IBImportOptions()
    ) -> RootMigration {
        var result = RootMigration(document: path, root: rootID, verdict: .notTranslated)
        let spec: ConstraintSpec
        let helperIDs: Set<String>
        do {
            let imported = try document.importRoot(rootID, options: options)
            // As its layoutlab.constraints/1 document reads (what `import` writes: the
            // translator reads the constraints by their document paths), with the views named
            // by their labels where those say more than IB's ids.
            let (json, names) = namedByLabels(JSONWriter.write(imported.spec.json), imported.spec)
            guard
                case .constraints(let canonical) = try SpecDocument(
                    bytes: Array(json.utf8), file: "\(path)#\(rootID)")
            else {
                throw SpecError(
                    .mismatch(expected: "a constraint spec as the imported root", found: "a view spec"), at: .file)
            }
            spec = canonical
            result.names = names
            let renamed = Dictionary(names.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
            let reported = Set(imported.ibIDs.map { renamed[$0.specID] ?? $0.specID })
            helperIDs = Set((spec.views.map(\.id) + spec.stackViews.map(\.id)).filter { !reported.contains($0) })
        } catch {
            result.reasons = [(rootID, "the root cannot be imported: \(error)")]
            return result
        }
        let translation: StackTranslation
        let source: String
        do {
            translation = try ConstraintsToStacks.translate(
                spec, allowGeometryReader: true, verifyingAt: sizes, helperIDs: helperIDs, allowsApproximation: true)
            source = try SwiftUISource.file(translation.spec, typeName: typeName(path, rootID))
        } catch let error as TranslationError {
            result.reasons = reasons(error)
            return result
        } catch {
            result.reasons = [(rootID, "\(error)")]
            return result
        }
        result.source = source
        result.form = form(translation)
        result.fallbackReasons = translation.fallbackReasons.map { ($0.view, $0.reason) }
        let readBack: ViewSpec
        do {
            guard case .view(let spec) = try SwiftSource.read(source, file: typeName(path, rootID) + ".swift").document
            else {
                throw SpecError(
                    .mismatch(expected: "a SwiftUI view as the generated source", found: "UIKit code"), at: .file)
            }
            readBack = spec
        } catch {
            result.verdict = .notTranslated
            result.reasons = [(rootID, "the generated SwiftUI does not read back: \(error)")]
            return result
        }
        if (spec.views.map(\.id) + spec.stackViews.map(\.id)).allSatisfy(helperIDs.contains) {
            result.verdict = .exact  // nothing inside the root: nothing to lay out differently
            return result
        }
        for dynamicTypeSize in dynamicTypeSizes {
            compare(spec, readBack, helperIDs, sizes, dynamicTypeSize, into: &result)
        }
        return result
    }

    /// Lays out `spec` and `readBack` at `sizes` and `dynamicTypeSize` (nil: as the specs say),
    /// adding the comparison, its differing views and the verdict to `result`.
    static func compare(
        _ spec: ConstraintSpec, _ readBack: ViewSpec, _ helperIDs: Set<String>, _ sizes: [Size],
        _ dynamicTypeSize: DynamicTypeSize?, into result: inout RootMigration
    ) {
        var constraints = spec
        var view = readBack
        var suffix = ""
        if let dynamicTypeSize {
            constraints.dynamicTypeSize = dynamicTypeSize
            view.environment.dynamicTypeSize = dynamicTypeSize
            suffix = " @ " + dynamicTypeSize.rawValue
        }
        var comparator = LayoutComparator(viewSpec: view, constraintSpec: constraints)
        // The translation's assumptions were verified at these very sizes, so the devices'
        // frames alone decide (the approximations are not passed on).
        comparator.helperIDs = helperIDs
        comparator.workers = 1
        do {
            var report = try comparator.run(sizes: sizes)
            report = try comparingMissingViews(report, missingViews(report, spec), constraints)
            report.name += suffix
            result.comparisons.append(report)
            result.maxDifference = max(result.maxDifference, report.maxDifference)
            let differing = differingViews(report).map { ($0.view, $0.reason + suffix) }
            let agrees = report.worstAgreement.agrees && differing.isEmpty
            if let dynamicTypeSize {
                result.dynamicTypeVerdicts.append(
                    (dynamicTypeSize, agrees ? .exact : .approximate, report.maxDifference))
            }
            if !agrees || result.verdict == .approximate {
                result.verdict = .approximate
            } else {
                result.verdict = .exact
            }
            result.reasons += differing
        } catch {
            result.verdict = .approximate
            if let dynamicTypeSize { result.dynamicTypeVerdicts.append((dynamicTypeSize, .approximate, .infinity)) }
            result.reasons.append((result.root, "the layouts cannot be compared\(suffix): \(error)"))
        }
    }

    /// Each view that differs at some size, with its largest Δ and the first reason given.
    static func differingViews(_ report: ComparisonReport) -> [(view: String, reason: String)] {
        var largest: [String: (distance: Double, reason: String)] = [:]
        var order: [String] = []
        for size in report.sizes {
            for difference in size.differences where !difference.agreement.agrees {
                if largest[difference.id] == nil { order.append(difference.id) }
                let previous = largest[difference.id]
                if previous == nil || difference.distance > previous!.distance {
                    let reason = difference.reason ?? difference.agreement.rawValue
                    largest[difference.id] = (difference.distance, reason)
                }
            }
        }
        return order.map { id in
            let entry = largest[id]!
            return (id, "Δ \(deltaText(entry.distance)) (\(entry.reason))")
        }
    }

    /// `3.5 pt`, or `infinity` for a view with no frame to compare (no view in the SwiftUI,
    /// constraints unsatisfiable on a device).
    static func deltaText(_ distance: Double) -> String {
        distance.isFinite ? JSONWriter.formatNumber(distance) + " pt" : "infinity"
    }

    /// The translator's notes as (constraint or view, why).
    static func reasons(_ error: TranslationError) -> [(view: String, reason: String)] {
        switch error {
        case .notExpressible(let notes), .noUIKitForm(let notes): return notes.map { ($0.view, $0.reason) }
        case .noSwiftUIForm(let view, let type): return [(view, "\(type) has no SwiftUI form in this translator")]
        }
    }

    /// Which form the translation took (see `RootMigration.form`).
    static func form(_ translation: StackTranslation) -> String {
        guard translation.spec.root.kind == .geometryReader else { return "stacks" }
        return translation.notes.contains { $0.reason.contains("affine") } ? "affineFrames" : "geometryReader"
    }

    /// A Swift type name for a root: the document's file name (its last `__` part, as the
    /// shared sample names them) and the root id.
    static func typeName(_ path: String, _ rootID: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let name = file.components(separatedBy: "__").last ?? file
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        return SwiftUISource.typeName(for: stem + "-" + rootID)
    }
}
