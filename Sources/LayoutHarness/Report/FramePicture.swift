import LayoutCore
import LayoutTranslation

/// One size of a layout as the report draws it: per view, both engines' frames, its class
/// and what goes around it (the other engine's frame as a ghost, the ambiguity band).
public struct FramePicture: Sendable, Equatable {
    /// One engine's panel.
    public enum Side: String, Sendable, Equatable {
        case stack, constraints
    }

    /// One view of the picture.
    public struct View: Sendable, Equatable {
        public var id: String
        public var stack: Rect?
        public var constraints: Rect?
        /// The `Agreement` word; nil for a view only one spec has (drawn faint, not compared).
        public var agreement: String?
        /// Why the frames differ, when known.
        public var reason: String?
        /// For a view the constraints leave ambiguous: the span its frame may take (canvas
        /// coordinates, infinite bounds clipped to the canvas).
        public var band: Rect?

        public init(
            id: String, stack: Rect?, constraints: Rect?, agreement: String?, reason: String? = nil,
            band: Rect? = nil
        ) {
            self.id = id
            self.stack = stack
            self.constraints = constraints
            self.agreement = agreement
            self.reason = reason
            self.band = band
        }

        /// The frame drawn in `side`'s panel.
        public func frame(in side: Side) -> Rect? { side == .stack ? stack : constraints }

        /// The other engine's frame, drawn dashed over a view whose frames differ.
        public func ghost(in side: Side) -> Rect? {
            guard differs, let mine = frame(in: side) else { return nil }
            let other = side == .stack ? constraints : stack
            guard let other, Tolerance.distance(mine, other) > Tolerance.frame else { return nil }
            return other
        }

        /// Whether the view is compared and not identical.
        public var differs: Bool { agreement != nil && agreement != Agreement.identical.rawValue }
    }

    public var canvas: Size
    /// The panels, left to right.
    public var sides: [Side]
    /// Panel titles by side (an engine that found no layout says so).
    public var titles: [Side: String]
    public var views: [View]

    public init(canvas: Size, sides: [Side] = [.stack, .constraints], titles: [Side: String] = [:], views: [View]) {
        self.canvas = canvas
        self.sides = sides
        self.titles = titles
        self.views = views
    }

    /// A panel's title.
    public func title(of side: Side) -> String {
        titles[side] ?? (side == .stack ? "stack engine" : "constraint engine")
    }

    /// The compared views that are not identical, in picture order.
    public var differingViews: [View] { views.filter(\.differs) }
}

extension FramePicture {
    /// The picture of one size of a comparison: every compared view, with the ambiguity band
    /// of each view the constraint engine reported a range for.
    public init(_ size: SizeComparison) {
        let ambiguous = size.constraintDiagnostics.filter { $0.kind == .ambiguous && $0.views.count == 1 }
        let views = size.differences.map { difference in
            let ranges = ambiguous.first { $0.views[0] == difference.id }?.ranges ?? []
            let differs = difference.agreement != .identical
            return View(
                id: difference.id, stack: difference.stack, constraints: difference.constraints,
                agreement: difference.agreement.rawValue, reason: difference.reason,
                band: differs ? Self.band(ranges, around: difference.constraints, in: size.size) : nil)
        }
        self.init(canvas: size.size, views: views)
    }

    /// The picture of two solutions of one layout at one size (`layoutlab render`): the views
    /// both have are classified by `classifier` as `compare` does (every stack view is
    /// infeasible when the constraints are unsatisfiable), the others drawn as not compared.
    public init(
        stack: LayoutSolution?, constraints: LayoutSolution?, canvas: Size,
        classifier: FrameClassifier = FrameClassifier()
    ) {
        let empty = LayoutSolution(engine: .stack, spec: "", size: SolveSize(canvas), frames: [])
        let stackSolution = stack ?? empty
        let constraintSolution = constraints ?? empty
        let stackIndex = stackSolution.frameIndex
        let constraintIndex = constraintSolution.frameIndex
        // With both solutions, the views both have; when the constraints are unsatisfiable,
        // every stack view (each is then infeasible, as in `compare`).
        let compared =
            stack == nil || constraints == nil
            ? []
            : constraintSolution.status == .unsatisfiable
                ? stackSolution.frames.map(\.id) : stackSolution.frames.map(\.id).filter { constraintIndex[$0] != nil }
        let size = SizeComparison(
            index: 0, size: canvas,
            differences: classifier.classify(
                ids: compared, stack: stackSolution, constraints: constraintSolution),
            stackSeconds: 0, constraintSeconds: 0, stackDiagnostics: stackSolution.diagnostics,
            constraintDiagnostics: constraintSolution.diagnostics)
        var picture = FramePicture(size)
        let comparedSet = Set(compared)
        for frame in stackSolution.frames where !comparedSet.contains(frame.id) {
            picture.views.append(View(id: frame.id, stack: frame.frame, constraints: nil, agreement: nil))
        }
        for frame in constraintSolution.frames where !comparedSet.contains(frame.id) && stackIndex[frame.id] == nil {
            picture.views.append(View(id: frame.id, stack: nil, constraints: frame.frame, agreement: nil))
        }
        picture.sides = [stack.map { _ in Side.stack }, constraints.map { _ in Side.constraints }].compactMap { $0 }
        for (side, solution) in [(Side.stack, stack), (.constraints, constraints)] {
            if let solution, solution.status == .unsatisfiable {
                picture.titles[side] = picture.title(of: side) + " (unsatisfiable)"
            }
        }
        self.init(canvas: picture.canvas, sides: picture.sides, titles: picture.titles, views: picture.views)
    }

    /// The span a view's frame may take given the constraint engine's ranges of its values:
    /// from the least origin to the greatest origin plus the greatest size, on each axis
    /// (values without a range keep the constraint engine's value). Infinite bounds are
    /// clipped to the canvas. Nil when there is no range or no frame.
    static func band(_ ranges: [ValueRange], around frame: Rect?, in canvas: Size) -> Rect? {
        guard let frame, !ranges.isEmpty else { return nil }
        func range(_ field: String, _ value: Double) -> (Double, Double) {
            guard let r = ranges.first(where: { $0.field == field }) else { return (value, value) }
            return (r.minimum, r.maximum)
        }
        func span(_ origin: (Double, Double), _ length: (Double, Double), limit: Double) -> (Double, Double) {
            let low = origin.0.isFinite ? origin.0 : 0
            let end = origin.1 + length.1
            let high = end.isFinite ? end : limit
            return (low, max(high, low))
        }
        let h = span(range("x", frame.x), range("width", frame.width), limit: canvas.width)
        let v = span(range("y", frame.y), range("height", frame.height), limit: canvas.height)
        return Rect(x: h.0, y: v.0, width: h.1 - h.0, height: v.1 - v.0)
    }
}

extension FrameClassifier {
    /// A classifier for solutions obtained through translation (`layoutlab render` with one
    /// spec): the views their `approximated` diagnostics name are `approximate`, and when
    /// there is any such diagnostic so is every view whose frames differ, as `compare` does.
    public init(approximatedIn solutions: [LayoutSolution], tolerance: Double = Tolerance.frame) {
        self.init(tolerance: tolerance)
        let approximated = solutions.flatMap(\.diagnostics).filter { $0.kind == .approximated }
        approximatedViews = approximated.flatMap { diagnostic in
            diagnostic.views.map { ApproximatedView(id: $0, reason: diagnostic.message) }
        }
        approximatedNames = approximated.map { $0.views.first ?? $0.message }
    }
}
