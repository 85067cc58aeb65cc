/// Why Swift source cannot be read into a spec (`SpecProblem.swiftSource`, from
/// SwiftSourceImport): the case and the code or values it is about; its sentence is derived
/// from the case (`message`, in SwiftSourceProblem+Message.swift).
///
/// Code and values are named as written in the file (quoted with backticks) or by their kind
/// (`a number`, `a view`), as the evaluator describes them.
public enum SwiftSourceProblem: Sendable, Equatable {
    // MARK: Reading the file

    /// SwiftParser reports a syntax error; the sentence is its diagnostic.
    case syntaxError(String)
    /// Square brackets nested more than `limit` deep (SwiftParser's time grows exponentially
    /// with them, so they are refused before parsing).
    case bracketsTooDeep(limit: Int)
    /// `--view Name` names no view of the file; `declared` lists the views, preview
    /// providers and `#Preview`s the file has.
    case noViewNamed(String, declared: [String])
    /// The file declares no SwiftUI view, preview or UIKit view to read.
    case noView
    /// The view's body (or preview) evaluates to no views.
    case emptyBody

    // MARK: Code the importer does not evaluate

    /// Code the importer does not evaluate: `what` names it, as written (quoted with
    /// backticks) and where ("the statement `x += 1` in a view body").
    case notEvaluated(String)
    /// Something other than what the importer expects there: `expected` says what it takes
    /// (`a view`, `.horizontal or .vertical`), `found` what is there when it is known.
    case unexpected(expected: String, found: String?)
    /// A call, member or type the importer does not evaluate, named as written (`` `.layer` of a
    /// view ``): "… is not evaluated".
    case unsupported(String)
    /// An operation the value it is applied to does not take (calling a number, comparing
    /// a string with a view…).
    case cannot(SwiftSourceOperation)
    /// A SwiftUI modifier that may change the layout and is not evaluated (`--unknown-views
    /// placeholder` leaves it out with a note).
    case layoutModifier(String)
    /// A view type that is neither one LayoutLab evaluates nor a view of this file.
    case unknownView(String)
    /// A name this file does not define; `kind` is what it could be (`function`, `value or view`).
    case undefined(String, kind: String)
    /// A type declared in this file that conforms to `Layout`: only the layouts registered by
    /// name (`registered`, as `FlowLayout`) are evaluated.
    case unregisteredLayout(String, registered: [String])
    /// An `Image` (SwiftUI, or `UIImageView` with `uiKit`) whose size would come from its
    /// image file, which LayoutLab does not read.
    case imageWithoutSize(uiKit: Bool)
    /// Code nested deeper than the evaluator follows (`limit` levels).
    case nestedTooDeeply(limit: Int)
    /// More evaluation steps than `limit` (a loop or a recursion that does not end soon).
    case tooManySteps(limit: Int)

    // MARK: Values

    /// A division whose divisor is zero, as written (`` `w / 0` ``).
    case divisionByZero(String)
    /// A range whose bounds are not whole numbers within ±`limit`.
    case rangeBounds(limit: Int)
    /// A range whose lower bound is above its upper bound.
    case invertedRange(lower: Int, upper: Int)
    /// An array subscript, as written, that is not a whole number in `0..<count`.
    case indexOutOfRange(String, count: Int)
    /// `.first` of an empty array.
    case firstOfEmptyArray
    /// An escape sequence Swift strings do not have (the character after `\`).
    case unknownEscape(String)
    /// A length of a GeometryReader's proxy read outside that GeometryReader.
    case geometryOutsideReader

    // MARK: The file's own views and functions

    /// A type of this file called as a view that does not conform to `View`.
    case notAView(String)
    /// A view type (`type`) without `var body: some View { … }`.
    case noBody(type: String)
    /// A `PreviewProvider` without `static var previews: some View { … }`.
    case noPreviews(type: String)
    /// A function of this file without a body.
    case noFunctionBody(String)
    /// A call that leaves out the argument `label` of `function`.
    case missingArgument(String, of: String)
    /// An argument, as written, the function takes no parameter for.
    case extraArgument(String)
    /// A memberwise argument (`argument`, as written) for a property `type` does not have.
    case noSuchProperty(String, type: String, argument: String)
    /// A stored property without a default value that the view's creation did not pass.
    case noValue(String, type: String)

    // MARK: Modifiers

    /// A modifier (`` `.resizable()` ``) that applies only to `appliesTo` (`an Image`), before
    /// other modifiers.
    case misplacedModifier(String, appliesTo: String)
    /// `.id(…)` on a view that already has one; the second id as written.
    case secondID(String)
    /// `.center` as an alignment guide, which could be either axis's centre.
    case ambiguousCenterGuide
    /// `.dynamicTypeSize(…)` inside a container (the spec has one environment).
    case innerDynamicTypeSize

    // MARK: UIKit

    /// A UIKit view class LayoutLab does not model (its intrinsic size is unknown).
    case unmodeledUIKitView(String)
    /// A UIView subclass whose `intrinsicContentSize` does not return a literal `CGSize`.
    case intrinsicSizeNotLiteral(type: String)
    /// An attribute of `layoutMarginsGuide` other than its edges and centres.
    case marginGuideAttribute(String)
    /// A view property that may change the layout, set to `value` (as written).
    case layoutProperty(String, value: String)
    /// `.constant` set on a constraint made from a Visual Format line.
    case visualFormatConstant
    /// VFL options other than `[]` (`alignAll…`).
    case visualFormatOptions
    /// A metric given two different values by two VFL calls.
    case conflictingMetric(String, first: Double, second: Double)
    /// A view that is constrained but never added to the hierarchy (UIKit raises).
    case notInHierarchy(String)
}

/// An operation of Swift code applied to a value that does not take it
/// (`SwiftSourceProblem.cannot`): the operands are described by kind (`a number`) or as
/// written.
public enum SwiftSourceOperation: Sendable, Equatable {
    /// Calling a value that is not a function, view or type.
    case call(String)
    /// Calling the method `name` on a value that has no such method.
    case callMember(String, on: String)
    /// A `switch` case pattern that cannot be matched against the subject.
    case match(String, against: String)
    /// A prefix operator (`-`, `!`) on an operand that does not take it.
    case prefix(String, on: String)
    /// A value that cannot be interpolated into a string.
    case interpolate(String)
    /// Subscripting a value that is not an array or a view's dimensions.
    case subscripting(String)
    /// A `for` loop over a value that is not a sequence.
    case loop(over: String)
    /// Assigning to an expression that is not a property.
    case assign(to: String)
    /// Setting a property the value does not have (or the importer does not model).
    case set(property: String, of: String)
    /// `+ - * /` on operands that are not numbers or lengths.
    case arithmetic(String, String)
    /// Comparing two values that do not compare.
    case compare(String, String)
    /// One expression over both a GeometryReader's size and a view's dimensions.
    case mixGeometryAndDimensions
    /// A number literal Swift reads but a Double cannot hold.
    case readNumber(String)
}
