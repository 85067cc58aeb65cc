/// The size and baseline of a symbol image (`Image(systemName:)`, a `UIImageView` with a
/// symbol configuration) in a font.
public struct SymbolImageMetrics: Sendable, Equatable {
    /// The image's width and height in points (a square).
    public var side: Double
    /// The baseline's offset from the image's top (its first and last text baseline).
    public var baseline: Double
}

extension ResolvedFont {
    /// The symbol image rule, the same in both engines (docs/ENGINES.md "Symbol images"):
    /// a symbol image is a square as tall as one line of its font without the line gap
    /// (ascender − descender) and its baseline lies where the font's does in that line, the
    /// ascender below its top.
    ///
    /// Apple draws symbols to sit on the text baseline at the font's point size and weight
    /// (UIKit's "Configuring and displaying symbol images in your UI"; SwiftUI's
    /// `Image(systemName:)` takes the environment's font) but publishes no per-symbol
    /// extents: the outlines are in SF Symbols, which is not available here. This is an
    /// approximation for the round symbols of the seeds (`checkmark.circle`): their circle
    /// reaches from about the descender to about the ascender, and every symbol name gets
    /// the same size.
    public var symbolImageMetrics: SymbolImageMetrics {
        let metrics = file.metrics
        return SymbolImageMetrics(
            side: Double(metrics.ascender - metrics.descender) * scale, baseline: Double(metrics.ascender) * scale)
    }
}
