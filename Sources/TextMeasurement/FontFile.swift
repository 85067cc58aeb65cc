import CHarfBuzz
import Foundation

/// One font file opened with HarfBuzz's own loader (`hb_blob_create_from_file_or_fail`): the
/// owner of its C handles (blob, face and a font at the unscaled em), freed in `deinit`.
///
/// Shaping happens in font units (the font's scale is its units-per-em), so one `FontFile`
/// serves every point size: a length in points is `units × size / unitsPerEm`. HarfBuzz's
/// OpenType functions apply no hinting, so this scaling is exact.
public final class FontFile: @unchecked Sendable {
    // HarfBuzz fonts and faces are immutable after creation and safe to shape with from
    // several threads (each shape uses its own buffer), hence `@unchecked Sendable`.
    /// The path the font was read from.
    public let path: String
    /// The font's design units per em (`head.unitsPerEm`).
    public let unitsPerEm: Int
    /// The font's vertical metrics in font units.
    public let metrics: FontMetrics
    /// Whether the file is a variable font (has an `fvar` table).
    public let isVariable: Bool
    let blob: OpaquePointer
    let face: OpaquePointer
    let font: OpaquePointer

    /// The `wght` axis value the font is set to when it is a variable font (nil = its default).
    public let variationWeight: Double?

    /// Opens the font file at `path` (face `index` of a collection); a variable font is set
    /// to `weight` on its `wght` axis (ignored by a static font).
    /// - Throws: `TextMeasurementError.fontNotFound` when there is no readable file,
    ///   `.notAFont` when HarfBuzz finds no glyphs in it.
    public init(path: String, index: Int = 0, weight: Double? = nil) throws {
        guard !path.isEmpty, !path.utf8.contains(0) else { throw TextMeasurementError.fontNotFound(path: path) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
            FileManager.default.isReadableFile(atPath: path)
        else { throw TextMeasurementError.fontNotFound(path: path) }
        guard index >= 0, index < Int(UInt16.max) else { throw TextMeasurementError.notAFont(path: path) }
        if let weight, !(weight.isFinite && weight >= 1 && weight <= 1000) {
            throw TextMeasurementError.invalidArgument(name: "weight", value: "\(weight)", expected: "1 … 1000")
        }
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw TextMeasurementError.fontNotFound(path: path)
        }
        let face = hb_face_create(blob, UInt32(index))!
        guard hb_face_get_glyph_count(face) > 0, hb_face_get_upem(face) > 0 else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            throw TextMeasurementError.notAFont(path: path)
        }
        let font = hb_font_create(face)!
        let upem = Int32(hb_face_get_upem(face))
        hb_font_set_scale(font, upem, upem)
        let isVariable = hb_ot_var_has_data(face) != 0
        if isVariable, let weight {
            // 'wght' = 0x77676874.
            var variation = hb_variation_t(tag: 0x7767_6874, value: Float(weight))
            hb_font_set_variations(font, &variation, 1)
        }
        var extents = hb_font_extents_t()
        _ = hb_font_get_h_extents(font, &extents)
        self.path = path
        self.blob = blob
        self.face = face
        self.font = font
        self.unitsPerEm = Int(upem)
        self.metrics = FontMetrics(
            ascender: Int(extents.ascender), descender: Int(extents.descender), lineGap: Int(extents.line_gap))
        self.isVariable = isVariable
        self.variationWeight = isVariable ? weight : nil
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// Shapes `utf8` (one paragraph, no line breaks needed) with the font's default features
    /// (kerning, ligatures, contextual alternates as the font says), left to right unless
    /// HarfBuzz's script detection says otherwise. Returns, per glyph, its cluster (the
    /// UTF-8 offset of the first byte it stands for) and its advance in font units.
    func shape(_ utf8: [UInt8]) -> [ShapedGlyph] {
        guard !utf8.isEmpty, utf8.count < Int(Int32.max) else { return [] }
        let buffer = hb_buffer_create()!
        defer { hb_buffer_destroy(buffer) }
        utf8.withUnsafeBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars in
                hb_buffer_add_utf8(buffer, chars, Int32(bytes.count), 0, Int32(bytes.count))
            }
        }
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            glyphs.append(
                ShapedGlyph(
                    glyph: infos[i].codepoint, cluster: Int(infos[i].cluster), advance: Int(positions[i].x_advance)))
        }
        return glyphs
    }
}

/// One shaped glyph: its id in the font, the UTF-8 offset of its cluster and its advance in
/// font units (kerning included, as HarfBuzz adds it to the first glyph of a pair).
struct ShapedGlyph: Sendable, Equatable {
    var glyph: UInt32
    var cluster: Int
    var advance: Int
}

/// A font's vertical metrics in font units, as HarfBuzz reports them for horizontal text
/// (`hb_font_get_h_extents`: OS/2 typo metrics when the font sets USE_TYPO_METRICS, else
/// `hhea`).
public struct FontMetrics: Sendable, Equatable {
    /// Distance from the baseline up to the top of a line (positive).
    public var ascender: Int
    /// Distance from the baseline down to the bottom of a line (negative, as in the font).
    public var descender: Int
    /// Extra space between lines (`lineGap`, ≥ 0 in practice).
    public var lineGap: Int

    public init(ascender: Int, descender: Int, lineGap: Int) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
    }

    /// The height of one line: ascender − descender + lineGap (UIFont's `lineHeight`).
    public var lineHeight: Int { ascender - descender + max(lineGap, 0) }
}
