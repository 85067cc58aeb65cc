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
    /// Migrates every root of `document` (read from `path`) on `devices`, at each of
    /// `dynamicTypeSizes` (nil: the spec's own, Large by default), imported with `options`
    /// (`measuresText`: labels and buttons sized from their text and font, as `import
    /// --measure-text` does, so they translate to `Text`).
    static func migrate(
        _ document: IBDocument, path: String, devices: [MigrationDevice], dynamicTypeSizes: [DynamicTypeSize?] = [nil],
        options: IBImportOptions = IBImportOptions()
    ) -> [RootMigration] {
        document.roots.map {
            migrate(
                document, root: $0.view.id ?? "", path: path, devices: devices, dynamicTypeSizes: dynamicTypeSizes,
                options: options)
        }
    }

    /// Migrates root `rootID`: import with `options` (the document's device), translate (the
    /// GeometryReader fallback allowed), write the SwiftUI file, read it back, and compare on
    /// each of `devices` the root imported for that device with the read-back SwiftUI laid out
    /// inside the safe area that import gave the root (``DeviceSide``).
    static func migrate(
        _ document: IBDocument, root rootID: String, path: String, devices: [MigrationDevice],
        dynamicTypeSizes: [DynamicTypeSize?] = [nil], options: IBImportOptions = IBImportOptions()
    ) -> RootMigration {
        var result = RootMigration(document: path, root: rootID, verdict: .notTranslated)
        let options = Self.options(options, root: rootID, of: document)
        let spec: ConstraintSpec
        let helperIDs: Set<String>
        let safeArea: RootSafeArea?
        let rootSpecID: String
        let documentMargin: Double?
        do {
            let root = try document.importRoot(rootID, options: options)
            let imported = try canonical(root, path: path)
            spec = imported.spec
            result.names = imported.names
            helperIDs = imported.helperIDs
            safeArea = options.safeAreaInsets == nil ? Self.safeArea(of: root, renamed: imported.renamed) : nil
            rootSpecID = root.ibIDs.first.map { imported.renamed[$0.specID] ?? $0.specID } ?? rootID
            documentMargin = rootMargin(spec, rootSpecID, root.safeAreaInsets)
        } catch {
            result.reasons = [(rootID, "the root cannot be imported: \(error)")]
            return result
        }
        let sizes = devices.map(\.size)
        // Each device's import, read now for the affine fallback's safe area, proved below.
        let importedSides = safeArea == nil ? nil : try? deviceSides(document, rootID, path, devices, options)
        let translation: StackTranslation
        let source: String
        do {
            translation = try ConstraintsToStacks.translate(
                spec, allowGeometryReader: true, verifyingAt: sizes, helperIDs: helperIDs, allowsApproximation: true,
                safeArea: safeArea, minimumMarginsOf: rootSpecID,  // the importer's margins: UIKit's minimum
                devices: importedSides.map { deviceSafeAreas($0, document, rootID, path, options) })
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
        let sides: [DeviceSide]
        do {
            sides = try importedSides ?? deviceSides(document, rootID, path, devices, options)
        } catch {
            result.verdict = .approximate
            result.reasons = [(rootID, "the root cannot be imported for every device: \(error)")]
            return result
        }
        for dynamicTypeSize in dynamicTypeSizes {
            compare(sides, readBack, helperIDs, dynamicTypeSize, into: &result)
        }
        if result.verdict == .approximate, result.form != "affineFrames", !translation.marginsFollowWidth,
            let documentMargin, let first = result.comparisons.first,
            let note = marginNote(
                sides, readBack, helperIDs, dynamicTypeSizes.first ?? nil, root: rootSpecID,
                documentMargin: documentMargin, compared: first)
        {
            result.reasons.insert((rootID, note), at: 0)
        }
        return result
    }

    /// An imported root as its layoutlab.constraints/1 document reads (what `import` writes:
    /// the translator reads the constraints by their document paths), with the views named by
    /// their labels where those say more than IB's ids (new name → IB id, and `renamed`, the
    /// importer's spec id → name), and the ids of the importer's helper views (guides,
    /// content areas).
    static func canonical(_ imported: IBImportedRoot, path: String) throws -> (
        spec: ConstraintSpec, names: [String: String], renamed: [String: String], helperIDs: Set<String>
    ) {
        let (json, names) = namedByLabels(JSONWriter.write(imported.spec.json), imported.spec)
        guard
            case .constraints(let spec) = try SpecDocument(
                bytes: Array(json.utf8), file: "\(path)#\(imported.rootID)")
        else {
            throw SpecError(
                .mismatch(expected: "a constraint spec as the imported root", found: "a view spec"), at: .file)
        }
        let renamed = Dictionary(names.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
        let reported = Set(imported.ibIDs.map { renamed[$0.specID] ?? $0.specID })
        let helperIDs = Set((spec.views.map(\.id) + spec.stackViews.map(\.id)).filter { !reported.contains($0) })
        return (spec, names, renamed, helperIDs)
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
        case .notExpressible(let notes), .noUIKitForm(let notes), .noConstraintForm(let notes):
            return notes.map { ($0.view, $0.reason) }
        case .noSwiftUIForm(let view, let type): return [(view, "\(type) has no SwiftUI form in this translator")]
        }
    }

    /// Which form the translation took (see `RootMigration.form`).
    static func form(_ translation: StackTranslation) -> String {
        // A stack form whose root margins follow the width reads only those from the reader.
        let steppedStacks = translation.marginsFollowWidth && translation.fallbackReasons.isEmpty
        guard translation.spec.root.kind == .geometryReader, !steppedStacks else { return "stacks" }
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
