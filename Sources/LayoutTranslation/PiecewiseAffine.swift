import LayoutCore

/// Where a frame value of the affine fallback is evaluated: the GeometryReader's size, its
/// safe-area insets (`geometry.safeAreaInsets`; zero where the reader is the whole container)
/// and the root's minimum side margin there (UIKit's 16 or 20 pt,
/// ``ConstraintsToStacks/minimumMarginExpression``; zero where the root's margins do not step).
struct AffinePoint: Equatable {
    var size: Size
    var insets = EdgeInsets()
    var margin = 0.0
}

/// a·W + b·H + k·insets + m·margin + c (the reader's size and safe-area insets, the root's
/// minimum side margin), with coefficients rounded to 1e-6 (they are quotients of solved
/// frames).
struct Affine: Equatable {
    var a: Double
    var b: Double
    /// The slopes along the reader's safe-area insets, per edge.
    var insets = EdgeInsets()
    /// The slope along the root's minimum side margin.
    var margin = 0.0
    var c: Double

    init(a: Double, b: Double, insets: EdgeInsets = EdgeInsets(), margin: Double = 0, c: Double) {
        func round(_ v: Double) -> Double { (v * 1e6).rounded() / 1e6 }
        self.a = round(a)
        self.b = round(b)
        self.insets = EdgeInsets(
            top: round(insets.top), leading: round(insets.leading), bottom: round(insets.bottom),
            trailing: round(insets.trailing))
        self.margin = round(margin)
        self.c = round(c)
    }

    /// The piece of slopes `a`, `b`, `insets` and `margin` through `value` at `point`, each
    /// slope snapped to a fraction of a small denominator (1/3, 5/6) when it is one within
    /// 1e-7, so that the constant stays exact at every size.
    init(
        a: Double, b: Double, insets: EdgeInsets = EdgeInsets(), margin: Double = 0, value: Double,
        at point: AffinePoint
    ) {
        self.a = Self.snapped(a)
        self.b = Self.snapped(b)
        self.insets = EdgeInsets(
            top: Self.snapped(insets.top), leading: Self.snapped(insets.leading),
            bottom: Self.snapped(insets.bottom), trailing: Self.snapped(insets.trailing))
        self.margin = Self.snapped(margin)
        c = 0
        c = ((value - self.value(at: point)) * 1e6).rounded() / 1e6
    }

    static func + (l: Affine, r: Affine) -> Affine {
        Affine(
            a: l.a + r.a, b: l.b + r.b,
            insets: EdgeInsets(
                top: l.insets.top + r.insets.top, leading: l.insets.leading + r.insets.leading,
                bottom: l.insets.bottom + r.insets.bottom, trailing: l.insets.trailing + r.insets.trailing),
            margin: l.margin + r.margin, c: l.c + r.c)
    }

    var isConstant: Bool { a == 0 && b == 0 && insets == EdgeInsets() && margin == 0 }

    /// The value at `point`.
    func value(at point: AffinePoint) -> Double {
        a * point.size.width + b * point.size.height + insets.top * point.insets.top
            + insets.leading * point.insets.leading + insets.bottom * point.insets.bottom
            + insets.trailing * point.insets.trailing + margin * point.margin + c
    }

    /// The value at `size` (no insets).
    func value(at size: Size) -> Double { value(at: AffinePoint(size: size)) }

    /// Whether `other` is the same function (slopes within 1e-6, constants within 1e-4).
    func isClose(to other: Affine) -> Bool {
        let slopes = [
            a - other.a, b - other.b, insets.top - other.insets.top, insets.leading - other.insets.leading,
            insets.bottom - other.insets.bottom, insets.trailing - other.insets.trailing, margin - other.margin,
        ]
        return slopes.allSatisfy { abs($0) <= 1e-6 } && abs(c - other.c) <= 1e-4
    }

    /// The denominators a slope may have (`n / d` written as a fraction when d is not 1).
    private static let denominators = 1...12

