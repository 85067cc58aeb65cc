/// The sentences of `SpecError`s, derived from their problems (one function per shape).
extension SpecProblem {
    /// What is wrong and what was expected, as one sentence.
    public var message: String {
        switch self {
        case .unexpectedCharacter(let expected, let found?): return "expected \(expected), found \(found)"
        case .unexpectedCharacter(let expected, nil): return "unexpected end of input; expected \(expected)"
        case .invalidUTF8(let byte): return "invalid UTF-8 (byte 0x\(JSONByteParser.hex(byte, digits: 2)))"
        case .duplicateKey(let key, let first): return "duplicate key \(JSONByteParser.quoted(key)) (first at \(first))"
        case .malformedJSON(let problem): return problem.message
        case .described(let sentence, _): return sentence
        case .mismatch(let expected, let found): return "expected \(expected), found \(found)"
        case .missingKey(let key, let expected): return "missing key \"\(key)\" (\(expected))"
        case .unknownKey(let key, let what, let allowed):
            return "unknown key \"\(key)\" in \(what); expected one of: \(allowed.joined(separator: ", "))"
        case .unknownName(let name, let kind, let allowed):
            return "unknown \(kind) \"\(name)\"; expected one of: \(allowed.joined(separator: ", "))"
        case .unknownReference(let name, let kind, let context):
            return "unknown \(kind) \"\(name)\"" + (context.map { " " + $0 } ?? "")
        case .outOfRange(let what, let value, let expected):
            return "\(what) \(JSONWriter.formatNumber(value)) out of range; expected \(expected)"
        case .invalidIdentifier(let text, let kind):
            return "invalid \(kind) \"\(text)\"; expected [A-Za-z_][A-Za-z0-9_-]*"
        case .duplicateID(let id, let kind, let first):
            return "duplicate \(kind) \"\(id)\""
                + (first.map { " (first declared at \($0))" } ?? " (ids must be unique)")
        case .conflictingMembers(let first, let second, let what):
            return "\(what) takes either \(first) or \(second), not both"
        case .memberOfContainer(let key, let container):
            return "an \(container)'s layout takes no \"\(key)\": the \(container)'s own are used"
        case .reservedID(let id):
            let what = id == ConstraintSpec.safeAreaID ? "the root's safe-area guide" : "the implicit root view"
            return "\"\(id)\" is \(what) and cannot be redefined"
        case .parentCycle(let id): return "parent cycle through view \"\(id)\""
        case .notFinite(let what, let value): return "\(what) must be a finite number, found \(value)"
        case .combinedOutOfRange(let name):
            return "the numbers of constraint \(name) are out of range once its terms are combined"
        case .fontUnavailable(let reason): return reason
        case .swiftSource(let problem): return problem.message
        case .notUTF8Text: return "the file is not UTF-8 text"
        case .syntax(let error): return error.message
        case .visualFormatAsConstraint:
            return "a Visual Format Language line stands for several constraints; "
                + "use LayoutConstraint.constraints(withVisualFormat:path:in:)"
        case .nothingToMerge: return "nothing to merge"
        case .shardsOfDifferentLayouts(let first, let second):
            return "cannot merge shards of different layouts (\"\(first)\" and \"\(second)\")"
        case .shardsOfDifferentSettings:
            return "the shards were migrated on different devices or Dynamic Type sizes; expected the same in each"
        case .sizeInTwoShards(let index): return "size index \(index) appears in two shards"
        case .rootInTwoShards(let root, let document):
            return "root \(root.isEmpty ? "(document)" : root) of \(document) appears in two inputs; "
                + "expected each shard once"
        case .limitExceeded(let limit): return limit.message
        case .interfaceBuilder(let problem): return problem.message
        }
    }

    /// Lines printed after the message: a constraint string or VFL line and a caret line.
    public var context: [String] {
        switch self {
        case .syntax(let error) where error.grammar != .lengthExpression:
            return TextSyntaxError.caretLines(error.text, column: error.column)
        case .visualFormatAsConstraint(let text):
            return TextSyntaxError.caretLines(
                text, column: text.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count + 1)
        default: return []
        }
    }
}

extension SpecLimit {
    /// "limit exceeded: …" (the JSON nesting limit is reported as the parser's sentence).
    public var message: String {
        switch self {
        case .bytes(let count, let max): return "limit exceeded: \(count) bytes > \(max)"
        case .views(let max): return "limit exceeded: more than \(max) views"
        case .forEachViews(let max): return "limit exceeded: ForEach expands to more than \(max) views"
        case .constraints(let count, let max): return "limit exceeded: \(count) constraints > \(max)"
        case .nestingDepth(let levels, let max): return "limit exceeded: nesting depth \(levels) > \(max)"
        case .jsonNesting(let max): return "nesting deeper than \(max) levels"
        case .magnitude(let value):
            return
                "limit exceeded: \(JSONWriter.formatNumber(value)) is out of range; numbers in a spec lie within ±1e9 "
                + "(use \"infinity\" where an unbounded length is allowed)"
        }
    }
}

extension TextSyntaxError {
    /// The grammar's sentence: "… at column N, found X" (constraints), Apple's "Unable to
    /// parse constraint format: … (column N)" (VFL), "invalid expression "…" at column N: …".
    public var message: String {
        switch grammar {
        case .constraint:
            return "\(reason) at column \(column)" + (found.map { ", found \($0)" } ?? "")
        case .visualFormat:
            return "Unable to parse constraint format: \(reason) (column \(column))"
        case .lengthExpression:
            return "invalid expression \"\(text)\" at column \(column): \(reason)"
        }
    }

    /// The string (control characters shown as spaces, so the caret lines up) and a caret
    /// line: `column − 1` spaces and `^`.
    package static func caretLines(_ text: String, column: Int) -> [String] {
        let shown = String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 ? " " : $0 }))
        return [shown, String(repeating: " ", count: max(column - 1, 0)) + "^"]
    }
}
