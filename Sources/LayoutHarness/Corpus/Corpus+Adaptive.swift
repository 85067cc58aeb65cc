extension Corpus {
    /// Seed 002 (Vietnamese article "Bắt chước các ràng buộc…"): a top container at half the
    /// screen height clamped to 200…400 holding three 50-pt views separated by
    /// `Spacer(minLength: 20)`, and a bottom container filling the rest.
    ///
    /// Expected in both engines: top = clamp(H/2, 200, 400), each gap = (top − 150)/2,
    /// bottom = H − top.
    static let adaptive = CorpusEntry(
        name: "adaptive-split",
        source: "seeds/002_4be3315270b510b7.txt (AdaptiveLayoutView)",
        viewSpec: #"""
            {
              "format": "layoutlab.view/1",
              "name": "adaptive-split",
              "root": { "type": "VStack", "spacing": 0, "children": [
                { "type": "VStack", "children": [
                    { "type": "Color", "id": "t1", "modifiers": [ { "frame": { "height": 50 } } ] },
                    { "type": "Spacer", "minLength": 20 },
                    { "type": "Color", "id": "t2", "modifiers": [ { "frame": { "height": 50 } } ] },
                    { "type": "Spacer", "minLength": 20 },
                    { "type": "Color", "id": "t3", "modifiers": [ { "frame": { "height": 50 } } ] } ],
                  "modifiers": [ { "frame": { "minHeight": 200, "maxHeight": 400 }, "id": "top" } ] },
                { "type": "Color", "id": "bottom" } ] }
            }
            """#,
        constraintSpec: #"""
            {
              "format": "layoutlab.constraints/1",
              "name": "adaptive-split",
              "metrics": { "gap": 20, "item": 50 },
              "views": [
                { "id": "t1", "parent": "top" }, { "id": "t2", "parent": "top" },
                { "id": "t3", "parent": "top" }, { "id": "top" }, { "id": "bottom" }
              ],
              "constraints": [
                "top.left == root.left", "top.width == root.width", "top.top == root.top",
                "bottom.left == root.left", "bottom.width == root.width",
                "bottom.top == top.bottom", "bottom.bottom == root.bottom",
                "top.height >= 200 # top-min", "top.height <= 400 # top-max",
                "top.height == 0.5 * root.height @750 # top-half",
                "t1.left == top.left", "t1.width == top.width", "t1.height == item", "t1.top == top.top",
                "t2.left == top.left", "t2.width == top.width", "t2.height == item",
                "t3.left == top.left", "t3.width == top.width", "t3.height == item", "t3.bottom == top.bottom",
                "t2.top >= t1.bottom + gap # gap-1", "t3.top >= t2.bottom + gap # gap-2",
                "t2.top - t1.bottom == t3.top - t2.bottom @250 # equal-gaps"
              ]
            }
            """#)
}
