import ConstraintLayout
import Foundation
import InterfaceBuilder
import LayoutCore
import LayoutHarness
import Testing

/// `compare` of an imported storyboard root against a hand-written stack spec of the same
/// screen (Fixtures/stacks/).
@Suite struct StackComparisonTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// STFlexibleCustomViewController (iOS 7 sample, 320 × 568 with a navigation bar: the top
    /// layout guide ends at 20 + 44 = 64): a custom view 20 below the guide and 20 from each
    /// side, 30 tall (`height ≥ 30`, `== 30 @1`), and the "Resize" button (46 × 30, its stored
    /// size) centred 8 below it. The stack spec: a VStack (spacing 8) of a 30-pt Color and a
    /// 46 × 30 Color, padded 84 at the top and 20 at the sides, at the top of the screen. Both
    /// give custom view (20, 84, W − 40, 30) and button ((W − 46) / 2, 122, 46, 30) at every width.
    @Test func importedRootMatchesTheHandWrittenStackSpec() throws {
        let bytes = try Data(
            contentsOf: Self.fixtures.appendingPathComponent(
                "docs/stack3__iOSAutoLayoutSamples__iOS7AutoLayoutSamples__iOS7AutoLayoutSamples__STFlexibleCustomViewController.storyboard"
            ))
        let imported = try IBDocument(bytes: [UInt8](bytes)).importRoot()
        let stackBytes = try Data(
            contentsOf: Self.fixtures.appendingPathComponent("stacks/STFlexibleCustomViewController.view.json"))
        guard case .view(let viewSpec) = try SpecDocument(bytes: [UInt8](stackBytes)) else {
            Issue.record("not a view spec")
            return
        }
        let sizes = [Size(width: 320, height: 568), Size(width: 375, height: 667), Size(width: 414, height: 736)]
        var comparator = LayoutComparator(viewSpec: viewSpec, constraintSpec: imported.spec)
        comparator.workers = 1
        let report = try comparator.run(sizes: sizes)
        #expect(report.agreeingCount == sizes.count, "\(report.summary())")
        // The expected frames at 375 wide, by hand: (20, 84, 335, 30) and (164.5, 122, 46, 30).
        let solution = try ConstraintLayoutEngine(imported.spec).solve(in: Size(width: 375, height: 667)).frameIndex
        #expect(solution["iLi-Xs-UU1"] == Rect(x: 20, y: 84, width: 335, height: 30))
        #expect(solution["ib-1nD-Fh-TOc"] == Rect(x: 164.5, y: 122, width: 46, height: 30))
    }
}
