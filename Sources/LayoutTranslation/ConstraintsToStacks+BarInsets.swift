import ConstraintLayout
import LayoutCore

/// A bar pinned to the safe area's bottom (or top) edge with the content beside it pinned to
/// the bar, as a SwiftUI developer writes it: `content.safeAreaInset(edge: .bottom,
/// spacing: c) { bar }` rather than a `VStack` of the two.
///
/// Read from the constraints, not from the shape of the stack tree: the bar is a child of the
/// root, pinned (required, `==`) by its bottom edge to the bottom edge of one of the root's
/// safe-area guides (``RootSafeArea/guides``), by both horizontal edges to the root, a guide
/// or another child of the root (it spans the content), with a height of its own; the
/// content, another child of the root, has its bottom edge pinned to the bar's top
/// (`content.bottom == bar.top - c`). Top bars likewise. Kept only where the stack form
/// written so verifies (``ConstraintsToStacks/insettingBars(_:_:verifies:)``).
struct BarInset: Equatable {
    /// The bar's id.
    var bar: String
    /// The id of the view pinned to the bar.
    var content: String
    /// The safe area's edge the bar stands at (`top` or `bottom`).
    var edge: SafeAreaInset.Edge
    /// The distance from the content to the bar.
    var spacing: Double

    /// The bars of `safeArea`'s root in `constraints` (`parents`: each view's parent; `rows`:
    /// the horizontal stack views), bottom bars first.
    static func bars(
        _ constraints: [LayoutConstraint], _ safeArea: RootSafeArea, parents: [String: String], rows: Set<String>
    ) -> [BarInset] {
        let pins = constraints.compactMap(Pin.init).flatMap { [$0, $0.flipped] }
        var result: [BarInset] = []
        for pin in pins where pin.b.attribute == pin.a.attribute && safeArea.guides.contains(pin.b.item) {
            let bar = pin.a.item
            guard let edge = edge(pin.a.attribute), parents[bar] == safeArea.root, pin.offset == 0,
                spansTheRoot(bar, pins, safeArea, parents: parents),
                ownsItsHeight(bar, constraints, pins, parents: parents, rows: rows)
            else { continue }
            let (barSide, contentSide): (LayoutAttribute, LayoutAttribute) =
                edge == .bottom ? (.top, .bottom) : (.bottom, .top)
            for content in pins where content.b.item == bar && content.b.attribute == barSide {
                guard content.a.attribute == contentSide, parents[content.a.item] == safeArea.root else { continue }
                // content + offset == bar: the gap is offset below the content, −offset above it.
                let spacing = edge == .bottom ? content.offset : -content.offset
                result.append(BarInset(bar: bar, content: content.a.item, edge: edge, spacing: spacing))
            }
        }
        // A bottom bar first: the commoner, and the one kept where either reading verifies.
        return result.filter { $0.edge == .bottom } + result.filter { $0.edge == .top }
    }

    /// Whether `view` has a height of its own, not set by its pins to the safe area and the
    /// content: `view.height == 44` (at any priority: an intrinsic height too), a subview
    /// pinned to both its top and its bottom (a container sized by its content), or a
    /// horizontal stack view (`rows`: as high as its arranged views). The bar is the view of
    /// the two with its own height and the content the one without: a list pinned to the
    /// safe area's top above a 44-pt toolbar is not a top bar over the toolbar, a picker
    /// stretched to the safe area's bottom not a bar under an image, nor a card a bar over a
    /// 20-pt note.
    private static func ownsItsHeight(
        _ view: String, _ constraints: [LayoutConstraint], _ pins: [Pin], parents: [String: String],
        rows: Set<String>
    ) -> Bool {
        let fixed = constraints.contains { c in
            let terms = c.first.terms + c.second.terms
            return c.relation == .equal && terms.count == 1
                && terms[0].anchor == LayoutAnchor(item: view, attribute: .height)
        }
        let holds = [LayoutAttribute.top, .bottom].allSatisfy { edge in
            pins.contains {
                $0.b == LayoutAnchor(item: view, attribute: edge) && $0.a.attribute == edge
                    && parents[$0.a.item] == view
            }
        }
        return fixed || holds || rows.contains(view)
    }

    /// The safe-area edge a bar pinned by `attribute` stands at.
    private static func edge(_ attribute: LayoutAttribute) -> SafeAreaInset.Edge? {
        switch attribute {
        case .bottom: return .bottom
        case .top: return .top
        default: return nil
        }
    }

