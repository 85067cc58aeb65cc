import ConstraintLayout
import LayoutCore
import Testing

/// UIStackView (`stackViews`): every distribution at a stretching and a squeezing size, every
/// alignment, both axes, the fitting size. Frames derived by hand beside each case.
@Suite struct StackViewTests {
    /// A view of the stack `parent` with an intrinsic size (and optional baselines).
    static func item(
        _ id: String, _ width: Double, _ height: Double, parent: String = "row", baseline: TextBaselines? = nil
    ) -> ConstraintView {
        var view = ConstraintView(id: id, parent: parent, path: "views[\(id)]")
        view.intrinsicWidth = width
        view.intrinsicHeight = height
        view.baseline = baseline
        return view
    }

    /// A spec with `views` and one stack `row` at (0, 0), as wide as root (or free when
    /// `pinWidth` is false), its height free (its fitting height).
    static func rowSpec(
        _ views: [ConstraintView], axis: Axis = .horizontal, distribution: StackViewSpec.Distribution = .fill,
        alignment: StackViewSpec.StackAlignment = .fill, spacing: Double = 0, pinWidth: Bool = true
    ) -> ConstraintSpec {
        var spec = makeSpec(
            views: views, ["row.left == 0", "row.top == 0"] + (pinWidth ? ["row.width == root.width"] : []))
        spec.stackViews = [
            StackViewSpec(
                id: "row", axis: axis, distribution: distribution, alignment: alignment, spacing: spacing,
                arrangedSubviews: views.map(\.id), path: "stackViews[0]")
        ]
        return spec
    }

    static let pair = [item("a", 100, 20), item("b", 50, 30)]
    static let trio = [item("a", 100, 20), item("b", 50, 20), item("c", 30, 20)]

    func frames(_ spec: ConstraintSpec, width: Double) throws -> [String: Rect] {
        let solution = try solve(spec, width, 500)
        #expect(solution.status == .solved)
        var result: [String: Rect] = [:]
        for frame in solution.frames { result[frame.id] = frame.frame }
        return result
    }

    // MARK: Distributions

    /// fill, spacing 10. Stretching at 300: 300 − 10 − (100 + 50) = 140 extra; equal hugging →
    /// the last view stretches: a 100, b 190 at x 110. Height: both pinned to the row, CR keeps
    /// it ≥ 30, hugging pulls it to 30. Squeezing at 120: 40 short; equal compression
    /// resistance → the first shrinks: a 60, b 50 at x 70.
    @Test func fill() throws {
        let spec = Self.rowSpec(Self.pair, spacing: 10)
        let wide = try frames(spec, width: 300)
        #expect(close(wide["a"], Rect(x: 0, y: 0, width: 100, height: 30)))
        #expect(close(wide["b"], Rect(x: 110, y: 0, width: 190, height: 30)))
        #expect(close(wide["row"], Rect(x: 0, y: 0, width: 300, height: 30)))
        let narrow = try frames(spec, width: 120)
        #expect(close(narrow["a"], Rect(x: 0, y: 0, width: 60, height: 30)))
        #expect(close(narrow["b"], Rect(x: 70, y: 0, width: 50, height: 30)))
    }

    /// Stretching follows hugging: a hugs at 200 < b's 250, so a takes the 140 → a 240.
    /// Squeezing follows compression resistance: b resists at 700 < a's 750, so b gives the
    /// 40 → b 10.
    @Test func fillFollowsHuggingAndCompressionResistance() throws {
        var views = Self.pair
        views[0].huggingHorizontal = 200
        views[1].compressionResistanceHorizontal = 700
        let spec = Self.rowSpec(views, spacing: 10)
        #expect(close(try frames(spec, width: 300)["a"], Rect(x: 0, y: 0, width: 240, height: 30)))
        #expect(close(try frames(spec, width: 120)["b"], Rect(x: 110, y: 0, width: 10, height: 30)))
    }

