import LayoutCore

/// Escapes text for XML and HTML.
func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.count)
    for character in text {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        default: result.append(character)
        }
    }
    return result
}

/// A number for SVG attributes: at most two decimals, the project's number format (so the
/// same drawing is always the same bytes).
func svgNumber(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return JSONWriter.formatNumber(rounded == 0 ? 0 : rounded)
}
