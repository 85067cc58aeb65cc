/// The synthetic text model (SEMANTICS §A "Leaves", `Text`): greedy wrapping at spaces of
/// words measured in characters, each character `advance` wide.
enum SyntheticTextLayout {
    /// The lines and the widest line (in characters) of `words` wrapped greedily into lines
    /// of at most `capacity` characters (≥ 1), keeping at most `lineLimit` lines.
    ///
    /// A word goes on the current line when it fits after one space, else it starts a new
    /// line; a word longer than `capacity` starts a new line and is broken by characters
    /// (full lines of `capacity`, the rest continuing the last line). −1 forces a line
    /// break (`\n`). Runs of spaces count as one; spaces at a break take no width.
    /// - Complexity: O(words), no allocation.
    static func wrap(_ words: ArraySlice<Int32>, capacity: Int, lineLimit: Int) -> (lines: Int, widest: Int) {
        var lines = 1
        var current = 0
        var empty = true
        var widest = 0
        for word in words {
            let length = Int(word)
            if length < 0 {
                widest = max(widest, current)
                if lines == lineLimit { return (lines, widest) }
                lines += 1
                current = 0
                empty = true
                continue
            }
            if !empty && current + 1 + length <= capacity {
                current += 1 + length
                continue
            }
            if !empty {
                widest = max(widest, current)
                if lines == lineLimit { return (lines, widest) }
                lines += 1
            }
            if length <= capacity {
                current = length
            } else {
                let extra = (length - 1) / capacity
                widest = max(widest, capacity)
                if lines + extra >= lineLimit { return (lineLimit, widest) }
                lines += extra
                current = length - extra * capacity
            }
            empty = false
        }
        return (lines, max(widest, current))
    }

    /// The number of characters of `advance` that fit in `width` (at least 1; `Int.max` for
    /// an unspecified, infinite or huge width, or a zero advance). A width within
    /// `Tolerance`-level rounding of a whole number of characters holds that number.
    static func capacity(width: Double, advance: Double) -> Int {
        guard !width.isNaN, advance > 0 else { return Int.max }
        let characters = width / advance + 1e-9
        guard characters < 1e15 else { return Int.max }
        // A negative width (−∞ included, which Int() would trap on) holds one, like zero.
        guard characters >= 1 else { return 1 }
        return Int(characters.rounded(.down))
    }
}
