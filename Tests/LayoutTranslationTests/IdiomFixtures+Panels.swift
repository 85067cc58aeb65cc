import LayoutCore

/// Idioms of IQKeyboardManager's settings panels (SpecialCase.storyboard vKd-hd-wnE, General
/// i84-jm-CzI): specs and hand-worked frames.
extension Idiom {
    var panelJSON: String {
        switch self {
        case .equalShareRows:
            // A box 140 below the top and 10 above the bottom, 10 from the sides, holding three
            // rows of equal heights 5 apart and 5 from its edges, each with a 34-high field
            // centred in it, 10 from the row's sides.
            #"""
            { "format": "layoutlab.constraints/1", "name": "equal-share-rows",
              "views": [ { "id": "box" }, { "id": "r1", "parent": "box" }, { "id": "r2", "parent": "box" },
                         { "id": "r3", "parent": "box" }, { "id": "f1", "parent": "r1" },
                         { "id": "f2", "parent": "r2" }, { "id": "f3", "parent": "r3" } ],
              "constraints": [ "H:|-10-[box]-10-|", "box.top == root.top + 140", "box.bottom == root.bottom - 10",
                "H:|-5-[r1]-5-|", "H:|-5-[r2]-5-|", "H:|-5-[r3]-5-|", "V:|-5-[r1]-5-[r2]-5-[r3]-5-|",
                "r2.height == r1.height", "r3.height == r1.height",
                "H:|-10-[f1]-10-|", "f1.height == 34", "f1.centerY == r1.centerY",
                "H:|-10-[f2]-10-|", "f2.height == 34", "f2.centerY == r2.centerY",
                "H:|-10-[f3]-10-|", "f3.height == 34", "f3.centerY == r3.centerY" ] }
            """#
        case .settingsPanel:
            // A panel 40 below the top, as wide as the screen, as tall as its chain: a switch 30
            // below its top, a second 20 below the first, the panel's bottom 40 below that. Each
            // 12-pt label is centred on its switch, 10 from the leading side; the first ends 5
            // before its switch (10 from the trailing side), the second ends where the first
            // does. A 60 × 2 line 3 above a 40 × 2 bar 3 above the panel's bottom, both centred.
            #"""
            { "format": "layoutlab.constraints/1", "name": "settings-panel",
              "views": [ { "id": "panel" },
                         { "id": "sound", "parent": "panel", "text": { "string": "Sound", "font": { "size": 12 } } },
                         { "id": "soundSwitch", "parent": "panel", "intrinsicSize": { "width": 61, "height": 28 },
                           "hugging": { "horizontal": 751, "vertical": 751 },
                           "compressionResistance": { "horizontal": 751, "vertical": 751 } },
                         { "id": "vibrate", "parent": "panel", "text": { "string": "Vibrate", "font": { "size": 12 } } },
                         { "id": "vibrateSwitch", "parent": "panel", "intrinsicSize": { "width": 61, "height": 28 },
                           "hugging": { "horizontal": 751, "vertical": 751 },
                           "compressionResistance": { "horizontal": 751, "vertical": 751 } },
                         { "id": "line", "parent": "panel" }, { "id": "bar", "parent": "panel" } ],
              "constraints": [ "panel.leading == root.leading", "panel.trailing == root.trailing",
                "panel.top == root.top + 40",
                "soundSwitch.top == panel.top + 30", "sound.centerY == soundSwitch.centerY",
                "sound.leading == panel.leading + 10", "soundSwitch.leading == sound.trailing + 5",
                "panel.trailing == soundSwitch.trailing + 10",
                "vibrateSwitch.top == soundSwitch.bottom + 20", "vibrate.centerY == vibrateSwitch.centerY",
                "vibrate.leading == sound.leading", "vibrate.trailing == sound.trailing",
                "vibrateSwitch.trailing == soundSwitch.trailing", "panel.bottom == vibrateSwitch.bottom + 40",
                "line.width == 60", "line.height == 2", "line.centerX == panel.centerX",
                "bar.width == 40", "bar.height == 2", "bar.centerX == panel.centerX",
                "bar.top == line.bottom + 3", "panel.bottom == bar.bottom + 3" ] }
            """#
        case .buttonRow:
            // TacoDialogView.xib's shape: a column (a vertical stack view, `fill`, spacing 10)
            // 20 from the sides and 40 below the top holds a header (vertical, centred) around a
            // strip (horizontal) around a row 60 high, a 24-pt icon label then an 18-pt note 15
            // after it, each as high as the row and the row as wide as both; then a footer
            // (vertical, `trailing`) around a row of two measured buttons 15 apart (a stack view,
            // `fill` alignment), "Cancel" with its title 6 below its top and no side insets,
            // "OK" with 8 all round (how `--measure-text` imports a UIButton).
            #"""
            { "format": "layoutlab.constraints/1", "name": "button-row",
              "views": [ { "id": "row" },
                         { "id": "icon", "parent": "row", "text": { "string": "Taco", "font": { "size": 24 } } },
                         { "id": "note", "parent": "row", "text": { "string": "Just one", "font": { "size": 18 } } },
                         { "id": "cancel" }, { "id": "ok" },
                         { "id": "cancel--title", "parent": "cancel", "text": { "string": "Cancel", "font": { "size": 15 } },
                           "hugging": { "horizontal": 1000, "vertical": 1000 },
                           "compressionResistance": { "horizontal": 1000, "vertical": 1000 } },
                         { "id": "ok--title", "parent": "ok", "text": { "string": "OK", "font": { "size": 15 } },
                           "hugging": { "horizontal": 1000, "vertical": 1000 },
                           "compressionResistance": { "horizontal": 1000, "vertical": 1000 } } ],
              "stackViews": [
                { "id": "column", "axis": "vertical", "spacing": 10, "arrangedSubviews": [ "header", "footer" ] },
                { "id": "header", "parent": "column", "axis": "vertical", "alignment": "center",
                  "arrangedSubviews": [ "strip" ] },
                { "id": "strip", "parent": "header", "axis": "horizontal", "arrangedSubviews": [ "row" ] },
                { "id": "footer", "parent": "column", "axis": "vertical", "alignment": "trailing",
                  "arrangedSubviews": [ "buttons" ] },
                { "id": "buttons", "parent": "footer", "axis": "horizontal", "spacing": 15,
                  "arrangedSubviews": [ "cancel", "ok" ] } ],
              "constraints": [ "column.leading == root.leading + 20", "root.trailing == column.trailing + 20",
                "column.top == root.top + 40", "row.height == 60",
                "icon.leading == row.leading", "note.leading == icon.trailing + 15", "row.trailing == note.trailing",
                "icon.top == row.top", "icon.bottom == row.bottom", "note.top == row.top", "note.bottom == row.bottom",
                "cancel--title.left == cancel.left", "cancel--title.top == cancel.top + 6",
                "cancel.width <= cancel--title.width @250", "cancel.width >= cancel--title.width @750",
                "cancel.height <= cancel--title.height + 12 @250", "cancel.height >= cancel--title.height + 12 @750",
                "ok--title.left == ok.left + 8", "ok--title.top == ok.top + 8",
                "ok.width <= ok--title.width + 16 @250", "ok.width >= ok--title.width + 16 @750",
                "ok.height <= ok--title.height + 16 @250", "ok.height >= ok--title.height + 16 @750" ] }
            """#
        case .buttonOnStepper:
            // SpecialCase.storyboard CNg-ge-9Lk's shape: a text view (no length of its own) 10
            // from the leading side, 100 below the top, 150 high; a 94 × 32 stepper 10 after it
            // and 10 from the trailing side; a measured "Reload" button (title 6 below its top,
            // no side insets) with its top at the text view's, centred on the stepper, which
            // is 10 below it.
            #"""
            { "format": "layoutlab.constraints/1", "name": "button-on-stepper",
              "views": [ { "id": "text" },
                         { "id": "stepper", "intrinsicSize": { "width": 94, "height": 32 },
                           "hugging": { "horizontal": 751, "vertical": 751 },
                           "compressionResistance": { "horizontal": 751, "vertical": 751 } },
                         { "id": "reload" },
                         { "id": "reload--title", "parent": "reload", "text": { "string": "Reload", "font": { "size": 15 } },
                           "hugging": { "horizontal": 1000, "vertical": 1000 },
                           "compressionResistance": { "horizontal": 1000, "vertical": 1000 } } ],
              "constraints": [ "text.leading == root.leading + 10", "stepper.leading == text.trailing + 10",
                "root.trailing == stepper.trailing + 10", "text.top == root.top + 100", "text.height == 150",
                "reload.top == text.top", "stepper.top == reload.bottom + 10", "stepper.centerX == reload.centerX",
                "reload--title.left == reload.left", "reload--title.top == reload.top + 6",
                "reload.width <= reload--title.width @250", "reload.width >= reload--title.width @750",
                "reload.height <= reload--title.height + 12 @250", "reload.height >= reload--title.height + 12 @750" ] }
            """#
        default: ""
        }
    }

    var panelFrames: [(size: Size, frames: [(id: String, frame: Rect)])] {
        switch self {
        case .equalShareRows:
            // The box is H − 150 high at y 140, W − 20 wide at x 10; the rows share what the
            // four gaps of 5 leave, h = (H − 150 − 20) / 3, at x 15, W − 30 wide, the first at
            // 145, each next h + 5 lower; each field (x 25, W − 50 wide, 34 high) has its centre
            // at its row's: y = row + h / 2 − 17. 375 × 250: h = 80 / 3 = 26.666667 (shorter
            // than the fields, which overflow by 3.666667 at each side): rows at 145, 176.666667,
            // 208.333333, fields at 141.333333, 173, 204.666667. 375 × 667: h = 497 / 3 =
            // 165.666667: rows at 145, 315.666667, 486.333333, fields 65.833333 lower.
            [
                (
                    Size(width: 375, height: 250),
                    [
                        ("box", Rect(x: 10, y: 140, width: 355, height: 100)),
                        ("r1", Rect(x: 15, y: 145, width: 345, height: 26.666667)),
                        ("r2", Rect(x: 15, y: 176.666667, width: 345, height: 26.666667)),
                        ("r3", Rect(x: 15, y: 208.333333, width: 345, height: 26.666667)),
                        ("f1", Rect(x: 25, y: 141.333333, width: 325, height: 34)),
                        ("f2", Rect(x: 25, y: 173, width: 325, height: 34)),
                        ("f3", Rect(x: 25, y: 204.666667, width: 325, height: 34)),
                    ]
                ),
                (
                    Size(width: 375, height: 667),
                    [
                        ("box", Rect(x: 10, y: 140, width: 355, height: 517)),
                        ("r1", Rect(x: 15, y: 145, width: 345, height: 165.666667)),
                        ("r2", Rect(x: 15, y: 315.666667, width: 345, height: 165.666667)),
                        ("r3", Rect(x: 15, y: 486.333333, width: 345, height: 165.666667)),
                        ("f1", Rect(x: 25, y: 210.833333, width: 325, height: 34)),
                        ("f2", Rect(x: 25, y: 381.5, width: 325, height: 34)),
                        ("f3", Rect(x: 25, y: 552.166667, width: 325, height: 34)),
                    ]
                ),
            ]
        case .settingsPanel:
            // The panel is 30 + 28 + 20 + 28 + 40 = 146 high at y 40, whatever the screen's
            // height, W wide. Switches at x W − 10 − 61, y 70 and 70 + 28 + 20 = 118. A 12-pt
            // label is 3408 / 2816 × 12 = 14.522727 high (Inter's line), centred on its switch:
            // y 70 + 14 − 7.261364 = 76.738636 and 124.738636; both from x 10 to the switch's
            // leading less 5: W − 86 wide. The bar is 2 high 3 above the panel's bottom (186):
            // y 181, x (W − 40) / 2; the line 3 above it, y 176, x (W − 60) / 2.
            // 375 wide: switches at 304, labels 289 wide, bar at 167.5, line at 157.5.
            // 1024 wide: switches at 953, labels 938 wide, bar at 492, line at 482.
            [(375.0, 667.0), (1024, 300)].map { width, height in
                (
                    Size(width: width, height: height),
                    [
                        ("panel", Rect(x: 0, y: 40, width: width, height: 146)),
                        ("soundSwitch", Rect(x: width - 71, y: 70, width: 61, height: 28)),
                        ("vibrateSwitch", Rect(x: width - 71, y: 118, width: 61, height: 28)),
                        ("sound", Rect(x: 10, y: 76.738636, width: width - 86, height: 14.522727)),
                        ("vibrate", Rect(x: 10, y: 124.738636, width: width - 86, height: 14.522727)),
                        ("bar", Rect(x: (width - 40) / 2, y: 181, width: 40, height: 2)),
                        ("line", Rect(x: (width - 60) / 2, y: 176, width: 60, height: 2)),
                    ]
                )
            }
        case .buttonRow:
            // Inter, 2816 units per em, a line 3408 units (scripts/font-advances.py: "Taco" 6440
            // units, "Just one" 11420, "Cancel" 9164, "OK" 3980). icon 6440 / 2816 × 24 =
            // 54.886364 wide, note 11420 / 2816 × 18 = 72.997159: the row 54.886364 + 15 +
            // 72.997159 = 142.883523 wide, 60 high at y 40, centred in the column (W − 40 wide at
            // x 20): x 20 + (W − 40 − 142.883523) / 2, the note 69.886364 right of it. A 15-pt
            // title is 3408 / 2816 × 15 = 18.153409 high: "OK" wants 18.153409 + 16 = 34.153409,
            // "Cancel" 30.153409; the buttons' row gives both the higher, 34.153409. Widths:
            // Cancel 9164 / 2816 × 15 = 48.813920, OK 3980 / 2816 × 15 + 16 = 37.200284; the
            // row 48.813920 + 15 + 37.200284 = 101.014205 wide at the footer's trailing edge,
            // x W − 20 − 101.014205, y 40 + 60 + 10 = 110; OK 63.813920 right of Cancel.
            // 375 wide: row at 116.058239, note at 185.944602, Cancel at 253.985795, OK at
            // 317.799716. 1024 wide: 440.558239, 510.444602, 902.985795, 966.799716.
            [(375.0, 667.0, 116.058239, 253.985795), (1024, 300, 440.558239, 902.985795)].map {
                width, height, rowX, cancelX in
                (
                    Size(width: width, height: height),
                    [
                        ("column", Rect(x: 20, y: 40, width: width - 40, height: 104.153409)),
                        ("row", Rect(x: rowX, y: 40, width: 142.883523, height: 60)),
                        ("icon", Rect(x: rowX, y: 40, width: 54.886364, height: 60)),
                        ("note", Rect(x: rowX + 69.886364, y: 40, width: 72.997159, height: 60)),
                        ("footer", Rect(x: 20, y: 110, width: width - 40, height: 34.153409)),
                        ("buttons", Rect(x: cancelX, y: 110, width: 101.014205, height: 34.153409)),
                        ("cancel", Rect(x: cancelX, y: 110, width: 48.813920, height: 34.153409)),
                        ("ok", Rect(x: cancelX + 63.813920, y: 110, width: 37.200284, height: 34.153409)),
                    ]
                )
            }
        case .buttonOnStepper:
            // The stepper at x W − 10 − 94 = W − 104, its centre at W − 57; the text view from 10
            // to the stepper less 10: W − 124 wide. "Reload" is 9108 / 2816 × 15 = 48.515625
            // wide (scripts/font-advances.py) and 3408 / 2816 × 15 + 12 = 30.153409 high, at y
            // 100, centred on the stepper: x W − 57 − 24.257813; the stepper 10 below it, at y
            // 140.153409. 375 wide: button at 293.742188, stepper at 271; 1024: 942.742188, 920.
            [(375.0, 667.0), (1024, 300)].map { width, height in
                (
                    Size(width: width, height: height),
                    [
                        ("text", Rect(x: 10, y: 100, width: width - 124, height: 150)),
                        ("stepper", Rect(x: width - 104, y: 140.153409, width: 94, height: 32)),
                        ("reload", Rect(x: width - 81.257813, y: 100, width: 48.515625, height: 30.153409)),
                    ]
                )
            }
        default: []
        }
    }
}
