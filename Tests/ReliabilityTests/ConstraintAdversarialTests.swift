import ConstraintLayout
import LayoutCore
import Testing

/// Adversarial inputs for the constraint engine: a solution with finite frames (negative
/// sizes only where the constraints force them, with a `negativeSize` diagnostic), a located
/// `SpecError`, or a typed `ConstraintLayoutError` — never a trap or a GLPK abort.
@Suite struct ConstraintAdversarialTests {
    static func spec(_ constraints: [String], metrics: String = "{}", views: String = #"[{"id": "a"}, {"id": "b"}]"#)
        -> String
    {
        let list = constraints.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            {"format": "layoutlab.constraints/1", "name": "adversarial", "metrics": \(metrics), \
            "views": \(views), "constraints": [\(list)]}
            """
    }

    /// Solves `json` at each size and checks the invariants; returns the solutions.
    @discardableResult
    static func check(_ json: String, sizes: [Size] = [Size(width: 375, height: 667)]) -> [LayoutSolution] {
        let spec: ConstraintSpec
        do {
            spec = try Specs.constraints(json)
        } catch let error as SpecError {
            #expect(!error.description.isEmpty)
            return []
        } catch {
            Issue.record("unexpected error \(error)")
            return []
        }
        var solutions: [LayoutSolution] = []
        for size in sizes {
            do {
                let solution = try ConstraintLayoutEngine.solve(spec, in: size)
                #expect(invariantViolation(in: solution) == nil, "\(json) at \(size)")
                solutions.append(solution)
            } catch is ConstraintLayoutError {
                continue  // typed: the CLI reports it with exit 70
            } catch is SpecError {
                continue
            } catch {
                Issue.record("untyped error \(error) for \(json)")
            }
        }
        return solutions
    }

    @Test func forcedNegativeWidthIsReportedWithADiagnostic() throws {
        let solutions = Self.check(Self.spec(["a.width == -10", "a.left == 0", "a.top == 0", "a.height == 5"]))
        let solution = try #require(solutions.first)
        #expect(solution.frame(of: "a")?.width == -10)
        #expect(solution.diagnostics.contains { $0.kind == .negativeSize && $0.views == ["a"] })
    }

    static let extremes = ["1e308", "-1e308", "1e-320", "-0", "1e300", "-5"]

    @Test(arguments: extremes)
    func extremeConstants(value: String) {
        Self.check(Self.spec(["a.width == \(value)", "a.left == root.left + \(value)", "b.top >= a.bottom"]))
        Self.check(Self.spec(["a.width == \(value) * b.width", "b.width == 10"]))
        Self.check(Self.spec(["a.width == m", "b.width <= m @750"], metrics: "{\"m\": \(value)}"))
        Self.check(
            Self.spec(
                ["a.left == 0"],
                views: "[{\"id\": \"a\", \"intrinsicSize\": {\"width\": \(value), \"height\": \(value)}}]"))
        Self.check(Self.spec(["H:|-(\(value))-[a(\(value))]-(\(value))-|"]))
    }

    @Test(arguments: [#""infinity""#, "\"-infinity\"", "\"nan\""])
    func infinityInEveryLengthSlot(value: String) {
        Self.check(Self.spec(["a.width == m"], metrics: "{\"m\": \(value)}"))
        Self.check(Self.spec(["a.left == 0"], views: "[{\"id\": \"a\", \"intrinsicSize\": {\"width\": \(value)}}]"))
        Self.check(Self.spec(["a.left == 0"], views: "[{\"id\": \"a\", \"baseline\": {\"first\": \(value)}}]"))
        Self.check(Self.spec(["a.left == 0"], views: "[{\"id\": \"a\", \"hugging\": {\"horizontal\": \(value)}}]"))
    }

    @Test func nonFiniteNumbersFromTheSwiftAPIAreRejectedOrContained() throws {
        let spec = try Specs.constraints(Self.spec(["a.left == 0"]))
        for value in [Double.nan, .infinity, -.infinity, 1e308, -0.0] {
            let added = [
                LayoutConstraint(item: "a", attribute: .width, relatedBy: .equal, constant: value),
                LayoutConstraint(
                    item: "b", attribute: .width, relatedBy: .equal, toItem: "a", attribute: .width, multiplier: value),
            ]
            do {
                let engine = try ConstraintLayoutEngine(spec, adding: added)
                let solution = try engine.solve(in: Size(width: 375, height: 667))
                #expect(invariantViolation(in: solution) == nil, "\(value)")
            } catch is SpecError {
            } catch is ConstraintLayoutError {
            }
        }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteSolveSizeIsATypedError(value: Double) throws {
        let engine = try ConstraintLayoutEngine(Specs.constraints(Self.spec(["a.left == 0"])))
        #expect(throws: ConstraintLayoutError.self) { try engine.solve(in: Size(width: value, height: 100)) }
    }

    @Test func zeroAndTinySizes() {
        let json = Self.spec(["H:|-[a]-[b(==a)]-|", "V:|-[a(44)]", "V:|-[b(44)]"])
        Self.check(
            json, sizes: [Size(width: 0, height: 0), Size(width: 1e-300, height: 1), Size(width: -10, height: -10)])
    }

    @Test func noConstraintsAndNoViews() {
        Self.check(Self.spec([], views: "[]"))
        Self.check(Self.spec([]))
    }
}
