import LayoutCore
import StackLayout
import Testing

/// LazyVGrid / LazyHGrid (SEMANTICS §A "Grids"; FORMATS.md §1).
@Suite struct LazyGridTests {
    /// The grid conformance cases (../shared/conformance/cases/*grid*): a ZStack root in a
    /// fixed frame of the solve size holding the grid; cells Color.frame(height: 40).
    func conformance(_ items: [GridItem], cells: Int, height: Double = 40, width: Double) -> LayoutSolution {
        let grid = lazyVGrid(id: "grid", items, (1...cells).map { color("c\($0)").frame(height: height) })
        return solve(zStack(grid).frame(width: width, height: 300), width: width, height: 300)
    }

    @Test func twoFixedColumnsIgnoreTheContainerWidth() {
        // juejin "Flexible篇": fixed 60 + fixed 100 render 60 + 8 + 100 = 168 at any width.
        let s = conformance([GridItem(size: .fixed(60)), GridItem(size: .fixed(100))], cells: 2, width: 300)
        // Centred in 300: (300 − 168) / 2 = 66; c2 at 66 + 60 + 8 = 134.
        expectFrame(s, "grid", 66, 130, 168, 40)
        expectFrame(s, "c1", 66, 130, 60, 40)
        expectFrame(s, "c2", 134, 130, 100, 40)
    }

    @Test func flexibleColumnsOverflowTheirFirstShareInTheSecondPass() {
        // juejin "Flexible篇" screenshots: flexible(min 100) + flexible(min 180) at 300.
        // Pass 1: (300 − 8) / 2 = 146 ≥ 100; the rest 146 < 180 → 180: grid 146 + 8 + 180
        // = 334, centred at (300 − 334) / 2 = −17. Pass 2 from 334: (334 − 8) / 2 = 163;
        // 163 → 180. c1 at −17 (163 wide), c2 at −17 + 163 + 8 = 154 (180 wide).
        let s = conformance(
            [
                GridItem(size: .flexible(minimum: 100, maximum: .infinity)),
                GridItem(size: .flexible(minimum: 180, maximum: .infinity)),
            ],
            cells: 2, width: 300)
        expectFrame(s, "grid", -17, 130, 334, 40)
        expectFrame(s, "c1", -17, 130, 163, 40)
        expectFrame(s, "c2", 154, 130, 180, 40)
    }

    @Test func adaptiveColumnsSplitTheirShareIntoAsManyItemsAsFit() {
        // juejin "Adaptive篇": adaptive(50…100) + adaptive(40…100) at 300. Shares
        // (300 − 8) / 2 = 146. First: ⌊(146 + 8) / (50 + 8)⌋ = 2 items of (146 − 8) / 2 = 69
        // at 0, 77. Second: ⌊154 / 48⌋ = 3 items of (146 − 16) / 3 = 43.33 at 154, 205.33,
        // 256.67. One row of five cells, 40 tall, centred at (300 − 40) / 2 = 130.
        let s = conformance(
            [
                GridItem(size: .adaptive(minimum: 50, maximum: 100)),
                GridItem(size: .adaptive(minimum: 40, maximum: 100)),
            ],
            cells: 5, width: 300)
        expectFrame(s, "grid", 0, 130, 300, 40)
        expectFrame(s, "c1", 0, 130, 69, 40)
        expectFrame(s, "c2", 77, 130, 69, 40)
        expectFrame(s, "c3", 154, 130, 130.0 / 3, 40)
        expectFrame(s, "c4", 154 + 130.0 / 3 + 8, 130, 130.0 / 3, 40)
        expectFrame(s, "c5", 154 + 2 * (130.0 / 3 + 8), 130, 130.0 / 3, 40)
    }

    @Test func oneAdaptiveColumnWrapsTwentyItemsIntoRowsOfSeven() {
        // lochiwei "oneAdaptive": adaptive(50) at 400: ⌊408 / 58⌋ = 7 items of
        // (400 − 48) / 7 = 50.29; 20 cells 50 tall → rows of 7, 7, 6: height 3·50 + 2·8 = 166,
        // centred at (300 − 166) / 2 = 67. c8 starts row 2 (y 67 + 58), c15 row 3 (y 67 + 116);
        // c20 is the 6th of row 3: x 5 · (50.29 + 8) = 291.43.
        let s = conformance(
            [GridItem(size: .adaptive(minimum: 50, maximum: .infinity))], cells: 20, height: 50, width: 400)
        let w = 352.0 / 7
        expectFrame(s, "grid", 0, 67, 400, 166)
        expectFrame(s, "c7", 6 * (w + 8), 67, w, 50)
        expectFrame(s, "c8", 0, 125, w, 50)
        expectFrame(s, "c20", 5 * (w + 8), 183, w, 50)
    }

