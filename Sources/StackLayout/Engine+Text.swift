import LayoutCore
import TextMeasurement

/// Text (SEMANTICS §A "Leaves"): height-for-width, with the synthetic metrics or a font.
/// Its baselines are in `Engine+AlignmentGuides.swift`.
extension StackLayoutEngine {
    /// A Text: width = advance × the widest line after greedy wrapping within the proposed
    /// width (one line per paragraph when the width is nil or infinite); height = lines ×
    /// lineHeight, at most `lineLimit` lines. The proposed height is not read.
    @inline(__always) mutating func textSize(_ text: TextParameters, _ proposal: Proposal) -> Size {
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
    ///
    /// With `.minimumScaleFactor(f)` and a finite proposed width, a Text that needs more lines
    /// than its `lineLimit` there is laid out at the largest font scale in [f, 1] at which it
    /// does not (`TextMeasurer.layout(_:font:width:height:options:minimumScaleFactor:)`),
    /// truncated at f when even that is too big; its size and baselines are the scaled
    /// text's (docs/ENGINES.md "Shrinking text").
    mutating func fontTextLayout(_ text: TextParameters, width: Double) -> TextMeasurement.TextLayout {
        let parameters = graph.content.fontTexts[Int(text.font)]
        let limit: Double? = width.isNaN || width == .infinity ? nil : max(width, 0)
        if parameters.minimumScaleFactor < 1, let limit, parameters.options.lineLimit != nil {
            let shrunk = try? TextMeasurer.shared.layout(
                parameters.string, font: parameters.font, width: limit, options: parameters.options,
                minimumScaleFactor: parameters.minimumScaleFactor)
            return shrunk?.layout ?? .empty
        }
        let layout = try? TextMeasurer.shared.layout(
            parameters.string, font: parameters.font, width: limit, options: parameters.options)
        return layout ?? .empty
    }

    @inline(__always) mutating func textLines(_ text: TextParameters, width: Double) -> (lines: Int, widest: Int) {
        SyntheticTextLayout.wrap(
            graph.content.words[text.words],
            capacity: SyntheticTextLayout.capacity(width: width, advance: text.advance),
            lineLimit: text.lineLimit)
    }
}
