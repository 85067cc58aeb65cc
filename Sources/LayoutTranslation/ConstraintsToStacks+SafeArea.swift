import ConstraintLayout
import LayoutCore

/// A screen's root as SwiftUI lays it out: a window places SwiftUI's root view inside the safe
/// area, so the safe area's insets need no padding, while a view UIKit pins to the root's own
/// edge (a full-screen background, a table pinned to its superview) reaches past them only
/// with `.ignoresSafeArea(edges:)`.
///
/// What the translator is told (`ConstraintsToStacks.translate(_:safeArea:…)`) rather than
/// guesses from ids: the root view, the insets its spec was imported with, the helper views
/// that stand for its safe area (an importer's `safeArea` guide, legacy top and bottom layout
/// guides). The root's margins in the spec are its safe area plus UIKit's minimum margins;
/// the part beyond the safe area is what SwiftUI pads.
public struct RootSafeArea: Sendable, Equatable {
    /// The screen's root view (a child of the canvas), whose frame is the window's.
    public var root: String
    /// The safe-area insets the spec was made for (the importer's guides and margins hold them).
    public var insets: EdgeInsets
    /// The helper views standing for the root's safe area: its `safeArea` guide and the legacy
    /// top and bottom layout guides.
    public var guides: Set<String>

    /// The root `root`, its spec made for `insets`, `guides` its safe area's helper views.
    public init(root: String, insets: EdgeInsets, guides: Set<String>) {
        self.root = root
        self.insets = insets
        self.guides = guides
    }

    /// The inset at the start and end of `axis` (left-to-right).
    func inset(_ axis: Axis) -> (start: Double, end: Double) {
        axis == .horizontal ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
    }

    /// `margins` of the root less the safe area (the part SwiftUI pads, at least 0).
    func beyondSafeArea(_ margins: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: max(0, margins.top - insets.top), leading: max(0, margins.leading - insets.leading),
            bottom: max(0, margins.bottom - insets.bottom), trailing: max(0, margins.trailing - insets.trailing))
    }

    /// The edges on which each view inside the root (its children and their descendants,
    /// ``isInside(_:parents:)``) is pinned (required, `==`) to the root's own edge rather than
    /// its safe area or margins: `table.top == root.top`, `root.bottom ==
    /// table.bottom + 8`. Such a view reaches under the bars and the sensor housing on a
    /// device whose safe area is inset there, whatever the document's device. A view centred
    /// on the root's own centre (`logo.centerY == root.centerY`) is centred on the screen,
    /// not on its safe area: both edges of that axis, so that the frame it is centred in
    /// grows to the screen — unless the view is also pinned on that axis to the root's
    /// margins or safe area (`logo.leading == root.leadingMargin`): that edge stays inside
    /// the insets, as in UIKit, and the view is centred in the safe area, which is the
    /// screen's centre wherever the side insets are equal (a landscape phone's 59 and 59).
    func screenPins(_ constraints: [LayoutConstraint], parents: [String: String]) -> [String: EdgeSet] {
        let edges: [LayoutAttribute: EdgeSet] = [
            .top: .top, .bottom: .bottom, .left: .leading, .leading: .leading, .right: .trailing, .trailing: .trailing,
            .centerX: .horizontal, .centerY: .vertical,
        ]
        var result: [String: EdgeSet] = [:]
        var centred: [String: EdgeSet] = [:]
        var insetAxes: [String: Set<Axis>] = [:]
        for constraint in constraints
        where constraint.relation == .equal && constraint.priority.isRequired
            && (constraint.path.hasPrefix("constraints") || constraint.path.hasPrefix("variations"))
        {
            let terms = constraint.first.terms + constraint.second.terms
            guard terms.count == 2 else { continue }
            if let (view, axis) = insetPin(terms[0].anchor, terms[1].anchor, parents: parents) {
                insetAxes[view, default: []].insert(axis)
                continue
            }
            guard terms[0].anchor.attribute == terms[1].anchor.attribute, let edge = edges[terms[0].anchor.attribute]
            else { continue }
            let items = (terms[0].anchor.item, terms[1].anchor.item)
            let view = items.0 == root ? items.1 : items.1 == root ? items.0 : nil
            guard let view, view != root, isInside(view, parents: parents), !guides.contains(view) else { continue }
            if edge == .horizontal || edge == .vertical {
                centred[view, default: []].formUnion(edge)
            } else {
                result[view, default: []].formUnion(edge)
            }
        }
        for (view, axes) in centred {
            let inset = insetAxes[view] ?? []
            if axes.contains(.leading), !inset.contains(.horizontal) {
                result[view, default: []].formUnion(.horizontal)
            }
            if axes.contains(.top), !inset.contains(.vertical) { result[view, default: []].formUnion(.vertical) }
        }
        return result
    }

    /// Whether `view` lies inside the root: its child, or a descendant of one (a bar's
    /// backdrop pinned to the root's top while the bar is pinned to its safe area). A
    /// descendant pinned to the root's own edge reaches past the insets as a child does, when
    /// its frame reaches the safe area's edge; where it does not (pinned 10 below the screen's
    /// top inside a card 100 below the safe area's), the verification finds the difference
    /// and the stack form is refused.
    private func isInside(_ view: String, parents: [String: String]) -> Bool {
        var current = view
        for _ in 0..<32 {
            guard let parent = parents[current] else { return false }
            if parent == root { return true }
            current = parent
        }
        return false
    }

    /// The view inside the root and the axis, when `a` and `b` pin it to the root's margins
    /// (`view.leading == root.leadingMargin`) or to one of its safe-area guides.
    private func insetPin(_ a: LayoutAnchor, _ b: LayoutAnchor, parents: [String: String]) -> (String, Axis)? {
        let margins: Set<LayoutAttribute> = [
            .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins,
        ]
        let sizes: Set<LayoutAttribute> = [.width, .height]
        for (inset, other) in [(a, b), (b, a)] {
            let isInset = (inset.item == root && margins.contains(inset.attribute)) || guides.contains(inset.item)
            guard isInset, other.item != root, !guides.contains(other.item), isInside(other.item, parents: parents),
                !sizes.contains(other.attribute), !sizes.contains(inset.attribute)
            else { continue }
            return (other.item, other.attribute.axis)
        }
        return nil
    }
}

