import ConstraintLayout
import LayoutCore
import StackLayout

/// The last-resort form of a constraint layout with no stack form: within one basis region of
/// the constraint solution every frame is affine in the container size (x = a·W + b·H + c),
/// so the layout is a `GeometryReader` holding a top-leading `ZStack` in which each view gets
/// its size from `geometry.size` and is moved to its place by an offset:
///
/// ```swift
/// GeometryReader { geometry in
///     ZStack(alignment: .topLeading) {
///         Color.gray
///             .frame(width: geometry.size.width - 40, height: 44)
///             .id("field")
///             .offset(x: 20, y: geometry.size.height - 64)
///     }
/// }
/// ```
///
/// Where the verification sizes fall in several regions, each frame value is the `min` or
/// `max` of the regions' affine pieces (a clamp is one: `max(0.5 * geometry.size.width - 240,
/// 60)`) when that reproduces it at every size (`PiecewiseAffine`). The result is verified
/// like every translation; a value with no such form (text that wraps differently, a size
/// the constraints force below zero, which no SwiftUI frame has) takes the piece of most
/// sizes, and the translation says where it differs (`ConstraintsToStacks`: approximate).
enum AffineFrames {
    /// The step of the probes that read the pieces' coefficients next to a size.
    static let step = 1.0

    /// The view tree, the pieces read at `sizes` (nil when a solution fails even with the
    /// conflicting constraints broken, as Auto Layout breaks them).
    static func tree(_ spec: ConstraintSpec, at sizes: [Size], omitting helpers: Set<String> = []) -> ViewNode? {
        guard let samples = samples(spec, at: sizes.isEmpty ? [Size(width: 400, height: 800)] : sizes) else {
            return nil
        }
        return tree(spec, samples, omitting: helpers)
    }

    /// The view tree of the pieces `samples` read (`spec` gives the views and their kinds).
    static func tree(_ spec: ConstraintSpec, _ samples: [Probe], omitting helpers: Set<String>) -> ViewNode? {
        let ids = (spec.views.map(\.id) + spec.stackViews.map(\.id)).filter { !helpers.contains($0) }
        var children: [ViewNode] = []
        for id in ids {
            let fields = [\Rect.x, \Rect.y, \Rect.width, \Rect.height].map { field in
                samples.compactMap { sample -> PiecewiseAffine.Sample? in
                    guard let piece = sample.piece(id, field) else { return nil }
                    return PiecewiseAffine.Sample(point: sample.point, value: sample.value(id, field)!, piece: piece)
                }
            }
            guard fields.allSatisfy({ $0.count == samples.count }) else { continue }
            let lengths = fields.map(PiecewiseAffine.fit)
            let view = spec.views.first { $0.id == id }
            var node =
                view?.text.map { ViewNode(.text(StackRecognizer.text(of: $0))) }
                ?? view?.symbolImage.map { ViewNode(.symbolImage($0)) } ?? ViewNode(.shape(.color))
            // A Color takes the size the ZStack proposes, the reader's: a whole length is left out.
            let (width, height) = (lengths[2].nonNegative, lengths[3].nonNegative)
            let isColor = node.kind == .shape(.color)
            guard
                let inner = frames(
                    isColor && GeometryReaderFrames.isWholeLength(width.source, "width") ? nil : width,
                    isColor && GeometryReaderFrames.isWholeLength(height.source, "height") ? nil : height),
                let offset = offset(lengths[0], lengths[1])
            else { return nil }
            // At the ZStack's top-leading corner, a view needs no offset.
            node.modifiers = inner + (lengths[0].constant == 0 && lengths[1].constant == 0 ? [] : [offset])
            if inner.isEmpty { node.id = id } else { node.modifiers[inner.count - 1].id = id }
            children.append(node)
        }
        return ViewNode(.geometryReader, children: [ViewNode(.zStack(alignment: .topLeading), children: children)])
    }

    /// One solution and the solutions one `step` further along each variable of the point:
    /// the value and the affine piece of every frame field there.
    struct Probe {
        var point: AffinePoint
        /// The frames at `point`, in the reader's coordinates.
        var frames: [String: Rect]
        /// The frames one `step` further along the width, the height, the top, leading,
        /// bottom and trailing insets, then the root's minimum side margin (nil or absent: not
        /// probed, a slope of 0).
        var steps: [[String: Rect]?]

        func value(_ id: String, _ field: KeyPath<Rect, Double>) -> Double? { frames[id]?[keyPath: field] }

