import ConstraintLayout
import LayoutCore
import Testing

/// A spec's `variations`: constraints installed only under some size classes, the classes
/// derived from each solve size unless the spec gives them (docs/ENGINES.md "Size classes").
@Suite struct VariationTests {
    /// `a` 100 wide at the left edge; 20 high under `verticalSizeClass == regular`, 40 under
    /// `compact`.
    static func spec(vertical: UserInterfaceSizeClass? = nil) -> ConstraintSpec {
        var spec = makeSpec(views: plainViews("a"), ["a.left == 0", "a.top == 0", "a.width == 100"])
        spec.verticalSizeClass = vertical
        spec.variations = [
            ConstraintVariation(
                condition: try! EnvironmentCondition(parsing: "verticalSizeClass == regular"),
                constraints: [.text("a.height == 20", path: "variations[0].constraints[0]")],
                path: "variations[0]"),
            ConstraintVariation(
                condition: try! EnvironmentCondition(parsing: "verticalSizeClass == compact"),
                constraints: [.text("a.height == 40", path: "variations[1].constraints[0]")],
                path: "variations[1]"),
        ]
        return spec
    }

    @Test func oneEngineInstallsEachSizesVariationAcrossASweep() throws {
        let engine = try ConstraintLayoutEngine(Self.spec())
        // Portrait phone (393 × 852: hR) → 20; landscape (852 × 393: hC) → 40; iPad (1032 × 1376: hR) → 20;
        // portrait again after a landscape solve → 20.
        for (size, height) in [
            (Size(width: 393, height: 852), 20.0), (Size(width: 852, height: 393), 40),
            (Size(width: 1032, height: 1376), 20), (Size(width: 375, height: 667), 20),
        ] {
            let frame = try engine.solve(in: size).frame(of: "a")
            #expect(frame == Rect(x: 0, y: 0, width: 100, height: height), "\(size)")
        }
    }

    @Test func aClassTheSpecGivesHoldsAtEverySize() throws {
        let engine = try ConstraintLayoutEngine(Self.spec(vertical: .compact))
        for size in [Size(width: 393, height: 852), Size(width: 852, height: 393)] {
            #expect(try engine.solve(in: size).frame(of: "a")?.height == 40, "\(size)")
        }
    }

    @Test func anErrorInAnotherClassesVariationIsFoundWhenTheEngineIsBuilt() {
        var spec = Self.spec()
        spec.variations[1].constraints = [.text("a.height == nope", path: "variations[1].constraints[0]")]
        let error = specError { () throws(SpecError) in _ = try ConstraintLayoutEngine(spec) }
        #expect(error?.location == .jsonPath("variations[1].constraints[0]"))
    }
}
