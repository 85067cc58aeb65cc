import LayoutCore

/// The fast path of a stack whose every child is a flexible frame directly around a shape
/// (`StackParameters.childrenAreFramedShapes`: rows of `Color.frame(minHeight:…maxHeight:)`,
/// the benchmarks' chain). The rules are `probeFlexibility`, `distributeByPriority`,
/// `unionOfChildren` and `placeStack`'s; only the frames' and the shapes' answers
/// (`flexibleFrameSize`, `placeInFlexibleFrame`, a shape's proposal-or-10) are computed
/// inline, one axis at a time (`framedShapeLength`), instead of through calls per child.
/// Results, measurement counts and frames are the same (`FramedShapesTests`); a tracing
/// pass takes the general path (it records every call).
extension StackLayoutEngine {
    /// `probeFlexibility` for framed shapes: each frame's length along `axis` proposed 0 and ∞.
    mutating func probeFramedShapes(_ slots: Range<Int>, _ axis: Axis, _ minor: Double) {
        let scratch = buffers.slots
        let measurements = buffers.measurements
        let measured = withFramedShapes { tables in
            var measured = 0
            for slot in slots {
                let (frameNode, shape, frame) = tables[slot]
                let limits = frame[axis]
                let min = Self.framedShapeLength(limits, 0)
                let max = Self.framedShapeLength(limits, .infinity)
                scratch[slot].min = min.length
                scratch[slot].flex = max.length == min.length ? 0 : max.length - min.length
                measurements[Int(frameNode)] &+= 2
                let shapeSizings: Int32 = (min.asksShape ? 1 : 0) + (max.asksShape ? 1 : 0)
                measurements[Int(shape)] &+= shapeSizings
                measured &+= 2 &+ Int(shapeSizings)
            }
            return measured
        }
        measurementCount &+= measured
    }

    /// `distributeByPriority` for framed shapes. A frame's layout priority is 0, so the
    /// children form one priority group: each is offered max(available / children left, 0)
    /// in distribution order.
    mutating func distributeFramedShapes(_ slots: Range<Int>, available total: Double, _ axis: Axis, _ minor: Double) {
        let order = buffers.order
        let scratch = buffers.slots
        let measurements = buffers.measurements
        let measured = withFramedShapes { tables in
            var available = total
            var remaining = Double(slots.count)
            var measured = 0
            for index in slots {
                let slot = Int(order[index])
                let (frameNode, shape, frame) = tables[slot]
                let offer = Swift.max(available / remaining, 0)
                let major = Self.framedShapeLength(frame[axis], offer)
                let across = Self.framedShapeLength(frame[axis.other], minor)
                scratch[slot].offer = offer
                scratch[slot].size = Size(major: major.length, minor: across.length, along: axis)
                measurements[Int(frameNode)] &+= 1
                if major.asksShape || across.asksShape {
                    measurements[Int(shape)] &+= 1
                    measured &+= 2
                } else {
                    measured &+= 1
                }
                if available.isFinite { available -= major.length }
                remaining -= 1
            }
            return measured
        }
        measurementCount &+= measured
    }

    /// `placeStack`'s loop for framed shapes: each frame at its slot's position, proposed
    /// its offer; each shape aligned in its frame, proposed `placementProposal`.
    mutating func placeFramedShapes(
        _ slots: Range<Int>, _ axis: Axis, placingMinor: Double, at origin: Point, guideOffset: Double
    ) {
        let scratch = buffers.slots
        let frames = buffers.frames
        let measurements = buffers.measurements
        let minorOrigin = origin.coordinate(along: axis.other)
        graph.gapBefore.withUnsafeBufferPointer { gaps in
            withFramedShapes { tables in
                var position = origin.coordinate(along: axis)
                for slot in slots {
                    position += gaps[slot]
                    let child = scratch[slot]
                    let size = child.size
                    let minor = minorOrigin + Guides.difference(guideOffset, child.guide)
                    let frameOrigin = Point.stackPoint(major: position, minor: minor, along: axis)
                    let proposal = Proposal(major: child.offer, minor: placingMinor, along: axis)
                    let (frameNode, shape, frame) = tables[slot]
                    frames[Int(frameNode)] = Rect(origin: frameOrigin, size: size)
                    let shapeSize = Size(
                        width: Self.placementProposal(frame.horizontal, proposal.width, size.width).specified(or: 10),
                        height: Self.placementProposal(frame.vertical, proposal.height, size.height).specified(or: 10))
                    measurements[Int(shape)] &+= 1
                    frames[Int(shape)] = Rect(
                        origin: frameOrigin.moved(by: frame.guides.offset(of: shapeSize, in: size)), size: shapeSize)
                    position += size[axis]
                }
            }
        }
        measurementCount &+= slots.count
    }

    /// A flexible frame's length on one axis around a shape, proposed `proposed` on that
    /// axis, and whether the shape is asked (`flexibleFrameSize` and `lengthThatFits` on one
    /// axis; the shape's answer is its proposal, or 10 for nil):
    /// - a concrete proposal: clamp(proposal, min, max), asking the shape unless both limits
    ///   are given (the shape's answer, the clamped proposal itself, is then the length
    ///   whichever limits are given: `lengthFromChild`);
    /// - nil with an ideal: the ideal, without asking;
    /// - nil without an ideal: the shape's 10, clamped.
    @inline(__always) static func framedShapeLength(_ limits: FrameAxisLimits, _ proposed: Double)
        -> (length: Double, asksShape: Bool)
    {
        if proposed.isUnspecified {
            if !limits.ideal.isUnspecified { return (limits.ideal, false) }
            return (Swift.min(Swift.max(10, limits.min), limits.max), true)
        }
        return (Swift.min(Swift.max(proposed, limits.min), limits.max), !(limits.hasMin && limits.hasMax))
    }

    /// Runs `body` with the frame node, the shape node and the frame's parameters of each
    /// slot at hand, read through buffer pointers (no bounds check or reload per child).
    @inline(__always) func withFramedShapes<Result>(_ body: (FramedShapeTables) -> Result) -> Result {
        graph.slots.withUnsafeBufferPointer { slots in
            graph.nodes.withUnsafeBufferPointer { nodes in
                graph.flexibleFrames.withUnsafeBufferPointer { frames in
                    body(FramedShapeTables(slots: slots, nodes: nodes, frames: frames))
                }
            }
        }
    }
}

/// The graph tables a framed-shapes loop reads, as buffer pointers valid inside
/// `StackLayoutEngine.withFramedShapes` only.
struct FramedShapeTables {
    let slots: UnsafeBufferPointer<Int32>
    let nodes: UnsafeBufferPointer<Node>
    let frames: UnsafeBufferPointer<FlexibleFrameParameters>

    /// The frame node in `slot`, the shape it wraps and the frame's parameters.
    @inline(__always) subscript(slot: Int) -> (frame: Int32, shape: Int32, parameters: FlexibleFrameParameters) {
        let frame = slots[slot]
        let node = nodes[Int(frame)]
        return (frame, node.first, frames[Int(node.payload)])
    }
}