extension ConstraintFacts {
    /// Moves the root's safe-area guides onto the root's edges where they stand for its insets
    /// (`safeArea` inset by 20 at the top → at the top; the legacy top guide 20 high → 0
    /// high), so that a view pinned to the safe area is pinned to SwiftUI's root, which the
    /// window already places inside it.
    mutating func moveGuidesInsideSafeArea(_ safeArea: RootSafeArea) {
        for guide in safeArea.guides.sorted() {
            for axis in [Axis.horizontal, .vertical] {
                let inset = safeArea.inset(axis)
                update(guide, axis) { f in
                    if var start = f.start, start.item == safeArea.root, start.edge == .start {
                        start.constant = max(0, start.constant - inset.start)
                        f.start = start
                    } else if f.start == nil, let end = f.end, end.item == safeArea.root, end.edge == .end,
                        let size = f.fixed
                    {
                        f.fixed = max(0, size - inset.end)  // the bottom guide, up from the root's bottom
                    }
                    if var end = f.end, end.item == safeArea.root, end.edge == .end {
                        end.constant = min(0, end.constant + inset.end)
                        f.end = end
                    } else if f.end == nil, let start = f.start, start.item == safeArea.root, start.edge == .start,
                        let size = f.fixed
                    {
                        f.fixed = max(0, size - inset.start)  // the top guide, down from the root's top
                    }
                }
            }
        }
    }
}

extension ConstraintsToStacks {
    /// `viewSpec` laid out inside `safeArea`'s insets, as the verification lays it out (the
    /// translation itself does not set them: a window does).
    static func inside(_ viewSpec: ViewSpec, _ safeArea: RootSafeArea?) -> ViewSpec {
        guard let safeArea else { return viewSpec }
        var result = viewSpec
        result.environment.safeAreaInsets = safeArea.insets
        return result
    }

    /// `root` with `.ignoresSafeArea(edges:)` on every view pinned to the screen's root's own
    /// edges (``RootSafeArea/screenPins(_:parents:)``), after its modifiers (a constant's
    /// padding inside it), and the root view's id on a background that ignores the safe area,
    /// since the root view is the window's size while SwiftUI's root lies inside the safe area.
    static func ignoringSafeArea(_ root: ViewNode, _ pins: [String: EdgeSet], _ safeArea: RootSafeArea) -> ViewNode {
        var result = root
        // The root's id first: a pinned view whose node is the root's gets its modifier after it.
        moveRootID(&result, safeArea.root)
        markIgnoringSafeArea(&result, pins)
        liftIgnoringToStacks(&result)
        return result
    }

