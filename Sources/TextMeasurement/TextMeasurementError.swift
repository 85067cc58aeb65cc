/// Why a font or a measurement request was refused.
public enum TextMeasurementError: Error, Equatable, CustomStringConvertible {
    /// No readable font file at the path.
    case fontNotFound(path: String)
    /// The file is not a font HarfBuzz can read (no glyphs).
    case notAFont(path: String)
    /// No font of the family (or system font file) in any font directory searched.
    case noSuchFont(name: String, searched: [String])
    /// A size, width, line limit or spacing that is not a finite number in range.
    case invalidArgument(name: String, value: String, expected: String)

    public var description: String {
        switch self {
        case .fontNotFound(let path): return "\(path): no readable font file"
        case .notAFont(let path): return "\(path): not a font file (HarfBuzz found no glyphs)"
        case .noSuchFont(let name, let searched):
            return
                "no font named '\(name)' in \(searched.isEmpty ? "any font directory" : searched.joined(separator: ", "))"
        case .invalidArgument(let name, let value, let expected): return "\(name) = \(value): expected \(expected)"
        }
    }
}
