import ConstraintLayout
import LayoutCore
import Testing

/// The root's safe-area guide `safeArea` (docs/FORMATS.md §5 "The safe-area guide"): the
/// root inset by the spec's `safeAreaInsets`, as UIKit's `safeAreaLayoutGuide`. Frames are
/// worked by hand from that rule; the guide's attributes are checked at their column or path.
@Suite struct SafeAreaGuideTests {
    /// header pinned to the guide's top, leading and trailing, 44 high; bar on its bottom, as
    /// wide as it and centred in it, 49 high; badge 16 from its left, half its width, a
    /// quarter of its height, centred on it vertically.
    static func spec(_ insets: EdgeInsets, rightToLeft: Bool = false) -> ConstraintSpec {
        var spec = makeSpec(
            views: plainViews("header", "bar", "badge"),
            [
                "header.top == safeArea.top", "header.leading == safeArea.leading",
                "header.trailing == safeArea.trailing", "header.height == 44",
                "bar.bottom == safeArea.bottom", "bar.width == safeArea.width", "bar.centerX == safeArea.centerX",
                "bar.height == 49",
                "badge.left == safeArea.left + 16", "badge.width == 0.5 * safeArea.width",
                "badge.height == safeArea.height / 4", "badge.centerY == safeArea.centerY",
            ], isRightToLeft: rightToLeft)
        spec.safeAreaInsets = insets
        return spec
    }

    static func expect(_ solution: LayoutSolution, _ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double) {
        let expected = Rect(x: x, y: y, width: w, height: h)
        let frame = solution.frames.first { $0.id == id }?.frame
        #expect(close(frame, expected), "\(id): \(String(describing: frame)), expected \(expected)")
    }

