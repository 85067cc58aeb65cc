import LayoutCore
import SwiftSourceImport
import Testing

/// The evaluator's errors are typed cases with their values, at the place of the code they
/// are about (line:column of the node, 1-based; the body expression starts at 3:9).
@Suite struct SwiftSourceProblemTests {
    /// `struct A: View` whose body is `body` (line 3, column 9), then `more` declarations.
    static func view(_ body: String, _ more: String = "") -> String {
        "struct A: View {\n    var body: some View {\n        \(body)\n    }\n}\n" + more
    }

    static let row = "struct Row: View {\n    let title: String\n    var body: some View { Text(title) }\n}\n"

    static let cases: [(source: String, line: Int, column: Int, problem: SwiftSourceProblem)] = [
        // `Color.red.frame(width: ` is 23 characters: the argument starts at column 32.
        (view("Color.red.frame(width: 1 / 0)"), 3, 32, .divisionByZero("`1 / 0`")),
        (view("Color.red.frame(width: -\"a\")"), 3, 32, .cannot(.prefix("-", on: "a string"))),
        (view("Color.red.frame(width: 1 + \"a\")"), 3, 32, .cannot(.arithmetic("a number", "a string"))),
        (view("Color.red.frame(width: \"a\" < 1 ? 1 : 2)"), 3, 32, .cannot(.compare("a string", "a number"))),
        // `[1, 2][5]`: the index 5 is at column 32 + 7.
        (view("Color.red.frame(width: [1, 2][5])"), 3, 39, .indexOutOfRange("`5`", count: 2)),
        // `ForEach(` is 8 characters: the range starts at column 17.
        (view("ForEach(3..<1) { _ in Color.red }"), 3, 17, .invertedRange(lower: 3, upper: 1)),
        (view("ForEach(0..<200000) { _ in Color.red }"), 3, 17, .rangeBounds(limit: 100_000)),
        // `Text("\(` is 8 characters: the interpolated expression starts at column 17.
        (view("Text(\"\\([1])\")"), 3, 17, .cannot(.interpolate("an array"))),
        (view("Image(\"photo\")"), 3, 9, .imageWithoutSize(uiKit: false)),
        // Modifier errors are at the modifier's dot.
        (view("Color.red.resizable()"), 3, 18, .misplacedModifier("`.resizable()`", appliesTo: "an Image")),
        (view("Color.red.id(\"a\").id(\"b\")"), 3, 26, .secondID("`\"b\"`")),
        (view("VStack { Color.red.dynamicTypeSize(.large) }"), 3, 27, .innerDynamicTypeSize),
        // A property without a value is an error where the body reads it: `title` in Row's
        // body, line 8 (after A's 5 lines), column 32.
        (view("Row()", row), 8, 32, .noValue("title", type: "Row")),
        (
            view("Row(title: \"a\", subtitle: \"b\")", row), 3, 35,
            .noSuchProperty("subtitle", type: "Row", argument: "`\"b\"`")
        ),
        ("let a = 1\n", 1, 1, .noView),
    ]

    @Test(arguments: cases.indices)
    func evaluatorErrorsAreTypedAndLocated(_ index: Int) throws {
        let (source, line, column, problem) = Self.cases[index]
        let error = try #require(SwiftSourceSupport.error(source), "\(source)")
        #expect(error.problem == .swiftSource(problem), "\(source)")
        #expect(error.location == .lineColumn(line: line, column: column), "\(source)")
    }

    /// The sentences are derived from the cases' values.
    @Test func messagesAreDerivedFromTheCases() {
        #expect(SwiftSourceProblem.cannot(.call("a number")).message == "cannot call a number")
        #expect(
            SwiftSourceProblem.cannot(.set(property: "alpha", of: "a constraint")).message
                == "cannot set `.alpha` of a constraint")
        #expect(
            SwiftSourceProblem.rangeBounds(limit: 100_000).message
                == "a range needs whole-number bounds within ±100,000")
        #expect(
            SwiftSourceProblem.invertedRange(lower: 3, upper: 1).message
                == "the range's lower bound (3) is above its upper bound (1)")
        #expect(
            SwiftSourceProblem.noViewNamed("Missing", declared: []).message
                == "no view named Missing in this file; it declares: no views")
        #expect(
            SwiftSourceProblem.conflictingMetric("m", first: 1, second: 2.5).message
                == "the metric \"m\" has two values (1 and 2.5); the spec has one metrics dictionary")
    }

    @Test func aFontOutsideTheTextStylesIsAnUnknownName() throws {
        let error = try #require(SwiftSourceSupport.error(Self.view("Text(\"a\").font(.huge)")))
        #expect(error.problem == .unknownName("huge", kind: "font", allowed: TextStyle.allCases.map(\.rawValue)))
        #expect(error.location == .lineColumn(line: 3, column: 24))
    }

    @Test func aViewNameTheFileDoesNotDeclareListsTheViews() throws {
        do {
            _ = try SwiftSource.read(
                Self.view("Color.red", Self.row), file: "Test.swift", options: SwiftSource.Options(viewName: "Missing"))
            Issue.record("imported")
        } catch {
            #expect(error.problem == .swiftSource(.noViewNamed("Missing", declared: ["A", "Row"])))
        }
    }

    @Test func aCustomLayoutIsNotEvaluatedAndTheRegisteredOnesAreNamed() throws {
        let source = Self.view(
            "Spiral { Color.red }",
            "struct Spiral: Layout {\n    func sizeThatFits() -> CGSize { .zero }\n}\n")
        let error = try #require(SwiftSourceSupport.error(source))
        guard case .swiftSource(.unregisteredLayout("Spiral", let registered)) = error.problem else {
            Issue.record("\(error)")
            return
        }
        #expect(registered.contains("FlowLayout"))
    }

    /// A UIKit view controller whose `viewDidLoad` adds the view `a` and runs `lines` (line 9
    /// on, indented by 8).
    static func uikit(_ lines: String...) -> String {
        """
        import UIKit

        final class Screen: UIViewController {
            let a = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(a)
        \(lines.map { "        " + $0 }.joined(separator: "\n"))
            }
        }
        """
    }

    @Test func uikitCodeErrorsAreTyped() throws {
        let vfl = "NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "
        // `options:` starts 69 + 28 characters into the line, after 8 spaces: column 106.
        let options = try #require(
            SwiftSourceSupport.error(
                Self.uikit(vfl + #""H:|[a]|", options: .alignAllTop, metrics: nil, views: ["a": a]))"#)))
        #expect(options.problem == .swiftSource(.visualFormatOptions))
        #expect(options.location == .lineColumn(line: 9, column: 106))
        let metrics = try #require(
            SwiftSourceSupport.error(
                Self.uikit(
                    vfl + #""H:|-m-[a]|", options: [], metrics: ["m": 1], views: ["a": a]))"#,
                    vfl + #""V:|-m-[a]|", options: [], metrics: ["m": 2], views: ["a": a]))"#)))
        #expect(metrics.problem == .swiftSource(.conflictingMetric("m", first: 1, second: 2)))
        let margin = try #require(
            SwiftSourceSupport.error(
                Self.uikit("a.widthAnchor.constraint(equalTo: view.layoutMarginsGuide.widthAnchor).isActive = true")))
        #expect(margin.problem == .swiftSource(.marginGuideAttribute("width")))
    }
}
