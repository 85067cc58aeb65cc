import LayoutCore

/// Rows of a chain: two siblings centred on each other across the chain (`title.centerY ==
/// toggle.centerY`), each kept at or after the container's start (`title.top >= content.top`,
/// the taller one at the start by a soft pin), chained along the other axis — a toggle's title
/// beside its switch. SwiftUI's `HStack` centres its children and is as tall as the taller, so
/// the pair becomes one item of the chain: `HStack(spacing: 0) { title; Spacer(minLength: 8);
/// toggle }` (see `StackRecognizer`).
extension StackRecognizer {
    /// The pair of `kids` forming such a row in a chain along `axis`, in `kids`' order, or nil.
    func centredRow(_ kids: [String], _ container: String, _ axis: Axis) -> [String]? {
        for kid in kids {
            guard let link = facts.of(kid, axis).center, link.edge == .center, link.relation == .equal,
                link.constant == 0, link.item != kid, kids.contains(link.item)
            else { continue }
            let row = kids.filter { $0 == kid || $0 == link.item }
            let starts = row.compactMap { member in
                facts.of(member, axis).start.flatMap {
                    $0.item == container && $0.edge == .start && $0.relation == .greaterThanOrEqual ? $0.constant : nil
                }
            }
            guard starts.count == 2, starts[0] == starts[1] else { continue }
            let chained = row.contains { member in
                facts.of(member, axis.other).start.map { $0.edge == .end && row.contains($0.item) } ?? false
            }
            if chained { return row }
        }
        return nil
    }

    /// The views of a horizontal chain whose first baselines are tied together
    /// (`detail.firstBaseline == title.firstBaseline`), every one of them labels, with the one
    /// placed vertically by its own pins (the anchor); nil unless the whole chain is so tied.
    /// The chain is then an `HStack(alignment: .firstTextBaseline)` placed by the anchor's
    /// pins, which holds when the anchor is the tallest above its baseline (verified).
    func baselineRow(_ kids: [String], _ container: String) -> (members: [String], anchor: String)? {
        guard kids.count > 1, kids.allSatisfy({ labelText($0) != nil }) else { return nil }
        let tied = Set(kids.compactMap { kid in firstBaselineSibling(of: kid).map { [kid, $0] } }.flatMap { $0 })
        guard Set(kids) == tied else { return nil }
        let anchors = kids.filter { kid in
            let f = facts.of(kid, .vertical)
            return firstBaselineSibling(of: kid) == nil && (f.start != nil || f.end != nil || f.center != nil)
        }
        guard anchors.count == 1 else { return nil }
        return (kids, anchors[0])
    }

    /// The row's stack across `axis`; its views are centred by it, not placed along `axis`.
    mutating func rowStack(_ row: [String], _ container: String, _ axis: Axis) -> ViewNode {
        centredInRow.formUnion(row.map { Self.key($0, axis) })
        return chain(row, container, axis.other)
    }
}
