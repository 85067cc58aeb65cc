import LayoutCore

/// Flexible `.frame(min…, ideal…, max…, alignment:)` (SEMANTICS §A "Frames"), in the
/// formulation that matches the recordings (OpenSwiftUI `_FlexFrameLayout`), per axis; the
/// limits were normalised when the engine was built (`ViewGraph+Frames.swift`).
extension StackLayoutEngine {
    // MARK: The rule, per axis

    /// The child's proposal on one axis: the frame's proposal clamped to [min, max], nil
    /// replaced by the ideal (nil stays nil without one).
    @inline(__always) static func childLength(_ limits: FrameAxisLimits, _ proposed: Double) -> Double {
        let length = proposed.specified(or: limits.ideal)
        if length.isUnspecified { return length }
        return Swift.min(Swift.max(length, limits.min), limits.max)
    }

    /// The child's proposal (`childLength` on each axis).
    @inline(__always) static func childProposal(_ frame: FlexibleFrameParameters, _ proposal: Proposal) -> Proposal {
        Proposal(
            width: childLength(frame.horizontal, proposal.width),
            height: childLength(frame.vertical, proposal.height))
    }

    /// The frame's length when the child need not be asked: clamp(proposal, min, max) when
    /// the proposal is concrete and both limits are given; the ideal when the proposal is nil;
    /// otherwise nil (`lengthFromChild`).
    @inline(__always) static func lengthWithoutChild(_ limits: FrameAxisLimits, _ proposed: Double) -> Double? {
        if proposed.isUnspecified { return limits.ideal.isUnspecified ? nil : limits.ideal }
        guard limits.hasMin && limits.hasMax else { return nil }
        return Swift.min(Swift.max(proposed, limits.min), limits.max)
    }

    /// The frame's length from the child's length `child` under the child proposal
    /// `offered`: both limits → clamp(child, min, max); min only → max(min(offered ?? ∞,
    /// child), min); max only → min(max(offered ?? −∞, child), max); neither → child.
    @inline(__always) static func lengthFromChild(_ limits: FrameAxisLimits, _ offered: Double, _ child: Double)
        -> Double
    {
        switch (limits.hasMin, limits.hasMax) {
        case (true, true): return Swift.min(Swift.max(child, limits.min), limits.max)
        case (true, false): return Swift.max(Swift.min(offered.specified(or: .infinity), child), limits.min)
        case (false, true): return Swift.min(Swift.max(offered.specified(or: -.infinity), child), limits.max)
        case (false, false): return child
        }
    }

    /// What the frame proposes to its child when placing, on one axis: its own length
    /// `size`, except nil when it has no ideal, its own proposal was nil and `size` lies
    /// strictly between min and max (the child then keeps its ideal length; the rule-7 choice
    /// documented on `StackLayoutEngine`).
    @inline(__always) static func placementProposal(_ limits: FrameAxisLimits, _ proposed: Double, _ size: Double)
        -> Double
    {
        if proposed.isUnspecified, limits.ideal.isUnspecified, limits.min < size, size < limits.max {
            return Proposal.unspecified
        }
        return size
    }

    // MARK: Sizing and placing

    /// A flexible frame's size for `proposal`: `lengthWithoutChild` on each axis, the child
    /// asked (once, under `childProposal`; `child` gives its answer) only for an axis that
    /// needs it.
    @inline(always) static func flexibleFrameSize(
        _ frame: FlexibleFrameParameters, _ proposal: Proposal, child: (Proposal) -> Size
    ) -> Size {
        let width = lengthWithoutChild(frame.horizontal, proposal.width)
        let height = lengthWithoutChild(frame.vertical, proposal.height)
        if let width, let height { return Size(width: width, height: height) }
        let childProposal = childProposal(frame, proposal)
        let answer = child(childProposal)
        return Size(
            width: width ?? lengthFromChild(frame.horizontal, childProposal.width, answer.width),
            height: height ?? lengthFromChild(frame.vertical, childProposal.height, answer.height))
    }

    /// `flexibleFrameSize(frame, proposal, child:)[axis]`, the child asked (`child`) for that
    /// axis only.
    @inline(always) static func flexibleFrameLength(
        _ frame: FlexibleFrameParameters, _ proposal: Proposal, _ axis: Axis, child: (Proposal) -> Double
    ) -> Double {
        if let length = lengthWithoutChild(frame[axis], proposal[axis]) { return length }
        let childProposal = childProposal(frame, proposal)
        return lengthFromChild(frame[axis], childProposal[axis], child(childProposal))
    }

