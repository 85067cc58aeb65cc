import ConstraintLayout
import LayoutCore

/// Which constraints hold each view in a solved constraint layout, and at what priority: each
/// constraint of the spec is evaluated on the solved frames (root coordinates): `tight` when
/// both sides are equal (it holds the view there), `slack D` for an inequality with room,
/// `broken by D` for an optional constraint the solver gave up. Margin and baseline attributes
/// are not evaluated (their positions are not in the solution).
enum ConstraintHolds {
    /// Per view id, one line per constraint that names it.
    static func lines(_ spec: ConstraintSpec, _ solution: LayoutSolution, canvas: Size) -> [String: [String]] {
        var frames = solution.frameIndex
        frames[ConstraintSpec.rootID] = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        var result: [String: [String]] = [:]
        for constraint in constraints(of: spec) {
            let items = Set((constraint.first.terms + constraint.second.terms).map(\.anchor.item))
            guard let state = state(of: constraint, frames, rightToLeft: spec.isRightToLeft) else { continue }
            let line = "\(constraint) — priority \(JSONWriter.formatNumber(constraint.priority.rawValue)): \(state)"
            for item in items where item != ConstraintSpec.rootID { result[item, default: []].append(line) }
        }
        return result
    }

    /// The spec's constraints, parsed as the engine reads them (strings, VFL lines, objects).
    static func constraints(of spec: ConstraintSpec) -> [LayoutConstraint] {
        spec.constraints.flatMap { entry -> [LayoutConstraint] in
            switch entry {
            case .text(let text, let path):
                if let one = try? LayoutConstraint.parse(text, path: path, in: spec) { return [one] }
                return (try? LayoutConstraint.constraints(withVisualFormat: text, path: path, in: spec)) ?? []
            case .object(let object, let path):
                guard let first = anchor(object.first) else { return [] }
                let second = object.second.flatMap(anchor)
                let right = LayoutExpression(
                    terms: second.map { [LayoutTerm(object.multiplier, $0)] } ?? [], constant: object.constant)
                return [
                    LayoutConstraint(
                        first: LayoutExpression(terms: [LayoutTerm(1, first)]), relation: object.relation,
                        second: right, priority: LayoutPriority(object.priority), identifier: object.identifier,
                        path: path)
                ]
            }
        }
    }

    private static func anchor(_ text: String) -> LayoutAnchor? {
        let parts = text.split(separator: ".")
        guard parts.count == 2, let attribute = LayoutAttribute(rawValue: String(parts[1])) else { return nil }
        return LayoutAnchor(item: String(parts[0]), attribute: attribute)
    }

    /// `tight`, `slack D` or `broken by D`; nil when an attribute cannot be evaluated.
    private static func state(of constraint: LayoutConstraint, _ frames: [String: Rect], rightToLeft: Bool) -> String? {
        guard let left = value(constraint.first, frames, rightToLeft),
            let right = value(constraint.second, frames, rightToLeft)
        else {
            return nil
        }
        let difference = left - right
        let tolerance = Tolerance.frame
        let violation: Double
        switch constraint.relation {
        case .equal: violation = abs(difference)
        case .lessThanOrEqual: violation = max(difference, 0)
        case .greaterThanOrEqual: violation = max(-difference, 0)
        }
        if violation > tolerance { return "broken by \(JSONWriter.formatNumber(violation))" }
        if abs(difference) <= tolerance { return "tight" }
        return "slack \(JSONWriter.formatNumber(abs(difference)))"
    }

    private static func value(_ expression: LayoutExpression, _ frames: [String: Rect], _ rightToLeft: Bool) -> Double?
    {
        var total = expression.constant
        for term in expression.terms {
            guard let frame = frames[term.anchor.item],
                let position = position(term.anchor.attribute, frame, rightToLeft)
            else {
                return nil
            }
            total += term.coefficient * position
        }
        return total
    }

    /// An attribute's position in a frame (leading is the left edge, or the right one in a
    /// right-to-left layout).
    private static func position(_ attribute: LayoutAttribute, _ frame: Rect, _ rightToLeft: Bool) -> Double? {
        switch attribute {
        case .left: return frame.x
        case .right: return frame.x + frame.width
        case .leading: return rightToLeft ? frame.x + frame.width : frame.x
        case .trailing: return rightToLeft ? frame.x : frame.x + frame.width
        case .top: return frame.y
        case .bottom: return frame.y + frame.height
        case .width: return frame.width
        case .height: return frame.height
        case .centerX: return frame.x + frame.width / 2
        case .centerY: return frame.y + frame.height / 2
        default: return nil
        }
    }
}
