/// What is wrong with a spec, with the values an error message is made of. `SpecError`
/// derives its kind, message and context from the case.
public enum SpecProblem: Sendable, Equatable {
    // MARK: JSON syntax (kind `invalidJSON`)

    /// A character other than the expected one; `found` is nil at the end of the input.
    case unexpectedCharacter(expected: String, found: String?)
    /// A byte that starts no valid UTF-8 sequence.
    case invalidUTF8(byte: UInt8)
    /// A key that appears twice in one object; `first` is where it first appeared.
    case duplicateKey(String, first: SpecLocation)
    /// Any other JSON syntax error (a malformed number, string or escape, trailing text).
    case malformedJSON(JSONSyntaxProblem)

    // MARK: Values (kind `invalidSpec`)

    /// A value of the wrong type or shape: "expected X, found Y".
    case mismatch(expected: String, found: String)
    /// A required member is absent; `expected` says what it holds.
    case missingKey(String, expected: String)
    /// A member the object does not take.
    case unknownKey(String, in: String, allowed: [String])
    /// A name outside a closed set (a view type, an alignment, a variable…).
    case unknownName(String, kind: String, allowed: [String])
    /// A name that refers to nothing declared (a parent, an arranged subview, a view);
    /// `context` completes the sentence (`of view "b"`, `in constraint c1`).
    case unknownReference(String, kind: String, context: String?)
    /// A number outside its range: "`what` `value` out of range; expected `expected`".
    case outOfRange(what: String, value: Double, expected: String)
    /// An id, metric name or identifier that does not match `[A-Za-z_][A-Za-z0-9_-]*`.
    case invalidIdentifier(String, kind: String)
    /// An id declared twice; `firstAt` is the JSON path of the first (nil when unknown).
    case duplicateID(String, kind: String, firstAt: String?)
    /// A syntax error inside a string value (a constraint, a VFL line, an expression).
    case syntax(TextSyntaxError)
    /// A Visual Format Language line where one constraint was expected.
    case visualFormatAsConstraint(String)
    /// Two groups of members that exclude each other both appear in `what` (`a frame`):
    /// "`what` takes either `first` or `second`, not both".
    case conflictingMembers(first: String, second: String, in: String)
    /// A member a container's inner layout does not take because the container's own is
    /// used (`children` in an AnyLayout case's layout).
    case memberOfContainer(String, container: String)
    /// An id reserved by the format (`root` in a constraint spec's views).
    case reservedID(String)
    /// A view's chain of parents leads back to the view.
    case parentCycle(through: String)
    /// A number that must be finite is NaN or infinite (`what`: "multiplier").
    case notFinite(what: String, value: Double)
    /// A constraint whose numbers each fit but overflow once its terms are combined.
    case combinedOutOfRange(constraint: String)
    /// A label's font cannot be loaded or measured with; the sentence is the text
    /// measurement's typed error (`TextMeasurementError`, a module LayoutCore does not see).
    case fontUnavailable(String)
    /// Swift source the importer cannot read into a spec.
    case swiftSource(SwiftSourceProblem)
    /// A source file that is not UTF-8 text.
    case notUTF8Text

    // MARK: Merging report shards (kind `invalidSpec`)

    /// `--merge` was given no report.
    case nothingToMerge
    /// Report shards of two different layouts (their names).
    case shardsOfDifferentLayouts(String, String)
    /// Migration report shards made on different devices or Dynamic Type sizes.
    case shardsOfDifferentSettings
    /// A size index that two comparison report shards both hold.
    case sizeInTwoShards(index: Int)
    /// A root (empty: the document's own) of `document` that two report shards both hold.
    case rootInTwoShards(root: String, document: String)

    // MARK: Limits (kind `limitExceeded`)

    /// A documented size limit was exceeded.
    case limitExceeded(SpecLimit)

    /// A problem in an Interface Builder document (its element, IB id and what was expected).
    case interfaceBuilder(InterfaceBuilderProblem)

    /// A problem that only has a sentence, of `kind`: an error of a type the reader does not
    /// know, carried as its description (Swift source import's fallback for errors other
    /// than its own and `SpecError`).
    case described(String, kind: SpecError.Kind)

    /// The kind of the problem.
    public var kind: SpecError.Kind {
        switch self {
        case .unexpectedCharacter, .invalidUTF8, .duplicateKey, .malformedJSON: return .invalidJSON
        case .limitExceeded: return .limitExceeded
        case .described(_, let kind): return kind
        case .interfaceBuilder(let problem): return problem.kind
        default: return .invalidSpec
        }
    }
}

/// A documented limit (FORMATS.md §5) and the value that exceeded it.
public enum SpecLimit: Sendable, Equatable {
    /// The file is larger than `max` bytes.
    case bytes(count: Int, max: Int)
    /// The spec has more than `max` views.
    case views(max: Int)
    /// A ForEach's copies of its content make more than `max` views.
    case forEachViews(max: Int)
    /// The spec has more than `max` constraints.
    case constraints(count: Int, max: Int)
    /// Views and modifiers nest `levels` deep, more than `max`.
    case nestingDepth(levels: Int, max: Int)
    /// The JSON arrays and objects nest more than `max` deep.
    case jsonNesting(max: Int)
    /// A number beyond ±`SpecLimits.maxMagnitude`.
    case magnitude(Double)
}

/// A syntax error inside a string value: which grammar, the string, the 1-based column (in
/// Unicode scalars) and what was expected there.
public struct TextSyntaxError: Error, Sendable, Equatable {
    /// The grammars of string values.
    public enum Grammar: Sendable, Equatable {
        /// A constraint string (`a.width == 100`, FORMATS.md §2).
        case constraint
        /// A Visual Format Language line (`H:|-[a]-|`).
        case visualFormat
        /// A length expression (`geometry.width / 2`).
        case lengthExpression
    }

    public var grammar: Grammar
    /// The whole string.
    public var text: String
    public var column: Int
    /// What was expected or what is wrong there.
    public var problem: TextSyntaxProblem
    /// The character found there (`"x"`, "the end of the string"), when it helps.
    public var found: String?

    package init(_ grammar: Grammar, text: String, column: Int, _ problem: TextSyntaxProblem, found: String? = nil) {
        self.grammar = grammar
        self.text = text
        self.column = column
        self.problem = problem
        self.found = found
    }

    /// What was expected or what is wrong there, as a sentence (derived from `problem`).
    public var reason: String { problem.reason(in: grammar) }
}
