import LayoutCore

/// The mutable memory of a solve, allocated once when the engine is built.
///
/// Plain buffers behind one reference: the hot loops write through pointers, with no
/// per-write uniqueness check (an `Array` in a struct pays one on every write) and no bounds
/// check in release builds (`assert` in debug builds). Value semantics are kept by
/// `StackLayoutEngine.layout(in:)`, which copies the buffers once per pass when two engine
/// values share them (copy-on-write at pass granularity).
final class SolveBuffers: @unchecked Sendable {
    /// The canvas frame of every node in the last pass.
    let frames: Buffer<Rect>
    /// The safe areas of the node being placed, outermost first: the window's (set by every
    /// `layout(in:)`, so a copy need not carry it), then one per enclosing `safeAreaInset` or
    /// `safeAreaPadding` layer (`Engine+SafeArea.swift`). Kept here, not in the engine, so
    /// the engine value stays small.
    var safeAreas: [SafeAreaRegion] = []
    /// The containers of container-relative frames, innermost last: the root proposal, then
    /// the proposals of the ScrollViews being sized or placed (`Engine+ContainerRelativeFrame`);
    /// reset by every `layout(in:)` that has such frames, so a copy need not carry it.
    var containerLengths: [Proposal] = []
    /// Per ScrollView (payload), the container its content was last measured in this pass.
    var lastContainers: [Int: Proposal] = [:]
    /// Per child slot: scratch a container writes while sizing its children.
    let slots: Buffer<SlotScratch>
    /// Per child slot: each stack's slots in distribution order (rule 3), kept from pass to
    /// pass so an unchanged order is only verified, not re-sorted.
    let order: Buffer<Int32>
    /// Per container (`ViewGraph.containerIndex`): which children's answers its slots hold
    /// (see `LayoutStamp`).
    let stamps: Buffer<LayoutStamp>
    /// Per node: sizings computed in the last pass.
    let measurements: Buffer<Int32>
    /// A copy of `measurements` taken before a reference answer is computed and put back
    /// after it (`ReferenceCheck`), so checking counts nothing.
    let referenceMeasurements: Buffer<Int32>
    /// Per container: a stack's minor-proposal key its slots' min/flex and `order` were last
    /// probed and sorted for (`ProbeStamp.none` before the first probe), kept across passes.
    let probes: Buffer<UInt64>
    /// Per container: the placement whose frames its subtree holds (`PlacementRecord`), kept
    /// across passes.
    let placements: Buffer<PlacementRecord>
    #if DEBUG
        /// Test hook (debug builds only): added to the width the seam's framed-shape fast path
        /// answers, as a broken fast path would (`StackReferenceCheckTests`).
        var framedShapeFaultForTesting = 0.0
        /// Stack probe (debug builds only): the address of a local of `layout(in:)`, and the
        /// lowest address of a local of `sizeThatFits` or `place` reached since, so a test
        /// can bound the stack a pass takes per level of nesting (`StackDepthTests`).
        var stackTop: UInt = 0
        var deepestStack: UInt = .max

        /// Records the stack depth of the calling frame (a local of this one).
        @inline(never) func noteStackDepth() {
            var marker: UInt8 = 0
            let address = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
            if address < deepestStack { deepestStack = address }
        }

        /// Starts a pass's stack probe at the calling frame.
        @inline(never) func startStackProbe() {
            var marker: UInt8 = 0
            stackTop = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
            deepestStack = stackTop
        }

        /// The bytes of stack the last pass took below `layout(in:)`.
        var stackBytesUsed: Int { Int(stackTop - deepestStack) }
    #endif

    init(nodeCount: Int, slotCount: Int, containerCount: Int) {
        frames = Buffer(count: nodeCount, repeating: .zero)
        slots = Buffer(count: slotCount, repeating: SlotScratch())
        order = Buffer(count: slotCount, repeating: 0)
        for slot in 0..<slotCount { order[slot] = Int32(slot) }
        stamps = Buffer(count: containerCount, repeating: LayoutStamp())
        measurements = Buffer(count: nodeCount, repeating: 0)
        referenceMeasurements = Buffer(count: nodeCount, repeating: 0)
        probes = Buffer(count: containerCount, repeating: ProbeStamp.none)
        placements = Buffer(count: containerCount, repeating: PlacementRecord.none)
    }

