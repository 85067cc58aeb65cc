import ConstraintLayout
import Foundation
import LayoutCore
import LayoutTesting
import StackLayout
import SwiftSourceImport
import SwiftUI
import Testing

@testable import LayoutTranslation

/// Issue 17, Eureka WeekDaysCell.xib's day buttons (root Yr6-3E-keb) as a hand-written idiom:
/// a row whose first view is pinned to the container's top and bottom, the others tied to it
/// through one another by equal heights and equal centres (`a.centerY == b.centerY`,
/// `a.height == b.height`, …), so every one spans the first one's band. The translation is
/// its golden file (`Golden/SharedBandRow.swift`, compiled in this target through the SwiftUI
/// shim); the compiled view and the golden text read back lay out like the constraints over
/// the idiom sweep; the frames match the hand calculation.
@Suite("Constraints → stacks: views sharing a pinned sibling's band")
struct SpanTwinTranslationTests {
    /// Three plain views 60 wide, 8 apart from 16 after the leading edge; `a` 10 from the top
    /// and bottom, `b` and `c` tied to it as above.
    static let json = #"""
        { "format": "layoutlab.constraints/1", "name": "shared-band-row",
          "views": [ { "id": "a" }, { "id": "b" }, { "id": "c" } ],
          "constraints": [ "a.leading == root.leading + 16", "b.leading == a.trailing + 8",
            "c.leading == b.trailing + 8",
            "a.top == root.top + 10", "root.bottom == a.bottom + 10",
            "a.width == 60", "b.width == 60", "c.width == 60", "a.height == b.height", "b.height == c.height",
            "a.centerY == b.centerY", "b.centerY == c.centerY" ] }
        """#

    static func text() throws -> String {
        let stacks = try ConstraintsToStacks.translate(try constraintSpec(Self.json)).spec
        return GoldenSwiftUITests.header("shared-band-row")
            + (try SwiftUISource.file(stacks, typeName: "SharedBandRow"))
    }

    @Test func translationMatchesItsGoldenFile() throws {
        try GoldenSwiftUITests.expectGolden(try Self.text(), typeName: "SharedBandRow")
    }

    @Test func translationIsExact() throws {
        let translation = try ConstraintsToStacks.translate(try constraintSpec(Self.json))
        #expect(translation.notes.isEmpty, "\(translation.notes)")
        #expect(translation.approximatedViews.isEmpty)
    }

    @Test func compiledGoldenLaysOutLikeTheConstraints() throws {
        let spec = try constraintSpec(Self.json)
        try LayoutCheck.enginesAgree(
            ViewSpec(name: "shared-band-row", environment: StackRecognizer.environment(for: spec), SharedBandRow()),
            spec, sizes: IdiomTests.sweep)
    }

    @Test func goldenTextReadBackLaysOutAlike() throws {
        let spec = try readBackView(try Self.text(), file: "shared-band-row.swift")
        try LayoutCheck.enginesAgree(spec, try constraintSpec(Self.json), sizes: IdiomTests.sweep)
    }

    /// x 16, 16 + 60 + 8 = 84 and 84 + 68 = 152, 60 wide at every width; each H − 20 high
    /// from y 10 (`a`'s band; `b` and `c` by its length and centre): 230 high at 300 × 250,
    /// 720 at 1024 × 740.
    @Test(arguments: [Size(width: 300, height: 250), Size(width: 1024, height: 740)])
    func framesMatchTheHandCalculation(_ size: Size) throws {
        let expected = [
            ("a", Rect(x: 16, y: 10, width: 60, height: size.height - 20)),
            ("b", Rect(x: 84, y: 10, width: 60, height: size.height - 20)),
            ("c", Rect(x: 152, y: 10, width: 60, height: size.height - 20)),
        ]
        let stacks = try ConstraintsToStacks.translate(try constraintSpec(Self.json)).spec
        var engine = StackLayoutEngine(stacks)
        let solution = engine.solve(in: SolveSize(width: size.width, height: size.height))
        let solved = try ConstraintLayoutEngine(try constraintSpec(Self.json)).solve(in: size)
        for (id, frame) in expected {
            let actual = try #require(solution.frames.first { $0.id == id }?.frame)
            #expect(Tolerance.distance(actual, frame) <= Tolerance.frame, "\(id) at \(size): \(actual)")
            let constrained = try #require(solved.frames.first { $0.id == id }?.frame)
            #expect(Tolerance.distance(constrained, frame) <= Tolerance.frame, "\(id) at \(size): \(constrained)")
        }
    }
}
