/// The view spec's `clamp(x, lo, hi)` in generated Swift: SwiftUI has no `clamp`, so a
/// GeometryReader expression that holds one is written `min(max(x, lo), hi)`, which compiles
/// against Apple's SwiftUI (CGFloat's `min`/`max`) and against LayoutDSL alike and reads back
/// through the Swift importer as the same clamp.
extension SwiftUISource {
    /// `source` with every `clamp(x, lo, hi)` (nested ones too) written as
    /// `min(max(x, lo), hi)`; anything else unchanged.
    static func expandingClamps(_ source: String) -> String {
        guard let start = clampCall(in: source) else { return source }
        var depth = 1
        var index = start.upperBound
        while index < source.endIndex {
            if source[index] == "(" { depth += 1 }
            if source[index] == ")" {
                depth -= 1
                if depth == 0 { break }
            }
            index = source.index(after: index)
        }
        guard index < source.endIndex else { return source }  // unbalanced: left as written
        let arguments = splitArguments(String(source[start.upperBound..<index])).map(expandingClamps)
        let tail = expandingClamps(String(source[source.index(after: index)...]))
        guard arguments.count == 3 else {
            return String(source[..<index]) + ")" + tail
        }
        let call = "min(max(\(arguments[0]), \(arguments[1])), \(arguments[2]))"
        return String(source[..<start.lowerBound]) + call + tail
    }

    /// The first `clamp(` that is a call (not the end of a longer name).
    private static func clampCall(in source: String) -> Range<String.Index>? {
        var searchStart = source.startIndex
        while let range = source.range(of: "clamp(", range: searchStart..<source.endIndex) {
            if range.lowerBound == source.startIndex { return range }
            let before = source[source.index(before: range.lowerBound)]
            if !(before.isLetter || before.isNumber || before == "_" || before == ".") { return range }
            searchStart = range.upperBound
        }
        return nil
    }
}
