/// The graph's tables as the solve's hot paths read them (the seam, `Engine+Seam.swift`, and
/// the stack loops): without a bounds check. Every index read here comes from the graph
/// itself (a node's `first` and `payload`, a container's slot range), which the build step
/// makes consistent; an index out of range would be a bug of the build step, trapped by the
/// `assert` in debug builds (and by the whole test suite, which runs in them).
///
/// The reads are subscripts of the tables (`graph.nodes[unchecked: child]`), not methods of
/// `ViewGraph`: a method of the graph takes the whole graph value as `self`, and a debug build
/// copies that value (hundreds of bytes) into the calling frame at every call site, so the
/// solve's recursive functions would carry one copy per read (docs/ENGINES.md, "Stack depth").
/// A table is one reference: reading through it copies nothing.
extension Array {
    /// `self[index]`, asserted in range.
    @inline(always) subscript(unchecked index: Int) -> Element {
        assert(indices.contains(index), "graph table index out of range")
        return withUnsafeBufferPointer { $0[index] }
    }

    /// `self[Int(index)]`, asserted in range (an index stored in the graph as an `Int32`).
    @inline(always) subscript(unchecked index: Int32) -> Element {
        self[unchecked: Int(index)]
    }
}

extension Node {
    /// A container's child slots, as a range of `ViewGraph.slots`.
    @inline(__always) var slotRange: Range<Int> {
        Int(first)..<Int(first) + Int(count)
    }
}
