import LayoutCore
import LayoutHarness
import Testing

/// Seed 003's country details at an accessibility text size (the built-in corpus entry
/// `country-details`): the rows turn vertical — an `AnyLayout` on `isAccessibilitySize` in
/// SwiftUI, a variation setting the rows' stack view `axis` in UIKit.
@Suite struct CountryDetailsTests {
    func report(_ size: DynamicTypeSize, at sizes: [Size], variations: Bool = true) throws -> ComparisonReport {
        let entry = try #require(Corpus.entry(named: "country-details"))
        var viewSpec = try entry.decodedViewSpec()
        viewSpec.environment.dynamicTypeSize = size
        var constraintSpec = try entry.decodedConstraintSpec()
        constraintSpec.dynamicTypeSize = size
        if !variations { constraintSpec.variations = [] }
        var comparator = LayoutComparator(viewSpec: viewSpec, constraintSpec: constraintSpec)
        comparator.workers = 1
        return try comparator.run(sizes: sizes)
    }

    /// accessibility3 at 375 × 800. The body style is 40 pt there (Apple's table); Inter's
    /// line is 2728 + 680 = 3408 units of 2816 per em, h = 3408 × 40 / 2816 = 48.409 pt.
    /// Widths (scripts/font-advances.py, units × 40 / 2816): "68 million inhabitants" 28236 →
    /// 401.08 pt, wider than the row's 375 − 32 = 343, so it breaks after "68 million"
    /// (12732 → 180.85) with "inhabitants" (14712 → 208.98) on a second line; "Official
    /// language" 22332 → 317.22, "Population" 14080 → 200 and the others fit on one line.
    /// Each row is vertical: both texts 343 wide at x = 16, 8 apart. Row heights 2h + 8,
    /// 3h + 8, 2h + 8; the details stack 7h + 24 + 16 = 7h + 40 high, its top
    /// T = (800 − 7h − 40) / 2.
    @Test func accessibilitySizesStackEachRowsTextsInBothEngines() throws {
        let h = 3408.0 * 40 / 2816
        let top = (800 - 7 * h - 40) / 2
        let expected: [String: Rect] = [
            "details": Rect(x: 16, y: top, width: 343, height: 7 * h + 40),
            "r0": Rect(x: 16, y: top, width: 343, height: 2 * h + 8),
            "name0": Rect(x: 16, y: top, width: 343, height: h),
            "value0": Rect(x: 16, y: top + h + 8, width: 343, height: h),
            "r1": Rect(x: 16, y: top + 2 * h + 16, width: 343, height: 3 * h + 8),
            "name1": Rect(x: 16, y: top + 2 * h + 16, width: 343, height: h),
            "value1": Rect(x: 16, y: top + 3 * h + 24, width: 343, height: 2 * h),
            "r2": Rect(x: 16, y: top + 5 * h + 32, width: 343, height: 2 * h + 8),
            "name2": Rect(x: 16, y: top + 5 * h + 32, width: 343, height: h),
            "value2": Rect(x: 16, y: top + 6 * h + 40, width: 343, height: h),
        ]
        let report = try report(.accessibility3, at: [Size(width: 375, height: 800)])
        let sized = try #require(report.sizes.first)
        for (id, rect) in expected.sorted(by: { $0.key < $1.key }) {
            let difference = try #require(sized.differences.first { $0.id == id }, "\(id)")
            for (engine, frame) in [("stack", difference.stack), ("constraints", difference.constraints)] {
                let actual = try #require(frame, "\(id) \(engine)")
                #expect(Tolerance.distance(actual, rect) <= Tolerance.frame, "\(id) \(engine): \(actual) ≠ \(rect)")
            }
        }
    }

    /// Without the variation the constraint spec keeps its horizontal `fillEqually` rows at
    /// accessibility3: "Capital" is (343 − 8) / 2 = 167.5 wide, not the VStack's 343, and the
    /// engines no longer agree.
    @Test func ignoringTheVariationKeepsTheRowsHorizontal() throws {
        let report = try report(.accessibility3, at: [Size(width: 375, height: 800)], variations: false)
        let sized = try #require(report.sizes.first)
        let name = try #require(sized.differences.first { $0.id == "name0" })
        #expect(name.constraints?.width == 167.5)
        #expect(name.stack?.width == 343)
        #expect(report.agreeingCount == 0)
    }

    /// Below the accessibility sizes the rows stay horizontal in both engines: at xxxLarge
    /// (23 pt) "Capital" is in the left column, (343 − 8) / 2 = 167.5 wide.
    @Test func xxxLargeKeepsTheRowsHorizontal() throws {
        let report = try report(.xxxLarge, at: [Size(width: 375, height: 800)])
        let sized = try #require(report.sizes.first)
        let name = try #require(sized.differences.first { $0.id == "name0" })
        #expect(name.constraints?.width == 167.5 && name.stack?.width == 167.5)
        #expect(report.agreeingCount == 1)
    }
}
