import ConstraintLayout
import LayoutCore
import Testing

/// Visual Format Language: every grammar form (what each line stands for, written out by
/// hand from Apple's rules) and every error kind.
@Suite struct VisualFormatTests {
    static let spec = ConstraintSpec(
        name: "vfl", metrics: [Metric(name: "gap", value: 12), Metric(name: "high", value: 600)],
        views: [
            ConstraintView(id: "a"), ConstraintView(id: "b"), ConstraintView(id: "box"),
            ConstraintView(id: "c", parent: "box"),
        ])

    /// The constraints of `format`, as strings in the constraint grammar.
    func lines(_ format: String, _ spec: ConstraintSpec = spec) throws(SpecError) -> [String] {
        try LayoutConstraint.constraints(withVisualFormat: format, in: spec).map(\.description)
    }

    @Test(arguments: [
        // Orientation: H is the default; V uses top/bottom/height.
        ("[a(50)]", ["a.width == 50"]),
        ("H:[a(50)]", ["a.width == 50"]),
        ("V:[a(50)]", ["a.height == 50"]),
        // Superview edges, flush: a.leading == root.leading + 0.
        ("H:|[a]|", ["a.leading == root.leading", "root.trailing == a.trailing"]),
        // Standard spacing: 20 to the superview edge, 8 between siblings.
        (
            "H:|-[a]-[b]-|",
            ["a.leading == root.leading + 20", "b.leading == a.trailing + 8", "root.trailing == b.trailing + 20"]
        ),
        ("V:|-[a]-|", ["a.top == root.top + 20", "root.bottom == a.bottom + 20"]),
        // Explicit spacing, number and metric.
        (
            "H:|-10-[a]-gap-[b]-0.5-|",
            ["a.leading == root.leading + 10", "b.leading == a.trailing + 12", "root.trailing == b.trailing + 0.5"]
        ),
        // Flush views.
        ("[a][b]", ["b.leading == a.trailing"]),
        // Predicates in a connection: relation, priority, several, a negative number.
        ("[a]-(>=8@750)-[b]", ["b.leading >= a.trailing + 8 @defaultHigh"]),
        ("[a]-(>=8,<=gap@high)-[b]", ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 12 @600"]),
        ("[a]-(-5)-[b]", ["b.leading == a.trailing - 5"]),
        // View predicates: constants, relations, priorities (number, metric, named), views.
        ("[a(>=50,<=100@250)]", ["a.width >= 50", "a.width <= 100 @defaultLow"]),
        ("[a(==gap@high)]", ["a.width == 12 @600"]),
        ("[a(==b)]", ["a.width == b.width"]),
        ("V:[a(>=b@defaultHigh)]", ["a.height >= b.height @defaultHigh"]),
        // `|` is the adjacent view's parent.
        ("H:|-[c]-|", ["c.leading == box.leading + 20", "box.trailing == c.trailing + 20"]),
        // Spaces between tokens are ignored.
        (
            " H: | - [ a ( 50 ) ] - 8 - [ b ] ",
            ["a.leading == root.leading + 20", "a.width == 50", "b.leading == a.trailing + 8"]
        ),
    ])
    func grammarForm(_ format: String, _ expected: [String]) throws {
        #expect(try lines(format) == expected)
    }

    /// Metrics `standardSpacing` and `standardEdgeSpacing` override 8 and 20.
    @Test func standardSpacingComesFromMetrics() throws {
        var spec = Self.spec
        spec.metrics += [Metric(name: "standardSpacing", value: 6), Metric(name: "standardEdgeSpacing", value: 16)]
        #expect(
            try lines("|-[a]-[b]-|", spec) == [
                "a.leading == root.leading + 16", "b.leading == a.trailing + 6", "root.trailing == b.trailing + 16",
            ])
    }

