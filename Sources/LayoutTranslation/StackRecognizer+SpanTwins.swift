import LayoutCore

/// Views sharing a sibling's band across a chain: a row of buttons where one is pinned to the
/// container's top and bottom and every other is tied to it, directly or through one another,
/// by equal heights and equal centres (`m.height == s.height`, `m.centerY == s.centerY`, as
/// Eureka's WeekDaysCell ties its day buttons). Equal length and equal centre make the same
/// band, so each is placed as its pinned twin is: stretched across the container within the
/// twin's insets (`.frame(maxHeight: .infinity)`), and the equal lengths need no note.
extension StackRecognizer {
    /// The sibling of `view` in `container` pinned at both ends along `axis` (required
    /// equalities, directly or through aligned siblings) that `view` is tied to by equal
    /// lengths and by equal centres (multiplier 1, no constant, required; either way, through
    /// other siblings); nil otherwise, and for the pinned sibling itself.
    func spanTwin(of view: String, _ container: String, _ axis: Axis) -> String? {
        let siblings = children(of: container)
        guard siblings.contains(view) else { return nil }
        let lengths = tiedGroup(view, siblings, axis) { f in
            f.proportional.flatMap { $0.multiplier == 1 && $0.constant == 0 && $0.priority >= 1000 ? $0.item : nil }
        }
        let centres = tiedGroup(view, siblings, axis) { f in
            f.center.flatMap { $0.edge == .center && $0.relation == .equal && $0.constant == 0 ? $0.item : nil }
        }
        return siblings.first { twin in
            twin != view && lengths.contains(twin) && centres.contains(twin) && spanInsets(twin, container, axis) != nil
        }
    }

    /// Whether `view` is the twin some sibling shares its band with (`spanTwin(of:_:_:)`).
    func isSpanTwin(_ view: String, _ container: String, _ axis: Axis) -> Bool {
        spanInsets(view, container, axis) != nil
            && children(of: container).contains { spanTwin(of: $0, container, axis) == view }
    }

    /// The insets (start, end) of a view pinned at both ends of `container` along `axis`.
    func spanInsets(_ view: String, _ container: String, _ axis: Axis) -> (start: Double, end: Double)? {
        let f = facts.of(view, axis)
        guard let start = pin(f.start, .start, in: container, axis), let end = pin(f.end, .end, in: container, axis)
        else { return nil }
        return (start.constant, -end.constant)
    }

    /// `view` and the siblings linked to it by `link` (a sibling's tie to another), either way.
    private func tiedGroup(
        _ view: String, _ siblings: [String], _ axis: Axis, _ link: (AxisFacts) -> String?
    ) -> Set<String> {
        var group: Set<String> = [view]
        var grew = true
        while grew {
            grew = false
            for sibling in siblings {
                guard let other = link(facts.of(sibling, axis)), siblings.contains(other),
                    group.contains(sibling) != group.contains(other)
                else { continue }
                group.formUnion([sibling, other])
                grew = true
            }
        }
        return group
    }
}
