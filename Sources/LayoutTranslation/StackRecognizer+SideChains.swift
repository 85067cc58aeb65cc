import LayoutCore

/// Views beside a container's chain that hang from one another (see `StackRecognizer`).
extension StackRecognizer {
    /// The views of `others` (outside the container's chain) as the ZStack's layers beside
    /// the chain: each on its own, placed from the container's edges, except those linked to
    /// one another along `axis` (`dot.top == line.bottom + 3`, `dot.bottom == container.bottom
    /// − 3`: a short chain of their own, pinned at one end), which form their own stack, as
    /// the chain does (IQKeyboardManager SpecialCase.storyboard vKd-hd-wnE's two bars at the
    /// foot of its settings panel). Groups in the order of their first view.
    mutating func layersBeside(_ others: [String], _ container: String, _ axis: Axis) -> [ViewNode] {
        var nodes: [ViewNode] = []
        var done: Set<String> = []
        for view in others where !done.contains(view) {
            let group = sideChain(of: view, among: others, axis)
            if group.count > 1,
                head(group, container, axis) != nil || Self.first(ofChainEndingIn: group, container, axis, facts) != nil
            {
                done.formUnion(group)
                nodes.append(chain(group, container, axis))
            } else {
                done.insert(view)
                nodes.append(placed(view, in: container, across: [.horizontal, .vertical]))
            }
        }
        return nodes
    }

    /// `view` and the views of `others` linked to it, directly or through one another, by
    /// chain links along `axis` (`b.start == a.end + gap`), in `others`' order.
    private func sideChain(of view: String, among others: [String], _ axis: Axis) -> [String] {
        var group: Set<String> = [view]
        var changed = true
        while changed {
            changed = false
            for other in others where !group.contains(other) {
                let linked = group.contains { member in
                    Self.follows(other, member, axis, facts) || Self.follows(member, other, axis, facts)
                }
                if linked {
                    group.insert(other)
                    changed = true
                }
            }
        }
        return others.filter { group.contains($0) }
    }

    /// Whether `view`'s start is linked to `previous`'s end along `axis` (a chain link).
    private static func follows(_ view: String, _ previous: String, _ axis: Axis, _ facts: ConstraintFacts) -> Bool {
        guard let link = facts.of(view, axis).start else { return false }
        return link.item == previous && link.edge == .end
    }
}
