/// The graph's tables as the solve's hot paths read them (the seam, `Engine+Seam.swift`, and
/// the stack loops): without a bounds check. Every index read here comes from the graph
/// itself (a node's `first` and `payload`, a container's slot range), which the build step
/// makes consistent; an index out of range would be a bug of the build step, trapped by the
/// `assert` in debug builds (and by the whole test suite, which runs in them).
extension ViewGraph {
    /// `nodes[index]`.
    @inline(always) func node(_ index: Int32) -> Node {
        Self.read(nodes, Int(index))
    }

    /// `slots[index]`: the child node in a container's slot.
    @inline(always) func child(inSlot index: Int) -> Int32 {
        Self.read(slots, index)
    }

    /// `gapBefore[slot]`.
    @inline(always) func gap(beforeSlot slot: Int) -> Double {
        Self.read(gapBefore, slot)
    }

    /// `slotPriorities[slot]`.
    @inline(always) func priority(ofSlot slot: Int) -> Double {
        Self.read(slotPriorities, slot)
    }

    /// The parameters of flexible frame node `n` (`flexibleFrames[n.payload]`).
    @inline(always) func flexibleFrame(_ n: Node) -> FlexibleFrameParameters {
        Self.read(flexibleFrames, Int(n.payload))
    }

    /// The parameters of fixed frame node `n` (`fixedFrames[n.payload]`).
    @inline(always) func fixedFrame(_ n: Node) -> FixedFrameParameters {
        Self.read(fixedFrames, Int(n.payload))
    }

    /// `table[index]`, asserted in range.
    @inline(always) private static func read<Element>(_ table: [Element], _ index: Int) -> Element {
        assert(table.indices.contains(index), "graph table index out of range")
        return table.withUnsafeBufferPointer { $0[index] }
    }
}
