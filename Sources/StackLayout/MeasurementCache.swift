import LayoutCore

/// The per-pass memo of container answers, (node, proposal) → size (SEMANTICS §A "Cost").
///
/// A stack probes each child at 0, ∞ and its share, and a parent probes the stack the same
/// way, so without memoisation nested stacks cost 3^depth. Each (node, proposal) pair is
/// computed at most once per pass here, which keeps a pass linear in the number of views.
///
/// Each container has one direct slot (`fronts`, indexed by `ViewGraph.containerIndex`) for
/// the first answer it gives in a pass, which is all most containers give: that answer is
/// found without hashing, and a container without one has no other either. Further answers
/// go to one open-addressing table for all containers rather than a fixed few entries per
/// node: a node of alternating HStack/VStack nesting already receives nine distinct
/// proposals in a pass, and a fixed-size per-node cache that evicts would thrash and bring
/// the exponential cost back. Entries are stamped with the pass's generation, so starting a
/// pass clears the slots and the table in O(1) without touching memory; the table only
/// reallocates when it grows, which stops after the first passes.
struct MeasurementCache: Sendable {
    /// One memoised answer. An entry whose generation is not the current one is empty.
    private struct Entry: Sendable {
        var generation: UInt32 = 0
        var node: Int32 = -1
        var key = ProposalKey(width: 0, height: 0)
        var size = Size.zero
    }

    /// Per container: its first answer of the pass.
    private var fronts: [Entry]
    private var entries: [Entry]
    private var mask: Int
    private var live = 0
    /// The current pass; entries of other passes are empty.
    private(set) var generation: UInt32 = 1
    /// Whether a container's direct slot still answers in later passes (the engine's
    /// `keepsLayouts`: answers are then a function of the node and the proposal alone).
    var keepsAnswers = false

    /// A table sized for `containers` cached nodes (about eight answers each at half load).
    init(containers: Int) {
        var capacity = 16
        while capacity < containers * 16 { capacity <<= 1 }
        entries = Array(repeating: Entry(), count: capacity)
        mask = capacity - 1
        fronts = Array(repeating: Entry(), count: containers)
    }

    /// Forgets every answer: O(1) (a generation bump), O(capacity) once every 2³² passes.
    mutating func beginPass() {
        live = 0
        if generation == .max {
            generation = 1
            for i in entries.indices { entries[i].generation = 0 }
            for i in fronts.indices { fronts[i].generation = 0 }
        } else {
            generation += 1
        }
    }

    /// The size `node` chose for `proposal` earlier in this pass, if any. `container` is the
    /// node's index among the containers, or −1 for a key without a direct slot. With
    /// `keepsAnswers`, a container's direct slot from an earlier pass answers too (it then
    /// becomes this pass's first answer).
    @inline(__always) mutating func lookup(_ node: Int32, _ proposal: Proposal, container: Int = -1) -> Size? {
        let key = ProposalKey(proposal)
        if container >= 0 {
            let front = fronts[container]
            if front.generation != generation {
                guard keepsAnswers, front.generation != 0, front.key == key else { return nil }
                fronts[container].generation = generation
                return front.size
            }
            if front.key == key { return front.size }
            if live == 0 { return nil }
        }
        var index = Self.hash(node, key) & mask
        while entries[index].generation == generation {
            if entries[index].node == node && entries[index].key == key { return entries[index].size }
            index = (index + 1) & mask
        }
        return nil
    }

    /// Records the size `node` chose for `proposal` in this pass (in its direct slot when it
    /// is the container's first answer).
    mutating func store(_ node: Int32, _ proposal: Proposal, _ size: Size, container: Int = -1) {
        if container >= 0 && fronts[container].generation != generation {
            fronts[container] = Entry(generation: generation, node: node, key: ProposalKey(proposal), size: size)
            return
        }
        if (live + 1) * 2 > entries.count { grow() }
        insert(Entry(generation: generation, node: node, key: ProposalKey(proposal), size: size))
        live += 1
    }

    private mutating func insert(_ entry: Entry) {
        var index = Self.hash(entry.node, entry.key) & mask
        while entries[index].generation == generation {
            if entries[index].node == entry.node && entries[index].key == entry.key {
                entries[index].size = entry.size
                return
            }
            index = (index + 1) & mask
        }
        entries[index] = entry
    }

    private mutating func grow() {
        let old = entries
        entries = Array(repeating: Entry(), count: old.count * 2)
        mask = entries.count - 1
        for entry in old where entry.generation == generation { insert(entry) }
    }

    /// Test hook: adds `delta` to every kept answer of the containers' direct slots, as a
    /// broken acceleration would (`StackReferenceCheckTests` shows `ReferenceCheck` catches it).
    mutating func perturbKeptAnswers(by delta: Double) {
        for i in fronts.indices where fronts[i].generation != 0 {
            fronts[i].size.width += delta
        }
    }

    @inline(__always) private static func hash(_ node: Int32, _ key: ProposalKey) -> Int {
        var h = UInt64(UInt32(bitPattern: node)) &* 0x9E37_79B9_7F4A_7C15
        h ^= key.width &* 0xC2B2_AE3D_27D4_EB4F
        h ^= (key.height ^ (h >> 29)) &* 0x1656_67B1_9E37_79F9
        h ^= h >> 32
        return Int(truncatingIfNeeded: h)
    }
}

/// A proposal as two bit patterns, compared exactly (a cache key, not a geometric
/// comparison: see `Tolerance` for those).
struct ProposalKey: Equatable, Sendable {
    var width: UInt64
    var height: UInt64

    /// The pattern of an unspecified length (a signalling NaN no arithmetic produces).
    static let unspecified: UInt64 = 0x7FF4_0000_0000_0001

    init(width: UInt64, height: UInt64) {
        self.width = width
        self.height = height
    }

    /// The key of one length; every NaN (unspecified) maps to the `unspecified` pattern.
    @inline(__always) static func bits(_ length: Double) -> UInt64 {
        length.isUnspecified ? unspecified : length.bitPattern
    }

    /// The key of `proposal`; every NaN (unspecified) maps to the one `unspecified` pattern.
    @inline(__always) init(_ proposal: Proposal) {
        width = proposal.width.isUnspecified ? Self.unspecified : proposal.width.bitPattern
        height = proposal.height.isUnspecified ? Self.unspecified : proposal.height.bitPattern
    }
}
