import LayoutCore
import TextMeasurement

/// BUILD of a symbol image (`Image(systemName:)`): a fixed-size Image whose first and last
/// text baselines are explicit, from the symbol image rule in its font
/// (`ResolvedFont.symbolImageMetrics`, docs/ENGINES.md "Symbol images").
extension ViewGraph {
    /// The parameters of `symbol` in `environment`: with the font model, the rule in the
    /// font at the environment's Dynamic Type size; with the synthetic model (or a font that
    /// cannot be found, with a `missingFont` diagnostic), the same rule over the synthetic
    /// metrics: a square one line high, its baseline at the ascent.
    mutating func symbolImageParameters(_ symbol: SymbolImage, view: ViewNode, environment: LayoutEnvironment)
        -> ImageParameters
    {
        let descriptor = FontDescriptor(
            size: symbol.fontSize, style: symbol.fontStyle, weight: symbol.fontWeight, name: nil)
        let size = descriptor.pointSize(at: environment.dynamicTypeSize)
        if environment.textModel == .font {
            do {
                let file = try FontLibrary.shared(directories: environment.fontDirectories)
                    .file(for: descriptor, pointSize: size)
                let metrics = try ResolvedFont(file: file, size: size).symbolImageMetrics
                return ImageParameters(
                    size: Size(width: metrics.side, height: metrics.side), resizable: false, baseline: metrics.baseline)
            } catch {
                diagnostics.append(
                    Diagnostic(
                        .missingFont,
                        "Image \(view.id.map { "'\($0)'" } ?? "(no id)"): \(error); sized with the synthetic metrics",
                        views: view.id.map { [$0] } ?? []))
            }
        }
        var text = TextSpec("", fontSize: symbol.fontSize)
        text.fontStyle = symbol.fontStyle
        let metrics = text.resolvedMetrics(in: environment)
        return ImageParameters(
            size: Size(width: metrics.lineHeight, height: metrics.lineHeight), resizable: false,
            baseline: metrics.ascent)
    }
}
