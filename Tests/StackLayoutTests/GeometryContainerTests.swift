import LayoutCore
import StackLayout
import Testing

/// GeometryReader expressions in lazy grid, Grid, ZStack and aspectRatio lengths.
@Suite struct GeometryContainerTests {
    static let grid = """
        { "format": "layoutlab.view/1", "name": "geo-grid",
          "root": { "type": "GeometryReader", "content": {
            "type": "LazyVGrid", "id": "grid", "spacing": "geometry.height / 10", "columns": [
              { "size": { "fixed": "geometry.width / 3" }, "spacing": "geometry.height / 20" },
              { "size": { "fixed": 50 } } ],
            "children": [
              { "type": "Color", "id": "c1", "modifiers": [ { "frame": { "height": 30 } } ] },
              { "type": "Color", "id": "c2", "modifiers": [ { "frame": { "height": 30 } } ] },
              { "type": "Color", "id": "c3", "modifiers": [ { "frame": { "height": 30 } } ] } ] } } }
        """

    @Test func lazyGridColumnsAndSpacingFollowTheReader() throws {
        var engine = StackLayoutEngine(try GeometryReaderTests.decode(Self.grid))
        // 300 × 200: column 0 = 300 / 3 = 100, its spacing 200 / 20 = 10, column 1 = 50;
        // row spacing 200 / 10 = 20. Grid 100 + 10 + 50 = 160 wide, 30 + 20 + 30 = 80 tall,
        // at the reader's top-leading corner. c2 at x = 110; c3 starts row 2 at y = 50.
        let small = engine.solve(in: SolveSize(width: 300, height: 200))
        expectFrame(small, "grid", 0, 0, 160, 80)
        expectFrame(small, "c1", 0, 0, 100, 30)
        expectFrame(small, "c2", 110, 0, 50, 30)
        expectFrame(small, "c3", 0, 50, 100, 30)
        // Re-solved at 600 × 400: column 0 = 200, spacing 20, row spacing 40 → c2 at 220,
        // c3 at 30 + 40 = 70; grid 270 × 100.
        let large = engine.solve(in: SolveSize(width: 600, height: 400))
        expectFrame(large, "grid", 0, 0, 270, 100)
        expectFrame(large, "c2", 220, 0, 50, 30)
        expectFrame(large, "c3", 0, 70, 200, 30)
    }

    static let eager = """
        { "format": "layoutlab.view/1", "name": "geo-eager",
          "root": { "type": "GeometryReader", "content": {
            "type": "ZStack", "alignment": "topLeading", "spacing": "geometry.width", "children": [
              { "type": "Grid", "id": "grid", "horizontalSpacing": "geometry.width / 30",
                "verticalSpacing": "geometry.height / 30", "children": [
                { "type": "GridRow", "children": [
                  { "type": "Color", "id": "a", "modifiers": [ { "frame": { "width": 40, "height": 20 } } ] },
                  { "type": "Color", "id": "b", "modifiers": [ { "frame": { "width": 40, "height": 20 } } ] } ] },
                { "type": "GridRow", "children": [
                  { "type": "Color", "id": "c", "modifiers": [ { "frame": { "width": 40, "height": 20 } } ] } ] } ] },
              { "type": "Color", "id": "r", "modifiers": [
                { "aspectRatio": { "ratio": "geometry.height / geometry.width" }, "id": "ratio" } ] } ] } } }
        """

    @Test func gridSpacingsAndAspectRatioFollowTheReader() throws {
        var engine = StackLayoutEngine(try GeometryReaderTests.decode(Self.eager))
        // 300 × 150: column spacing 300 / 30 = 10, row spacing 150 / 30 = 5: a (0, 0),
        // b (40 + 10 = 50, 0), c (0, 20 + 5 = 25); grid 90 × 45. The ZStack's spacing has no
        // effect. Ratio 150 / 300 = 0.5, fit in 300 × 150: the height 150 limits, width
        // 0.5 × 150 = 75 → 75 × 150, top-leading in the ZStack at (0, 0).
        let s = engine.solve(in: SolveSize(width: 300, height: 150))
        expectFrame(s, "grid", 0, 0, 90, 45)
        expectFrame(s, "b", 50, 0, 40, 20)
        expectFrame(s, "c", 0, 25, 40, 20)
        expectFrame(s, "ratio", 0, 0, 75, 150)
        #expect(s.diagnostics.isEmpty)
    }

    @Test func anInvalidRatioIsReportedAndIgnored() throws {
        let json = Self.eager.replacingOccurrences(
            of: "geometry.height / geometry.width", with: "geometry.width - geometry.width")
        var engine = StackLayoutEngine(try GeometryReaderTests.decode(json))
        // Ratio 0 is ignored: the Color's own ratio, 10 / 10 = 1 (unspecified → 10), fit in
        // 300 × 150 → 150 × 150.
        let s = engine.solve(in: SolveSize(width: 300, height: 150))
        expectFrame(s, "ratio", 0, 0, 150, 150)
        #expect(s.diagnostics.map(\.kind) == [.invalidExpression])
    }

    @Test func aMinimumExpressionAboveAConstantMaximumIsLoweredToIt() throws {
        let json = """
            { "format": "layoutlab.view/1", "name": "geo-flexible",
              "root": { "type": "GeometryReader", "content": {
                "type": "LazyVGrid", "id": "grid", "columns": [
                  { "size": { "flexible": { "minimum": "geometry.width", "maximum": 100 } } } ],
                "children": [ { "type": "Color", "id": "c", "modifiers": [ { "frame": { "height": 30 } } ] } ] } } }
            """
        var engine = StackLayoutEngine(try GeometryReaderTests.decode(json))
        // minimum = 300 > maximum 100 → 100: the one column is clamp(300, 100, 100) = 100.
        // Re-solved at 50 wide: minimum 50, the share 50 → 50 (the constant 100 still holds).
        expectFrame(engine.solve(in: SolveSize(width: 300, height: 200)), "c", 0, 0, 100, 30)
        expectFrame(engine.solve(in: SolveSize(width: 50, height: 200)), "c", 0, 0, 50, 30)
    }
}
