import LayoutCore

/// `.aspectRatio(r, contentMode:)` (docs/ENGINES.md): the child is proposed a size of the
/// ratio and the modifier takes its answer (`Engine+Driver.swift`).
extension StackLayoutEngine {
    /// `.aspectRatio(r, contentMode:)`: the child is proposed the largest (fit) or smallest
    /// (fill) size of ratio r within / around the proposal; a nil dimension follows the
    /// other through r; with both nil, the child's ideal width and width / r. A nil ratio
    /// is the child's ideal width / height (1 when that is not a positive finite number). A
    /// ratio from the Swift API or a geometry expression is kept within
    /// 1 / `SpecLimits.maxMagnitude` … `SpecLimits.maxMagnitude` (the range JSON accepts), so
    /// a division by it stays finite.
    mutating func aspectProposal(_ node: Int32, _ proposal: Proposal) -> Proposal {
        let parameters = graph.content.aspectRatios[Int(graph.nodes[Int(node)].payload)]
        var ratio = parameters.ratio
        let width = proposal.width
        let height = proposal.height
        var ideal = Size.zero
        if ratio.isNaN || (width.isUnspecified && height.isUnspecified) {
            ideal = sizeThatFits(graph.nodes[Int(node)].first, Proposal(width: .nan, height: .nan))
        }
        if ratio.isNaN {
            ratio = ideal.width / ideal.height
            if !(ratio.isFinite && ratio > 0) { ratio = 1 }
        }
        ratio = min(max(ratio, 1 / SpecLimits.maxMagnitude), SpecLimits.maxMagnitude)
        switch (width.isUnspecified, height.isUnspecified) {
        case (true, true): return Proposal(width: ideal.width, height: ideal.width / ratio)
        case (true, false): return Proposal(width: height * ratio, height: height)
        case (false, true): return Proposal(width: width, height: width / ratio)
        case (false, false):
            let wider = width / height > ratio
            if wider != parameters.fill { return Proposal(width: height * ratio, height: height) }
            return Proposal(width: width, height: width / ratio)
        }
    }
}
