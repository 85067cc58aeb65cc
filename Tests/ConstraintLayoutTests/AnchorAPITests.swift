import ConstraintLayout
import LayoutCore
import Testing

/// The Swift API in UIKit's vocabulary: anchors, `~` priorities, identifiers, the UIKit
/// initializer, priority modes by API.
@Suite struct AnchorAPITests {
    let a = LayoutItem("a")
    let b = LayoutItem("b")
    let root = LayoutItem.root

    @Test func anchorsBuildConstraints() {
        #expect((a.top == b.bottom + 20).description == "a.top == b.bottom + 20")
        #expect(
            (a.width == 0.5 * root.width - 8 ~ .defaultHigh).description
                == "a.width == 0.5 * root.width - 8 @defaultHigh")
        #expect((a.left >= 10).withIdentifier("inset").description == "a.left >= 10 # inset")
        #expect((a.height <= b.height / 2 ~ LayoutPriority(300)).description == "a.height <= 0.5 * b.height @300")
        #expect((a.centerX - b.centerX == 0).description == "a.centerX - b.centerX == 0")
        let uikit = LayoutConstraint(
            item: "a", attribute: .top, relatedBy: .equal, toItem: "b", attribute: .bottom, multiplier: 1, constant: 20)
        #expect(uikit == (a.top == b.bottom + 20))
        #expect(LayoutPriority.required.rawValue == 1000 && LayoutPriority.defaultHigh.rawValue == 750)
        #expect(LayoutPriority.defaultLow.rawValue == 250 && LayoutPriority.fittingSizeLevel.rawValue == 50)
    }

    /// Solved with a spec: b at (10, 10, 100, 40); a below it by 20 → y 70, half of 400 minus 8
    /// wide (192) at x 10.
    @Test func addedConstraintsSolve() throws {
        let spec = makeSpec(
            views: plainViews("a", "b"), ["b.left == 10", "b.top == 10", "b.width == 100", "b.height == 40"])
        let engine = try ConstraintLayoutEngine(
            spec,
            adding: [
                a.top == b.bottom + 20, a.width == 0.5 * root.width - 8 ~ .defaultHigh,
                (a.left == b.left).withIdentifier("aligned"), a.height == 10,
            ])
        let solution = try engine.solve(in: Size(width: 400, height: 400))
        #expect(close(solution.frame(of: "a"), Rect(x: 10, y: 70, width: 192, height: 10)))
        #expect(engine.constraints.map(\.name).suffix(4) == ["added[0]", "added[1]", "aligned", "added[3]"])
    }

    @Test func addedConstraintsAreValidated() throws {
        let spec = makeSpec(views: plainViews("a", "b"), [])
        let unknown = specError { () throws(SpecError) in
            _ = try ConstraintLayoutEngine(spec, adding: [LayoutItem("zz").width == 1])
        }
        #expect(unknown?.problem == .unknownReference("zz", kind: "view", context: "in constraint added[0]"))
        let priority = specError { () throws(SpecError) in
            _ = try ConstraintLayoutEngine(spec, adding: [a.width == 1 ~ LayoutPriority(0)])
        }
        #expect(priority?.location == .jsonPath("added[0]"))
    }

    /// Priority modes by API: one `width == 100 @750` against twenty `width == 300 @740`.
    /// Lexicographic: the 750 level alone decides → 100. Weighted (kiwi strengths
    /// 1000^((p − 250) / 250)): moving w costs 10⁶ per point at 750 and saves
    /// 20 · 1000^1.96 ≈ 20 · 7.6·10⁵ = 1.5·10⁷ per point at 740, so the many outvote the one → 300.
    @Test func priorityModesDifferByAPI() throws {
        let spec = makeSpec(views: plainViews("a"), [])
        let constraints = [a.width == 100 ~ .defaultHigh] + (0..<20).map { _ in a.width == 300 ~ LayoutPriority(740) }
        let size = Size(width: 400, height: 400)
        let lexicographic = try ConstraintLayoutEngine(spec, adding: constraints).solve(in: size)
        let weighted = try ConstraintLayoutEngine(spec, adding: constraints, options: .init(priorityMode: .weighted))
            .solve(in: size)
        #expect(lexicographic.frame(of: "a")?.width == 100)
        #expect(weighted.frame(of: "a")?.width == 300)
    }
}