    /// What the frame proposes to its child when placing (`placementProposal` on each axis).
    @inline(__always) static func placingProposal(
        _ frame: FlexibleFrameParameters, _ proposal: Proposal, _ size: Size
    ) -> Proposal {
        Proposal(
            width: placementProposal(frame.horizontal, proposal.width, size.width),
            height: placementProposal(frame.vertical, proposal.height, size.height))
    }

    /// `sizeThatFits` of a flexible frame node `n` (`flexibleFrameSize(_:_:child:)`).
    @inline(always) mutating func flexibleFrameSize(_ n: Node, _ proposal: Proposal) -> Size {
        Self.flexibleFrameSize(graph.flexibleFrames[Int(n.payload)], proposal) { sizeThatFits(n.first, $0) }
    }

    /// `flexibleFrameSize(n, proposal)[axis]`, asking the child for that axis only.
    @inline(always) mutating func flexibleFrameLength(_ n: Node, _ proposal: Proposal, _ axis: Axis) -> Double {
        Self.flexibleFrameLength(graph.flexibleFrames[Int(n.payload)], proposal, axis) {
            lengthThatFits(n.first, $0, axis)
        }
    }

    /// Places the child of a flexible frame (`n`) sized `size` at `origin`, proposing
    /// `placementProposal` on each axis, aligned by the frame's alignment. When that would
    /// hide an overflow (`diagnoseOverflowUnderMeasurement`), the child's overflow is
    /// diagnosed as without the frame.
    mutating func placeInFlexibleFrame(_ n: Node, _ proposal: Proposal, at origin: Point, size: Size) {
        let frame = graph.flexibleFrames[Int(n.payload)]
        var childProposal = Self.placingProposal(frame, proposal, size)
        let measuring = Self.childProposal(frame, proposal)
        if Self.hidesOverflow(measuring, placing: childProposal, size: size) {
            if isDiagnosingOverflow {
                // Inside a placement made for diagnostics only: what the child was offered is
                // all that matters (and one placement per level keeps nested frames linear).
                childProposal = measuring
            } else {
                placeDiagnosingHiddenOverflow(n, frame, measuring, childProposal, at: origin, size: size)
                return
            }
        }
        let childSize = sizeThatFits(n.first, childProposal)
        place(
            n.first, childProposal, at: origin.moved(by: frame.guides.offset(of: childSize, in: size)), size: childSize)
    }

    /// Whether placing with `placing` instead of `measuring` may hide an overflow: on some
    /// axis the frame is longer than what it offered its child (so the child took more, its
    /// length coming through the frame) and the placement proposal differs from that offer.
    @inline(__always) static func hidesOverflow(_ measuring: Proposal, placing: Proposal, size: Size) -> Bool {
        hidesOverflow(measuring.width, placing.width, size.width)
            || hidesOverflow(measuring.height, placing.height, size.height)
    }

    /// `hidesOverflow` on one axis.
    @inline(__always) static func hidesOverflow(_ measuring: Double, _ placing: Double, _ size: Double) -> Bool {
        !measuring.isUnspecified && measuring != placing && size > measuring && !Tolerance.equal(size, measuring)
    }

    /// Overflow is diagnosed against what a view is offered (SEMANTICS §A; `reportOverflow`).
    /// A flexible frame whose length comes from its child re-proposes that length when
    /// placing, so a stack it contains that overflowed the frame's offer would fit the
    /// re-proposal and say nothing. The child is therefore first placed under the measuring
    /// proposal, for its diagnostics only, then placed for real (which writes the frames); a
    /// stack overflowing under both proposals is reported once, as under the measuring one.
    @inline(never) private mutating func placeDiagnosingHiddenOverflow(
        _ n: Node, _ frame: FlexibleFrameParameters, _ measuring: Proposal, _ placing: Proposal, at origin: Point,
        size: Size
    ) {
        let child = n.first
        let measured = sizeThatFits(child, measuring)
        var reported = overflows.count
        isDiagnosingOverflow = true
        place(child, measuring, at: origin.moved(by: frame.guides.offset(of: measured, in: size)), size: measured)
        isDiagnosingOverflow = false
        let hidden = Array(overflows[reported...])
        let childSize = sizeThatFits(child, placing)
        reported = overflows.count
        place(child, placing, at: origin.moved(by: frame.guides.offset(of: childSize, in: size)), size: childSize)
        if !hidden.isEmpty {
            let fresh = overflows[reported...].filter { d in
                !hidden.contains { $0.views == d.views && $0.axis == d.axis }
            }
            overflows.replaceSubrange(reported..., with: fresh)
        }
    }
}
