import ConstraintLayout
import LayoutCore

/// A chain pinned to its container's end by a member before its last (`picker.bottom ==
/// cell.bottomMargin - 84.5`, a label hung 35 below the picker, its bottom free): the members
/// after it hang below it at fixed gaps and lengths, so the chain's end lies that much after
/// the pinned member's, a constant inset from the container's end. SwiftUI spells it as a
/// person would: the stack's bottom padding is the pin's inset less the hung tail
/// (`VStack(spacing: 35) { picker; label }.padding(.bottom, 92.5 - 35 - 21)`).
extension StackRecognizer {
    /// The end pin of the chain `order` (single members, `gaps` between them) moved from the
    /// last member pinned to `container`'s end (directly or through a sibling, `pin`) to the
    /// chain's last member, when every member after it has a fixed length
    /// (``fixedLength(_:_:)``) at an equal gap and the inset left is not negative; else nil.
    func hungTailEnd(
        _ order: [String], _ gaps: [(constant: Double, relation: LayoutRelation)], _ container: String,
        _ axis: Axis
    ) -> (String, AxisFacts.Link)? {
        guard order.count >= 2, gaps.count == order.count - 1, let last = order.last else { return nil }
        for index in stride(from: order.count - 2, through: 0, by: -1) {
            guard var link = pin(facts.of(order[index], axis).end, .end, in: container, axis) else { continue }
            var tail = 0.0
            for next in (index + 1)..<order.count {
                guard gaps[next - 1].relation == .equal, let length = fixedLength(order[next], axis) else { return nil }
                tail += gaps[next - 1].constant + length
            }
            link.constant += tail  // the end's constant is negative: the inset is −constant
            guard link.constant <= 0 else { return nil }
            return (last, link)
        }
        return nil
    }

    /// The length of `view` along `axis` when nothing but a constant gives it: a required
    /// `size == k`, or its declared intrinsic length with no other size constraint (no bound,
    /// soft size, proportion or ratio), nor a pin of its end. Not a label's measured text: its
    /// height moves with its font and Dynamic Type, where the padding would stay.
    func fixedLength(_ view: String, _ axis: Axis) -> Double? {
        let f = facts.of(view, axis)
        guard f.end == nil, f.center == nil, f.minimum == nil, f.maximum == nil, f.soft == nil,
            f.proportional == nil, f.aspect == nil
        else { return nil }
        if let fixed = f.fixed { return fixed }
        guard let declared = spec.views.first(where: { $0.id == view }), declared.text == nil else { return nil }
        return axis == .horizontal ? declared.intrinsicWidth : declared.intrinsicHeight
    }
}
