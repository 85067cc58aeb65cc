extension Corpus {
    /// Seed 000 ("Maîtriser VStacks et HStacks"): pricing-table rows — a feature, a check
    /// mark and a cross per row, three equal columns (`.frame(maxWidth: .infinity)`), each
    /// row padded by 16. The feature text is a block of fixed height standing in for the
    /// wrapped Text (41 = two lines of 20.5, 20.5 = one line): the translator has no
    /// constraint form for text wrapping.
    ///
    /// Expected in both engines at width W and height H: columns s = (W − 32 − 16) / 3;
    /// row 1 is 41 high, row 2 max(20.5, 24) = 24; the stack is 16 + 41 + 16 + 8 + 16 + 24 +
    /// 16 = 137 high, centred: row 1 at y = (H − 137) / 2 + 16 = H/2 − 52.5.
    static let pricing = CorpusEntry(
        name: "pricing-rows",
        source: "seeds/000_7b14216466707939.txt (FeatureView)",
        viewSpec: #"""
            {
              "format": "layoutlab.view/1",
              "name": "pricing-rows",
              "root": { "type": "VStack", "alignment": "leading", "children": [
                { "type": "HStack", "id": "row1", "alignment": "top", "modifiers": [ { "padding": 16 } ], "children": [
                  { "type": "Color", "modifiers": [ { "frame": { "height": 41 } },
                      { "frame": { "maxWidth": "infinity", "alignment": "leading" }, "id": "f1" } ] },
                  { "type": "Image", "id": "c1i", "width": 24, "height": 24,
                    "modifiers": [ { "frame": { "maxWidth": "infinity" }, "id": "c1" } ] },
                  { "type": "Image", "id": "x1i", "width": 24, "height": 24,
                    "modifiers": [ { "frame": { "maxWidth": "infinity" }, "id": "x1" } ] } ] },
                { "type": "HStack", "id": "row2", "alignment": "top", "modifiers": [ { "padding": 16 } ], "children": [
                  { "type": "Color", "modifiers": [ { "frame": { "height": 20.5 } },
                      { "frame": { "maxWidth": "infinity", "alignment": "leading" }, "id": "f2" } ] },
                  { "type": "Image", "id": "c2i", "width": 24, "height": 24,
                    "modifiers": [ { "frame": { "maxWidth": "infinity" }, "id": "c2" } ] },
                  { "type": "Image", "id": "x2i", "width": 24, "height": 24,
                    "modifiers": [ { "frame": { "maxWidth": "infinity" }, "id": "x2" } ] } ] } ] }
            }
            """#,
        constraintSpec: #"""
            {
              "format": "layoutlab.constraints/1",
              "name": "pricing-rows",
              "views": [
                { "id": "row1" }, { "id": "f1", "parent": "row1" }, { "id": "c1", "parent": "row1" },
                { "id": "c1i", "parent": "c1" }, { "id": "x1", "parent": "row1" }, { "id": "x1i", "parent": "x1" },
                { "id": "row2" }, { "id": "f2", "parent": "row2" }, { "id": "c2", "parent": "row2" },
                { "id": "c2i", "parent": "c2" }, { "id": "x2", "parent": "row2" }, { "id": "x2i", "parent": "x2" }
              ],
              "constraints": [
                "row1.left == root.left + 16", "row1.right == root.right - 16",
                "row1.top == root.centerY - 52.5", "row1.height == 41",
                "row2.left == root.left + 16", "row2.right == root.right - 16",
                "row2.top == row1.bottom + 40", "row2.height == 24",
                "f1.left == row1.left", "c1.left == f1.right + 8", "x1.left == c1.right + 8", "x1.right == row1.right",
                "c1.width == f1.width", "x1.width == f1.width",
                "f1.top == row1.top", "f1.height == 41", "c1.top == row1.top", "c1.height == 24",
                "x1.top == row1.top", "x1.height == 24",
                "c1i.centerX == c1.centerX", "c1i.top == c1.top", "c1i.width == 24", "c1i.height == 24",
                "x1i.centerX == x1.centerX", "x1i.top == x1.top", "x1i.width == 24", "x1i.height == 24",
                "f2.left == row2.left", "c2.left == f2.right + 8", "x2.left == c2.right + 8", "x2.right == row2.right",
                "c2.width == f2.width", "x2.width == f2.width",
                "f2.top == row2.top", "f2.height == 20.5", "c2.top == row2.top", "c2.height == 24",
                "x2.top == row2.top", "x2.height == 24",
                "c2i.centerX == c2.centerX", "c2i.top == c2.top", "c2i.width == 24", "c2i.height == 24",
                "x2i.centerX == x2.centerX", "x2i.top == x2.top", "x2i.width == 24", "x2i.height == 24"
              ]
            }
            """#)
}