    /// A line in a spec's `constraints` expands in place and solves: at width 400,
    /// `H:|-[a]-[b(==a)]-|` gives a.left = 20, and a + 8 + b = 400 − 40 with b = a → a = 176,
    /// b.left = 20 + 176 + 8 = 204. Names: `constraints[0]`, `constraints[0]#2`, ….
    @Test func linesExpandInPlaceAndSolve() throws {
        let spec = makeSpec(views: plainViews("a", "b"), ["H:|-[a]-[b(==a)]-|", "V:|[a(40)]", "V:|[b(40)]"])
        let engine = try ConstraintLayoutEngine(spec)
        #expect(
            engine.constraints.map(\.path).prefix(5) == [
                "constraints[0]", "constraints[0]#2", "constraints[0]#3", "constraints[0]#4", "constraints[1]",
            ])
        let solution = try engine.solve(in: Size(width: 400, height: 300))
        #expect(close(solution.frame(of: "a"), Rect(x: 20, y: 0, width: 176, height: 40)))
        #expect(close(solution.frame(of: "b"), Rect(x: 204, y: 0, width: 176, height: 40)))
    }

    /// A line is recognised after leading spaces and tabs; other strings are constraint
    /// strings. `\t V:|[a(40)]` is a.top = 0, a.height = 40; ` \ta.left == 10` and
    /// `a.width == 30` give a = (10, 0, 30, 40) at 400 × 300. `Hx == 0`-like text is not VFL: an
    /// unknown metric `Hx`.
    @Test func linesAreRecognisedAfterLeadingSpacesAndTabs() throws {
        let spec = makeSpec(views: plainViews("a"), ["\t V:|[a(40)]", " \ta.left == 10", "a.width == 30"])
        let solution = try ConstraintLayoutEngine(spec).solve(in: Size(width: 400, height: 300))
        #expect(close(solution.frame(of: "a"), Rect(x: 10, y: 0, width: 30, height: 40)))
        let notVFL = makeSpec(views: plainViews("a"), ["  Hx == 0"])
        #expect(throws: SpecError.self) { _ = try ConstraintLayoutEngine(notVFL) }
    }

    /// Right-to-left: as in UIKit, a horizontal line runs from the right edge leftwards, so
    /// spacings are measured leftwards: `H:|-10-[a(50)]-(>=5)-[b(20)]` puts a's right edge at
    /// 400 − 10 = 390 (x = 340) and b's right edge at ≤ 340 − 5 = 335, on its bound (x = 315).
    @Test func leadingFollowsTheLayoutDirection() throws {
        let spec = makeSpec(views: plainViews("a", "b"), ["H:|-10-[a(50)]-(>=5)-[b(20)]"], isRightToLeft: true)
        let solution = try solve(spec, 400, 100)
        #expect(solution.frame(of: "a")?.x == 340)
        #expect(solution.frame(of: "b")?.x == 315)
    }

    // MARK: Errors — each kind, with Apple's reason and a caret under the character.

    @Test(arguments: [
        ("H:", TextSyntaxProblem.expected(.view), 3),
        ("H:|-|", .expected(.view), 5),
        ("H:[1a]", .expected(.viewName), 4),
        ("H:[zz]", .unknownView("zz", views: ["root", "a", "b", "box", "c"]), 4),
        ("H:[a", .expected(.closingBracket), 5),
        ("H:[a(50]", .expected(.predicateListContinuation), 8),
        ("H:[a(nope)]", .unknownMetric("nope", orView: true), 6),
        ("H:[a(=50)]", .expected(.relation), 6),
        ("H:[a(==)]", .expected(.constant(orView: true)), 8),
        ("H:[a]-8[b]", .expected(.connectionEnd), 8),
        ("H:[a]-*-[b]", .expected(.connectionPredicate), 7),
        ("H:[a]-(b)-[b]", .viewInConnection("b"), 8),
        ("H:[a]-8-", .expected(.viewAfterConnection), 9),
        ("H:[a]|[b]", .expected(.endAfterSuperview), 7),
        ("H:[a]x", .expected(.connectionOrView), 6),
        ("H:[a(50@2000)]", .priorityOutOfRange(2000), 9),
        ("H:[a(50@urgent)]", .unknownPriority("urgent"), 9),
        ("H:[a(1.2.3)]", .invalidNumber("1.2.3"), 6),
        ("H:|[root]", .noSuperview("root"), 4),
    ])
    func errorKind(_ format: String, _ problem: TextSyntaxProblem, _ column: Int) throws {
        let error = try #require(specError { () throws(SpecError) in _ = try lines(format) })
        #expect(error.kind == .invalidSpec)
        #expect(error.location == .jsonPath("constraints[0]"))
        guard case .syntax(let syntax) = error.problem else {
            Issue.record("\(error)")
            return
        }
        #expect(syntax.grammar == .visualFormat && syntax.text == format)
        #expect(syntax.column == column, "\(error.message)")
        #expect(syntax.problem == problem, "\(error.message)")
        #expect(error.context == [format, String(repeating: " ", count: column - 1) + "^"])
    }

    /// The whole report as a user sees it (exit 65 in the CLI).
    @Test func errorReadsLikeApples() throws {
        let error = try #require(specError { () throws(SpecError) in _ = try lines("H:|[a") })
        #expect(
            error.inFile("s.json").description == """
                s.json:constraints[0]: Unable to parse constraint format: Expected a ']' here. That is how you give the end of a view (column 6)
                H:|[a
                     ^
                """)
    }

    /// `LayoutConstraint.parse` takes one constraint; a VFL line is pointed to the VFL API.
    @Test func singleConstraintParserRedirectsVFL() {
        let error = specError { () throws(SpecError) in _ = try LayoutConstraint.parse("H:|[a]|", in: Self.spec) }
        #expect(error?.problem == .visualFormatAsConstraint("H:|[a]|"))
        #expect(error?.message.contains("constraints(withVisualFormat:") == true)
    }
}
