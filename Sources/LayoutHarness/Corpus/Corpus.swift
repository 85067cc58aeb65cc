import LayoutCore

/// One layout of the built-in corpus, written for both engines.
public struct CorpusEntry: Sendable {
    /// The layout's name (also the `name` of both specs).
    public var name: String
    /// Where the layout comes from (a seed article).
    public var source: String
    /// The `layoutlab.view/1` JSON.
    public var viewSpec: String
    /// The `layoutlab.constraints/1` JSON.
    public var constraintSpec: String
    /// Why the translator cannot turn one form into the other (nil: it can, both ways, and
    /// the translated SwiftUI source is kept as a golden file).
    public var untranslatableBecause: String? = nil

    /// Whether the translator handles the entry both ways.
    public var isTranslatable: Bool { untranslatableBecause == nil }
}

/// The built-in corpus: the layouts of the seed articles, each as a view spec and a
/// constraint spec with matching view ids.
public enum Corpus {
    /// Every entry, in a fixed order.
    public static let entries: [CorpusEntry] = [
        adaptive, pricing, proRows, countryDetails, fixedGrid, conditionalLayout,
    ]

    /// The entries the translator handles both ways.
    public static var translatableEntries: [CorpusEntry] { entries.filter(\.isTranslatable) }

    /// The entry named `name`, or nil.
    public static func entry(named name: String) -> CorpusEntry? {
        entries.first { $0.name == name }
    }
}

extension CorpusEntry {
    /// The decoded view spec (built-in specs are valid: a failure is a programming error
    /// caught by the corpus tests).
    public func decodedViewSpec() throws(SpecError) -> ViewSpec {
        guard case .view(let spec) = try SpecDocument(bytes: Array(viewSpec.utf8), file: "corpus:\(name).view.json")
        else {
            throw SpecError(
                .mismatch(expected: "a view spec in corpus entry \(name)", found: "a constraint spec"), at: .file)
        }
        return spec
    }

    /// The decoded constraint spec.
    public func decodedConstraintSpec() throws(SpecError) -> ConstraintSpec {
        guard
            case .constraints(let spec) = try SpecDocument(
                bytes: Array(constraintSpec.utf8), file: "corpus:\(name).constraints.json")
        else {
            throw SpecError(
                .mismatch(expected: "a constraint spec in corpus entry \(name)", found: "a view spec"), at: .file)
        }
        return spec
    }
}
