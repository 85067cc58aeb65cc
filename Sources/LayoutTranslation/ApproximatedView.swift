import LayoutCore

/// A view whose frame a translation does not reproduce exactly: the translator gave some
/// part of the layout a stand-in (a `Text` its proposal, an `aspectRatio` a pass-through…),
/// so the other engine's frame for this view is an approximation, not a verdict.
public struct ApproximatedView: Sendable, Equatable, CustomStringConvertible {
    /// The view's id (a reported id of the translated spec).
    public var id: String
    /// Why its frame is approximate, in a sentence (the reasons joined with "; " when there
    /// are several).
    public var reason: String

    public init(id: String, reason: String) {
        self.id = id
        self.reason = reason
    }

    public var description: String { "\(id): \(reason)" }

    /// One entry per id in `order`, each with the reasons of `notes` that name it (in note
    /// order, joined with "; "); ids no note names are left out.
    static func collect(_ notes: [(ids: [String], reason: String)], order: [String]) -> [ApproximatedView] {
        var reasons: [String: [String]] = [:]
        for note in notes {
            for id in note.ids where reasons[id]?.contains(note.reason) != true {
                reasons[id, default: []].append(note.reason)
            }
        }
        return order.compactMap { id in
            reasons[id].map { ApproximatedView(id: id, reason: $0.joined(separator: "; ")) }
        }
    }

    /// One `approximated` diagnostic per view (`solve --engine <other>` through translation).
    public var diagnostic: Diagnostic {
        Diagnostic(
            .approximated, "\(id) is approximated by the translation: \(reason)", views: [id])
    }
}
