import LayoutCore

/// Explicit alignment guides (SEMANTICS §A "Alignment guides"; SwiftUI's explicit-alignment
/// model): Text baselines and `.alignmentGuide` values, carried outwards through modifiers
/// (offset by where the modifier places its child) and containers (combined over the
/// children: `firstTextBaseline` the smallest, `lastTextBaseline` the largest, any other guide
/// the mean — SwiftUI's `_combineExplicit`). A subtree without any (`NodeInfo.explicitGuides` mask)
/// costs nothing: its guides are the defaults.
extension StackLayoutEngine {
    /// The value of `name` for `node` sized `size` under `proposal`: explicit when its
    /// subtree gives one, else the default (edges, centre; baselines of views without text
    /// are the bottom).
    mutating func guideValue(_ node: Int32, _ name: GuideName, _ proposal: Proposal, _ size: Size) -> Double {
        let value = explicitGuide(node, name, proposal, size)
        return value.isNaN ? name.defaultValue(in: size) : value
    }

    /// The explicit value of `name` for `node` sized `size` under `proposal`, NaN when none.
    ///
    /// A container's answer is memoised per (node, guide, proposal) in the pass's
    /// `MeasurementCache` (under a negative key), as its size is: a container answers a guide
    /// query by laying its children out again, and nested stacks asking each other would
    /// otherwise multiply that work per level.
    mutating func explicitGuide(_ node: Int32, _ name: GuideName, _ proposal: Proposal, _ size: Size) -> Double {
        guard graph.info[Int(node)].explicitGuides & name.bit != 0 else { return .nan }
        let kind = graph.nodes[Int(node)].kind
        guard kind == .stack || kind == .zStack || kind == .viewThatFits else {
            return computeExplicitGuide(node, name, proposal, size)
        }
        // Keys −2, −3, … never collide with node indices (≥ 0).
        let key = -(Int32(node) &* 8 &+ Int32(name.bit.trailingZeroBitCount)) - 2
        if let hit = cache.lookup(key, proposal) { return hit.width }
        let value = computeExplicitGuide(node, name, proposal, size)
        cache.store(key, proposal, Size(width: value, height: 0))
        return value
    }

    private mutating func computeExplicitGuide(_ node: Int32, _ name: GuideName, _ proposal: Proposal, _ size: Size)
        -> Double
    {
        let n = graph.nodes[Int(node)]
        switch n.kind {
        case .text:
            let text = graph.content.texts[Int(n.payload)]
            if text.font >= 0, name == .firstTextBaseline || name == .lastTextBaseline {
                let layout = fontTextLayout(text, width: proposal.width)
                return name == .firstTextBaseline ? layout.firstBaseline : layout.lastBaseline
            }
            if name == .firstTextBaseline { return text.ascent }
            if name != .lastTextBaseline { return .nan }
            return Double(textLines(text, width: proposal.width).lines - 1) * text.lineHeight + text.ascent
        case .image:
            // Only a symbol image has a baseline (`viewGuideMask`); first and last are one.
            let baseline = graph.images[Int(n.payload)].baseline
            return name == .firstTextBaseline || name == .lastTextBaseline ? baseline : .nan
        case .alignmentGuide:
            let spec = graph.content.alignmentGuides[Int(n.payload)]
            let child = graph.nodes[Int(node)].first
            guard spec.guide == name else { return explicitGuide(child, name, proposal, size) }
            if let constant = spec.value.constantValue { return constant }
            // The child's guides are gathered first, so the closure captures no `self`.
            var guides = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
            if spec.value.readsGuides {
                guides = (
                    guideValue(child, .leading, proposal, size), guideValue(child, .horizontalCenter, proposal, size),
                    guideValue(child, .trailing, proposal, size), guideValue(child, .top, proposal, size),
                    guideValue(child, .verticalCenter, proposal, size), guideValue(child, .bottom, proposal, size),
                    guideValue(child, .firstTextBaseline, proposal, size),
                    guideValue(child, .lastTextBaseline, proposal, size)
                )
            }
            let known = guides
            return spec.value.evaluate { variable in
                switch variable {
                case .width: return size.width
                case .height: return size.height
                case .guide(.leading): return known.0
                case .guide(.horizontalCenter): return known.1
                case .guide(.trailing): return known.2
                case .guide(.top): return known.3
                case .guide(.verticalCenter): return known.4
                case .guide(.bottom): return known.5
                case .guide(.firstTextBaseline): return known.6
                case .guide(.lastTextBaseline): return known.7
                case .geometryWidth, .geometryHeight, .geometrySafeAreaInset: return .nan
                }
            }
        case .layoutPriority, .offset, .secondary, .ignoresSafeArea:
            return explicitGuide(graph.nodes[Int(node)].first, name, proposal, size)
        case .fixedSize:
            return explicitGuide(
                graph.nodes[Int(node)].first, name, Self.fixing(proposal, graph.fixedAxes[Int(n.payload)]), size)
        case .aspectRatio:
            return explicitGuide(graph.nodes[Int(node)].first, name, aspectProposal(node, proposal), size)
        case .containerRelativeFrame:
            let guides = Guides(graph.content.containerRelativeFrames[Int(n.payload)].alignment)
            return guideThroughFrame(node, name, containerRelativeProposal(node, proposal).child, guides, size)
        case .padding:
            let insets = graph.paddings[Int(n.payload)]
            let childSize = Size(
                width: size.width - insets.total(along: .horizontal),
                height: size.height - insets.total(along: .vertical))
            let value = explicitGuide(graph.nodes[Int(node)].first, name, Self.inset(proposal, by: insets), childSize)
            return value + (name.axis == .horizontal ? insets.leading : insets.top)
        case .fixedFrame:
            let frame = graph.fixedFrames[Int(n.payload)]
            return guideThroughFrame(node, name, Self.childProposal(frame, proposal), frame.guides, size)
        case .flexibleFrame:
            // The child's answer to the sizing proposal, not the placing one: guide queries
            // happen while sizing, and placing proposals (the frame's own size) would add a
            // distinct proposal per level below (ENGINES.md).
            let frame = graph.flexibleFrames[Int(n.payload)]
            return guideThroughFrame(node, name, Self.childProposal(frame, proposal), frame.guides, size)
        case .stack:
            return stackExplicitGuide(node, name, proposal, size)
        case .zStack:
            return zStackExplicitGuide(node, name, proposal)
        case .viewThatFits:
            let slot = fitChoice(node, proposal)
            return slot < 0 ? .nan : explicitGuide(graph.slots[slot], name, proposal, size)
        default:
            return .nan
        }
    }

