import LayoutCore
import StackLayout
import Testing

/// `Text` with `"textModel": "font"`: sized by its font (Inter from fonts-inter, 2816 units
/// per em) as SwiftUI's Text sizes. Advances are from `scripts/font-advances.py` (fontTools),
/// u = size / 2816 points per unit; Inter's line height is 3408 units (ascender 2728 +
/// descender 680, no line gap).
@Suite struct FontTextTests {
    var environment: LayoutEnvironment {
        var environment = LayoutEnvironment()
        environment.textModel = .font
        return environment
    }

    func fontText(_ id: String, _ string: String, configure: (inout TextSpec) -> Void = { _ in }) -> ViewNode {
        var spec = TextSpec(string)
        configure(&spec)
        return ViewNode(.text(spec), id: id)
    }

    func u(_ units: Double, size: Double = 17) -> Double { units * size / 2816 }

    @Test func idealSizeIsOneLine() {
        // "Hello" in .body (17 pt): 2084 + 1640 + 668 + 668 + 1680 = 6740 units wide, one line
        // 3408 units tall; a nil proposal places it at 0.
        let solution = solve(fontText("t", "Hello"), width: nil, height: nil, environment: environment)
        expectFrame(solution, "t", 0, 0, u(6740), u(3408))
    }

    @Test func widestLineUnderTheProposedWidth() {
        // "ab cd" proposed 30 pt (4969 units): ab (3336) | cd (3320) → 3336 wide, 2 lines;
        // centred in the 30-wide canvas: x = (30 − 3336u) / 2.
        let solution = solve(fontText("t", "ab cd"), width: 30, height: nil, environment: environment)
        expectFrame(solution, "t", (30 - u(3336)) / 2, 0, u(3336), 2 * u(3408))
    }

    @Test func fixedSizeTakesTheIdealWidth() {
        // .fixedSize() proposes nil: one line of 7448 units even in 30 pt; centred:
        // x = (30 − 7448u) / 2 (negative: the text overflows, as in SwiftUI).
        let solution = solve(
            fontText("t", "ab cd").fixedSize(), width: 30, height: nil, environment: environment)
        expectFrame(solution, "t", (30 - u(7448)) / 2, 0, u(7448), u(3408))
    }

    @Test func textStylesFollowDynamicType() {
        // .headline is Inter SemiBold 17: H 2095 e 1669 l 734 l 734 o 1712 = 6944 units.
        let headline = solve(
            fontText("t", "Hello") { $0.fontStyle = .headline }, width: nil, height: nil, environment: environment)
        expectFrame(headline, "t", 0, 0, u(6944), u(3408))
        // .body at accessibility5 is 53 pt (Apple's table): 6740 × 53 / 2816 wide.
        var large = environment
        large.dynamicTypeSize = .accessibility5
        let body = solve(fontText("t", "Hello"), width: nil, height: nil, environment: large)
        expectFrame(body, "t", 0, 0, u(6740, size: 53), u(3408, size: 53))
        // .system(size: 34) keeps its size at any Dynamic Type size.
        let fixed = solve(fontText("t", "Hello") { $0.fontSize = 34 }, width: nil, height: nil, environment: large)
        expectFrame(fixed, "t", 0, 0, u(6740, size: 34), u(3408, size: 34))
    }

    @Test func lineLimitTruncatesWithAMeasuredEllipsis() {
        // 40 pt = 6625.9 units, the ellipsis 2312: "He" (3724) + "…" = 6036 units, one line.
        let solution = solve(
            fontText("t", "Hello, World") { $0.lineLimit = 1 }, width: 40, height: nil, environment: environment)
        expectFrame(solution, "t", (40 - u(6036)) / 2, 0, u(6036), u(3408))
    }

    @Test func lineSpacingAddsBetweenLines() {
        // ab | cd with lineSpacing 4: 2 × 3408 units + 4.
        let solution = solve(
            fontText("t", "ab cd") { $0.lineSpacing = 4 }, width: 30, height: nil, environment: environment)
        expectFrame(solution, "t", (30 - u(3336)) / 2, 0, u(3336), 2 * u(3408) + 4)
    }

    @Test func negativeLineSpacingFromSwiftIsZero() {
        // JSON refuses a negative length; the Swift API's −5 (and NaN) count as 0: 2 × 3408 units.
        for spacing in [-5, Double.nan] {
            let solution = solve(
                fontText("t", "ab cd") { $0.lineSpacing = spacing }, width: 30, height: nil, environment: environment)
            expectFrame(solution, "t", (30 - u(3336)) / 2, 0, u(3336), 2 * u(3408))
        }
    }