    /// The ignoring of a stack's first child's leading (an `HStack`'s) or top (a `VStack`'s)
    /// edge and its last child's trailing or bottom edge moved onto the stack, after its
    /// modifiers: those edges are the stack's, and a child padded inside the stack (a row 20
    /// from the root's edges) never reaches the safe area's edge, so SwiftUI would not let it
    /// past the insets, where UIKit places it 20 from the screen's edge.
    private static func liftIgnoringToStacks(_ node: inout ViewNode) {
        for index in node.children.indices { liftIgnoringToStacks(&node.children[index]) }
        let ends: (start: EdgeSet, end: EdgeSet)
        switch node.kind {
        case .hStack: ends = (.leading, .trailing)
        case .vStack: ends = (.top, .bottom)
        default: return
        }
        guard !node.children.isEmpty else { return }
        var lifted: EdgeSet = []
        if takeIgnoring(ends.start, from: &node.children[0]) { lifted.formUnion(ends.start) }
        if takeIgnoring(ends.end, from: &node.children[node.children.count - 1]) { lifted.formUnion(ends.end) }
        lifted.formUnion(liftIgnoringFromSplitAnchor(&node))  // `+SplitAnchors`
        guard !lifted.isEmpty else { return }
        if let last = node.modifiers.indices.last, node.modifiers[last].id == nil,
            case .ignoresSafeArea(.all, let edges) = node.modifiers[last].modifier
        {
            node.modifiers[last] = ModifierNode(.ignoresSafeArea(.all, edges: edges.union(lifted)))
        } else {
            node.modifiers.append(ModifierNode(.ignoresSafeArea(.all, edges: lifted)))
        }
    }

    /// Whether `node`'s last modifier ignores the safe area on `edge`; the edge taken off it
    /// (the modifier with it when no edge is left).
    static func takeIgnoring(_ edge: EdgeSet, from node: inout ViewNode) -> Bool {
        guard let last = node.modifiers.indices.last, node.modifiers[last].id == nil,
            case .ignoresSafeArea(.all, var edges) = node.modifiers[last].modifier, edges.isSuperset(of: edge)
        else { return false }
        edges.subtract(edge)
        if edges.isEmpty {
            node.modifiers.removeLast()
        } else {
            node.modifiers[last] = ModifierNode(.ignoresSafeArea(.all, edges: edges))
        }
        return true
    }

    /// Appends `.ignoresSafeArea(edges:)` to the node carrying each pinned view's id.
    private static func markIgnoringSafeArea(_ node: inout ViewNode, _ pins: [String: EdgeSet]) {
        let ids = [node.id].compactMap { $0 } + node.modifiers.compactMap(\.id)
        if let edges = ids.compactMap({ pins[$0] }).first {
            node.modifiers.append(ModifierNode(.ignoresSafeArea(.all, edges: edges)))
        }
        for index in node.children.indices { markIgnoringSafeArea(&node.children[index], pins) }
    }

    /// The root view's id taken off SwiftUI's root (the safe area's size) and put on a
    /// background that fills it and ignores the safe area (the window's size), when the id is
    /// the root node's outermost but for frames that fill the proposal and ignored safe-area
    /// edges (which leave the root's size the safe area's, or reach past it).
    private static func moveRootID(_ node: inout ViewNode, _ rootID: String) {
        let carrier = node.modifiers.lastIndex { $0.id == rootID }
        let outer = node.modifiers[(carrier.map { $0 + 1 } ?? 0)...]
        guard outer.allSatisfy({ $0.id == nil && keepsTheRootsSize($0.modifier) }) else { return }
        if let carrier {
            node.modifiers[carrier].id = nil
        } else if node.id == rootID {
            node.id = nil
        } else {
            return
        }
        let background = ViewNode(
            .shape(.color), id: rootID, modifiers: [ModifierNode(.ignoresSafeArea(.all, edges: .all))])
        node.modifiers.append(ModifierNode(.background(SecondaryView(background))))
    }

    /// Whether `modifier`, outside the node carrying the root's id, keeps that node's size or
    /// grows it to the proposal: a frame with no limit but an infinite maximum (it is the
    /// larger of its child and the proposal), or `.ignoresSafeArea`.
    private static func keepsTheRootsSize(_ modifier: Modifier) -> Bool {
        switch modifier {
        case .ignoresSafeArea: return true
        case .flexibleFrame(let frame):
            return onlyGrows(frame.horizontal) && onlyGrows(frame.vertical)
        default: return false
        }
    }

    /// Whether a frame's `limits` on one axis can only make it larger than its child: no
    /// minimum or ideal, and no maximum or an infinite one.
    private static func onlyGrows(_ limits: FrameLimits) -> Bool {
        guard limits.min == nil, limits.ideal == nil else { return false }
        guard let maximum = limits.max else { return true }
        return maximum == .infinity
    }
}
