import LayoutCore

/// Scroll views, margins and bounds the shared IB sample's screens need (IQKeyboardManager's
/// SpecialCase scroll view and TestCases table above a footer, SwiftMessages' launch screen
/// image, STHideViewController's `label2.height >= 0`): specs and hand-worked frames.
extension Idiom {
    var scrollJSON: String {
        switch self {
        case .scrollView:
            // The scroll view fills the screen; its content area (`scroll--content`, as the IB
            // importer names a scroll view's contentLayoutGuide: top-left at the scroll view's,
            // sized by the content) holds a content view as wide as the scroll view's frame and
            // three 200-high rows inset 16 at the sides, 20 at the ends, 16 apart.
            #"""
            { "format": "layoutlab.constraints/1", "name": "scroll-form",
              "views": [ { "id": "scroll" }, { "id": "scroll--content", "parent": "scroll" },
                         { "id": "content", "parent": "scroll" }, { "id": "row1", "parent": "content" },
                         { "id": "row2", "parent": "content" }, { "id": "row3", "parent": "content" } ],
              "constraints": [ "scroll.left == root.left", "scroll.top == root.top", "scroll.right == root.right",
                "scroll.bottom == root.bottom", "scroll--content.left == scroll.left",
                "scroll--content.top == scroll.top", "content.leading == scroll--content.leading",
                "content.trailing == scroll--content.trailing", "content.top == scroll--content.top",
                "content.bottom == scroll--content.bottom", "content.width == scroll.width",
                "H:|-16-[row1]-16-|", "H:|-16-[row2]-16-|", "H:|-16-[row3]-16-|",
                "V:|-20-[row1(200)]-16-[row2(200)]-16-[row3(200)]-20-|" ] }
            """#
        case .marginCentred:
            // IB's root view pinned to the window, its margins 16 at the sides; an image view
            // at the leading margin + 4 and centred both ways, 120 high (no intrinsic width).
            #"""
            { "format": "layoutlab.constraints/1", "name": "margin-centred",
              "views": [ { "id": "screen", "layoutMargins": { "top": 0, "leading": 16, "bottom": 0, "trailing": 16 } },
                         { "id": "image", "parent": "screen", "intrinsicSize": { "height": 120 } } ],
              "constraints": [ "screen.left == root.left", "screen.top == root.top", "screen.width == root.width",
                "screen.height == root.height", "image.leading == screen.leadingMargin + 4",
                "image.centerX == screen.centerX", "image.centerY == screen.centerY" ] }
            """#
        case .redundantMinimum:
            // Two 21-high labels in a chain from the top, the second `height >= 0` (a bound its
            // intrinsic height keeps: STHideViewController hides it by a constant of 0 later).
            #"""
            { "format": "layoutlab.constraints/1", "name": "redundant-minimum",
              "views": [ { "id": "label1", "intrinsicSize": { "height": 21 } },
                         { "id": "label2", "intrinsicSize": { "height": 21 } } ],
              "constraints": [ "H:|-20-[label1]-20-|", "H:|-20-[label2]-20-|", "label1.top == root.top + 40",
                "label2.top == label1.bottom + 8", "label2.height >= 0" ] }
            """#
        case .lengthlessFill:
            // A table view (no intrinsic size) above a footer view holding a 34-high field
            // inset 10 at the ends, the chain pinned 20 from the top and 0 from the bottom.
            #"""
            { "format": "layoutlab.constraints/1", "name": "lengthless-fill",
              "views": [ { "id": "table" }, { "id": "footer" },
                         { "id": "field", "parent": "footer", "intrinsicSize": { "width": 383, "height": 34 } } ],
              "constraints": [ "H:|[table]|", "H:|[footer]|", "V:|-20-[table][footer]|", "H:|-5-[field]-5-|",
                "V:|-10-[field]-10-|" ] }
            """#
        case .hungChain:
            // A caption above a field centred in the screen (IQKeyboardManager General's rows):
            // no view is pinned at the top or bottom.
            #"""
            { "format": "layoutlab.constraints/1", "name": "hung-chain",
              "views": [ { "id": "caption", "intrinsicSize": { "height": 12 } }, { "id": "field" } ],
              "constraints": [ "H:|-20-[caption]-20-|", "H:|-20-[field]-20-|", "field.height == 34",
                "field.centerY == root.centerY", "field.top == caption.bottom" ] }
            """#
        case .squeezedColumns:
            // IQKeyboardManager TestCases' form: a row stack view 20 from the screen's sides and
            // bottom of three columns (fillEqually, spacing 20): labels 82 wide (hugging and
            // compression 752), fields 181 wide (250, 750), switches 49 wide (752).
            #"""
            { "format": "layoutlab.constraints/1", "name": "squeezed-columns",
              "views": [
                { "id": "label1", "intrinsicSize": { "width": 82, "height": 31 },
                  "hugging": { "horizontal": 252 }, "compressionResistance": { "horizontal": 752 } },
                { "id": "label2", "intrinsicSize": { "width": 82, "height": 31 },
                  "hugging": { "horizontal": 252 }, "compressionResistance": { "horizontal": 752 } },
                { "id": "field1", "intrinsicSize": { "width": 181, "height": 31 } },
                { "id": "field2", "intrinsicSize": { "width": 181, "height": 31 } },
                { "id": "switch1", "intrinsicSize": { "width": 49, "height": 31 },
                  "hugging": { "horizontal": 752 }, "compressionResistance": { "horizontal": 752 } },
                { "id": "switch2", "intrinsicSize": { "width": 49, "height": 31 },
                  "hugging": { "horizontal": 752 }, "compressionResistance": { "horizontal": 752 } } ],
              "stackViews": [
                { "id": "row", "axis": "horizontal", "spacing": 20, "arrangedSubviews": [ "labels", "fields", "switches" ] },
                { "id": "labels", "parent": "row", "axis": "vertical", "distribution": "fillEqually", "spacing": 20,
                  "arrangedSubviews": [ "label1", "label2" ] },
                { "id": "fields", "parent": "row", "axis": "vertical", "distribution": "fillEqually", "spacing": 20,
                  "arrangedSubviews": [ "field1", "field2" ] },
                { "id": "switches", "parent": "row", "axis": "vertical", "distribution": "fillEqually", "spacing": 20,
                  "arrangedSubviews": [ "switch1", "switch2" ] } ],
              "constraints": [ "row.leading == root.leading + 20", "root.trailing == row.trailing + 20",
                "root.bottom == row.bottom + 20" ] }
            """#
        default: measuredJSON
        }
    }

    var scrollFrames: [(size: Size, frames: [(id: String, frame: Rect)])] {
        switch self {
        case .scrollView:
            // The content is 20 + 3 × 200 + 2 × 16 + 20 = 672 high whatever the screen (taller
            // than 667: it scrolls; the frames are at offset 0), as wide as the screen; rows at
            // y 20, 20 + 216 = 236, 452, 375 − 32 = 343 wide.
            [
                (
                    Size(width: 375, height: 667),
                    [
                        ("scroll", Rect(x: 0, y: 0, width: 375, height: 667)),
                        ("content", Rect(x: 0, y: 0, width: 375, height: 672)),
                        ("row1", Rect(x: 16, y: 20, width: 343, height: 200)),
                        ("row3", Rect(x: 16, y: 452, width: 343, height: 200)),
                    ]
                ),
                (
                    Size(width: 1032, height: 1376),
                    [
                        ("content", Rect(x: 0, y: 0, width: 1032, height: 672)),
                        ("row2", Rect(x: 16, y: 236, width: 1000, height: 200)),
                    ]
                ),
            ]
        case .marginCentred:
            // Leading at 16 + 4 = 20, centred: 375 − 2 × 20 = 335 wide; y (667 − 120) / 2 = 273.5.
            // 1032 × 300: 992 wide, y (300 − 120) / 2 = 90.
            [
                (Size(width: 375, height: 667), [("image", Rect(x: 20, y: 273.5, width: 335, height: 120))]),
                (Size(width: 1032, height: 300), [("image", Rect(x: 20, y: 90, width: 992, height: 120))]),
            ]
        case .redundantMinimum:
            // label2 keeps its intrinsic 21 (>= 0 holds): y 40 + 21 + 8 = 69, 375 − 40 = 335 wide.
            [
                (
                    Size(width: 375, height: 667),
                    [
                        ("label1", Rect(x: 20, y: 40, width: 335, height: 21)),
                        ("label2", Rect(x: 20, y: 69, width: 335, height: 21)),
                    ]
                )
            ]
        case .lengthlessFill:
            // The footer is as tall as its field, 10 + 34 + 10 = 54 (the field keeps its
            // intrinsic height: the table has none, so it takes what is left): table 667 − 20
            // − 54 = 593 high; the field 375 − 10 = 365 wide (pins beat its intrinsic 383).
            [
                (
                    Size(width: 375, height: 667),
                    [
                        ("table", Rect(x: 0, y: 20, width: 375, height: 593)),
                        ("footer", Rect(x: 0, y: 613, width: 375, height: 54)),
                        ("field", Rect(x: 5, y: 623, width: 365, height: 34)),
                    ]
                ),
                (Size(width: 1032, height: 300), [("table", Rect(x: 0, y: 20, width: 1032, height: 226))]),
            ]
        case .hungChain:
            // The field's centre is the screen's: y 667 / 2 − 17 = 316.5, the caption 12 above
            // it at 304.5; 1032 × 300: 150 − 17 = 133 and 121. Both 375 − 40 = 335 wide.
            [
                (
                    Size(width: 375, height: 667),
                    [
                        ("caption", Rect(x: 20, y: 304.5, width: 335, height: 12)),
                        ("field", Rect(x: 20, y: 316.5, width: 335, height: 34)),
                    ]
                ),
                (Size(width: 1032, height: 300), [("caption", Rect(x: 20, y: 121, width: 992, height: 12))]),
            ]
        case .squeezedColumns:
            // 375: the row is 335 wide, its content 82 + 181 + 49 + 2 × 20 = 352: the fields
            // (least compression resistance) give way: 335 − 82 − 49 − 40 = 164, at x 20 + 82 + 20
            // = 122; switches at 122 + 164 + 20 = 306. The columns are 31 + 20 + 31 = 82 high,
            // the row's bottom at 667 − 20: top 565. 1032: the fields (least hugging) take
            // 992 − 171 = 821; switches at 122 + 821 + 20 = 963.
            [
                (
                    Size(width: 375, height: 667),
                    [
                        ("label1", Rect(x: 20, y: 565, width: 82, height: 31)),
                        ("label2", Rect(x: 20, y: 616, width: 82, height: 31)),
                        ("field1", Rect(x: 122, y: 565, width: 164, height: 31)),
                        ("switch2", Rect(x: 306, y: 616, width: 49, height: 31)),
                    ]
                ),
                (
                    Size(width: 1032, height: 300),
                    [
                        ("field2", Rect(x: 122, y: 249, width: 821, height: 31)),
                        ("switch1", Rect(x: 963, y: 198, width: 49, height: 31)),
                    ]
                ),
            ]
        default: measuredFrames
        }
    }
}
