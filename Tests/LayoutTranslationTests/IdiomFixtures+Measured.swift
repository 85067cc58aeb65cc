import LayoutCore

/// Idioms whose lengths come from measured text (IQKeyboardManager General's rows under
/// `--measure-text`): specs and hand-worked frames.
extension Idiom {
    var measuredJSON: String {
        switch self {
        case .hungText:
            // A 14-pt caption 4 above a 34-high field centred 10 below the screen's centre, a
            // 12-pt note 8 below the field; all three 20 from the sides. No view is pinned at
            // the top or bottom, and the labels' heights are their fonts' line heights.
            #"""
            { "format": "layoutlab.constraints/1", "name": "hung-text",
              "views": [ { "id": "caption", "text": { "string": "Name", "font": { "size": 14 } } },
                         { "id": "field" },
                         { "id": "note", "text": { "string": "Required", "font": { "size": 12 } } } ],
              "constraints": [ "H:|-20-[caption]-20-|", "H:|-20-[field]-20-|", "H:|-20-[note]-20-|",
                "field.height == 34", "field.centerY == root.centerY + 10", "field.top == caption.bottom + 4",
                "note.top == field.bottom + 8" ] }
            """#
        default: panelJSON
        }
    }

    var measuredFrames: [(size: Size, frames: [(id: String, frame: Rect)])] {
        switch self {
        case .hungText:
            // Inter's line is 3408 units of 2816 per em: caption 3408 / 2816 × 14 = 16.943182
            // high, note 3408 / 2816 × 12 = 14.522727. 375 × 667: the field's centre at 333.5
            // + 10, its top 343.5 − 17 = 326.5; caption 326.5 − 4 − 16.943182 = 305.556818; note
            // 326.5 + 34 + 8 = 368.5. 1032 × 300: field 150 + 10 − 17 = 143, caption 143 − 4 −
            // 16.943182 = 122.056818, note 143 + 42 = 185. All 20 in, 375 − 40 = 335 or 992 wide.
            // 375 × 40, shorter than the chain: the field still centred, 20 + 10 − 17 = 13, the
            // caption above the top at 13 − 4 − 16.943182 = −7.943182, the note at 55, below.
            [
                (
                    Size(width: 375, height: 667),
                    [
                        ("caption", Rect(x: 20, y: 305.556818, width: 335, height: 16.943182)),
                        ("field", Rect(x: 20, y: 326.5, width: 335, height: 34)),
                        ("note", Rect(x: 20, y: 368.5, width: 335, height: 14.522727)),
                    ]
                ),
                (
                    Size(width: 1032, height: 300),
                    [
                        ("caption", Rect(x: 20, y: 122.056818, width: 992, height: 16.943182)),
                        ("field", Rect(x: 20, y: 143, width: 992, height: 34)),
                        ("note", Rect(x: 20, y: 185, width: 992, height: 14.522727)),
                    ]
                ),
                (
                    Size(width: 375, height: 40),
                    [
                        ("caption", Rect(x: 20, y: -7.943182, width: 335, height: 16.943182)),
                        ("field", Rect(x: 20, y: 13, width: 335, height: 34)),
                        ("note", Rect(x: 20, y: 55, width: 335, height: 14.522727)),
                    ]
                ),
            ]
        default: panelFrames
        }
    }
}
