import LayoutCore

/// Why a translation failed.
public enum TranslationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The view (id or type) has no SwiftUI source form in this emitter.
    case noSwiftUIForm(view: String, type: String)
    /// Constraints that have no stack form, each with the reason.
    case notExpressible([TranslationNote])
    /// Constraints or views with no UIKit anchor-code form (`UIKitSource`), each with the reason.
    case noUIKitForm([TranslationNote])
    /// Views of a view spec whose layout has no constraint form (`ConstraintTranslation.refusals`).
    case noConstraintForm([TranslationNote])

    public var description: String {
        switch self {
        case .noSwiftUIForm(let view, let type):
            return "\(view): \(type) has no SwiftUI source form in this translator yet"
        case .notExpressible(let notes):
            return "these constraints have no stack form:\n"
                + notes.map { "  " + $0.description }.joined(separator: "\n")
        case .noUIKitForm(let notes):
            return "these have no UIKit anchor-code form:\n"
                + notes.map { "  " + $0.description }.joined(separator: "\n")
        case .noConstraintForm(let notes):
            return "these views have no constraint form:\n"
                + notes.map { "  " + $0.description }.joined(separator: "\n")
        }
    }
}