    private init(copying other: SolveBuffers) {
        frames = Buffer(copying: other.frames)
        slots = Buffer(copying: other.slots)
        order = Buffer(copying: other.order)
        stamps = Buffer(copying: other.stamps)
        measurements = Buffer(copying: other.measurements)
        referenceMeasurements = Buffer(copying: other.referenceMeasurements)
        probes = Buffer(copying: other.probes)
        placements = Buffer(copying: other.placements)
    }

    /// Counts one computed sizing of `node` (the per-node counts `measurementCount` sums).
    @inline(always) func count(_ node: Int32) {
        measurements[Int(node)] &+= 1
    }

    /// An independent copy (for an engine value that shares its buffers with another).
    func copy() -> SolveBuffers { SolveBuffers(copying: self) }

    deinit {
        frames.deallocate()
        slots.deallocate()
        order.deallocate()
        stamps.deallocate()
        measurements.deallocate()
        referenceMeasurements.deallocate()
        probes.deallocate()
        placements.deallocate()
    }
}

/// A fixed-size buffer of trivial values, owned (and freed) by `SolveBuffers`.
struct Buffer<Element>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Element>
    let count: Int

    init(count: Int, repeating value: Element) {
        self.count = count
        base = UnsafeMutablePointer<Element>.allocate(capacity: Swift.max(count, 1))
        base.initialize(repeating: value, count: count)
    }

    init(copying other: Buffer<Element>) {
        count = other.count
        base = UnsafeMutablePointer<Element>.allocate(capacity: Swift.max(count, 1))
        base.initialize(from: other.base, count: count)
    }

    @inline(__always) subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count, "buffer index out of range")
            return base[index]
        }
        nonmutating set {
            assert(index >= 0 && index < count, "buffer index out of range")
            base[index] = newValue
        }
    }

    /// Copies every element of `other` (of the same count) into this buffer.
    func update(from other: Buffer<Element>) {
        base.update(from: other.base, count: Swift.min(count, other.count))
    }

    /// The sum of the elements, as an `Int`.
    func sum() -> Int where Element == Int32 {
        UnsafeBufferPointer(start: base, count: count).reduce(0) { $0 + Int($1) }
    }

    /// Sets every element to `value`.
    func fill(with value: Element) {
        base.update(repeating: value, count: count)
    }

    func deallocate() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}

/// What a container wrote for one child while sizing it.
struct SlotScratch: Sendable {
    /// The child's min length along the stack's axis (proposed 0).
    var min = 0.0
    /// The child's max length minus its min (0 when both are infinite).
    var flex = 0.0
    /// The length offered along the stack's axis; NaN when the stack proposed nil (rule 2).
    var offer = Proposal.unspecified
    /// The size the child chose.
    var size = Size.zero
    /// The child's alignment guide from its leading/top edge: a stack's minor guide, a
    /// ZStack's horizontal one (explicit or default; `Engine+AlignmentGuides.swift`).
    var guide = 0.0
    /// A ZStack child's vertical guide from its top edge.
    var verticalGuide = 0.0
}

/// Which proposal a container's slots were last filled for, in which pass, and the size the
/// container chose then. Placing at that same proposal reuses the children's answers
/// instead of distributing again (nothing but the container itself writes its slots).
struct LayoutStamp: Sendable {
    var proposal = ProposalKey(width: 0, height: 0)
    var pass: UInt32 = 0
    var size = Size.zero
    /// A stack's minor guide from its minor start edge: the largest of its children's guides.
    var guideOffset = 0.0
}

/// The probe stamp of a stack that has not been probed (a NaN pattern `ProposalKey` never
/// produces: every NaN maps to `ProposalKey.unspecified`).
enum ProbeStamp {
    static let none: UInt64 = 0x7FF4_0000_0000_0002
}
