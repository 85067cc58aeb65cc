import LayoutCore

/// The checked seam (docs/ENGINES.md, "Checked seam"): with `ReferenceCheck` on
/// (`LAYOUTLAB_VERIFY=1`, or `ReferenceCheck.withChecking(true)` in a test), every answer an
/// acceleration gives instead of the rule — a `MeasurementCache` hit, a container's stamped
/// slots, a stack's kept probes and order, a kept placement — is computed once more by the
/// plain rule, and a disagreement (beyond `Tolerance.frame`) is reported with both answers
/// through `ReferenceCheck.disagreement`. The engine goes on with the accelerated answer, so a
/// checked pass lays out exactly as an unchecked one.
///
/// A reference answer is computed one level deep: the node's own rule runs again, its
/// children answered as usual (their own accelerations are checked where they are used). It
/// counts no measurements and records no trace.
extension StackLayoutEngine {
    /// Runs `body` as a reference computation: no counting, tracing, overflow report or
    /// nested check.
    mutating func asReference<Result>(_ body: (inout StackLayoutEngine) -> Result) -> Result {
        let counts = (cacheHitCount, probes.count, overflows.count)
        buffers.referenceMeasurements.update(from: buffers.measurements)
        checksReference = false
        let result = body(&self)
        checksReference = true
        buffers.measurements.update(from: buffers.referenceMeasurements)
        cacheHitCount = counts.0
        if probes.count > counts.1 { probes.removeSubrange(counts.1...) }
        if overflows.count > counts.2 { overflows.removeSubrange(counts.2...) }
        return result
    }

    /// A `MeasurementCache` hit checked against the node's sizing rule.
    @inline(never) mutating func checkedCacheHit(_ node: Int32, _ n: Node, _ proposal: Proposal, _ size: Size)
        -> Size
    {
        let reference = asReference { $0.computeSize(node, n, proposal) }
        if !Self.agree(size, reference) {
            report("the memoised size of \(describe(node)) under \(proposal)", size, reference)
        }
        return size
    }

    /// A flexible frame around a shape sized per axis at the seam (`childSize`) checked
    /// against the frame's sizing rule (`flexibleFrameSize(_:_:)`, the shape asked through
    /// `sizeThatFits`).
    @inline(never) mutating func checkFramedShape(_ node: Int32, _ n: Node, _ proposal: Proposal, _ size: Size) {
        let reference = asReference { $0.flexibleFrameSize(n, proposal) }
        if !Self.agree(size, reference) {
            report("the seam's size of \(describe(node)) (a frame around a shape) under \(proposal)", size, reference)
        }
    }

    /// A container's stamped slots checked against its sizing rule: the container's size and
    /// every child's answer.
    @inline(never) mutating func checkStamp(_ node: Int32, _ n: Node, _ proposal: Proposal, _ size: Size) {
        let slots = graph.nodes[Int(node)].slotRange
        let kept = slots.map { buffers.slots[$0] }
        let reference = asReference { engine in
            n.kind == .stack ? engine.distribute(node, proposal) : engine.zStackSize(node, proposal)
        }
        if !Self.agree(size, reference) {
            report("the stamped size of \(describe(node)) under \(proposal)", size, reference)
        }
        for (slot, scratch) in zip(slots, kept) where !Self.agree(scratch.size, buffers.slots[slot].size) {
            report(
                "the stamped answer of \(describe(graph.slots[slot])) in \(describe(node)) under \(proposal)",
                scratch.size, buffers.slots[slot].size)
        }
    }

    /// A stack's kept min/flexibility probes checked against probing again.
    @inline(never) mutating func checkKeptProbes(_ node: Int32, _ slots: Range<Int>, _ axis: Axis, _ minor: Double) {
        let kept = slots.map { (buffers.slots[$0].min, buffers.slots[$0].flex) }
        asReference { $0.probeFlexibility(slots, axis, minor) }
        for (slot, probe) in zip(slots, kept) {
            let reference = (buffers.slots[slot].min, buffers.slots[slot].flex)
            if !Self.agree(probe.0, reference.0) || !Self.agree(probe.1, reference.1) {
                ReferenceCheck.disagreement(
                    "the kept min/flexibility of \(describe(graph.slots[slot])) in \(describe(node))",
                    accelerated: "\(probe)", reference: "\(reference)")
            }
        }
    }

    /// A sorted distribution order checked against rule 3's order (`precedes`), pair by pair
    /// (a NaN key, which has no place in the order, is not reported).
    @inline(never) mutating func checkOrder(_ slots: Range<Int>) {
        let scratch = buffers.slots
        for index in slots.dropFirst() {
            let a = Int(buffers.order[index - 1])
            let b = Int(buffers.order[index])
            if Self.precedes(b, a, graph.slotPriorities, scratch) {
                ReferenceCheck.disagreement(
                    "the distribution order of slots \(slots)", accelerated: "slot \(a) before slot \(b)",
                    reference: "slot \(b) before slot \(a)")
            }
        }
    }

    /// A kept placement checked against placing the container again, its whole subtree
    /// without kept placements: every frame of the subtree.
    @inline(never) mutating func checkKeptPlacement(
        _ node: Int32, _ n: Node, _ proposal: Proposal, at origin: Point, size: Size
    ) {
        let subtree = graph.subtreeRange(of: node)
        let kept = subtree.map { buffers.frames[$0] }
        asReference { engine in
            engine.keepsPlacements = false
            engine.placeSubviews(node, n, proposal, at: origin, size: size)
            engine.keepsPlacements = true
        }
        for (index, frame) in zip(subtree, kept) where !Self.agree(frame, buffers.frames[index]) {
            ReferenceCheck.disagreement(
                "the kept frame of \(describe(Int32(index))) placed by \(describe(node))",
                accelerated: "\(frame)", reference: "\(buffers.frames[index])")
        }
    }

    private mutating func report(_ what: String, _ accelerated: Size, _ reference: Size) {
        ReferenceCheck.disagreement(what, accelerated: "\(accelerated)", reference: "\(reference)")
    }

    /// Node `node` for a message: its kind and the nearest id.
    private mutating func describe(_ node: Int32) -> String {
        "\(graph.nodes[Int(node)].kind) node \(node) (\(graph.nearestID(of: node).map { "\"\($0)\"" } ?? "no id"))"
    }

    /// Lengths agree within `Tolerance.frame`; two NaNs (an undefined ∞ − ∞) agree.
    @inline(__always) static func agree(_ a: Double, _ b: Double) -> Bool {
        Tolerance.equal(a, b) || (a.isNaN && b.isNaN)
    }

    static func agree(_ a: Size, _ b: Size) -> Bool {
        agree(a.width, b.width) && agree(a.height, b.height)
    }

    static func agree(_ a: Rect, _ b: Rect) -> Bool {
        agree(a.x, b.x) && agree(a.y, b.y) && agree(a.width, b.width) && agree(a.height, b.height)
    }
}
