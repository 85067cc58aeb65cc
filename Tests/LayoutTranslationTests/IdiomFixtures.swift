import LayoutCore

/// The everyday UIKit idioms the constraints → stacks translator must cover (issue 17), each
/// a constraint spec whose SwiftUI translation is committed in `Golden/` (compiled through
/// the SwiftUI shim) and checked by `IdiomTests`.
enum Idiom: String, CaseIterable {
    /// Seed 002's top container with a *required* equal-gap constraint.
    case equalGaps = "equal-gaps"
    /// A field inset 20 while its width allows, at most 400 wide, centred.
    case readableWidth = "readable-width"
    /// A 16:9 video pinned to the sides: `height == 0.5625 * width`.
    case aspectRatio = "aspect-ratio"
    /// A square photo pinned to the sides (`width == height`, the ratio on the width) whose
    /// intrinsic height is larger: the height follows the width.
    case squarePhoto = "square-photo"
    /// A square photo of fixed width above a picker that runs to the bottom, both of resistance
    /// 750: the photo's length is required, so the picker gives way (and stretches).
    case photoOverPicker = "photo-over-picker"
    /// A backdrop sharing a card's four edges, earlier among the subviews (behind it).
    case backgroundLayer = "background-layer"
    /// A title pinned to its card's layout margins: the margins become padding.
    case layoutMargins = "layout-margins"
    /// A toolbar stack view with `equalSpacing`: Spacers of the minimum spacing between views.
    case equalSpacing = "equal-spacing"
    /// A horizontal stack view holding a vertical one (an avatar beside two lines).
    case nestedStacks = "nested-stacks"
    /// A card centred, the screen's width less 32 while at most 600 wide.
    case centredMaxWidth = "centred-max-width"
    /// No stack form (a view placed from the screen's centre): the last-resort form, every
    /// frame affine in `geometry.size` (`AffineFrames`).
    case affineFallback = "affine-fallback"
    /// Views pinned to the top and bottom layout guides (helper views): the guides' insets.
    case layoutGuides = "layout-guides"
    /// A cell's two labels in a chain pinned at both ends: the lower hugging one stretches.
    case huggingStretch = "hugging-stretch"
    /// A card's `height == 120 @250` within `>= 44`, `<= 200`: the soft size is its height.
    case softSize = "soft-size"
    /// A label centred on a switch that fills the cell's height: centred in the cell.
    case siblingCentre = "sibling-centre"
    /// A fillEqually stack view of two fill-distribution rows (a switch and a label each):
    /// rows take equal shares, span the grid across, and the labels take what is left.
    case fillAlignment = "fill-alignment"
    /// A `fillProportionally` toolbar sized by its content (pinned at its leading edge only):
    /// every view at its intrinsic width, as `fill` lays them out.
    case proportionalByContent = "proportional-by-content"
    /// A chain (a label, a button below it) beside a view placed from the container's edges
    /// alone (as autoresizing places it): the chain's stack and the view in a ZStack.
    case chainBesidePinned = "chain-beside-pinned"
    /// A login form anchored at the bottom (`button.bottom == root.bottom − 50`, the fields'
    /// stack view above it, nothing at the top): the stack at the container's end; the fields
    /// span the stack view (`fill` alignment) whatever their intrinsic width.
    case bottomAnchored = "bottom-anchored"
    /// A card capped at 480 pt beside a view placed from the centre: the last-resort form with
    /// `min`/`max` of two affine pieces (`IdiomFixtures+Fallbacks.swift`).
    case piecewiseFallback = "piecewise-fallback"
    /// Views above and left of the container: the last-resort form places them by offsets.
    case offscreenFallback = "offscreen-fallback"
    /// Two labels of different sizes on one first baseline: `HStack(alignment: .firstTextBaseline)`.
    case baselineRow = "baseline-row"
    /// A form in a scroll view whose content view is as wide as its frame: `ScrollView`.
    case scrollView = "scroll-form"
    /// An image at the leading margin and centred: padding on both sides.
    case marginCentred = "margin-centred"
    /// A label's `height >= 0` its intrinsic height keeps: no frame.
    case redundantMinimum = "redundant-minimum"
    /// A table view without a length above a footer: the table takes what the chain leaves.
    case lengthlessFill = "lengthless-fill"
    /// A caption above a field centred in the screen: the stack padded so the field is centred.
    case hungChain = "hung-chain"
    /// A row of columns wider than its pins allow: the least resistant column gives way.
    case squeezedColumns = "squeezed-columns"
    /// A measured caption above and a note below a field centred in the screen: the stack
    /// split at the field, so no measured length is written as a number.
    case hungText = "hung-text"
    /// Rows of equal heights in a box pinned at both ends, each a field centred in it: every
    /// row one equal share from zero, the fields overflowing rows shorter than they are.
    case equalShareRows = "equal-share-rows"
    /// A panel as tall as its chain of switches with measured labels centred on them, and a
    /// bar hung 3 above its foot under a line: the labels in frames of no height, the bars an
    /// overlay of the chain's stack.
    case settingsPanel = "settings-panel"
    /// A row as wide as its labels in a centred stack view, and a row of measured buttons of
    /// different insets in a trailing one: the first keeps its labels' width, the second sits at
    /// the trailing edge and gives both buttons the higher one's height (`.fixedSize`).
    case buttonRow = "button-row"
    /// A measured button centred on a stepper below it, beside a text view: the button hangs
    /// in a frame of no width (`.fixedSize` keeps its title's), centred on the stepper.
    case buttonOnStepper = "button-on-stepper"

