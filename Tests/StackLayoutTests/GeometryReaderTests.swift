import LayoutCore
import StackLayout
import Testing

/// `GeometryReader` with length expressions (FORMATS.md §1) and `ViewThatFits`.
@Suite struct GeometryReaderTests {
    /// Seed 002's second script as a view spec: GeometryReader { VStack(spacing: 0) {
    /// VStack { t1 50; Spacer(minLength: 20); t2 50; Spacer(minLength: 20); t3 50 }
    /// .frame(height: clamp(0.5 × geometry.height, 200, 400)) "top"; Color "bottom" } }.
    static let adaptive = """
        { "format": "layoutlab.view/1", "name": "adaptive-geometry",
          "root": { "type": "GeometryReader", "id": "reader", "content": {
            "type": "VStack", "spacing": 0, "children": [
              { "type": "VStack", "children": [
                  { "type": "Color", "id": "t1", "modifiers": [ { "frame": { "height": 50 } } ] },
                  { "type": "Spacer", "minLength": 20 },
                  { "type": "Color", "id": "t2", "modifiers": [ { "frame": { "height": 50 } } ] },
                  { "type": "Spacer", "minLength": 20 },
                  { "type": "Color", "id": "t3", "modifiers": [ { "frame": { "height": 50 } } ] } ],
                "modifiers": [ { "frame": { "height": "clamp(0.5 * geometry.height, 200, 400)" }, "id": "top" } ] },
              { "type": "Color", "id": "bottom" } ] } } }
        """

    static func decode(_ json: String) throws -> ViewSpec {
        guard case .view(let spec) = try SpecDocument(bytes: Array(json.utf8)) else {
            throw SpecError(.invalidSpec, at: .file, "not a view spec")
        }
        return spec
    }

    @Test func seed002TopHeightIsHalfTheReaderClampedTo200Through400() throws {
        // iPhone SE 375×667: top = clamp(333.5, 200, 400) = 333.5; bottom = 667 − 333.5.
        // Inside the top: each spacer (333.5 − 150)/2 = 91.75 → t2 y = 50 + 91.75 = 141.75.
        var engine = StackLayoutEngine(try Self.decode(Self.adaptive))
        let small = engine.solve(in: SolveSize(width: 375, height: 667))
        expectFrame(small, "reader", 0, 0, 375, 667)
        expectFrame(small, "top", 0, 0, 375, 333.5)
        expectFrame(small, "t2", 0, 141.75, 375, 50)
        expectFrame(small, "bottom", 0, 333.5, 375, 333.5)
        // iPad 13" 1032×1376: clamp(688, 200, 400) = 400; bottom 976 (re-solved, same engine).
        let large = engine.solve(in: SolveSize(width: 1032, height: 1376))
        expectFrame(large, "top", 0, 0, 1032, 400)
        expectFrame(large, "bottom", 0, 400, 1032, 976)
        // 300 tall: clamp(150, 200, 400) = 200.
        expectFrame(engine.solve(in: SolveSize(width: 300, height: 300)), "top", 0, 0, 300, 200)
    }

    @Test func nilProposalMakesTheReaderTen() {
        // Chosen (ENGINES.md): nil → 10 as for shapes; the content is proposed 10×10.
        let solution = solve(geometryReader(id: "r", color("c")), width: nil, height: nil)
        expectFrame(solution, "r", 0, 0, 10, 10)
        expectFrame(solution, "c", 0, 0, 10, 10)
    }

    @Test func contentIsPlacedTopLeading() {
        // Reader 100×100, content Image 20×20: at (0, 0), not centred.
        expectFrame(
            solve(geometryReader(image("i", width: 20, height: 20)), width: 100, height: 100), "i", 0, 0, 20, 20)
    }

    @Test func aNonFiniteExpressionIsReportedAndIgnored() throws {
        // width "geometry.width / 0" = ∞: not a valid fixed width → ignored (the Color takes the
        // reader's 100) and reported as invalidExpression naming "c".
        let json = """
            { "format": "layoutlab.view/1", "root": { "type": "GeometryReader", "content":
              { "type": "Color", "id": "c", "modifiers": [ { "frame": { "width": "geometry.width / 0" } } ] } } }
            """
        var engine = StackLayoutEngine(try Self.decode(json))
        let solution = engine.solve(in: SolveSize(width: 100, height: 50))
        expectFrame(solution, "c", 0, 0, 100, 50)
        #expect(solution.diagnostics.map(\.kind) == [.invalidExpression])
        #expect(solution.diagnostics.first?.views == ["c"])
    }