    private static func snapped(_ k: Double) -> Double {
        for d in denominators {
            let n = (k * Double(d)).rounded()
            if abs(k * Double(d) - n) <= 1e-7 { return n / Double(d) }
        }
        return (k * 1e6).rounded() / 1e6
    }

    /// `0.5 * geometry.width + 20`, `geometry.height / 6`, `geometry.width +
    /// geometry.safeAreaInsets.leading + geometry.safeAreaInsets.trailing`. Terms of one slope
    /// along an axis are summed before the slope is applied (``terms``).
    var source: String {
        var parts: [String] = []
        for (k, names) in terms {
            // A sum is parenthesised unless it is added whole.
            let sum = names.joined(separator: " + ")
            let grouped = names.count > 1 && (k < 0 || abs(k) != 1) ? "(" + sum + ")" : sum
            let magnitude = Self.term(abs(k), grouped)
            parts.append(parts.isEmpty ? (k < 0 ? "-" + magnitude : magnitude) : (k < 0 ? "- " : "+ ") + magnitude)
        }
        if c != 0 || parts.isEmpty {
            let number = JSONWriter.formatNumber(abs(c))
            parts.append(parts.isEmpty ? (c < 0 ? "-" + number : number) : (c < 0 ? "- " : "+ ") + number)
        }
        return parts.joined(separator: " ")
    }

    /// The slopes' terms, per axis: the reader's length and the insets at both ends of that
    /// axis, summed where they share a slope (`0.25 * (geometry.width +
    /// geometry.safeAreaInsets.leading + geometry.safeAreaInsets.trailing)`: a quarter of the
    /// window's width), which keeps each expression short enough for Swift's type checker;
    /// then the root's minimum side margin (``ConstraintsToStacks/minimumMarginExpression``).
    private var terms: [(Double, [String])] {
        let axes = [
            (
                a, "geometry.width", insets.leading, "geometry.safeAreaInsets.leading", insets.trailing,
                "geometry.safeAreaInsets.trailing"
            ),
            (
                b, "geometry.height", insets.top, "geometry.safeAreaInsets.top", insets.bottom,
                "geometry.safeAreaInsets.bottom"
            ),
        ]
        var result: [(Double, [String])] = []
        for (length, lengthName, start, startName, end, endName) in axes {
            if length != 0 && length == start && length == end {
                result.append((length, [lengthName, startName, endName]))
                continue
            }
            result.append((length, [lengthName]))
            if start != 0 && start == end {
                result.append((start, [startName, endName]))
            } else {
                result += [(start, [startName]), (end, [endName])]
            }
        }
        result.append((margin, [ConstraintsToStacks.minimumMarginExpression]))
        return result.filter { $0.0 != 0 }
    }

    /// `k * name`, or `n * name / d` (the smallest d) when k has no decimal form of at most
    /// six places (1/3, 5/6).
    private static func term(_ k: Double, _ name: String) -> String {
        if k == 1 { return name }
        let scaled = k * 1e6
        if abs(scaled - scaled.rounded()) > 1e-6 {
            for d in denominators {
                let n = (k * Double(d)).rounded()
                guard abs(k * Double(d) - n) <= 1e-12, n > 0 else { continue }
                return (n == 1 ? "" : JSONWriter.formatNumber(n) + " * ") + name + " / " + String(d)
            }
        }
        return JSONWriter.formatNumber(k) + " * " + name
    }
}

/// One frame value (an x, a y, a width or a height) as a function of the container size:
/// one affine piece, or the `min`/`max` of the pieces of several basis regions (what a clamp
/// engaging between two sizes is), fitted to the values at the verification sizes.
struct PiecewiseAffine {
    /// A value at one point (a size, and the insets where the reader reads them), with the
    /// affine piece the solution follows there.
    struct Sample {
        var point: AffinePoint
        var value: Double
        var piece: Affine
    }