    /// Whether the translation may fall back to a GeometryReader (`allowGeometryReader`).
    var allowsGeometryReader: Bool { [.affineFallback, .piecewiseFallback, .offscreenFallback].contains(self) }

    var json: String {
        switch self {
        case .equalGaps:
            #"""
            { "format": "layoutlab.constraints/1", "name": "equal-gaps",
              "views": [ { "id": "t1", "parent": "top" }, { "id": "t2", "parent": "top" }, { "id": "t3", "parent": "top" },
                         { "id": "top" }, { "id": "bottom" } ],
              "constraints": [ "top.left == root.left", "top.width == root.width", "top.top == root.top",
                "bottom.left == root.left", "bottom.width == root.width", "bottom.top == top.bottom",
                "bottom.bottom == root.bottom", "top.height >= 200", "top.height <= 400",
                "top.height == 0.5 * root.height @750", "H:|[t1]|", "H:|[t2]|", "H:|[t3]|",
                "V:|[t1(50)]-(>=20)-[t2(50)]-(>=20)-[t3(50)]|",
                "t2.top - t1.bottom == t3.top - t2.bottom # equal-gaps" ] }
            """#
        case .readableWidth:
            #"""
            { "format": "layoutlab.constraints/1", "name": "readable-width", "views": [ { "id": "field" } ],
              "constraints": [ "field.leading == root.leading + 20 @750", "field.width <= 400",
                "field.centerX == root.centerX", "field.top == root.top + 20", "field.height == 44" ] }
            """#
        case .aspectRatio:
            #"""
            { "format": "layoutlab.constraints/1", "name": "aspect-ratio", "views": [ { "id": "video" } ],
              "constraints": [ "video.leading == root.leading + 16", "video.trailing == root.trailing - 16",
                "video.top == root.top + 16", "video.height == 0.5625 * video.width # sixteen-by-nine" ] }
            """#
        case .squarePhoto:
            #"""
            { "format": "layoutlab.constraints/1", "name": "square-photo",
              "views": [ { "id": "photo", "intrinsicSize": { "height": 414 }, "hugging": { "horizontal": 251, "vertical": 251 } } ],
              "constraints": [ "H:|-20-[photo]-20-|", "V:|-10-[photo]", "photo.width == photo.height" ] }
            """#
        case .photoOverPicker:
            #"""
            { "format": "layoutlab.constraints/1", "name": "photo-over-picker",
              "views": [ { "id": "photo", "intrinsicSize": { "height": 250 }, "hugging": { "horizontal": 251, "vertical": 251 } },
                         { "id": "picker", "intrinsicSize": { "height": 377 } } ],
              "constraints": [ "photo.centerX == root.centerX", "photo.top == root.top + 10", "photo.width == 100",
                "photo.width == photo.height", "H:|[picker]|", "picker.top == photo.bottom + 20",
                "picker.bottom == root.bottom" ] }
            """#
        case .backgroundLayer:
            #"""
            { "format": "layoutlab.constraints/1", "name": "background-layer",
              "views": [ { "id": "backdrop" }, { "id": "card" } ],
              "constraints": [ "card.leading == root.leading + 16", "card.trailing == root.trailing - 16",
                "card.top == root.top + 40", "card.height == 120",
                "backdrop.leading == card.leading", "backdrop.trailing == card.trailing",
                "backdrop.top == card.top", "backdrop.bottom == card.bottom" ] }
            """#
        case .layoutMargins:
            #"""
            { "format": "layoutlab.constraints/1", "name": "layout-margins",
              "views": [ { "id": "card", "layoutMargins": { "top": 12, "leading": 20, "bottom": 12, "trailing": 20 } },
                         { "id": "title", "parent": "card" } ],
              "constraints": [ "card.leading == root.leading", "card.trailing == root.trailing", "card.top == root.top",
                "card.height == 100", "title.leading == card.leadingMargin", "title.trailing == card.trailingMargin",
                "title.top == card.topMargin", "title.height == 30" ] }
            """#
        case .equalSpacing:
            #"""
            { "format": "layoutlab.constraints/1", "name": "equal-spacing",
              "views": [ { "id": "back", "intrinsicSize": { "width": 44, "height": 44 } },
                         { "id": "title", "intrinsicSize": { "width": 120, "height": 44 } },
                         { "id": "share", "intrinsicSize": { "width": 44, "height": 44 } } ],
              "stackViews": [ { "id": "toolbar", "axis": "horizontal", "distribution": "equalSpacing",
                                "alignment": "center", "spacing": 8, "arrangedSubviews": [ "back", "title", "share" ] } ],
              "constraints": [ "toolbar.leading == root.leading + 16", "toolbar.trailing == root.trailing - 16",
                "toolbar.top == root.top + 20" ] }
            """#
        case .nestedStacks:
            #"""
            { "format": "layoutlab.constraints/1", "name": "nested-stacks",
              "views": [ { "id": "avatar" }, { "id": "name" }, { "id": "detail" } ],
              "stackViews": [
                { "id": "row", "axis": "horizontal", "distribution": "fill", "alignment": "center", "spacing": 12,
                  "arrangedSubviews": [ "avatar", "texts" ] },
                { "id": "texts", "axis": "vertical", "distribution": "fill", "alignment": "leading", "spacing": 4,
                  "arrangedSubviews": [ "name", "detail" ] } ],
              "constraints": [ "row.leading == root.leading + 16", "row.trailing == root.trailing - 16",
                "row.top == root.top + 20", "avatar.width == 48", "avatar.height == 48", "name.height == 22",
                "detail.height == 18" ] }
            """#
        case .centredMaxWidth:
            #"""
            { "format": "layoutlab.constraints/1", "name": "centred-max-width", "views": [ { "id": "card" } ],
              "constraints": [ "card.width == root.width - 32 @750", "card.width <= 600", "card.centerX == root.centerX",
                "card.centerY == root.centerY", "card.height == 200" ] }
            """#
        case .affineFallback:
            #"""
            { "format": "layoutlab.constraints/1", "name": "affine-fallback", "views": [ { "id": "badge" } ],
              "constraints": [ "badge.leading == root.centerX + 10", "badge.top == root.top + 20",
                "badge.width == 100", "badge.height == 0.25 * root.height" ] }
            """#
        default: layoutJSON
        }
    }

    /// Frames worked out by hand from the constraints at 375 × 667 and 1032 × 300.
    var expectedFrames: [(size: Size, frames: [(id: String, frame: Rect)])] {
        switch self {
        case .equalGaps:
            // top = clamp(667 / 2, 200, 400) = 333.5; gaps (333.5 − 150) / 2 = 91.75 each.
            // At 300: top = 200, gaps 25.
            [
                (Size(width: 375, height: 667), [("t2", Rect(x: 0, y: 141.75, width: 375, height: 50))]),
                (Size(width: 1032, height: 300), [("t3", Rect(x: 0, y: 150, width: 1032, height: 50))]),
            ]
        case .readableWidth:
            // width = min(375 − 40, 400) = 335 at x 20; at 1032 the cap: 400 wide at (1032 − 400) / 2 = 316.
            [
                (Size(width: 375, height: 667), [("field", Rect(x: 20, y: 20, width: 335, height: 44))]),
                (Size(width: 1032, height: 300), [("field", Rect(x: 316, y: 20, width: 400, height: 44))]),
            ]
        case .aspectRatio:
            // width 375 − 32 = 343, height 0.5625 × 343 = 192.9375; at 1032: 1000 × 562.5,
            // past the 300-pt bottom (nothing pins it).
            [
                (Size(width: 375, height: 667), [("video", Rect(x: 16, y: 16, width: 343, height: 192.9375))]),
                (Size(width: 1032, height: 300), [("video", Rect(x: 16, y: 16, width: 1000, height: 562.5))]),
            ]
        case .squarePhoto:
            // The required pins and ratio beat the intrinsic height (hugging 251, resistance
            // 750): width 375 − 40 = 335 = height; at 1032: 992 × 992, past the 300-pt bottom.
            [
                (Size(width: 375, height: 667), [("photo", Rect(x: 20, y: 10, width: 335, height: 335))]),
                (Size(width: 1032, height: 300), [("photo", Rect(x: 20, y: 10, width: 992, height: 992))]),
            ]
        case .photoOverPicker:
            // The photo 100 × 100 (its width and ratio required) centred, 10 down; the picker
            // from 10 + 100 + 20 = 130 to the bottom: 537 at 667 (taller than its 377, hugging
            // 250) and 170 at 300 (shorter: resistance 750 gives way to the required pins).
            [
                (
                    Size(width: 375, height: 667),
                    [
                        ("photo", Rect(x: 137.5, y: 10, width: 100, height: 100)),
                        ("picker", Rect(x: 0, y: 130, width: 375, height: 537)),
                    ]
                ),
                (
                    Size(width: 1032, height: 300),
                    [
                        ("photo", Rect(x: 466, y: 10, width: 100, height: 100)),
                        ("picker", Rect(x: 0, y: 130, width: 1032, height: 170)),
                    ]
                ),
            ]
        case .backgroundLayer:
            [
                (
                    Size(width: 375, height: 667),
                    [
                        ("card", Rect(x: 16, y: 40, width: 343, height: 120)),
                        ("backdrop", Rect(x: 16, y: 40, width: 343, height: 120)),
                    ]
                )
            ]
        case .layoutMargins:
            // The card's margins 20 at the sides, 12 at the top: title 375 − 40 wide at (20, 12).
            [(Size(width: 375, height: 667), [("title", Rect(x: 20, y: 12, width: 335, height: 30))])]
        case .equalSpacing:
            // 375 − 32 = 343 wide; 343 − (44 + 120 + 44) = 135 left, two gaps of 67.5.
            [
                (
                    Size(width: 375, height: 667),
                    [
                        ("back", Rect(x: 16, y: 20, width: 44, height: 44)),
                        ("title", Rect(x: 127.5, y: 20, width: 120, height: 44)),
                        ("share", Rect(x: 315, y: 20, width: 44, height: 44)),
                    ]
                )
            ]
        case .nestedStacks:
            // Row 343 wide from 16, 48 high (the avatar; the lines 22 + 4 + 18 = 44, centred at
            // 22); the lines 343 − 48 − 12 = 283 wide from 76.
            [
                (
                    Size(width: 375, height: 667),
                    [
                        ("avatar", Rect(x: 16, y: 20, width: 48, height: 48)),
                        ("name", Rect(x: 76, y: 22, width: 283, height: 22)),
                        ("detail", Rect(x: 76, y: 48, width: 283, height: 18)),
                    ]
                )
            ]
        case .centredMaxWidth:
            // 375 − 32 = 343 wide at 16; at 1032 the cap: 600 wide at 216; centred vertically.
            [
                (Size(width: 375, height: 667), [("card", Rect(x: 16, y: 233.5, width: 343, height: 200))]),
                (Size(width: 1032, height: 300), [("card", Rect(x: 216, y: 50, width: 600, height: 200))]),
            ]
        case .affineFallback:
            // x = 375 / 2 + 10 = 197.5, height 667 / 4 = 166.75; at 1032 × 300: 526, 75.
            [
                (Size(width: 375, height: 667), [("badge", Rect(x: 197.5, y: 20, width: 100, height: 166.75))]),
                (Size(width: 1032, height: 300), [("badge", Rect(x: 526, y: 20, width: 100, height: 75))]),
            ]
        default: layoutFrames
        }
    }
}
