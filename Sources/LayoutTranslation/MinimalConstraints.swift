import ConstraintLayout
import LayoutCore
import StackLayout

/// Stacks → the constraints a person would write: four per view with an id, no helper views.
///
/// Within one region of sizes a stack layout's frames are affine in the screen size, so each
/// edge is a constant away from some other edge. Per view and axis the size is written first
/// (`email.height == 44`, `email.width == root.width - 32`), then the position, preferring
/// the previous view in the spec (`password.top == email.bottom + 12`), then the screen's
/// edges and centre (`email.left == root.left + 16`, `spinner.centerX == root.centerX`). The
/// result is verified like every translation: both engines must agree at
/// `ConstraintsToStacks.verificationSizes`; otherwise (a clamp that engages, text that
/// wraps) there is no minimal form and the caller keeps the exact replay
/// (`StackToConstraints.translate`).
public enum MinimalConstraints {
    /// The minimal constraint spec of `spec`, or nil when it does not lay out alike.
    public static func translate(_ spec: ViewSpec, verifyingAt sizes: [Size] = ConstraintsToStacks.verificationSizes)
        -> ConstraintTranslation?
    {
        let ids = spec.ids
        guard !ids.isEmpty, let frames = affineFrames(spec, ids) else { return nil }
        // A Text named by its own id stays a label with its string and font (font model),
        // sized by its text where its length is constant (no size constraint written).
        let texts = spec.environment.textModel == .font ? labelTexts(spec.root) : [:]
        let symbols = symbolImages(spec.root)
        // With the window's insets, the screen's edges are the safe-area guide's (UIKit's
        // `safeAreaLayoutGuide`), so that the spec holds on every device.
        let insets = spec.environment.safeAreaInsets
        let guide = insets == EdgeInsets() ? nil : insets
        var rows: [String] = []
        var previous: [Axis: String] = [:]
        for id in ids {
            guard let frame = frames[id] else { return nil }
            for axis in [Axis.horizontal, .vertical] {
                let length = frame.length(axis)
                if texts[id] == nil || length.a != 0 || length.b != 0 {
                    rows.append(size(id, frame, axis, safeArea: guide))
                }
                rows.append(position(id, frame, axis, after: previous[axis], frames, safeArea: guide))
            }
            previous[.horizontal] = id
            previous[.vertical] = id
        }
        let constraints = rows.enumerated().map { ConstraintEntry.text($1, path: "constraints[\($0)]") }
        let views = ids.enumerated().map { index, id in
            var view = ConstraintView(id: id, path: "views[\(index)]")
            view.text = texts[id]
            view.symbolImage = symbols[id]
            return view
        }
        var result = ConstraintSpec(name: spec.name, views: views, constraints: constraints)
        result.dynamicTypeSize = spec.environment.dynamicTypeSize
        result.safeAreaInsets = insets
        guard agrees(spec, result, sizes) else { return nil }
        return ConstraintTranslation(spec: result, reportedIDs: ids, notes: [], approximatedViews: [], levelCount: 0)
    }

    /// The labels of the Texts that carry their own id (`Text("…").id("title")`), by id.
    static func labelTexts(_ node: ViewNode) -> [String: LabelText] {
        var result: [String: LabelText] = [:]
        if case .text(let text) = node.kind, let id = node.id { result[id] = StackCompiler.labelText(of: text) }
        for child in node.children { result.merge(labelTexts(child)) { first, _ in first } }
        return result
    }

    /// The symbols of the symbol images that carry their own id, by id (their sizes stay
    /// the fixed sizes the frames give; the image view shows the symbol).
    static func symbolImages(_ node: ViewNode) -> [String: SymbolImage] {
        var result: [String: SymbolImage] = [:]
        if case .symbolImage(let symbol) = node.kind, let id = node.id { result[id] = symbol }
        for child in node.children { result.merge(symbolImages(child)) { first, _ in first } }
        return result
    }

    /// x, y, width, height of each view as affine functions of the screen size.
    struct AffineRect {
        var x, y, width, height: Affine
        func origin(_ axis: Axis) -> Affine { axis == .horizontal ? x : y }
        func length(_ axis: Axis) -> Affine { axis == .horizontal ? width : height }
    }

