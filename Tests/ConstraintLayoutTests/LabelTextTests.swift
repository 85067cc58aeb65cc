import ConstraintLayout
import LayoutCore
import Testing

/// Labels (`"text"` on a constraint view) get their intrinsic content size and baselines from
/// the font (Inter from fonts-inter, 2816 units per em; advances from
/// `scripts/font-advances.py`): u = size / 2816 points per unit, line height 3408 units,
/// ascender 2728.
@Suite struct LabelTextTests {
    func u(_ units: Double, size: Double = 17) -> Double { units * size / 2816 }

    func spec(_ views: String, _ constraints: String) throws -> ConstraintSpec {
        let text = """
            { "format": "layoutlab.constraints/1", "name": "labels", "views": [\(views)], "constraints": [\(constraints)] }
            """
        guard case .constraints(let spec) = try SpecDocument(bytes: Array(text.utf8)) else {
            throw SpecError(.invalidSpec, at: .file, "not a constraint spec")
        }
        return spec
    }

    func frame(_ solution: LayoutSolution, _ id: String) -> Rect? { solution.frames.first { $0.id == id }?.frame }

    @Test func labelSizesItselfFromItsFont() throws {
        // "Hello" in .body (17): 2084 + 1640 + 668 + 668 + 1680 = 6740 units × 3408.
        let labels = try spec(
            #"{"id": "label", "text": {"string": "Hello"}}"#,
            #""label.leading == root.leading", "label.top == root.top""#)
        let solution = try ConstraintLayoutEngine(labels).solve(in: Size(width: 375, height: 100))
        let label = try #require(frame(solution, "label"))
        #expect(abs(label.width - u(6740)) < 1e-6 && abs(label.height - u(3408)) < 1e-6)
    }

    @Test func numberOfLinesZeroKeepsEveryParagraph() throws {
        // "ab\ncd", numberOfLines 0: two lines, widest ab = 1588 + 1748 = 3336 units.
        let labels = try spec(
            #"{"id": "label", "text": {"string": "ab\ncd", "numberOfLines": 0}}"#,
            #""label.leading == root.leading", "label.top == root.top""#)
        let solution = try ConstraintLayoutEngine(labels).solve(in: Size(width: 375, height: 100))
        let label = try #require(frame(solution, "label"))
        #expect(abs(label.width - u(3336)) < 1e-6 && abs(label.height - 2 * u(3408)) < 1e-6)
        // numberOfLines 1 (the default): "ab…", 3336 + 2312 (the ellipsis) units, one line.
        let one = try spec(
            #"{"id": "label", "text": {"string": "ab\ncd"}}"#,
            #""label.leading == root.leading", "label.top == root.top""#)
        let first = try #require(
            frame(try ConstraintLayoutEngine(one).solve(in: Size(width: 375, height: 100)), "label"))
        #expect(abs(first.width - u(3336 + 2312)) < 1e-6 && abs(first.height - u(3408)) < 1e-6)
    }

    @Test func firstBaselinesComeFromTheFont() throws {
        // big (34 pt) at the top; small.firstBaseline == big.firstBaseline puts small's top at
        // 2728 × (34 − 17) / 2816.
        let labels = try spec(
            #"{"id": "big", "text": {"string": "ab", "font": {"size": 34}}}, {"id": "small", "text": {"string": "ab"}}"#,
            #""big.leading == root.leading", "big.top == root.top", "small.leading == big.trailing","#
                + #""small.firstBaseline == big.firstBaseline""#)
        let solution = try ConstraintLayoutEngine(labels).solve(in: Size(width: 375, height: 100))
        let small = try #require(frame(solution, "small"))
        #expect(abs(small.y - (u(2728, size: 34) - u(2728))) < 1e-6)
        #expect(abs(small.x - u(3336, size: 34)) < 1e-6)
    }

    @Test func missingFontIsALocatedError() throws {
        let labels = try spec(#"{"id": "label", "text": {"string": "x", "font": {"name": "NoSuchFont"}}}"#, "")
        let error = #expect(throws: SpecError.self) { try ConstraintLayoutEngine(labels) }
        #expect(error?.location == .jsonPath("views[0].text.font"))
        // The text measurement's own error (a type LayoutCore does not see) is carried as its
        // description; it names the font it looked for.
        guard case .fontUnavailable(let reason) = error?.problem else {
            Issue.record("not fontUnavailable: \(String(describing: error))")
            return
        }
        #expect(reason.contains("NoSuchFont"), "\(reason)")
    }
}
