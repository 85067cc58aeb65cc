import ConstraintLayout
import LayoutCore
import Testing

/// A label's `lineBreakMode` (`"text": {"lineBreakMode": …}`) in the measurement. Inter
/// 17 pt (2816 units per em; advances from `scripts/font-advances.py`): a 1588, b 1748,
/// space 792, so "ab" = 3336, "ab a" = 5716, "b ab" = 5876, "ab ab" = 7464; ellipsis 2312;
/// line height 3408 units.
@Suite struct LabelLineBreakModeTests {
    func u(_ units: Double) -> Double { units * 17 / 2816 }

    func label(_ text: String, width: Double? = nil) throws -> Rect {
        let pinned = width.map { #", "label.width == \#($0)""# } ?? ""
        let json = """
            { "format": "layoutlab.constraints/1", "name": "labels",
              "views": [{"id": "label", "text": \(text)}],
              "constraints": ["label.leading == root.leading", "label.top == root.top"\(pinned)] }
            """
        guard case .constraints(let spec) = try SpecDocument(bytes: Array(json.utf8)) else {
            throw SpecError(.invalidSpec, at: .file, "not a constraint spec")
        }
        let solution = try ConstraintLayoutEngine(spec).solve(in: Size(width: 375, height: 400))
        return try #require(solution.frames.first { $0.id == "label" }?.frame)
    }

    @Test func characterWrappingNeedsFewerLinesThanWordWrapping() throws {
        // 36.25 pt = 6004.7 units wide, "ab ab ab", numberOfLines 0: by words ab | ab | ab
        // (3 lines), by characters "ab a" | "b ab" (2 lines).
        let words = try label(
            #"{"string": "ab ab ab", "numberOfLines": 0, "lineBreakMode": "byWordWrapping"}"#, width: 36.25)
        #expect(abs(words.height - 3 * u(3408)) < 1e-6)
        let characters = try label(
            #"{"string": "ab ab ab", "numberOfLines": 0, "lineBreakMode": "byCharWrapping"}"#, width: 36.25)
        #expect(abs(characters.height - 2 * u(3408)) < 1e-6)
    }

    @Test func singleLineIntrinsicWidthDependsOnTheMode() throws {
        // "ab\ncd", numberOfLines 1: the first paragraph "ab" (3336 units); the truncating
        // modes add the ellipsis (2312), the others nothing.
        for mode in ["byWordWrapping", "byCharWrapping", "byClipping"] {
            let frame = try label(#"{"string": "ab\ncd", "lineBreakMode": "\#(mode)"}"#)
            #expect(abs(frame.width - u(3336)) < 1e-6, "\(mode)")
        }
        for mode in ["byTruncatingHead", "byTruncatingTail", "byTruncatingMiddle"] {
            let frame = try label(#"{"string": "ab\ncd", "lineBreakMode": "\#(mode)"}"#)
            #expect(abs(frame.width - u(3336 + 2312)) < 1e-6, "\(mode)")
        }
    }

    @Test func unknownModeIsALocatedError() {
        let error = #expect(throws: SpecError.self) {
            try label(#"{"string": "ab", "lineBreakMode": "byWrapping"}"#)
        }
        #expect(error?.location == .jsonPath("views[0].text.lineBreakMode"))
        // The error lists the modes (byCharWrapping among them).
        #expect(
            error?.problem
                == .unknownName("byWrapping", kind: "line break mode", allowed: LineBreakMode.allCases.map(\.rawValue)))
    }

    @Test func lineBreakModeRoundTripsThroughJSON() throws {
        var text = LabelText("ab")
        text.lineBreakMode = .byClipping
        var spec = ConstraintSpec(name: "one", views: [ConstraintView(id: "label")], constraints: [])
        spec.views[0].text = text
        guard case .constraints(let decoded) = try SpecDocument(bytes: Array(JSONWriter.write(spec.json).utf8)) else {
            Issue.record("not a constraint spec")
            return
        }
        #expect(decoded.views[0].text?.lineBreakMode == .byClipping)
    }
}
