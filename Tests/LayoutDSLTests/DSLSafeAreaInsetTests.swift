import LayoutDSL
import StackLayout
import Testing

@Suite("Swift DSL: safe-area insets and padding")
struct DSLSafeAreaInsetTests {
    @Test func safeAreaInsetAndPaddingBuildTheSameModelAsTheJSON() throws {
        let json = #"""
            { "type": "Color", "id": "content", "modifiers": [
                { "ignoresSafeArea": true },
                { "safeAreaPadding": { "top": 0, "leading": 20, "bottom": 0, "trailing": 20 } },
                { "safeAreaInset": { "edge": "bottom", "alignment": "leading", "spacing": 0,
                    "content": { "type": "ZStack", "children": [
                        { "type": "Color", "id": "bar", "modifiers": [ { "frame": { "height": 49 } } ] },
                        { "type": "Color", "id": "badge", "modifiers": [ { "frame": { "width": 10, "height": 10 } } ] } ] } } },
                { "safeAreaInset": { "edge": "trailing", "alignment": "top",
                    "content": { "type": "Color", "id": "rail", "modifiers": [ { "frame": { "width": 30 } } ] } } },
                { "safeAreaPadding": 16 } ] }
            """#
        let environment = #"{ "safeAreaInsets": { "top": 59, "bottom": 34 } }"#
        let view = Color.blue.id("content")
            .ignoresSafeArea()
            .safeAreaPadding(.horizontal, 20)
            .safeAreaInset(edge: .bottom, alignment: .leading, spacing: 0) {
                Color.red.id("bar").frame(height: 49)
                Color.green.id("badge").frame(width: 10, height: 10)
            }
            .safeAreaInset(edge: .trailing, alignment: .top) {
                Color.gray.id("rail").frame(width: 30)
            }
            .safeAreaPadding()
            .environment(\.safeAreaInsets, EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        let spec = ViewSpec(name: "t", view)
        #expect(spec == (try decodedSpec(json, environment: environment)))
    }

    @Test func aBottomBarOnAnIPhone15() {
        // 393 × 852, insets 59 / 34: the root is proposed 393 × 759 at y 59. The bar is
        // proposed 759 − 0 − 0 and is 49 high at 59 + 759 − 49 = 769; the Color is proposed
        // 710 and placed at 59; ignoring the safe area it grows over the bar (to 818) and
        // then to the screen's edges.
        let view = Color.blue.id("content").ignoresSafeArea()
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.red.id("bar").frame(height: 49) }
            .environment(\.safeAreaInsets, EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        var engine = StackLayoutEngine(ViewSpec(name: "t", view))
        let solution = engine.solve(in: SolveSize(width: 393, height: 852))
        #expect(solution.frame(of: "bar") == Rect(x: 0, y: 769, width: 393, height: 49))
        #expect(solution.frame(of: "content") == Rect(x: 0, y: 0, width: 393, height: 852))
    }
}
