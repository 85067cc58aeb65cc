extension Corpus {
    /// Seed 001 (French article "Layouts en SwiftUI"): `let layout = isVertical ?
    /// AnyLayout(VStack()) : AnyLayout(HStack())` over six 50 × 50 rounded rectangles, below a
    /// Toggle (`.font(.title2)`) and a Spacer, the whole VStack padded by 16.
    ///
    /// The article drives the layout by a toggle (`isVertical`); here the vertical size class
    /// stands in for it: vertical when `verticalSizeClass == regular` (portrait iPhones and
    /// iPads), horizontal when it is compact (iPhones in landscape). The Toggle is modelled as
    /// the corpus models controls: its title, a Text at `.title2`, beside a 51 × 31 switch.
    /// In UIKit the same screen is a content view padded by 16, the label and the switch
    /// centred on each other at its top, and a container of the squares at its bottom whose
    /// chain is vertical under `verticalSizeClass == regular` and horizontal under `compact`
    /// (conditional constraints, `variations`). Past the padding the content keeps its
    /// minimum height, centred, as SwiftUI's VStack overflows.
    ///
    /// Expected in both engines at width W and height H (when the content fits): the
    /// squares' container is centred at the bottom, its bottom at H − 16; stacked vertically
    /// (50 × 340) square i is at (W/2 − 25, H − 356 + 58 i); side by side (340 × 50) at
    /// (W/2 − 170 + 58 i, H − 66). The switch is at (W − 67, 16) while the title is at most
    /// 31 high.
    ///
    /// The constraints translate back to the view spec's form (`ConstraintsToStacks`): the
    /// title and switch centred on each other are an `HStack` row, and the squares'
    /// container an `AnyLayout` on `verticalSizeClass` (`Golden/ConditionalLayout.swift`).
    static let conditionalLayout = CorpusEntry(
        name: "conditional-layout",
        source:
            "seeds/001_43429d2b30551206.txt (AnyLayout: VStack or HStack; verticalSizeClass == regular stands in for isVertical)",
        viewSpec: #"""
            {
              "format": "layoutlab.view/1",
              "name": "conditional-layout",
              "root": { "type": "VStack", "id": "content", "modifiers": [ { "padding": 16 } ], "children": [
                { "type": "HStack", "children": [
                  { "type": "Text", "id": "title", "text": "Switch to Vertical", "font": { "style": "title2" } },
                  { "type": "Spacer" },
                  { "type": "Color", "modifiers": [ { "frame": { "width": 51, "height": 31 }, "id": "toggle" } ] } ] },
                { "type": "Spacer" },
                { "type": "AnyLayout", "id": "squares",
                  "cases": [ { "when": "verticalSizeClass == regular", "layout": { "type": "VStack" } } ],
                  "default": { "type": "HStack" },
                  "children": [
                    { "type": "ForEach", "count": 6, "content": { "type": "RoundedRectangle", "cornerRadius": 5,
                      "modifiers": [ { "frame": { "width": 50, "height": 50 }, "id": "s{index}" } ] } } ] } ] }
            }
            """#,
        constraintSpec: #"""
            {
              "format": "layoutlab.constraints/1",
              "name": "conditional-layout",
              "views": [
                { "id": "content" },
                { "id": "title", "parent": "content",
                  "text": { "string": "Switch to Vertical", "font": { "style": "title2" }, "numberOfLines": 0 } },
                { "id": "toggle", "parent": "content" },
                { "id": "squares", "parent": "content" },
                { "id": "s0", "parent": "squares" }, { "id": "s1", "parent": "squares" },
                { "id": "s2", "parent": "squares" }, { "id": "s3", "parent": "squares" },
                { "id": "s4", "parent": "squares" }, { "id": "s5", "parent": "squares" }
              ],
              "constraints": [
                "content.leading == root.leading + 16", "content.trailing == root.trailing - 16",
                "content.centerY == root.centerY",
                "content.top <= root.top + 16 # fills-the-padding",
                "content.height == root.height - 32 @700 # padded",
                "toggle.width == 51", "toggle.height == 31", "toggle.trailing == content.trailing",
                "title.leading == content.leading", "title.trailing <= toggle.leading - 8",
                "title.centerY == toggle.centerY",
                "title.top >= content.top", "toggle.top >= content.top",
                "title.top == content.top @200 # top-row", "toggle.top == content.top @200 # top-row-switch",
                "squares.centerX == content.centerX", "squares.bottom == content.bottom",
                "squares.top >= title.bottom + 8", "squares.top >= toggle.bottom + 8",
                "s0.width == 50", "s0.height == 50", "s1.width == 50", "s1.height == 50",
                "s2.width == 50", "s2.height == 50", "s3.width == 50", "s3.height == 50",
                "s4.width == 50", "s4.height == 50", "s5.width == 50", "s5.height == 50"
              ],
              "variations": [
                { "when": "verticalSizeClass == regular", "constraints": [
                  "V:|[s0]-8-[s1]-8-[s2]-8-[s3]-8-[s4]-8-[s5]|",
                  "H:|[s0]|", "H:|[s1]|", "H:|[s2]|", "H:|[s3]|", "H:|[s4]|", "H:|[s5]|" ] },
                { "when": "verticalSizeClass == compact", "constraints": [
                  "H:|[s0]-8-[s1]-8-[s2]-8-[s3]-8-[s4]-8-[s5]|",
                  "V:|[s0]|", "V:|[s1]|", "V:|[s2]|", "V:|[s3]|", "V:|[s4]|", "V:|[s5]|" ] }
              ]
            }
            """#
    )
}
