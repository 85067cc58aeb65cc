import ConstraintLayout
import LayoutCore
import Testing

/// Solving: required rows, priorities, free axes, intrinsic sizes, attributes.
@Suite struct ConstraintEngineTests {
    @Test func requiredConstraintsPlaceViews() throws {
        let spec = makeSpec(
            views: plainViews("a", "b"),
            [
                "a.left == 20", "a.top == 10", "a.width == 0.5 * root.width", "a.height == 100",
                "b.left == a.right + 8", "b.top == a.bottom", "b.right == root.right - 16", "b.height == a.height / 2",
            ])
        let solution = try solve(spec, 400, 800)
        #expect(solution.status == .solved)
        #expect(solution.engine == .constraints)
        #expect(solution.frames.map(\.id) == ["a", "b"])
        // a: width = 0.5 × 400 = 200.
        #expect(close(solution.frame(of: "a"), Rect(x: 20, y: 10, width: 200, height: 100)))
        // b: left = 20 + 200 + 8 = 228, top = 10 + 100 = 110, width = (400 − 16) − 228 = 156,
        // height = 100 / 2 = 50.
        #expect(close(solution.frame(of: "b"), Rect(x: 228, y: 110, width: 156, height: 50)))
        #expect(solution.diagnostics.isEmpty)
    }

    @Test func theRootFollowsEachSolveSize() throws {
        let engine = try ConstraintLayoutEngine(
            makeSpec(
                views: plainViews("a"),
                ["a.left == root.centerX", "a.width == root.width / 4", "a.bottom == root.bottom"]))
        for (w, h) in [(400.0, 800.0), (100, 50), (1000, 10)] {
            let frame = try #require(try engine.solve(in: Size(width: w, height: h)).frame(of: "a"))
            // left = w / 2, width = w / 4, bottom = h with a free height → height 0 (free axes at
            // zero), so top = h.
            #expect(close(frame, Rect(x: w / 2, y: h, width: w / 4, height: 0)))
        }
    }

    // MARK: Priorities

    /// `a.width == 100 @750` and `a.width == 300 @250`: the 750 level is solved first (error 0
    /// at width 100) and held; the 250 level cannot move it → 100.
    @Test func lowerPriorityYieldsCompletely() throws {
        let spec = makeSpec(views: plainViews("a"), ["a.width == 100 @750", "a.width == 300 @250"])
        #expect(try solve(spec, 400, 400).frame(of: "a")?.width == 100)
        // Swapped priorities: 300.
        let swapped = makeSpec(views: plainViews("a"), ["a.width == 100 @250", "a.width == 300 @750"])
        #expect(try solve(swapped, 400, 400).frame(of: "a")?.width == 300)
    }

    /// One `@750` against three `@260`: a sum weighted by priority would cost 750·|w − 100| +
    /// 3·260·|w − 300| = 750·|w − 100| + 780·|w − 300| and choose 300; lexicographically the 750
    /// level alone decides → 100.
    @Test func manyLowPrioritiesNeverOutvoteOneHigher() throws {
        let spec = makeSpec(
            views: plainViews("a"),
            ["a.width == 100 @750", "a.width == 300 @260 # p", "a.width == 300 @260 # q", "a.width == 300 @260 # r"])
        #expect(try solve(spec, 400, 400).frame(of: "a")?.width == 100)
    }

    /// Errors are taken as written: `2000*a.width == 600000 @250` weighs 2000 per point. In
    /// `.weighted` mode (kiwi strengths: 500 → 10³, 250 → 1) the cost is 1000·|w − 100| +
    /// 2000·|w − 300|, minimal at w = 300; lexicographic mode holds the 500 level → 100.
    @Test func weightedModeLetsWrittenErrorsOutvote() throws {
        let spec = makeSpec(views: plainViews("a"), ["a.width == 100 @500", "2000 * a.width == 600000 @250"])
        #expect(try solve(spec, 400, 400).frame(of: "a")?.width == 100)
        let weighted = ConstraintLayoutEngine.Options(priorityMode: .weighted)
        let width = try #require(try solve(spec, 400, 400, options: weighted).frame(of: "a")?.width)
        #expect(abs(width - 300) < 1e-6)
    }

    @Test func kiwiWeightsFollowStrengths() {
        #expect(abs(PriorityMode.weight(of: .defaultHigh) - 1e6) < 1e-6)
        #expect(abs(PriorityMode.weight(of: LayoutPriority(500)) - 1e3) < 1e-9)
        #expect(PriorityMode.weight(of: .defaultLow) == 1)
    }

