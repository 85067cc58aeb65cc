import Foundation
import LayoutCore

/// The constraints UIKit generates for a view whose `translatesAutoresizingMaskIntoConstraints`
/// is YES, from its stored frame and its autoresizing mask (`<autoresizingMask
/// key="autoresizingMask" flexibleMaxX="YES" widthSizable="YES" …/>`; no element = no flexible part).
///
/// Per axis the superview's length change ΔW = W − W₀ (W₀ the stored superview length) is
/// shared among the flexible parts (leading margin, size, trailing margin) in proportion to
/// their stored lengths (equally when those are all 0), as springs and struts do; with no
/// flexible part the position and size stay as stored. Each part is linear in W, so each
/// axis becomes two required equalities: `v.left == p.left + a·p.width + b`,
/// `v.width == c·p.width + d`.
enum IBAutoresizing {
    /// The mask's flexible parts on one axis.
    struct Flexibility: Equatable {
        var minMargin: Bool
        var size: Bool
        var maxMargin: Bool
    }

    /// The flexibility of `element`'s mask on `axis`.
    static func flexibility(_ element: IBElement, axis: Axis) -> Flexibility {
        guard let mask = element.child("autoresizingMask", key: "autoresizingMask") else {
            return Flexibility(minMargin: false, size: false, maxMargin: false)
        }
        if axis == .horizontal {
            return Flexibility(
                minMargin: mask.flag("flexibleMinX"), size: mask.flag("widthSizable"),
                maxMargin: mask.flag("flexibleMaxX"))
        }
        return Flexibility(
            minMargin: mask.flag("flexibleMinY"), size: mask.flag("heightSizable"), maxMargin: mask.flag("flexibleMaxY")
        )
    }

    /// Position and size on one axis as `a·W + b` and `c·W + d` of the superview length W.
    struct Linear: Equatable {
        var positionFactor: Double
        var positionOffset: Double
        var sizeFactor: Double
        var sizeOffset: Double
    }

    /// The linear rule for a stored `position`/`length` in a superview of stored `parentLength`.
    static func linear(position: Double, length: Double, parentLength: Double, flexibility f: Flexibility) -> Linear {
        let trailing = parentLength - position - length
        let parts = [(f.minMargin, position), (f.size, length), (f.maxMargin, trailing)].filter(\.0)
        let total = parts.reduce(0) { $0 + $1.1 }
        func share(_ flexible: Bool, _ value: Double) -> Double {
            guard flexible else { return 0 }
            return total > 0 ? value / total : 1 / Double(parts.count)
        }
        let positionShare = share(f.minMargin, position)
        let sizeShare = share(f.size, length)
        return Linear(
            positionFactor: positionShare, positionOffset: position - positionShare * parentLength,
            sizeFactor: sizeShare, sizeOffset: length - sizeShare * parentLength)
    }

    /// The two constraint strings of one axis for view `view` in superview `parent`.
    static func constraints(view: String, parent: String, axis: Axis, rule: Linear) -> [String] {
        let (edge, size) = axis == .horizontal ? ("left", "width") : ("top", "height")
        let position =
            "\(view).\(edge) == \(parent).\(edge)" + term(rule.positionFactor, "\(parent).\(size)")
            + constant(rule.positionOffset)
        let length =
            rule.sizeFactor == 0
            ? "\(view).\(size) == \(number(rule.sizeOffset))"
            : "\(view).\(size) == \(number(rule.sizeFactor)) * \(parent).\(size)" + constant(rule.sizeOffset)
        return [position, length]
    }

    static func term(_ factor: Double, _ item: String) -> String {
        factor == 0 ? "" : " + \(number(factor)) * \(item)"
    }

    static func constant(_ value: Double) -> String {
        value == 0 ? "" : value < 0 ? " - \(number(-value))" : " + \(number(value))"
    }

    /// A number as the constraint grammar reads it (no exponent; up to 9 decimals): the
    /// integer, else ``nineDecimals(_:)``'s text, which ``shortestDecimal(_:)`` writes for
    /// most numbers without formatting it.
    static func number(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
        return shortestDecimal(value) ?? nineDecimals(value)
    }

    /// `value` rounded to 9 decimals, trailing zeros (and a bare point) removed.
    static func nineDecimals(_ value: Double) -> String {
        var text = String(format: "%.9f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// ``nineDecimals(_:)``'s text from Swift's shortest round-trip form, when that form has
    /// no exponent and at most 9 decimals and |value| < 1,000,000 (else nil): that decimal is
    /// the one nearest to `value` on the 9-decimal grid, since `value` lies within half a unit
    /// in the last place of it (at most 2⁻³³ below 10⁶) and the grid's half step is 5·10⁻¹⁰;
    /// and the shortest form has no trailing zeros. Formatting with `%.9f` costs about sixty
    /// times more, and every fractional autoresizing or prototyping constant goes through here.
    static func shortestDecimal(_ value: Double) -> String? {
        guard value.isFinite, abs(value) < 1e6 else { return nil }
        let text = value.description
        guard let point = text.utf8.firstIndex(of: UInt8(ascii: ".")),
            !text.utf8.contains(UInt8(ascii: "e")),
            text.utf8.distance(from: point, to: text.utf8.endIndex) - 1 <= 9
        else { return nil }
        return text
    }
}
