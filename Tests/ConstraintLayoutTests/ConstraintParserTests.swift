import ConstraintLayout
import LayoutCore
import Testing

/// The constraint string grammar of FORMATS.md §2.
@Suite struct ConstraintParserTests {
    /// Views a, b, c; metrics `gap` = 20 and `wide-gap` = 40 (a name with a hyphen).
    static let spec = makeSpec(
        views: plainViews("a", "b", "c"), [],
        metrics: [Metric(name: "gap", value: 20), Metric(name: "wide-gap", value: 40)])

    static func parse(_ text: String) throws(SpecError) -> LayoutConstraint {
        try LayoutConstraint.parse(text, path: "constraints[3]", in: spec)
    }

    static func anchor(_ item: String, _ attribute: LayoutAttribute) -> LayoutAnchor {
        LayoutAnchor(item: item, attribute: attribute)
    }

    // MARK: Term forms

    @Test func numberConstant() throws {
        let c = try Self.parse("a.width == 100")
        #expect(c.first == LayoutExpression(terms: [LayoutTerm(1, Self.anchor("a", .width))]))
        #expect(c.relation == .equal)
        #expect(c.second == LayoutExpression(constant: 100))
        #expect(c.priority == .required)
        #expect(c.identifier == nil)
        #expect(c.name == "constraints[3]")
    }

    @Test func metricName() throws {
        #expect(try Self.parse("a.width == gap").second == LayoutExpression(constant: 20))
    }

    @Test func itemAttribute() throws {
        #expect(try Self.parse("a.left == b.right").second.terms == [LayoutTerm(1, Self.anchor("b", .right))])
    }