    /// Within one level the error sum is minimised: `a.width == 100 @500` and
    /// `a.width == 200 @500` and `a.width == 200 @500` → |w − 100| + 2|w − 200| is least at 200.
    @Test func oneLevelSumsItsErrors() throws {
        let spec = makeSpec(
            views: plainViews("a"), ["a.width == 100 @500", "a.width == 200 @500", "a.width == 200 @500 # again"])
        #expect(abs((try solve(spec, 400, 400).frame(of: "a")?.width ?? 0) - 200) < 1e-6)
    }

    /// An optional inequality is violated only as much as a higher level needs:
    /// `a.width >= 150 @500` against required `a.width <= 120` → 120.
    @Test func optionalInequalityYieldsToRequired() throws {
        let spec = makeSpec(views: plainViews("a"), ["a.width >= 150 @500", "a.width <= 120"])
        #expect(try solve(spec, 400, 400).frame(of: "a")?.width == 120)
    }

    // MARK: Free axes (tie-break)

    @Test func unconstrainedViewIsAllZeros() throws {
        let spec = makeSpec(views: plainViews("a", "free"), ["a.left == 10", "a.width == 10"])
        let solution = try solve(spec, 400, 400)
        #expect(solution.frame(of: "free") == Rect(x: 0, y: 0, width: 0, height: 0))
        // a: only left and width constrained; top and height free → 0.
        #expect(close(solution.frame(of: "a"), Rect(x: 10, y: 0, width: 10, height: 0)))
    }

    /// A value held by one inequality sits on its bound, whichever direction.
    @Test(arguments: [
        ("a.left >= 20", Rect(x: 20, y: 0, width: 0, height: 0)),
        ("a.width <= 100", Rect(x: 0, y: 0, width: 100, height: 0)),
        ("a.top >= -5", Rect(x: 0, y: -5, width: 0, height: 0)),
        ("a.height >= 30 @250", Rect(x: 0, y: 0, width: 0, height: 30)),
    ])
    func singleInequalitySitsOnItsBound(constraint: String, frame: Rect) throws {
        let spec = makeSpec(views: plainViews("a"), [constraint])
        #expect(close(try solve(spec, 400, 400).frame(of: "a"), frame))
    }

    /// `a.left >= 20` and `a.right <= 300` with a free width: both slacks are minimised → left
    /// 20, right 300, width 280.
    @Test func twoInequalitiesBothBind() throws {
        let spec = makeSpec(views: plainViews("a"), ["a.left >= 20", "a.right <= 300"])
        #expect(close(try solve(spec, 400, 400).frame(of: "a"), Rect(x: 20, y: 0, width: 280, height: 0)))
    }

    /// Free sizes go to 0 before positions move: centred with a free width → width 0 at x = 200;
    /// right edge pinned with a free width → width 0 at x = 400.
    @Test func freeSizesAreZero() throws {
        let centred = makeSpec(views: plainViews("a"), ["a.centerX == root.centerX"])
        #expect(close(try solve(centred, 400, 400).frame(of: "a"), Rect(x: 200, y: 0, width: 0, height: 0)))
        let right = makeSpec(views: plainViews("a"), ["a.right == root.right"])
        #expect(close(try solve(right, 400, 400).frame(of: "a"), Rect(x: 400, y: 0, width: 0, height: 0)))
    }

    /// Only a difference is constrained: the earlier view sits at 0 → a.left 0, b.left 10.
    @Test func earlierViewAnchorsAFreeDifference() throws {
        let spec = makeSpec(views: plainViews("a", "b"), ["b.left == a.left + 10"])
        let solution = try solve(spec, 400, 400)
        #expect(solution.frame(of: "a")?.x == 0)
        #expect(solution.frame(of: "b")?.x == 10)
    }

    // MARK: Object form, diagnostics, errors

