import ConstraintLayout
import LayoutCore
import Testing

/// UILabel's `adjustsFontSizeToFitWidth` with `minimumScaleFactor` (docs/ENGINES.md "Shrinking
/// text"): frames are solved with the unshrunk intrinsic size; the text shrinks inside its
/// solved frame (`drawnText(of:in:)`). Inter Regular, advances from `scripts/font-advances.py`:
/// "Hello" = 6740 units, "Hello Hello" = 14272, "H…" = 4396, line height 3408; at size s, n
/// units are n × s / 2816 pt.
@Suite struct LabelShrinkingTests {
    func u(_ units: Double, size: Double = 17) -> Double { units * size / 2816 }

    func engine(_ text: String, _ constraints: String) throws -> ConstraintLayoutEngine {
        let json = """
            { "format": "layoutlab.constraints/1", "name": "shrink", "views": [{"id": "label", "text": \(text)}],
              "constraints": [\(constraints)] }
            """
        guard case .constraints(let spec) = try SpecDocument(bytes: Array(json.utf8)) else {
            throw SpecError(.invalidSpec, at: .file, "not a constraint spec")
        }
        return try ConstraintLayoutEngine(spec)
    }

    @Test func aOneLineLabelShrinksInsideItsFrameWhichKeepsItsSize() throws {
        // Width fixed at 30 (required, beats compression resistance); the height stays the
        // unshrunk line, 3408 units at 17 pt. Drawn: scale 30 / u(6740) = 0.7373, 30 wide.
        let engine = try engine(
            #"{"string": "Hello", "adjustsFontSizeToFitWidth": true, "minimumScaleFactor": 0.5}"#,
            #""label.leading == 0", "label.top == 0", "label.width == 30""#)
        let solution = try engine.solve(in: Size(width: 375, height: 100))
        let frame = try #require(solution.frame(of: "label"))
        #expect(abs(frame.width - 30) < 1e-6 && abs(frame.height - u(3408)) < 1e-6)
        let drawn = try #require(try engine.drawnText(of: "label", in: solution))
        #expect(abs(drawn.scale - 30 / u(6740)) < 1e-9)
        #expect(abs(drawn.layout.width - 30) < 1e-6 && drawn.layout.lines.count == 1)
    }

    @Test func withoutAdjustingOrWithFactorZeroTheTextIsTruncated() throws {
        // Not adjusting: scale 1, tail-truncated in 30 pt: "He…" 6036 units = 36.4 > 30,
        // "H…" 4396 units = 26.54 ≤ 30. Factor 0 is UIKit's "the current font size".
        for text in [
            #"{"string": "Hello"}"#, #"{"string": "Hello", "adjustsFontSizeToFitWidth": true}"#,
            #"{"string": "Hello", "adjustsFontSizeToFitWidth": false, "minimumScaleFactor": 0.5}"#,
        ] {
            let engine = try engine(text, #""label.leading == 0", "label.top == 0", "label.width == 30""#)
            let drawn = try #require(
                try engine.drawnText(of: "label", in: engine.solve(in: Size(width: 375, height: 100))))
            #expect(drawn.scale == 1)
            #expect(abs(drawn.layout.width - u(4396)) < 1e-6)
        }
    }

    @Test func aMultiLineLabelShrinksToFitItsFramesHeight() throws {
        // "Hello Hello", numberOfLines 0, in a 50 × 20 frame: 2 lines (41.15 pt) at 17 pt do
        // not fit 20; 2 lines would need s ≤ 20 / 41.15 = 0.486 < 0.5, one line needs
        // 14272 × 17 s / 2816 ≤ 50 → s ≤ 0.58035 (and 20.57 s ≤ 20). The search stops within
        // 1/4096 below it.
        let engine = try engine(
            #"{"string": "Hello Hello", "numberOfLines": 0, "adjustsFontSizeToFitWidth": true, "minimumScaleFactor": 0.5}"#,
            #""label.leading == 0", "label.top == 0", "label.width == 50", "label.height == 20""#)
        let solution = try engine.solve(in: Size(width: 375, height: 100))
        let drawn = try #require(try engine.drawnText(of: "label", in: solution))
        let exact = 50 * 2816 / (14272 * 17.0)
        #expect(drawn.scale <= exact + 1e-9 && drawn.scale > exact - 1.0 / 4096)
        #expect(drawn.layout.lines.count == 1)
    }

    @Test func aViewThatIsNotALabelHasNoDrawnText() throws {
        let engine = try engine(#"{"string": "Hello"}"#, #""label.leading == 0", "label.top == 0""#)
        let solution = try engine.solve(in: Size(width: 375, height: 100))
        #expect(try engine.drawnText(of: "root", in: solution) == nil)
        #expect(try engine.drawnText(of: "missing", in: solution) == nil)
    }

    @Test(arguments: [
        (
            #""minimumScaleFactor": 1.5"#, "views[0].text.minimumScaleFactor",
            SpecProblem.mismatch(expected: "a scale factor from 0 to 1", found: "1.5")
        ),
        (
            #""minimumScaleFactor": -0.1"#, "views[0].text.minimumScaleFactor",
            .mismatch(expected: "a scale factor from 0 to 1", found: "-0.1")
        ),
        (
            #""adjustsFontSizeToFitWidth": 1"#, "views[0].text.adjustsFontSizeToFitWidth",
            .mismatch(expected: "true or false", found: "a number")
        ),
    ])
    func badShrinkingMembersAreLocatedErrors(_ member: String, _ path: String, _ problem: SpecProblem) {
        let error = #expect(throws: SpecError.self) {
            try engine(#"{"string": "Hello", \#(member)}"#, #""label.leading == 0""#)
        }
        #expect(error?.location == .jsonPath(path), "\(String(describing: error))")
        #expect(error?.problem == problem, "\(String(describing: error))")
    }

    @Test func shrinkingMembersRoundTripThroughJSON() throws {
        var text = LabelText("Hello")
        text.adjustsFontSizeToFitWidth = true
        text.minimumScaleFactor = 0.25
        var spec = ConstraintSpec(name: "one", views: [ConstraintView(id: "label")], constraints: [])
        spec.views[0].text = text
        guard case .constraints(let decoded) = try SpecDocument(bytes: Array(JSONWriter.write(spec.json).utf8)) else {
            Issue.record("not a constraint spec")
            return
        }
        #expect(decoded.views[0].text == text)
    }
}