        func piece(_ id: String, _ field: KeyPath<Rect, Double>) -> Affine? {
            guard let f0 = frames[id]?[keyPath: field] else { return nil }
            var slopes: [Double] = []
            for step in steps {
                guard let step else {
                    slopes.append(0)
                    continue
                }
                guard let f1 = step[id]?[keyPath: field] else { return nil }
                slopes.append((f1 - f0) / AffineFrames.step)
            }
            slopes += Array(repeating: 0, count: max(0, 7 - slopes.count))
            let insets = EdgeInsets(top: slopes[2], leading: slopes[3], bottom: slopes[4], trailing: slopes[5])
            return Affine(a: slopes[0], b: slopes[1], insets: insets, margin: slopes[6], value: f0, at: point)
        }
    }

    /// The probes at `sizes`; where the constraints are unsatisfiable, Auto Layout's recovery
    /// (the conflicting constraints broken, `ConstraintLayoutEngine.Options.recovers`).
    static func samples(_ spec: ConstraintSpec, at sizes: [Size]) -> [Probe]? {
        guard let solver = Solver(spec) else { return nil }
        var probes: [Probe] = []
        for size in sizes {
            guard let frames = solver.frames(in: size),
                let wider = solver.frames(in: Size(width: size.width + step, height: size.height)),
                let taller = solver.frames(in: Size(width: size.width, height: size.height + step))
            else { return nil }
            probes.append(
                Probe(point: AffinePoint(size: size), frames: frames, steps: [wider, taller, nil, nil, nil, nil]))
        }
        return probes
    }

    /// A spec's solutions, recovering as Auto Layout does where the constraints are
    /// unsatisfiable.
    struct Solver {
        let engine: ConstraintLayoutEngine
        let recovering: ConstraintLayoutEngine

        init?(_ spec: ConstraintSpec) {
            guard let engine = try? ConstraintLayoutEngine(spec),
                let recovering = try? ConstraintLayoutEngine(spec, options: .init(recovers: true))
            else { return nil }
            self.engine = engine
            self.recovering = recovering
        }

        /// Every view's frame at `size` (nil when no solution, even recovered).
        func frames(in size: Size) -> [String: Rect]? {
            var solution = try? engine.solve(in: size)
            if solution?.status == .unsatisfiable { solution = try? recovering.solve(in: size) }
            guard let solution, solution.status != .unsatisfiable else { return nil }
            return Dictionary(solution.frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
        }
    }

    /// `.frame(width: …, height: …)` with constant lengths as numbers and the others as
    /// geometry expressions; two frames (one per axis) when one length is constant and the
    /// other is not, as Swift's overloads want (a literal or an expression per call). A nil
    /// length is left out (none when both are).
    private static func frames(_ width: PiecewiseAffine?, _ height: PiecewiseAffine?) -> [ModifierNode]? {
        guard let width, let height else {
            if width == nil && height == nil { return [] }
            return frame(width, height).map { [$0] }
        }
        if (width.constant == nil) != (height.constant == nil) {
            guard let first = frame(width, nil), let second = frame(nil, height) else { return nil }
            return [first, second]
        }
        return frame(width, height).map { [$0] }
    }

    private static func frame(_ width: PiecewiseAffine?, _ height: PiecewiseAffine?) -> ModifierNode? {
        var fixed = FixedFrame()
        var expressions: [ExpressionLength] = []
        for (key, length) in [("width", width), ("height", height)] {
            guard let length else { continue }
            let value = length.constant ?? 0
            if key == "width" { fixed.width = value } else { fixed.height = value }
            if length.constant == nil {
                guard let expression = try? LengthExpression(parsing: length.source, scope: .geometry) else {
                    return nil
                }
                expressions.append(ExpressionLength(key: key, expression: expression))
            }
        }
        return ModifierNode(.frame(fixed), expressions: expressions)
    }

    /// `.offset(x: …, y: …)`: the view moved from the ZStack's top-leading corner to its place.
    private static func offset(_ x: PiecewiseAffine, _ y: PiecewiseAffine) -> ModifierNode? {
        var expressions: [ExpressionLength] = []
        for (key, length) in [("x", x), ("y", y)] where length.constant == nil {
            guard let expression = try? LengthExpression(parsing: length.source, scope: .geometry) else { return nil }
            expressions.append(ExpressionLength(key: key, expression: expression))
        }
        return ModifierNode(.offset(x: x.constant ?? 0, y: y.constant ?? 0), expressions: expressions)
    }
}
