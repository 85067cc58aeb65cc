import LayoutCore

/// Cards with soft pins and views at multiplied positions (issue 17, the SwiftMessages cards
/// and the iMessageDemo launch screen of the shared IB sample): specs and hand-worked frames,
/// checked by `CardIdiomTests` like `Idiom`s, their SwiftUI committed in `Golden/`.
enum CardIdiom: String, CaseIterable {
    /// A card pinned 20 from both sides `@900` and centred `@950`, at most 600 wide; its content
    /// pinned to the screen's top and bottom through the card's own pins (CardView.xib).
    case softCard = "soft-card"
    /// The same soft pins around content at least 500 wide: where the screen is narrower the
    /// edges give way and the card stays centred, overflowing both sides evenly.
    case softCardOverflow = "soft-card-overflow"
    /// A row stack view pinned at both sides holding an icon, a column of two labels and a
    /// button: the column (lowest hugging and compression resistance) stretches on wide
    /// screens and shrinks below its labels' width on narrow ones (MessageView.xib).
    case compressedRow = "compressed-row"
    /// A title centred at a third of the screen's height, 1 pt lower (`centerY == 0.333333 *
    /// root.bottom + 1`), and padded 20 at both sides by a start pin and a centring pin
    /// (iMessageDemo's LaunchScreen.storyboard).
    case multipliedPosition = "multiplied-position"

