/// What is wrong at the column of a `TextSyntaxError`: the token the grammar expected there,
/// or the name or number found there and why it is refused. The sentence (`reason(in:)`) is
/// derived from the case and the grammar (VFL's in Apple's wording).
public enum TextSyntaxProblem: Sendable, Equatable {
    /// Something other than what the grammar takes there.
    case expected(SyntaxExpectation)
    /// A view id the spec does not declare; `views` are the declared ids (the first 12 are
    /// shown).
    case unknownView(String, views: [String])
    /// A metric name the spec does not declare (VFL: `orView` when a view name was also
    /// possible there).
    case unknownMetric(String, orView: Bool)
    /// An attribute name outside `allowed` (`wdth`).
    case unknownAttribute(String, allowed: [String])
    /// A priority name that is not a named level (VFL: nor a metric).
    case unknownPriority(String)
    /// A priority outside 1…1000.
    case priorityOutOfRange(Double)
    /// A number, as written, that cannot be read (or, in a constraint, overflows).
    case invalidNumber(String)
    /// A constraint expression whose constant overflows once combined.
    case constantOutOfRange
    /// A constraint term whose coefficient overflows once combined.
    case coefficientOutOfRange
    /// A division by zero.
    case divisionByZero
    /// An attribute multiplied or divided by an attribute after `*` or `/` (`symbol`): a
    /// constraint is linear.
    case nonlinear(after: String)
    /// A metric where a constraint anchor (item.attribute) was expected.
    case metricInsteadOfAnchor
    /// A view named in a VFL connection's predicate (`-(b)-`).
    case viewInConnection(String)
    /// A VFL `|` next to a view that has no superview.
    case noSuperview(String)
    /// A length-expression variable outside `allowed`.
    case unknownVariable(String, allowed: [String])
    /// An alignment guide name outside SwiftUI's (`d[.middle]`).
    case unknownGuide(String)
    /// A function other than `min`, `max` and `clamp`.
    case unknownFunction(String)
    /// `d[…]` outside an alignmentGuide value.
    case guideOutsideAlignmentGuide
    /// `clamp` with other than 3 arguments, or `min`/`max` with fewer than 2.
    case argumentCount(function: String, found: Int)
    /// Parentheses or operators nested more than `limit` levels.
    case nestedTooDeeply(limit: Int)
}

/// The token a string value's grammar expected where a `TextSyntaxError` points.
public enum SyntaxExpectation: Sendable, Equatable {
    // MARK: Constraint strings (FORMATS.md §2)

    /// A constraint, in an empty string.
    case constraint
    /// `+`, `-`, `@ priority`, `# identifier` or the end (after the second expression).
    case termOrEnd
    /// `# identifier` or the end (after the priority).
    case identifierOrEnd
    /// The end of the constraint (after its identifier).
    case end
    /// A number, a metric name or item.attribute.
    case operand
    /// item.attribute after `*`.
    case anchorAfterStar
    /// A number or a metric name after `*` or `/` (`symbol`).
    case numberOrMetric(after: String)
    /// `.` and an attribute after a view id.
    case attributeAfterView(String)
    /// An attribute after `.`.
    case attributeAfterDot
    /// `+`, `-` or a relation; `singleEquals` when a lone `=` is there.
    case operatorOrRelation(singleEquals: Bool)
    /// A priority after `@`.
    case priority
    /// An identifier after `#`.
    case identifier
    /// item.attribute (a whole anchor string).
    case anchor
    /// The end of an anchor string.
    case anchorEnd
    /// A number.
    case number
    /// The digits of an exponent (`2e`).
    case exponentDigits

    // MARK: Visual Format Language lines

    /// The end of the line after the closing `|`.
    case endAfterSuperview
    /// `-`, `[` or `|` after a view.
    case connectionOrView
    /// A view or the superview after a connection.
    case viewAfterConnection
    /// A view (`[name]`).
    case view
    /// A view name inside `[`.
    case viewName
    /// The `]` that ends a view.
    case closingBracket
    /// A number, a metric name, `(`, `[` or `|` after `-`.
    case connectionPredicate
    /// The `-` that ends a connection.
    case connectionEnd
    /// `,` or `)` in a predicate list.
    case predicateListContinuation
    /// A relation `==`, `<=` or `>=`.
    case relation
    /// A number or a metric name (`orView`: or a view name) in a predicate.
    case constant(orView: Bool)

    // MARK: Length expressions

    /// An operator or the end of the expression.
    case operatorOrEnd
    /// A number, a variable or `(`; `atEnd` when the expression ended.
    case primary(atEnd: Bool)
    /// The character `character` (`)`, `[`, `]`).
    case character(String)
    /// `,` or `)` in a function's arguments.
    case argumentSeparator
}
