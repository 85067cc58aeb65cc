import LayoutCore
import LayoutDSL
import LayoutTesting
import StackLayout
import Testing

@Suite("Swift DSL: custom layouts, environment and alignment guides")
struct DSLLayoutTests {
    @Test func namedLayoutsAndCallAsFunction() throws {
        let json = #"""
            { "type": "VStack", "children": [
                { "type": "Layout", "name": "spiral", "children": [ { "type": "Circle" } ] },
                { "type": "Layout", "name": "flow", "parameters": {"spacing": 4}, "children": [ { "type": "Circle" } ] },
                { "type": "Layout", "name": "flow", "parameters": {"spacing": 4}, "children": [ { "type": "Circle" } ] },
                { "type": "HStack", "spacing": 0, "children": [ { "type": "Circle" } ] } ] }
            """#
        let view = VStack {
            SpiralLayout { Circle() }
            FlowLayout(spacing: 4) { Circle() }
            CustomLayout("flow", parameters: ["spacing": 4]) { Circle() }
            HStackLayout(spacing: 0) { Circle() }
        }
        #expect(ViewSpec(name: "t", view) == (try decodedSpec(json)))
    }

    @Test func aCatalogLayoutIsNamedInTheSpec() throws {
        let view = CustomLayout("dsl-flow-2") { Circle() }
        let json = #"{ "type": "Layout", "name": "dsl-flow-2", "children": [ { "type": "Circle" } ] }"#
        #expect(ViewSpec(name: "t", view) == (try decodedSpec(json)))
        // Decoding with the standard catalog rejects the name; with one that holds it, it reads.
        let document = #"{ "format": "layoutlab.view/1", "root": \#(json) }"#
        #expect(throws: SpecError.self) {
            try SpecDocument(bytes: Array(document.utf8), layouts: LayoutCatalog.standard)
        }
        let layouts = LayoutCatalog.standard.registering("dsl-flow-2") { _ throws(SpecError) in FlowLayout(spacing: 2) }
        #expect(throws: Never.self) { try SpecDocument(bytes: Array(document.utf8), layouts: layouts) }
    }

    @Test func anyLayoutCasesAndEnvironment() throws {
        let json = #"""
            { "type": "AnyLayout", "cases": [
                { "when": "dynamicTypeSize >= accessibility1", "layout": { "type": "VStack", "spacing": 0 } },
                { "when": "!isVertical", "layout": { "type": "ZStack" } } ],
              "default": { "type": "HStack", "spacing": 0 },
              "children": [
                { "type": "Color", "id": "a", "modifiers": [ { "frame": { "width": 50, "height": 50 } } ] },
                { "type": "Color", "id": "b", "modifiers": [ { "frame": { "width": 50, "height": 50 } } ] } ] }
            """#
        let environment = #"{ "dynamicTypeSize": "accessibility2", "flags": { "isVertical": true } }"#
        let layout = AnyLayout(HStackLayout(spacing: 0))
            .when(.dynamicTypeSize(.greaterOrEqual, .accessibility1), use: VStackLayout(spacing: 0))
            .when(!.flag("isVertical"), use: ZStackLayout())
        let view = layout {
            Color.red.id("a").frame(width: 50, height: 50)
            Color.red.id("b").frame(width: 50, height: 50)
        }
        .environment(\.dynamicTypeSize, .accessibility2).environmentFlag("isVertical", true)
        let spec = ViewSpec(name: "t", view)
        #expect(spec == (try decodedSpec(json, environment: environment)))
        // accessibility2 ≥ accessibility1: a VStack of 50 × 100, centred in 200 × 200 →
        // x = (200 − 50) / 2 = 75, a at y = (200 − 100) / 2 = 50, b at 50 + 50 = 100.
        try LayoutCheck.frames(
            of: spec, in: Size(width: 200, height: 200),
            [ExpectedFrame("a", x: 75, y: 50, width: 50, height: 50), ExpectedFrame("b", x: 75, y: 100)])
    }

    @Test func alignmentGuidesBuildTheJSONExpressions() throws {
        let json = #"""
            { "type": "VStack", "alignment": "leading", "children": [
                { "type": "Color", "modifiers": [ { "alignmentGuide": { "guide": "leading", "value": "d.width / 2" } } ] },
                { "type": "Color", "modifiers": [ { "alignmentGuide": { "guide": "leading", "value": 10 } } ] },
                { "type": "Color", "modifiers": [ { "alignmentGuide":
                    { "guide": "top", "value": "(d.height - d[.firstTextBaseline]) / 2" } } ] },
                { "type": "Color", "modifiers": [ { "alignmentGuide":
                    { "guide": "trailing", "value": "max(d[.trailing], 40) + -d.width" } } ] } ] }
            """#
        let view = VStack(alignment: .leading) {
            Color.red.alignmentGuide(.leading) { d in d.width / 2 }
            Color.red.alignmentGuide(.leading) { _ in 10 }
            Color.red.alignmentGuide(.top) { d in (d.height - d[.firstTextBaseline]) / 2 }
            Color.red.alignmentGuide(.trailing) { d in max(d[.trailing], 40) + -d.width }
        }
        #expect(ViewSpec(name: "t", view) == (try decodedSpec(json)))
    }
}

@Suite("Swift DSL: geometry expression text")
struct DSLGeometryTextTests {
    @Test func compoundOperandsAreParenthesised() {
        let height = GeometryLength(source: "geometry.height")
        #expect(((height + 10) * 0.5).source == "(geometry.height + 10) * 0.5")
        #expect((2 * (height - 4) / 3).source == "2 * (geometry.height - 4) / 3")
        #expect((0.5 * height + 1).source == "0.5 * geometry.height + 1")
    }
}