    /// Whether `bar`'s leading and trailing edges are both pinned to the same edge of the
    /// root, a guide or another child of the root (a list the bar is as wide as), with any
    /// constant: the verification finds a bar that does not span the content.
    private static func spansTheRoot(
        _ bar: String, _ pins: [Pin], _ safeArea: RootSafeArea, parents: [String: String]
    ) -> Bool {
        let sides: [Set<LayoutAttribute>] = [[.leading, .left], [.trailing, .right]]
        return sides.allSatisfy { side in
            pins.contains { pin in
                pin.a.item == bar && side.contains(pin.a.attribute) && pin.b.attribute == pin.a.attribute
                    && (pin.b.item == safeArea.root || safeArea.guides.contains(pin.b.item)
                        || parents[pin.b.item] == safeArea.root)
            }
        }
    }

    /// A required `a + offset == b` between two anchors, either way round.
    struct Pin {
        var a: LayoutAnchor
        var b: LayoutAnchor
        var offset: Double

        /// The pin `constraint` states (nil for any other constraint).
        init?(_ constraint: LayoutConstraint) {
            guard constraint.relation == .equal, constraint.priority.isRequired,
                constraint.first.terms.count == 1, constraint.second.terms.count == 1,
                constraint.first.terms[0].coefficient == 1, constraint.second.terms[0].coefficient == 1
            else { return nil }
            a = constraint.first.terms[0].anchor
            b = constraint.second.terms[0].anchor
            // first + c1 == second + c2 ⇔ first + (c1 − c2) == second.
            offset = constraint.first.constant - constraint.second.constant
        }

        /// The same pin read from `b`'s side: `b − offset == a`.
        var flipped: Pin {
            var result = self
            (result.a, result.b, result.offset) = (b, a, -offset)
            return result
        }
    }
}

extension ConstraintsToStacks {
    /// `root` with each of `bars` written as `.safeAreaInset` (``BarInset``) where the stack
    /// form has the bar and its content as neighbours in a `VStack` (the bar last for a bottom
    /// bar, first for a top one), kept only where `verifies` accepts the result; else `root`.
    static func insettingBars(_ root: ViewNode, _ bars: [BarInset], verifies: (ViewNode) throws -> Bool) rethrows
        -> ViewNode
    {
        var result = root
        for bar in bars {
            var candidate = result
            guard insetBar(bar, in: &candidate), try verifies(candidate) else { continue }
            result = candidate
        }
        return result
    }

    /// Rewrites the first `VStack` in `node` whose end child at `bar.edge` carries the bar and
    /// whose neighbour carries the content: the rest of the stack (the content alone, or a
    /// `VStack` of the other children, as before) takes
    /// `.safeAreaInset(edge:alignment:spacing:) { bar }` (the stack's alignment across it),
    /// followed by the stack's modifiers. Whether it rewrote one.
    static func insetBar(_ bar: BarInset, in node: inout ViewNode) -> Bool {
        if case .vStack(let alignment, let spacing) = node.kind, node.id == nil, node.expressions.isEmpty,
            node.children.count >= 2
        {
            let (barIndex, contentIndex) =
                bar.edge == .bottom ? (node.children.count - 1, node.children.count - 2) : (0, 1)
            if carries(node.children[barIndex], bar.bar), carries(node.children[contentIndex], bar.content) {
                let inset = SafeAreaInset(
                    edge: bar.edge, alignment: Alignment(horizontal: alignment, vertical: .center),
                    spacing: bar.spacing, view: node.children[barIndex])
                var rest = node.children
                rest.remove(at: barIndex)
                var modified =
                    rest.count == 1
                    ? rest[0] : ViewNode(.vStack(alignment: alignment, spacing: spacing), children: rest)
                modified.modifiers.append(ModifierNode(.safeAreaInset(inset)))
                modified.modifiers += node.modifiers
                node = modified
                return true
            }
        }
        for index in node.children.indices where insetBar(bar, in: &node.children[index]) { return true }
        return false
    }

    /// Whether `node` is the view `id` (its own id or one of its modifiers').
    private static func carries(_ node: ViewNode, _ id: String) -> Bool {
        node.id == id || node.modifiers.contains { $0.id == id }
    }
}

extension ConstraintsToStacks {
    /// Whether `root` lays out like `spec` at `sizes` inside `safeArea` (`helpers` read as
    /// insets and areas, not views): the verification a rewrite is kept by.
    static func verifies(
        _ root: ViewNode, _ spec: ConstraintSpec, _ engine: ConstraintLayoutEngine, _ safeArea: RootSafeArea,
        _ sizes: [Size], _ helpers: Set<String>
    ) throws -> Bool {
        let candidate = ViewSpec(name: spec.name, environment: StackRecognizer.environment(for: spec), root: root)
        return try differences(spec, engine, inside(candidate, safeArea), sizes, helperIDs: helpers).isEmpty
    }
}

extension ConstraintSpec {
    /// The horizontal stack views' ids (rows, as high as their arranged views).
    var rows: Set<String> { Set(stackViews.filter { $0.axis == .horizontal }.map(\.id)) }
}
