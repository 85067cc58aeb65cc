import ConstraintLayout
import LayoutCore

/// What the constraints of a spec say about one view along one axis, in the shapes the
/// constraints → stacks recogniser understands (edges as start/centre/end, sizes).
struct AxisFacts {
    /// `view.start (== | >=) other.edge + constant`.
    struct Link {
        var item: String
        var edge: EdgeKind
        var relation: LayoutRelation
        var constant: Double
    }

    var start: Link?
    var center: Link?
    var end: Link?
    var fixed: Double?
    var minimum: Double?
    var maximum: Double?
    /// `view.start == container.start + constant` below required (a readable-width inset the
    /// view keeps while its size allows: with a centring pin it becomes symmetric padding).
    var softStart: Link?
    /// `view.end == container.end + k` and `view.center == container.center + k` below
    /// required, and each soft pin's priority (`ConstraintFacts+SoftPins.swift`).
    var softEnd: Link?
    var softCenter: Link?
    var softPriorities: [EdgeKind: Double] = [:]
    /// `size == k` below required: the size while nothing pins both edges.
    var soft: Double?
    /// `size == ratio × the other axis's size` (an aspect ratio, `.aspectRatio`).
    var aspect: Double?
    /// `size == multiplier × item.size + constant` (optional when priority < 1000).
    var proportional: (item: String, multiplier: Double, constant: Double, priority: Double)?
    /// Whether `proportional` was of the root's safe-area guide, now its container
    /// (``ConstraintFacts/resolveSafeAreaProportions(_:parents:)``): a length of SwiftUI's root,
    /// which lies in the safe area, not of the window.
    var isProportionOfSafeArea = false
    /// `size (<= | >=) child.size + constant` below required: the view hugs its content (a
    /// button's title and insets, as the IB importer writes a measured button).
    var hugsContent: (child: String, constant: Double)?
    /// `view.firstBaseline == sibling.firstBaseline` (required, vertical): the sibling.
    var baseline: String?
    /// A required tie naming a last baseline (`view.lastBaseline == sibling.firstBaseline`):
    /// `ConstraintFacts+BaselineTies.swift`.
    var lastBaselineTie: BaselineTie?
    /// `view.edge == multiplier × container.edge + constant` (required): the edge at a fraction
    /// of the container's length (`ConstraintFacts+Positions.swift`).
    var multipliedPosition: MultipliedPosition?

    /// Whether a constraint sets or bounds the length: fixed, a bound, a proportion, a ratio
    /// or a soft length.
    var hasSizeConstraint: Bool {
        fixed != nil || minimum != nil || maximum != nil || proportional != nil || aspect != nil || soft != nil
    }
}

/// An edge or centre along an axis.
enum EdgeKind {
    case start, center, end

    init?(_ attribute: LayoutAttribute, rightToLeft: Bool) {
        switch attribute {
        case .left, .top: self = .start
        case .right, .bottom: self = .end
        case .leading: self = rightToLeft ? .end : .start
        case .trailing: self = rightToLeft ? .start : .end
        case .centerX, .centerY: self = .center
        default: return nil
        }
    }
}

/// Reads the user's constraints (VFL expanded) into `AxisFacts`, and names those it cannot.
struct ConstraintFacts {
    var facts: [String: [AxisFacts]] = [:]
    private(set) var unrecognized: [TranslationNote] = []

    /// Each view's container (lookup only), so a pin is recorded on the view, not its container.
    private let parents: [String: String]

    /// Each view's layout margins: a margin attribute is its edge moved by the margin.
    private let margins: [String: EdgeInsets]

    /// Helper views (layout guides): a link between a view and a guide is the view's.
    let guides: Set<String>

    /// A screen's root whose edges the facts read as its safe area's, when the translation is
    /// told of one (``ScreenRoot``).
    var screenRoot: ScreenRoot?

    init(
        _ constraints: [LayoutConstraint], rightToLeft: Bool, parents: [String: String],
        margins: [String: EdgeInsets] = [:], guides: Set<String> = []
    ) {
        self.parents = parents
        self.guides = guides
        self.margins = rightToLeft ? [:] : margins
        // The spec's own constraints (a variation's installed ones included), not the generated.
        for constraint in constraints
        where constraint.path.hasPrefix("constraints") || constraint.path.hasPrefix("variations") {
            if !record(constraint, rightToLeft: rightToLeft) {
                unrecognized.append(
                    TranslationNote(
                        view: constraint.name,
                        reason: "`\(constraint.description)` is not an edge pin, chain link, size or proportion"))
            }
        }
    }

    /// Whether `item` is the container of `view` (the root contains every top-level view).
    func isContainer(_ item: String, of view: String) -> Bool {
        item == (parents[view] ?? ConstraintSpec.rootID) && item != view
    }

    /// The facts of `view` along `axis` (empty when nothing constrains it).
    func of(_ view: String, _ axis: Axis) -> AxisFacts {
        facts[view]?[axis == .horizontal ? 0 : 1] ?? AxisFacts()
    }