    @Test func firstTextBaselineComesFromTheFont() {
        // HStack(alignment: .firstTextBaseline) of "ab" at 17 and at 34: baselines 2728u17
        // and 2728u34 line up; the small text sits 2728 × (34 − 17) / 2816 lower. Stack height
        // = ascent 2728u34 + the larger descent 680u34 = 3408u34.
        let stack = hStack(
            alignment: .firstTextBaseline, spacing: 0,
            fontText("small", "ab"), fontText("big", "ab") { $0.fontSize = 34 })
        let solution = solve(stack, width: nil, height: nil, environment: environment)
        expectFrame(solution, "big", u(3336), 0, u(3336, size: 34), u(3408, size: 34))
        expectFrame(solution, "small", 0, u(2728, size: 34) - u(2728), u(3336), u(3408))
    }

    @Test func lastTextBaselineIsTheLastLines() {
        // Two lines of ab | cd (30 pt) beside one line at 17 aligned on the last baseline:
        // last baseline of the two-line text = 3408u + 2728u; the one-line text's top is at
        // 3408u.
        let stack = hStack(
            alignment: .lastTextBaseline, spacing: 0,
            fontText("two", "ab cd").frame(width: 30), fontText("one", "ab"))
        let solution = solve(stack, width: nil, height: nil, environment: environment)
        expectFrame(solution, "one", 30, u(3408), u(3336), u(3408))
    }

    @Test func missingFontFallsBackWithADiagnostic() {
        // No file "NoSuchFont.otf": a missingFont diagnostic, and the synthetic model
        // (8.5 per character at 17): "Hello" → 42.5 × 20.5.
        let solution = solve(
            fontText("t", "Hello") { $0.fontName = "NoSuchFont" }, width: nil, height: nil, environment: environment)
        expectFrame(solution, "t", 0, 0, 42.5, 20.5)
        #expect(solution.diagnostics.map(\.kind) == [.missingFont])
        #expect(solution.diagnostics.first?.views == ["t"])
    }

    @Test func specDecodesTheFontModel() throws {
        let json = """
            {"format": "layoutlab.view/1", "name": "t",
             "environment": {"textModel": "font"},
             "root": {"type": "Text", "id": "t", "text": "Hello", "font": {"style": "headline"},
                      "lineSpacing": 2, "truncationMode": "middle", "multilineTextAlignment": "center"}}
            """
        let spec = try ViewSpec(json: try JSONParser.parse(json))
        #expect(spec.environment.textModel == .font)
        guard case .text(let text) = spec.root.kind else {
            Issue.record("not a Text")
            return
        }
        #expect(text.fontStyle == .headline && text.lineSpacing == 2)
        #expect(text.truncationMode == .middle && text.alignment == .center)
        // Round trip through the canonical JSON.
        #expect(try ViewSpec(json: try JSONParser.parse(JSONWriter.write(spec.json))) == spec)
        var engine = StackLayoutEngine(spec)
        expectFrame(engine.solve(in: SolveSize(width: nil, height: nil)), "t", 0, 0, u(6944), u(3408))
    }

    @Test func badFontMembersAreRefused() {
        for (font, path, problem) in [
            (
                #"{"style": "huge"}"#, "root.font.style",
                SpecProblem.unknownName("huge", kind: "text style", allowed: TextStyle.allCases.map(\.rawValue))
            ),
            (
                #"{"style": "body", "size": 12}"#, "root.font.size",
                .mismatch(expected: "either a text style or a size", found: "both")
            ),
            (
                #"{"weight": "fat", "size": 12}"#, "root.font.weight",
                .unknownName("fat", kind: "weight", allowed: FontWeight.allCases.map(\.rawValue))
            ),
            (
                #"{"name": "a/b"}"#, "root.font.name",
                .mismatch(expected: "a font file name without '/'", found: #""a/b""#)
            ),
        ] {
            let json = """
                {"format": "layoutlab.view/1", "name": "t",
                 "root": {"type": "Text", "text": "x", "font": \(font)}}
                """
            let error = #expect(throws: SpecError.self) { try ViewSpec(json: try JSONParser.parse(json)) }
            #expect(error?.problem == problem, "\(font): \(String(describing: error))")
            #expect(error?.location == .jsonPath(path), "\(font): \(String(describing: error))")
        }
    }
}
