extension Corpus {
    /// Seed 004 (Spanish article on SwiftUI grids, first example): a `LazyVGrid` of three
    /// `GridItem(.fixed(100), spacing: 16)` columns with row spacing 16, here with seven
    /// 50-pt-high items (`item0` … `item6`) and no sections, to keep it small.
    ///
    /// Constraint form, derived by hand from SEMANTICS §A "Grids":
    /// - Column widths: fixed columns take their size, so the tracks are 100, 100, 100 with
    ///   a gap of 16 after each but the last: the grid is 3·100 + 2·16 = 332 wide whatever
    ///   the proposal (row 0 is a chain `|[item0(100)]-16-[item1(100)]-16-[item2(100)]|`
    ///   inside the grid, which fixes the grid's width).
    /// - Cells are proposed (100, nil); each is a Color with `.frame(height: 50)`, so 100×50,
    ///   and the rows are as tall as their tallest cell: 50. Seven items make rows of 3, 3
    ///   and 1; the rows are 16 apart, so the grid is 3·50 + 2·16 = 182 high (column 0 is a
    ///   chain `|[item0(50)]-16-[item3(50)]-16-[item6(50)]|`, which fixes its height).
    /// - A cell is aligned in (column × row) by its item's alignment (default centre); it
    ///   fills its 100×50 cell exactly, so cell k sits at column c = k mod 3, row r = k / 3:
    ///   x = grid.left + 116·c, y = grid.top + 66·r (same left as the cell above, same top
    ///   as the row's first cell).
    /// - The grid is the root: it is proposed the solve size, chooses 332×182, and is placed
    ///   centred in the canvas like SwiftUI's hosting view (grid.centerX == root.centerX,
    ///   grid.centerY == root.centerY).
    ///
    /// Expected in both engines at width W and height H: grid at ((W − 332)/2, (H − 182)/2),
    /// 332×182; item k at (grid.x + 116·(k mod 3), grid.y + 66·⌊k/3⌋), 100×50. At 393×852:
    /// grid (30.5, 335), item4 (146.5, 401). No helper views are needed.
    ///
    /// Marked untranslatable: neither translator direction has a grid form yet
    /// (docs/TRANSLATION.md), so the corpus-wide translation tests skip it;
    /// FixedGridAgreementTests checks the two hand-written specs against each other.
    static let fixedGrid = CorpusEntry(
        name: "fixed-grid",
        source: "seeds/004_d34061815c5729c2.txt (ContentView, first example)",
        viewSpec: #"""
            {
              "format": "layoutlab.view/1",
              "name": "fixed-grid",
              "root": { "type": "LazyVGrid", "id": "grid", "alignment": "center", "spacing": 16,
                "columns": [
                  { "size": { "fixed": 100 }, "spacing": 16 },
                  { "size": { "fixed": 100 }, "spacing": 16 },
                  { "size": { "fixed": 100 }, "spacing": 16 } ],
                "children": [
                  { "type": "ForEach", "count": 7, "content":
                    { "type": "Color", "id": "item{index}", "modifiers": [ { "frame": { "height": 50 } } ] } } ] }
            }
            """#,
        constraintSpec: #"""
            {
              "format": "layoutlab.constraints/1",
              "name": "fixed-grid",
              "metrics": { "col": 100, "row": 50, "gap": 16 },
              "views": [
                { "id": "grid" },
                { "id": "item0", "parent": "grid" }, { "id": "item1", "parent": "grid" },
                { "id": "item2", "parent": "grid" }, { "id": "item3", "parent": "grid" },
                { "id": "item4", "parent": "grid" }, { "id": "item5", "parent": "grid" },
                { "id": "item6", "parent": "grid" }
              ],
              "constraints": [
                "grid.centerX == root.centerX # grid-centre-x", "grid.centerY == root.centerY # grid-centre-y",
                "H:|[item0(col)]-gap-[item1(col)]-gap-[item2(col)]|",
                "V:|[item0(row)]-gap-[item3(row)]-gap-[item6(row)]|",
                "item1.height == row", "item2.height == row", "item4.height == row", "item5.height == row",
                "item3.width == col", "item4.width == col", "item5.width == col", "item6.width == col",
                "item1.top == item0.top", "item2.top == item0.top",
                "item4.top == item3.top", "item5.top == item3.top",
                "item3.left == item0.left", "item4.left == item1.left", "item5.left == item2.left",
                "item6.left == item0.left"
              ]
            }
            """#,
        untranslatableBecause:
            "LazyVGrid has no constraint form in the translator yet, and the grid's row/column alignment constraints have no stack form"
    )
}
