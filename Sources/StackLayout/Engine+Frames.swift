import LayoutCore

/// Fixed and flexible frames (SEMANTICS §A "Frames").
extension StackLayoutEngine {
    // MARK: Fixed `.frame(width:height:alignment:)`

    /// A given dimension is the frame's size whatever the child says; the child is proposed
    /// that dimension (the other passes through). With both given the child is not asked.
    mutating func fixedFrameSize(_ node: Int32, _ proposal: Proposal) -> Size {
        let frame = graph.fixedFrames[Int(graph.nodes[Int(node)].payload)]
        if !frame.width.isUnspecified && !frame.height.isUnspecified {
            return Size(width: frame.width, height: frame.height)
        }
        let child = childSize(graph.child(of: node), Self.childProposal(frame, proposal))
        return Size(width: frame.width.specified(or: child.width), height: frame.height.specified(or: child.height))
    }

    /// Aligns the child inside the frame (default centre); the child may be larger.
    mutating func placeInFixedFrame(_ node: Int32, _ proposal: Proposal, at origin: Point, size: Size) {
        let frame = graph.fixedFrames[Int(graph.nodes[Int(node)].payload)]
        let child = graph.child(of: node)
        let childProposal = Self.childProposal(frame, proposal)
        let childSize = self.childSize(child, childProposal)
        placeChild(
            child, childProposal, at: origin.moved(by: frame.guides.offset(of: childSize, in: size)), size: childSize)
    }

    @inline(__always) static func childProposal(_ frame: FixedFrameParameters, _ proposal: Proposal) -> Proposal {
        Proposal(width: frame.width.specified(or: proposal.width), height: frame.height.specified(or: proposal.height))
    }

    // MARK: Flexible `.frame(min…, ideal…, max…)`

    /// The formulation that matches the recordings (SEMANTICS §A, OpenSwiftUI
    /// `_FlexFrameLayout`), per axis: a concrete proposal with both min and max given is
    /// clamped without asking the child; a nil proposal with an ideal is the ideal;
    /// otherwise the size follows from the child's answer (`lengthFromChild`).
    mutating func flexibleFrameSize(_ node: Int32, _ proposal: Proposal) -> Size {
        let frame = graph.flexibleFrames[Int(graph.nodes[Int(node)].payload)]
        let width = Self.lengthWithoutChild(frame.horizontal, proposal.width)
        let height = Self.lengthWithoutChild(frame.vertical, proposal.height)
        if let width, let height { return Size(width: width, height: height) }
        let childProposal = Self.childProposal(frame, proposal)
        let child = childSize(graph.child(of: node), childProposal)
        return Size(
            width: width ?? Self.lengthFromChild(frame.horizontal, childProposal.width, child.width),
            height: height ?? Self.lengthFromChild(frame.vertical, childProposal.height, child.height))
    }

    /// Aligns the child inside the frame, proposing `placementProposal` on each axis (the
    /// rule-7 choice documented on `StackLayoutEngine`). When that would hide an overflow
    /// (`diagnoseOverflowUnderMeasurement`), the child's overflow is diagnosed as without
    /// the frame.
    mutating func placeInFlexibleFrame(_ node: Int32, _ proposal: Proposal, at origin: Point, size: Size) {
        let frame = graph.flexibleFrames[Int(graph.nodes[Int(node)].payload)]
        let child = graph.child(of: node)
        var childProposal = Proposal(
            width: Self.placementProposal(frame.horizontal, proposal.width, size.width),
            height: Self.placementProposal(frame.vertical, proposal.height, size.height))
        let measuring = Self.childProposal(frame, proposal)
        let hides = Self.hidesOverflow(measuring, placing: childProposal, size: size)
        if hides && isDiagnosingOverflow {
            // Inside a placement made for diagnostics only: what the child was offered is
            // all that matters (and one placement per level keeps nested frames linear).
            childProposal = measuring
        }
        let hidden =
            hides && !isDiagnosingOverflow
            ? diagnoseOverflowUnderMeasurement(child, measuring, frame, origin, size) : []
        let childSize = self.childSize(child, childProposal)
        let reported = overflows.count
        placeChild(
            child, childProposal, at: origin.moved(by: frame.guides.offset(of: childSize, in: size)), size: childSize)
        if !hidden.isEmpty {
            // A stack overflowing under both proposals is reported once, as under the measuring one.
            let fresh = overflows[reported...].filter { d in
                !hidden.contains { $0.views == d.views && $0.axis == d.axis }
            }
            overflows.replaceSubrange(reported..., with: fresh)
        }
    }