    @Test func paddingAndOffsetExpressions() throws {
        // padding "0.1 * geometry.width" = 20 on every edge of a 200×100 reader → the Color is
        // 160 × 60 at (20, 20); then offset x "geometry.height / 10" = 10 moves it to (30, 20).
        let json = """
            { "format": "layoutlab.view/1", "root": { "type": "GeometryReader", "content":
              { "type": "Color", "id": "c", "modifiers": [ { "padding": "0.1 * geometry.width" },
                { "offset": { "x": "geometry.height / 10" } } ] } } }
            """
        var engine = StackLayoutEngine(try Self.decode(json))
        expectFrame(engine.solve(in: SolveSize(width: 200, height: 100)), "c", 30, 20, 160, 60)
    }

    @Test func spacingMinLengthAndImageSizeExpressions() throws {
        // Reader 200×100: VStack(spacing: h/10 = 10) { Color.frame(height: 10) "a";
        // Spacer(minLength: h/4 = 25) "s"; Image(width: w/2 = 100, height: 10) "i" }.
        // Available 100 − 2 × 10 = 80; the Spacer (priority −∞) is reserved 25: the Color and
        // the Image take 10 each of 55, then the Spacer gets 80 − 20 = 60 ≥ 25.
        // y: a 0, s 10 + 10 = 20, i 20 + 60 + 10 = 90; the Image centred: x (200 − 100)/2 = 50.
        let json = """
            { "format": "layoutlab.view/1", "root": { "type": "GeometryReader", "content":
              { "type": "VStack", "spacing": "geometry.height / 10", "children": [
                { "type": "Color", "id": "a", "modifiers": [ { "frame": { "height": 10 } } ] },
                { "type": "Spacer", "id": "s", "minLength": "geometry.height / 4" },
                { "type": "Image", "id": "i", "width": "geometry.width / 2", "height": 10 } ] } } }
            """
        var engine = StackLayoutEngine(try Self.decode(json))
        let solution = engine.solve(in: SolveSize(width: 200, height: 100))
        expectFrame(solution, "a", 0, 0, 200, 10)
        expectFrame(solution, "s", 100, 20, 0, 60)
        expectFrame(solution, "i", 50, 90, 100, 10)
    }

    @Test func viewThatFitsPicksTheFirstChildWhoseIdealSizeFits() {
        // Width 100: "aaaa bbbb cccc" ideal 14 × 8.5 = 119 > 100; "aaaa" 34 ≤ 100 → chosen,
        // centred: x (100 − 34)/2 = 33, y (50 − 20.5)/2 = 14.75. The unchosen child is reported
        // zero-sized at the container's origin.
        let root = viewThatFits(id: "v", text("long", "aaaa bbbb cccc"), text("short", "aaaa"))
        let solution = solve(root, width: 100, height: 50)
        expectFrame(solution, "short", 33, 14.75, 34, 20.5)
        expectFrame(solution, "long", 33, 14.75, 0, 0)
    }

    @Test func viewThatFitsChecksOnlyTheListedAxes() {
        // in: [vertical]: the long text's ideal height with width 100 → 11-character lines:
        // "aaaa bbbb" / "cccc" → 2 × 20.5 = 41 ≤ 50 → chosen: 76.5 × 41 at (11.75, 4.5).
        let root = viewThatFits(horizontal: false, text("long", "aaaa bbbb cccc"), text("short", "aaaa"))
        expectFrame(solve(root, width: 100, height: 50), "long", 11.75, 4.5, 76.5, 41)
    }

    @Test func viewThatFitsFallsBackToTheLastChild() {
        // Width 20: neither fits (119, 34) → the last, "aaaa" proposed 20 → 2 characters per line:
        // "aa" / "aa" → 17 × 41, centred: x (20 − 17)/2 = 1.5, y (50 − 41)/2 = 4.5.
        let root = viewThatFits(text("long", "aaaa bbbb cccc"), text("short", "aaaa"))
        expectFrame(solve(root, width: 20, height: 50), "short", 1.5, 4.5, 17, 41)
    }
}
