import LayoutCore

/// Views placed from a sibling centred in their container (RxSwift's Numbers: three fields,
/// a separator and a result label aligned on the trailing edge of a field of constant width
/// centred on the screen, a "+" label beside that field, centred on it).
///
/// Across a chain, a view whose edge is tied to a sibling's edge (directly, or through
/// siblings tied edge to edge or of constant length) that ends at a sibling centred in the
/// container with a constant length has a constant offset from the container's centre:
/// `field.trailing == centred.trailing` with `centred.width == 97`, `field.width == 97`
/// puts the field's centre on the container's; a separator 116 wide on the same trailing
/// edge has its centre 9.5 before it. Placed as a centred view is, padded on one side by
/// twice that offset (`.padding(.trailing, 19).frame(maxWidth: .infinity)`).
///
/// Along a chain hung from a centred member, the member may share its row with views centred
/// on it (the "+" label): the row's centre is the member's, so the chain still splits there
/// (`hungHalves`).
extension StackRecognizer {
    /// The offset of `view`'s centre from `container`'s centre along `axis` when its edges are
    /// placed only through siblings from one centred in `container` with a constant length,
    /// and its own length is a constant (or the band its edges make, `bandLength`); nil
    /// otherwise.
    func centreOffsetThroughCentredSibling(_ view: String, _ container: String, _ axis: Axis) -> Double? {
        let edges = edgesFromCentredSiblings(container, axis)[view] ?? [:]
        switch (edges[.start], edges[.end]) {
        case (let start?, let end?):
            // Its own constant length, or the band's, which `sizeFrames` writes (`bandLength`).
            guard let length = constantLength(view, axis) ?? bandLength(view, container, axis),
                abs(end - start - length) < 1e-9
            else { return nil }
            return (start + end) / 2
        case (let start?, nil): return constantLength(view, axis).map { start + $0 / 2 }
        case (nil, let end?): return constantLength(view, axis).map { end - $0 / 2 }
        case (nil, nil): return nil
        }
    }

    /// The length between `view`'s two edges when both follow from a centred sibling and
    /// nothing else sizes it along `axis` (a measured label tied at both ends to a separator
    /// of constant length: `result.leading == separator.leading`, `result.trailing ==
    /// separator.trailing`): its frame's length, as Auto Layout stretches the label to the band.
    func bandLength(_ view: String, _ container: String, _ axis: Axis) -> Double? {
        let f = facts.of(view, axis)
        // Tied at both edges itself (not the centred sibling, whose length is its content's).
        guard f.start != nil, f.end != nil, f.center == nil, f.fixed == nil, f.minimum == nil, f.maximum == nil,
            f.proportional == nil, f.aspect == nil,
            f.soft == nil, pin(f.start, .start, in: container, axis) == nil,
            pin(f.end, .end, in: container, axis) == nil,
            let edges = edgesFromCentredSiblings(container, axis)[view], let start = edges[.start],
            let end = edges[.end], end >= start
        else { return nil }
        return end - start
    }

    /// Each edge of `container`'s children relative to its centre along `axis` that follows
    /// from its children centred in it with a constant length: through ties of one edge to
    /// another (`a.trailing == b.trailing + k`, required, either way round) and constant
    /// lengths (one edge and the length give the other), until nothing more follows.
    private func edgesFromCentredSiblings(_ container: String, _ axis: Axis) -> [String: [EdgeKind: Double]] {
        let siblings = children(of: container)
        var known: [String: [EdgeKind: Double]] = [:]
        for sibling in siblings {
            guard let centre = pin(facts.of(sibling, axis).center, .center, in: container, axis),
                let length = constantLength(sibling, axis)
            else { continue }
            known[sibling] = [.start: centre.constant - length / 2, .end: centre.constant + length / 2]
        }
        guard !known.isEmpty else { return [:] }
        for _ in 0..<siblings.count {
            var changed = false
            func learn(_ view: String, _ edge: EdgeKind, _ value: Double) {
                guard known[view]?[edge] == nil else { return }
                known[view, default: [:]][edge] = value
                changed = true
            }
            for view in siblings {
                let f = facts.of(view, axis)
                for (edge, link) in [(EdgeKind.start, f.start), (.end, f.end)] {
                    guard let link, link.relation == .equal, link.edge != .center, siblings.contains(link.item)
                    else { continue }
                    if let there = known[link.item]?[link.edge] { learn(view, edge, there + link.constant) }
                    if let here = known[view]?[edge] { learn(link.item, link.edge, here - link.constant) }
                }
                guard let length = constantLength(view, axis) else { continue }
                if let start = known[view]?[.start] { learn(view, .end, start + length) }
                if let end = known[view]?[.end] { learn(view, .start, end - length) }
            }
            if !changed { break }
        }
        return known
    }

    /// Whether `members` (a row of the chain) is `anchor` alone or `anchor` with views centred
    /// on it along `axis` (required, no constant): the row's centre is then the anchor's.
    func isCentredRow(_ members: [String], on anchor: String, _ axis: Axis) -> Bool {
        members.contains(anchor)
            && members.allSatisfy { member in
                guard member != anchor else { return true }
                guard let centre = facts.of(member, axis).center else { return false }
                return centre.item == anchor && centre.edge == .center && centre.relation == .equal
                    && centre.constant == 0
            }
    }
}