    @Test func sectionsStackHeadersAndRowsWithTheGridSpacing() {
        // Seed 004: three fixed(100) columns, spacing 16 between columns and rows; header
        // Color.frame(height: 30) proposed the grid width 3·100 + 2·16 = 332.
        // Section 1: header 0…30, 4 cells of 50 → rows at 46 and 112; section 2: header at
        // 178, 2 cells → row at 224; height 274. Centred in 400×1000 at (34, 363).
        let columns = Array(repeating: GridItem(size: .fixed(100), spacing: 16), count: 3)
        let grid = lazyVGrid(
            id: "grid", columns, spacing: 16,
            sections: [
                GridSectionShape(hasHeader: true, childCount: 4), GridSectionShape(hasHeader: true, childCount: 2),
            ],
            [color("h1").frame(height: 30)] + colors("a", 4, height: 50) + [color("h2").frame(height: 30)]
                + colors("b", 2, height: 50))
        let s = solve(grid, width: 400, height: 1000)
        expectFrame(s, "grid", 34, 363, 332, 274)
        expectFrame(s, "h1", 34, 363, 332, 30)
        expectFrame(s, "a2", 34 + 232, 363 + 46, 100, 50)
        expectFrame(s, "a3", 34, 363 + 112, 100, 50)
        expectFrame(s, "h2", 34, 363 + 178, 332, 30)
        expectFrame(s, "b1", 34 + 116, 363 + 224, 100, 50)
    }

    @Test func itemAlignmentPlacesASmallerCellInItsColumn() {
        // fixed(100, alignment: leading) + fixed(100): cells 40×20 in 100-wide columns.
        // Grid 208×20 centred in 300×100 at (46, 40); a leading at 46, b centred at
        // 46 + 108 + 30 = 184.
        let grid = lazyVGrid(
            [GridItem(size: .fixed(100), alignment: .leading), GridItem(size: .fixed(100))],
            colors("c", 2, width: 40, height: 20))
        let s = solve(grid, width: 300, height: 100)
        expectFrame(s, "c0", 46, 40, 40, 20)
        expectFrame(s, "c1", 184, 40, 40, 20)
    }

    @Test func lazyHGridIsTheTranspose() {
        // rows fixed(40) × 2; cells Color.frame(width: 30) proposed (nil, 40): 30×40. Cells
        // fill columns top to bottom: c0 (col 0, row 0), c1 (col 0, row 1), c2 (col 1, row 0).
        // Grid 30 + 8 + 30 = 68 wide, 40 + 8 + 40 = 88 tall, centred in 200×200 at (66, 56).
        let grid = lazyHGrid([GridItem(size: .fixed(40)), GridItem(size: .fixed(40))], colors("c", 3, width: 30))
        let s = solve(grid, width: 200, height: 200)
        expectFrame(s, "c0", 66, 56, 30, 40)
        expectFrame(s, "c1", 66, 104, 30, 40)
        expectFrame(s, "c2", 104, 56, 30, 40)
    }

    /// ScrollView 400×300 at (0, 0) holding a one-column grid (fixed 100, spacing 0): section
    /// k = header 20 + five 50-pt cells. Grid-relative: header 1 at 0 (section 1 ends at 270),
    /// header 2 at 270 (section 2 ends at 540). The grid is centred across: x 150.
    func pinnedGrid(offset: Double, pinned: [PinnedScrollableView]?) -> LayoutSolution {
        let grid = lazyVGrid(
            [GridItem(size: .fixed(100))], spacing: 0, pinned: pinned,
            sections: [
                GridSectionShape(hasHeader: true, childCount: 5), GridSectionShape(hasHeader: true, childCount: 5),
            ],
            [color("h1").frame(height: 20)] + colors("a", 5, height: 50) + [color("h2").frame(height: 20)]
                + colors("b", 5, height: 50))
        return solve(scrollView(offset: Point(x: 0, y: offset), grid), width: 400, height: 300)
    }