    private mutating func guideThroughFrame(
        _ node: Int32, _ name: GuideName, _ childProposal: Proposal, _ guides: Guides, _ size: Size
    ) -> Double {
        let child = graph.nodes[Int(node)].first
        let childSize = sizeThatFits(child, childProposal)
        let value = explicitGuide(child, name, childProposal, childSize)
        return value + guides.offset(of: childSize, in: size).coordinate(along: name.axis)
    }

    /// A stack child's guide on the stack's minor axis (explicit or default), stored in its
    /// `SlotScratch.guide` for placing; `after` is its distance to the child's far edge.
    @inline(__always) mutating func minorGuide(_ slot: Int, _ stack: StackParameters, _ name: GuideName, minor: Double)
        -> (before: Double, after: Double)
    {
        let scratch = buffers.slots[slot]
        let length = scratch.size[stack.axis.other]
        var before = stack.guide.before(length)
        var after = stack.guide.after(length)
        let child = graph.slots[slot]
        if graph.info[Int(child)].explicitGuides & name.bit != 0 {
            let proposal = Proposal(major: scratch.offer, minor: minor, along: stack.axis)
            let value = explicitGuide(child, name, proposal, scratch.size)
            if !value.isNaN {
                before = value
                after = length - value
            }
        }
        buffers.slots[slot].guide = before
        return (before, after)
    }

    /// A stack's explicit value of `name`: its children's, at their positions when the stack
    /// places them for `proposal`, combined.
    private mutating func stackExplicitGuide(_ node: Int32, _ name: GuideName, _ proposal: Proposal, _ size: Size)
        -> Double
    {
        let n = graph.nodes[Int(node)]
        let stack = graph.stacks[Int(n.payload)]
        let axis = stack.axis
        // The layout for `proposal` itself (placing a nil minor proposal would propose the
        // stack's size instead: rule 6; the values agree unless a child answers that differently).
        let placing = proposal
        _ = layOutChildren(node, n, placing)
        let slots = graph.nodes[Int(node)].slotRange
        var guideOffset = slots.isEmpty ? 0 : -Double.infinity
        for slot in slots { guideOffset = Swift.max(guideOffset, buffers.slots[slot].guide) }
        var position = 0.0
        var result = Double.nan
        var count = 0
        for slot in slots {
            position += graph.gapBefore[slot]
            let scratch = buffers.slots[slot]
            let childProposal = Proposal(major: scratch.offer, minor: placing[axis.other], along: axis)
            let value = explicitGuide(graph.slots[slot], name, childProposal, scratch.size)
            if !value.isNaN {
                let origin = name.axis == axis ? position : Guides.difference(guideOffset, scratch.guide)
                Self.combine(&result, origin + value, name, &count)
            }
            position += scratch.size[axis]
        }
        return result
    }

    /// A ZStack's explicit value of `name`: its children's where it places them for
    /// `proposal` (the sizing proposal, as for stacks).
    private mutating func zStackExplicitGuide(_ node: Int32, _ name: GuideName, _ proposal: Proposal) -> Double {
        _ = layOutChildren(node, graph.nodes[Int(node)], proposal)
        let slots = graph.nodes[Int(node)].slotRange
        let union = alignedUnion(node, slots).before
        var result = Double.nan
        var count = 0
        for slot in slots {
            let scratch = buffers.slots[slot]
            let value = explicitGuide(graph.slots[slot], name, proposal, scratch.size)
            if value.isNaN { continue }
            let origin =
                name.axis == .horizontal
                ? Guides.difference(union.x, scratch.guide) : Guides.difference(union.y, scratch.verticalGuide)
            Self.combine(&result, origin + value, name, &count)
        }
        return result
    }

    /// A ZStack child's guides (explicit or default), stored in its `SlotScratch`.
    mutating func storeZStackGuides(_ node: Int32, _ slot: Int, _ proposal: Proposal) {
        let pair = graph.content.zStackGuides[Int(graph.nodes[Int(node)].payload)]
        let size = buffers.slots[slot].size
        let child = graph.slots[slot]
        buffers.slots[slot].guide = guideValue(child, pair.horizontal, proposal, size)
        buffers.slots[slot].verticalGuide = guideValue(child, pair.vertical, proposal, size)
    }

    /// SwiftUI's `_combineExplicit`: the first baseline is the smallest, the last the
    /// largest, any other guide the mean of the children's values.
    @inline(__always) static func combine(
        _ result: inout Double, _ value: Double, _ name: GuideName, _ count: inout Int
    ) {
        switch name {
        case _ where result.isNaN: result = value
        case .firstTextBaseline: result = Swift.min(result, value)
        case .lastTextBaseline: result = Swift.max(result, value)
        default: result = (result * Double(count) + value) / Double(count + 1)
        }
        count += 1
    }
}
