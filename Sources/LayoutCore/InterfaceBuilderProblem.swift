/// What is wrong with an Interface Builder document (`.storyboard`, `.xib`; FORMATS.md §5),
/// with the values its message is made of. The `SpecError` carrying it has the file and the
/// element's line:column; tools and tests match the case, the message is derived.
public enum InterfaceBuilderProblem: Sendable, Equatable {
    /// Bytes that are not UTF-8, the first bad one at `offset`.
    case notUTF8(offset: Int)
    /// The XML parser's failure (`reason` is its sentence for libxml2's error code).
    case notWellFormed(reason: String)
    /// Elements nested deeper than `max`.
    case nestingTooDeep(max: Int)
    /// A problem at one element: its name (`view`, `constraint`), its IB id when it has one,
    /// and what is wrong there.
    case element(String, id: String?, ElementIssue)
    /// `--root id` names no root of the document; `roots` are the ones it has.
    case noSuchRoot(String, roots: [String])
    /// The document has no root view.
    case noRoot
    /// The document has several roots and no initial view controller: one must be chosen.
    case severalRoots([String])

    /// What is wrong at one element.
    public enum ElementIssue: Sendable, Equatable {
        /// The document's root element is not `<document>`.
        case notADocument
        /// The element has no `id` attribute; `what` names it ("view", "constraint").
        case missingID(what: String)
        /// Two views share the IB id.
        case duplicateID(String)
        /// The id (of a `kind`: "view", "guide", "layout guide") is already used, or maps to a
        /// spec id (`mappedTo`) another view uses.
        case idClash(String, kind: String, mappedTo: String?)
        /// A view without `<rect key="frame">`.
        case missingFrame
        /// A number attribute holding something else; `child` names the child element it is
        /// on (`rect`), nil for the element itself.
        case notANumber(attribute: String, value: String, child: String?)
        /// An attribute whose value is outside its set or range: found `value`, `expected`.
        case invalidValue(attribute: String, value: String, expected: String)
        /// A required attribute is absent.
        case missingAttribute(String)
        /// A constraint with `secondAttribute` but no `secondItem`.
        case secondAttributeWithoutItem
        /// A constraint item that is no view or layout guide of the root being imported.
        case unknownItem(String, root: String)
    }

    /// The kind of the problem: `limitExceeded` for the nesting limit, else `invalidSpec`.
    public var kind: SpecError.Kind {
        if case .nestingTooDeep = self { return .limitExceeded }
        return .invalidSpec
    }

    /// The sentence: what is wrong and what was expected.
    public var message: String {
        switch self {
        case .notUTF8(let offset):
            return "not UTF-8 (byte \(offset)); expected an Interface Builder .storyboard or .xib, which are UTF-8"
        case .notWellFormed(let reason):
            return "not a well-formed XML document (\(reason)); expected an Interface Builder .storyboard or .xib"
        case .nestingTooDeep(let max): return "limit exceeded: element nesting deeper than \(max)"
        case .element(let name, let id, let issue):
            return (id.map { "<\(name)> \"\($0)\"" } ?? "<\(name)>") + ": " + issue.message
        case .noSuchRoot(let id, let roots):
            return "no root view with id \"\(id)\"; roots: \(roots.joined(separator: ", "))"
        case .noRoot: return "the document has no root view"
        case .severalRoots(let roots):
            return "the document has \(roots.count) roots; pick one with --root: \(roots.joined(separator: ", "))"
        }
    }
}

extension InterfaceBuilderProblem.ElementIssue {
    /// The part of the sentence after the element.
    public var message: String {
        switch self {
        case .notADocument: return "expected the <document> element of an Interface Builder .storyboard or .xib"
        case .missingID(let what): return "a \(what) needs an id attribute"
        case .duplicateID(let id): return "duplicate view id \"\(id)\""
        case .idClash(let id, let kind, let mapped):
            return "\(kind) id \"\(id)\" clashes with another id" + (mapped.map { " once mapped to \"\($0)\"" } ?? "")
        case .missingFrame: return "missing <rect key=\"frame\">; expected the frame Interface Builder stores"
        case .notANumber(let attribute, let value, let child):
            return (child.map { "<\($0)>: " } ?? "")
                + "attribute \(attribute)=\"\(value)\" is not a number; expected a decimal such as 16 or 0.5"
        case .invalidValue(let attribute, let value, let expected):
            return "\(attribute)=\"\(value)\"; expected \(expected)"
        case .missingAttribute(let name): return "missing \(name)"
        case .secondAttributeWithoutItem: return "secondAttribute without secondItem"
        case .unknownItem(let id, let root): return "item \"\(id)\" is not a view or layout guide of root \"\(root)\""
        }
    }
}
