import CGLPK

extension LinearProgram {
    /// Names variable `j` in the CPLEX LP text (``cplexText()``); `name` is made valid first
    /// (``LPName/valid(_:)``). Unnamed variables are written `x_<j+1>`.
    /// - Throws: ``LPError/invalidArgument(_:)`` for an index out of range.
    public func setName(ofVariable j: Int, _ name: String) throws(LPError) {
        checkThread()
        let column = try GLPKIndex.oneBased(j, count: columnCount32, kind: .variable)
        glp_set_col_name(problem, column, LPName.valid(name))
    }

    /// Names row `i` in the CPLEX LP text; `name` is made valid first. Unnamed rows are
    /// written `r_<i+1>`.
    /// - Throws: ``LPError/invalidArgument(_:)`` for an index out of range.
    public func setName(ofRow i: Int, _ name: String) throws(LPError) {
        checkThread()
        let row = try GLPKIndex.oneBased(i, count: rowCount32, kind: .row)
        glp_set_row_name(problem, row, LPName.valid(name))
    }

    /// Names the problem in the CPLEX LP text's first comment (`Unknown` when unnamed).
    public func setProblemName(_ name: String) {
        checkThread()
        glp_set_prob_name(problem, LPName.valid(name))
    }

    /// Names the objective in the CPLEX LP text (`obj` when unnamed).
    public func setObjectiveName(_ name: String) {
        checkThread()
        glp_set_obj_name(problem, LPName.valid(name))
    }
}

/// Names valid in CPLEX LP format as GLPK writes it (`glp_write_lp`): at most 255 characters,
/// each a letter, a digit or one of ``allowedSymbols``, not starting with a digit or a period.
/// GLPK silently writes `x_<j>`/`r_<i>` instead of an invalid name, and aborts on one over 255
/// characters, so every name is made valid here.
public enum LPName {
    /// The symbols CPLEX LP format allows in names besides letters and digits.
    public static let allowedSymbols = Set("!\"#$%&()/,.;?@_`'{}|~")
    /// The longest name (GLPK's and CPLEX's limit).
    public static let maximumLength = 255

    /// `name` made valid: `[` and `]` become `(` and `)` (`constraints[3]` →
    /// `constraints(3)`), any other character not allowed (spaces, `+`, `-`, `*`, `<`, `=`,
    /// non-ASCII…) becomes `_`, a leading digit or period gets a `_` before it, an empty name
    /// becomes `_`, and the result is cut to ``maximumLength`` characters.
    public static func valid(_ name: String) -> String {
        var text = ""
        for character in name {
            switch character {
            case "[": text.append("(")
            case "]": text.append(")")
            case _ where isAllowed(character): text.append(character)
            default: text.append("_")
            }
        }
        if let first = text.first, first == "." || first.isASCII && first.isNumber { text = "_" + text }
        if text.isEmpty { text = "_" }
        return String(text.prefix(maximumLength))
    }

    /// Whether `character` may appear in a name: an ASCII letter or digit, or an allowed symbol.
    static func isAllowed(_ character: Character) -> Bool {
        guard character.isASCII else { return false }
        return character.isLetter || character.isNumber || allowedSymbols.contains(character)
    }
}
