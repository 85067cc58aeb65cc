import LayoutDSL
import StackLayout
import Testing

@Suite("Swift DSL: safe area")
struct DSLSafeAreaTests {
    @Test func ignoresSafeAreaBuildsTheSameModelAsTheJSON() throws {
        let json = #"""
            { "type": "ZStack", "children": [
                { "type": "Color", "id": "bg", "modifiers": [ { "ignoresSafeArea": true } ] },
                { "type": "Color", "id": "top", "modifiers": [
                    { "ignoresSafeArea": { "regions": "container", "edges": ["top"] } },
                    { "frame": { "height": 50 } } ] } ] }
            """#
        let environment = #"{ "safeAreaInsets": { "top": 47, "bottom": 34 } }"#
        let view = ZStack {
            Color.blue.id("bg").ignoresSafeArea()
            Color.red.id("top").ignoresSafeArea(.container, edges: .top).frame(height: 50)
        }
        .environment(\.safeAreaInsets, EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        let spec = ViewSpec(name: "t", view)
        #expect(spec == (try decodedSpec(json, environment: environment)))
        var engine = StackLayoutEngine(spec)
        let solution = engine.solve(in: SolveSize(width: 390, height: 844))
        // The ZStack fills the safe area (0, 47, 390, 763); "bg" reaches all its edges and
        // fills the screen; the 50-high frame is centred (y = 47 + 356.5 = 403.5), short of
        // the top edge, so "top" stays inside its frame.
        #expect(solution.frame(of: "bg") == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(solution.frame(of: "top") == Rect(x: 0, y: 403.5, width: 390, height: 50))
    }
}
