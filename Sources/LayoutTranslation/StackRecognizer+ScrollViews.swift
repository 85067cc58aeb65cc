import ConstraintLayout
import LayoutCore

/// Scroll views: a view with a content area (the IB importer's `<scroll view id>--content`
/// guide, its `contentLayoutGuide`, whose top-left corner is the scroll view's and whose size
/// is what the content's constraints give it) becomes a `ScrollView` whose content is laid out
/// in that area. Along an axis where the content is as long as the scroll view's frame
/// (`content.width == scrollView.width`, pinned to the area's both edges) it does not scroll:
/// SwiftUI proposes the ScrollView's width to its content, which fills it. Along the others
/// the content keeps its own length (the ScrollView proposes nil), starting at the top-leading
/// corner as UIKit's content at offset 0 does.
enum ScrollViews {
    /// Each scroll view of `spec` with its content area: a helper view (one of `guides`, or
    /// named `…--content` as the IB importer names it) with no subviews inside the scroll
    /// view, tied to it only by `area.left == scrollView.left` and `area.top ==
    /// scrollView.top` (a safe-area or margins guide is tied at all four edges). Keyed by
    /// scroll view.
    static func contentAreas(
        _ spec: ConstraintSpec, _ constraints: [LayoutConstraint], guides: Set<String>
    ) -> [String: String] {
        var parents: [String: String] = [:]
        for view in spec.views { parents[view.id] = view.parent }
        let hasChildren = Set(spec.views.map(\.parent) + spec.stackViews.map(\.parent))
        var ties: [String: Set<LayoutAttribute>] = [:]
        for constraint in constraints {
            let anchors = (constraint.first.terms + constraint.second.terms).map(\.anchor)
            for anchor in anchors {
                guard let scroll = parents[anchor.item], !hasChildren.contains(anchor.item),
                    guides.contains(anchor.item) || anchor.item.hasSuffix("--content"),
                    anchors.contains(where: { $0.item == scroll })
                else { continue }
                ties[anchor.item, default: []].insert(anchor.attribute)
            }
        }
        var areas: [String: String] = [:]
        for (area, attributes) in ties.sorted(by: { $0.key < $1.key }) where attributes == [.left, .top] {
            if let scroll = parents[area], areas[scroll] == nil { areas[scroll] = area }
        }
        return areas
    }

    /// `spec` as the recogniser reads it: the views inside each scroll view of `areas` moved
    /// into its content area, which they are laid out in (the constraint engine's spec is
    /// left alone).
    static func contentParented(_ spec: ConstraintSpec, _ areas: [String: String]) -> ConstraintSpec {
        var copy = spec
        for index in copy.views.indices {
            guard let area = areas[copy.views[index].parent], copy.views[index].id != area else { continue }
            copy.views[index].parent = area
        }
        for index in copy.stackViews.indices {
            guard let area = areas[copy.stackViews[index].parent] else { continue }
            copy.stackViews[index].parent = area
        }
        return copy
    }
}

extension ConstraintFacts {
    /// For each scroll view of `spec` (content-parented): a child of the content area as long
    /// as the scroll view along an axis (`content.width == scrollView.width`, or as an
    /// ancestor of the same length) is as long as the area there, which the ScrollView sizes
    /// to its frame along that axis (it does not scroll along it).
    mutating func bindToScrollFrames(_ spec: ConstraintSpec, _ areas: [String: String], parents: [String: String]) {
        for (scroll, area) in areas.sorted(by: { $0.key < $1.key }) {
            for child in spec.views.map(\.id) + spec.stackViews.map(\.id) where parents[child] == area {
                for axis in [Axis.horizontal, .vertical] {
                    let f = of(child, axis)
                    guard let p = f.proportional, p.multiplier == 1, p.constant == 0, p.priority >= 1000,
                        sameLength(p.item, scroll, axis, parents: parents)
                    else { continue }
                    facts[child]?[axis == .horizontal ? 0 : 1].proportional?.item = area
                }
            }
        }
    }

    /// Whether `a` and `b` have the same length along `axis`: the same view, or one pinned at
    /// both edges of the other's container chain without insets (a scroll view pinned to a
    /// safe area of no horizontal inset is as wide as the screen's view). Pinned to a screen's
    /// root (``ScreenRoot``), only a view spanning the screen is as long as the root view: one
    /// pinned to its safe area is shorter by the insets on a device that has them there.
    private func sameLength(_ a: String, _ b: String, _ axis: Axis, parents: [String: String]) -> Bool {
        var current = b
        for _ in 0..<8 {
            if current == a { return true }
            let f = of(current, axis)
            let container = parents[current] ?? ConstraintSpec.rootID
            guard let start = f.start, let end = f.end, start.item == container, end.item == container,
                start.edge == .start, end.edge == .end, start.relation == .equal, end.relation == .equal,
                start.constant == 0, end.constant == 0
            else { return false }
            if let screen = screenRoot, container == screen.root, !screen.spansScreen(current, axis) { return false }
            current = container
        }
        return false
    }
}

