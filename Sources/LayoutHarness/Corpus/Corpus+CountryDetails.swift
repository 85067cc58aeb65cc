extension Corpus {
    /// Seed 003 (UIStackView "fill equally" rows of a country's details): a vertical stack
    /// view of three horizontal `fillEqually` rows (spacing 8, alignment top), each a field
    /// label and its value (`numberOfLines` 0, the body style), pinned 16 from the left and
    /// right edges and centred vertically. In SwiftUI: `HStack(alignment: .top, spacing: 8)`
    /// of two Texts framed `.frame(maxWidth: .infinity)` (the name trailing, the value
    /// leading, as the seed places them either side of the centre). Real text
    /// (`"textModel": "font"`): at large Dynamic Type sizes the longer strings wrap.
    ///
    /// At accessibility sizes the seed turns the rows vertical (`traitCollectionDidChange`:
    /// `axis = .vertical`, `distribution = .fill`, when the content size category
    /// `isAccessibilityCategory`). In UIKit that is the variation on `isAccessibilitySize`
    /// setting the rows' stack view properties; in SwiftUI each row is an `AnyLayout` choosing
    /// `VStackLayout(spacing: 8)` on `dynamicTypeSize.isAccessibilitySize`. The seed also sets
    /// `alignment = .center`, which leaves each label at its text's width, centred; the Texts'
    /// `.frame(maxWidth: .infinity)` span the row in SwiftUI whatever the VStack's alignment,
    /// so the entry sets `alignment = .fill` (where the text sits inside a row-wide frame is
    /// not part of the frames compared).
    ///
    /// Expected in both engines at width W and height H: each name and value is
    /// s = (W − 32 − 8) / 2 wide at x = 16 and 24 + s; a row is as high as its taller text at
    /// width s; the stack is the rows plus 2 × 8 high, its top at (H − that) / 2. At
    /// accessibility sizes every text is W − 32 wide at x = 16, a row is its two texts' heights
    /// at that width plus 8.
    static let countryDetails = CorpusEntry(
        name: "country-details",
        source: "seeds/003_99a65356e21dd906.txt (country details rows)",
        viewSpec: #"""
            {
              "format": "layoutlab.view/1",
              "name": "country-details",
              "environment": { "textModel": "font" },
              "root": { "type": "VStack", "spacing": 8, "id": "details",
                "modifiers": [ { "padding": { "top": 0, "leading": 16, "bottom": 0, "trailing": 16 } } ], "children": [
                { "type": "AnyLayout", "id": "r0",
                  "cases": [ { "when": "isAccessibilitySize", "layout": { "type": "VStack", "spacing": 8 } } ],
                  "default": { "type": "HStack", "alignment": "top", "spacing": 8 }, "children": [
                  { "type": "Text", "text": "Capital",
                    "modifiers": [ { "frame": { "maxWidth": "infinity", "alignment": "trailing" }, "id": "name0" } ] },
                  { "type": "Text", "text": "Paris",
                    "modifiers": [ { "frame": { "maxWidth": "infinity", "alignment": "leading" }, "id": "value0" } ] } ] },
                { "type": "AnyLayout", "id": "r1",
                  "cases": [ { "when": "isAccessibilitySize", "layout": { "type": "VStack", "spacing": 8 } } ],
                  "default": { "type": "HStack", "alignment": "top", "spacing": 8 }, "children": [
                  { "type": "Text", "text": "Population",
                    "modifiers": [ { "frame": { "maxWidth": "infinity", "alignment": "trailing" }, "id": "name1" } ] },
                  { "type": "Text", "text": "68 million inhabitants",
                    "modifiers": [ { "frame": { "maxWidth": "infinity", "alignment": "leading" }, "id": "value1" } ] } ] },
                { "type": "AnyLayout", "id": "r2",
                  "cases": [ { "when": "isAccessibilitySize", "layout": { "type": "VStack", "spacing": 8 } } ],
                  "default": { "type": "HStack", "alignment": "top", "spacing": 8 }, "children": [
                  { "type": "Text", "text": "Official language",
                    "modifiers": [ { "frame": { "maxWidth": "infinity", "alignment": "trailing" }, "id": "name2" } ] },
                  { "type": "Text", "text": "French",
                    "modifiers": [ { "frame": { "maxWidth": "infinity", "alignment": "leading" }, "id": "value2" } ] } ] } ] }
            }
            """#,
        constraintSpec: #"""
            {
              "format": "layoutlab.constraints/1",
              "name": "country-details",
              "views": [
                { "id": "name0", "text": { "string": "Capital", "numberOfLines": 0 } },
                { "id": "value0", "text": { "string": "Paris", "numberOfLines": 0 } },
                { "id": "name1", "text": { "string": "Population", "numberOfLines": 0 } },
                { "id": "value1", "text": { "string": "68 million inhabitants", "numberOfLines": 0 } },
                { "id": "name2", "text": { "string": "Official language", "numberOfLines": 0 } },
                { "id": "value2", "text": { "string": "French", "numberOfLines": 0 } }
              ],
              "constraints": [
                "details.left == root.left + 16", "details.right == root.right - 16",
                "details.centerY == root.centerY"
              ],
              "stackViews": [
                { "id": "details", "axis": "vertical", "spacing": 8, "arrangedSubviews": ["r0", "r1", "r2"] },
                { "id": "r0", "axis": "horizontal", "distribution": "fillEqually", "alignment": "top", "spacing": 8,
                  "arrangedSubviews": ["name0", "value0"] },
                { "id": "r1", "axis": "horizontal", "distribution": "fillEqually", "alignment": "top", "spacing": 8,
                  "arrangedSubviews": ["name1", "value1"] },
                { "id": "r2", "axis": "horizontal", "distribution": "fillEqually", "alignment": "top", "spacing": 8,
                  "arrangedSubviews": ["name2", "value2"] }
              ],
              "variations": [
                { "when": "isAccessibilitySize", "stackViews": [
                  { "id": "r0", "axis": "vertical", "distribution": "fill", "alignment": "fill" },
                  { "id": "r1", "axis": "vertical", "distribution": "fill", "alignment": "fill" },
                  { "id": "r2", "axis": "vertical", "distribution": "fill", "alignment": "fill" } ] }
              ]
            }
            """#)
}