    indirect enum Form {
        case piece(Affine)
        case minimum(Form, Form)
        case maximum(Form, Form)

        func value(at point: AffinePoint) -> Double {
            switch self {
            case .piece(let piece): return piece.value(at: point)
            case .minimum(let l, let r): return Swift.min(l.value(at: point), r.value(at: point))
            case .maximum(let l, let r): return Swift.max(l.value(at: point), r.value(at: point))
            }
        }

        /// The constant when the form does not depend on the size or the insets.
        var constant: Double? {
            if case .piece(let piece) = self, piece.isConstant { return piece.c }
            return nil
        }

        /// `min(geometry.width - 120, 480)`: expressions before constants, as LayoutDSL's
        /// `min(_:_:)` overloads take them.
        var source: String {
            switch self {
            case .piece(let piece): return piece.source
            case .minimum(let l, let r), .maximum(let l, let r):
                let name = if case .minimum = self { "min" } else { "max" }
                let (first, second) = l.constant != nil && r.constant == nil ? (r, l) : (l, r)
                return "\(name)(\(first.source), \(second.source))"
            }
        }
    }

    var form: Form
    /// The smallest value at the samples.
    var lowest: Double

    var constant: Double? { form.constant }
    var source: String { form.source }

    /// The form with negative values raised to 0 (`max(…, 0)`): SwiftUI has no negative frame
    /// length, so a size the constraints force below zero is approximated by nothing.
    var nonNegative: PiecewiseAffine {
        guard lowest < 0 else { return self }
        if let constant {
            return PiecewiseAffine(form: .piece(Affine(a: 0, b: 0, c: Swift.max(constant, 0))), lowest: 0)
        }
        return PiecewiseAffine(form: .maximum(form, .piece(Affine(a: 0, b: 0, c: 0))), lowest: 0)
    }

    /// The simplest form that gives every sample's value (within 1e-4): its piece when all
    /// share one, else the min or max of the pieces, else a clamp of three; when none does
    /// (a wrapped label's height steps, it does not bend), the piece most samples follow.
    static func fit(_ samples: [Sample]) -> PiecewiseAffine {
        var pieces: [Affine] = []
        for sample in samples where !pieces.contains(where: { $0.isClose(to: sample.piece) }) {
            pieces.append(sample.piece)
        }
        let lowest = samples.map(\.value).min() ?? 0
        func fits(_ form: Form) -> Bool { samples.allSatisfy { abs(form.value(at: $0.point) - $0.value) <= 1e-4 } }
        let forms = pieces.map(Form.piece)
        for candidate in candidates(forms) where fits(candidate) {
            return PiecewiseAffine(form: candidate, lowest: lowest)
        }
        let best = forms.max { l, r in
            let countL = samples.filter { abs(l.value(at: $0.point) - $0.value) <= 1e-4 }.count
            let countR = samples.filter { abs(r.value(at: $0.point) - $0.value) <= 1e-4 }.count
            return countL < countR
        }
        return PiecewiseAffine(form: best ?? .piece(Affine(a: 0, b: 0, c: 0)), lowest: lowest)
    }

    /// One piece; the min and max of all; for three, the clamps `min(max(p, q), r)` and
    /// `max(min(p, q), r)`.
    private static func candidates(_ forms: [Form]) -> [Form] {
        guard let first = forms.first else { return [] }
        if forms.count == 1 { return [first] }
        let rest = forms.dropFirst()
        var result = [
            rest.reduce(first) { .minimum($0, $1) }, rest.reduce(first) { .maximum($0, $1) },
        ]
        if forms.count == 3 {
            for i in 0..<3 {
                let others = forms.indices.filter { $0 != i }.map { forms[$0] }
                result.append(.minimum(.maximum(others[0], others[1]), forms[i]))
                result.append(.maximum(.minimum(others[0], others[1]), forms[i]))
            }
        }
        return result
    }
}