extension StackRecognizer {
    /// The content area of `view` when it is a scroll view with content, or nil (an empty
    /// scroll view is a plain view).
    func scrollContentArea(of view: String) -> String? {
        guard let area = scrollAreas[view], !children(of: area).isEmpty else { return nil }
        return area
    }

    /// `ScrollView(axes) { the content area's layout }`: it scrolls along the axes where no
    /// child of the area is as long as the frame (`bindToScrollFrames`); content as large as
    /// the frame both ways is laid out in the frame, without a ScrollView.
    mutating func scrollView(_ view: String, content area: String) -> ViewNode {
        let kids = children(of: area)
        let bound = [Axis.horizontal, .vertical].filter { axis in
            kids.contains { kid in
                facts.of(kid, axis).proportional.map { $0.item == area && $0.multiplier == 1 } ?? false
            }
        }
        let axes = [Axis.horizontal, .vertical].filter { !bound.contains($0) }
        // Content as large as the frame both ways never scrolls: the content alone.
        guard !axes.isEmpty else { return content(of: area) }
        scrollingAreas.formUnion(axes.map { Self.key(area, $0) })
        return ViewNode(
            .scrollView(ScrollViewSpec(axes: axes == [.vertical] ? nil : axes)), children: [content(of: area)])
    }

    /// Whether `container` is a content area whose ScrollView scrolls along `axis`: its
    /// length there is its content's (proposed nil), so nothing in it is stretched to fill it.
    func scrolls(_ container: String, _ axis: Axis) -> Bool {
        scrollingAreas.contains(Self.key(container, axis))
    }

    /// `size == m × item.size + c` as a proportion of the root when `item` is as long as the
    /// root less constants (pinned at both edges, up the container chain, to a view as long as
    /// the root: a scroll view inside a screen's safe area), for a GeometryReader expression
    /// (`text.height == 1.1 × scrollView.height` → `1.1 * geometry.size.height - 102.3`); else
    /// `proportion` unchanged.
    func rootRelative(
        _ proportion: (item: String, multiplier: Double, constant: Double, priority: Double)?, _ axis: Axis
    ) -> (item: String, multiplier: Double, constant: Double, priority: Double)? {
        guard var p = proportion, p.item != ConstraintSpec.rootID else { return proportion }
        var current = p.item
        var offset = 0.0  // current.length = root.length + offset at the end
        for _ in 0..<8 {
            let f = facts.of(current, axis)
            if let q = f.proportional, q.item == ConstraintSpec.rootID, q.multiplier == 1, q.priority >= 1000 {
                p.constant += p.multiplier * (offset + q.constant)
                p.item = ConstraintSpec.rootID
                return p
            }
            let container = spec.views.first { $0.id == current }?.parent ?? ConstraintSpec.rootID
            guard let start = f.start, let end = f.end, start.item == container, end.item == container,
                start.edge == .start, end.edge == .end, start.relation == .equal, end.relation == .equal
            else { return proportion }
            offset += end.constant - start.constant
            if container == ConstraintSpec.rootID {
                p.constant += p.multiplier * offset
                p.item = ConstraintSpec.rootID
                return p
            }
            current = container
        }
        return proportion
    }

    /// `size == m × scrollView.size + c` (required, unbounded) for a view in the content
    /// area `container` of that scroll view, as `.containerRelativeFrame(axis) { length, _ in
    /// length * m + c }`: the ScrollView is the container SwiftUI measures it against
    /// (`text.height == 1.1 × scrollView.height` → `length * 1.1`); else nil.
    func scrollRelativeFrame(_ f: AxisFacts, in container: String, _ axis: Axis) -> ContainerRelativeFrame? {
        guard let p = f.proportional, p.priority >= 1000, p.multiplier > 0, scrollAreas[p.item] == container,
            scrollContentArea(of: p.item) != nil, f.minimum == nil, f.maximum == nil, f.fixed == nil
        else { return nil }
        return ContainerRelativeFrame(
            horizontal: axis == .horizontal, vertical: axis == .vertical, multiplier: p.multiplier, constant: p.constant
        )
    }
}
