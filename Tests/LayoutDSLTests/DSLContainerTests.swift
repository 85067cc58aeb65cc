import LayoutDSL
import LayoutTesting
import StackLayout
import Testing

/// The view spec decoded from `root` (and `environment`, when given) JSON text.
func decodedSpec(_ root: String, environment: String? = nil, name: String = "t") throws -> ViewSpec? {
    let env = environment.map { #""environment": \#($0), "# } ?? ""
    let json = #"{ "format": "layoutlab.view/1", "name": "\#(name)", \#(env)"root": \#(root) }"#
    guard case .view(let spec) = try SpecDocument(bytes: Array(json.utf8), file: "\(name).json") else { return nil }
    return spec
}

@Suite("Swift DSL: grids and scroll views")
struct DSLGridTests {
    @Test func lazyVGridWithSectionsAndPinnedViews() throws {
        let json = #"""
            { "type": "LazyVGrid", "columns": [
                { "size": {"fixed": 100}, "spacing": 4, "alignment": "leading" },
                { "size": {"flexible": {"minimum": 250}} },
                { "size": {"adaptive": {"minimum": 50, "maximum": 100}} } ],
              "alignment": "leading", "spacing": 12, "pinnedViews": ["sectionHeaders"],
              "sections": [
                { "header": { "type": "Text", "text": "Basic" },
                  "children": [ { "type": "Color", "id": "a" }, { "type": "Color", "id": "b" } ] },
                { "children": [ { "type": "Color", "id": "c" } ], "footer": { "type": "Rectangle" } } ] }
            """#
        let view = LazyVGrid(
            columns: [
                GridItem(.fixed(100), spacing: 4, alignment: .leading), GridItem(.flexible(minimum: 250)),
                GridItem(.adaptive(minimum: 50, maximum: 100)),
            ], alignment: .leading, spacing: 12, pinnedViews: .sectionHeaders
        ) {
            Section(header: Text("Basic")) {
                Color.red.id("a")
                Color.red.id("b")
            }
            Section(footer: Rectangle()) { Color.red.id("c") }
        }
        #expect(ViewSpec(name: "t", view) == (try decodedSpec(json)))
    }

    @Test func looseCellsBesideSectionsFormSectionsOfTheirOwn() {
        let node = LazyVGrid(columns: [GridItem()]) {
            Color.red
            Color.red
            ForEach(0..<2) { i in
                Section {
                    Color.blue.id("s\(i)")
                } header: {
                    Text("H\(i)")
                }
            }
        }.nodes[0]
        guard case .lazyGrid(let grid) = node.kind else {
            Issue.record("not a lazy grid")
            return
        }
        // The two loose Colors, then two sections of header + one cell.
        #expect(
            grid.sections == [
                GridSectionShape(childCount: 2), GridSectionShape(hasHeader: true, childCount: 1),
                GridSectionShape(hasHeader: true, childCount: 1),
            ])
        #expect(node.children.count == 6)
    }

    @Test func lazyHGridWithPlainChildren() throws {
        let json = #"""
            { "type": "LazyHGrid", "rows": [ { "size": {"flexible": {"minimum": 10, "maximum": "infinity"}} } ],
              "alignment": "top", "pinnedViews": ["sectionHeaders", "sectionFooters"],
              "children": [ { "type": "Circle" } ] }
            """#
        let view = LazyHGrid(
            rows: [GridItem(.flexible())], alignment: .top, pinnedViews: [.sectionHeaders, .sectionFooters]
        ) {
            Circle()
        }
        #expect(ViewSpec(name: "t", view) == (try decodedSpec(json)))
    }

    @Test func eagerGridWithRows() throws {
        let json = #"""
            { "type": "Grid", "alignment": "topLeading", "horizontalSpacing": 2, "verticalSpacing": 3, "children": [
                { "type": "GridRow", "alignment": "bottom", "children": [ { "type": "Color" }, { "type": "Color" } ] },
                { "type": "GridRow", "children": [ { "type": "Text", "text": "x" } ] },
                { "type": "Rectangle" } ] }
            """#
        let view = Grid(alignment: .topLeading, horizontalSpacing: 2, verticalSpacing: 3) {
            GridRow(alignment: .bottom) {
                Color.red
                Color.red
            }
            GridRow { Text("x") }
            Rectangle()
        }
        #expect(ViewSpec(name: "t", view) == (try decodedSpec(json)))
    }

    @Test func scrollViewAxesAndContentOffset() throws {
        let json = #"""
            { "type": "ScrollView", "axes": ["horizontal"], "contentOffset": {"x": 30, "y": 0},
              "children": [ { "type": "Color", "id": "a" } ] }
            """#
        let view = ScrollView(.horizontal) { Color.red.id("a") }.contentOffset(x: 30)
        #expect(ViewSpec(name: "t", view) == (try decodedSpec(json)))
        let vertical = try decodedSpec(#"{ "type": "ScrollView", "children": [ { "type": "Circle" } ] }"#)
        #expect(ViewSpec(name: "t", ScrollView { Circle() }) == vertical)
    }
}
