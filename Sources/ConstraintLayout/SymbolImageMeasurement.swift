import LayoutCore
import TextMeasurement

/// A symbol image view's intrinsic content size and baselines (`"image"` on a view): a
/// `UIImageView` whose symbol configuration names a font or text style sizes the symbol like
/// text in that font (`ResolvedFont.symbolImageMetrics`, the rule the stack engine uses for
/// `Image(systemName:)`; docs/ENGINES.md "Symbol images"), and its `firstBaselineAnchor`
/// and `lastBaselineAnchor` follow the image's baseline. Values the spec gives
/// (`intrinsicSize`, `baseline`) win.
enum SymbolImageMeasurement {
    /// `spec`'s symbol image views with their missing intrinsic sizes and baselines filled,
    /// fonts searched in `fonts` (a run's `--fonts DIR`) and then the default; the text
    /// styles at the spec's `dynamicTypeSize`.
    /// - Throws: a `SpecError` at the view's `image.font` when its font cannot be found or read.
    static func measuringSymbolImages(_ spec: ConstraintSpec, fonts: String?) throws(SpecError) -> ConstraintSpec {
        var measured = spec
        for index in measured.views.indices {
            guard let symbol = measured.views[index].symbolImage else { continue }
            let metrics = try self.metrics(
                symbol, path: measured.views[index].path, fonts: fonts, dynamicTypeSize: spec.dynamicTypeSize)
            if measured.views[index].intrinsicWidth == nil { measured.views[index].intrinsicWidth = metrics.side }
            if measured.views[index].intrinsicHeight == nil { measured.views[index].intrinsicHeight = metrics.side }
            if measured.views[index].baseline == nil {
                measured.views[index].baseline = TextBaselines(first: metrics.baseline, last: metrics.baseline)
            }
        }
        return measured
    }

    private static func metrics(
        _ symbol: SymbolImage, path: String, fonts: String?, dynamicTypeSize: DynamicTypeSize?
    ) throws(SpecError) -> SymbolImageMetrics {
        let descriptor = FontDescriptor(
            size: symbol.fontSize, style: symbol.fontStyle, weight: symbol.fontWeight, name: nil)
        let size = descriptor.pointSize(at: dynamicTypeSize)
        do {
            let file = try FontLibrary.shared(directories: fonts.map { [$0] } ?? []).file(
                for: descriptor, pointSize: size)
            return try ResolvedFont(file: file, size: size).symbolImageMetrics
        } catch {
            throw SpecError(.fontUnavailable("\(error)"), at: .jsonPath(path + ".image.font"))
        }
    }
}