    @Test func iPhone15PortraitInsets() throws {
        // 393 × 852, insets 59 / 0 / 34 / 0: the guide is (0, 59, 393, 852 − 93 = 759).
        let solution = try solve(Self.spec(EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)), 393, 852)
        Self.expect(solution, "header", 0, 59, 393, 44)
        // bar: bottom at 852 − 34 = 818, so y = 818 − 49 = 769.
        Self.expect(solution, "bar", 0, 769, 393, 49)
        // badge: 393 / 2 = 196.5 wide, 759 / 4 = 189.75 high, centred on 59 + 759 / 2 = 438.5.
        Self.expect(solution, "badge", 16, 438.5 - 189.75 / 2, 196.5, 189.75)
        // The guide is no view: the solution reports the spec's views only.
        #expect(solution.frames.map(\.id) == ["header", "bar", "badge"])
    }

    @Test func iPhone15LandscapeInsets() throws {
        // 852 × 393, insets 0 / 59 / 21 / 59: the guide is (59, 0, 852 − 118 = 734, 393 − 21 = 372).
        let solution = try solve(Self.spec(EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)), 852, 393)
        Self.expect(solution, "header", 59, 0, 734, 44)
        Self.expect(solution, "bar", 59, 372 - 49, 734, 49)
        // badge: 59 + 16 = 75, 734 / 2 = 367 wide, 372 / 4 = 93 high, centred on 186.
        Self.expect(solution, "badge", 75, 186 - 46.5, 367, 93)
    }

    @Test func withoutInsetsTheGuideIsTheRoot() throws {
        let solution = try solve(Self.spec(EdgeInsets()), 320, 480)
        Self.expect(solution, "header", 0, 0, 320, 44)
        Self.expect(solution, "bar", 0, 431, 320, 49)
        Self.expect(solution, "badge", 16, 240 - 60, 160, 120)
    }

    @Test func rightToLeftPutsTheLeadingInsetOnTheRight() throws {
        // 400 wide, leading 10, trailing 30, right-to-left: the guide's left edge is the
        // trailing inset in (30), its right edge the leading inset in (390); leading is right.
        let solution = try solve(
            Self.spec(EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30), rightToLeft: true), 400, 800)
        Self.expect(solution, "header", 30, 0, 360, 44)
        Self.expect(solution, "badge", 46, 400 - 100, 180, 200)
    }

    @Test func theObjectFormNamesTheGuide() throws {
        var spec = makeSpec(views: plainViews("a"), ["a.height == 10", "a.width == 10"])
        spec.constraints.append(
            .object(
                ConstraintObject(first: "a.top", relation: .equal, second: "safeArea.bottom", constant: -10),
                path: "constraints[2]"))
        spec.constraints.append(.text("a.left == safeArea.right - 10", path: "constraints[3]"))
        spec.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 5)
        // bottom of the guide 800 − 34 = 766, a.top 756; right 400 − 5 = 395, a.left 385.
        Self.expect(try solve(spec, 400, 800), "a", 385, 756, 10, 10)
    }

    /// The column (1-based) is the attribute's first character: `a.top == ` is 9 characters and
    /// `safeArea.` 9 more, so 19; `a.left == ` is 10, so 20.
    @Test(arguments: [
        ("a.top == safeArea.topMargin", 19), ("a.top == safeArea.firstBaseline", 19),
        ("a.left == safeArea.centerXWithinMargins", 20),
    ])
    func marginsAndBaselinesAreNotTheGuides(_ text: String, column: Int) {
        let error = specError { () throws(SpecError) in
            _ = try ConstraintLayoutEngine(makeSpec(views: plainViews("a"), [text]))
        }
        #expect(error?.location == .jsonPath("constraints[0]"), "\(String(describing: error))")
        guard case .syntax(let syntax) = error?.problem, case .unknownAttribute(_, let allowed) = syntax.problem else {
            Issue.record("not an unknown attribute: \(String(describing: error))")
            return
        }
        #expect(syntax.column == column)
        #expect(
            allowed == [
                "top", "bottom", "leading", "trailing", "left", "right", "width", "height", "centerX", "centerY",
            ])
    }

    @Test func anObjectSidesAttributeIsLocatedAtItsMember() {
        var spec = makeSpec(views: plainViews("a"), [])
        spec.constraints = [
            .object(
                ConstraintObject(first: "a.top", relation: .equal, second: "safeArea.lastBaseline"),
                path: "constraints[0]")
        ]
        let error = specError { () throws(SpecError) in _ = try ConstraintLayoutEngine(spec) }
        #expect(error?.location == .jsonPath("constraints[0].second"), "\(String(describing: error))")
    }

    @Test func theSwiftAPINamesTheGuide() throws {
        var spec = makeSpec(views: plainViews("a"), [])
        spec.safeAreaInsets = EdgeInsets(top: 20, leading: 0, bottom: 10, trailing: 0)
        let a = LayoutItem("a")
        let engine = try ConstraintLayoutEngine(
            spec,
            adding: [
                a.top == LayoutItem.safeArea.top, a.bottom == LayoutItem.safeArea.bottom, a.left == 0, a.width == 10,
            ])
        // 100 high: the guide runs from 20 to 100 − 10 = 90.
        Self.expect(try engine.solve(in: Size(width: 100, height: 100)), "a", 0, 20, 10, 70)
        // A margin of the guide is no anchor of it: an error at the constraint's path.
        let error = specError { () throws(SpecError) in
            _ = try ConstraintLayoutEngine(spec, adding: [a.top == LayoutItem.safeArea[.topMargin]])
        }
        #expect(error?.location == .jsonPath("added[0]"), "\(String(describing: error))")
        #expect(error.map { ExpectedUnknownAttribute.matches($0.problem) } == true, "\(String(describing: error))")
    }

    /// The problem of an attribute the guide does not have, named with those it has.
    enum ExpectedUnknownAttribute {
        static func matches(_ problem: SpecProblem) -> Bool {
            guard case .unknownName(let name, let kind, let allowed) = problem else { return false }
            return name == "topMargin" && kind == "safe-area guide attribute" && allowed.count == 10
        }
    }

    @Test func visualFormatCannotNameTheGuide() {
        // VFL names views (UIKit's has no guides): `safeArea` is not one.
        let error = specError { () throws(SpecError) in
            _ = try ConstraintLayoutEngine(makeSpec(views: plainViews("a"), ["H:|[safeArea]|"]))
        }
        #expect(error?.location == .jsonPath("constraints[0]"), "\(String(describing: error))")
    }
}
