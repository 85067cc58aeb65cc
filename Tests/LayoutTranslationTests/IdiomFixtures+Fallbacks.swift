import LayoutCore

/// The last-resort GeometryReader form where the shared IB sample needed more than one affine
/// piece (TacoDialogView's card, capped at 480 pt) or placed views outside the container
/// (SpecialCase's rows scrolled above the top), and labels on one baseline: specs and
/// hand-worked frames.
extension Idiom {
    var fallbackJSON: String {
        switch self {
        case .piecewiseFallback:
            // The card is 480 wide when the screen leaves 60 at each side, else the screen less
            // 120; the badge is placed from the screen's centre (no stack form).
            #"""
            { "format": "layoutlab.constraints/1", "name": "piecewise-fallback",
              "views": [ { "id": "card" }, { "id": "badge" } ],
              "constraints": [ "card.width == 480 @750", "card.centerX == root.centerX",
                "card.leading >= root.leading + 60", "card.top == root.top + 40", "card.height == 60",
                "badge.leading == root.leading + 20", "badge.top == root.centerY + 10", "badge.width == 100",
                "badge.height == 20" ] }
            """#
        case .offscreenFallback:
            // A banner ending 10 above the screen, a tab 8 left of it, the badge from the centre.
            #"""
            { "format": "layoutlab.constraints/1", "name": "offscreen-fallback",
              "views": [ { "id": "banner" }, { "id": "tab" }, { "id": "badge" } ],
              "constraints": [ "banner.bottom == root.top - 10", "banner.leading == root.leading + 20",
                "banner.trailing == root.trailing - 20", "banner.height == 30",
                "tab.trailing == root.leading - 8", "tab.width == 50", "tab.top == root.top + 100", "tab.height == 44",
                "badge.leading == root.leading + 20", "badge.top == root.centerY + 10", "badge.width == 100",
                "badge.height == 20" ] }
            """#
        case .baselineRow:
            // A 28-pt total and a 14-pt note after it on the same first baseline.
            #"""
            { "format": "layoutlab.constraints/1", "name": "baseline-row",
              "views": [ { "id": "title", "text": { "string": "Total", "font": { "size": 28 } } },
                         { "id": "detail", "text": { "string": "incl. tax", "font": { "size": 14 } } } ],
              "constraints": [ "title.leading == root.leading + 20", "title.top == root.top + 40",
                "detail.leading == title.trailing + 8", "detail.firstBaseline == title.firstBaseline" ] }
            """#
        default: scrollJSON
        }
    }

    var fallbackFrames: [(size: Size, frames: [(id: String, frame: Rect)])] {
        switch self {
        case .piecewiseFallback:
            // 375: 480 does not fit 375 − 2 × 60 = 255, so 255 wide at 60; badge at 667 / 2 + 10.
            // 1032: 480 wide, centred at (1032 − 480) / 2 = 276; badge at 300 / 2 + 10 = 160.
            [
                (
                    Size(width: 375, height: 667),
                    [
                        ("card", Rect(x: 60, y: 40, width: 255, height: 60)),
                        ("badge", Rect(x: 20, y: 343.5, width: 100, height: 20)),
                    ]
                ),
                (
                    Size(width: 1032, height: 300),
                    [
                        ("card", Rect(x: 276, y: 40, width: 480, height: 60)),
                        ("badge", Rect(x: 20, y: 160, width: 100, height: 20)),
                    ]
                ),
            ]
        case .offscreenFallback:
            // banner: bottom at −10, so top −40, 375 − 40 = 335 wide; tab: trailing −8, so x −58.
            [
                (
                    Size(width: 375, height: 667),
                    [
                        ("banner", Rect(x: 20, y: -40, width: 335, height: 30)),
                        ("tab", Rect(x: -58, y: 100, width: 50, height: 44)),
                    ]
                ),
                (Size(width: 1032, height: 300), [("banner", Rect(x: 20, y: -40, width: 992, height: 30))]),
            ]
        case .baselineRow:
            // Inter (2816 units per em, ascender 2728, a line 3408 units; scripts/font-advances.py:
            // "Total" 6544 units, "incl. tax" 10256): title 6544 / 2816 × 28 = 65.068182 wide,
            // 3408 / 2816 × 28 = 33.886364 high at (20, 40), its baseline at 40 + 2728 / 2816 × 28
            // = 67.125; detail at 20 + 65.068182 + 8 = 93.068182, its top 2728 / 2816 × 14 =
            // 13.5625 above that baseline: y 53.5625, 10256 / 2816 × 14 = 50.988636 wide,
            // 3408 / 2816 × 14 = 16.943182 high.
            [
                (
                    Size(width: 375, height: 667),
                    [
                        ("title", Rect(x: 20, y: 40, width: 65.068182, height: 33.886364)),
                        ("detail", Rect(x: 93.068182, y: 53.5625, width: 50.988636, height: 16.943182)),
                    ]
                )
            ]
        default: scrollFrames
        }
    }
}
