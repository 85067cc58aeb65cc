import LayoutCore

/// `.safeAreaInset(edge:alignment:spacing:content:)` and `.safeAreaPadding` (docs/ENGINES.md,
/// "Safe-area insets"; OpenSwiftUI's `InsetViewLayout`, audited against SwiftUI). Along the
/// edge's axis the content comes first: it is proposed what the modified view leaves at its
/// smallest, the modified view what the content and the spacing leave; the layer is as long
/// as the three together and as wide as the wider of the two. Placing, the modified view
/// stands at the opposite edge and sees its safe area shrunk by the content's length plus the
/// spacing; the content stands at the edge, aligned with the modified view across.
extension StackLayoutEngine {
    /// `sizeThatFits` of a `.safeAreaInset` layer (`n`).
    mutating func safeAreaInsetSize(_ n: Node, _ proposal: Proposal) -> Size {
        let inset = graph.content.safeAreaInsets[Int(n.payload)]
        let axis = inset.edge.axis
        let content = sizeThatFits(inset.view, insetContentProposal(inset, primary: n.first, proposal))
        let primary = sizeThatFits(n.first, Self.insetPrimaryProposal(inset, proposal, contentLength: content[axis]))
        return Size(
            major: content[axis] + inset.spacing + primary[axis], minor: max(content[axis.other], primary[axis.other]),
            along: axis)
    }

    /// The content's proposal: along the edge's axis, the proposal less the spacing and less
    /// the modified view's length when proposed 0 there (never below 0); an unspecified
    /// length stays unspecified; across, the proposal's.
    mutating func insetContentProposal(_ inset: SafeAreaInsetParameters, primary: Int32, _ proposal: Proposal)
        -> Proposal
    {
        let axis = inset.edge.axis
        guard !proposal[axis].isUnspecified else { return proposal }
        var smallest = proposal
        smallest[axis] = 0
        var result = proposal
        result[axis] = max(max(proposal[axis] - inset.spacing, 0) - lengthThatFits(primary, smallest, axis), 0)
        return result
    }

    /// The modified view's proposal: along the edge's axis, the proposal less the content's
    /// length and the spacing (never below 0; unspecified stays so); across, the proposal's.
    static func insetPrimaryProposal(_ inset: SafeAreaInsetParameters, _ proposal: Proposal, contentLength: Double)
        -> Proposal
    {
        let axis = inset.edge.axis
        guard !proposal[axis].isUnspecified else { return proposal }
        var result = proposal
        result[axis] = max(proposal[axis] - (contentLength + inset.spacing), 0)
        return result
    }

    /// Places a `.safeAreaInset` layer sized `size`: the proposal (an unspecified length
    /// across the edge's axis read as the layer's) is divided as when sizing; the modified
    /// view stands at the opposite edge, centred across, inside a safe area inset from the
    /// layer's frame by the content's length (the content proposed the layer's size) plus the
    /// spacing; the content stands at the edge, its alignment guide on the modified view's.
    mutating func placeWithSafeAreaInset(_ n: Node, _ proposal: Proposal, at origin: Point, size: Size) {
        let inset = graph.content.safeAreaInsets[Int(n.payload)]
        let axis = inset.edge.axis
        var parent = proposal
        if parent[axis.other].isUnspecified { parent[axis.other] = size[axis.other] }
        let contentProposal = insetContentProposal(inset, primary: n.first, parent)
        let contentSize = sizeThatFits(inset.view, contentProposal)
        let primaryProposal = Self.insetPrimaryProposal(inset, parent, contentLength: contentSize[axis])
        let primarySize = sizeThatFits(n.first, primaryProposal)
        let atStart = inset.edge == .top || inset.edge == .leading
        let start = axis == .horizontal ? origin.x : origin.y
        let across = axis == .horizontal ? origin.y : origin.x
        let primaryAcross = across + Guides.difference(size[axis.other] / 2, primarySize[axis.other] / 2)
        let primaryOrigin = Self.point(
            along: start + (atStart ? size[axis] - primarySize[axis] : 0), across: primaryAcross, axis)
        let contentAcross =
            primaryAcross
            + Guides.difference(
                guideValue(n.first, inset.guide, primaryProposal, primarySize),
                guideValue(inset.view, inset.guide, contentProposal, contentSize))
        let contentOrigin = Self.point(
            along: start + (atStart ? 0 : size[axis] - contentSize[axis]), across: contentAcross, axis)
        buffers.safeAreas.append(
            SafeAreaRegion(full: Rect(origin: origin, size: size), insets: safeAreaInsetLength(n, inset, size)))
        place(n.first, primaryProposal, at: primaryOrigin, size: primarySize)
        buffers.safeAreas.removeLast()
        place(inset.view, contentProposal, at: contentOrigin, size: contentSize)
    }

    /// What a `.safeAreaInset` layer sized `size` takes off its modified view's safe area: on
    /// its edge, the spacing plus the content's length when the content is proposed the
    /// layer's size (OpenSwiftUI's `primarySafeAreaInsets`); 0 elsewhere.
    private mutating func safeAreaInsetLength(_ n: Node, _ inset: SafeAreaInsetParameters, _ size: Size) -> EdgeInsets {
        let content = sizeThatFits(inset.view, insetContentProposal(inset, primary: n.first, Proposal(size)))
        let length = inset.spacing + content[inset.edge.axis]
        var insets = EdgeInsets()
        switch inset.edge {
        case .top: insets.top = length
        case .leading: insets.leading = length
        case .bottom: insets.bottom = length
        case .trailing: insets.trailing = length
        }
        return insets
    }

    /// Places a `.safeAreaPadding` layer: as a padding (`placeInPadding`), its content inside a
    /// safe area inset from the layer's frame by the padding's insets — SwiftUI's four
    /// `safeAreaInset`s of clear content with no spacing, which lay out as that padding.
    mutating func placeInSafeAreaPadding(_ n: Node, _ proposal: Proposal, at origin: Point, size: Size) {
        buffers.safeAreas.append(
            SafeAreaRegion(full: Rect(origin: origin, size: size), insets: graph.paddings[Int(n.payload)]))
        placeInPadding(n, proposal, at: origin)
        buffers.safeAreas.removeLast()
    }

    /// A point from its coordinates along `axis` and across it.
    private static func point(along: Double, across: Double, _ axis: Axis) -> Point {
        axis == .horizontal ? Point(x: along, y: across) : Point(x: across, y: along)
    }
}
