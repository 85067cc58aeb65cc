import LayoutCore
import StackLayout
import Testing

/// The `Layout` protocol, `LayoutCatalog`, `spiral` (seed 001), `flow` and `AnyLayout`.
@Suite struct CustomLayoutTests {
    /// The DocC example: `count` equal columns as tall as the tallest subview.
    struct EqualColumns: Layout {
        var count: Int
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> Size {
            let width = proposal.width ?? 100
            let column = ProposedViewSize(width: width / Double(count), height: proposal.height)
            return Size(width: width, height: subviews.map { $0.sizeThatFits(column).height }.max() ?? 0)
        }
        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            let width = bounds.width / Double(count)
            for (index, subview) in subviews.enumerated() {
                subview.place(
                    at: Point(x: bounds.x + Double(index % count) * width, y: bounds.y), anchor: .topLeading,
                    proposal: ProposedViewSize(width: width, height: bounds.height))
            }
        }
    }

    /// Places only its first subview, reading dimensions, priority and a cache.
    struct FirstOnly: Layout {
        struct Cache { var ideal: Size }
        func makeCache(subviews: Subviews) -> Cache {
            Cache(ideal: subviews.first?.sizeThatFits(.unspecified) ?? .zero)
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
            Size(width: cache.ideal.width * 2, height: cache.ideal.height * 2)
        }
        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            let d = subviews[0].dimensions(in: .unspecified)
            // Bottom-trailing corner of the subview at the bounds' centre, via the guides.
            let anchor = subviews[0].priority == 3 ? UnitPoint.bottomTrailing : .topLeading
            subviews[0].place(
                at: Point(x: bounds.x + d[HorizontalAlignment.trailing], y: bounds.y + d[VerticalAlignment.bottom]),
                anchor: anchor, proposal: .unspecified)
        }
    }

    func custom(_ name: String, _ parameters: JSONValue? = nil, _ children: [ViewNode]) -> ViewNode {
        ViewNode(.customLayout(name: name, parameters: parameters), children: children)
    }

    @Test func aRegisteredLayoutPlacesItsSubviews() {
        let layouts = LayoutCatalog.standard.registering("test-columns") { _ throws(SpecError) in
            EqualColumns(count: 2)
        }
        #expect(layouts.layoutNames == ["flow", "spiral", "test-columns"])
        #expect(LayoutCatalog.standard.layoutNames == ["flow", "spiral"])
        // Width 300 → columns of 150 proposed (150, 100); Colors fill them: b at (150, 0).
        let s = solve(
            custom("test-columns", nil, [color("a"), color("b")]), width: 300, height: 100, layouts: layouts)
        expectFrame(s, "a", 0, 0, 150, 100)
        expectFrame(s, "b", 150, 0, 150, 100)
    }

    @Test func cacheDimensionsPriorityAndUnplacedSubviews() {
        let layouts = LayoutCatalog().registering("test-first") { _ throws(SpecError) in FirstOnly() }
        // First subview 20×10 (priority 3): the layout is 40×20, centred in 100×100 at
        // (30, 40). Placed with its bottom-trailing corner at (30 + 20, 40 + 10): origin
        // (30, 40). The unplaced 6×6 image is centred at its ideal size: (47, 47).
        let root = custom(
            "test-first", nil,
            [color("a").frame(width: 20, height: 10).layoutPriority(3), image("i", width: 6, height: 6)])
        let s = solve(root, width: 100, height: 100, layouts: layouts)
        expectFrame(s, "a", 30, 40, 20, 10)
        expectFrame(s, "i", 47, 47, 6, 6)
    }

    @Test func spiralPlacesSubviewsAroundTheCentre() {
        // Seed 001's SpiralLayout, four 20×20 subviews in 200×200: r = 100, θ = 90°.
        // Subview i's centre: (100 + 10i·sin(90°·i), 100 − 10i·cos(90°·i)):
        // 0 → (100, 100); 1 → (110, 100); 2 → (100, 120); 3 → (70, 100). Origins −10.
        let s = solve(custom("spiral", nil, colors("s", 4, width: 20, height: 20)), width: 200, height: 200)
        expectFrame(s, "s0", 90, 90, 20, 20)
        expectFrame(s, "s1", 100, 90, 20, 20)
        expectFrame(s, "s2", 90, 110, 20, 20)
        expectFrame(s, "s3", 60, 90, 20, 20)
    }

    @Test func flowWrapsRowsAtTheProposedWidth() throws {
        // flow(spacing 10, lineSpacing 5), five 40×20 in width 150: row 1 at x 0, 50, 100
        // (100 + 40 ≤ 150); the 4th would end at 190 → row 2 at y 20 + 5 = 25: x 0, 50.
        // Size: widest row 140, height 45; centred in 150×100 at (5, 27.5).
        let parameters = try JSONParser.parse(Array(#"{ "spacing": 10, "lineSpacing": 5 }"#.utf8))
        let s = solve(custom("flow", parameters, colors("c", 5, width: 40, height: 20)), width: 150, height: 100)
        expectFrame(s, "c0", 5, 27.5, 40, 20)
        expectFrame(s, "c2", 105, 27.5, 40, 20)
        expectFrame(s, "c3", 5, 52.5, 40, 20)
        expectFrame(s, "c4", 55, 52.5, 40, 20)
    }

    @Test func flowRejectsUnknownParametersWithTheirPath() throws {
        let parameters = try JSONParser.parse(Array(#"{ "gap": 1 }"#.utf8))
        let error = #expect(throws: SpecError.self) {
            try LayoutCatalog.standard.layout(named: "flow", parameters: parameters, path: "root.parameters")
        }
        #expect(error?.location == .jsonPath("root.parameters.gap"))
    }

    /// AnyLayout { a, b: 50×50 }: VStack(spacing: 0) at accessibility sizes or when
    /// `isVertical`, else HStack(spacing: 0).
    func switching(_ environment: LayoutEnvironment) -> LayoutSolution {
        let condition = try! EnvironmentCondition(parsing: "dynamicTypeSize >= accessibility1 || isVertical")
        let any = AnyLayoutSpec(
            cases: [.init(condition: condition, layout: .vStack(alignment: .center, spacing: 0))],
            defaultLayout: .hStack(alignment: .center, spacing: 0))
        let root = ViewNode(.anyLayout(any), children: colors("c", 2, width: 50, height: 50))
        return solve(root, width: 200, height: 200, environment: environment)
    }

    @Test func anyLayoutSwitchesToVerticalAtAccessibilitySizes() {
        var environment = LayoutEnvironment()
        // Default (large): HStack 100×50 centred at (50, 75).
        var s = switching(environment)
        expectFrame(s, "c0", 50, 75, 50, 50)
        expectFrame(s, "c1", 100, 75, 50, 50)
        // accessibility1: VStack 50×100 centred at (75, 50).
        environment.dynamicTypeSize = .accessibility1
        s = switching(environment)
        expectFrame(s, "c0", 75, 50, 50, 50)
        expectFrame(s, "c1", 75, 100, 50, 50)
        // A user flag does the same (seed 001's isVertical toggle).
        environment = LayoutEnvironment()
        environment.flags["isVertical"] = true
        expectFrame(switching(environment), "c1", 75, 100, 50, 50)
    }

    @Test func dynamicTypeSizeScalesTextMetrics() {
        // Text "abcd" at accessibility1 (28 pt body vs 17): advance 8.5 · 28/17 = 14, line
        // height 20.5 · 28/17 = 33.7647; at its ideal size (nil solve size) 4 · 14 = 56 wide.
        var environment = LayoutEnvironment.handDerived
        environment.dynamicTypeSize = .accessibility1
        let s = solve(text("t", "abcd"), width: nil, height: nil, environment: environment)
        expectFrame(s, "t", 0, 0, 56, 20.5 * 28 / 17)
        // At the default size the Text is 4 · 8.5 = 34 by 20.5.
        expectFrame(solve(text("t", "abcd"), width: nil, height: nil), "t", 0, 0, 34, 20.5)
    }

    /// A name the engine's catalog does not hold (a spec built in Swift skips the decoder's
    /// check) is an `invalidLayout` diagnostic naming the view, and the subviews are laid out
    /// as in a ZStack: the container takes the proposal 100×100, a 20×10 child is centred at
    /// ((100 − 20) / 2, (100 − 10) / 2) = (40, 45).
    @Test func anUnknownLayoutIsADiagnosticNotASilentFallback() {
        var root = custom("nope", nil, [color("a").frame(width: 20, height: 10)])
        root.id = "box"
        let s = solve(root, width: 100, height: 100)
        #expect(s.diagnostics.map(\.kind) == [.invalidLayout])
        #expect(s.diagnostics.first?.views == ["box"])
        expectFrame(s, "a", 40, 45, 20, 10)
        // The same name in a catalog that holds it: no diagnostic.
        let layouts = LayoutCatalog().registering("nope") { _ throws(SpecError) in SpiralLayout() }
        #expect(solve(root, width: 100, height: 100, layouts: layouts).diagnostics.isEmpty)
    }

    /// Catalogs are values: registering into a copy leaves `standard` and other copies as
    /// they were, so engines on other threads never see a change.
    @Test func catalogsAreIndependentValues() {
        var mine = LayoutCatalog.standard
        mine.register("columns") { _ throws(SpecError) in EqualColumns(count: 3) }
        let other = LayoutCatalog.standard.registering("rows") { _ throws(SpecError) in SpiralLayout() }
        #expect(mine.layoutNames == ["columns", "flow", "spiral"])
        #expect(other.layoutNames == ["flow", "rows", "spiral"])
        #expect(LayoutCatalog.standard.layoutNames == ["flow", "spiral"])
    }

    @Test func customLayoutsNest() {
        // flow { spiral { inner 4×4 }; b 20×10 } in 100×100. Flow proposes nil: the spiral
        // takes 10×10 (nil → 10), b 20×10; one row: spiral at 0, b at 10 + 8 = 18; flow
        // 38×10 centred at (31, 45). The spiral's only subview is centred in it: (34, 48).
        let spiral = custom("spiral", nil, [color("inner").frame(width: 4, height: 4)])
        let s = solve(custom("flow", nil, [spiral, color("b").frame(width: 20, height: 10)]), width: 100, height: 100)
        expectFrame(s, "inner", 34, 48, 4, 4)
        expectFrame(s, "b", 49, 45, 20, 10)
    }
}
