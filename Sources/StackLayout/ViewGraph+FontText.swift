import LayoutCore
import TextMeasurement

/// BUILD of a Text measured with a font (`"textModel": "font"`): its font resolved in the
/// environment's font directories (the run's, the spec's) and the default, its options from the spec.
extension ViewGraph {
    /// Resolves the font of the Text just appended to `content.texts` and links it to a
    /// `FontTextParameters` entry; a font that cannot be found or read leaves the Text on the
    /// synthetic model with a `missingFont` diagnostic.
    mutating func buildFontText(_ spec: TextSpec, view: ViewNode, environment: LayoutEnvironment) {
        let descriptor = Self.fontDescriptor(of: spec)
        let size = descriptor.pointSize(at: environment.dynamicTypeSize)
        let library = FontLibrary.shared(directories: environment.fontDirectories)
        do {
            let file = try library.file(for: descriptor, pointSize: size, italic: spec.fontItalic)
            let font = try ResolvedFont(file: file, size: size)
            var options = TextLayoutOptions(
                lineLimit: spec.lineLimit.map { max($0, 1) }, lineSpacing: Self.lineSpacing(spec.lineSpacing),
                truncationMode: spec.truncationMode ?? .tail, alignment: spec.alignment ?? .leading)
            options.kerning = Self.letterSpacing(spec.kerning)
            options.tracking = Self.letterSpacing(spec.tracking)
            content.texts[content.texts.count - 1].font = Int32(content.fontTexts.count)
            content.fontTexts.append(
                FontTextParameters(
                    string: spec.text, font: font, options: options,
                    minimumScaleFactor: Self.minimumScaleFactor(spec.minimumScaleFactor)))
        } catch {
            diagnostics.append(
                Diagnostic(
                    .missingFont, "Text \(view.id.map { "'\($0)'" } ?? "(no id)"): \(error); measured synthetically",
                    views: view.id.map { [$0] } ?? []))
        }
    }

    /// A spacing the measurer accepts: JSON gives a length ≥ 0; a negative or non-finite one
    /// from the Swift API is 0.
    static func lineSpacing(_ spacing: Double?) -> Double {
        guard let spacing, spacing.isFinite, spacing > 0 else { return 0 }
        return min(spacing, SpecLimits.maxMagnitude)
    }

    /// A letter spacing the measurer accepts: JSON gives a finite one; nil or a non-finite one
    /// from the Swift API is 0.
    static func letterSpacing(_ spacing: Double?) -> Double {
        guard let spacing, spacing.isFinite else { return 0 }
        return max(min(spacing, SpecLimits.maxMagnitude), -SpecLimits.maxMagnitude)
    }

    /// A factor the measurer accepts: JSON gives one in (0, 1]; from the Swift API, nil, a
    /// non-finite factor or one above 1 is 1 (no shrinking), one ≤ 0 the smallest positive.
    static func minimumScaleFactor(_ factor: Double?) -> Double {
        guard let factor, factor.isFinite, factor < 1 else { return 1 }
        return max(factor, 1.0 / 4096)
    }

    /// SwiftUI's font of a Text (`FontDescriptor.init(size:style:weight:name:)`).
    static func fontDescriptor(of spec: TextSpec) -> FontDescriptor {
        FontDescriptor(
            size: spec.fontSize, style: spec.fontStyle, weight: spec.fontWeight, name: spec.fontName,
            relativeTo: spec.fontRelativeTo)
    }
}