    static func affineFrames(_ spec: ViewSpec, _ ids: [String]) -> [String: AffineRect]? {
        let base = Size(width: 400, height: 800)
        let step = 100.0
        let probes = [
            base, Size(width: base.width + step, height: base.height),
            Size(width: base.width, height: base.height + step),
        ]
        var solutions: [[String: Rect]] = []
        for size in probes {
            var engine = StackLayoutEngine(spec)
            let solution = engine.solve(in: SolveSize(width: size.width, height: size.height))
            solutions.append(Dictionary(solution.frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a }))
        }
        var result: [String: AffineRect] = [:]
        for id in ids {
            guard let f0 = solutions[0][id], let f1 = solutions[1][id], let f2 = solutions[2][id] else { return nil }
            func affine(_ field: (Rect) -> Double) -> Affine {
                let a = (field(f1) - field(f0)) / step
                let b = (field(f2) - field(f0)) / step
                return Affine(a: a, b: b, c: field(f0) - a * base.width - b * base.height)
            }
            result[id] = AffineRect(x: affine(\.x), y: affine(\.y), width: affine(\.width), height: affine(\.height))
        }
        return result
    }

    /// `v.width == 120`, `v.width == root.width - 32`, `v.height == 0.5 * root.height`; with
    /// `safeArea` (the window's insets), a length that follows the screen's follows the safe
    /// area's (`v.height == safeArea.height - 8`) unless it is the screen's own
    /// (`v.height == root.height`, a backdrop ignoring the safe area).
    static func size(_ id: String, _ frame: AffineRect, _ axis: Axis, safeArea: EdgeInsets? = nil) -> String {
        let name = axis == .horizontal ? "width" : "height"
        let length = frame.length(axis)
        let (k, other) = axis == .horizontal ? (length.a, length.b) : (length.b, length.a)
        guard other == 0 else { return "\(id).\(name) == \(expression(length, axis))" }
        if k == 0 { return "\(id).\(name) == \(JSONWriter.formatNumber(length.c))" }
        if let safeArea {
            // root.length == safeArea.length + the insets across the axis.
            let c = length.c + k * safeArea.total(along: axis)
            if length.c != 0 || c == 0 { return "\(id).\(name) == \(term(k, "safeArea.\(name)"))\(constant(c))" }
        }
        return "\(id).\(name) == \(term(k, "root.\(name)"))\(constant(length.c))"
    }

    /// The position along `axis`: a constant from the previous view's end, the screen's start,
    /// end or centre, else `v.left == m * root.centerX + c`.
    static func position(
        _ id: String, _ frame: AffineRect, _ axis: Axis, after previous: String?, _ frames: [String: AffineRect],
        safeArea: EdgeInsets? = nil
    ) -> String {
        let (start, end, center) = axis == .horizontal ? ("left", "right", "centerX") : ("top", "bottom", "centerY")
        let origin = frame.origin(axis)
        let screen = axis == .horizontal ? Affine(a: 1, b: 0, c: 0) : Affine(a: 0, b: 1, c: 0)
        let half = axis == .horizontal ? Affine(a: 0.5, b: 0, c: 0) : Affine(a: 0, b: 0.5, c: 0)
        let mid = origin + frame.length(axis).scaled(0.5)
        var candidates: [(Affine, String, (Double) -> Bool)] = []
        if let previous, let other = frames[previous] {
            let otherEnd = other.origin(axis) + other.length(axis)
            candidates.append((origin - otherEnd, "\(id).\(start) == \(previous).\(end)", { $0 >= 0 }))
            candidates.append((origin - other.origin(axis), "\(id).\(start) == \(previous).\(start)", { $0 == 0 }))
        }
        if let safeArea {
            candidates += safeAreaCandidates(id, frame, axis, safeArea)
        }
        candidates += [
            (origin, "\(id).\(start) == root.\(start)", { $0 >= 0 }),
            (origin + frame.length(axis) - screen, "\(id).\(end) == root.\(end)", { $0 <= 0 }),
            (mid - half, "\(id).\(center) == root.\(center)", { _ in true }),
            (origin, "\(id).\(start) == root.\(start)", { _ in true }),
        ]
        // The first relation whose offset is constant and looks like what a person writes
        // (a gap, an inset, a centring), in that order.
        for (difference, text, isNatural) in candidates {
            if let k = difference.constantValue, isNatural(k) { return text + constant(k) }
        }
        return "\(id).\(start) == \(expression(origin, axis))"
    }

    /// The safe-area guide's start and end, tried before the screen's (a view inside the safe
    /// area: `bar.bottom == safeArea.bottom`), and its centre, tried before the screen's
    /// centre; a view reaching past the guide keeps the screen's edges.
    private static func safeAreaCandidates(
        _ id: String, _ frame: AffineRect, _ axis: Axis, _ insets: EdgeInsets
    ) -> [(Affine, String, (Double) -> Bool)] {
        let (start, end, center) = axis == .horizontal ? ("left", "right", "centerX") : ("top", "bottom", "centerY")
        let (first, last) = axis == .horizontal ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
        let origin = frame.origin(axis)
        let screen = axis == .horizontal ? Affine(a: 1, b: 0, c: 0) : Affine(a: 0, b: 1, c: 0)
        // The guide's end is the screen's less `last`; its centre the screen's + (first − last) / 2.
        let guideEnd = screen - Affine(a: 0, b: 0, c: last)
        let guideMid = screen.scaled(0.5) + Affine(a: 0, b: 0, c: (first - last) / 2)
        let mid = origin + frame.length(axis).scaled(0.5)
        return [
            (origin - Affine(a: 0, b: 0, c: first), "\(id).\(start) == safeArea.\(start)", { $0 >= 0 }),
            (origin + frame.length(axis) - guideEnd, "\(id).\(end) == safeArea.\(end)", { $0 <= 0 }),
            (origin, "\(id).\(start) == root.\(start)", { $0 >= 0 }),
            (origin + frame.length(axis) - screen, "\(id).\(end) == root.\(end)", { $0 <= 0 }),
            (mid - guideMid, "\(id).\(center) == safeArea.\(center)", { _ in true }),
        ]
    }

    /// `m * root.centerX + c` style for an affine function along one axis (the other
    /// dimension's coefficient must be 0, else the whole is written with both terms).
    private static func expression(_ value: Affine, _ axis: Axis) -> String {
        var parts: [String] = []
        if value.a != 0 { parts.append(term(2 * value.a, "root.centerX")) }
        if value.b != 0 { parts.append(term(2 * value.b, "root.centerY")) }
        return parts.joined(separator: " + ") + constant(value.c)
    }

    private static func term(_ k: Double, _ anchor: String) -> String {
        k == 1 ? anchor : JSONWriter.formatNumber(k) + " * " + anchor
    }

    private static func constant(_ c: Double) -> String {
        c == 0 ? "" : (c < 0 ? " - " : " + ") + JSONWriter.formatNumber(abs(c))
    }

    /// Whether both engines give every view the same frame at `sizes`.
    static func agrees(_ viewSpec: ViewSpec, _ constraintSpec: ConstraintSpec, _ sizes: [Size]) -> Bool {
        guard let engine = try? ConstraintLayoutEngine(constraintSpec) else { return false }
        for size in sizes {
            guard let expected = try? engine.solve(in: size), expected.status == .solved else { return false }
            var stack = StackLayoutEngine(viewSpec)
            let actual = stack.solve(in: SolveSize(width: size.width, height: size.height))
            for frame in actual.frames {
                guard let other = expected.frames.first(where: { $0.id == frame.id })?.frame,
                    Tolerance.distance(other, frame.frame) <= Tolerance.frame
                else { return false }
            }
        }
        return true
    }
}

extension Affine {
    static func - (l: Affine, r: Affine) -> Affine { Affine(a: l.a - r.a, b: l.b - r.b, c: l.c - r.c) }
    func scaled(_ k: Double) -> Affine { Affine(a: a * k, b: b * k, c: c * k) }
    /// The constant when the function does not depend on the screen size.
    var constantValue: Double? { isConstant ? c : nil }
}