    var json: String {
        switch self {
        case .softCard:
            #"""
            { "format": "layoutlab.constraints/1", "name": "soft-card",
              "views": [ { "id": "card" }, { "id": "content", "parent": "card" } ],
              "constraints": [ "card.leading == root.leading + 20 @900", "card.trailing == root.trailing - 20 @900",
                "card.centerX == root.centerX @950", "card.width <= 600", "card.top == root.top + 40",
                "card.bottom == root.bottom - 40", "content.leading == card.leading + 16",
                "content.trailing == card.trailing - 16", "content.top == root.top + 56", "root.bottom == content.bottom + 56" ] }
            """#
        case .softCardOverflow:
            #"""
            { "format": "layoutlab.constraints/1", "name": "soft-card-overflow",
              "views": [ { "id": "card" }, { "id": "content", "parent": "card" } ],
              "constraints": [ "card.leading == root.leading + 20 @900", "root.trailing == card.trailing + 20 @900",
                "card.centerX == root.centerX @950", "card.top == root.top + 40", "card.height == 200",
                "content.leading == card.leading + 20", "content.trailing == card.trailing - 20",
                "content.top == card.top + 20", "content.bottom == card.bottom - 20", "content.width >= 500" ] }
            """#
        case .compressedRow:
            #"""
            { "format": "layoutlab.constraints/1", "name": "compressed-row",
              "views": [ { "id": "icon", "intrinsicSize": { "width": 44, "height": 44 },
                           "hugging": { "horizontal": 252 }, "compressionResistance": { "horizontal": 752 } },
                         { "id": "title", "intrinsicSize": { "width": 400, "height": 20 }, "hugging": { "horizontal": 251 } },
                         { "id": "body", "intrinsicSize": { "width": 400, "height": 18 }, "hugging": { "horizontal": 251 } },
                         { "id": "button", "intrinsicSize": { "width": 60, "height": 30 },
                           "hugging": { "horizontal": 252 }, "compressionResistance": { "horizontal": 752 } } ],
              "stackViews": [
                { "id": "row", "axis": "horizontal", "alignment": "center", "spacing": 10,
                  "arrangedSubviews": [ "icon", "texts", "button" ] },
                { "id": "texts", "axis": "vertical", "spacing": 4, "arrangedSubviews": [ "title", "body" ] } ],
              "constraints": [ "row.leading == root.leading + 16", "row.trailing == root.trailing - 16",
                "row.top == root.top + 20" ] }
            """#
        case .multipliedPosition:
            #"""
            { "format": "layoutlab.constraints/1", "name": "multiplied-position",
              "views": [ { "id": "title", "intrinsicSize": { "height": 43 } }, { "id": "footer", "intrinsicSize": { "height": 41 } } ],
              "constraints": [ "title.leading == root.leading + 20", "title.centerX == root.centerX",
                "title.centerY == 0.333333 * root.bottom + 1", "footer.leading == root.leading + 30",
                "footer.centerX == root.centerX", "root.bottom == footer.bottom + 20" ] }
            """#
        }
    }

    /// Frames worked out by hand from the constraints at 375 × 667 and 1032 × 300.
    var expectedFrames: [(size: Size, frames: [(id: String, frame: Rect)])] {
        switch self {
        case .softCard:
            // 375 − 40 = 335 <= 600: the soft pins hold, card (20, 40) 335 × (667 − 80); the
            // content 16 inside (56 − 40 from the card's top, 56 − 40 from its bottom). At 1032:
            // 992 > 600, the card is 600 wide, centred by the @950 pin: x (1032 − 600) / 2 = 216.
            [
                (
                    Size(width: 375, height: 667),
                    [
                        ("card", Rect(x: 20, y: 40, width: 335, height: 587)),
                        ("content", Rect(x: 36, y: 56, width: 303, height: 555)),
                    ]
                ),
                (
                    Size(width: 1032, height: 300),
                    [
                        ("card", Rect(x: 216, y: 40, width: 600, height: 220)),
                        ("content", Rect(x: 232, y: 56, width: 568, height: 188)),
                    ]
                ),
            ]
        case .softCardOverflow:
            // The card is at least 500 + 2 × 20 = 540 wide. At 375 the @900 edges give way and
            // the @950 centre holds: x (375 − 540) / 2 = −82.5, the content 20 inside. At 1032
            // the edges hold: 1032 − 40 = 992 wide.
            [
                (
                    Size(width: 375, height: 667),
                    [
                        ("card", Rect(x: -82.5, y: 40, width: 540, height: 200)),
                        ("content", Rect(x: -62.5, y: 60, width: 500, height: 160)),
                    ]
                ),
                (
                    Size(width: 1032, height: 300),
                    [
                        ("card", Rect(x: 20, y: 40, width: 992, height: 200)),
                        ("content", Rect(x: 40, y: 60, width: 952, height: 160)),
                    ]
                ),
            ]
        case .compressedRow:
            // The row is 375 − 32 = 343 wide; icon 44, button 60, two gaps of 10: the column
            // gets 343 − 124 = 219 (< 400: shrunk, resistance 750 < 752), 44 high rows (the
            // icon); the column 20 + 4 + 18 = 42 high centred at 20 + 1, the button at 20 + 7.
            // At 1032: the column stretches (hugging 251 < 252) to 1000 − 124 = 876.
            [
                (
                    Size(width: 375, height: 667),
                    [
                        ("icon", Rect(x: 16, y: 20, width: 44, height: 44)),
                        ("texts", Rect(x: 70, y: 21, width: 219, height: 42)),
                        ("title", Rect(x: 70, y: 21, width: 219, height: 20)),
                        ("body", Rect(x: 70, y: 45, width: 219, height: 18)),
                        ("button", Rect(x: 299, y: 27, width: 60, height: 30)),
                    ]
                ),
                (
                    Size(width: 1032, height: 300),
                    [
                        ("texts", Rect(x: 70, y: 21, width: 876, height: 42)),
                        ("button", Rect(x: 956, y: 27, width: 60, height: 30)),
                    ]
                ),
            ]
        case .multipliedPosition:
            // The title's centre at 667 / 3 + 1 = 223.333: y 223.333 − 21.5 = 201.833, 20 in
            // from both sides (leading 20, centred); the footer 30 in, 20 above the bottom:
            // y 667 − 20 − 41 = 606. At 1032 × 300: centre 101, y 79.5; footer y 239.
            [
                (
                    Size(width: 375, height: 667),
                    [
                        ("title", Rect(x: 20, y: 201.833333, width: 335, height: 43)),
                        ("footer", Rect(x: 30, y: 606, width: 315, height: 41)),
                    ]
                ),
                (
                    Size(width: 1032, height: 300),
                    [
                        ("title", Rect(x: 20, y: 79.5, width: 992, height: 43)),
                        ("footer", Rect(x: 30, y: 239, width: 972, height: 41)),
                    ]
                ),
            ]
        }
    }
}
