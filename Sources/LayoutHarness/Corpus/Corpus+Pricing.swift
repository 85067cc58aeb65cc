extension Corpus {
    /// Seed 000 ("Maîtriser VStacks et HStacks"): pricing-table rows — a feature text, a check
    /// mark and a cross per row, three equal columns (`.frame(maxWidth: .infinity)`), each row
    /// padded by 16, the rows in a leading `VStack`. The feature texts are the seed's own
    /// strings in the body style (`"textModel": "font"`): the first wraps within its column.
    ///
    /// In UIKit: a vertical stack view (spacing 40: the rows' padding and the VStack's 8) of
    /// two horizontal `fillEqually` stack views (spacing 8, alignment top) holding a label
    /// (`numberOfLines` 0) and two 24 × 24 images in views of their column's width.
    ///
    /// Expected in both engines at width W and height H: columns s = (W − 32 − 16) / 3; a
    /// row is max(text height at width s, 24) high; row 1 at x = 16, y = H/2 − (r₁ + r₂ + 40)/2
    /// (SwiftUI: the VStack is r₁ + r₂ + 72 high, centred; UIKit: the stack view r₁ + 40 + r₂,
    /// centred). The texts' heights follow their lines at width s, which Dynamic Type changes.
    static let pricing = CorpusEntry(
        name: "pricing-rows",
        source: "seeds/000_7b14216466707939.txt (FeatureView)",
        viewSpec: #"""
            {
              "format": "layoutlab.view/1",
              "name": "pricing-rows",
              "environment": { "textModel": "font" },
              "root": { "type": "VStack", "alignment": "leading", "children": [
                { "type": "HStack", "id": "row1", "alignment": "top", "modifiers": [ { "padding": 16 } ], "children": [
                  { "type": "Text", "text": "Feature 1 with a long description",
                    "modifiers": [ { "frame": { "maxWidth": "infinity", "alignment": "leading" }, "id": "f1" } ] },
                  { "type": "Image", "id": "c1i", "width": 24, "height": 24,
                    "modifiers": [ { "frame": { "maxWidth": "infinity" }, "id": "c1" } ] },
                  { "type": "Image", "id": "x1i", "width": 24, "height": 24,
                    "modifiers": [ { "frame": { "maxWidth": "infinity" }, "id": "x1" } ] } ] },
                { "type": "HStack", "id": "row2", "alignment": "top", "modifiers": [ { "padding": 16 } ], "children": [
                  { "type": "Text", "text": "Feature 2",
                    "modifiers": [ { "frame": { "maxWidth": "infinity", "alignment": "leading" }, "id": "f2" } ] },
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
                { "id": "f1", "text": { "string": "Feature 1 with a long description", "numberOfLines": 0 } },
                { "id": "c1" }, { "id": "c1i", "parent": "c1" }, { "id": "x1" }, { "id": "x1i", "parent": "x1" },
                { "id": "f2", "text": { "string": "Feature 2", "numberOfLines": 0 } },
                { "id": "c2" }, { "id": "c2i", "parent": "c2" }, { "id": "x2" }, { "id": "x2i", "parent": "x2" }
              ],
              "constraints": [
                "table.left == root.left + 16", "table.right == root.right - 16", "table.centerY == root.centerY",
                "c1.height == 24", "c1i.centerX == c1.centerX", "c1i.top == c1.top", "c1i.width == 24", "c1i.height == 24",
                "x1.height == 24", "x1i.centerX == x1.centerX", "x1i.top == x1.top", "x1i.width == 24", "x1i.height == 24",
                "c2.height == 24", "c2i.centerX == c2.centerX", "c2i.top == c2.top", "c2i.width == 24", "c2i.height == 24",
                "x2.height == 24", "x2i.centerX == x2.centerX", "x2i.top == x2.top", "x2i.width == 24", "x2i.height == 24"
              ],
              "stackViews": [
                { "id": "table", "axis": "vertical", "spacing": 40, "arrangedSubviews": ["row1", "row2"] },
                { "id": "row1", "axis": "horizontal", "distribution": "fillEqually", "alignment": "top", "spacing": 8,
                  "arrangedSubviews": ["f1", "c1", "x1"] },
                { "id": "row2", "axis": "horizontal", "distribution": "fillEqually", "alignment": "top", "spacing": 8,
                  "arrangedSubviews": ["f2", "c2", "x2"] }
              ]
            }
            """#)
}
