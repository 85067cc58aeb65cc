import LayoutCore
import StackLayout
import Testing

/// `Image(systemName:)` (`"systemName"` on an Image): sized like text in its font by the
/// symbol image rule (docs/ENGINES.md "Symbol images") — a square of the font's ascender −
/// descender, its first and last text baselines at the ascender. Inter: 2816 units per em,
/// ascender 2728, descender −680: side 3408 units, baseline 2728 units from the top.
@Suite struct SymbolImageTests {
    var environment: LayoutEnvironment {
        var environment = LayoutEnvironment()
        environment.textModel = .font
        return environment
    }

    func u(_ units: Double, size: Double = 17) -> Double { units * size / 2816 }

    func symbol(_ id: String, _ configure: (inout SymbolImage) -> Void = { _ in }) -> ViewNode {
        var symbol = SymbolImage(systemName: "checkmark.circle")
        configure(&symbol)
        return ViewNode(.symbolImage(symbol), id: id)
    }

    func text(_ id: String, _ string: String, size: Double) -> ViewNode {
        ViewNode(.text(TextSpec(string, fontSize: size)), id: id)
    }

    /// Body at large (17 pt): 3408u17 = 20.57 pt; at accessibility3 (40 pt): 3408u40 =
    /// 48.41 pt; `.system(size: 34)` keeps 34 pt at any Dynamic Type size. Whatever the
    /// proposal (it is not resizable).
    @Test func sizeFollowsTheFontAndDynamicType() {
        let large = solve(symbol("s"), width: 300, height: 300, environment: environment)
        expectFrame(large, "s", (300 - u(3408)) / 2, (300 - u(3408)) / 2, u(3408), u(3408))
        var accessibility = environment
        accessibility.dynamicTypeSize = .accessibility3
        let big = solve(symbol("s"), width: nil, height: nil, environment: accessibility)
        expectFrame(big, "s", 0, 0, u(3408, size: 40), u(3408, size: 40))
        let fixed = solve(symbol("s") { $0.fontSize = 34 }, width: nil, height: nil, environment: accessibility)
        expectFrame(fixed, "s", 0, 0, u(3408, size: 34), u(3408, size: 34))
    }

    /// `HStack(alignment: .firstTextBaseline, spacing: 0) { Text("ab").font(.system(size: 34));
    /// Image(systemName:) }`: the text's baseline is 2728u34 = 32.94 from its top, the
    /// symbol's 2728u17 = 16.47 from its, so the symbol's top is 2728u34 − 2728u17 = 16.47
    /// down. Ignoring the symbol's baseline (a view without text has its bottom as baseline)
    /// would give 2728u34 − 3408u17 = 12.36; top alignment 0; centring
    /// (3408u34 − 3408u17) / 2 = 10.29. The stack is 3408u34 high ("ab" = 3336 units wide).
    @Test func firstTextBaselineAlignsTheSymbolsBaseline() {
        let stack = hStack(
            alignment: .firstTextBaseline, spacing: 0, text("t", "ab", size: 34), symbol("s"))
        let solution = solve(stack, width: nil, height: nil, environment: environment)
        expectFrame(solution, "t", 0, 0, u(3336, size: 34), u(3408, size: 34))
        expectFrame(solution, "s", u(3336, size: 34), u(2728, size: 34) - u(2728), u(3408), u(3408))
    }

    /// The guide passes through a flexible frame (the seed's `.frame(maxWidth: .infinity)`),
    /// and a `.title` symbol (28 pt) beside 17-pt text: the text's top is 2728u28 − 2728u17
    /// below the symbol's.
    @Test func theBaselinePassesThroughFramesAndFollowsTheSymbolsStyle() {
        let framed = symbol("s") { $0.fontStyle = .title }.frame(maxWidth: .infinity, id: "c")
        let stack = hStack(alignment: .firstTextBaseline, spacing: 0, text("t", "ab", size: 17), framed)
        let solution = solve(stack, width: 200, height: nil, environment: environment)
        expectFrame(solution, "t", 0, u(2728, size: 28) - u(2728), u(3336), u(3408))
        expectFrame(solution, "c", u(3336), 0, 200 - u(3336), u(3408, size: 28))
    }

    /// With the synthetic text model the same rule reads the synthetic metrics (line height
    /// 20.5, ascent 16 at 17 pt): a 20.5 square with its baseline 16 from the top.
    @Test func syntheticModelUsesTheSyntheticLine() {
        let solution = solve(symbol("s"), width: nil, height: nil)
        expectFrame(solution, "s", 0, 0, 20.5, 20.5)
    }

    @Test func decodesAndRoundTrips() throws {
        let json = """
            { "format": "layoutlab.view/1", "name": "s",
              "root": { "type": "Image", "id": "s", "systemName": "xmark.circle", "font": { "style": "title2" } } }
            """
        guard case .view(let spec) = try SpecDocument(bytes: Array(json.utf8)) else {
            Issue.record("not a view spec")
            return
        }
        #expect(spec.root.kind == .symbolImage(SymbolImage(systemName: "xmark.circle", fontStyle: .title2)))
        guard case .view(let again) = try SpecDocument(bytes: Array(JSONWriter.write(spec.json).utf8)) else {
            Issue.record("not a view spec")
            return
        }
        #expect(again.root == spec.root)
        let error = #expect(throws: SpecError.self) {
            try SpecDocument(
                bytes: Array(
                    #"{"format": "layoutlab.view/1", "root": {"type": "Image", "systemName": "a", "width": 3}}"#.utf8))
        }
        #expect(error?.location == .jsonPath("root.width"))
    }
}
