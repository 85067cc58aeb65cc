extension Corpus {
    /// Seed 003 (UIStackView "fill equally" rows of a country's details): a vertical stack
    /// view of three horizontal `fillEqually` rows (spacing 8), each a label and a value of
    /// intrinsic height 21, pinned 16 from the left and right edges and centred vertically.
    /// In SwiftUI: `HStack(spacing: 8)` of two `.frame(maxWidth: .infinity)` views.
    ///
    /// Expected in both engines at width W and height H: each label and value is
    /// (W − 32 − 8) / 2 wide and 21 high; the stack is 3 × 21 + 2 × 8 = 79 high, its top at
    /// (H − 79) / 2.
    static let countryDetails = CorpusEntry(
        name: "country-details",
        source: "seeds/003_99a65356e21dd906.txt (country details rows)",
        viewSpec: #"""
            {
              "format": "layoutlab.view/1",
              "name": "country-details",
              "root": { "type": "VStack", "spacing": 8, "id": "details",
                "modifiers": [ { "padding": { "top": 0, "leading": 16, "bottom": 0, "trailing": 16 } } ], "children": [
                { "type": "HStack", "id": "r0", "spacing": 8, "children": [
                  { "type": "Color", "id": "name0", "modifiers": [ { "frame": { "height": 21 } }, { "frame": { "maxWidth": "infinity" } } ] },
                  { "type": "Color", "id": "value0", "modifiers": [ { "frame": { "height": 21 } }, { "frame": { "maxWidth": "infinity" } } ] } ] },
                { "type": "HStack", "id": "r1", "spacing": 8, "children": [
                  { "type": "Color", "id": "name1", "modifiers": [ { "frame": { "height": 21 } }, { "frame": { "maxWidth": "infinity" } } ] },
                  { "type": "Color", "id": "value1", "modifiers": [ { "frame": { "height": 21 } }, { "frame": { "maxWidth": "infinity" } } ] } ] },
                { "type": "HStack", "id": "r2", "spacing": 8, "children": [
                  { "type": "Color", "id": "name2", "modifiers": [ { "frame": { "height": 21 } }, { "frame": { "maxWidth": "infinity" } } ] },
                  { "type": "Color", "id": "value2", "modifiers": [ { "frame": { "height": 21 } }, { "frame": { "maxWidth": "infinity" } } ] } ] } ] }
            }
            """#,
        constraintSpec: #"""
            {
              "format": "layoutlab.constraints/1",
              "name": "country-details",
              "views": [
                { "id": "name0", "intrinsicSize": { "width": 60, "height": 21 } },
                { "id": "value0", "intrinsicSize": { "width": 90, "height": 21 } },
                { "id": "name1", "intrinsicSize": { "width": 60, "height": 21 } },
                { "id": "value1", "intrinsicSize": { "width": 90, "height": 21 } },
                { "id": "name2", "intrinsicSize": { "width": 60, "height": 21 } },
                { "id": "value2", "intrinsicSize": { "width": 90, "height": 21 } }
              ],
              "constraints": [
                "details.left == root.left + 16", "details.right == root.right - 16",
                "details.centerY == root.centerY"
              ],
              "stackViews": [
                { "id": "details", "axis": "vertical", "spacing": 8, "arrangedSubviews": ["r0", "r1", "r2"] },
                { "id": "r0", "axis": "horizontal", "distribution": "fillEqually", "spacing": 8,
                  "arrangedSubviews": ["name0", "value0"] },
                { "id": "r1", "axis": "horizontal", "distribution": "fillEqually", "spacing": 8,
                  "arrangedSubviews": ["name1", "value1"] },
                { "id": "r2", "axis": "horizontal", "distribution": "fillEqually", "spacing": 8,
                  "arrangedSubviews": ["name2", "value2"] }
              ]
            }
            """#)
}
