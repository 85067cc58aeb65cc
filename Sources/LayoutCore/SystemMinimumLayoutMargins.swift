/// UIKit's `systemMinimumLayoutMargins` of a view controller's root view on the sides: 16 pt
/// on a root narrower than 400 pt, 20 pt from 400 pt (Apple's "Positioning content within
/// layout margins"; an iPhone is 16 in portrait, a Pro Max's landscape and every iPad 20).
///
/// The rule is written here once: the Interface Builder importer gives it to a root view's
/// margins, and the translator verifies and spells the margins that follow it.
public enum SystemMinimumLayoutMargins {
    /// The side margin of a root narrower than ``regularWidth``.
    public static let compact = 16.0

    /// The side margin of a root at least ``regularWidth`` wide.
    public static let regular = 20.0

    /// The width from which a root's side margins are ``regular``.
    public static let regularWidth = 400.0

    /// The side margin of a root `width` wide: ``compact`` below ``regularWidth``,
    /// ``regular`` from it.
    public static func side(rootWidth width: Double) -> Double {
        width < regularWidth ? compact : regular
    }

    /// ``side(rootWidth:)`` as a view-spec length expression of `width` (such as
    /// `geometry.width`): a ramp 1 pt wide that ends at ``regularWidth``, so that every
    /// whole-point width gets UIKit's value —
    /// `clamp(4 * width - 1580, 16, 20)` for the constants above.
    public static func sideExpression(of width: String) -> String {
        let step = regular - compact
        let offset = step * (regularWidth - 1) - compact
        return "clamp(\(JSONWriter.formatNumber(step)) * \(width) - \(JSONWriter.formatNumber(offset)), "
            + "\(JSONWriter.formatNumber(compact)), \(JSONWriter.formatNumber(regular)))"
    }
}