    /// Every attribute name is read as itself (the parser matches bytes by first letter, then
    /// name), and names that only share a prefix, a first letter or a length are unknown.
    @Test func everyAttributeNameAndNearMisses() throws {
        for attribute in LayoutAttribute.allCases {
            #expect(
                try Self.parse("a.\(attribute.rawValue) == 0").first.terms == [
                    LayoutTerm(1, Self.anchor("a", attribute))
                ])
        }
        for name in ["lef", "lefts", "leadingMargins", "centerZ", "centerXWithinMargin", "x", "topMarginX", "fir"] {
            #expect(throws: SpecError.self) { try Self.parse("a.\(name) == 0") }
        }
    }

    @Test func numberTimesAttribute() throws {
        #expect(try Self.parse("a.width == 2 * b.width").second.terms == [LayoutTerm(2, Self.anchor("b", .width))])
    }

    @Test func attributeTimesNumber() throws {
        #expect(try Self.parse("a.width == b.width * 0.5").second.terms == [LayoutTerm(0.5, Self.anchor("b", .width))])
    }

    @Test func attributeDividedByNumber() throws {
        // b.width / 4 = 0.25 × b.width.
        #expect(try Self.parse("a.width == b.width / 4").second.terms == [LayoutTerm(0.25, Self.anchor("b", .width))])
    }

    @Test func sumsWithLeadingMinus() throws {
        let c = try Self.parse("-a.left + b.left - 8 >= gap - c.top")
        #expect(c.first.terms == [LayoutTerm(-1, Self.anchor("a", .left)), LayoutTerm(1, Self.anchor("b", .left))])
        #expect(c.first.constant == -8)
        #expect(c.relation == .greaterThanOrEqual)
        // gap − c.top: constant 20, term −1 × c.top.
        #expect(c.second == LayoutExpression(terms: [LayoutTerm(-1, Self.anchor("c", .top))], constant: 20))
    }

    @Test func spacesAreOptional() throws {
        let c = try Self.parse("a.width*2+8<=b.width/2-gap@defaultLow#tight")
        #expect(c.first == LayoutExpression(terms: [LayoutTerm(2, Self.anchor("a", .width))], constant: 8))
        #expect(c.relation == .lessThanOrEqual)
        // b.width / 2 − gap: 0.5 × b.width − 20.
        #expect(c.second == LayoutExpression(terms: [LayoutTerm(0.5, Self.anchor("b", .width))], constant: -20))
        #expect(c.priority == .defaultLow)
        #expect(c.identifier == "tight")
    }

    @Test(arguments: [
        ("-8", -8.0), (".5", 0.5), ("1e3", 1000), ("2.5E-1", 0.25), ("+3", 3), ("0.5e+2", 50), ("7.", 7),
        ("b.left + -8", -8),
    ])
    func numbers(text: String, value: Double) throws {
        #expect(try Self.parse("a.left == \(text)").second.constant == value)
    }

    /// A hyphenated name is a metric when the spec defines it, else the longest metric before a
    /// `-` followed by subtraction.
    @Test(arguments: [("wide-gap", 40.0), ("gap-8", 12), ("gap - 8", 12), ("gap-wide-gap", -20)])
    func hyphenatedNames(text: String, value: Double) throws {
        #expect(try Self.parse("a.left == \(text)").second.constant == value)
    }

    @Test func metricsCanMultiplyAttributes() throws {
        #expect(try Self.parse("a.width == gap * b.width").second.terms == [LayoutTerm(20, Self.anchor("b", .width))])
    }

    @Test(arguments: LayoutAttribute.supported)
    func everyAttribute(attribute: LayoutAttribute) throws {
        let c = try Self.parse("a.\(attribute.rawValue) == b.\(attribute.rawValue)")
        #expect(c.first.terms.first?.anchor == Self.anchor("a", attribute))
        #expect(c.second.terms.first?.anchor == Self.anchor("b", attribute))
    }

    @Test(arguments: [
        ("@1", 1.0), ("@1000", 1000), ("@ 750", 750), ("@999.5", 999.5), ("@required", 1000), ("@defaultHigh", 750),
        ("@defaultLow", 250), ("@ fittingSizeLevel", 50),
    ])
    func priorities(suffix: String, value: Double) throws {
        #expect(try Self.parse("a.width == 100 \(suffix)").priority == LayoutPriority(value))
    }

    @Test func identifiersNameConstraints() throws {
        let c = try Self.parse("a.width == 100 @750 # half-width")
        #expect(c.identifier == "half-width")
        #expect(c.name == "half-width")
        #expect(try Self.parse("a.width==100#x_1").identifier == "x_1")
    }

    @Test func descriptionIsTheGrammar() throws {
        let c = try Self.parse("-a.left+2*b.left-8>=gap@750#g")
        #expect(c.description == "-a.left + 2 * b.left - 8 >= 20 @defaultHigh # g")
        #expect(try Self.parse(c.description) == c)
    }

    // MARK: Errors

    static let attributes = LayoutAttribute.supported.map(\.rawValue)

    /// Every error: `.invalidSpec` at the constraint's JSON path, its typed problem and column,
    /// and the string with a caret line under the offending character as context.
    @Test(arguments: [
        ("", TextSyntaxProblem.expected(.constraint), 1),
        // "a.width " is 8 characters: the lone "=" is column 9.
        ("a.width = 100", .expected(.operatorOrRelation(singleEquals: true)), 9),
        ("a.width < 100", .expected(.operatorOrRelation(singleEquals: false)), 9),
        // 11 characters, so the end is column 12.
        ("a.width == ", .expected(.operand), 12),
        // "a.width == 100 @" is 16 characters: the end is column 17.
        ("a.width == 100 @", .expected(.priority), 17),
        ("a.width == 100 @1001", .priorityOutOfRange(1001), 17),
        ("a.width == 100 @-5", .expected(.priority), 17),
        ("a.width == 100 @high", .unknownPriority("high"), 17),
        // "#" is column 16, the space 17, "9" 18.
        ("a.width == 100 # 9x", .expected(.identifier), 18),
        // "a.width == 100 @750 " is 20 characters: "x" is column 21.
        ("a.width == 100 @750 x", .expected(.identifierOrEnd), 21),
        ("a.width == 100 @750 #k x", .expected(.end), 24),
        ("a.width == 100 100", .expected(.termOrEnd), 16),
        ("a.width >= 10 == 20", .expected(.termOrEnd), 15),
        ("zz.width == 100", .unknownView("zz", views: ["root", "a", "b", "c"]), 1),
        ("a.width == margin", .unknownMetric("margin", orView: false), 12),
        ("a.wdth == 100", .unknownAttribute("wdth", allowed: attributes), 3),
        ("a.Width == 100", .unknownAttribute("Width", allowed: attributes), 3),
        // "a.width == b.width * " is 21 characters: "c" is column 22.
        ("a.width == b.width * c.width", .nonlinear(after: "*"), 22),
        ("a.width == b.width / 0", .divisionByZero, 22),
        ("a.width == b.width / ", .expected(.numberOrMetric(after: "/")), 22),
        ("a.width == 1e999", .invalidNumber("1e999"), 12),
        // "2" column 12, "e" 13: the missing digits are column 14.
        ("a.width == 2e", .expected(.exponentDigits), 14),
        ("a == 100", .expected(.attributeAfterView("a")), 2),
        ("a. == 1", .expected(.attributeAfterDot), 3),
        ("a.width == 2 * 3", .expected(.anchorAfterStar), 16),
        ("a.width == ü", .expected(.operand), 12),
        ("ü.width == 1", .expected(.operand), 1),
        ("a.width == (b.width)", .expected(.operand), 12),
    ])
    func errorsPointAtTheCharacter(text: String, problem: TextSyntaxProblem, column: Int) throws {
        let error = try #require(specError { () throws(SpecError) in _ = try Self.parse(text) })
        #expect(error.kind == .invalidSpec)
        #expect(error.location == .jsonPath("constraints[3]"))
        guard case .syntax(let syntax) = error.problem else {
            Issue.record("\(error)")
            return
        }
        #expect(syntax.grammar == .constraint && syntax.text == text)
        #expect(syntax.problem == problem, "\(error.message)")
        #expect(syntax.column == column, "\(error.message)")
        #expect(error.context == [text, String(repeating: " ", count: column - 1) + "^"])
    }

    /// The sentence is derived from the problem: the reason, the column and what was found.
    @Test func theMessageNamesWhatWasExpectedAndFound() throws {
        let unicode = try #require(specError { () throws(SpecError) in _ = try Self.parse("a.width == ü") })
        #expect(unicode.message == "expected a number, a metric name or item.attribute at column 12, found \"ü\"")
        let equals = try #require(specError { () throws(SpecError) in _ = try Self.parse("a.width = 100") })
        #expect(
            equals.message
                == "expected +, - or a relation (==, >=, <=) (write == for equality) at column 9, found \"=\"")
        let view = try #require(specError { () throws(SpecError) in _ = try Self.parse("zz.width == 100") })
        #expect(view.message == "unknown view \"zz\"; the views are root, a, b, c at column 1")
    }

    @Test func errorDescriptionShowsTheCaret() throws {
        let error = try #require(specError { () throws(SpecError) in _ = try Self.parse("a.width = 100") })
        #expect(
            error.description == """
                <input>:constraints[3]: expected +, - or a relation (==, >=, <=) (write == for equality) at column 9, found "="
                a.width = 100
                        ^
                """)
    }
}
