import LayoutCore

/// A frame value that follows UIKit's minimum root margin, 16 pt on screens narrower than
/// 400 pt and 20 from 400 (a field pinned to the root's margins, one device's import 16 pt in,
/// another's 20): the affine pieces of the narrow and the wide devices have the same slopes and
/// constants 4·k apart, which no `min` or `max` of them gives. It is written with the stack
/// form's expression of the margin (``ConstraintsToStacks/minimumMarginExpression``, a length
/// of the reader's width: the safe area's), `geometry.width - 2 * clamp(4 * geometry.width -
/// 1580, 16, 20)` for a width inside both margins.
extension PiecewiseAffine {
    /// UIKit's minimum root margin as ``ConstraintsToStacks/minimumMarginExpression`` gives it
    /// for a reader `width` wide (its 1-pt ramp included).
    static func minimumMargin(_ width: Double) -> Double { Swift.min(Swift.max(4 * width - 1580, 16), 20) }

    /// `.steppedMargin(narrow, k)` when every sample narrower than 400 pt follows one piece,
    /// every wider one a piece of the same slopes, and the constants differ by k · 4, k a
    /// multiple of ½ from −4 to 4 other than 0 (a margin, both margins, half of them: a label
    /// wrapping onto another line at 400 pt steps by a line's height, which is no margin);
    /// nil otherwise (the caller checks the form at every sample).
    static func steppedMarginForm(_ samples: [Sample]) -> Form? {
        let narrow = samples.filter { $0.point.size.width < 400 }.map(\.piece)
        let wide = samples.filter { $0.point.size.width >= 400 }.map(\.piece)
        guard let first = narrow.first, let other = wide.first,
            narrow.allSatisfy({ $0.isClose(to: first) }), wide.allSatisfy({ $0.isClose(to: other) })
        else { return nil }
        var level = other
        level.c = first.c
        let k = ((other.c - first.c) / 4 * 1e6).rounded() / 1e6
        guard level.isClose(to: first), k != 0, abs(k) <= 4, (2 * k).rounded() == 2 * k else { return nil }
        return .steppedMargin(first, k: k)
    }

    /// `piece + k · (margin − 16)` as `piece − 16k + k * clamp(…)`.
    static func steppedMarginSource(_ piece: Affine, _ k: Double) -> String {
        var base = piece
        base.c = ((piece.c - 16 * k) * 1e6).rounded() / 1e6
        let margin = ConstraintsToStacks.minimumMarginExpression
        let magnitude = abs(k) == 1 ? margin : JSONWriter.formatNumber(abs(k)) + " * " + margin
        if base.isConstant && base.c == 0 { return (k < 0 ? "-" : "") + magnitude }
        return base.source + (k < 0 ? " - " : " + ") + magnitude
    }
}
