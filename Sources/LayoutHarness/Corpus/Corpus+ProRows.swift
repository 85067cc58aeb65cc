extension Corpus {
    /// Seed 000's "Pro" section (`ProSectionView`): `ForEach(0..<3)` rows of
    /// `HStack(alignment: .firstTextBaseline)` — the text "Pro Feature n: Description" and a
    /// symbol image (`checkmark.circle` for even rows, `xmark.circle` for odd ones), each
    /// `.frame(maxWidth: .infinity)`, the text leading, the image centred — padded by 16, each
    /// row on a gray `.background`, in a leading `VStack`. The `ForEach` is unrolled (the
    /// seed's strings and names); text and symbols in the body style (`"textModel": "font"`).
    ///
    /// In UIKit: a vertical stack view (spacing 8) of three background views, each holding a
    /// horizontal `fillEqually` stack view (spacing 8, alignment `firstBaseline`) 16 from its
    /// edges, of a label (`numberOfLines` 0) and a `UIImageView` with the symbol in the body
    /// style (`"image"`, sized by the symbol image rule: docs/ENGINES.md "Symbol images").
    ///
    /// Expected in both engines at width W and height H: columns s = (W − 32 − 8) / 2, the
    /// texts at x = 16, the images' columns at x = 24 + s; the symbol is a square of the body
    /// font's ascender − descender with its baseline at the ascender, so with the text's first
    /// baseline also at the ascender both tops meet; a row is max(text height at width s,
    /// symbol side) high, its background 32 higher and W wide; the backgrounds are 8 apart and
    /// centred vertically.
    static let proRows = CorpusEntry(
        name: "pro-rows",
        source: "seeds/000_7b14216466707939.txt (ProSectionView)",
        viewSpec: #"""
            {
              "format": "layoutlab.view/1",
              "name": "pro-rows",
              "environment": { "textModel": "font" },
              "root": { "type": "VStack", "id": "pro", "alignment": "leading", "children": [
                { "type": "HStack", "id": "row0", "alignment": "firstTextBaseline",
                  "modifiers": [ { "padding": 16 }, { "background": { "type": "Color", "id": "bg0" } } ], "children": [
                  { "type": "Text", "text": "Pro Feature 1: Description",
                    "modifiers": [ { "frame": { "maxWidth": "infinity", "alignment": "leading" }, "id": "f0" } ] },
                  { "type": "Image", "systemName": "checkmark.circle",
                    "modifiers": [ { "frame": { "maxWidth": "infinity" }, "id": "c0" } ] } ] },
                { "type": "HStack", "id": "row1", "alignment": "firstTextBaseline",
                  "modifiers": [ { "padding": 16 }, { "background": { "type": "Color", "id": "bg1" } } ], "children": [
                  { "type": "Text", "text": "Pro Feature 2: Description",
                    "modifiers": [ { "frame": { "maxWidth": "infinity", "alignment": "leading" }, "id": "f1" } ] },
                  { "type": "Image", "systemName": "xmark.circle",
                    "modifiers": [ { "frame": { "maxWidth": "infinity" }, "id": "c1" } ] } ] },
                { "type": "HStack", "id": "row2", "alignment": "firstTextBaseline",
                  "modifiers": [ { "padding": 16 }, { "background": { "type": "Color", "id": "bg2" } } ], "children": [
                  { "type": "Text", "text": "Pro Feature 3: Description",
                    "modifiers": [ { "frame": { "maxWidth": "infinity", "alignment": "leading" }, "id": "f2" } ] },
                  { "type": "Image", "systemName": "checkmark.circle",
                    "modifiers": [ { "frame": { "maxWidth": "infinity" }, "id": "c2" } ] } ] } ] }
            }
            """#,
        constraintSpec: #"""
            {
              "format": "layoutlab.constraints/1",
              "name": "pro-rows",
              "views": [
                { "id": "bg0" }, { "id": "bg1" }, { "id": "bg2" },
                { "id": "f0", "text": { "string": "Pro Feature 1: Description", "numberOfLines": 0 } },
                { "id": "c0", "image": { "systemName": "checkmark.circle" } },
                { "id": "f1", "text": { "string": "Pro Feature 2: Description", "numberOfLines": 0 } },
                { "id": "c1", "image": { "systemName": "xmark.circle" } },
                { "id": "f2", "text": { "string": "Pro Feature 3: Description", "numberOfLines": 0 } },
                { "id": "c2", "image": { "systemName": "checkmark.circle" } }
              ],
              "constraints": [
                "pro.left == root.left", "pro.right == root.right", "pro.centerY == root.centerY",
                "row0.left == bg0.left + 16", "row0.right == bg0.right - 16",
                "row0.top == bg0.top + 16", "row0.bottom == bg0.bottom - 16",
                "row1.left == bg1.left + 16", "row1.right == bg1.right - 16",
                "row1.top == bg1.top + 16", "row1.bottom == bg1.bottom - 16",
                "row2.left == bg2.left + 16", "row2.right == bg2.right - 16",
                "row2.top == bg2.top + 16", "row2.bottom == bg2.bottom - 16"
              ],
              "stackViews": [
                { "id": "pro", "axis": "vertical", "spacing": 8, "arrangedSubviews": ["bg0", "bg1", "bg2"] },
                { "id": "row0", "parent": "bg0", "axis": "horizontal", "distribution": "fillEqually",
                  "alignment": "firstBaseline", "spacing": 8, "arrangedSubviews": ["f0", "c0"] },
                { "id": "row1", "parent": "bg1", "axis": "horizontal", "distribution": "fillEqually",
                  "alignment": "firstBaseline", "spacing": 8, "arrangedSubviews": ["f1", "c1"] },
                { "id": "row2", "parent": "bg2", "axis": "horizontal", "distribution": "fillEqually",
                  "alignment": "firstBaseline", "spacing": 8, "arrangedSubviews": ["f2", "c2"] }
              ]
            }
            """#)
}