    mutating func update(_ view: String, _ axis: Axis, _ change: (inout AxisFacts) -> Void) {
        var both = facts[view] ?? [AxisFacts(), AxisFacts()]
        change(&both[axis == .horizontal ? 0 : 1])
        facts[view] = both
    }

    /// Records one constraint; false when it has no recognised shape.
    private mutating func record(_ constraint: LayoutConstraint, rightToLeft: Bool) -> Bool {
        var terms: [(anchor: LayoutAnchor, coefficient: Double)] = []
        // second − first, margins moved into the constant.
        var constant = constraint.second.constant - constraint.first.constant
        func add(_ expression: LayoutExpression, _ sign: Double) {
            for term in expression.terms {
                var anchor = term.anchor
                if let (edge, offset) = marginEdge(anchor) {
                    anchor = edge
                    constant -= sign * term.coefficient * offset
                }
                if let index = terms.firstIndex(where: { $0.anchor == anchor }) {
                    terms[index].coefficient += sign * term.coefficient
                } else {
                    terms.append((anchor, sign * term.coefficient))
                }
            }
        }
        add(constraint.first, 1)
        add(constraint.second, -1)
        terms.removeAll { $0.coefficient == 0 }
        let required = constraint.priority.isRequired
        let sizes: Set<LayoutAttribute> = [.width, .height]
        if terms.count == 1, sizes.contains(terms[0].anchor.attribute), terms[0].coefficient != 0 {
            // c·size (rel) k  →  size (rel') k / c
            let value = constant / terms[0].coefficient
            var relation = constraint.relation
            if terms[0].coefficient < 0, relation != .equal {
                relation = relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
            }
            guard required || relation == .equal else { return false }
            let anchor = terms[0].anchor
            update(anchor.item, anchor.attribute.axis) { facts in
                switch relation {
                case .equal where required: facts.fixed = value
                case .equal: facts.soft = value
                case .greaterThanOrEqual: facts.minimum = value
                case .lessThanOrEqual: facts.maximum = value
                }
            }
            return true
        }
        if terms.count == 4 { return constraint.relation == .equal && constant == 0 && isEqualGaps(terms, rightToLeft) }
        guard terms.count == 2 else { return false }
        let a = terms[0]
        let b = terms[1]
        if a.anchor.attribute.isBaseline || b.anchor.attribute.isBaseline {
            return recordBaseline(a, b, constraint.relation == .equal && required && constant == 0)
        }
        if a.anchor.attribute.axis != b.anchor.attribute.axis {
            return recordAspect(a, b, constraint.relation == .equal && required && constant == 0)
        }
        if sizes.contains(a.anchor.attribute), sizes.contains(b.anchor.attribute), constraint.relation != .equal {
            return recordContentHugging(a, b, constant, required)
        }
        if sizes.contains(a.anchor.attribute), sizes.contains(b.anchor.attribute), constraint.relation == .equal {
            // a·x + b·y == k  →  x == (−b/a)·y + k/a
            update(a.anchor.item, a.anchor.attribute.axis) { facts in
                facts.proportional = (
                    b.anchor.item, -b.coefficient / a.coefficient, constant / a.coefficient,
                    constraint.priority.rawValue
                )
            }
            return true
        }
        if abs(a.coefficient) != abs(b.coefficient) {
            return recordMultipliedPosition(a, b, constant, constraint.relation == .equal && required, rightToLeft)
        }
        guard a.coefficient == -b.coefficient, abs(a.coefficient) == 1,
            let edgeA = EdgeKind(a.anchor.attribute, rightToLeft: rightToLeft),
            let edgeB = EdgeKind(b.anchor.attribute, rightToLeft: rightToLeft)
        else { return false }
        guard required else {
            return recordSoftPin(
                a, edgeA, b, edgeB, constraint.relation == .equal ? constant : nil, constraint.priority.rawValue)
        }
        // x − y (rel) k with x the term of coefficient +1 — or, when x is y's container, the
        // other way round (`root.right == a.right` is a pin of a).
        let flip = (a.coefficient < 0) != isContainer(a.anchor.item, of: b.anchor.item)
        let (x, ex, y, ey) = flip ? (b, edgeB, a, edgeA) : (a, edgeA, b, edgeB)
        var relation = constraint.relation
        var k = flip ? -constant : constant
        if flip, relation != .equal {
            relation = relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
        }
        // Attach to the view whose start follows the other's end (chains), else to x.
        var owner = x.anchor
        var ownerEdge = ex
        var other = y.anchor
        var otherEdge = ey
        if ex == .end && ey == .start && x.anchor.item != ConstraintSpec.rootID {
            // x.end − y.start (rel) k  →  y.start (rel') x.end − k
            owner = y.anchor
            ownerEdge = .start
            other = x.anchor
            otherEdge = .end
            k = -k
            if relation != .equal { relation = relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual }
        }
        if guides.contains(owner.item), !guides.contains(other.item), !isContainer(other.item, of: owner.item) {
            // A view pinned to a guide keeps the link (`resolveGuides` makes it an inset); the
            // guide keeps only its own pins to its container.
            swap(&owner, &other)
            swap(&ownerEdge, &otherEdge)
            k = -k
            if relation != .equal { relation = relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual }
        }
        let link = AxisFacts.Link(item: other.item, edge: otherEdge, relation: relation, constant: k)
        setLink(link, on: owner.item, ownerEdge, owner.attribute.axis)
        return true
    }

