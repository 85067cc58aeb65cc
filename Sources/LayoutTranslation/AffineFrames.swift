import ConstraintLayout
import LayoutCore
import StackLayout

/// The last-resort exact form of a constraint layout with no stack form: within one basis
/// region of the constraint solution every frame is affine in the container size
/// (x = a·W + b·H + c), so the layout is a `GeometryReader` holding a top-leading `ZStack` in
/// which each view gets its frame from `geometry.size`:
///
/// ```swift
/// GeometryReader { geometry in
///     ZStack(alignment: .topLeading) {
///         Color.gray
///             .frame(width: geometry.size.width - 40, height: 44)
///             .id("field")
///             .frame(width: geometry.size.width - 20, height: 64, alignment: .bottomTrailing)
///     }
/// }
/// ```
///
/// The outer frame, aligned bottom-trailing, places the view at (x, y). The coefficients are
/// read from three solutions (a base size, 100 pt wider, 100 pt taller) and the result is
/// verified like every translation: a layout whose region changes between the verification
/// sizes (a clamp that engages) is refused with the sizes that differ.
enum AffineFrames {
    /// The base size the coefficients are measured at, and the step.
    static let base = Size(width: 400, height: 800)
    static let step = 100.0

    /// The view tree, or nil when a solution fails.
    static func tree(_ spec: ConstraintSpec, _ engine: ConstraintLayoutEngine, omitting helpers: Set<String> = [])
        -> ViewNode?
    {
        let probes = [
            base, Size(width: base.width + step, height: base.height),
            Size(width: base.width, height: base.height + step),
        ]
        var solutions: [[String: Rect]] = []
        for size in probes {
            guard let solution = try? engine.solve(in: size), solution.status != .unsatisfiable else { return nil }
            solutions.append(Dictionary(solution.frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a }))
        }
        let ids = (spec.views.map(\.id) + spec.stackViews.map(\.id)).filter { !helpers.contains($0) }
        var children: [ViewNode] = []
        for id in ids {
            guard let f0 = solutions[0][id], let f1 = solutions[1][id], let f2 = solutions[2][id] else { continue }
            func affine(_ field: (Rect) -> Double) -> Affine {
                let a = (field(f1) - field(f0)) / step
                let b = (field(f2) - field(f0)) / step
                return Affine(a: a, b: b, c: field(f0) - a * base.width - b * base.height)
            }
            let x = affine(\.x)
            let y = affine(\.y)
            let w = affine(\.width)
            let h = affine(\.height)
            let text = spec.views.first { $0.id == id }?.text
            var node =
                text.map { ViewNode(.text(StackRecognizer.text(of: $0))) } ?? ViewNode(.shape(.color))
            guard let inner = frames(w, h, .center), let outer = frames(x + w, y + h, .bottomTrailing) else {
                return nil
            }
            node.modifiers = inner + outer
            node.modifiers[inner.count - 1].id = id
            children.append(node)
        }
        return ViewNode(.geometryReader, children: [ViewNode(.zStack(alignment: .topLeading), children: children)])
    }

    /// `.frame(width: …, height: …, alignment:)` with constant lengths as numbers and the
    /// others as geometry expressions; two frames (one per axis) when one length is constant
    /// and the other is not, as Swift's overloads want (a literal or an expression per call).
    private static func frames(_ width: Affine, _ height: Affine, _ alignment: Alignment) -> [ModifierNode]? {
        if width.isConstant != height.isConstant {
            guard let first = frame(width, nil, alignment), let second = frame(nil, height, alignment) else {
                return nil
            }
            return [first, second]
        }
        return frame(width, height, alignment).map { [$0] }
    }

    private static func frame(_ width: Affine?, _ height: Affine?, _ alignment: Alignment) -> ModifierNode? {
        var fixed = FixedFrame(alignment: alignment)
        var expressions: [ExpressionLength] = []
        for (key, length) in [("width", width), ("height", height)] {
            guard let value = length else { continue }
            if value.isConstant {
                if key == "width" { fixed.width = max(value.c, 0) } else { fixed.height = max(value.c, 0) }
            } else {
                if key == "width" { fixed.width = 0 } else { fixed.height = 0 }
                guard let expression = try? LengthExpression(parsing: value.source, scope: .geometry) else {
                    return nil
                }
                expressions.append(ExpressionLength(key: key, expression: expression))
            }
        }
        return ModifierNode(.frame(fixed), expressions: expressions)
    }
}

/// a·W + b·H + c, with coefficients rounded to 1e-6 (they are quotients of solved frames).
struct Affine {
    var a: Double
    var b: Double
    var c: Double

    init(a: Double, b: Double, c: Double) {
        func round(_ v: Double) -> Double { (v * 1e6).rounded() / 1e6 }
        self.a = round(a)
        self.b = round(b)
        self.c = round(c)
    }

    static func + (l: Affine, r: Affine) -> Affine { Affine(a: l.a + r.a, b: l.b + r.b, c: l.c + r.c) }

    var isConstant: Bool { a == 0 && b == 0 }

    /// `0.5 * geometry.width + 20`.
    var source: String {
        var parts: [String] = []
        for (k, name) in [(a, "geometry.width"), (b, "geometry.height")] where k != 0 {
            let magnitude = abs(k) == 1 ? name : JSONWriter.formatNumber(abs(k)) + " * " + name
            parts.append(parts.isEmpty ? (k < 0 ? "-" + magnitude : magnitude) : (k < 0 ? "- " : "+ ") + magnitude)
        }
        if c != 0 || parts.isEmpty {
            let number = JSONWriter.formatNumber(abs(c))
            parts.append(parts.isEmpty ? (c < 0 ? "-" + number : number) : (c < 0 ? "- " : "+ ") + number)
        }
        return parts.joined(separator: " ")
    }
}