    /// fillEqually: (300 − 10) / 2 = 145 each; squeezed at 100: (100 − 10) / 2 = 45 each.
    @Test func fillEqually() throws {
        let spec = Self.rowSpec(Self.pair, distribution: .fillEqually, spacing: 10)
        let wide = try frames(spec, width: 300)
        #expect(close(wide["a"], Rect(x: 0, y: 0, width: 145, height: 30)))
        #expect(close(wide["b"], Rect(x: 155, y: 0, width: 145, height: 30)))
        let narrow = try frames(spec, width: 100)
        #expect(close(narrow["a"], Rect(x: 0, y: 0, width: 45, height: 30)))
        #expect(close(narrow["b"], Rect(x: 55, y: 0, width: 45, height: 30)))
    }

    /// fillProportionally: shares 100/150 and 50/150 of the width minus the spacing. At 310:
    /// 300 → a 200, b 100 at 210. At 70: 60 → a 40, b 20 at 50.
    @Test func fillProportionally() throws {
        let spec = Self.rowSpec(Self.pair, distribution: .fillProportionally, spacing: 10)
        let wide = try frames(spec, width: 310)
        #expect(close(wide["a"], Rect(x: 0, y: 0, width: 200, height: 30)))
        #expect(close(wide["b"], Rect(x: 210, y: 0, width: 100, height: 30)))
        let narrow = try frames(spec, width: 70)
        #expect(close(narrow["a"], Rect(x: 0, y: 0, width: 40, height: 30)))
        #expect(close(narrow["b"], Rect(x: 50, y: 0, width: 20, height: 30)))
    }

    /// equalSpacing, 100/50/30, spacing 10. At 300: 180 + 2g = 300 → g = 60: b at 160, c at 270.
    /// At 150: gaps at their minimum 10, 50 short, the first shrinks: a 50, b at 60, c at 120.
    @Test func equalSpacing() throws {
        let spec = Self.rowSpec(Self.trio, distribution: .equalSpacing, spacing: 10)
        let wide = try frames(spec, width: 300)
        #expect(close(wide["a"], Rect(x: 0, y: 0, width: 100, height: 20)))
        #expect(close(wide["b"], Rect(x: 160, y: 0, width: 50, height: 20)))
        #expect(close(wide["c"], Rect(x: 270, y: 0, width: 30, height: 20)))
        let narrow = try frames(spec, width: 150)
        #expect(close(narrow["a"], Rect(x: 0, y: 0, width: 50, height: 20)))
        #expect(close(narrow["b"], Rect(x: 60, y: 0, width: 50, height: 20)))
        #expect(close(narrow["c"], Rect(x: 120, y: 0, width: 30, height: 20)))
    }

    /// equalCentering, 100/50/30, spacing 10. At 300: centres 50 and 285, b's centre halfway
    /// at 167.5 → b.x 142.5 (gaps 42.5 and 77.5 ≥ 10). At 190: 10 short; with a shrunk by x
    /// and b by y (x + y = 10) the centring error is |2x + y − 80| / 2, least at x = 10 →
    /// a 90, b at 100, c at 160.
    @Test func equalCentering() throws {
        let spec = Self.rowSpec(Self.trio, distribution: .equalCentering, spacing: 10)
        let wide = try frames(spec, width: 300)
        #expect(close(wide["b"], Rect(x: 142.5, y: 0, width: 50, height: 20)))
        #expect(close(wide["c"], Rect(x: 270, y: 0, width: 30, height: 20)))
        let narrow = try frames(spec, width: 190)
        #expect(close(narrow["a"], Rect(x: 0, y: 0, width: 90, height: 20)))
        #expect(close(narrow["b"], Rect(x: 100, y: 0, width: 50, height: 20)))
        #expect(close(narrow["c"], Rect(x: 160, y: 0, width: 30, height: 20)))
    }

    // MARK: Alignments (a 100×20, b 50×30 at width 150: no stretching; the row is 30 tall)

