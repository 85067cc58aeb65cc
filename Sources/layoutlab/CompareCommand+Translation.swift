import LayoutCore
import LayoutHarness
import LayoutTranslation
import SwiftSourceImport

extension CompareCommand {
    /// One spec and its translation for the other engine (docs/TRANSLATION.md).
    /// The spec at `path` and its translation for the other engine, with the ids of the views
    /// the translation added (helpers, not compared).
    static func translatedPair(_ path: String, swift: SwiftSource.Options) throws(CommandFailure) -> SpecPair {
        try translatedPair(try LayoutLabCommand.load(path, swift: swift), path: path)
    }

    /// `document` (read from `path`) and its translation for the other engine.
    static func translatedPair(_ document: SpecDocument, path: String) throws(CommandFailure) -> SpecPair {
        switch document {
        case .view(let spec):
            let translation = StackToConstraints.translate(spec)
            // Notes on views with ids are in the output (`approximate: …`); the others go to stderr.
            let listed = Set(translation.approximatedViews.map(\.id))
            for note in translation.notes where !listed.contains(note.view) {
                Console.error("layoutlab: note: \(note)")
            }
            let original = Set(spec.ids)
            let helpers = translation.spec.views.map(\.id).filter { !original.contains($0) }
            return SpecPair(
                viewSpec: spec, constraintSpec: translation.spec, helperIDs: Set(helpers),
                approximatedViews: translation.approximatedViews, approximatedNames: translation.notes.map(\.view),
                label: "\(path) and its translation", single: (document, path))
        case .constraints(let spec):
            do {
                let translation = try ConstraintsToStacks.translate(spec)
                let viewSpec = translation.spec
                let original = Set(spec.views.map(\.id) + spec.stackViews.map(\.id))
                return SpecPair(
                    viewSpec: viewSpec, constraintSpec: spec,
                    helperIDs: Set(viewSpec.ids.filter { !original.contains($0) }),
                    approximatedViews: translation.approximatedViews,
                    approximatedNames: translation.notes.map(\.view), label: "\(path) and its translation",
                    single: (document, path))
            } catch let error as TranslationError {
                throw CommandFailure(.unsatisfiable, "\(path): \(error)")
            } catch let error as SpecError {
                throw CommandFailure(.invalidSpec, error.description)
            } catch {
                throw CommandFailure(.software, "internal error: \(error)")
            }
        }
    }
}

/// A view spec and a constraint spec of one layout, and the helper views a translation added.
struct SpecPair {
    var viewSpec: ViewSpec
    var constraintSpec: ConstraintSpec
    var helperIDs: Set<String> = []
    /// What a translation approximated (see `LayoutComparator`).
    var approximatedViews: [ApproximatedView] = []
    var approximatedNames: [String] = []
    /// The spec files, for messages ("a.view.json and b.constraints.json").
    var label = ""
    /// The spec given alone (translated for the other engine), or nil for two specs.
    var single: (document: SpecDocument, path: String)?
}

extension CompareCommand {
    /// `pair` at each Dynamic Type size of `sizes` (`DynamicTypeSweep`): both specs set to the
    /// size, a spec given alone translated again at that size (its text measured there).
    static func atDynamicTypeSizes(_ pair: SpecPair, _ sizes: [DynamicTypeSize]) throws(CommandFailure) -> [SpecPair] {
        var result: [SpecPair] = []
        for size in sizes {
            if let single = pair.single {
                let document: SpecDocument =
                    switch single.document {
                    case .view(let spec): .view(DynamicTypeSweep.setting(size, spec))
                    case .constraints(let spec): .constraints(DynamicTypeSweep.setting(size, spec))
                    }
                result.append(try translatedPair(document, path: single.path))
            } else {
                var sized = pair
                sized.viewSpec = DynamicTypeSweep.setting(size, pair.viewSpec)
                sized.constraintSpec = DynamicTypeSweep.setting(size, pair.constraintSpec)
                result.append(sized)
            }
        }
        return result
    }
}
