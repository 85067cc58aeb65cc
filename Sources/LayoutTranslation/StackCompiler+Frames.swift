import LayoutCore

/// Flexible frames (SEMANTICS §A "Frames", the formulation that matches the recordings).
extension StackCompiler {
    /// The frame's length per the stack engine's `flexibleFrameSize`, then its child placed
    /// with the engine's placement proposal (its own length, or nil when it has no ideal, its
    /// own proposal was nil and the length lies strictly between min and max).
    func flexibleFrameSize(
        _ layer: Layer, _ frame: FlexibleFrame, _ axis: Axis, _ proposal: LinearExpression?, _ view: String?
    ) -> LinearExpression {
        let given = frame[axis]
        let limits = given.isConsistent ? given : given.normalized
        let lo = limits.min ?? -.infinity
        let hi = limits.max ?? .infinity
        let childProposal: LinearExpression?
        if let proposal {
            childProposal = clamp(proposal, lo, hi, axis)
        } else if let ideal = limits.ideal {
            childProposal = LinearExpression(Swift.min(Swift.max(ideal, lo), hi))
        } else {
            childProposal = nil
        }
        let size: LinearExpression
        if proposal == nil, let ideal = limits.ideal {
            size = LinearExpression(ideal)
        } else if proposal != nil, limits.min != nil, limits.max != nil, let childProposal {
            size = childProposal
        } else {
            let child = compile(layer.inner, axis, childProposal, real: false).size
            size = lengthFromChild(limits, childProposal, child, axis)
        }
        guard let view else { return size }
        var placing: LinearExpression? = size
        if limits.ideal == nil, proposal == nil, size.isConstant, lo < size.constant, size.constant < hi {
            placing = nil
        }
        let child = compile(layer.inner, axis, placing, real: true)
        let fraction = frame.alignment.position(along: axis, in: 1)
        place(child, axis, at: Self.position(view, axis) + fraction * (size - child.size))
        return size
    }

    /// Both limits → clamp(c, min, max); min only → max(min(offered ?? ∞, c), min); max only
    /// → min(max(offered ?? −∞, c), max); neither → c.
    private func lengthFromChild(
        _ limits: FrameLimits, _ offered: LinearExpression?, _ child: LinearExpression, _ axis: Axis
    ) -> LinearExpression {
        switch (limits.min, limits.max) {
        case (let lo?, let hi?):
            return clamp(child, lo, hi, axis)
        case (let lo?, nil):
            let inner = offered.map { minimum([$0, child], axis) } ?? child
            return maximum([inner, LinearExpression(lo)], axis)
        case (nil, let hi?):
            let inner = offered.map { maximum([$0, child], axis) } ?? child
            return minimum([inner, LinearExpression(hi)], axis)
        case (nil, nil):
            return child
        }
    }
}
