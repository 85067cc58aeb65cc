import LayoutCore
import TextMeasurement

/// A label's intrinsic content size and baselines from its text (`"text"` on a view),
/// measured with a font as UILabel measures itself: `numberOfLines` 1 is the first line
/// (ellipsis when more text follows), 0 every paragraph on its own line, n at most n lines;
/// `lineBreakMode` says where lines wrap and how the last one is cut (`TextLayoutOptions`);
/// width = the widest line unwrapped, height = lines × the font's line height; the first
/// baseline is the font's ascender, the last that of the last line. Values the spec gives
/// (`intrinsicSize`, `baseline`) win. A multi-line label is first measured unwrapped, then
/// wrapped at its solved width (`ConstraintLayoutEngine.settlingMultilineLabels`, UIKit's
/// `preferredMaxLayoutWidth` rule).
enum LabelMeasurement {
    /// `spec` with every label's (and symbol image's, `SymbolImageMeasurement`) missing
    /// intrinsic size and baselines measured, fonts searched in `fonts` (a run's `--fonts
    /// DIR`) and then the default.
    /// - Throws: a `SpecError` at the view's `text.font` when its font cannot be found or read.
    ///
    /// A label whose index is in `preferredMaxLayoutWidths` is measured wrapped at that width
    /// (UIKit's `preferredMaxLayoutWidth`), the others unwrapped.
    static func measuringLabels(
        _ spec: ConstraintSpec, fonts: String? = nil, preferredMaxLayoutWidths: [Int: Double] = [:]
    ) throws(SpecError) -> ConstraintSpec {
        guard spec.views.contains(where: { $0.text != nil || $0.symbolImage != nil }) else { return spec }
        var measured = try SymbolImageMeasurement.measuringSymbolImages(spec, fonts: fonts)
        for index in measured.views.indices {
            guard let text = measured.views[index].text else { continue }
            let layout = try measure(
                text, path: measured.views[index].path, fonts: fonts, width: preferredMaxLayoutWidths[index],
                dynamicTypeSize: spec.dynamicTypeSize)
            if measured.views[index].intrinsicWidth == nil { measured.views[index].intrinsicWidth = layout.width }
            if measured.views[index].intrinsicHeight == nil { measured.views[index].intrinsicHeight = layout.height }
            if measured.views[index].baseline == nil {
                measured.views[index].baseline = TextBaselines(first: layout.firstBaseline, last: layout.lastBaseline)
            }
        }
        return measured
    }

    /// The indices of the labels UIKit measures twice: more than one line allowed
    /// (`numberOfLines` 0 or > 1) and no `intrinsicSize` height given.
    static func multilineLabels(_ spec: ConstraintSpec) -> [Int] {
        spec.views.indices.filter { index in
            guard let text = spec.views[index].text else { return false }
            return text.numberOfLines != 1 && spec.views[index].intrinsicHeight == nil
        }
    }

    private static func measure(
        _ text: LabelText, path: String, fonts: String?, width: Double?,
        dynamicTypeSize: DynamicTypeSize?
    ) throws(SpecError) -> TextMeasurement.TextLayout {
        do {
            let font = try resolvedFont(text, fonts: fonts, dynamicTypeSize: dynamicTypeSize)
            return try TextMeasurer.shared.layout(text.string, font: font, width: width, options: options(text))
        } catch {
            throw SpecError(.fontUnavailable("\(error)"), at: .jsonPath(path + ".text.font"))
        }
    }

    /// The label's text as UILabel draws it in a frame of `size`: wrapped at the frame's width
    /// within `numberOfLines`, and with `adjustsFontSizeToFitWidth` and a `minimumScaleFactor`
    /// f > 0, at the largest font scale in [f, 1] at which it fits the frame: a one-line
    /// label's first line no wider than the frame, a multi-line label's lines no more than
    /// `numberOfLines` (when not 0) and no taller than the frame (docs/ENGINES.md "Shrinking
    /// text"). The frame itself is not changed: UIKit's intrinsic content size is that of
    /// the unshrunk text.
    /// - Throws: a `SpecError` at the view's `text.font` when its font cannot be found or read.
    static func drawnText(
        _ text: LabelText, in size: Size, path: String, fonts: String?, dynamicTypeSize: DynamicTypeSize?
    ) throws(SpecError) -> ShrunkTextLayout {
        do {
            let font = try resolvedFont(text, fonts: fonts, dynamicTypeSize: dynamicTypeSize)
            let width = max(size.width, 0)
            guard text.adjustsFontSizeToFitWidth, text.minimumScaleFactor > 0 else {
                let layout = try TextMeasurer.shared.layout(
                    text.string, font: font, width: width, options: options(text))
                return ShrunkTextLayout(layout: layout, scale: 1)
            }
            return try TextMeasurer.shared.layout(
                text.string, font: font, width: width, height: text.numberOfLines == 1 ? nil : max(size.height, 0),
                options: options(text), minimumScaleFactor: text.minimumScaleFactor)
        } catch {
            throw SpecError(.fontUnavailable("\(error)"), at: .jsonPath(path + ".text.font"))
        }
    }

    private static func resolvedFont(_ text: LabelText, fonts: String?, dynamicTypeSize: DynamicTypeSize?) throws
        -> ResolvedFont
    {
        let descriptor = FontDescriptor(
            size: text.fontSize, style: text.fontStyle, weight: text.fontWeight, name: text.fontName,
            relativeTo: text.fontRelativeTo)
        let size = descriptor.pointSize(at: dynamicTypeSize)
        let file = try FontLibrary.shared(directories: fonts.map { [$0] } ?? []).file(
            for: descriptor, pointSize: size, italic: text.fontItalic)
        return try ResolvedFont(file: file, size: size)
    }

    private static func options(_ text: LabelText) -> TextLayoutOptions {
        var options = TextLayoutOptions(
            lineBreakMode: text.lineBreakMode, lineLimit: text.numberOfLines == 0 ? nil : text.numberOfLines)
        options.kerning = text.kerning
        options.tracking = text.tracking
        return options
    }
}
