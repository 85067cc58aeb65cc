/// The sentences of Swift source problems, derived from their cases.
extension SwiftSourceProblem {
    /// The sentence for the problem.
    public var message: String {
        switch self {
        case .syntaxError(let diagnostic): return diagnostic
        case .bracketsTooDeep(let limit):
            return "square brackets nested more than \(limit) deep (SwiftParser's time grows exponentially with them)"
        case .noViewNamed(let name, let declared):
            return "no view named \(name) in this file; it declares: "
                + (declared.isEmpty ? "no views" : declared.joined(separator: ", "))
        case .noView:
            return "no SwiftUI view in this file: expected `struct Name: View { var body: some View { … } }` "
                + "or `#Preview { … }`"
        case .emptyBody: return "the view's body has no views"
        case .notEvaluated(let what): return "cannot evaluate \(what)"
        case .unexpected(let expected, let found?): return "expected \(expected), found \(found)"
        case .unexpected(let expected, nil): return "expected \(expected)"
        case .unsupported(let what): return "\(what) is not evaluated"
        case .cannot(let operation): return "cannot " + operation.phrase
        case .layoutModifier(let name):
            return "`.\(name)` may change the layout and is not evaluated "
                + "(--unknown-views placeholder leaves it out with a note)"
        case .unknownView(let name):
            return "`\(name)` is not a SwiftUI view LayoutLab evaluates, nor a view of this file (a view from another "
                + "file cannot be evaluated; --unknown-views placeholder lays it out as a placeholder)"
        case .undefined(let name, let kind):
            return "`\(name)` is not defined in this file (a \(kind) from another file cannot be evaluated)"
        case .unregisteredLayout(let name, let registered):
            return "the custom Layout `\(name)` is not evaluated: only layouts registered by name are ("
                + registered.joined(separator: ", ") + ")"
        case .imageWithoutSize(uiKit: false):
            return "an Image's size comes from its file, which LayoutLab does not read: write Image(\"name\", "
                + "width: w, height: h) (LayoutDSL's form), or use --unknown-views placeholder"
        case .imageWithoutSize(uiKit: true):
            return "an image's size comes from its file, which LayoutLab does not read: give the image view "
                + "width and height constraints instead"
        case .nestedTooDeeply(let limit): return "nested too deeply to evaluate (more than \(limit) levels)"
        case .tooManySteps(let limit): return "limit exceeded: more than \(limit) evaluation steps"
        case .divisionByZero(let expression): return "division by zero in \(expression)"
        case .rangeBounds(let limit):
            return "a range needs whole-number bounds within ±\(Self.grouped(limit))"
        case .invertedRange(let lower, let upper):
            return "the range's lower bound (\(lower)) is above its upper bound (\(upper))"
        case .indexOutOfRange(let index, let count):
            return "index \(index) is not a whole number within the array (0..<\(count))"
        case .firstOfEmptyArray: return "`.first` of an empty array"
        case .unknownEscape(let character): return "cannot read the escape \\\(character) in a string"
        case .geometryOutsideReader: return "the geometry proxy is read outside its GeometryReader"
        case .notAView(let type): return "`\(type)` is not a View of this file (only its views are evaluated)"
        case .noBody(let type): return "`\(type)` has no `var body: some View { … }` in this file"
        case .noPreviews(let type): return "`\(type)` has no `static var previews: some View { … }`"
        case .noFunctionBody(let name): return "`\(name)` has no body"
        case .missingArgument(let label, let function): return "missing the argument `\(label)` of `\(function)`"
        case .extraArgument(let argument): return "unexpected argument \(argument)"
        case .noSuchProperty(let property, let type, let argument):
            return "`\(type)` has no property `\(property)` to pass \(argument) to"
        case .noValue(let name, let type): return "`\(name)` has no value: pass it where \(type) is created"
        case .misplacedModifier(let modifier, let target):
            return "\(modifier) applies to \(target), before other modifiers"
        case .secondID(let id): return "\(id) names a view that already has an id (one id per view)"
        case .ambiguousCenterGuide:
            return "write HorizontalAlignment.center or VerticalAlignment.center for a center guide"
        case .innerDynamicTypeSize:
            return "the dynamic type size is evaluated on the outermost view only (the spec has one environment)"
        case .unmodeledUIKitView(let name):
            return "`\(name)` is a UIKit view LayoutLab does not model (its intrinsic size is unknown); "
                + "--unknown-views placeholder lays it out as a plain UIView"
        case .intrinsicSizeNotLiteral(let type):
            return "`\(type).intrinsicContentSize` does not return a literal CGSize"
        case .marginGuideAttribute(let attribute):
            return "the \(attribute) of layoutMarginsGuide is not evaluated (only its edges and centers)"
        case .layoutProperty(let property, let value):
            return "setting `.\(property)` to \(value) may change the layout and is not evaluated"
        case .visualFormatConstant: return "a VFL constraint has no single constant"
        case .visualFormatOptions:
            return "VFL options (alignAll…) are not evaluated; use [] and separate alignment constraints"
        case .conflictingMetric(let name, let first, let second):
            return "the metric \"\(name)\" has two values (\(JSONWriter.formatNumber(first)) and "
                + "\(JSONWriter.formatNumber(second))); the spec has one metrics dictionary"
        case .notInHierarchy(let view):
            return "`\(view)` is constrained but not in the view hierarchy (no addSubview): "
                + "UIKit raises an exception here"
        }
    }
}

extension SwiftSourceProblem {
    /// `100000` as `100,000`.
    static func grouped(_ number: Int) -> String {
        var digits = String(number.magnitude)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        return (number < 0 ? "-" : "") + ([Substring(digits)] + groups).joined(separator: ",")
    }
}

extension SwiftSourceOperation {
    /// What cannot be done, after "cannot ".
    var phrase: String {
        switch self {
        case .call(let value): return "call \(value)"
        case .callMember(let name, let value): return "call `.\(name)` on \(value)"
        case .match(let subject, let pattern): return "match \(subject) against \(pattern)"
        case .prefix(let op, let operand): return "apply \(op) to \(operand)"
        case .interpolate(let value): return "write \(value) into a string"
        case .subscripting(let value): return "subscript \(value)"
        case .loop(let value): return "loop over \(value)"
        case .assign(let target): return "assign to \(target)"
        case .set(let property, let value): return "set `.\(property)` of \(value)"
        case .arithmetic(let a, let b): return "do arithmetic on \(a) and \(b)"
        case .compare(let a, let b): return "compare \(a) with \(b)"
        case .mixGeometryAndDimensions: return "mix the geometry proxy and the view's dimensions"
        case .readNumber(let literal): return "read the number \(literal)"
        }
    }
}
