import LayoutCore
import StackLayout
import Testing

/// ScrollView (SEMANTICS §A "ScrollView") and ForEach (FORMATS.md §1).
@Suite struct ScrollViewAndForEachTests {
    @Test func verticalScrollViewProposesNilHeightAndStacksItsChildren() {
        // ScrollView { a: Color.frame(height: 500); b: Color } in 300×400: the content VStack
        // is proposed (300, nil): a 300×500, b (ideal height) 300×10, gap 8 → 300×518. The
        // ScrollView takes the whole proposal 300×400.
        let root = scrollView(id: "s", color("a").frame(height: 500), color("b"))
        let s = solve(root, width: 300, height: 400)
        expectFrame(s, "s", 0, 0, 300, 400)
        expectFrame(s, "a", 0, 0, 300, 500)
        expectFrame(s, "b", 0, 508, 300, 10)
    }

    @Test func contentOffsetMovesTheContentBack() {
        // Same content scrolled by y 200: a at −200, b at 508 − 200 = 308.
        let root = scrollView(offset: Point(x: 0, y: 200), color("a").frame(height: 500), color("b"))
        let s = solve(root, width: 300, height: 400)
        expectFrame(s, "a", 0, -200, 300, 500)
        expectFrame(s, "b", 0, 308, 300, 10)
    }

    @Test func horizontalScrollViewStacksLikeAnHStack() {
        // axes [horizontal], two Color.frame(width: 200) in 300×100: the content HStack is
        // proposed (nil, 100): 200×100 each, gap 8; scrolled x 50: a at −50, b at 158.
        let root = scrollView(
            axes: [.horizontal], offset: Point(x: 50, y: 0), color("a").frame(width: 200), color("b").frame(width: 200))
        let s = solve(root, width: 300, height: 100)
        expectFrame(s, "a", -50, 0, 200, 100)
        expectFrame(s, "b", 158, 0, 200, 100)
    }

    @Test func narrowContentIsCentredAcrossTheScrollAxis() {
        // A 100-wide image in a 300-wide vertical ScrollView: x (300 − 100) / 2 = 100.
        let s = solve(scrollView(image("i", width: 100, height: 40)), width: 300, height: 400)
        expectFrame(s, "i", 100, 0, 100, 40)
    }

    @Test func forEachRepeatsItsContentWithTheIndexInIds() {
        // HStack(spacing: 0) { ForEach(0..<3) { Color.frame(width: 10).id("c{index}") } } in
        // 100×20: three 10×20 children, 30 wide, centred at 35 → c0 35, c1 45, c2 55.
        let root = hStack(spacing: 0, forEach(3, color("c{index}").frame(width: 10)))
        var engine = StackLayoutEngine(ViewSpec(name: "t", root: root))
        #expect(engine.ids == ["c0", "c1", "c2"])
        let s = engine.solve(in: SolveSize(width: 100, height: 20))
        expectFrame(s, "c0", 35, 0, 10, 20)
        expectFrame(s, "c2", 55, 0, 10, 20)
    }

    @Test func aForEachWithItsOwnIdIsOneViewInItsParent() {
        // HStack(spacing: 0) { ForEach(0..<2).id("f") { Color.frame(20×20) }; b 10×10 } in
        // 100×100: f is a VStack of two 20×20 (gap 8): 20×48; with b the HStack is 30×48,
        // centred at (35, 26); b is centred across: y 26 + 19 = 45.
        var each = forEach(2, color("c{index}").frame(width: 20, height: 20))
        each.id = "f"
        let s = solve(hStack(spacing: 0, each, color("b").frame(width: 10, height: 10)), width: 100, height: 100)
        expectFrame(s, "f", 35, 26, 20, 48)
        expectFrame(s, "c1", 35, 54, 20, 20)
        expectFrame(s, "b", 55, 45, 10, 10)
    }

    @Test func aForEachOutsideAContainerIsAVStackOfItsInstances() {
        // Root ForEach(0..<2) { Color.frame(width: 20, height: 20) } in 100×100: a VStack of
        // two 20×20 with the default gap 8 → 20×48 centred at (40, 26).
        let s = solve(forEach(2, color("c{index}").frame(width: 20, height: 20)), width: 100, height: 100)
        expectFrame(s, "c0", 40, 26, 20, 20)
        expectFrame(s, "c1", 40, 54, 20, 20)
    }
}

/// The eager Grid (SEMANTICS §A "Grids": columns as wide as their widest cell, rows as tall
/// as their tallest).
@Suite struct EagerGridTests {
    func gridRow(id: String? = nil, _ children: ViewNode...) -> ViewNode {
        ViewNode(.gridRow(alignment: nil), id: id, children: children)
    }

    @Test func columnsTakeTheWidestCellAndRowsTheTallest() {
        // Grid { GridRow { a 40×20, b 10×30 }, GridRow { c 20×10, d 60×10 } }: columns 40 and
        // 60, rows 30 and 10, spacing 8 → 108×48, centred in 200×100 at (46, 26).
        // a centred in (0, 0, 40, 30) → (46, 31); b in (48, 0, 60, 30) → (46 + 48 + 25, 26);
        // c in (0, 38, 40, 10) → (56, 64); d in (48, 38, 60, 10) → (94, 64).
        let grid = ViewNode(
            .grid(GridSpec()), id: "g",
            children: [
                gridRow(id: "r1", color("a").frame(width: 40, height: 20), color("b").frame(width: 10, height: 30)),
                gridRow(color("c").frame(width: 20, height: 10), color("d").frame(width: 60, height: 10)),
            ])
        let s = solve(grid, width: 200, height: 100)
        expectFrame(s, "g", 46, 26, 108, 48)
        expectFrame(s, "r1", 46, 26, 108, 30)
        expectFrame(s, "a", 46, 31, 40, 20)
        expectFrame(s, "b", 119, 26, 10, 30)
        expectFrame(s, "c", 56, 64, 20, 10)
        expectFrame(s, "d", 94, 64, 60, 10)
    }

    @Test func aChildThatIsNotAGridRowSpansEveryColumn() {
        // Grid(verticalSpacing: 0) { GridRow { a 40×10, b 40×10 }; Color.frame(height: 5) }:
        // width 40 + 8 + 40 = 88; the Color is proposed (88, nil) → 88×5 at y 10. Centred in
        // 100×100 at (6, 42.5).
        let grid = ViewNode(
            .grid(GridSpec(verticalSpacing: 0)),
            children: [
                gridRow(color("a").frame(width: 40, height: 10), color("b").frame(width: 40, height: 10)),
                color("line").frame(height: 5),
            ])
        let s = solve(grid, width: 100, height: 100)
        expectFrame(s, "line", 6, 52.5, 88, 5)
        expectFrame(s, "b", 54, 42.5, 40, 10)
    }

    @Test func flexibleCellsShareTheProposedWidthAsInAnHStack() {
        // Grid { GridRow { a: Color; b: Color.frame(width: 50) } } in 300×100: column 1 is
        // fixed (flexibility 0) and goes first: offered (300 − 8) / 2 = 146, takes 50; column
        // 0 is offered the remaining 242. The one row is offered 100; cells proposed (242,
        // 100) and (50, 100) → 100 tall. b at 242 + 8 = 250.
        let grid = ViewNode(.grid(GridSpec()), children: [gridRow(color("a"), color("b").frame(width: 50))])
        let s = solve(grid, width: 300, height: 100)
        expectFrame(s, "a", 0, 0, 242, 100)
        expectFrame(s, "b", 250, 0, 50, 100)
    }
}
