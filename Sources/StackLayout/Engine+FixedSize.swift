import LayoutCore

/// `.fixedSize(h, v)` and `.layoutPriority(p)` (SEMANTICS §A "Frames"). `.layoutPriority`
/// needs no rule here: it passes proposal and placement through (`Engine+Driver.swift`) and
/// only changes the priority its enclosing stack reads (`ViewGraph.slotPriorities`).
extension StackLayoutEngine {
    /// `.fixedSize(h, v)`: nil proposed on the fixed axes, when sizing and when placing, so
    /// the child takes its ideal size there (and may overflow its parent).
    @inline(__always) static func fixing(_ proposal: Proposal, _ axes: FixedAxes) -> Proposal {
        Proposal(
            width: axes.horizontal ? Proposal.unspecified : proposal.width,
            height: axes.vertical ? Proposal.unspecified : proposal.height)
    }
}