    @Test func objectFormConstraints() throws {
        let spec = ConstraintSpec(
            name: "objects", views: plainViews("a", "b"),
            constraints: [
                .object(ConstraintObject(first: "a.width", relation: .equal, constant: 50), path: "constraints[0]"),
                .object(ConstraintObject(first: "a.left", relation: .equal, constant: 10), path: "constraints[1]"),
                .object(
                    ConstraintObject(
                        first: "b.left", relation: .greaterThanOrEqual, second: "a.right", multiplier: 2, constant: 8,
                        priority: 750, identifier: "gap"), path: "constraints[2]"),
            ])
        let engine = try ConstraintLayoutEngine(spec)
        #expect(
            engine.constraints.map(\.description) == [
                "a.width == 50", "a.left == 10", "b.left >= 2 * a.right + 8 @defaultHigh # gap",
            ])
        // a.right = 10 + 50 = 60; b.left ≥ 2 × 60 + 8 = 128, held by one inequality → on its bound.
        let x = try #require(try engine.solve(in: Size(width: 400, height: 400)).frame(of: "b")?.x)
        #expect(abs(x - 128) < 1e-9)
    }

    @Test func objectFormErrorsPointIntoTheField() throws {
        let spec = ConstraintSpec(
            name: "objects", views: plainViews("a"),
            constraints: [.object(ConstraintObject(first: "a.wdth", relation: .equal), path: "constraints[0]")])
        let error = try #require(specError { () throws(SpecError) in _ = try ConstraintLayoutEngine(spec) })
        #expect(error.location == .jsonPath("constraints[0].first"))
        guard case .syntax(let syntax) = error.problem else {
            Issue.record("\(error)")
            return
        }
        #expect(syntax.grammar == .constraint && syntax.column == 3 && syntax.text == "a.wdth")
        #expect(syntax.problem == .unknownAttribute("wdth", allowed: LayoutAttribute.supported.map(\.rawValue)))
        #expect(error.context == ["a.wdth", "  ^"])
    }

    @Test func objectFormNumbersMustBeFinite() throws {
        let spec = ConstraintSpec(
            name: "objects", views: plainViews("a", "b"),
            constraints: [
                .object(
                    ConstraintObject(first: "a.width", relation: .equal, second: "b.width", multiplier: .infinity),
                    path: "constraints[0]")
            ])
        let error = try #require(specError { () throws(SpecError) in _ = try ConstraintLayoutEngine(spec) })
        #expect(error.problem == .notFinite(what: "multiplier", value: .infinity))
        #expect(error.location == .jsonPath("constraints[0]"))
    }

    @Test func negativeSizesAreDiagnosed() throws {
        let spec = makeSpec(views: plainViews("a"), ["a.width == -20", "a.height == 10"])
        let solution = try solve(spec, 400, 400)
        #expect(solution.status == .solved)
        #expect(solution.frame(of: "a")?.width == -20)
        #expect(solution.diagnostics.map(\.kind) == [.negativeSize])
        #expect(solution.diagnostics.first?.views == ["a"])
        #expect(solution.diagnostics.first?.axis == .horizontal)
        #expect(solution.diagnostics.first?.amount == -20)
    }

    @Test func duplicateIdentifiersAreRejected() throws {
        let spec = makeSpec(views: plainViews("a"), ["a.width == 1 # w", "a.height == 1 # w"])
        let error = try #require(specError { () throws(SpecError) in _ = try ConstraintLayoutEngine(spec) })
        #expect(error.location == .jsonPath("constraints[1]"))
        #expect(error.problem == .duplicateID("w", kind: "constraint identifier", firstAt: "constraints[0]"))
    }

    /// 40 distinct identifiers (more than the identifier table starts with, so it grows), then
    /// a repeat of the 25th (`w24`, at constraints[24]), found after the growth.
    @Test func duplicateIdentifiersAreFoundAfterManyDistinctOnes() throws {
        var constraints = (0..<40).map { "a.width >= \($0) # w\($0)" }
        constraints.append("a.height == 1 # w24")
        let spec = makeSpec(views: plainViews("a"), constraints)
        let error = try #require(specError { () throws(SpecError) in _ = try ConstraintLayoutEngine(spec) })
        #expect(error.location == .jsonPath("constraints[40]"))
        #expect(error.problem == .duplicateID("w24", kind: "constraint identifier", firstAt: "constraints[24]"))
        let distinct = makeSpec(views: plainViews("a"), Array(constraints.prefix(40)))
        #expect(throws: Never.self) { _ = try ConstraintLayoutEngine(distinct) }
    }

    @Test func iterationLimitIsATypedError() throws {
        let spec = makeSpec(views: plainViews("a"), ["a.width == 100", "a.left == 10 @500"])
        let engine = try ConstraintLayoutEngine(spec, options: .init(iterationLimit: 0))
        #expect(throws: ConstraintLayoutError.self) { try engine.solve(in: Size(width: 400, height: 400)) }
        do {
            _ = try engine.solve(in: Size(width: 400, height: 400))
        } catch {
            #expect(error.reason == .iterationLimit)
            #expect(error.stage == "priority 500")
        }
    }

    @Test func nonFiniteSizesAreATypedError() throws {
        let engine = try ConstraintLayoutEngine(makeSpec(views: plainViews("a"), []))
        #expect(throws: ConstraintLayoutError.self) { try engine.solve(in: Size(width: .infinity, height: 1)) }
    }
}
