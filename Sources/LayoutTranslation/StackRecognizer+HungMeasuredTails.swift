import ConstraintLayout
import LayoutCore

/// A chain pinned to its container's end by a member before its last, the members after it
/// hung at fixed gaps with a measured label among them (`picker.bottom == cell.bottomMargin -
/// 84.5`, a label 35 below the picker, `migrate --measure-text`). The label's height moves
/// with its font and Dynamic Type, so the hung tail is no constant padding
/// (``hungTailEnd(_:_:_:_:)``); it hangs past the stack's end instead, as the constraints
/// hang it past the pin: the tail at its natural length in a frame of length 0 aligned at
/// its start (`.fixedSize(horizontal: false, vertical: true).frame(height: 0, alignment:
/// .top)`), the stack's end padding the pin's inset less the first gap
/// (`VStack(spacing: 35) { picker; label… }.padding(.bottom, 92.5 - 35)`).
extension StackRecognizer {
    /// The member of the chain `order` pinned to `container`'s end (directly or through a
    /// sibling) with the pin moved to the stack's end, its constant less the gap after it,
    /// when every member after it sits at an equal gap with a length of its own
    /// (``hangsByItsLength(_:_:)``), a measured label among them, and the inset left is not
    /// negative; else nil.
    func hungMeasuredTail(
        _ order: [String], _ gaps: [(constant: Double, relation: LayoutRelation)], _ container: String,
        _ axis: Axis
    ) -> (index: Int, link: AxisFacts.Link)? {
        guard order.count >= 2, gaps.count == order.count - 1 else { return nil }
        for index in stride(from: order.count - 2, through: 0, by: -1) {
            guard var link = pin(facts.of(order[index], axis).end, .end, in: container, axis) else { continue }
            let tail = order[(index + 1)...]
            guard gaps[index...].allSatisfy({ $0.relation == .equal }),
                tail.allSatisfy({ hangsByItsLength($0, axis) }),
                tail.contains(where: { id in spec.views.contains { $0.id == id && $0.text != nil } })
            else { return nil }
            link.constant += gaps[index].constant  // the end's constant is negative: the inset is −constant
            guard link.constant <= 0 else { return nil }
            return (index, link)
        }
        return nil
    }

    /// Whether `view` has a length of its own along `axis` and nothing else placing its end:
    /// a constant (``fixedLength(_:_:)``) or a label's measured text.
    func hangsByItsLength(_ view: String, _ axis: Axis) -> Bool {
        if fixedLength(view, axis) != nil { return true }
        let f = facts.of(view, axis)
        guard f.end == nil, f.center == nil, f.fixed == nil, f.minimum == nil, f.maximum == nil, f.soft == nil,
            f.proportional == nil, f.aspect == nil
        else { return false }
        return spec.views.first(where: { $0.id == view })?.text != nil
    }

    /// `items` with those after `index` (one view each) made a tail hung past the stack's
    /// end: their stack at its natural length in a frame of length 0 aligned at its start;
    /// the gaps after the first dropped into the tail's stack.
    func hangingPastEnd(
        _ items: [ViewNode], gaps: [(constant: Double, relation: LayoutRelation)], after index: Int, _ axis: Axis
    ) -> (items: [ViewNode], gaps: [(constant: Double, relation: LayoutRelation)]) {
        let tailItems = Array(items[(index + 1)...])
        var tail = tailItems.count == 1 ? tailItems[0] : stackOf(tailItems, gaps: Array(gaps[(index + 1)...]), axis)
        append(&tail, .fixedSize(horizontal: axis == .horizontal, vertical: axis == .vertical))
        append(
            &tail,
            .frame(
                axis == .vertical
                    ? FixedFrame(height: 0, alignment: .top) : FixedFrame(width: 0, alignment: .leading)))
        return (Array(items[...index]) + [tail], Array(gaps[...index]))
    }
}