    @Test(arguments: [
        (StackViewSpec.StackAlignment.fill, 0.0, 30.0, 0.0, 30.0),
        // top/leading: both at the top, intrinsic heights.
        (.top, 0, 20, 0, 30), (.leading, 0, 20, 0, 30),
        // center: a's centre at 15 → y 5.
        (.center, 5, 20, 0, 30),
        // bottom/trailing: a's bottom at 30 → y 10.
        (.bottom, 10, 20, 0, 30), (.trailing, 10, 20, 0, 30),
    ])
    func alignment(_ alignment: StackViewSpec.StackAlignment, _ ay: Double, _ ah: Double, _ by: Double, _ bh: Double)
        throws
    {
        let result = try frames(Self.rowSpec(Self.pair, alignment: alignment), width: 150)
        #expect(close(result["a"], Rect(x: 0, y: ay, width: 100, height: ah)))
        #expect(close(result["b"], Rect(x: 100, y: by, width: 50, height: bh)))
        #expect(result["row"]?.height == 30)
    }

    /// firstBaseline: a's baseline 16, b's 24 from their tops: a.top + 16 = b.top + 24, b.top ≥ 0,
    /// the row as short as possible → b at 0, a at 8 (bottoms 28 and 30). lastBaseline with
    /// a's last baseline 16 and b's 20: a at 4.
    @Test func baselineAlignments() throws {
        let views = [
            Self.item("a", 100, 20, baseline: TextBaselines(first: 16, last: 16)),
            Self.item("b", 50, 30, baseline: TextBaselines(first: 24, last: 20)),
        ]
        let first = try frames(Self.rowSpec(views, alignment: .firstBaseline), width: 150)
        #expect(close(first["a"], Rect(x: 0, y: 8, width: 100, height: 20)))
        #expect(close(first["b"], Rect(x: 100, y: 0, width: 50, height: 30)))
        let last = try frames(Self.rowSpec(views, alignment: .lastBaseline), width: 150)
        #expect(close(last["a"], Rect(x: 0, y: 4, width: 100, height: 20)))
        #expect(last["row"]?.height == 30)
    }

    /// A vertical stack, spacing 8, center alignment, 100 tall: 100 − 8 − 50 = 42 extra to the
    /// last view (b 72 at y 28); the column hugs the widest (100), b centred at x 25.
    @Test func verticalAxis() throws {
        let views = [Self.item("a", 100, 20), Self.item("b", 50, 30)]
        var spec = Self.rowSpec(views, axis: .vertical, alignment: .center, spacing: 8, pinWidth: false)
        spec.constraints.append(.text("row.height == 100", path: "constraints[2]"))
        let result = try frames(spec, width: 400)
        #expect(close(result["a"], Rect(x: 0, y: 0, width: 100, height: 20)))
        #expect(close(result["b"], Rect(x: 25, y: 28, width: 50, height: 72)))
        #expect(close(result["row"], Rect(x: 0, y: 0, width: 100, height: 100)))
    }

    /// Unconstrained, a stack view takes its fitting size: 100 + 10 + 50 by 30.
    @Test func fittingSize() throws {
        let result = try frames(Self.rowSpec(Self.pair, spacing: 10, pinWidth: false), width: 400)
        #expect(close(result["row"], Rect(x: 0, y: 0, width: 160, height: 30)))
        #expect(close(result["b"], Rect(x: 110, y: 0, width: 50, height: 30)))
    }

    /// The generated constraints are named after the stack and located at its path.
    @Test func generatedConstraintsAreNamed() throws {
        let engine = try ConstraintLayoutEngine(Self.rowSpec(Self.pair, spacing: 10))
        let stack = engine.constraints.filter { $0.path == "stackViews[0]" }
        #expect(stack.map(\.name).contains("row.spacing-1"))
        #expect(
            stack.first { $0.name == "row.spacing-1" }?.description == "b.leading == a.trailing + 10 # row.spacing-1")
        #expect(stack.map(\.name).contains("row.edge.leading"))
    }
}
