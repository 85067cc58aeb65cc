import LayoutCore

/// A text laid out at a font scaled down to fit (SwiftUI's `minimumScaleFactor`, UIKit's
/// `adjustsFontSizeToFitWidth` with `minimumScaleFactor`).
public struct ShrunkTextLayout: Sendable, Equatable {
    /// The lines at the scaled font.
    public var layout: TextLayout
    /// The scale applied to the font's size, in [minimumScaleFactor, 1].
    public var scale: Double

    public init(layout: TextLayout, scale: Double) {
        self.layout = layout
        self.scale = scale
    }
}

extension TextMeasurer {
    /// `string` laid out under `width` (and `height`, when given) at the largest font scale in
    /// [`minimumScaleFactor`, 1] at which it fits: no more lines than `options.lineLimit` and no
    /// taller than `height`. Scale 1 when it fits as it is; `minimumScaleFactor` (and the usual
    /// truncation) when it does not fit even there. Widths are linear in the size (font units,
    /// no hinting), so the search only re-wraps the cached shaping: for one line the scale is
    /// exact (width ÷ unwrapped width), otherwise found by bisection to 1/4096.
    /// - Throws: `TextMeasurementError.invalidArgument` unless 0 < `minimumScaleFactor` ≤ 1
    ///   and `height` is nil or ≥ 0, and as ``layout(_:font:width:options:)``.
    public func layout(
        _ string: String, font: ResolvedFont, width: Double?, height: Double? = nil,
        options: TextLayoutOptions = TextLayoutOptions(), minimumScaleFactor: Double
    ) throws -> ShrunkTextLayout {
        guard minimumScaleFactor > 0, minimumScaleFactor <= 1 else {
            throw TextMeasurementError.invalidArgument(
                name: "minimumScaleFactor", value: "\(minimumScaleFactor)", expected: "0 < factor ≤ 1")
        }
        if let height, !(height >= 0) {
            throw TextMeasurementError.invalidArgument(name: "height", value: "\(height)", expected: "nil or ≥ 0")
        }
        func attempt(_ scale: Double) throws -> TextLayout {
            try layout(
                string, font: ResolvedFont(file: font.file, size: font.size * scale), width: width, options: options)
        }
        func fits(_ scale: Double) throws -> Bool {
            var unlimited = options
            unlimited.lineLimit = nil
            let wrapped = try layout(
                string, font: ResolvedFont(file: font.file, size: font.size * scale), width: width, options: unlimited)
            return wrapped.lines.count <= (options.lineLimit ?? .max) && wrapped.height <= (height ?? .infinity) + 1e-9
        }
        if try fits(1) { return ShrunkTextLayout(layout: try attempt(1), scale: 1) }
        guard try fits(minimumScaleFactor) else {
            return ShrunkTextLayout(layout: try attempt(minimumScaleFactor), scale: minimumScaleFactor)
        }
        if options.lineLimit == 1, height == nil, let width, width.isFinite {
            // One line: the unwrapped width of the first paragraph scales linearly.
            let natural = self.width(of: firstParagraph(string), in: font)
            if natural > 0 {
                let exact = min(1, max(minimumScaleFactor, width / natural))
                if try fits(exact) { return ShrunkTextLayout(layout: try attempt(exact), scale: exact) }
            }
        }
        var low = minimumScaleFactor
        var high = 1.0
        while high - low > 1.0 / 4096 {
            let middle = (low + high) / 2
            if try fits(middle) { low = middle } else { high = middle }
        }
        return ShrunkTextLayout(layout: try attempt(low), scale: low)
    }

    private func firstParagraph(_ string: String) -> String {
        String(string.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }
}