    /// Whether placing with `placing` instead of `measuring` may hide an overflow: on some
    /// axis the frame is longer than what it offered its child (so the child took more, its
    /// length coming through the frame) and the placement proposal differs from that offer.
    @inline(__always) static func hidesOverflow(_ measuring: Proposal, placing: Proposal, size: Size) -> Bool {
        [Axis.horizontal, .vertical].contains { axis in
            !measuring[axis].isUnspecified && measuring[axis] != placing[axis] && size[axis] > measuring[axis]
                && !Tolerance.equal(size[axis], measuring[axis])
        }
    }

    /// Overflow is diagnosed against what a view is offered (SEMANTICS §A; `reportOverflow`).
    /// A flexible frame whose length comes from its child re-proposes that length when
    /// placing, so a stack it contains that overflowed the frame's offer would fit the
    /// re-proposal and say nothing. The child is therefore first placed under the measuring
    /// proposal, for its diagnostics only (the placement that follows writes the frames): the
    /// same `overflow` diagnostics as the same child without the frame. Returns them (already
    /// recorded).
    private mutating func diagnoseOverflowUnderMeasurement(
        _ child: Int32, _ measuring: Proposal, _ frame: FlexibleFrameParameters, _ origin: Point, _ size: Size
    ) -> [Diagnostic] {
        let measured = childSize(child, measuring)
        let reported = overflows.count
        isDiagnosingOverflow = true
        placeChild(child, measuring, at: origin.moved(by: frame.guides.offset(of: measured, in: size)), size: measured)
        isDiagnosingOverflow = false
        return Array(overflows[reported...])
    }

    /// The frame's length when the child need not be asked: clamp(proposal, min, max) when
    /// the proposal is concrete and both limits are given (normalisation made min ≤ max);
    /// the ideal when the proposal is nil; otherwise nil.
    @inline(__always) static func lengthWithoutChild(_ limits: FrameAxisLimits, _ proposed: Double) -> Double? {
        if proposed.isUnspecified { return limits.ideal.isUnspecified ? nil : limits.ideal }
        guard limits.hasMin && limits.hasMax else { return nil }
        return Swift.min(Swift.max(proposed, limits.min), limits.max)
    }

    /// The child's proposal: the frame's proposal clamped to [min, max], nil replaced by
    /// the ideal (nil stays nil without one).
    @inline(__always) static func childProposal(_ frame: FlexibleFrameParameters, _ proposal: Proposal) -> Proposal {
        Proposal(
            width: childLength(frame.horizontal, proposal.width),
            height: childLength(frame.vertical, proposal.height))
    }

    @inline(__always) static func childLength(_ limits: FrameAxisLimits, _ proposed: Double) -> Double {
        let length = proposed.specified(or: limits.ideal)
        if length.isUnspecified { return length }
        return Swift.min(Swift.max(length, limits.min), limits.max)
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

    /// What a flexible frame proposes to its child when placing, on one axis: its own
    /// length `size`, except nil when it has no ideal, its own proposal was nil and `size`
    /// lies strictly between min and max (the child then keeps its ideal length).
    @inline(__always) static func placementProposal(_ limits: FrameAxisLimits, _ proposed: Double, _ size: Double)
        -> Double
    {
        if limits.ideal.isUnspecified, proposed.isUnspecified, limits.min < size, size < limits.max {
            return Proposal.unspecified
        }
        return size
    }
}
