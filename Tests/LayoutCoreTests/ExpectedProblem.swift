import LayoutCore

/// What a decoding test expects of a `SpecError`'s problem: its case and the values that
/// identify it (the key, the name, the expected description), never the printed sentence.
enum ExpectedProblem: Sendable {
    case mismatch(expected: String)
    /// A mismatch whose expected description begins with `prefix` (a list that grows).
    case mismatchStarting(String)
    case unknownKey(String)
    case unknownName(String, kind: String)
    case unknownReference(String, kind: String)
    case missingKey(String)
    case duplicateID(String)
    case invalidIdentifier(String)
    case outOfRange(Double)
    /// A syntax error in a string value: its column and typed problem.
    case syntax(column: Int, TextSyntaxProblem)
    /// A syntax error in a length expression, wherever it is.
    case syntaxAnyColumn
    /// Two groups of members that exclude each other, in `what` ("a frame").
    case conflictingMembers(in: String)
    /// Exactly this problem, every value included.
    case exactly(SpecProblem)

    func matches(_ problem: SpecProblem) -> Bool {
        switch (self, problem) {
        case (.mismatch(let a), .mismatch(let b, _)): return a == b
        case (.mismatchStarting(let prefix), .mismatch(let b, _)): return b.hasPrefix(prefix)
        case (.unknownKey(let a), .unknownKey(let b, _, _)): return a == b
        case (.unknownName(let a, let kind), .unknownName(let b, let other, _)): return a == b && kind == other
        case (.unknownReference(let a, let kind), .unknownReference(let b, let other, _)):
            return a == b && kind == other
        case (.missingKey(let a), .missingKey(let b, _)): return a == b
        case (.duplicateID(let a), .duplicateID(let b, _, _)): return a == b
        case (.invalidIdentifier(let a), .invalidIdentifier(let b, _)): return a == b
        case (.outOfRange(let a), .outOfRange(_, let b, _)): return a == b
        case (.syntax(let column, let expected), .syntax(let error)):
            return error.column == column && error.problem == expected
        case (.syntaxAnyColumn, .syntax(let error)): return error.grammar == .lengthExpression
        case (.conflictingMembers(let a), .conflictingMembers(_, _, let b)): return a == b
        case (.exactly(let expected), let problem): return expected == problem
        default: return false
        }
    }
}
