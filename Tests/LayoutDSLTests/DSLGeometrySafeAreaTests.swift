import LayoutDSL
import StackLayout
import Testing

@Suite("Swift DSL: a GeometryReader's safe-area insets")
struct DSLGeometrySafeAreaTests {
    @Test func safeAreaInsetsBuildTheSameModelAsTheJSON() throws {
        let json = #"""
            { "type": "GeometryReader", "content": { "type": "Color", "modifiers": [
                { "frame": { "width": "geometry.width + geometry.safeAreaInsets.leading + geometry.safeAreaInsets.trailing" },
                  "id": "bar" },
                { "offset": { "x": "-geometry.safeAreaInsets.leading", "y": "geometry.height - 52" } } ] } }
            """#
        let environment = #"{ "safeAreaInsets": { "top": 47, "leading": 10, "bottom": 34, "trailing": 30 } }"#
        let view = GeometryReader { geometry in
            Color.gray
                .frame(width: geometry.size.width + geometry.safeAreaInsets.leading + geometry.safeAreaInsets.trailing)
                .id("bar")
                .offset(x: -geometry.safeAreaInsets.leading, y: geometry.size.height - 52)
        }
        .environment(\.safeAreaInsets, EdgeInsets(top: 47, leading: 10, bottom: 34, trailing: 30))
        let spec = ViewSpec(name: "t", view)
        #expect(spec == (try decodedSpec(json, environment: environment)))
        var engine = StackLayoutEngine(spec)
        let solution = engine.solve(in: SolveSize(width: 390, height: 844))
        // The reader is the safe area (10, 47, 350, 763) and reads the window's insets: the bar
        // is 350 + 10 + 30 = 390 wide; the Color takes the reader's 763 in height; moved by
        // (−10, 763 − 52 = 711) from the reader's corner: (0, 758).
        #expect(solution.frame(of: "bar") == Rect(x: 0, y: 758, width: 390, height: 763))
    }
}