    @Test func pinnedHeadersStayAtTheVisibleTopUntilTheirSectionEnds() {
        // Offset 100: the visible top is grid y 100; header 1 → min(max(0, 100), 270 − 20)
        // = 100 → canvas 0. Header 2 stays at 270 → canvas 170. Cells scroll: a0 at −80.
        var s = pinnedGrid(offset: 100, pinned: [.sectionHeaders])
        expectFrame(s, "h1", 150, 0, 100, 20)
        expectFrame(s, "h2", 150, 170, 100, 20)
        expectFrame(s, "a0", 150, -80, 100, 50)
        // Offset 260: header 1 is pushed up by its section's end: min(260, 250) = 250 →
        // canvas −10; header 2 at max(270, 260) = 270 → canvas 10.
        s = pinnedGrid(offset: 260, pinned: [.sectionHeaders])
        expectFrame(s, "h1", 150, -10, 100, 20)
        expectFrame(s, "h2", 150, 10, 100, 20)
    }

    @Test func unpinnedHeadersScrollWithTheContent() {
        // Offset 100 without pinnedViews: header 1 at 0 − 100.
        expectFrame(pinnedGrid(offset: 100, pinned: nil), "h1", 150, -100, 100, 20)
    }

    @Test func pinnedFootersStayAtTheVisibleBottom() {
        // One section: five 50-pt cells then a 20-pt footer (natural 250…270) in a 200-tall
        // ScrollView at offset 0: visible end 200 → footer at min(250, 200 − 20) = 180.
        let grid = lazyVGrid(
            [GridItem(size: .fixed(100))], spacing: 0, pinned: [.sectionFooters],
            sections: [GridSectionShape(childCount: 5, hasFooter: true)],
            colors("a", 5, height: 50) + [color("f").frame(height: 20)])
        let s = solve(scrollView(grid), width: 100, height: 200)
        expectFrame(s, "f", 0, 180, 100, 20)
    }

    @Test func aGridProbedAtInfinityInsideAnHStackStaysFinite() {
        // HStack(spacing: 0) { grid [flexible(), adaptive(50)] of two 20-tall cells; r:
        // Color.frame(width: 100) } in 300×100. The grid's max probe (∞) is infinitely
        // flexible, r is fixed: r first, offered 300 / 2 = 150 → 100; the grid is offered
        // 200: (200 − 8) = 192 → flexible 96, adaptive 96 (⌊104 / 58⌋ = 1 track of 96).
        // Cells 20 tall, centred in the 100-tall HStack: y 40; c1 at 96 + 8 = 104.
        let grid = lazyVGrid(
            [
                GridItem(size: .flexible(minimum: 10, maximum: .infinity)),
                GridItem(size: .adaptive(minimum: 50, maximum: .infinity)),
            ],
            colors("c", 2, height: 20))
        let s = solve(hStack(spacing: 0, grid, color("r").frame(width: 100)), width: 300, height: 100)
        expectFrame(s, "c0", 0, 40, 96, 20)
        expectFrame(s, "c1", 104, 40, 96, 20)
        expectFrame(s, "r", 200, 0, 100, 100)
    }

    @Test func aStackReproposingItsWidthGivesTheGridASecondPassFromItsNewWidth() {
        // VStack { grid flexible(min 100) + flexible(min 180) }.fixedSize(horizontal) in
        // 300×100: proposed nil, the grid is its minimums 100 + 8 + 180 = 288 wide, and so is
        // the VStack (centred: x 6). Placing, the VStack proposes its width 288 (rule 6) and
        // re-measures: pass 1 at 288 gives (288 − 8) / 2 = 140 and 180 → 328. The stack
        // aligns centres on the widest child (328): the grid starts at 6 and overflows by 40.
        // Pass 2 from the grid's 328: (328 − 8) / 2 = 160, then 180; c1 at 6 + 160 + 8 = 174.
        let grid = lazyVGrid(
            [
                GridItem(size: .flexible(minimum: 100, maximum: .infinity)),
                GridItem(size: .flexible(minimum: 180, maximum: .infinity)),
            ], colors("c", 2, height: 20))
        let s = solve(vStack(id: "v", grid).fixedSize(horizontal: true, vertical: false), width: 300, height: 100)
        expectFrame(s, "v", 6, 40, 288, 20)
        expectFrame(s, "c0", 6, 40, 160, 20)
        expectFrame(s, "c1", 174, 40, 180, 20)
    }
}
