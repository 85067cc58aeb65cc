import LayoutCore

/// The idioms the shared IB sample's screens need most (guides, hugging, soft sizes, centres
/// through a sibling, stack views inside stack views): specs and hand-worked frames.
extension Idiom {
    /// The helper views of the spec (`ConstraintsToStacks.translate`'s `helperIDs`).
    var guides: Set<String> {
        switch self {
        case .layoutGuides: ["topGuide", "bottomGuide"]
        case .buttonRow: ["cancel--title", "ok--title"]  // measured buttons' titles (the importer's)
        case .buttonOnStepper: ["reload--title"]
        default: []
        }
    }

    var layoutJSON: String {
        switch self {
        case .layoutGuides:
            #"""
            { "format": "layoutlab.constraints/1", "name": "layout-guides",
              "views": [ { "id": "topGuide" }, { "id": "bottomGuide" }, { "id": "title" }, { "id": "button" } ],
              "constraints": [ "topGuide.left == root.left", "topGuide.top == root.top", "topGuide.width == root.width",
                "topGuide.height == 20", "bottomGuide.left == root.left", "bottomGuide.bottom == root.bottom",
                "bottomGuide.width == root.width", "bottomGuide.height == 0",
                "title.top == topGuide.bottom + 8", "title.leading == root.leading + 16",
                "title.trailing == root.trailing - 16", "title.height == 30",
                "bottomGuide.top == button.bottom + 20", "button.centerX == root.centerX", "button.width == 120",
                "button.height == 44" ] }
            """#
        case .huggingStretch:
            #"""
            { "format": "layoutlab.constraints/1", "name": "hugging-stretch",
              "views": [ { "id": "title", "intrinsicSize": { "height": 16 }, "hugging": { "vertical": 251 } },
                         { "id": "body", "intrinsicSize": { "height": 14 } } ],
              "constraints": [ "title.top == root.top + 11", "body.top == title.bottom + 8",
                "body.bottom == root.bottom - 11", "title.leading == root.leading + 16",
                "title.trailing == root.trailing - 16", "body.leading == root.leading + 16",
                "body.trailing == root.trailing - 16" ] }
            """#
        case .softSize:
            #"""
            { "format": "layoutlab.constraints/1", "name": "soft-size", "views": [ { "id": "card" } ],
              "constraints": [ "card.top == root.top + 40", "card.leading == root.leading + 20",
                "card.trailing == root.trailing - 20", "card.height >= 44", "card.height <= 200",
                "card.height == 120 @250" ] }
            """#
        case .siblingCentre:
            #"""
            { "format": "layoutlab.constraints/1", "name": "sibling-centre",
              "views": [ { "id": "toggle", "intrinsicSize": { "width": 51, "height": 31 },
                           "hugging": { "horizontal": 750, "vertical": 750 } },
                         { "id": "label", "intrinsicSize": { "width": 120, "height": 16 } } ],
              "constraints": [ "toggle.top == root.top + 11", "toggle.bottom == root.bottom - 11",
                "toggle.trailing == root.trailing - 16", "label.leading == root.leading + 16",
                "toggle.centerY == label.centerY" ] }
            """#
        case .fillAlignment:
            #"""
            { "format": "layoutlab.constraints/1", "name": "fill-alignment",
              "views": [ { "id": "switch1", "intrinsicSize": { "width": 49, "height": 31 },
                           "hugging": { "horizontal": 750, "vertical": 750 } },
                         { "id": "label1", "intrinsicSize": { "width": 72.5, "height": 19.5 },
                           "hugging": { "horizontal": 251, "vertical": 251 } },
                         { "id": "switch2", "intrinsicSize": { "width": 49, "height": 31 },
                           "hugging": { "horizontal": 750, "vertical": 750 } },
                         { "id": "label2", "intrinsicSize": { "width": 72.5, "height": 19.5 },
                           "hugging": { "horizontal": 251, "vertical": 251 } } ],
              "stackViews": [
                { "id": "grid", "axis": "vertical", "distribution": "fillEqually", "spacing": 5,
                  "arrangedSubviews": [ "row1", "row2" ] },
                { "id": "row1", "axis": "horizontal", "alignment": "center", "spacing": 20,
                  "arrangedSubviews": [ "switch1", "label1" ] },
                { "id": "row2", "axis": "horizontal", "alignment": "center", "spacing": 20,
                  "arrangedSubviews": [ "switch2", "label2" ] } ],
              "constraints": [ "grid.leading == root.leading + 16", "grid.trailing == root.trailing - 16",
                "grid.top == root.top + 20", "grid.bottom == root.bottom - 20" ] }
            """#
        case .proportionalByContent:
            #"""
            { "format": "layoutlab.constraints/1", "name": "proportional-by-content",
              "views": [ { "id": "icon", "intrinsicSize": { "width": 44, "height": 44 } },
                         { "id": "caption", "intrinsicSize": { "width": 120, "height": 20 } } ],
              "stackViews": [ { "id": "toolbar", "axis": "horizontal", "distribution": "fillProportionally",
                                "alignment": "center", "spacing": 15, "arrangedSubviews": [ "icon", "caption" ] } ],
              "constraints": [ "toolbar.leading == root.leading + 20", "toolbar.top == root.top + 30" ] }
            """#
        case .chainBesidePinned:
            #"""
            { "format": "layoutlab.constraints/1", "name": "chain-beside-pinned",
              "views": [ { "id": "title" }, { "id": "button" }, { "id": "badge" } ],
              "constraints": [ "title.top == root.top + 20", "title.leading == root.leading + 20",
                "title.trailing == root.trailing - 20", "title.height == 21", "button.top == title.bottom + 8",
                "button.trailing == root.trailing - 20", "button.width == 67", "button.height == 30",
                "badge.left == root.left + 20", "badge.top == root.top + 191", "badge.width == 280",
                "badge.height == 21" ] }
            """#
        case .bottomAnchored:
            #"""
            { "format": "layoutlab.constraints/1", "name": "bottom-anchored",
              "views": [ { "id": "user", "intrinsicSize": { "width": 353, "height": 34 } },
                         { "id": "password", "intrinsicSize": { "width": 353, "height": 34 } },
                         { "id": "login", "intrinsicSize": { "width": 353, "height": 30 } } ],
              "stackViews": [ { "id": "fields", "axis": "vertical", "spacing": 20,
                                "arrangedSubviews": [ "user", "password" ] } ],
              "constraints": [ "fields.leading == root.leading + 20", "fields.trailing == root.trailing - 20",
                "login.leading == fields.leading", "login.trailing == fields.trailing",
                "login.top == fields.bottom + 20", "login.bottom == root.bottom - 50" ] }
            """#
        default: fallbackJSON
        }
    }

    /// Frames worked out by hand from the constraints at 375 × 667 and 1032 × 300.
    var layoutFrames: [(size: Size, frames: [(id: String, frame: Rect)])] {
        switch self {
        case .layoutGuides:
            // The top guide ends at 20: the title 8 below it; the bottom guide starts at the
            // bottom: the button 20 above it, centred (375 − 120) / 2 = 127.5, y 667 − 20 − 44.
            [
                (
                    Size(width: 375, height: 667),
                    [
                        ("title", Rect(x: 16, y: 28, width: 343, height: 30)),
                        ("button", Rect(x: 127.5, y: 603, width: 120, height: 44)),
                    ]
                ),
                (Size(width: 1032, height: 300), [("button", Rect(x: 456, y: 236, width: 120, height: 44))]),
            ]
        case .huggingStretch:
            // The body hugs least (250 < 251): it takes 667 − 11 − (11 + 16 + 8) = 621.
            [
                (
                    Size(width: 375, height: 667),
                    [
                        ("title", Rect(x: 16, y: 11, width: 343, height: 16)),
                        ("body", Rect(x: 16, y: 35, width: 343, height: 621)),
                    ]
                ),
                (Size(width: 1032, height: 300), [("body", Rect(x: 16, y: 35, width: 1000, height: 254))]),
            ]
        case .softSize:
            // Nothing pins the bottom: the soft 120 holds (within 44…200).
            [
                (Size(width: 375, height: 667), [("card", Rect(x: 20, y: 40, width: 335, height: 120))]),
                (Size(width: 1032, height: 300), [("card", Rect(x: 20, y: 40, width: 992, height: 120))]),
            ]
        case .siblingCentre:
            // The toggle spans 11…656 (645 high, pins beat its intrinsic 31); the label's centre
            // is the toggle's, 11 + 645 / 2 = 333.5: y 325.5. At 300: 11 + 278 / 2 = 150, y 142.
            [
                (
                    Size(width: 375, height: 667),
                    [
                        ("toggle", Rect(x: 308, y: 11, width: 51, height: 645)),
                        ("label", Rect(x: 16, y: 325.5, width: 120, height: 16)),
                    ]
                ),
                (Size(width: 1032, height: 300), [("label", Rect(x: 16, y: 142, width: 120, height: 16))]),
            ]
        case .fillAlignment:
            // Grid 343 × 627 at (16, 20); rows (627 − 5) / 2 = 311 high, 343 wide (fill). In a
            // row the label hugs least (251 < 750): 343 − 49 − 20 = 274 wide from 85; centred
            // across: switch y 20 + (311 − 31) / 2 = 160, label 20 + (311 − 19.5) / 2 = 165.75.
            // At 1032 × 300: rows (260 − 5) / 2 = 127.5; label 1000 − 69 = 931 wide, y 74.
            [
                (
                    Size(width: 375, height: 667),
                    [
                        ("row1", Rect(x: 16, y: 20, width: 343, height: 311)),
                        ("row2", Rect(x: 16, y: 336, width: 343, height: 311)),
                        ("switch1", Rect(x: 16, y: 160, width: 49, height: 31)),
                        ("label1", Rect(x: 85, y: 165.75, width: 274, height: 19.5)),
                        ("switch2", Rect(x: 16, y: 476, width: 49, height: 31)),
                        ("label2", Rect(x: 85, y: 481.75, width: 274, height: 19.5)),
                    ]
                ),
                (
                    Size(width: 1032, height: 300),
                    [
                        ("switch1", Rect(x: 16, y: 68.25, width: 49, height: 31)),
                        ("label1", Rect(x: 85, y: 74, width: 931, height: 19.5)),
                    ]
                ),
            ]
        case .proportionalByContent:
            // The toolbar is 44 + 15 + 120 = 179 wide from 20, 44 high from 30 (its tallest);
            // the caption centred across: y 30 + (44 − 20) / 2 = 42, x 20 + 44 + 15 = 79.
            [
                (
                    Size(width: 375, height: 667),
                    [
                        ("icon", Rect(x: 20, y: 30, width: 44, height: 44)),
                        ("caption", Rect(x: 79, y: 42, width: 120, height: 20)),
                    ]
                ),
                (Size(width: 1032, height: 300), [("caption", Rect(x: 79, y: 42, width: 120, height: 20))]),
            ]
        case .chainBesidePinned:
            // title 20 from the top and sides; the button 8 below it (20 + 21 + 8 = 49), 20
            // from the right (375 − 20 − 67 = 288); the badge where its pins put it.
            [
                (
                    Size(width: 375, height: 667),
                    [
                        ("title", Rect(x: 20, y: 20, width: 335, height: 21)),
                        ("button", Rect(x: 288, y: 49, width: 67, height: 30)),
                        ("badge", Rect(x: 20, y: 191, width: 280, height: 21)),
                    ]
                ),
                (
                    Size(width: 1032, height: 300),
                    [
                        ("button", Rect(x: 945, y: 49, width: 67, height: 30)),
                        ("badge", Rect(x: 20, y: 191, width: 280, height: 21)),
                    ]
                ),
            ]
        case .bottomAnchored:
            // login 50 above the bottom: y 667 − 50 − 30 = 587, 335 wide (the stack's width);
            // the fields 34 + 20 + 34 = 88 high ending 20 above it, from 587 − 20 − 88 = 479.
            // At 1032 × 300: login y 220, fields from 112, 992 wide.
            [
                (
                    Size(width: 375, height: 667),
                    [
                        ("user", Rect(x: 20, y: 479, width: 335, height: 34)),
                        ("password", Rect(x: 20, y: 533, width: 335, height: 34)),
                        ("login", Rect(x: 20, y: 587, width: 335, height: 30)),
                    ]
                ),
                (
                    Size(width: 1032, height: 300),
                    [
                        ("user", Rect(x: 20, y: 112, width: 992, height: 34)),
                        ("login", Rect(x: 20, y: 220, width: 992, height: 30)),
                    ]
                ),
            ]
        default: fallbackFrames
        }
    }
}
