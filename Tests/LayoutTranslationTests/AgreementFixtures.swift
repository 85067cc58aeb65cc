/// View specs exercising each rule the translator encodes (run by `EngineAgreementTests`).
enum AgreementFixtures {
    static let all: [String] = [
        #"""
        { "format": "layoutlab.view/1", "name": "secondary", "root": { "type": "HStack", "children": [
          { "type": "Color", "id": "card", "modifiers": [ { "frame": { "maxWidth": 200, "minHeight": 40, "maxHeight": 80 } },
            { "background": { "type": "Color", "id": "bg", "modifiers": [ { "padding": 4 } ] }, "id": "withBackground" },
            { "overlay": { "type": "Image", "id": "badge", "width": 12, "height": 12 }, "alignment": "topTrailing" },
            { "offset": { "x": 5, "y": -3 }, "id": "moved" }, { "border": { "width": 1 } } ] },
          { "type": "Spacer" } ] } }
        """#,
        #"""
        { "format": "layoutlab.view/1", "name": "rows", "root": { "type": "VStack", "alignment": "leading", "children": [
          { "type": "HStack", "id": "row", "children": [
            { "type": "Color", "id": "icon", "modifiers": [ { "frame": { "width": 24, "height": 24 } } ] },
            { "type": "Color", "id": "label", "modifiers": [ { "frame": { "minWidth": 40, "maxWidth": 120 } } ] },
            { "type": "Spacer" },
            { "type": "Color", "id": "value", "modifiers": [ { "frame": { "width": 60 } }, { "padding": 4 } ] } ] },
          { "type": "Color", "id": "bar", "modifiers": [ { "frame": { "height": 2 } } ] },
          { "type": "Image", "id": "img", "width": 30, "height": 30, "modifiers": [ { "frame": { "width": 50, "height": 40, "alignment": "bottomTrailing" }, "id": "imgFrame" } ] } ] } }
        """#,
        #"""
        { "format": "layoutlab.view/1", "name": "priorities", "root": { "type": "HStack", "spacing": 4, "children": [
          { "type": "Color", "id": "a", "modifiers": [ { "frame": { "minWidth": 80 } }, { "layoutPriority": 1 } ] },
          { "type": "Color", "id": "b", "modifiers": [ { "frame": { "maxWidth": 50 } } ] },
          { "type": "Color", "id": "c", "modifiers": [ { "frame": { "minWidth": 30, "maxWidth": 200 } } ] },
          { "type": "Spacer", "id": "s", "minLength": 10 },
          { "type": "Color", "id": "d", "modifiers": [ { "layoutPriority": -1 } ] } ] } }
        """#,
        #"""
        { "format": "layoutlab.view/1", "name": "zstack", "root": { "type": "ZStack", "alignment": "bottomTrailing", "children": [
          { "type": "Color", "id": "back", "modifiers": [ { "frame": { "maxWidth": 300, "maxHeight": 200 } } ] },
          { "type": "VStack", "id": "front", "modifiers": [ { "padding": { "top": 5, "leading": 6, "bottom": 7, "trailing": 8 } } ], "children": [
            { "type": "Color", "id": "f1", "modifiers": [ { "frame": { "width": 40, "height": 20 } } ] },
            { "type": "Spacer", "minLength": 5 },
            { "type": "Color", "id": "f2", "modifiers": [ { "frame": { "minHeight": 10, "idealHeight": 30, "maxHeight": 60 } } ] } ] } ] } }
        """#,
        #"""
        { "format": "layoutlab.view/1", "name": "fixed", "root": { "type": "VStack", "children": [
          { "type": "VStack", "id": "card", "modifiers": [ { "fixedSize": { "horizontal": true, "vertical": false } } ], "children": [
            { "type": "Color", "id": "w1", "modifiers": [ { "frame": { "idealWidth": 80, "maxWidth": "infinity" } } ] },
            { "type": "Color", "id": "w2", "modifiers": [ { "frame": { "idealWidth": 140, "maxWidth": "infinity" } } ] } ] },
          { "type": "HStack", "children": [
            { "type": "Color", "id": "m1", "modifiers": [ { "frame": { "minWidth": 120 } } ] },
            { "type": "Color", "id": "m2", "modifiers": [ { "frame": { "minWidth": 200 } } ] } ] } ] } }
        """#,
    ]
}
