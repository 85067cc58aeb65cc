/// Why Swift source cannot be read into a spec (`SpecProblem.swiftSource`, from
/// SwiftSourceImport): the case and the code or values it is about; its sentence is derived
/// from the case.
public enum SwiftSourceProblem: Sendable, Equatable {
    /// SwiftParser reports a syntax error; the sentence is its diagnostic.
    case syntaxError(String)
    /// Code the importer does not evaluate: `what` names it, as written (quoted with
    /// backticks) and where ("the statement `x += 1` in a view body").
    case notEvaluated(String)
    /// Something other than what the importer expects there: `expected` says what it takes
    /// (`a view`, `.horizontal or .vertical`), `found` what is there when it is known.
    case unexpected(expected: String, found: String?)
    /// A call, member or type the importer does not evaluate, named as written (`` `.layer` of a
    /// view ``): "… is not evaluated".
    case unsupported(String)
    /// A SwiftUI modifier that may change the layout and is not evaluated (`--unknown-views
    /// placeholder` leaves it out with a note).
    case layoutModifier(String)
    /// A view type that is neither one LayoutLab evaluates nor a view of this file.
    case unknownView(String)
    /// A name this file does not define; `kind` is what it could be (`function`, `value or view`).
    case undefined(String, kind: String)
    /// Code nested deeper than the evaluator follows (`limit` levels).
    case nestedTooDeeply(limit: Int)
    /// More evaluation steps than `limit` (a loop or a recursion that does not end soon).
    case tooManySteps(limit: Int)
    /// Square brackets nested more than `limit` deep (SwiftParser's time grows exponentially
    /// with them, so they are refused before parsing).
    case bracketsTooDeep(limit: Int)

    /// The sentence for the problem.
    public var message: String {
        switch self {
        case .syntaxError(let diagnostic): return diagnostic
        case .notEvaluated(let what): return "cannot evaluate \(what)"
        case .unexpected(let expected, let found?): return "expected \(expected), found \(found)"
        case .unexpected(let expected, nil): return "expected \(expected)"
        case .unsupported(let what): return "\(what) is not evaluated"
        case .layoutModifier(let name):
            return "`.\(name)` may change the layout and is not evaluated "
                + "(--unknown-views placeholder leaves it out with a note)"
        case .unknownView(let name):
            return "`\(name)` is not a SwiftUI view LayoutLab evaluates, nor a view of this file (a view from another "
                + "file cannot be evaluated; --unknown-views placeholder lays it out as a placeholder)"
        case .undefined(let name, let kind):
            return "`\(name)` is not defined in this file (a \(kind) from another file cannot be evaluated)"
        case .nestedTooDeeply(let limit): return "nested too deeply to evaluate (more than \(limit) levels)"
        case .tooManySteps(let limit): return "limit exceeded: more than \(limit) evaluation steps"
        case .bracketsTooDeep(let limit):
            return "square brackets nested more than \(limit) deep (SwiftParser's time grows exponentially with them)"
        }
    }
}