    /// `a.start − b.end == c.start − d.end` at any priority: two gaps kept equal, which the
    /// Spacers of a chain do by SwiftUI's equal shares (the verification checks the chain).
    private func isEqualGaps(_ terms: [(anchor: LayoutAnchor, coefficient: Double)], _ rightToLeft: Bool) -> Bool {
        let axis = terms[0].anchor.attribute.axis
        let edges = terms.map { EdgeKind($0.anchor.attribute, rightToLeft: rightToLeft) }
        guard terms.allSatisfy({ $0.anchor.attribute.axis == axis && abs($0.coefficient) == 1 }) else { return false }
        let starts = zip(edges, terms).filter { $0.0 == .start }.map { $0.1.coefficient }
        let ends = zip(edges, terms).filter { $0.0 == .end }.map { $0.1.coefficient }
        return starts.sorted() == [-1, 1] && ends.sorted() == [-1, 1]
    }

    /// `view.size (<= | >=) child.size + k` below required, `child` inside `view`, the same
    /// axis: the view's length is its content's plus k while nothing else sets it (UIKit's
    /// content hugging and compression resistance of a button around its title).
    private mutating func recordContentHugging(
        _ a: (anchor: LayoutAnchor, coefficient: Double), _ b: (anchor: LayoutAnchor, coefficient: Double),
        _ constant: Double, _ required: Bool
    ) -> Bool {
        guard !required, a.anchor.attribute == b.anchor.attribute, a.coefficient == -b.coefficient,
            abs(a.coefficient) == 1
        else { return false }
        let (view, child) = isContainer(a.anchor.item, of: b.anchor.item) ? (a, b) : (b, a)
        guard isContainer(view.anchor.item, of: child.anchor.item) else { return false }
        // view − child (rel) k, or child − view (rel) k: the length of view beyond its child.
        let k = view.coefficient > 0 ? constant : -constant
        update(view.anchor.item, view.anchor.attribute.axis) { $0.hugsContent = (child.anchor.item, k) }
        return true
    }

    /// `a.firstBaseline == b.firstBaseline` (required, no constant, siblings): recorded on `a`
    /// (an `HStack(alignment: .firstTextBaseline)` of a chain, `StackRecognizer+Rows.swift`);
    /// a tie naming a last baseline as `lastBaselineTie`.
    private mutating func recordBaseline(
        _ a: (anchor: LayoutAnchor, coefficient: Double), _ b: (anchor: LayoutAnchor, coefficient: Double),
        _ isRequiredEquality: Bool
    ) -> Bool {
        guard isRequiredEquality, a.anchor.attribute.isBaseline, b.anchor.attribute.isBaseline,
            a.coefficient == -b.coefficient, a.anchor.item != b.anchor.item,
            parents[a.anchor.item] == parents[b.anchor.item]
        else { return false }
        if a.anchor.attribute == .firstBaseline, b.anchor.attribute == .firstBaseline {
            update(a.anchor.item, .vertical) { $0.baseline = b.anchor.item }
        } else {
            recordLastBaselineTie(a.anchor, b.anchor)
        }
        return true
    }

    /// `a.size == r × a.otherSize` (required, one view): an aspect ratio on `a`'s axis.
    private mutating func recordAspect(
        _ a: (anchor: LayoutAnchor, coefficient: Double), _ b: (anchor: LayoutAnchor, coefficient: Double),
        _ isRequiredEquality: Bool
    ) -> Bool {
        let sizes: Set<LayoutAttribute> = [.width, .height]
        guard isRequiredEquality, a.anchor.item == b.anchor.item, sizes.contains(a.anchor.attribute),
            sizes.contains(b.anchor.attribute), a.coefficient != 0, -b.coefficient / a.coefficient > 0
        else { return false }
        update(a.anchor.item, a.anchor.attribute.axis) { $0.aspect = -b.coefficient / a.coefficient }
        return true
    }

    /// `view.leadingMargin` = `view.leading + margins.leading` and the other margin
    /// attributes likewise (left-to-right specs; nil for other attributes or unknown views).
    private func marginEdge(_ anchor: LayoutAnchor) -> (LayoutAnchor, Double)? {
        guard let m = margins[anchor.item] else { return nil }
        let (attribute, offset): (LayoutAttribute, Double)
        switch anchor.attribute {
        case .leftMargin, .leadingMargin: (attribute, offset) = (.left, m.leading)
        case .rightMargin, .trailingMargin: (attribute, offset) = (.right, -m.trailing)
        case .topMargin: (attribute, offset) = (.top, m.top)
        case .bottomMargin: (attribute, offset) = (.bottom, -m.bottom)
        case .centerXWithinMargins: (attribute, offset) = (.centerX, (m.leading - m.trailing) / 2)
        case .centerYWithinMargins: (attribute, offset) = (.centerY, (m.top - m.bottom) / 2)
        default: return nil
        }
        return (LayoutAnchor(item: anchor.item, attribute: attribute), offset)
    }
}
