import LayoutCore
import TextMeasurement

/// Sizing and placing of Text, GeometryReader and the alignment-guide, background/overlay,
/// offset and aspectRatio modifiers (SEMANTICS §A). ViewThatFits is in
/// `Engine+ViewThatFits.swift`, GeometryReader expressions in `Engine+GeometryReader.swift`.
extension StackLayoutEngine {
    /// `sizeThatFits` of the node kinds of this file (the caller counted the measurement).
    mutating func contentSize(_ node: Int32, _ proposal: Proposal) -> Size {
        let n = graph.nodes[Int(node)]
        switch n.kind {
        case .text:
            return textSize(graph.content.texts[Int(n.payload)], proposal)
        case .geometryReader:
            // Takes the whole proposal; nil → 10 as for shapes (ENGINES.md: chosen, tested).
            return Size(width: proposal.width.specified(or: 10), height: proposal.height.specified(or: 10))
        case .aspectRatio:
            return sizeThatFits(graph.child(of: node), aspectProposal(node, proposal))
        default:
            // alignmentGuide, offset, background/overlay: the (primary) child's size.
            return sizeThatFits(graph.child(of: node), proposal)
        }
    }

    /// `placeSubviews` of the node kinds of this file and ViewThatFits.
    mutating func placeContent(_ node: Int32, _ proposal: Proposal, at origin: Point, size: Size) {
        let n = graph.nodes[Int(node)]
        switch n.kind {
        case .text:
            return
        case .geometryReader:
            placeGeometryReader(node, at: origin, size: size)
        case .viewThatFits:
            placeViewThatFits(node, proposal, at: origin, size: size)
        case .aspectRatio:
            place(graph.child(of: node), aspectProposal(node, proposal), at: origin, size: size)
        case .offset:
            // The modifier keeps its layout frame; its content is drawn moved.
            place(
                graph.child(of: node), proposal, at: origin.moved(by: graph.content.offsets[Int(n.payload)]), size: size
            )
        case .secondary:
            place(graph.child(of: node), proposal, at: origin, size: size)
            let secondary = graph.content.secondaries[Int(n.payload)].view
            let guides = graph.content.secondaries[Int(n.payload)].guides
            let secondarySize = sizeThatFits(secondary, Proposal(size))
            place(
                secondary, Proposal(size), at: origin.moved(by: guides.offset(of: secondarySize, in: size)),
                size: secondarySize)
        default:
            place(graph.child(of: node), proposal, at: origin, size: size)
        }
    }

    /// A Text: width = advance × the widest line after greedy wrapping within the proposed
    /// width (one line per paragraph when the width is nil or infinite); height = lines ×
    /// lineHeight, at most `lineLimit` lines. The proposed height is not read.
    @inline(__always) func textSize(_ text: TextParameters, _ proposal: Proposal) -> Size {
        if text.font >= 0 {
            let layout = fontTextLayout(text, width: proposal.width)
            return Size(width: layout.width, height: layout.height)
        }
        let wrapped = textLines(text, width: proposal.width)
        return Size(width: Double(wrapped.widest) * text.advance, height: Double(wrapped.lines) * text.lineHeight)
    }

    /// A Text measured with its font (`"textModel": "font"`) under a proposed width, as
    /// SwiftUI's Text sizes: width = its widest line after breaking within the proposed
    /// width (one line per paragraph when nil or infinite: the ideal size), height = its
    /// lines × the font's line height + lineSpacing between them. A line is never narrower
    /// than one character, so a proposal below that is exceeded, as in SwiftUI.
    func fontTextLayout(_ text: TextParameters, width: Double) -> TextMeasurement.TextLayout {
        let parameters = graph.content.fontTexts[Int(text.font)]
        let limit: Double? = width.isNaN || width == .infinity ? nil : max(width, 0)
        let layout = try? TextMeasurer.shared.layout(
            parameters.string, font: parameters.font, width: limit, options: parameters.options)
        return layout ?? .empty
    }

    @inline(__always) func textLines(_ text: TextParameters, width: Double) -> (lines: Int, widest: Int) {
        SyntheticTextLayout.wrap(
            graph.content.words[text.words],
            capacity: SyntheticTextLayout.capacity(width: width, advance: text.advance),
            lineLimit: text.lineLimit)
    }

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
            ideal = sizeThatFits(graph.child(of: node), Proposal(width: .nan, height: .nan))
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
